// The Sign-In with Ethereum message (EIP-4361) the wallet signs to log in or to bind an address.
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';

// EIP-4361 allows only ASCII in the statement, so it stays English for every language.
const SIWE_STATEMENT = 'Sign in to Kestrel with this wallet.';
const VALID_MS = 10 * 60_000;

/** The message for `address` on `chainId` with the server's nonce: this page's host and origin, valid for 10 minutes. */
export function siweMessage(address: Address, chainId: number, nonce: string): string {
  const issuedAt = new Date();
  return createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address,
    chainId,
    nonce,
    version: '1',
    statement: SIWE_STATEMENT,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + VALID_MS),
  });
}
