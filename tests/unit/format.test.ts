import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../../src/shared/config/locale';
import { dec } from '../../src/shared/lib/decimal';
import {
  EMPTY_VALUE,
  formatClock,
  formatCompact,
  formatDate,
  formatDateTime,
  formatFiat,
  formatFixed,
  formatRelativeTime,
  localeOf,
  profitTone,
  toMillis,
} from '../../src/shared/lib/format';

const digit = fc.constantFrom(...'0123456789'.split(''));

/** Signed decimal text built from integers (up to 1e12, up to 12 decimals). */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.string({ unit: digit, maxLength: 12 }))
  .map(([neg, i, frac]) => `${neg ? '-' : ''}${i}${frac ? `.${frac}` : ''}`);

describe('formatCompact', () => {
  it('follows the K / M / 4-decimal thresholds on the absolute value', () => {
    fc.assert(
      fc.property(fc.oneof(decimalText, fc.double({ min: -1e13, max: 1e13, noNaN: true })), (x) => {
        const abs = dec(x).abs();
        const out = formatCompact(x);
        if (abs.gt(1_000_000)) expect(out).toMatch(/^-?\d+\.\dM$/);
        else if (abs.gt(1_000)) expect(out).toMatch(/^-?\d+\.\dK$/);
        else expect(out).toMatch(/^-?\d+\.\d{4}$/);
        if (dec(x).isNegative() && abs.gt(1_000)) expect(out.startsWith('-')).toBe(true);
        expect(out).not.toMatch(/^-0\.0+$/);
      }),
    );
  });

  it('concrete cases (round half up)', () => {
    expect(formatCompact('1000')).toBe('1000.0000');
    expect(formatCompact('1000.01')).toBe('1.0K');
    expect(formatCompact('1050')).toBe('1.1K');
    expect(formatCompact('1049.99999999999999999999')).toBe('1.0K');
    expect(formatCompact(-1050)).toBe('-1.1K');
    expect(formatCompact('1000000')).toBe('1000.0K');
    expect(formatCompact('1000001')).toBe('1.0M');
    expect(formatCompact('2450000')).toBe('2.5M');
    expect(formatCompact('12.34565')).toBe('12.3457');
    expect(formatCompact(0.1 + 0.2)).toBe('0.3000');
    expect(formatCompact('-0.00001')).toBe('0.0000');
    expect(formatCompact('abc')).toBe(EMPTY_VALUE);
  });
});

describe('formatFixed', () => {
  it('has exactly `decimals` decimals and never "-0.00"', () => {
    fc.assert(
      fc.property(fc.oneof(decimalText, fc.double({ min: -1e9, max: 1e9, noNaN: true })), fc.integer({ min: 0, max: 12 }), (x, d) => {
        const out = formatFixed(x, d);
        expect(out).toMatch(d === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${d}}$`));
        expect(out).not.toMatch(/^-0(\.0*)?$/);
        // Within half a unit of the last place.
        expect(dec(out).minus(dec(x)).abs().lte(dec(10).pow(-d).div(2))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(decimalText, fc.double({ min: -1e9, max: 1e9, noNaN: true })), (x) => {
        expect(formatFixed(x)).toMatch(/^-?\d+\.\d{2}$/);
        expect(formatFixed(x)).not.toBe('-0.00');
      }),
    );
  });

  it('rounds half up from the decimal value, not the float', () => {
    expect(formatFixed('1.005')).toBe('1.01');
    expect(formatFixed(1.005)).toBe('1.01');
    expect(formatFixed('-1.005')).toBe('-1.01');
    expect(formatFixed('-0.004')).toBe('0.00');
    expect(formatFixed(-0)).toBe('0.00');
    expect(formatFixed('2.5', 0)).toBe('3');
    expect(formatFixed('123456789012345678901.123456789', 8)).toBe('123456789012345678901.12345679');
    expect(formatFixed('x')).toBe(EMPTY_VALUE);
  });
});

describe('toMillis', () => {
  it('treats 10-digit values as seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (x) => {
        expect(toMillis(x)).toBe(x * 1000);
        expect(toMillis(String(x))).toBe(x * 1000);
      }),
    );
  });

  it('keeps 13-digit values as milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000_000, max: 9_999_999_999_999 }), (x) => {
        expect(toMillis(x)).toBe(x);
        expect(toMillis(String(x))).toBe(x);
      }),
    );
  });

  it('handles odd input', () => {
    expect(toMillis('1700000000.5')).toBe(1700000000500);
    expect(toMillis('2024-01-15T10:00:00Z')).toBe(Date.UTC(2024, 0, 15, 10));
    expect(toMillis('2024-01-15 10:00:00')).toBe(new Date(2024, 0, 15, 10).getTime());
    expect(toMillis('')).toBeNaN();
    expect(toMillis('soon')).toBeNaN();
    expect(toMillis(Number.NaN)).toBeNaN();
  });
});

describe('formatDate / formatDateTime', () => {
  const ts = Date.UTC(2024, 0, 15, 10, 5, 9);
  it('formats in the given locale and time zone', () => {
    expect(formatDate(ts, 'en', 'UTC')).toBe('01/15/2024');
    expect(formatDate(ts / 1000, 'zh-CN', 'UTC')).toBe('2024/01/15');
    expect(formatDate(ts, 'zh', 'UTC')).toBe('2024/01/15');
    expect(formatDate(ts, 'de', 'UTC')).toBe('15.01.2024');
    expect(formatDateTime(ts, 'en', 'UTC')).toBe('01/15/2024, 10:05:09');
    expect(formatDateTime(String(ts), 'zh-CN', 'UTC')).toBe('2024/01/15 10:05:09');
    expect(formatDateTime(ts, 'en', 'Asia/Shanghai')).toBe('01/15/2024, 18:05:09');
  });

  it('uses the runtime time zone by default and survives bad input', () => {
    expect(formatDate(ts, 'en')).toBe(new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(ts));
    expect(formatDate('nope', 'en')).toBe(EMPTY_VALUE);
    expect(formatDate(ts, 'not a locale!!', 'UTC')).toBe('01/15/2024');
    expect(formatDate(ts, 'en', 'Not/AZone')).toMatch(/^\d{2}\/\d{2}\/2024$/);
  });
});

describe('formatClock', () => {
  it("shows the time of day, 24-hour with seconds, in the user's zone and every app language", () => {
    const morning = new Date(2024, 0, 15, 9, 5, 7).getTime();
    const evening = new Date(2024, 0, 15, 21, 5, 7).getTime();
    for (const lang of Object.keys(APP_LOCALES)) {
      expect(formatClock(morning, lang), lang).toBe('09:05:07');
      expect(formatClock(evening / 1000, lang), lang).toBe('21:05:07');
    }
    expect(formatClock(String(evening), 'en-GB')).toBe('21:05:07');
  });

  it('shows the empty value for what is not a time', () => {
    expect(formatClock('nope')).toBe(EMPTY_VALUE);
    expect(formatClock(Number.NaN, 'zh')).toBe(EMPTY_VALUE);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2024, 0, 31, 12);
  const ago = (seconds: number) => now - seconds * 1000;
  const base = { now, locale: 'en', justNow: 'just now' };

  it('says "just now" under 300 seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -299_999, max: 299_999 }), (ms) => {
        expect(formatRelativeTime(now - ms, base)).toBe('just now');
      }),
    );
  });

  it('uses minutes, hours, days, then the date', () => {
    expect(formatRelativeTime(ago(300), base)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3599), base)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3600), base)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(86399), base)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(86400), base)).toBe('1 day ago');
    expect(formatRelativeTime(ago(30 * 86400), base)).toBe('30 days ago');
    expect(formatRelativeTime(ago(30 * 86400 + 1), base)).toBe(formatDate(ago(30 * 86400 + 1), 'en'));
    expect(formatRelativeTime(now + 600_000, base)).toBe('in 10 minutes');
  });

  it('accepts second timestamps and the locale', () => {
    expect(formatRelativeTime(Math.floor(ago(7200) / 1000), { ...base, locale: 'zh-CN' })).toBe('2小时前');
    expect(formatRelativeTime(ago(7200), { ...base, locale: 'fa' })).toBe('il y a 2 heures');
    expect(formatRelativeTime('bad', base)).toBe(EMPTY_VALUE);
    expect(formatRelativeTime(Date.now() - 1000, { justNow: 'now!' })).toBe('now!');
  });
});

describe('profitTone', () => {
  it('classifies by sign using decimals', () => {
    expect(profitTone('0.00000001')).toBe('up');
    expect(profitTone('-0.00000001')).toBe('down');
    expect(profitTone('0.000')).toBe('zero');
    expect(profitTone(-0)).toBe('zero');
    expect(profitTone('abc')).toBe('zero');
    fc.assert(
      fc.property(decimalText, (x) => {
        const d = dec(x);
        expect(profitTone(x)).toBe(d.isZero() ? 'zero' : d.isPositive() ? 'up' : 'down');
      }),
    );
  });
});

describe('formatFiat', () => {
  it('multiplies exactly and formats as currency', () => {
    expect(formatFiat('1234.565')).toBe('$1,234.57');
    expect(formatFiat('0.1', { rate: '3' })).toBe('$0.30');
    expect(formatFiat('100', { currency: 'CNY', rate: '7.2345', locale: 'zh-CN' })).toBe('¥723.45');
    expect(formatFiat('1000', { currency: 'JPY', rate: '0.5', locale: 'ja' })).toBe('￥500');
    expect(formatFiat('1234.565', { currency: 'EUR', locale: 'de' }).replace(/\s/g, ' ')).toBe('1.234,57 €');
    expect(formatFiat('-0.001')).toBe('$0.00');
    expect(formatFiat('-5')).toBe('-$5.00');
    expect(formatFiat('1', { currency: 'NOPE1' })).toBe('1.00 NOPE1');
    expect(formatFiat('x')).toBe(EMPTY_VALUE);
    expect(formatFiat('1', { rate: 'y' })).toBe(EMPTY_VALUE);
  });
});

describe('localeOf', () => {
  it('maps app language codes to BCP-47', () => {
    const expected: Record<string, string> = {
      zh: 'zh-CN',
      en: 'en',
      hk: 'zh-HK',
      jp: 'ja',
      kor: 'ko',
      xp: 'es',
      ydl: 'it',
      dt: 'de',
      fa: 'fr',
      pn: 'ru',
      pt: 'pt',
      tv: 'vi',
    };
    for (const [lang, tag] of Object.entries(expected)) expect(localeOf(lang)).toBe(tag);
    expect(localeOf('??')).toBe('en');
  });
});
