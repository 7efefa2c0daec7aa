// Amounts typed by a person: read them (the decimal comma accepted), check them against a field's
// rules, and round a Max down to what the field allows. Pure functions; the forms of every area use them.
import { Decimal, dec } from './decimal';
import { normalizeDecimalInput } from './validate';

/** A problem with a field: an i18n key and its variables. */
export interface Problem {
  key: string;
  vars?: Record<string, string | number>;
}

export interface DecimalRules {
  /** Decimal places allowed. */
  decimals: number;
  /** i18n key when the text is not a positive number. */
  invalidKey: string;
  /** Inclusive bounds as decimal strings; their messages are `minKey` / `maxKey` with {{min}} / {{max}}. */
  min?: string;
  max?: string;
  minKey?: string;
  maxKey?: string;
}

/** The typed text as a plain decimal ("1,5" → "1.5"), or '' when it is not one. */
export function readDecimal(raw: string): string {
  const v = normalizeDecimalInput(raw.trim());
  return /^\d+(\.\d+)?$/.test(v) ? v : '';
}

/** Checks a required positive decimal field: a number, not zero, not too many places, within min and max. */
export function checkDecimal(raw: string, rules: DecimalRules): Problem | null {
  if (raw.trim() === '') return { key: 'validation.required' };
  const v = readDecimal(raw);
  if (!v || dec(v).isZero()) return { key: rules.invalidKey };
  if ((v.split('.')[1]?.length ?? 0) > rules.decimals)
    return { key: 'validation.tooManyDecimals', vars: { max: rules.decimals, count: rules.decimals } };
  if (rules.min && dec(v).lt(rules.min)) return { key: rules.minKey ?? 'validation.belowMin', vars: { min: rules.min } };
  if (rules.max && dec(v).gt(rules.max)) return { key: rules.maxKey ?? 'validation.aboveMax', vars: { max: rules.max } };
  return null;
}

/** The most a Max button may fill in: `value` cut DOWN to `decimals` places (never more than there is). */
export function roundDownTo(value: Decimal.Value, decimals: number): string {
  const d = dec(value);
  if (!d.isFinite() || d.lte(0)) return '0';
  return d.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
}
