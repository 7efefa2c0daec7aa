import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasSpecialChars,
  inRange,
  isAmount,
  isChinaMobile,
  isDate,
  isDigits,
  isEmail,
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
  validateAccount,
  validateAmount,
  validateCode,
  validateEmail,
  validateInviteCode,
  validateMobile,
  validateNickname,
  validateNoSpecialChars,
  validatePassword,
  validatePasswordConfirm,
  validatePrice,
  validateRequired,
  validateSignature,
} from '../../src/shared/lib/validate';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '0123456789'.split('');
const letter = fc.constantFrom(...LETTERS);
const digit = fc.constantFrom(...DIGITS);
const alnum = fc.constantFrom(...LETTERS, ...DIGITS);
const alnumString = (minLength: number, maxLength: number) => fc.string({ unit: alnum, minLength, maxLength });

/** Positive decimal text built from integers: integer part, then 1..`maxDecimals` fraction digits (or none). */
const positiveDecimal = (maxDecimals: number) =>
  fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.option(fc.string({ unit: digit, minLength: 1, maxLength: maxDecimals })))
    .map(([i, frac]) => (frac === null ? i.toString() : `${i}.${frac}`));

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
