// Display formatters. Pure, no React. Numbers are handled as decimals (decimal.js); all rounding
// here is ROUND_HALF_UP (ties away from zero, so -1.05 → -1.1 like 1.05 → 1.1). Invalid input
// is shown as EMPTY_VALUE rather than throwing.
import { APP_LOCALES, localeOf } from '../config/locale';
import { clampDecimals, Decimal, tryDec } from './decimal';

export { localeOf };

/** Shown in place of a value that is missing or not a number. */
export const EMPTY_VALUE = '--';

/** Exact arithmetic for the few products/quotients done here (no rounding to 20 digits). */
const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });

/**
 * The formatters take either a BCP-47 tag or an app language code ('fa' is French here, not
 * Persian). An invalid tag falls back to 'en'.
 */
function resolveLocale(locale: string | undefined): string {
  if (!locale) return 'en';
  const tag = APP_LOCALES[locale.toLowerCase()] ?? locale;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** toFixed with half-up rounding, never "-0.00". */
function fixedHalfUp(d: Decimal, decimals: number): string {
  const s = d.toFixed(decimals, Decimal.ROUND_HALF_UP);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/**
 * SPEC: |value| above 1,000,000 → "1.2M", above 1,000 → "1.2K" (one decimal), otherwise
 * four decimals. Rounding is half up; the sign is kept and the threshold uses the absolute value
 * (so 999,999.99 shows as "1000.0K" and exactly 1,000,000 as "1000.0K").
 */
export function formatCompact(value: string | number): string {
  const d = tryDec(value);
  if (d === null) return EMPTY_VALUE;
  const abs = d.abs();
  if (abs.gt(1_000_000)) return `${fixedHalfUp(new Exact(d).div(1_000_000), 1)}M`;
  if (abs.gt(1_000)) return `${fixedHalfUp(new Exact(d).div(1_000), 1)}K`;
  return fixedHalfUp(d, 4);
}

/** `decimals` (default 2, clamped to 0..100) fixed places, half up, no grouping, never "-0.00". */
export function formatFixed(value: string | number, decimals = 2): string {
  const d = tryDec(value);
  return d === null ? EMPTY_VALUE : fixedHalfUp(d, clampDecimals(decimals));
}

/**
 * Epoch milliseconds from a server timestamp: values under 1e11 (ten digits or fewer) are seconds,
 * larger ones (thirteen digits) milliseconds. Non-numeric strings are parsed as dates
 * ("2024-01-15 10:00:00" is read as local time). NaN when unreadable.
 */
export function toMillis(ts: number | string): number {
  let n: number;
  if (typeof ts === 'number') {
    n = ts;
  } else if (typeof ts === 'string') {
    const s = ts.trim();
    if (s === '') return Number.NaN;
    if (!/^-?\d+(\.\d+)?$/.test(s)) {
      return Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(s) ? s.replace(' ', 'T') : s);
    }
    n = Number(s);
  } else {
    return Number.NaN;
  }
  if (!Number.isFinite(n)) return Number.NaN;
  return Math.abs(n) < 1e11 ? Math.round(n * 1000) : Math.round(n);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** What a date format shows: the calendar date, the date and the time, or the time of day alone. */
type DateKind = 'date' | 'dateTime' | 'clock';
const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const CLOCK_PARTS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
const PARTS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: DATE_PARTS,
  dateTime: { ...DATE_PARTS, ...CLOCK_PARTS },
  clock: CLOCK_PARTS,
};

/** One formatter per locale, kind and zone: the first of a page costs milliseconds (the locale's date data loads). */
function dateFormat(locale: string | undefined, kind: DateKind, timeZone: string | undefined): Intl.DateTimeFormat {
  const loc = resolveLocale(locale);
  const key = `${loc}|${kind}|${timeZone ?? ''}`;
  let f = dateFormats.get(key);
  if (!f) {
    const options = PARTS[kind];
    try {
      f = new Intl.DateTimeFormat(loc, { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat(loc, options);
    }
    dateFormats.set(key, f);
  }
  return f;
}

/**
 * Calendar date in the locale's order (e.g. "01/15/2024", "2024/01/15"), in the user's time zone
 * unless `timeZone` is given.
 */
export function formatDate(ts: number | string, locale = 'en', timeZone?: string): string {
  const ms = toMillis(ts);
  return Number.isFinite(ms) ? dateFormat(locale, 'date', timeZone).format(ms) : EMPTY_VALUE;
}

/** Date and 24-hour time with seconds, in the user's time zone unless `timeZone` is given. */
export function formatDateTime(ts: number | string, locale = 'en', timeZone?: string): string {
  const ms = toMillis(ts);
  return Number.isFinite(ms) ? dateFormat(locale, 'dateTime', timeZone).format(ms) : EMPTY_VALUE;
}

/** The time of day, 24-hour with seconds ("14:05:09"), in the user's time zone. */
export function formatClock(ts: number | string, locale = 'en'): string {
  const ms = toMillis(ts);
  return Number.isFinite(ms) ? dateFormat(locale, 'clock', undefined).format(ms) : EMPTY_VALUE;
}

export interface RelativeTimeOptions {
  /** Reference time in epoch ms (default Date.now()). */
  now?: number;
  /** BCP-47 tag or app language code (default 'en'). */
  locale?: string;
  /** The already-translated "just now" text, returned within 300 seconds either side of `now`. */
  justNow: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now" under 300 s, then whole minutes, hours and days ("5 minutes ago", "in 2 hours") up to
 * 30 days, and beyond that the date (formatDate).
 */
export function formatRelativeTime(ts: number | string, options: RelativeTimeOptions): string {
  const ms = toMillis(ts);
  if (!Number.isFinite(ms)) return EMPTY_VALUE;
  const now = options.now ?? Date.now();
  const diff = now - ms;
  const abs = Math.abs(diff);
  if (abs < 300_000) return options.justNow;
  if (abs > 30 * DAY) return formatDate(ms, options.locale);
  const sign = diff > 0 ? -1 : 1;
  const rtf = new Intl.RelativeTimeFormat(resolveLocale(options.locale), { numeric: 'always' });
  if (abs < HOUR) return rtf.format(sign * Math.floor(abs / MINUTE), 'minute');
  if (abs < DAY) return rtf.format(sign * Math.floor(abs / HOUR), 'hour');
  return rtf.format(sign * Math.floor(abs / DAY), 'day');
}

/** Colour of a profit/loss figure: 'up' (green) above zero, 'down' (red) below, 'zero' (grey) otherwise. */
export function profitTone(value: string | number): 'up' | 'zero' | 'down' {
  const d = tryDec(value);
  if (d === null || d.isZero()) return 'zero';
  return d.gt(0) ? 'up' : 'down';
}

export interface FiatOptions {
  /** ISO 4217 code (default 'USD'). */
  currency?: string;
  /** Units of `currency` per unit of `value` (default '1'). */
  rate?: string | number;
  /** BCP-47 tag or app language code (default 'en'). */
  locale?: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * value × rate, computed exactly, rounded half up to the currency's minor units, then formatted
 * with Intl.NumberFormat in currency style ("$1,234.57", "1.234,57 €"). An unknown currency code
 * gives "1234.57 XYZ".
 */
export function formatFiat(value: string | number, options: FiatOptions = {}): string {
  const { currency = 'USD', rate = '1', locale = 'en' } = options;
  const v = tryDec(value);
  const r = tryDec(rate);
  if (v === null || r === null) return EMPTY_VALUE;
  const amount = new Exact(v).times(r);
  const loc = resolveLocale(locale);
  const key = `${loc}|${currency}`;
  let nf = numberFormats.get(key);
  if (!nf) {
    try {
      nf = new Intl.NumberFormat(loc, { style: 'currency', currency });
    } catch {
      return `${fixedHalfUp(amount, 2)} ${currency}`;
    }
    numberFormats.set(key, nf);
  }
  const fractionDigits = nf.resolvedOptions().maximumFractionDigits ?? 2;
  const rounded = amount.toDecimalPlaces(fractionDigits, Decimal.ROUND_HALF_UP);
  return nf.format(rounded.isZero() ? 0 : rounded.toNumber());
}
