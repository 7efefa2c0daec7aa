import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDecimals, Decimal, dec, floorTo, isPositiveDecimal, toPlainString, tryDec } from '../../src/shared/lib/decimal';

const digit = fc.constantFrom(...'0123456789'.split(''));

/** Signed decimal text with up to 25 fraction digits, built from integers. */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.string({ unit: digit, maxLength: 25 }))
  .map(([neg, i, frac]) => `${neg ? '-' : ''}${i}${frac ? `.${frac}` : ''}`);

describe('dec / tryDec', () => {
  it('parses exactly', () => {
    expect(dec('0.1').plus('0.2').toString()).toBe('0.3');
    expect(dec(0.1).toString()).toBe('0.1');
    expect(tryDec(' 1.5 ')?.toString()).toBe('1.5');
    expect(tryDec('1e-8')?.toFixed()).toBe('0.00000001');
    expect(tryDec(10n)?.toString()).toBe('10');
    expect(tryDec(dec('2'))?.toString()).toBe('2');
  });

  it('returns null for non-numbers instead of throwing', () => {
    for (const bad of ['', 'abc', '0x10', 'NaN', 'Infinity', '1,5', '1.2.3', null, undefined, {}, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(tryDec(bad)).toBeNull();
    }
    expect(() => dec('abc')).toThrow();
  });
});

describe('isPositiveDecimal', () => {
  it('is true only above zero', () => {
    expect(isPositiveDecimal('0.00000001')).toBe(true);
    expect(isPositiveDecimal(3)).toBe(true);
    expect(isPositiveDecimal('0')).toBe(false);
    expect(isPositiveDecimal('-1')).toBe(false);
    expect(isPositiveDecimal('x')).toBe(false);
    expect(isPositiveDecimal(undefined)).toBe(false);
  });
});

describe('toPlainString', () => {
  it('never uses exponent notation', () => {
    expect(toPlainString('1e-9')).toBe('0.000000001');
    expect(toPlainString(1e21)).toBe('1000000000000000000000');
    expect(toPlainString('1.500')).toBe('1.5');
    expect(toPlainString('-0')).toBe('0');
    expect(toPlainString('nope')).toBe('');
    fc.assert(
      fc.property(decimalText, (x) => {
        const s = toPlainString(x);
        expect(s).not.toMatch(/e/i);
        expect(dec(s).eq(dec(x))).toBe(true);
      }),
    );
  });
});

describe('floorTo', () => {
  it('never exceeds the value and is within one unit of the last place', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 20 }), (x, d) => {
        const f = dec(floorTo(x, d));
        const v = dec(x);
        expect(f.lte(v)).toBe(true);
        expect(v.minus(f).lt(new Decimal(10).pow(-d))).toBe(true);
        expect(f.decimalPlaces()).toBeLessThanOrEqual(d);
      }),
    );
  });

  it('rounds down for Max buttons', () => {
    expect(floorTo('1.23999', 2)).toBe('1.23');
    expect(floorTo('0.000000019', 8)).toBe('0.00000001');
    expect(floorTo(2.5, 0)).toBe('2');
    expect(floorTo('1.10', 4)).toBe('1.1');
    expect(floorTo('-1.001', 2)).toBe('-1.01');
    expect(floorTo('0.001', 2)).toBe('0');
    expect(floorTo('abc', 2)).toBe('');
    expect(floorTo('1.99', -1)).toBe('1');
  });
});

describe('clampDecimals', () => {
  it('keeps an integer in 0..100', () => {
    expect(clampDecimals(2)).toBe(2);
    expect(clampDecimals(2.7)).toBe(2);
    expect(clampDecimals(-3)).toBe(0);
    expect(clampDecimals(1000)).toBe(100);
    expect(clampDecimals(Number.NaN)).toBe(0);
  });
});
