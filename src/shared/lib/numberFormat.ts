// Decimal strings shown the user's language's way through Intl, never turned into a float on the way
// (Chromium and Safari read decimal strings exactly). Kept out of the first screen: only the money
// pages load it.
import { Decimal, tryDec } from './decimal';
import { EMPTY_VALUE } from './format';

const formats = new Map<string, Intl.NumberFormat | null>();

/** A cached Intl.NumberFormat, or null where Intl refuses the locale or options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${JSON.stringify(options)}`;
  if (!formats.has(key)) {
    try {
      formats.set(key, new Intl.NumberFormat(locale, options));
    } catch {
      formats.set(key, null);
    }
  }
  return formats.get(key) ?? null;
}

/** Formats a Decimal exactly with `nf`. */
export const formatDecimal = (nf: Intl.NumberFormat, value: Decimal) => nf.format(value.toFixed() as `${number}`);

/** A value rounded DOWN to `maxPlaces`, with at least `minPlaces`, grouped: ("1234.5", 2, 6) → "1,234.50". */
export function formatDown(locale: string, value: Decimal.Value | null | undefined, minPlaces: number, maxPlaces: number): string {
  const d = value === null || value === undefined ? null : tryDec(value);
  if (d === null) return EMPTY_VALUE;
  const down = d.toDecimalPlaces(maxPlaces, Decimal.ROUND_DOWN);
  const nf = numberFormat(locale, { minimumFractionDigits: minPlaces, maximumFractionDigits: maxPlaces });
  return nf ? formatDecimal(nf, down) : down.toFixed();
}

/** A fraction as a percentage the language's way ("0.002" → "0.2%", "0,2 %"). */
export function formatPercent(locale: string, value: Decimal.Value | null | undefined): string {
  const d = value === null || value === undefined ? null : tryDec(value);
  if (d === null) return EMPTY_VALUE;
  const nf = numberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  return nf ? formatDecimal(nf, d) : `${d.times(100).toFixed()}%`;
}
