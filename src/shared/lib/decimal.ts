// Thin wrapper over decimal.js: money and quantities never go through binary floats.
import Decimal from 'decimal.js';

// 40 significant digits: large balances with 8 decimals (the house holds 1e11+) stay exact.
Decimal.set({ precision: 40 });

export { Decimal };

/** Anything decimal.js accepts as input. */
export type DecimalInput = Decimal.Value;

/** Plain decimal text, optionally signed, optionally with an exponent ("1.5", "-.5", "1e-8"). */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A Decimal from trusted input. Throws (decimal.js DecimalError) on anything that is not a number. */
export function dec(x: DecimalInput): Decimal {
  return new Decimal(x);
}

/**
 * A finite Decimal, or null when `x` is not a finite number. Never throws.
 * Strings are trimmed; hex/binary/octal literals, "NaN" and "Infinity" are rejected.
 */
export function tryDec(x: unknown): Decimal | null {
  if (x instanceof Decimal) return x.isFinite() ? x : null;
  if (typeof x === 'number') return Number.isFinite(x) ? new Decimal(x) : null;
  if (typeof x === 'bigint') return new Decimal(x.toString());
  if (typeof x === 'string') {
    const s = x.trim();
    return DECIMAL_TEXT.test(s) ? new Decimal(s) : null;
  }
  return null;
}

/** True for a finite number strictly greater than zero. */
export function isPositiveDecimal(x: unknown): boolean {
  return tryDec(x)?.gt(0) === true;
}

/** A safe decimal-places count: an integer in [0, 100] (non-numbers become 0). */
export function clampDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return 0;
  return Math.min(100, Math.max(0, Math.trunc(decimals)));
}

/**
 * Plain notation (never exponent form), no trailing zeros, "-0" becomes "0".
 * Returns '' when `x` is not a finite number.
 */
export function toPlainString(x: unknown): string {
  const d = tryDec(x);
  if (d === null) return '';
  return d.isZero() ? '0' : d.toFixed();
}

/**
 * `value` cut to `decimals` places, rounding toward negative infinity (i.e. DOWN for the
 * non-negative balances behind Max buttons), so the result is never more than the value.
 * Returns a plain string without trailing zeros, or '' when `value` is not a finite number.
 */
export function floorTo(value: unknown, decimals: number): string {
  const d = tryDec(value);
  if (d === null) return '';
  return toPlainString(d.toDecimalPlaces(clampDecimals(decimals), Decimal.ROUND_FLOOR));
}
