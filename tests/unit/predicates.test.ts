// The generic predicates of SPEC §5 (email, mobile, URL, date, amount…) and the decimal-comma reader.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inRange,
  isAmount,
  isDate,
  isDigits,
  isIdCard,
  isJsonString,
  isLandline,
  isLetters,
  isLettersDigits,
  isNumber,
  isNumericCode,
  isUrl,
  lengthInRange,
  normalizeDecimalInput,
  validateAmount,
  validatePrice,
} from '../../src/shared/lib/validate';
import { digit, positiveDecimal } from './arbitraries';

describe('generic predicates', () => {
  it('isUrl', () => {
    for (const ok of ['https://example.com', 'http://a.b/c?d=1#e', 'http://localhost:3000/x', 'HTTPS://EXAMPLE.COM']) {
      expect(isUrl(ok)).toBe(true);
    }
    for (const bad of [
      '',
      'example.com',
      'ftp://a.com',
      'javascript:alert(1)',
      'http://',
      'http:/a.com',
      'https://a b.com',
      'http://foo',
    ]) {
      expect(isUrl(bad)).toBe(false);
    }
  });

  it('isDate checks the real calendar', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2024/12/31')).toBe(true);
    expect(isDate('2000-02-29')).toBe(true);
    expect(isDate('1900-02-29')).toBe(false);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('2024-04-31')).toBe(false);
    expect(isDate('2024-13-01')).toBe(false);
    expect(isDate('2024-00-10')).toBe(false);
    expect(isDate('2024-02/01')).toBe(false);
    expect(isDate('2024-2-1')).toBe(false);
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(isDate(iso)).toBe(true);
        expect(isDate(iso.replaceAll('-', '/'))).toBe(true);
      }),
    );
  });

  it('isNumber / isDigits / isLetters / isLettersDigits / isNumericCode', () => {
    for (const ok of ['0', '-1', '+2.5', '123.456']) expect(isNumber(ok)).toBe(true);
    for (const bad of ['', '.5', '1.', '1e5', '1,5', '--1', 'NaN']) expect(isNumber(bad)).toBe(false);
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('')).toBe(false);
    expect(isLetters('abcXYZ')).toBe(true);
    expect(isLetters('ab1')).toBe(false);
    expect(isLettersDigits('ab1')).toBe(true);
    expect(isLettersDigits('ab_1')).toBe(false);
    expect(isNumericCode('123456')).toBe(true);
    expect(isNumericCode('12345')).toBe(false);
    expect(isNumericCode('1234', 4)).toBe(true);
    expect(isNumericCode('12a456')).toBe(false);
  });

  it('isIdCard validates the checksum, birth date and 15-digit form', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('11010519491331002X')).toBe(false);
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('110105491331002')).toBe(false);
    expect(isIdCard('1101051949123100')).toBe(false);
    // Exactly one check character is valid for any 17-digit body with a real date.
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{5}$/), fc.stringMatching(/^\d{3}$/), (region, seq) => {
        const body = `${region}19900101${seq}`;
        const valid = '0123456789X'.split('').filter((c) => isIdCard(body + c));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('inRange / lengthInRange', () => {
    expect(inRange(5, 1, 10)).toBe(true);
    expect(inRange('10', 1, 10)).toBe(true);
    expect(inRange('10.0000000000000000001', 1, 10)).toBe(false);
    expect(inRange('0.5', 1, 10)).toBe(false);
    expect(inRange('abc', 1, 10)).toBe(false);
    expect(inRange(Number.NaN, 1, 10)).toBe(false);
    expect(lengthInRange('😀😀', 2, 2)).toBe(true);
    expect(lengthInRange('𠀀', 1, 1)).toBe(true);
    expect(lengthInRange('abc', 4, 10)).toBe(false);
  });

  it('isJsonString / isLandline', () => {
    expect(isJsonString('{"a":1}')).toBe(true);
    expect(isJsonString('[1,2]')).toBe(true);
    expect(isJsonString('null')).toBe(false);
    expect(isJsonString('1')).toBe(false);
    expect(isJsonString('{a:1}')).toBe(false);
    for (const ok of ['010-12345678', '0755-1234567', '021-87654321-123']) expect(isLandline(ok)).toBe(true);
    for (const bad of ['12345678', '010-123456', '0755-123456789', '010-12345678-', '(010)12345678']) expect(isLandline(bad)).toBe(false);
  });
});

describe('isAmount', () => {
  it('accepts positive decimals with up to 10 decimals', () => {
    fc.assert(
      fc.property(positiveDecimal(10), (s) => {
        expect(isAmount(s)).toBe(true);
        expect(validateAmount(s)).toBeNull();
        expect(validatePrice(s)).toBeNull();
      }),
    );
  });

  it('rejects more than 10 decimals outside the "0." form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.string({ unit: digit, minLength: 11, maxLength: 30 }), (i, frac) => {
        expect(isAmount(`${i}.${frac}`)).toBe(false);
      }),
    );
  });

  it('rejects negatives', () => {
    fc.assert(
      fc.property(positiveDecimal(10), (s) => {
        expect(isAmount(`-${s}`)).toBe(false);
        expect(validateAmount(`-${s}`)).toBe('validation.amount');
      }),
    );
  });

  it('accepts "0." with up to 20 decimals unless all zeros', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 1, maxLength: 20 }), (frac) => {
        expect(isAmount(`0.${frac}`)).toBe(/[1-9]/.test(frac));
      }),
    );
    expect(isAmount(`0.${'0'.repeat(19)}1`)).toBe(true);
    expect(isAmount(`0.${'0'.repeat(20)}1`)).toBe(false);
  });

  it('concrete cases', () => {
    for (const bad of ['', '0', '0.', '0.000', '00.1', '01', '.5', '1.', '1,5', '1e5', '+1', ' 1', 'abc']) {
      expect(isAmount(bad)).toBe(false);
    }
    expect(validateAmount('')).toBe('validation.required');
    expect(validateAmount('0')).toBe('validation.amount');
    expect(validatePrice('0')).toBe('validation.price');
    expect(validateAmount(' 1.5 ')).toBeNull();
  });
});

describe('normalizeDecimalInput', () => {
  it('turns a decimal comma into a dot', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.option(fc.string({ unit: digit, minLength: 1, maxLength: 20 })))
      .map(([neg, i, frac]) => `${neg ? '-' : ''}${i}${frac === null ? '' : `.${frac}`}`);
    fc.assert(
      fc.property(decimal, (x) => {
        expect(normalizeDecimalInput(x.replace('.', ','))).toBe(x);
        expect(normalizeDecimalInput(x)).toBe(x);
      }),
    );
  });

  it('handles grouping in several locales', () => {
    expect(normalizeDecimalInput('1,5')).toBe('1.5');
    expect(normalizeDecimalInput('1.234,56')).toBe('1234.56');
    expect(normalizeDecimalInput('1,234.56')).toBe('1234.56');
    expect(normalizeDecimalInput('1 234,5')).toBe('1234.5');
    expect(normalizeDecimalInput('1\u00A0234\u00A0567,25')).toBe('1234567.25');
    expect(normalizeDecimalInput('1\u202F234,5')).toBe('1234.5');
    expect(normalizeDecimalInput('  42  ')).toBe('42');
    expect(normalizeDecimalInput('1,234,567')).toBe('1234567');
    expect(normalizeDecimalInput('1.234.567')).toBe('1234567');
    expect(normalizeDecimalInput('1.234.567,89')).toBe('1234567.89');
    expect(normalizeDecimalInput('１２３，４５')).toBe('123.45');
    expect(normalizeDecimalInput('5,')).toBe('5.');
  });

  it('leaves ambiguous or invalid input for isAmount to reject', () => {
    for (const s of ['1.2.3', '1,2,3', '1,234.567,8', '12.34,5.6', '1.23,45', 'abc', '1e5', '']) {
      expect(isAmount(normalizeDecimalInput(s))).toBe(false);
    }
    expect(normalizeDecimalInput('1.2.3')).toBe('1.2.3');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '0', '.', ',', ' ', '-', '+', '\u00A0', 'a', '，', '．') }), (s) => {
        expect(typeof normalizeDecimalInput(s)).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(typeof normalizeDecimalInput(s)).toBe('string');
      }),
    );
  });
});
