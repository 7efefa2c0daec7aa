// The identity rules (level 1 fields), shared by the form and the server: SPEC §5 messages, with properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, isCountryCode } from '../../src/shared/identity/countries';
import {
  ageOn,
  normalizeCardId,
  validateAddress,
  validateBirthDate,
  validateCardId,
  validateCountry,
  validatePersonName,
} from '../../src/shared/identity/rules';

const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('birth date and age', () => {
  it('ageOn counts whole years: never negative after birth, one more on each birthday', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), (birth, years) => {
        const b = iso(birth);
        const [y, m, d] = b.split('-').map(Number);
        // The birthday `years` later (29 February falls back to 28 in common years).
        const later = new Date(Date.UTC(y + years, m - 1, d));
        if (later.getUTCMonth() !== m - 1) later.setUTCDate(0);
        const birthday = iso(later);
        expect(ageOn(b, birthday)).toBe(later.getUTCDate() === d ? years : Math.max(0, years - 1));
        expect(ageOn(b, b)).toBe(0);
      }),
    );
  });

  it('is refused under 18 and accepted from the 18th birthday, never in the future or before 1900', () => {
    expect(validateBirthDate('2000-06-15', '2018-06-14')).toBe('identity.errors.adult');
    expect(validateBirthDate('2000-06-15', '2018-06-15')).toBeNull();
    expect(validateBirthDate('2030-01-01', '2025-01-01')).toBe('identity.errors.birthDate');
    expect(validateBirthDate('1899-12-31', '2025-01-01')).toBe('identity.errors.birthDate');
    expect(validateBirthDate('1990-13-01', '2025-01-01')).toBe('identity.errors.birthDate');
    expect(validateBirthDate('1990/01/01', '2025-01-01')).toBe('identity.errors.birthDate');
    expect(validateBirthDate('  ', '2025-01-01')).toBe('validation.required');
  });
});

describe('names, country and address', () => {
  it('names: letters of any script with spaces, dots, hyphens and apostrophes; no digits or symbols', () => {
    for (const ok of ['Ana', "O'Brien", 'Jean-Luc', 'J. R.', '张伟', 'Nguyễn', 'Müller', 'Ольга'])
      expect(validatePersonName(ok), ok).toBeNull();
    for (const bad of ['Ana1', 'a@b', '<b>', 'x_y']) expect(validatePersonName(bad), bad).toBe('validation.specialChars');
    expect(validatePersonName('')).toBe('validation.required');
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcdéřжん李'), minLength: 51, maxLength: 80 }), (long) => {
        expect(validatePersonName(long)).toBe('identity.errors.nameLength');
      }),
    );
  });

  it('countries: the ISO list, each with a name from Intl', () => {
    expect(COUNTRY_CODES.length).toBe(new Set(COUNTRY_CODES).size);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(isCountryCode('BR')).toBe(true);
    expect(validateCountry('XX')).toBe('identity.errors.country');
    expect(validateCountry('br')).toBe('identity.errors.country');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('JP', 'en')).toBe('Japan');
  });

  it('address: 5 to 200 characters, no markup or control characters', () => {
    expect(validateAddress('Rua Augusta 1500')).toBeNull();
    expect(validateAddress('Rua')).toBe('identity.errors.address');
    expect(validateAddress('a<script>b</script>')).toBe('validation.specialChars');
    expect(validateAddress('line\u0000two')).toBe('validation.specialChars');
  });
});

describe('ID number', () => {
  it('spaces, dashes and case never change what is compared', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ABCDEFGHJK0123456789'), minLength: 5, maxLength: 30 }), fc.nat(), (id, seed) => {
        const typed = [...id]
          .map((c, i) => ((seed >> (i % 16)) & 1 ? c.toLowerCase() : c) + (i % 3 === seed % 3 ? ' ' : i % 4 === 0 ? '-' : ''))
          .join('');
        expect(normalizeCardId(typed)).toBe(id);
        expect(validateCardId(typed)).toBeNull();
      }),
    );
  });

  it('"Enter ID number" when blank; 5 to 30 letters and digits; a Chinese ID card passes its checksum', () => {
    expect(validateCardId('')).toBe('identity.errors.cardId');
    expect(validateCardId('1234')).toBe('identity.errors.cardIdFormat');
    expect(validateCardId('X'.repeat(31))).toBe('identity.errors.cardIdFormat');
    expect(validateCardId('AB#123')).toBe('identity.errors.cardIdFormat');
    expect(validateCardId('11010519491231002X', '0', 'CN')).toBeNull();
    expect(validateCardId('110105194912310021', '0', 'CN')).toBe('identity.errors.cardIdFormat');
    // The same number as a passport, or an ID card of another country, is not held to China's checksum.
    expect(validateCardId('110105194912310021', '1', 'CN')).toBeNull();
    expect(validateCardId('110105194912310021', '0', 'HK')).toBeNull();
  });
});
