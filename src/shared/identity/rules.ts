// Identity verification rules (SPEC §3 Identity, §5; AREAS.md "Identity"), shared by the level 1 form
// and the server's schemas. Each validator returns the i18n key of what is wrong, or null.
import { isDate, isIdCard } from '../lib/validate';
import { isCountryCode } from './countries';

/** Document types (AREAS.md): 0 ID card, 1 passport, 2 driving licence. */
export const ID_TYPES = ['0', '1', '2'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_NAMES = { '0': 'idCard', '1': 'passport', '2': 'drivingLicence' } as const;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The three photos of level 2: ID front, ID back, the person holding the ID. */
export const PHOTO_SIDES = ['front', 'back', 'hand'] as const;
export type PhotoSide = (typeof PHOTO_SIDES)[number];

/** Per level: 0 not verified, 1 under review, 2 verified, 3 rejected (the same numbers as users.kyc_status). */
export const KYC_STATES = ['notVerified', 'underReview', 'verified', 'rejected'] as const;
export const KYC_NONE = 0;
export const KYC_PENDING = 1;
export const KYC_VERIFIED = 2;
export const KYC_REJECTED = 3;

export const MIN_AGE = 18;
export const NAME_MAX = 50;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 200;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A first or last name: letters of any script, spaces, apostrophes, hyphens and dots; at most 50. */
export function validatePersonName(value: string): string | null {
  const v = trimmed(value);
  if (!v) return 'validation.required';
  if (/[^\p{L}\p{M} .'’-]/u.test(v)) return 'validation.specialChars';
  if (Array.from(v).length > NAME_MAX) return 'identity.errors.nameLength';
  return null;
}

export const validateGender = (value: string): string | null =>
  (GENDERS as readonly string[]).includes(trimmed(value)) ? null : 'identity.errors.gender';

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on `birth` (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A real day, YYYY-MM-DD, no earlier than 1900, and the person at least 18 on `today`. */
export function validateBirthDate(value: string, today: string = new Date().toISOString().slice(0, 10)): string | null {
  const v = trimmed(value);
  if (!v) return 'validation.required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || !isDate(v) || v < '1900-01-01' || v > today) return 'identity.errors.birthDate';
  return ageOn(v, today) < MIN_AGE ? 'identity.errors.adult' : null;
}

export const validateCountry = (value: string): string | null => (isCountryCode(trimmed(value)) ? null : 'identity.errors.country');

export function validateAddress(value: string): string | null {
  const v = trimmed(value);
  if (!v) return 'validation.required';
  // Control characters and markup have no place in an address.
  if (/[\p{Cc}<>]/u.test(v)) return 'validation.specialChars';
  const n = Array.from(v).length;
  return n < ADDRESS_MIN || n > ADDRESS_MAX ? 'identity.errors.address' : null;
}

export const validateIdType = (value: string): string | null =>
  (ID_TYPES as readonly string[]).includes(trimmed(value)) ? null : 'identity.errors.idType';

/** The document number as stored and compared: capitals, without the spaces and dashes a person types. */
export const normalizeCardId = (value: string): string =>
  trimmed(value)
    .replace(/[\s-]+/g, '')
    .toUpperCase();

/**
 * The document number: 5 to 30 letters and digits; a Chinese resident ID card (ID card, country CN) must
 * also pass its checksum. "Enter ID number" when blank (SPEC §5).
 */
export function validateCardId(value: string, idType?: string, country?: string): string | null {
  const v = normalizeCardId(value);
  if (!v) return 'identity.errors.cardId';
  if (!/^[A-Z0-9]{5,30}$/.test(v)) return 'identity.errors.cardIdFormat';
  if (idType === '0' && country === 'CN' && !isIdCard(v)) return 'identity.errors.cardIdFormat';
  return null;
}

/** The SPEC §5 message of a missing photo: "Upload ID front / ID back / hand-held ID photo". */
export const photoMissingKey = (side: PhotoSide): string => `identity.errors.${side}`;
