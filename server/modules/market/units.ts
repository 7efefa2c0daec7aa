// Exact prices from integers. The engine holds every price as an integer count of the symbol's
// smallest price step ("units") and every quantity as a count of 1/100 of a lot's smallest digit, so
// each served or stored string is formatted from an integer; decimal.js only parses prices that come
// from outside (the catalogue, stored candles, pushed ticks).
import Decimal from 'decimal.js';

/** An integer count of 10^-decimals as exact decimal text. */
export function formatUnits(units: number, decimals: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units));
  let text = digits;
  if (decimals > 0) {
    const padded = digits.padStart(decimals + 1, '0');
    text = `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
  }
  return negative ? `-${text}` : text;
}

/** Decimal text as an integer count of 10^-decimals (rounded half up). */
export function toUnits(value: string, decimals: number): number {
  return new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).times(new Decimal(10).pow(decimals)).toNumber();
}

/** (now - base) / base in percent, rounded half away from zero to 2 places, from integers only. */
export function percentChange(now: number, base: number): string {
  if (base <= 0) return '0.00';
  const num = (now - base) * 10_000;
  const magnitude = Math.abs(num);
  let q = Math.floor(magnitude / base);
  let rest = magnitude - q * base;
  if (rest < 0) {
    q -= 1;
    rest += base;
  }
  if (rest * 2 >= base) q += 1;
  const text = formatUnits(q, 2);
  return num < 0 && q > 0 ? `-${text}` : text;
}

/** Remembers the text of the last integer it formatted (24 h open, high and low rarely change). */
export class UnitsText {
  private units = Number.NaN;
  private text = '';
  constructor(private readonly decimals: number) {}
  of(units: number): string {
    if (units !== this.units) {
      this.units = units;
      this.text = formatUnits(units, this.decimals);
    }
    return this.text;
  }
}
