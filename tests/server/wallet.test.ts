// Sign-In with Ethereum against a real local chain: nonces, domains, chains, signatures, registration,
// binding a wallet to an email account, and an EIP-1271 smart-contract wallet.
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, type Hex, http, type LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChain, devChain, startDevChain } from '../../server/chain/devchain';
import { translate } from '../../server/core/i18n';
import type { ServerOptions as WalletOptions } from '../../server/core/http';
import { users } from '../../server/core/schema';
import { siweNonces, wallets } from '../../server/modules/wallet/schema';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, mailCode, registerEmail, type TokenReply } from './support';

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
let chain: DevChain;
let t: TestServer;
let domain: string;

beforeAll(async () => {
  chain = await startDevChain({ port: 0, blockTime: 0 });
  t = await startServer({
    chains: [{ chainId: chain.chainId, name: 'Kestrel dev chain', rpcUrl: chain.rpcUrl, usdt: chain.usdt, explorer: '', confirmations: 5 }],
    depositMnemonic: MNEMONIC,
    watchMs: 0,
  });
  domain = new URL(t.url).host;
});
afterAll(async () => {
  await t?.stop();
  await chain?.stop();
});

const freshAccount = () => privateKeyToAccount(generatePrivateKey());

interface SignOptions {
  address?: Hex;
  domain?: string;
  uri?: string;
  chainId?: number;
  expirationTime?: Date;
  issuedAt?: Date;
  signer?: LocalAccount;
}

/** A fresh nonce from the server, a SIWE message for `account` and its signature. */
async function signIn(account: LocalAccount, o: SignOptions = {}) {
  const { body } = await get(t.api, 'user/nonce');
  const { nonce } = body.message as { nonce: string };
  const messageDomain = o.domain ?? domain;
  const message = createSiweMessage({
    address: o.address ?? account.address,
    chainId: o.chainId ?? 31337,
    domain: messageDomain,
    uri: o.uri ?? `http://${messageDomain}`,
    nonce,
    version: '1',
    issuedAt: o.issuedAt ?? new Date(),
    expirationTime: o.expirationTime,
    statement: 'Sign in to Kestrel',
  });
  const signature = await (o.signer ?? account).signMessage({ message });
  return { nonce, message, signature, user_string: o.address ?? account.address };
}

type Signed = Awaited<ReturnType<typeof signIn>>;
const login = (s: Signed, extra: Record<string, string> = {}) =>
  post(t.api, 'user/dologin', { user_string: s.user_string, message: s.message, signature: s.signature, ...extra });
const register = (s: Signed, extra: Record<string, string> = {}) =>
  post(t.api, 'user/doregister', { user_string: s.user_string, message: s.message, signature: s.signature, ...extra });

function expectRefused(body: { type: unknown; message: unknown; field?: string }, key: string, field: string) {
  expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', message: translate('en', key), field });
}

describe('wallet login (SIWE)', () => {
  it('issues single-use nonces: unknown address → noAccount, then register with the same signature, then a replay is refused', async () => {
    const account = freshAccount();
    const first = await signIn(account);
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expectRefused((await login(first)).body, 'walletErrors.noAccount', 'user_string');

    const registered = await register(first);
    expect(registered.body, JSON.stringify(registered.body)).toMatchObject({ type: 'ok' });
    const reply = registered.body.message as TokenReply;
    expect(reply.account_type).toBe('real');
    const info = await get(t.api, 'user/info', {}, reply.token);
    expect(info.body).toMatchObject({ type: 'ok', message: { uid: reply.uid } });

    // The same message and signature again: the nonce is spent.
    expectRefused((await register(first)).body, 'walletErrors.nonceUsed', 'message');
    expectRefused((await login(first)).body, 'walletErrors.nonceUsed', 'message');

    // A new nonce logs in to the same account, once.
    const second = await signIn(account);
    const again = await login(second);
    expect(again.body).toMatchObject({ type: 'ok', message: { uid: reply.uid } });
    expectRefused((await login(second)).body, 'walletErrors.nonceUsed', 'message');

    // Registering the same address again is refused.
    expectRefused((await register(await signIn(account))).body, 'walletErrors.alreadyRegistered', 'user_string');
  });

  it('refuses an expired nonce, another domain, another chain, an expired message', async () => {
    const account = freshAccount();
    await register(await signIn(account));

    const expired = await signIn(account);
    await t.server.db
      .update(siweNonces)
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where(eq(siweNonces.nonce, expired.nonce))
      .run();
    expectRefused((await login(expired)).body, 'walletErrors.nonceExpired', 'message');

    expectRefused((await login(await signIn(account, { domain: 'evil.example' }))).body, 'walletErrors.wrongDomain', 'message');
    expectRefused((await login(await signIn(account, { uri: 'https://evil.example/' }))).body, 'walletErrors.wrongDomain', 'message');
    expectRefused((await login(await signIn(account, { chainId: 1 }))).body, 'walletErrors.wrongChain', 'message');
    expectRefused(
      (await login(await signIn(account, { expirationTime: new Date(Date.now() - 60_000), issuedAt: new Date(Date.now() - 120_000) })))
        .body,
      'walletErrors.messageExpired',
      'message',
    );
    expectRefused(
      (await login(await signIn(account, { issuedAt: new Date(Date.now() + 3_600_000) }))).body,
      'walletErrors.badMessage',
      'message',
    );
    // A message for one address presented as another's.
    const other = freshAccount();
    const forOther = await signIn(other);
    expectRefused((await login({ ...forOther, user_string: account.address })).body, 'walletErrors.addressMismatch', 'message');
    // None of those refusals spent the nonce of a good message.
    const good = await signIn(account);
    expect((await login(good)).body.type).toBe('ok');
  });

  it("the nonce carries the server's time: a message dated by it signs in whatever the phone's clock says", async () => {
    const account = freshAccount();
    await register(await signIn(account));
    // The phone's clock is a day behind the server's: dated by the phone, the message has expired.
    const dayAgo = Date.now() - 86_400_000;
    expectRefused(
      (await login(await signIn(account, { issuedAt: new Date(dayAgo), expirationTime: new Date(dayAgo + 600_000) }))).body,
      'walletErrors.messageExpired',
      'message',
    );
    // Dated by the time the nonce reply gives (what the app does), it passes.
    const { body } = await get(t.api, 'user/nonce');
    const { issued_at } = body.message as { nonce: string; issued_at: number };
    expect(Math.abs(issued_at * 1000 - Date.now())).toBeLessThan(5_000);
    const dated = await signIn(account, { issuedAt: new Date(issued_at * 1000), expirationTime: new Date(issued_at * 1000 + 600_000) });
    expect((await login(dated)).body.type).toBe('ok');
  });

  it('refuses an address alone, a garbage signature and a signature by another key', async () => {
    const account = freshAccount();
    const s = await signIn(account);
    const alone = await post(t.api, 'user/doregister', { user_string: account.address });
    expect(alone.body).toMatchObject({ type: 'error', field: 'message' });
    expectRefused((await register({ ...s, signature: '' as Hex })).body, 'walletErrors.signatureRequired', 'signature');
    expectRefused((await register({ ...s, signature: '0xdeadbeef' })).body, 'walletErrors.badSignature', 'signature');
    const forged = await signIn(account, { signer: freshAccount() });
    expectRefused((await register(forged)).body, 'walletErrors.badSignature', 'signature');
    // Nothing was created.
    const row = await t.server.db.select().from(wallets).where(eq(wallets.address, account.address.toLowerCase())).get();
    expect(row).toBeUndefined();
    // The good signature still registers (refusals do not spend the nonce).
    expect((await register(s)).body.type).toBe('ok');
  });

  it('registers with an invite code, refuses an unknown one', async () => {
    const inviter = await registerEmail(t.api, freshEmail('inviter'));
    const code =
      (await t.server.db.select({ invite_code: users.invite_code }).from(users).where(eq(users.id, inviter.uid)).get())?.invite_code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const account = freshAccount();
    const s = await signIn(account);
    expectRefused((await register(s, { extension_code: 'NOPE99' })).body, 'errors.inviteUnknown', 'extension_code');
    const ok = await register(s, { extension_code: code.toLowerCase() });
    expect(ok.body.type).toBe('ok');
    const { uid } = ok.body.message as TokenReply;
    const user = await t.server.db
      .select({ invited_by: users.invited_by, password_hash: users.password_hash })
      .from(users)
      .where(eq(users.id, uid))
      .get();
    expect(user).toEqual({ invited_by: inviter.uid, password_hash: null });
  });

  it('binds a wallet to an email account with the code sent to it; another account cannot take it; the wallet then logs in to that account', async () => {
    const ownerEmail = freshEmail('bind');
    const owner = await registerEmail(t.api, ownerEmail);
    const intruder = await registerEmail(t.api, freshEmail('intruder'));
    const account = freshAccount();
    const save = async (token: string, s: Signed, code?: string) =>
      post(
        t.api,
        'user/wallet/save',
        { address: s.user_string, message: s.message, signature: s.signature, ...(code ? { code } : {}) },
        token,
      );

    const forged = await signIn(account, { signer: freshAccount() });
    expectRefused((await save(owner.token, forged)).body, 'walletErrors.badSignature', 'signature');
    // A withdrawal address too: new to the book, it needs the code sent to the account's email.
    expectRefused((await save(owner.token, await signIn(account))).body, 'walletErrors.codeRequired', 'code');
    expect(await t.server.db.select().from(wallets).where(eq(wallets.user_id, owner.uid)).all()).toEqual([]);

    const saved = await save(owner.token, await signIn(account), await mailCode(t.api, ownerEmail, 'address'));
    expect(saved.body).toMatchObject({ type: 'ok', message: { address: account.address, bound: true } });
    const list = await get(t.api, 'user/wallet/list', {}, owner.token);
    expect(list.body.message).toEqual([expect.objectContaining({ address: account.address, bound: true })]);

    expectRefused((await save(intruder.token, await signIn(account))).body, 'walletErrors.addressTaken', 'address');
    expect((await get(t.api, 'user/wallet/list', {}, intruder.token)).body.message).toEqual([]);

    const viaWallet = await login(await signIn(account));
    expect(viaWallet.body).toMatchObject({ type: 'ok', message: { uid: owner.uid } });
    expectRefused((await register(await signIn(account))).body, 'walletErrors.alreadyRegistered', 'user_string');
  });

  it('with SIWE_DOMAINS set, accepts only those domains, whatever the Host header', async () => {
    const options: Partial<WalletOptions> = { siweDomains: ['app.example'], watchMs: 0 };
    const other = await startServer(options);
    try {
      const account = freshAccount();
      const attempt = async (messageDomain: string) => {
        const { nonce } = (await get(other.api, 'user/nonce')).body.message as { nonce: string };
        const message = createSiweMessage({
          address: account.address,
          chainId: 31337,
          domain: messageDomain,
          uri: `https://${messageDomain}`,
          nonce,
          version: '1',
          issuedAt: new Date(),
        });
        const signature = await account.signMessage({ message });
        return (await post(other.api, 'user/doregister', { user_string: account.address, message, signature })).body;
      };
      expectRefused(await attempt(new URL(other.url).host), 'walletErrors.wrongDomain', 'message');
      expect((await attempt('app.example')).type).toBe('ok');
    } finally {
      await other.stop();
    }
  });

  it('verifies an EIP-1271 smart-contract wallet through the chain', async () => {
    // A minimal contract wallet: valid signatures are its owner's (compiled here with the solc npm package).
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnerWallet {
  address public owner;
  constructor(address o) { owner = o; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r; bytes32 s; uint8 v;
    assembly { r := calldataload(sig.offset) s := calldataload(add(sig.offset, 32)) v := byte(0, calldataload(add(sig.offset, 64))) }
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`;
    const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'OwnerWallet.sol': { content: source } },
          settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
        }),
      ),
    ) as { contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>> };
    const compiled = output.contracts['OwnerWallet.sol'].OwnerWallet;
    const owner = freshAccount();
    const deployer = privateKeyToAccount(chain.accounts[2].privateKey);
    const viemChain = devChain(chain.rpcUrl);
    const wallet = createWalletClient({ chain: viemChain, account: deployer, transport: http(chain.rpcUrl) });
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
    const hash = await wallet.deployContract({ abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}`, args: [owner.address] });
    const contract = (await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress as Hex;

    const registered = await register(await signIn(owner, { address: contract }));
    expect(registered.body, JSON.stringify(registered.body)).toMatchObject({ type: 'ok' });
    expect((await login(await signIn(owner, { address: contract }))).body.type).toBe('ok');
    expectRefused((await login(await signIn(freshAccount(), { address: contract }))).body, 'walletErrors.badSignature', 'signature');
  }, 30_000);
});
