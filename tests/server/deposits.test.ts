// USDT deposits on a real local chain: the watcher credits each transfer once, after 5 confirmations,
// across replays and restarts; transfers to strangers are ignored; reported hashes are completed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit, InAddress, RechargeLogReply } from '../../src/contract/wallet';
import { type DevChain, startDevChain } from '../../server/chain/devchain';
import { translate } from '../../server/core/i18n';
import { ledger } from '../../server/core/schema';
import { depositAddressOf, recordScan, type SeenTransfer } from '../../server/modules/wallet/deposits';
import { chainCursors, deposits as depositRows } from '../../server/modules/wallet/schema';
import { mine as mineBlocks, payUsdt } from './chainSupport';
import { get, post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, registerEmail } from './support';

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
let chain: DevChain;
let t: TestServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-deposits-'));

const chainsOf = (c: DevChain) => [
  { chainId: c.chainId, name: 'Kestrel dev chain', rpcUrl: c.rpcUrl, usdt: c.usdt, explorer: '', confirmations: 5 },
];
const start = () => startServer({ dataDir, chains: chainsOf(chain), depositMnemonic: MNEMONIC, watchMs: 0 });

beforeAll(async () => {
  chain = await startDevChain({ port: 0, blockTime: 0 });
  t = await start();
});
afterAll(async () => {
  await t?.stop();
  await chain?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mine = (blocks: number) => mineBlocks(chain, blocks);
/** Sends `amount` test USDT from test account `from` to `to`; returns the transaction hash once mined. */
const pay = (to: string, amount: string, from = 1) => payUsdt(chain, to, amount, from);

async function depositAddress(token: string): Promise<string> {
  const { body } = await post(t.api, 'wallet/get_in_address', { chain_id: String(chain.chainId) }, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  const [entry] = body.message as InAddress[];
  expect(entry).toMatchObject({ chain_id: 31337, currency: 'USDT', usdt: chain.usdt, confirmations: 5 });
  return entry.address;
}

const deposits = async (token: string) =>
  ((await get(t.api, 'recharge/log', {}, token)).body.message as RechargeLogReply).list as Deposit[];
async function usdt(token: string): Promise<string> {
  const { body } = await post(t.api, 'wallet/detail', { type: 'legal' }, token);
  const rows = body.message as Array<{ code: string; available: string }>;
  return rows.find((r) => r.code === 'USDT')?.available ?? '0';
}
const ledgerRows = (uid: number) => t.server.db.$count(ledger, and(eq(ledger.user_id, uid), eq(ledger.kind, 'deposit')));
/** Forgets how far the chain was scanned: the next scan replays the whole window. */
const resetCursors = async () => await t.server.db.delete(chainCursors).run();

describe('USDT deposits', () => {
  it('lists the configured chains and gives each user one stable deposit address', async () => {
    const chains = await get(t.api, 'wallet/chains');
    expect(chains.body.message).toEqual([
      { chain_id: 31337, name: 'Kestrel dev chain', rpc_url: chain.rpcUrl, usdt: chain.usdt, explorer: '', confirmations: 5 },
    ]);
    const a = await registerEmail(t.api, freshEmail('addr'));
    const b = await registerEmail(t.api, freshEmail('addr'));
    const first = await depositAddress(a.token);
    expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await depositAddress(a.token)).toBe(first);
    expect(await depositAddress(b.token)).not.toBe(first);
    const all = await post(t.api, 'wallet/get_in_address', {}, a.token);
    expect((all.body.message as InAddress[]).map((x) => x.address)).toEqual([first]);
    const unknown = await post(t.api, 'wallet/get_in_address', { chain_id: '1' }, a.token);
    expect(unknown.body).toMatchObject({ type: 'error', field: 'chain_id' });
  });

  it('credits 25 USDT once after 5 confirmations, however often the transfer is seen', async () => {
    const user = await registerEmail(t.api, freshEmail('dep'));
    const address = await depositAddress(user.token);
    // The user's socket hears every change of the deposit.
    const socket = connect(t.url, { path: '/socket.io', transports: ['websocket'] });
    const events: Deposit[] = [];
    socket.on('deposit', (d: Deposit) => events.push(d));
    await new Promise((resolve) => socket.emit('auth', { token: user.token }, resolve));
    const hash = await pay(address, '25');

    await t.server.use('deposits').scan();
    let [row] = await deposits(user.token);
    expect(row).toMatchObject({ tx_hash: hash, amount: '25', currency: 'USDT', status: 'pending', confirmations: 1, credited_at: null });
    expect(row.log_index).toEqual(expect.any(Number));
    expect(await usdt(user.token)).toBe('0');

    await mine(3);
    await t.server.use('deposits').scan();
    [row] = await deposits(user.token);
    expect(row).toMatchObject({ status: 'pending', confirmations: 4 });

    await mine(1);
    await t.server.use('deposits').scan();
    [row] = await deposits(user.token);
    expect(row).toMatchObject({ status: 'approved', confirmations: 5, amount: '25' });
    expect(row.credited_at).toEqual(expect.any(Number));
    expect(await usdt(user.token)).toBe('25');
    await expect.poll(() => events.map((e) => `${e.status}:${e.confirmations}`)).toEqual(['pending:1', 'pending:4', 'approved:5']);
    socket.close();

    // Scanning again, and replaying the whole range (the cursor reset), credits nothing more.
    await mine(2);
    await t.server.use('deposits').scan();
    await resetCursors();
    await t.server.use('deposits').scan();
    expect(await deposits(user.token)).toHaveLength(1);
    expect(await usdt(user.token)).toBe('25');
    expect(await ledgerRows(user.uid)).toBe(1);
  });

  it('ignores a transfer to an address that is no user’s', async () => {
    const before = await t.server.db.$count(depositRows);
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    await pay(stranger, '3');
    await mine(5);
    await t.server.use('deposits').scan();
    expect(await t.server.db.$count(depositRows)).toBe(before);
    expect(await t.server.db.select().from(depositRows).where(eq(depositRows.to_address, stranger.toLowerCase())).get()).toBeUndefined();
  });

  it('completes a hash the app reported early; a hash never seen stays pending', async () => {
    const user = await registerEmail(t.api, freshEmail('report'));
    const address = await depositAddress(user.token);
    const hash = await pay(address, '7.5', 2);
    const reported = await post(t.api, 'wallet/charge_req', { chain_id: '31337', tx_hash: hash }, user.token);
    expect(reported.body, JSON.stringify(reported.body)).toMatchObject({
      type: 'ok',
      message: { tx_hash: hash, log_index: null, amount: '0', status: 'pending', confirmations: 0 },
    });
    const reportedId = (reported.body.message as Deposit).id;
    // Reporting twice keeps one row.
    const twice = await post(
      t.api,
      'wallet/charge_req',
      { chain_id: '31337', tx_hash: hash.toUpperCase().replace('0X', '0x') },
      user.token,
    );
    expect((twice.body.message as Deposit).id).toBe(reportedId);
    const ghost = `0x${'ab'.repeat(32)}`;
    await post(t.api, 'wallet/charge_req', { chain_id: '31337', tx_hash: ghost }, user.token);
    const bad = await post(t.api, 'wallet/charge_req', { chain_id: '31337', tx_hash: '0x1234' }, user.token);
    expect(bad.body).toMatchObject({ type: 'error', field: 'tx_hash', message: translate('en', 'walletErrors.badTxHash') });

    await t.server.use('deposits').scan();
    let list = await deposits(user.token);
    expect(list).toHaveLength(2);
    let seen = list.find((d) => d.id === reportedId);
    expect(seen).toMatchObject({ amount: '7.5', status: 'pending', confirmations: 1, log_index: expect.any(Number) });
    await mine(4);
    await t.server.use('deposits').scan();
    list = await deposits(user.token);
    seen = list.find((d) => d.id === reportedId);
    expect(seen).toMatchObject({ status: 'approved', amount: '7.5' });
    expect(list.find((d) => d.tx_hash === ghost)).toMatchObject({ status: 'pending', amount: '0', log_index: null });
    expect(await usdt(user.token)).toBe('7.5');
  });

  it('refuses deposits for demo accounts', async () => {
    const demo = await demoLogin(t.api);
    const address = await post(t.api, 'wallet/get_in_address', {}, demo.token);
    expect(address.body).toMatchObject({ type: 'error', message: translate('en', 'walletErrors.demoNoDeposit') });
    const charge = await post(t.api, 'wallet/charge_req', { chain_id: '31337', tx_hash: `0x${'cd'.repeat(32)}` }, demo.token);
    expect(charge.body).toMatchObject({ type: 'error', message: translate('en', 'walletErrors.demoNoDeposit') });
  });

  it('credits once across a restart in the middle', async () => {
    const user = await registerEmail(t.api, freshEmail('restart'));
    const address = await depositAddress(user.token);
    await pay(address, '12.345678', 3);
    await t.server.use('deposits').scan();
    expect((await deposits(user.token))[0]).toMatchObject({ status: 'pending', confirmations: 1 });

    await t.stop();
    await mine(4);
    t = await start();
    await t.server.use('deposits').scan();
    expect((await deposits(user.token))[0]).toMatchObject({ status: 'approved', confirmations: 5, amount: '12.345678' });
    expect(await usdt(user.token)).toBe('12.345678');

    await t.stop();
    t = await start();
    await resetCursors();
    await t.server.use('deposits').scan();
    expect(await deposits(user.token)).toHaveLength(1);
    expect(await usdt(user.token)).toBe('12.345678');
    expect(await ledgerRows(user.uid)).toBe(1);
  });
});

describe('recording a scan (no chain needed)', () => {
  // A chain of its own, so these rows and cursors never meet the dev chain's.
  const other = { chainId: 424242, name: 'Recording chain', rpcUrl: '', usdt: `0x${'11'.repeat(20)}`, explorer: '', confirmations: 5 };
  const scan = async (seen: SeenTransfer[], cursor: number, latest: number) =>
    (await recordScan(t.server.db, other, { seen, cursor, latest })).changed;
  const cursorOf = async (chainId: number) =>
    (await t.server.db.select({ last_block: chainCursors.last_block }).from(chainCursors).where(eq(chainCursors.chain_id, chainId)).get())
      ?.last_block;
  const seenBy = async (label: string, amount: string, logIndex: number): Promise<{ token: string; uid: number; seen: SeenTransfer }> => {
    const user = await registerEmail(t.api, freshEmail(label));
    const to = await depositAddressOf(t.server.db, t.server.options, user.uid, other.chainId);
    const txHash = `0x${String(user.uid).padStart(64, '0')}`;
    return { ...user, seen: { txHash, logIndex, blockNumber: 100, from: `0x${'22'.repeat(20)}`, to, userId: user.uid, amount } };
  };

  it('credits a transfer once per (chain, transaction, log index), however often it is recorded', async () => {
    const { token, uid, seen } = await seenBy('record', '4.25', 3);
    const [credited] = await scan([seen], 104, 104);
    expect(credited).toMatchObject({ status: 'approved', confirmations: 5, amount: '4.25', log_index: 3, user_id: uid });
    expect(await cursorOf(other.chainId)).toBe(104);
    // The same transfer again, in a replayed scan and a later one: no second row, no second credit.
    expect(await scan([seen], 104, 104)).toEqual([]);
    expect(await scan([seen, seen], 110, 110)).toEqual([]);
    expect(await t.server.db.$count(depositRows, eq(depositRows.user_id, uid))).toBe(1);
    expect(await ledgerRows(uid)).toBe(1);
    expect(await usdt(token)).toBe('4.25');
    // Another log of the same transaction is another transfer.
    expect(await scan([{ ...seen, logIndex: 4 }], 110, 110)).toMatchObject([{ status: 'approved', log_index: 4 }]);
    expect(await usdt(token)).toBe('8.5');
    // The database itself refuses a second row for a transfer already recorded.
    const [row] = await t.server.db.select().from(depositRows).where(eq(depositRows.user_id, uid)).orderBy(depositRows.id).limit(1).all();
    const { id: _id, ...copy } = row;
    // The database refuses it (SQLite: UNIQUE constraint failed; PostgreSQL: duplicate key … unique constraint).
    await expect(t.server.db.insert(depositRows).values(copy).run()).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/UNIQUE|unique constraint/) },
    });
  });

  it('saves the cursor in the transaction that credits: a failed credit leaves both as they were', async () => {
    const { token, uid, seen } = await seenBy('atomic', 'not-a-number', 0);
    const cursorBefore = await cursorOf(other.chainId);
    await expect(scan([seen], 500, 500)).rejects.toThrow();
    expect(await cursorOf(other.chainId)).toBe(cursorBefore);
    expect(await t.server.db.$count(depositRows, eq(depositRows.user_id, uid))).toBe(0);
    expect(await usdt(token)).toBe('0');
  });
});
