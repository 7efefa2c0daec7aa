// Properties of the profile rules (SPEC §5): nickname 2 to 10, signature 2 to 30 characters of Chinese,
// English letters and digits (a signature may hold spaces), counted in characters (code points), after
// trimming; and the contract's payload schemas say exactly what the validators say.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nicknameReq, signatureReq } from '../../src/contract/account';
import { validateNickname, validateSignature } from '../../src/shared/lib/validate';

const ALLOWED = ['a', 'q', 'Z', '0', '9', '中', '文', '𠀀'];
const FORBIDDEN = ['!', '_', '-', 'é', 'я', 'こ', '😀', '.', '@'];
const allowed = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...ALLOWED), minLength: min, maxLength: max });
/** Allowed text with one forbidden sign put somewhere in it. */
const withForbidden = (min: number, max: number) =>
  fc.tuple(allowed(min, max), fc.constantFrom(...FORBIDDEN), fc.nat()).map(([s, bad, at]) => {
    const chars = Array.from(s);
    chars.splice(at % (chars.length + 1), 0, bad);
    return chars.join('');
  });
const padded = (s: string) => fc.tuple(fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ', '\t')).map(([a, b]) => `${a}${s}${b}`);

describe('nickname rule', () => {
  it('accepts 2 to 10 allowed characters, with blanks around them', () => {
    fc.assert(
      fc.property(allowed(2, 10).chain(padded), (s) => {
        expect(validateNickname(s)).toBeNull();
      }),
    );
  });
  it('refuses 1 or 11 and more allowed characters', () => {
    fc.assert(
      fc.property(fc.oneof(allowed(1, 1), allowed(11, 40)), (s) => {
        expect(validateNickname(s)).toBe('validation.nickname');
      }),
    );
  });
  it('refuses any other sign, and a space inside', () => {
    fc.assert(
      fc.property(withForbidden(1, 9), (s) => {
        expect(validateNickname(s)).toBe('validation.nickname');
      }),
    );
    fc.assert(
      fc.property(allowed(1, 4), allowed(1, 4), (a, b) => {
        expect(validateNickname(`${a} ${b}`)).toBe('validation.nickname');
      }),
    );
  });
});

describe('signature rule', () => {
  const withSpaces = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...ALLOWED, ' '), minLength: min, maxLength: max }).filter((s) => Array.from(s.trim()).length >= min);
  it('accepts 2 to 30 allowed characters and inner spaces', () => {
    fc.assert(
      fc.property(withSpaces(2, 30).chain(padded), (s) => {
        expect(validateSignature(s)).toBeNull();
      }),
    );
  });
  it('refuses 1 or 31 and more characters after trimming', () => {
    fc.assert(
      fc.property(fc.oneof(allowed(1, 1), allowed(31, 60)), (s) => {
        expect(validateSignature(s)).toBe('validation.signature');
      }),
    );
  });
  it('refuses any other sign', () => {
    fc.assert(
      fc.property(withForbidden(1, 29), (s) => {
        expect(validateSignature(s)).toBe('validation.signature');
      }),
    );
  });
  it('blank is "required"', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 5 }), (s) => {
        expect(validateSignature(s)).toBe('validation.required');
      }),
    );
  });
});

describe('the contract follows the validators', () => {
  const any = fc.string({ unit: fc.constantFrom(...ALLOWED, ...FORBIDDEN, ' '), maxLength: 35 });
  it('signatureReq and nicknameReq accept exactly what the validators accept, and carry their message', () => {
    fc.assert(
      fc.property(any, (s) => {
        const sig = signatureReq.safeParse({ signature: s });
        expect(sig.success).toBe(validateSignature(s) === null);
        if (!sig.success) expect(sig.error.issues[0]?.message).toBe(validateSignature(s));
        const nick = nicknameReq.safeParse({ nickname: s });
        expect(nick.success).toBe(validateNickname(s) === null);
        if (!nick.success) expect(nick.error.issues[0]?.message).toBe(validateNickname(s));
      }),
    );
  });
});
