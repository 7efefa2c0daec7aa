// Bank card rules (SPEC §5: every field required), shared by the forms and the server's schemas. Each
// returns the i18n key of what is wrong, or null. Spaces a person types into numbers are ignored.

const compact = (value: string) => value.replace(/[\s-]+/g, '');

/** A name, bank name or branch: 2 to `max` characters after trimming. */
export const validateBankText =
  (key: string, max = 60) =>
  (value: string): string | null => {
    const v = value.trim();
    return v.length < 2 || v.length > max ? key : null;
  };

/** A domestic card number: 12 to 19 digits (spaces and dashes allowed while typing). */
export function validateCardNumber(value: string): string | null {
  return /^\d{12,19}$/.test(compact(value)) ? null : 'bankErrors.cardNumber';
}

/** A US routing (ABA) number: 9 digits with the ABA checksum (3·7·1 weights, sum divisible by 10). */
export function validateAba(value: string): string | null {
  const v = compact(value);
  if (!/^\d{9}$/.test(v)) return 'bankErrors.aba';
  const d = [...v].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0 ? null : 'bankErrors.aba';
}

/** A SWIFT/BIC code: 4 letters (bank), 2 letters (country), 2 letters or digits (place), optional 3 (branch). */
export function validateSwift(value: string): string | null {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value).toUpperCase()) ? null : 'bankErrors.swift';
}

/** The beneficiary's account number or IBAN: 5 to 34 letters and digits. */
export function validateAccountNumber(value: string): string | null {
  return /^[A-Za-z0-9]{5,34}$/.test(compact(value)) ? null : 'bankErrors.account';
}

/** A contact phone in international form: an optional +, then 6 to 20 digits. */
export function validatePhone(value: string): string | null {
  return /^\+?\d{6,20}$/.test(compact(value).replace(/[()]/g, '')) ? null : 'bankErrors.phone';
}

/** What is stored: numbers without the spaces a person typed, codes in capitals. */
export const normalizeBankNumber = (value: string) => compact(value).replace(/[()]/g, '');
export const normalizeSwift = (value: string) => compact(value).toUpperCase();

/** Payment networks an international card can be paid over. */
export const BANK_NETWORKS = ['SWIFT', 'ACH', 'FEDWIRE', 'SEPA'] as const;
export type BankNetwork = (typeof BANK_NETWORKS)[number];
