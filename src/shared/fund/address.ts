// Withdrawal addresses (EIP-55): a 0x address of 40 hex digits; one written in mixed case carries its
// checksum in the case of its letters and must match it (a typo in a checksummed address is caught),
// one in a single case carries none. Addresses are stored, shown and sent in their checksummed form.
// Shared by the add-address form and the server's contract.
import { checksumAddress } from 'viem';

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** The i18n key of what is wrong with a typed address, or null. */
export function addressProblem(raw: string): 'walletErrors.badAddress' | 'walletErrors.badChecksum' | null {
  const address = raw.trim();
  if (!SHAPE.test(address)) return 'walletErrors.badAddress';
  const digits = address.slice(2);
  const mixed = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  return mixed && checksumAddress(address as `0x${string}`) !== address ? 'walletErrors.badChecksum' : null;
}

/** The checksummed (EIP-55) form of a well-formed address. */
export const checksummed = (address: string): string => checksumAddress(address.trim().toLowerCase() as `0x${string}`);
