// Wallet calls: Sign-In with Ethereum (EIP-4361) nonces, wallet login and registration, bound addresses.
// The server checks the message itself (domain, URI, chain, nonce, times) and then the signature:
// an ordinary account (EOA) is recovered locally; anything else (EIP-1271 smart-contract wallets,
// ERC-6492 counterfactual ones) is asked of the chain the message names, through viem.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createPublicClient, getAddress, type Hex, http, isAddressEqual, recoverMessageAddress } from 'viem';
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import { walletCalls } from '../../../src/contract/wallet';
import { now } from '../../core/db';
import { ApiFailure, type Ctx } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import type { ChainConfig } from '../../core/options';
import { createSession } from '../../core/security';
import { createUser, type UserRow, userById } from '../../core/users';
import { inviterIdByCode } from '../auth/accounts';
import { addToBook, confirmNewAddress, itemOf } from './addressBook';
import { siweNonces, wallets } from './schema';

export const NONCE_TTL_SEC = 10 * 60;
/** How far in the future a message's issued-at may lie (clock skew between wallet and server). */
const ISSUED_AT_SKEW_SEC = 5 * 60;
/** The chain accepted when no chains are configured: the local dev chain. */
const DEFAULT_CHAIN_ID = 31337;

const fail = (key: string, field: 'message' | 'signature' | 'user_string' | 'address' | 'extension_code') =>
  new ApiFailure(key, {}, { field });

const toSeconds = (date: Date | undefined) => (date ? Math.floor(date.getTime() / 1000) : undefined);

export function registerWalletRoutes({ route, db, options, use }: ModuleKit): void {
  const signupVoucher = use('signupVoucher');
  const codes = use('codes');
  const clients = new Map<number, ReturnType<typeof createPublicClient>>();
  const clientOf = (chain: ChainConfig) => {
    let client = clients.get(chain.chainId);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000, retryCount: 1 }) });
      clients.set(chain.chainId, client);
    }
    return client;
  };

  const walletByAddress = async (address: string) =>
    await db.select().from(wallets).where(eq(wallets.address, address.toLowerCase())).get();

  /**
   * Domains a message may be for: the SIWE_DOMAINS allow-list when configured (authoritative: a client
   * can send any Host header), else the Host the request came to (dev and demo convenience).
   */
  function allowedDomains(ctx: Ctx): Set<string> {
    if (options.siweDomains?.length) return new Set(options.siweDomains.map((d) => d.toLowerCase()));
    const host = ctx.request.headers.host;
    return new Set(host ? [host.toLowerCase()] : []);
  }

  /**
   * Checks a signed SIWE message for `address` without writing anything; returns its nonce, which the
   * caller spends (spendNonce) in the same transaction as what the login or binding writes.
   */
  async function verifySigned(address: string, message: string, signature: string, ctx: Ctx): Promise<string> {
    let parsed: ReturnType<typeof parseSiweMessage>;
    try {
      parsed = parseSiweMessage(message);
    } catch {
      throw fail('walletErrors.badMessage', 'message');
    }
    const { domain, uri, chainId, nonce, version } = parsed;
    if (!parsed.address || !domain || !uri || !chainId || !nonce || version !== '1') throw fail('walletErrors.badMessage', 'message');
    if (!isAddressEqual(parsed.address, getAddress(address))) throw fail('walletErrors.addressMismatch', 'message');

    if (!allowedDomains(ctx).has(domain.toLowerCase())) throw fail('walletErrors.wrongDomain', 'message');
    let uriHost: string;
    try {
      uriHost = new URL(uri).host.toLowerCase();
    } catch {
      throw fail('walletErrors.badMessage', 'message');
    }
    if (uriHost !== domain.toLowerCase()) throw fail('walletErrors.wrongDomain', 'message');

    const chains = options.chains ?? [];
    const chain = chains.find((c) => c.chainId === chainId);
    if (chains.length ? !chain : chainId !== DEFAULT_CHAIN_ID) throw fail('walletErrors.wrongChain', 'message');

    const at = now();
    const issuedAt = toSeconds(parsed.issuedAt);
    if (issuedAt === undefined || Number.isNaN(issuedAt) || issuedAt > at + ISSUED_AT_SKEW_SEC)
      throw fail('walletErrors.badMessage', 'message');
    const expiresAt = toSeconds(parsed.expirationTime);
    if (expiresAt !== undefined && (Number.isNaN(expiresAt) || expiresAt <= at)) throw fail('walletErrors.messageExpired', 'message');
    const notBefore = toSeconds(parsed.notBefore);
    if (notBefore !== undefined && (Number.isNaN(notBefore) || notBefore > at)) throw fail('walletErrors.notYetValid', 'message');

    await checkNonce(nonce);

    // An ordinary account: recover the signer locally, no chain needed.
    const signed = signature as Hex;
    const recovered = await recoverMessageAddress({ message, signature: signed }).catch(() => null);
    if (recovered && isAddressEqual(recovered, parsed.address)) return nonce;
    // A smart-contract wallet (EIP-1271, ERC-6492): the chain decides.
    if (!chain) throw fail('walletErrors.badSignature', 'signature');
    let valid: boolean;
    try {
      valid = await clientOf(chain).verifyMessage({ address: parsed.address, message, signature: signed });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (['HttpRequestError', 'TimeoutError', 'RpcRequestError', 'WebSocketRequestError'].includes(name)) {
        throw fail('walletErrors.chainUnavailable', 'signature');
      }
      valid = false;
    }
    if (!valid) throw fail('walletErrors.badSignature', 'signature');
    return nonce;
  }

  async function checkNonce(nonce: string): Promise<void> {
    const row = await db
      .select({ expires_at: siweNonces.expires_at, used_at: siweNonces.used_at })
      .from(siweNonces)
      .where(eq(siweNonces.nonce, nonce))
      .get();
    if (!row) throw fail('walletErrors.nonceUnknown', 'message');
    if (row.used_at !== null) throw fail('walletErrors.nonceUsed', 'message');
    if (row.expires_at <= now()) throw fail('walletErrors.nonceExpired', 'message');
  }

  /** Spends a nonce; call inside the transaction of the writes it allows. Refuses one spent meanwhile. */
  async function spendNonce(nonce: string): Promise<void> {
    const at = now();
    const spent = await db
      .update(siweNonces)
      .set({ used_at: at })
      .where(and(eq(siweNonces.nonce, nonce), isNull(siweNonces.used_at), gt(siweNonces.expires_at, at)))
      .run();
    if (spent.changes !== 1) throw fail('walletErrors.nonceUsed', 'message');
  }

  const tokenReply = async (user: UserRow) => ({ token: await createSession(db, user.id), uid: user.id, account_type: user.account_type });

  route(walletCalls.nonce, async () => {
    const nonce = generateSiweNonce();
    const at = now();
    await db.transaction(async () => {
      // Old nonces are of no use once expired; keep the table small.
      await db
        .delete(siweNonces)
        .where(lt(siweNonces.expires_at, at - 86400))
        .run();
      await db
        .insert(siweNonces)
        .values({ nonce, created_at: at, expires_at: at + NONCE_TTL_SEC })
        .run();
    });
    return { nonce, issued_at: at };
  });

  route(walletCalls.walletLogin, async ({ user_string, message, signature }, ctx) => {
    const nonce = await verifySigned(user_string, message, signature, ctx);
    // No account yet: say so and keep the nonce, so the app can register with the same signature.
    const wallet = await walletByAddress(user_string);
    if (!wallet) throw fail('walletErrors.noAccount', 'user_string');
    return await db.transaction(async () => {
      // A wallet goes with its account (ON DELETE CASCADE): the account is there.
      const user = await userById(db, wallet.user_id);
      if (!user) throw fail('walletErrors.noAccount', 'user_string');
      await spendNonce(nonce);
      return await tokenReply(user);
    });
  });

  route(walletCalls.walletRegister, async ({ user_string, message, signature, extension_code }, ctx) => {
    let invitedBy: number | undefined;
    if (extension_code) {
      invitedBy = await inviterIdByCode(db, extension_code);
      if (invitedBy === undefined) throw fail('errors.inviteUnknown', 'extension_code');
    }
    const nonce = await verifySigned(user_string, message, signature, ctx);
    return await db.transaction(async () => {
      if (await walletByAddress(user_string)) throw fail('walletErrors.alreadyRegistered', 'user_string');
      await spendNonce(nonce);
      const user = await createUser(db, { password_hash: null, account_type: 'real', invited_by: invitedBy });
      await signupVoucher(db, user.id);
      await db.insert(wallets).values({ user_id: user.id, address: user_string.toLowerCase(), created_at: now() }).run();
      await addToBook(db, user.id, user_string, undefined);
      return await tokenReply(user);
    });
  });

  route(walletCalls.walletSave, async ({ address, name, message, signature, code }, ctx) => {
    const user = ctx.user;
    if (user.account_type === 'demo') throw fail('walletErrors.demoNoWallet', 'address');
    // Without a signature: a withdrawal address for the book (a new one confirmed with the code), nothing more.
    if (message === undefined || signature === undefined) {
      await confirmNewAddress(db, user, address, code, codes.spend);
      return await db.transaction(async () => await itemOf(db, user.id, await addToBook(db, user.id, address, name)));
    }
    const nonce = await verifySigned(address, message, signature, ctx);
    const existing = await walletByAddress(address);
    if (existing && existing.user_id !== user.id) throw fail('walletErrors.addressTaken', 'address');
    // Bound for sign-in, it becomes a withdrawal address too: new to the book, the code confirms it.
    await confirmNewAddress(db, user, address, code, codes.spend);
    return await db.transaction(async () => {
      const existing = await walletByAddress(address);
      if (existing && existing.user_id !== user.id) throw fail('walletErrors.addressTaken', 'address');
      await spendNonce(nonce);
      if (!existing) await db.insert(wallets).values({ user_id: user.id, address: address.toLowerCase(), created_at: now() }).run();
      return await itemOf(db, user.id, await addToBook(db, user.id, address, name));
    });
  });
}
