// How the trade pages show numbers (src/features/trade/format.ts): grouped by the user's language,
// USDT to the cent in lists (rounded down), prices at the symbol's step, confirm dialogs exact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExact, formatMoney, formatPercent, formatPrice, formatQty, formatSigned, roeOf } from '../../src/features/trade/format';
import { Decimal } from '../../src/shared/lib/decimal';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('trade number formats', () => {
  it('a balance: two places in a list, grouped the way the language groups digits', () => {
    expect(formatMoney('9999.98476602', 'en')).toBe('9,999.98');
    expect(formatMoney('9999.98476602', 'dt')).toBe('9.999,98');
    expect(nbsp(formatMoney('1234567.891', 'fa'))).toBe('1 234 567,89');
    expect(formatMoney('0.5', 'en', 'BTC')).toBe('0.50');
    expect(formatMoney('0.12345678', 'en', 'BTC')).toBe('0.12345678');
    expect(formatMoney('abc', 'en')).toBe('--');
  });

  it('money in a list is rounded down, never up', () => {
    expect(formatMoney('0.00319615', 'en')).toBe('0.00');
    expect(formatMoney('1.999', 'en')).toBe('1.99');
    expect(formatSigned('-1.999', 'en')).toBe('-1.99');
  });

  it('a profit carries its sign; zero (or less than a cent) none', () => {
    expect(formatSigned('12.5', 'en')).toBe('+12.50');
    expect(formatSigned('-0.4', 'en')).toBe('-0.40');
    expect(formatSigned('0', 'en')).toBe('0.00');
    expect(formatSigned('0.000205', 'en')).toBe('0.00');
    expect(formatSigned('-0.000205', 'en')).toBe('0.00');
  });

  it('confirm dialogs keep every place the ledger has', () => {
    expect(formatExact('0.00319615', 'en')).toBe('0.00319615');
    expect(formatExact('9999.98476602', 'en')).toBe('9,999.98476602');
    expect(formatExact('12', 'en')).toBe('12.00');
    expect(formatExact('0.000205', 'en', true)).toBe('+0.000205');
  });

  it('prices at the symbol price step, amounts at most at the quantity step', () => {
    expect(formatPrice('63123.4', 'en', 2)).toBe('63,123.40');
    expect(formatPrice('1.085004', 'en', 5)).toBe('1.08500');
    expect(formatPrice('1.085005', 'dt', 5)).toBe('1,08501');
    expect(formatQty('1.5', 'en', 2)).toBe('1.5');
    expect(formatQty('1.559', 'en', 2)).toBe('1.55');
    expect(formatQty('12000', 'en', 0)).toBe('12,000');
  });

  it('ROE: profit over margin as a signed percentage', () => {
    expect(roeOf('1.23', '10')?.toFixed()).toBe('0.123');
    expect(roeOf('1', '0')).toBeNull();
    expect(formatPercent(roeOf('1.23', '10'), 'en', { signed: true })).toBe('+12.30%');
    expect(nbsp(formatPercent(roeOf('-1.23', '10'), 'fa', { signed: true }))).toBe('-12,30 %');
    expect(formatPercent(roeOf('0', '10'), 'en', { signed: true })).toBe('0.00%');
    expect(formatPercent(null, 'en')).toBe('--');
  });

  it('in every language, a list figure read back is the value cut down to the cent', () => {
    const tags: Record<string, string> = {
      en: 'en',
      zh: 'zh-CN',
      hk: 'zh-HK',
      jp: 'ja',
      kor: 'ko',
      pt: 'pt',
      tv: 'vi',
      xp: 'es',
      fa: 'fr',
      pn: 'ru',
      dt: 'de',
      ydl: 'it',
    };
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.constantFrom(...Object.keys(tags)), (minor, lang) => {
        const value = new Decimal(minor.toString()).div(1e8);
        const parts = new Intl.NumberFormat(tags[lang]).formatToParts(-12345.5);
        const decimalSign = parts.find((p) => p.type === 'decimal')?.value ?? '.';
        const shown = formatMoney(value, lang);
        const [whole = '', fraction = ''] = shown.split(decimalSign);
        const plain = `${/^[-−]/.test(whole) ? '-' : ''}${whole.replace(/\D/g, '')}.${fraction}`;
        expect(fraction).toMatch(/^\d{2}$/);
        expect(new Decimal(plain).toFixed(2)).toBe(value.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));
      }),
    );
  });
});
