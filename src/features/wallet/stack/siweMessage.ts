// The Sign-In with Ethereum message (EIP-4361) the wallet signs to log in or to bind an address.
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';

// EIP-4361 allows only ASCII in the statement, so it stays English for every language.
const SIWE_STATEMENT = 'Sign in to Kestrel with this wallet.';
const VALID_MS = 10 * 60_000;

/** How far the server's clock is ahead of this phone's (ms), learnt with each nonce. */
let serverAheadMs = 0;

/** Keeps the server's time from a nonce reply: the message's times are the server's, whatever the phone's clock says. */
export function learnServerTime(issuedAtSec: number | undefined): void {
  if (issuedAtSec !== undefined) serverAheadMs = issuedAtSec * 1000 - Date.now();
}

/** The message for `address` on `chainId` with the server's nonce: this page's host and origin, valid for 10 minutes. */
export function siweMessage(address: Address, chainId: number, nonce: string): string {
  const issuedAt = new Date(Date.now() + serverAheadMs);
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
