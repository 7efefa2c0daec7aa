// Bank card rules: what a person may type (spaces, dashes, lower case) and what is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAba, validateAccountNumber, validateCardNumber, validatePhone, validateSwift } from '../../src/shared/lib/bank';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('bank card rules', () => {
  it('card numbers: 12 to 19 digits, spaced as a person types them', () => {
    fc.assert(
      fc.property(digits(12, 19), fc.integer({ min: 1, max: 6 }), (n, every) => {
        const spaced = n.replace(new RegExp(`(\\d{${every}})`, 'g'), '$1 ').trim();
        expect(validateCardNumber(spaced)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.oneof(digits(0, 11), digits(20, 30)), (n) => {
        expect(validateCardNumber(n)).toBe('bankErrors.cardNumber');
      }),
    );
    expect(validateCardNumber('6222 0212 3456 789a')).toBe('bankErrors.cardNumber');
  });

  it('ABA numbers carry their checksum: changing one digit breaks it', () => {
    expect(validateAba('011000015')).toBeNull();
    expect(validateAba('021000021')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
        const d = [...'011000015'].map(Number);
        d[i] = (d[i] + delta) % 10;
        expect(validateAba(d.join(''))).toBe('bankErrors.aba');
      }),
    );
  });

  it('SWIFT codes, accounts and phones', () => {
    for (const ok of ['DEUTDEFF', 'deutdeff500', 'BOFA US 3N']) expect(validateSwift(ok)).toBeNull();
    for (const bad of ['DEUT1EFF', 'DEUTDE', 'DEUTDEFF5', '']) expect(validateSwift(bad)).toBe('bankErrors.swift');
    expect(validateAccountNumber('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(validateAccountNumber('1234')).toBe('bankErrors.account');
    expect(validatePhone('+49 (151) 2345-6789')).toBeNull();
    expect(validatePhone('call me')).toBe('bankErrors.phone');
  });
});
