// Withdrawal addresses (EIP-55): a 0x address of 40 hex digits; one written in mixed case carries its
// checksum in the case of its letters and must match it (a typo in a checksummed address is caught),
// one in a single case carries none. Addresses are stored, shown and sent in their checksummed form.
// Shared by the add-address form and the server's contract.
import { keccak256Hex } from './keccak';

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** The checksummed (EIP-55) form of a well-formed address: a letter is upper case where the hash of the lower-case address has a nibble of 8 or more. */
export function checksummed(address: string): string {
  const lower = address.trim().slice(2).toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) out += Number.parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

/** The i18n key of what is wrong with a typed address, or null. */
export function addressProblem(raw: string): 'walletErrors.badAddress' | 'walletErrors.badChecksum' | null {
  const address = raw.trim();
  if (!SHAPE.test(address)) return 'walletErrors.badAddress';
  const digits = address.slice(2);
  const mixed = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  return mixed && checksummed(address) !== address ? 'walletErrors.badChecksum' : null;
}
