// The signature check of a platform address (EIP-191, viem), loaded only when the user asks for it.
import { type Address, type Hex, verifyMessage } from 'viem';

export function signatureMatches(address: string, message: string, signature: string): Promise<boolean> {
  return verifyMessage({ address: address as Address, message, signature: signature as Hex }).catch(() => false);
}
