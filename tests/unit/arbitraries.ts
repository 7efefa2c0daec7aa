// Arbitraries shared by the validator property tests.
import fc from 'fast-check';

export const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DIGITS = '0123456789'.split('');
export const letter = fc.constantFrom(...LETTERS);
export const digit = fc.constantFrom(...DIGITS);
export const alnum = fc.constantFrom(...LETTERS, ...DIGITS);
export const alnumString = (minLength: number, maxLength: number) => fc.string({ unit: alnum, minLength, maxLength });

/** Positive decimal text built from integers: integer part, then 1..`maxDecimals` fraction digits (or none). */
export const positiveDecimal = (maxDecimals: number) =>
  fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.option(fc.string({ unit: digit, minLength: 1, maxLength: maxDecimals })))
    .map(([i, frac]) => (frac === null ? i.toString() : `${i}.${frac}`));
