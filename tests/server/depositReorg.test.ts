import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deposit, InAddress, RechargeLogReply, ReorgedDeposit } from '../../src/contract/wallet';
import { type DevChain, devChain, startDevChain, USDT_DECIMALS, usdtAbi } from '../../server/chain/devchain';
import { ledger } from '../../server/core/schema';
import { chainCursor, depositAddressOf, recordScan, type ScanRecord, type SeenTransfer } from '../../server/modules/wallet/deposits';
import { checkpoints, KEPT_BLOCKS, saveCheckpoint } from '../../server/modules/wallet/reorg';
import { get, post, startServer, type TestServer } from './helpers';
import { adminCli, freshEmail, registerEmail } from './support';

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
/** The chain's port: a free one at the first start, the same one when it starts afresh. */
let port = 0;
let chain: DevChain;
let t: TestServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-reorg-'));
const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});

const start = () =>
  startServer({
    dataDir,
    chains: [{ chainId: chain.chainId, name: 'Kestrel dev chain', rpcUrl: chain.rpcUrl, usdt: chain.usdt, explorer: '', confirmations: 5 }],
    depositMnemonic: MNEMONIC,
    watchMs: 0,
    log: true,
    market: { autoStart: false },
  });

beforeAll(async () => {
  chain = await startDevChain({ port, blockTime: 0 });
  port = Number(new URL(chain.rpcUrl).port);
  t = await start();
});
afterAll(async () => {
  await t?.stop();
  await chain?.stop();
  warnings.mockRestore();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}
const mine = (blocks: number) => rpc('anvil_mine', [`0x${blocks.toString(16)}`]);
const height = async () => Number(await rpc<Hex>('eth_blockNumber'));
const scan = () => t.server.use('deposits').scan();

/** A signed USDT transfer from test account `from` (sent later, and again after a revert). */
async function signedTransfer(to: string, amount: string, from: number): Promise<Hex> {
  const wallet = createWalletClient({
    chain: devChain(chain.rpcUrl),
    account: privateKeyToAccount(chain.accounts[from].privateKey),
    transport: http(chain.rpcUrl),
  });
  const data = encodeFunctionData({ abi: usdtAbi, functionName: 'transfer', args: [to as Address, parseUnits(amount, USDT_DECIMALS)] });
  return wallet.signTransaction(await wallet.prepareTransactionRequest({ to: chain.usdt, data }));
}
/** Sends a signed transaction; returns its hash once mined. */
async function send(raw: Hex): Promise<Hex> {
  const client = createPublicClient({ chain: devChain(chain.rpcUrl), transport: http(chain.rpcUrl) });
  const hash = await client.sendRawTransaction({ serializedTransaction: raw });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}

async function depositor(label: string) {
  const user = await registerEmail(t.api, freshEmail(label));
  const { body } = await post(t.api, 'wallet/get_in_address', { chain_id: String(chain.chainId) }, user.token);
  return { ...user, address: (body.message as InAddress[])[0].address };
}
const deposits = async (token: string) =>
  ((await get(t.api, 'recharge/log', {}, token)).body.message as RechargeLogReply).list as Deposit[];
async function usdt(token: string): Promise<string> {
  const { body } = await post(t.api, 'wallet/detail', { type: 'legal' }, token);
  return (body.message as Array<{ code: string; available: string }>).find((r) => r.code === 'USDT')?.available ?? '0';
}
const credits = (uid: number) => t.server.db.$count(ledger, and(eq(ledger.user_id, uid), eq(ledger.kind, 'deposit')));
async function reorged(state?: 'missing' | 'restored'): Promise<ReorgedDeposit[]> {
  const response = await fetch(`${t.api}/admin/deposits/reorged${state ? `?state=${state}` : ''}`, {
    headers: { 'x-admin-token': 'test-admin-token' },
  });
  const body = (await response.json()) as { type: string; message: ReorgedDeposit[] };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}
const warned = (text: string) => warnings.mock.calls.some(([line]) => String(line).includes(text));

describe('a chain that lost scanned blocks', () => {
  it('reports a credited deposit a reorganisation removed, keeps the balance, and closes the report when the transfer is back', async () => {
    const user = await depositor('reorg');
    await scan();
    const snapshot = await rpc<Hex>('evm_snapshot');
    const raw = await signedTransfer(user.address, '10', 3);
    const hash = await send(raw);
    await mine(4);
    await scan();
    const [credited] = await deposits(user.token);
    expect(credited).toMatchObject({ tx_hash: hash, status: 'approved', confirmations: 5, amount: '10' });
    const cursor = (await chainCursor(t.server.db, chain.chainId)) ?? -1;

    // The blocks from the snapshot on are replaced by as many empty ones, and more.
    await rpc('evm_revert', [snapshot]);
    await mine(8);
    expect(await height()).toBeGreaterThan(cursor);
    await scan();
    expect(warned(`the chain no longer has block ${cursor} as scanned`)).toBe(true);
    expect(warned(`credited deposit ${credited.id} (10 USDT to user ${user.uid}, tx ${hash}) left the chain`)).toBe(true);
    // Nothing taken back, nothing credited twice: the admin decides.
    expect(await deposits(user.token)).toEqual([expect.objectContaining({ id: credited.id, status: 'approved', amount: '10' })]);
    expect(await usdt(user.token)).toBe('10');
    expect(await credits(user.uid)).toBe(1);
    const missing = (await reorged('missing')).find((r) => r.deposit_id === credited.id);
    expect(missing).toMatchObject({
      user_id: user.uid,
      chain_id: 31337,
      tx_hash: hash,
      amount: '10',
      block_number: expect.any(Number),
      state: 'missing',
      restored_at: null,
    });
    expect(missing?.reorged_at).toEqual(expect.any(Number));
    // The cursor is back on the chain as it is now: its hash is the chain's.
    const [newest] = await checkpoints(t.server.db, chain.chainId, Number.MAX_SAFE_INTEGER);
    expect(newest.number).toBe(await height());
    expect(newest.hash).toBe((await rpc<{ hash: string }>('eth_getBlockByNumber', ['latest', false])).hash);

    // The admin command line lists it.
    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: t.dataDir };
    const cli = JSON.parse((await adminCli(env)('reorged', 'missing')).stdout) as ReorgedDeposit[];
    expect(cli.map((r) => r.deposit_id)).toContain(credited.id);

    // The same transaction mined again: the report is closed, still one credit.
    expect(await send(raw)).toBe(hash);
    await mine(5);
    await scan();
    expect((await reorged('missing')).some((r) => r.deposit_id === credited.id)).toBe(false);
    expect((await reorged('restored')).find((r) => r.deposit_id === credited.id)).toMatchObject({ state: 'restored' });
    expect(warned(`missing deposit ${credited.id} (tx ${hash}) is on the chain again`)).toBe(true);
    expect(await deposits(user.token)).toEqual([expect.objectContaining({ id: credited.id, status: 'approved', amount: '10' })]);
    expect(await usdt(user.token)).toBe('10');
    expect(await credits(user.uid)).toBe(1);
  });

  it('never credits a waiting deposit whose block was reverted', async () => {
    const user = await depositor('waiting');
    await scan();
    const snapshot = await rpc<Hex>('evm_snapshot');
    const hash = await send(await signedTransfer(user.address, '5', 4));
    await mine(1);
    await scan();
    expect((await deposits(user.token))[0]).toMatchObject({ tx_hash: hash, status: 'pending', confirmations: 2, amount: '5' });

    await rpc('evm_revert', [snapshot]);
    await mine(3);
    await scan();
    // Back to "not seen on chain": no log index, no block, no confirmations.
    const [row] = await deposits(user.token);
    expect(row).toMatchObject({ tx_hash: hash, status: 'pending', confirmations: 0, log_index: null, credited_at: null });
    await mine(10);
    await scan();
    expect((await deposits(user.token))[0]).toMatchObject({ status: 'pending', confirmations: 0 });
    expect(await usdt(user.token)).toBe('0');
    expect(await credits(user.uid)).toBe(0);
    expect((await reorged()).some((r) => r.deposit_id === row.id)).toBe(false);
  });

  it('after a restart of the dev chain (shorter than the cursor) credits new deposits, and none twice', async () => {
    const user = await depositor('restart');
    const first = await send(await signedTransfer(user.address, '25', 5));
    await mine(20);
    await scan();
    expect((await deposits(user.token))[0]).toMatchObject({ tx_hash: first, status: 'approved' });
    const cursor = (await chainCursor(t.server.db, chain.chainId)) ?? -1;

    // `npm start` again: a fresh dev chain (same token address) and the server on the same data.
    await t.stop();
    await chain.stop();
    const usdtBefore = chain.usdt;
    chain = await startDevChain({ port, blockTime: 0 });
    expect(chain.usdt).toBe(usdtBefore);
    t = await start();
    expect(await height()).toBeLessThan(cursor);

    const second = await send(await signedTransfer(user.address, '7.5', 6));
    await mine(4);
    await scan();
    expect(await chainCursor(t.server.db, chain.chainId)).toBe(await height());
    const list = await deposits(user.token);
    expect(list).toEqual([
      expect.objectContaining({ tx_hash: second, status: 'approved', amount: '7.5', confirmations: 5 }),
      expect.objectContaining({ tx_hash: first, status: 'approved', amount: '25' }),
    ]);
    expect(await usdt(user.token)).toBe('32.5');
    expect(await credits(user.uid)).toBe(2);
    // The first transfer is not on the fresh chain: reported, not taken back.
    expect((await reorged('missing')).find((r) => r.tx_hash === first)).toMatchObject({ user_id: user.uid, amount: '25' });

    // Scanning on changes nothing.
    await mine(3);
    await scan();
    await scan();
    expect(await usdt(user.token)).toBe('32.5');
    expect(await credits(user.uid)).toBe(2);
  });
});

describe('recording a rewind (no chain needed)', () => {
  const other = { chainId: 515151, name: 'Rewind chain', rpcUrl: '', usdt: `0x${'33'.repeat(20)}`, explorer: '', confirmations: 5 };
  const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
  const record = async (scan: Omit<ScanRecord, 'hash'>) => await recordScan(t.server.db, other, { ...scan, hash: hashOf(scan.cursor) });

  it('finds a credited transfer again by its content at another log index, and resets a waiting one', async () => {
    const user = await registerEmail(t.api, freshEmail('rewind'));
    const to = await depositAddressOf(t.server.db, t.server.options, user.uid, other.chainId);
    const base = { txHash: `0x${'ab'.repeat(32)}`, from: `0x${'44'.repeat(20)}`, to, userId: user.uid };
    const a: SeenTransfer = { ...base, logIndex: 3, blockNumber: 100, amount: '4' };
    const b: SeenTransfer = { ...base, logIndex: 4, blockNumber: 100, amount: '6' };
    const waiting: SeenTransfer = { ...base, txHash: `0x${'cd'.repeat(32)}`, logIndex: 0, blockNumber: 104, amount: '1' };
    const first = (await record({ seen: [a, b, waiting], cursor: 104, latest: 104 })).changed;
    expect(first.map((d) => d.status)).toEqual(['approved', 'approved', 'pending']);
    const [rowA, rowB, rowWaiting] = first;

    // Blocks 100 on are gone: both credits reported, the waiting one back to not seen, the hashes above 99 forgotten.
    const rewound = await record({ seen: [], cursor: 99, latest: 99, rewindTo: 99 });
    expect(rewound.missing.map((r) => r.deposit_id).sort()).toEqual([rowA.id, rowB.id].sort());
    expect(rewound.changed).toEqual([
      expect.objectContaining({ id: rowWaiting.id, log_index: null, block_number: null, confirmations: 0 }),
    ]);
    expect((await checkpoints(t.server.db, other.chainId, 1000)).map((c) => c.number)).toEqual([99]);
    // Rewinding again over the same blocks opens no second report.
    expect((await record({ seen: [], cursor: 99, latest: 99, rewindTo: 98 })).missing).toEqual([]);

    // The transaction mined again in block 101 with its logs at other indexes (b now holds a's old one).
    const back = await record({
      seen: [
        { ...b, logIndex: 3, blockNumber: 101 },
        { ...a, logIndex: 4, blockNumber: 101 },
      ],
      cursor: 105,
      latest: 105,
    });
    expect(back.restored.map((r) => r.deposit_id).sort()).toEqual([rowA.id, rowB.id].sort());
    expect(back.changed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: rowA.id, log_index: 4, block_number: 101, amount: '4', status: 'approved' }),
        expect.objectContaining({ id: rowB.id, log_index: 3, block_number: 101, amount: '6', status: 'approved' }),
      ]),
    );
    expect((await record({ seen: [], cursor: 120, latest: 120 })).changed).toEqual([]);
    expect(await usdt(user.token)).toBe('10');
    expect(await credits(user.uid)).toBe(2);
    expect((await reorged('missing')).some((r) => r.chain_id === other.chainId)).toBe(false);
    expect((await reorged('restored')).filter((r) => r.chain_id === other.chainId)).toHaveLength(2);
  });

  it('keeps the newest 64 block hashes, and none above the cursor', async () => {
    const db = t.server.db;
    for (let n = 1000; n < 1100; n += 1) await saveCheckpoint(db, other.chainId, n, hashOf(n));
    let kept = await checkpoints(db, other.chainId, Number.MAX_SAFE_INTEGER);
    expect(kept).toHaveLength(KEPT_BLOCKS);
    expect(kept[0]).toEqual({ number: 1099, hash: hashOf(1099) });
    await saveCheckpoint(db, other.chainId, 1050, hashOf(1050));
    kept = await checkpoints(db, other.chainId, Number.MAX_SAFE_INTEGER);
    expect(kept.map((c) => c.number)).toEqual(Array.from({ length: 1050 - 1036 + 1 }, (_, i) => 1050 - i));
  });
});
