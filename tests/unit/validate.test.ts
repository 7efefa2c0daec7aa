// The field validators (passwords, codes, accounts, names): the rules of SPEC §5, with properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasSpecialChars,
  isChinaMobile,
  isEmail,
  validateAccount,
  validateCode,
  validateEmail,
  validateInviteCode,
  validateMobile,
  validateNickname,
  validateNoSpecialChars,
  validatePassword,
  validatePasswordConfirm,
  validateRequired,
  validateSignature,
} from '../../src/shared/lib/validate';
import { letter, digit, alnumString } from './arbitraries';

describe('validatePassword', () => {
  it('accepts letters+digits with at least one of each, length 7..64', () => {
    fc.assert(
      fc.property(letter, digit, alnumString(5, 62), fc.nat(), (l, d, rest, pos) => {
        const chars = [...rest];
        chars.splice(pos % (chars.length + 1), 0, l);
        chars.splice((pos * 7) % (chars.length + 1), 0, d);
        const pw = chars.join('');
        expect(pw.length).toBeGreaterThanOrEqual(7);
        expect(pw.length).toBeLessThanOrEqual(64);
        expect(validatePassword(pw)).toBeNull();
      }),
    );
  });

  it('rejects any string of 6 characters or fewer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (pw) => {
        expect(validatePassword(pw)).not.toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme-ascii' }), (pw) => {
        expect(validatePassword(pw)).toBe('validation.passwordLength');
      }),
    );
  });

  it('gives concrete keys', () => {
    expect(validatePassword('')).toBe('validation.required');
    expect(validatePassword(undefined)).toBe('validation.required');
    expect(validatePassword('abc123')).toBe('validation.passwordLength');
    expect(validatePassword('abc1234')).toBeNull();
    expect(validatePassword('abcdefgh')).toBe('validation.passwordLetterDigit');
    expect(validatePassword('12345678')).toBe('validation.passwordLetterDigit');
    expect(validatePassword('１２３４５６７a')).toBe('validation.passwordLetterDigit');
    expect(validatePassword(`a1${'x'.repeat(62)}`)).toBeNull();
    expect(validatePassword(`a1${'x'.repeat(63)}`)).toBe('validation.passwordLength');
    expect(validatePassword('p@ss w0rd!')).toBeNull();
  });
});

describe('validatePasswordConfirm', () => {
  it('checks presence, length and equality', () => {
    expect(validatePasswordConfirm('abc1234', '')).toBe('validation.required');
    expect(validatePasswordConfirm('abc1234', 'abc12')).toBe('validation.passwordLength');
    expect(validatePasswordConfirm('abc1234', 'abc1235')).toBe('validation.passwordMismatch');
    expect(validatePasswordConfirm('abc1234', 'abc1234')).toBeNull();
  });

  it('accepts any long-enough confirmation equal to the password', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 7, maxLength: 64, unit: 'grapheme-ascii' }), (pw) => {
        expect(validatePasswordConfirm(pw, pw)).toBeNull();
        expect(validatePasswordConfirm(pw, `${pw}x`)).not.toBeNull();
      }),
    );
  });
});

describe('validateCode', () => {
  it('accepts exactly 6 letters/digits (trimmed)', () => {
    fc.assert(
      fc.property(alnumString(6, 6), (code) => {
        expect(validateCode(code)).toBeNull();
        expect(validateCode(` ${code}\n`)).toBeNull();
      }),
    );
  });

  it('rejects any other length', () => {
    fc.assert(
      fc.property(
        alnumString(0, 20).filter((s) => s.length !== 6),
        (code) => {
          expect(validateCode(code)).not.toBeNull();
        },
      ),
    );
  });

  it('rejects other characters', () => {
    expect(validateCode('')).toBe('validation.required');
    expect(validateCode('12 456')).toBe('validation.code');
    expect(validateCode('12345!')).toBe('validation.code');
    expect(validateCode('１２３４５６')).toBe('validation.code');
    expect(validateCode('12345')).toBe('validation.code');
  });
});

describe('email, mobile, account', () => {
  it('isEmail', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub-domain.io']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a', 'a@b', 'a@b.c', '@b.com', 'a@@b.com', 'a b@c.com', 'a@-b.com', 'a..b@c.com', 'a@b.com ']) {
      expect(isEmail(bad)).toBe(false);
    }
  });

  it('isChinaMobile is exactly /^1[3-9]\\d{9}$/', () => {
    expect(isChinaMobile('13800138000')).toBe(true);
    expect(isChinaMobile('19912345678')).toBe(true);
    expect(isChinaMobile('12800138000')).toBe(false);
    expect(isChinaMobile('1380013800')).toBe(false);
    expect(isChinaMobile('138001380001')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: digit, minLength: 0, maxLength: 14 }), (s) => {
        expect(isChinaMobile(s)).toBe(/^1[3-9]\d{9}$/.test(s));
      }),
    );
  });

  it('validateMobile accepts China numbers and 5-15 digit national numbers', () => {
    expect(validateMobile('')).toBe('validation.required');
    expect(validateMobile(' 13800138000 ')).toBeNull();
    expect(validateMobile('2025550123')).toBeNull();
    expect(validateMobile('12345')).toBeNull();
    expect(validateMobile('1234')).toBe('validation.mobile');
    expect(validateMobile('1234567890123456')).toBe('validation.mobile');
    expect(validateMobile('+12025550123')).toBe('validation.mobile');
    expect(validateMobile('202-555-0123')).toBe('validation.mobile');
    expect(validateMobile('2025550123', '+86')).toBe('validation.mobile');
    expect(validateMobile('13800138000', '86')).toBeNull();
    expect(validateMobile('2025550123', '1')).toBeNull();
  });

  it('validateEmail / validateAccount', () => {
    expect(validateEmail(' ')).toBe('validation.required');
    expect(validateEmail('me@x.com')).toBeNull();
    expect(validateEmail('me@x')).toBe('validation.email');
    expect(validateAccount('')).toBe('validation.required');
    expect(validateAccount('me@x.com')).toBeNull();
    expect(validateAccount('13800138000')).toBeNull();
    expect(validateAccount('me@x')).toBe('validation.account');
    expect(validateAccount('abc')).toBe('validation.account');
    expect(validateAccount('2025550123', '86')).toBe('validation.account');
  });
});

describe('nickname, signature, invite code, special chars', () => {
  it('validateNickname: 2-10 of CJK / letters / digits', () => {
    expect(validateNickname('')).toBe('validation.required');
    expect(validateNickname('张三')).toBeNull();
    expect(validateNickname('Tom2024')).toBeNull();
    expect(validateNickname('小明abc123')).toBeNull();
    expect(validateNickname('a')).toBe('validation.nickname');
    expect(validateNickname('abcdefghijk')).toBe('validation.nickname');
    expect(validateNickname('tom_1')).toBe('validation.nickname');
    expect(validateNickname('tom cat')).toBe('validation.nickname');
    expect(validateNickname('こんにちは')).toBe('validation.nickname');
    // A supplementary-plane ideograph counts as one character.
    expect(validateNickname('𠀀𠀁')).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('中', '文', 'a', 'Z', '7'), minLength: 2, maxLength: 10 }), (s) => {
        expect(validateNickname(s)).toBeNull();
      }),
    );
  });

  it('validateSignature: 2-30, spaces allowed', () => {
    expect(validateSignature('hello world')).toBeNull();
    expect(validateSignature('每天 进步 1 点')).toBeNull();
    expect(validateSignature('a')).toBe('validation.signature');
    expect(validateSignature('x'.repeat(31))).toBe('validation.signature');
    expect(validateSignature('hi!')).toBe('validation.signature');
    expect(validateSignature('')).toBe('validation.required');
  });

  it('validateInviteCode is optional, else 4-16 letters/digits', () => {
    expect(validateInviteCode('')).toBeNull();
    expect(validateInviteCode(undefined)).toBeNull();
    expect(validateInviteCode('  ')).toBeNull();
    expect(validateInviteCode('AB12')).toBeNull();
    expect(validateInviteCode('ABC')).toBe('validation.inviteCode');
    expect(validateInviteCode('A'.repeat(17))).toBe('validation.inviteCode');
    expect(validateInviteCode('AB-12')).toBe('validation.inviteCode');
  });

  it('hasSpecialChars', () => {
    expect(hasSpecialChars('Hello world_1 @a.b-c')).toBe(false);
    expect(hasSpecialChars('张三 Привет Tiếng Việt 日本語 한국어')).toBe(false);
    for (const s of ['a!', '#', 'a/b', 'x\ty', '😀', '<script>', "o'neil"]) expect(hasSpecialChars(s)).toBe(true);
    expect(validateNoSpecialChars('ok name')).toBeNull();
    expect(validateNoSpecialChars('bad$')).toBe('validation.specialChars');
  });

  it('validateRequired', () => {
    expect(validateRequired('  ')).toBe('validation.required');
    expect(validateRequired(null)).toBe('validation.required');
    expect(validateRequired('x')).toBeNull();
  });
});
