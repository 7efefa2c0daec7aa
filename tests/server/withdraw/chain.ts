// The withdraw tests' server on a real local chain (anvil, no block time: tests mine), with a funded hot
// wallet, a user who may withdraw (KYC, pay password, USDT in the funding account, an address-book
// entry), and reads of the chain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Address, createWalletClient, formatUnits, type Hex, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { type DevChain, devChain, fundOnDevChain, startDevChain, usdtAbi } from '../../../server/chain/devchain';
import { EXTERNAL_ID, transfer } from '../../../server/core/ledger';
import { users } from '../../../server/core/schema';
import { hashPassword } from '../../../server/core/security';
import type { ServerOptions } from '../../../server/app';
import type { ChainConfig } from '../../../server/core/options';
import { chainClient } from '../chainSupport';
import { get, post, startServer, type TestServer } from '../helpers';
import { freshEmail, mailCode, registerEmail } from '../support';

export const PAY = '246810';
export const ADMIN = { 'x-admin-token': 'test-admin-token' };

export interface Rig {
  chain: DevChain;
  t: TestServer;
  dataDir: string;
  hotKey: Hex;
  /** The node the server reads the chain through (default: anvil itself), and more server options. */
  rpcUrl?: string;
  options?: Partial<ServerOptions>;
}

/** A chain, a funded hot wallet and a server; `setUp` may name its own key, node and options first. */
export async function startRig(
  setUp: (chain: DevChain) => Promise<Partial<Pick<Rig, 'rpcUrl' | 'options' | 'hotKey'>>> = async () => ({}),
): Promise<Rig> {
  const chain = await startDevChain({ port: 0, blockTime: 0 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-withdraw-'));
  const given = await setUp(chain);
  const hotKey = given.hotKey ?? generatePrivateKey();
  await fundOnDevChain(chain, privateKeyToAccount(hotKey).address, '1000');
  const rig = { chain, dataDir, t: null as unknown as TestServer, ...given, hotKey };
  rig.t = await restart(rig);
  return rig;
}

/** The rig's chain as the server is configured with it. */
export const chainConfig = (rig: Omit<Rig, 't'>): ChainConfig => ({
  chainId: rig.chain.chainId,
  name: 'Kestrel dev chain',
  rpcUrl: rig.rpcUrl ?? rig.chain.rpcUrl,
  usdt: rig.chain.usdt,
  explorer: '',
  confirmations: 5,
});

/** A server on the rig's data directory and chain (a restart keeps everything the first one wrote). */
export function restart(rig: Omit<Rig, 't'>): Promise<TestServer> {
  return startServer({
    dataDir: rig.dataDir,
    chains: [chainConfig(rig)],
    hotWalletKey: rig.hotKey,
    watchMs: 0,
    market: { autoStart: false },
    ...rig.options,
  });
}

export async function stopRig(rig: Rig | undefined): Promise<void> {
  await rig?.t.stop();
  await rig?.chain.stop();
  if (rig) fs.rmSync(rig.dataDir, { recursive: true, force: true });
}

export { chainClient as client, mine } from '../chainSupport';

/** A token balance on chain, in USDT. */
export async function onChain(chain: DevChain, address: string): Promise<string> {
  const raw = (await chainClient(chain).readContract({
    address: chain.usdt,
    abi: usdtAbi,
    functionName: 'balanceOf',
    args: [address as Address],
  })) as bigint;
  return formatUnits(raw, 6);
}

/** Sends test USDT from a key (the tests drain or use the hot wallet with it). */
export async function sendUsdt(chain: DevChain, key: Hex, to: string, amount: bigint, nonce?: number): Promise<Hex> {
  const wallet = createWalletClient({ chain: devChain(chain.rpcUrl), account: privateKeyToAccount(key), transport: http(chain.rpcUrl) });
  return wallet.writeContract({ address: chain.usdt, abi: usdtAbi, functionName: 'transfer', args: [to as Address, amount], nonce });
}

export interface Withdrawer {
  token: string;
  uid: number;
  /** A fresh address in the user's address book. */
  address: string;
}

/** A real account, verified at `level`, with a payment password, `usdt` in its funding account and one address-book entry. */
export async function withdrawer(t: TestServer, usdt = '1000', level = 1): Promise<Withdrawer> {
  const email = freshEmail('wd');
  const me = await registerEmail(t.api, email);
  const db = t.server.db;
  const hash = await hashPassword(PAY);
  await db.update(users).set({ pay_password_hash: hash, kyc_status: 2, kyc_level: level }).where(eq(users.id, me.uid)).run();
  await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, 1, usdt, 'deposit', 'test'));
  const address = privateKeyToAccount(generatePrivateKey()).address;
  const code = await mailCode(t.api, email, 'address');
  const saved = await post(t.api, 'user/wallet/save', { address, name: 'Cold wallet', code }, me.token);
  expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ type: 'ok' });
  return { ...me, address };
}

export async function balance(t: TestServer, token: string): Promise<{ available: string; frozen: string }> {
  const { body } = await post(t.api, 'wallet/detail', { type: 'legal', currency: '1' }, token);
  const [row] = body.message as Array<{ available: string; frozen: string }>;
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

export async function admin(t: TestServer, method: 'GET' | 'POST', p: string, form: Record<string, string> = {}) {
  const qs = new URLSearchParams(form).toString();
  const response = await fetch(`${t.api}/${p}${method === 'GET' && qs ? `?${qs}` : ''}`, {
    method,
    headers: { ...ADMIN, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: method === 'POST' ? qs : undefined,
  });
  return (await response.json()) as { type: unknown; message: unknown; field?: string };
}

export const records = async (t: TestServer, token: string) =>
  ((await get(t.api, 'user/withdraw/list', {}, token)).body.message as { list: Array<Record<string, unknown>> }).list;
