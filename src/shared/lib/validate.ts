// Form validation. Predicates (is*, has*, inRange, lengthInRange) answer a yes/no question about
// the exact string given. Rule validators (validate*) trim where it makes sense and return null when
// the value is fine, or an i18n message key when it is not. A blank required field gives
// 'validation.required' before any format check.
import { tryDec } from './decimal';

export type ValidationKey =
  | 'validation.required'
  | 'validation.email'
  | 'validation.mobile'
  | 'validation.account'
  | 'validation.passwordLength'
  | 'validation.passwordLetterDigit'
  | 'validation.passwordMismatch'
  | 'validation.payPassword'
  | 'validation.code'
  | 'validation.nickname'
  | 'validation.signature'
  | 'validation.amount'
  | 'validation.price'
  | 'validation.specialChars'
  | 'validation.inviteCode';

/** null when valid, otherwise the i18n key of the message to show. */
export type ValidationResult = ValidationKey | null;

/** What a form field may hold before the user has typed anything. */
export type FieldValue = string | null | undefined;

export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 64;

function text(s: unknown): string {
  return typeof s === 'string' ? s : '';
}

function codePoints(s: string): number {
  return Array.from(s).length;
}

// ---------------------------------------------------------------------------------------------
// Predicates
// ---------------------------------------------------------------------------------------------

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmail(s: string): boolean {
  const v = text(s);
  if (v.length > 254) return false;
  const at = v.indexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(v);
}

/** Mainland China mobile number (SPEC): 1, then 3-9, then nine digits. */
export function isChinaMobile(s: string): boolean {
  return /^1[3-9]\d{9}$/.test(text(s));
}

/** A national mobile number of any country: 5 to 15 digits, no country code. */
export function isInternationalMobile(s: string): boolean {
  return /^\d{5,15}$/.test(text(s));
}

/** Absolute http(s) URL with a real-looking host. */
export function isUrl(s: string): boolean {
  const v = text(s);
  if (v.length > 2048 || /\s/.test(v) || !/^https?:\/\/[^/?#]/i.test(v)) return false;
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
    const host = u.hostname;
    return host.includes('.') || host === 'localhost' || host.startsWith('[');
  } catch {
    return false;
  }
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const days = [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1];
}

/** YYYY-MM-DD or YYYY/MM/DD (one separator throughout) naming a real calendar day. */
export function isDate(s: string): boolean {
  const m = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(text(s));
  return m !== null && isRealDate(Number(m[1]), Number(m[3]), Number(m[4]));
}

/** Optional sign, digits, optional fraction: "12", "-3.5", "+0.25". */
export function isNumber(s: string): boolean {
  return /^[+-]?\d+(\.\d+)?$/.test(text(s));
}

/** One or more ASCII digits. */
export function isDigits(s: string): boolean {
  return /^\d+$/.test(text(s));
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/**
 * China resident ID: 18 characters (17 digits + digit or X, GB 11643 checksum, real birth date),
 * or the old 15-digit form (birth date 19YYMMDD). A lowercase x is accepted.
 */
export function isIdCard(s: string): boolean {
  const v = text(s).toUpperCase();
  if (/^[1-9]\d{16}[\dX]$/.test(v)) {
    const y = Number(v.slice(6, 10));
    if (y < 1800 || !isRealDate(y, Number(v.slice(10, 12)), Number(v.slice(12, 14)))) return false;
    let sum = 0;
    for (let i = 0; i < 17; i++) sum += Number(v[i]) * ID_WEIGHTS[i];
    return ID_CHECK_CHARS[sum % 11] === v[17];
  }
  if (/^[1-9]\d{14}$/.test(v)) {
    return isRealDate(1900 + Number(v.slice(6, 8)), Number(v.slice(8, 10)), Number(v.slice(10, 12)));
  }
  return false;
}

/**
 * SPEC amount: a positive number with up to 10 decimals, or "0." with up to 20 decimals,
 * never all zeros. No sign, no exponent, no grouping; normalize input first
 * (normalizeDecimalInput).
 */
export function isAmount(s: string): boolean {
  const v = text(s);
  if (/^[1-9]\d*(\.\d{1,10})?$/.test(v)) return true;
  return /^0\.\d{1,20}$/.test(v) && /[1-9]/.test(v);
}

/** One or more ASCII letters. */
export function isLetters(s: string): boolean {
  return /^[A-Za-z]+$/.test(text(s));
}

/** One or more ASCII letters or digits. */
export function isLettersDigits(s: string): boolean {
  return /^[A-Za-z0-9]+$/.test(text(s));
}

/** min <= n <= max, compared exactly. A string must be a plain number (see isNumber). */
export function inRange(n: number | string, min: number, max: number): boolean {
  if (typeof n === 'string' && !isNumber(n.trim())) return false;
  const d = tryDec(n);
  const lo = tryDec(min);
  const hi = tryDec(max);
  return d !== null && lo !== null && hi !== null && d.gte(lo) && d.lte(hi);
}

/** min <= length <= max, counting Unicode code points (an emoji or rare CJK character is 1). */
export function lengthInRange(s: string, min: number, max: number): boolean {
  const n = codePoints(text(s));
  return n >= min && n <= max;
}

/** A JSON object or array (bare JSON scalars such as "1" or "true" are not accepted). */
export function isJsonString(s: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text(s));
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** Landline: area code 0 + 2-3 digits, dash, 7-8 digits, optional dash + 1-6 digit extension. */
export function isLandline(s: string): boolean {
  return /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/.test(text(s));
}

/** Exactly `len` ASCII digits. */
export function isNumericCode(s: string, len = 6): boolean {
  const v = text(s);
  return v.length === len && isDigits(v);
}

/**
 * True when `s` holds anything other than letters of any script (CJK included, with their
 * combining marks), decimal digits, space, underscore, '@', '.' and '-'.
 */
export function hasSpecialChars(s: string): boolean {
  return /[^\p{L}\p{M}\p{Nd} _@.-]/u.test(text(s));
}

// ---------------------------------------------------------------------------------------------
// Input normalization
// ---------------------------------------------------------------------------------------------

/** Integer digits grouped by `sep`: 1,234,567 (thousands) or 12,34,567 (Indian lakh). */
function isGrouped(s: string, sep: '.' | ','): boolean {
  const e = sep === '.' ? '\\.' : ',';
  return new RegExp(`^\\d{1,3}(${e}\\d{3})+$`).test(s) || new RegExp(`^\\d{1,2}(${e}\\d{2})*${e}\\d{3}$`).test(s);
}

function count(s: string, ch: string): number {
  return s.split(ch).length - 1;
}

/**
 * Turns a number typed on a phone in any locale into plain "1234.56" form. Trims; converts
 * full-width digits and punctuation; drops spaces (incl. NBSP and narrow NBSP) used as group
 * separators; a lone '+' sign is dropped. With both '.' and ',', the last one is the decimal
 * separator and the other must form valid groups ("1.234,56", "1,234.56" → "1234.56"). A single
 * comma is a decimal comma ("1,5" → "1.5", so "1,234" → "1.234"); several of the same separator are
 * group separators ("1,234,567" → "1234567"). Anything ambiguous or invalid comes back cleaned but
 * otherwise as is, so isAmount rejects it. Never throws. Best applied on blur/submit rather than
 * per keystroke.
 */
export function normalizeDecimalInput(s: string): string {
  const cleaned = text(s)
    .replace(/[\uFF0B\uFF0C\uFF0D\uFF0E\uFF10-\uFF19]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3002/g, '.')
    .replace(/\u2212/g, '-')
    .replace(/[\s\u200B\u2060\uFEFF]/g, '');
  const m = /^([+-]?)([\d.,]*)$/.exec(cleaned);
  if (m === null) return cleaned;
  const sign = m[1] === '-' ? '-' : '';
  const body = m[2];
  const dots = count(body, '.');
  const commas = count(body, ',');

  if (dots > 0 && commas > 0) {
    const decimalSep = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const groupSep = decimalSep === '.' ? ',' : '.';
    if (count(body, decimalSep) !== 1) return cleaned;
    const [intPart, fraction] = body.split(decimalSep);
    if (!isGrouped(intPart, groupSep)) return cleaned;
    return `${sign}${intPart.split(groupSep).join('')}.${fraction}`;
  }
  if (commas === 1) return `${sign}${body.replace(',', '.')}`;
  if (commas > 1) return isGrouped(body, ',') ? `${sign}${body.split(',').join('')}` : cleaned;
  if (dots > 1) return isGrouped(body, '.') ? `${sign}${body.split('.').join('')}` : cleaned;
  return `${sign}${body}`;
}

// ---------------------------------------------------------------------------------------------
// Rule validators
// ---------------------------------------------------------------------------------------------

export function validateRequired(s: FieldValue): ValidationResult {
  return text(s).trim() === '' ? 'validation.required' : null;
}

/** SPEC: more than 6 characters (at most 64), at least one ASCII letter and one digit. Not trimmed. */
export function validatePassword(pw: FieldValue): ValidationResult {
  const v = text(pw);
  if (v === '') return 'validation.required';
  if (!lengthInRange(v, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)) return 'validation.passwordLength';
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v)) return 'validation.passwordLetterDigit';
  return null;
}

/** The repeated password: present, long enough, and equal to `pw`. Not trimmed. */
export function validatePasswordConfirm(pw: FieldValue, confirm: FieldValue): ValidationResult {
  const v = text(confirm);
  if (v === '') return 'validation.required';
  if (!lengthInRange(v, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)) return 'validation.passwordLength';
  if (v !== text(pw)) return 'validation.passwordMismatch';
  return null;
}

/** Payment password (AREAS.md): exactly 6 digits. Not trimmed. */
export function validatePayPassword(pw: FieldValue): ValidationResult {
  const v = text(pw);
  if (v === '') return 'validation.required';
  return /^\d{6}$/.test(v) ? null : 'validation.payPassword';
}

/** The repeated payment password: present and equal to `pw`. */
export function validatePayPasswordConfirm(pw: FieldValue, confirm: FieldValue): ValidationResult {
  const v = text(confirm);
  if (v === '') return 'validation.required';
  return v === text(pw) ? null : 'validation.passwordMismatch';
}

/** Verification code: exactly 6 ASCII letters or digits after trimming. */
export function validateCode(code: FieldValue): ValidationResult {
  const v = text(code).trim();
  if (v === '') return 'validation.required';
  return /^[A-Za-z0-9]{6}$/.test(v) ? null : 'validation.code';
}

export function validateEmail(s: FieldValue): ValidationResult {
  const v = text(s).trim();
  if (v === '') return 'validation.required';
  return isEmail(v) ? null : 'validation.email';
}

function isMobileFor(v: string, areaCode: string | undefined): boolean {
  if (areaCode !== undefined && areaCode.trim().replace(/^\+/, '') === '86') return isChinaMobile(v);
  return isChinaMobile(v) || isInternationalMobile(v);
}

/**
 * Mobile number without country code: a mainland China number (SPEC), or any 5-15 digit
 * national number. When `areaCode` is given as '86' or '+86', only China numbers pass.
 */
export function validateMobile(s: FieldValue, areaCode?: string): ValidationResult {
  const v = text(s).trim();
  if (v === '') return 'validation.required';
  return isMobileFor(v, areaCode) ? null : 'validation.mobile';
}

/** Login account: an email address (when it contains '@') or a mobile number. */
export function validateAccount(s: FieldValue, areaCode?: string): ValidationResult {
  const v = text(s).trim();
  if (v === '') return 'validation.required';
  const ok = v.includes('@') ? isEmail(v) : isMobileFor(v, areaCode);
  return ok ? null : 'validation.account';
}

/** SPEC: 2-10 characters, each a CJK unified ideograph, an ASCII letter or a digit. */
export function validateNickname(s: FieldValue): ValidationResult {
  const v = text(s).trim();
  if (v === '') return 'validation.required';
  return /^[\p{Unified_Ideograph}A-Za-z0-9]{2,10}$/u.test(v) ? null : 'validation.nickname';
}

/** SPEC: 2-30 characters of the nickname class plus spaces (trimmed first). */
export function validateSignature(s: FieldValue): ValidationResult {
  const v = text(s).trim();
  if (v === '') return 'validation.required';
  return /^[\p{Unified_Ideograph}A-Za-z0-9 ]{2,30}$/u.test(v) ? null : 'validation.signature';
}

/** Optional: blank passes; otherwise 4-16 ASCII letters or digits. */
export function validateInviteCode(s: FieldValue): ValidationResult {
  const v = text(s).trim();
  if (v === '') return null;
  return /^[A-Za-z0-9]{4,16}$/.test(v) ? null : 'validation.inviteCode';
}

/** Rejects anything but letters (any script), digits, space, '_', '@', '.', '-' (see hasSpecialChars). */
export function validateNoSpecialChars(s: FieldValue): ValidationResult {
  return hasSpecialChars(text(s)) ? 'validation.specialChars' : null;
}

/** Positive amount per isAmount (trimmed; normalize locale input first). */
export function validateAmount(s: FieldValue): ValidationResult {
  const v = text(s).trim();
  if (v === '') return 'validation.required';
  return isAmount(v) ? null : 'validation.amount';
}

/** Positive price per isAmount (trimmed; normalize locale input first). */
export function validatePrice(s: FieldValue): ValidationResult {
  const v = text(s).trim();
  if (v === '') return 'validation.required';
  return isAmount(v) ? null : 'validation.price';
}
