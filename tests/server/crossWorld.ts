// The world of the cross-area property test (cross.property.test.ts): one real server in demo mode on a
// real local chain (anvil) read through a node that answers null receipts when told to (lyingRpc), with
// three real accounts (KYC level 1, payment password, USDT in their funding and contract accounts, an
// address in the book, a bank card), a demo account, a real lead trader, and NFT artworks (fixed price
// and auctions) the operator created. Calls with their envelopes, the clock, the prices, and the reads
// the commands' postconditions compare; the model (each artwork's owner) and what every command checks after it.
import type fc from 'fast-check';
import { expect } from 'vitest';
import { EXTERNAL_ID, pocket, transfer } from '../../server/core/ledger';
import { createSession } from '../../server/core/security';
import { profitShare } from '../../src/shared/earn/copytrade';
import { dec } from '../../src/shared/lib/decimal';
import { get, post } from './helpers';
import { balancesSnapshot, expectAudited, negatives } from './ledgerBooks';
import { nftKit } from './nftSupport';
import { demoLogin } from './support';
import { type LyingRpc, lyingRpc } from './withdraw/lyingRpc';
import { mine, onChain, PAY, type Rig, startRig, stopRig, withdrawer } from './withdraw/chain';

export const HOUR = 3_600_000;
export const SHARE_RATE = '0.15';

export interface Person {
  uid: number;
  token: string;
  demo: boolean;
  address?: string;
}

export interface Reply {
  type: unknown;
  message: unknown;
  field?: string;
}

export interface World {
  rig: Rig;
  node: LyingRpc;
  /** Three real accounts and one demo account (the last). */
  people: Person[];
  trader: Person;
  price: { btc: number };
  stop(): Promise<void>;
}

export async function createWorld(): Promise<World> {
  let node: LyingRpc | undefined;
  const rig = await startRig(async (chain) => {
    node = await lyingRpc(chain.rpcUrl);
    return { rpcUrl: node.url };
  });
  const t = rig.t;
  const db = t.server.db;
  const people: Person[] = [];
  for (let i = 0; i < 3; i++) {
    const me = await withdrawer(t, '3000', 1);
    const card = { real_name: 'Ana Souza', bank_name: 'Banco do Brasil', card_number: '6222 0212 3456 7890 123', branch: 'Paulista' };
    expect((await post(t.api, 'user/cash_save', card, me.token)).body).toMatchObject({ type: 'ok' });
    await db.transaction(async () => await transfer(db, EXTERNAL_ID, pocket(me.uid, 'lever'), 1, '2000', 'deposit', 'test'));
    people.push({ uid: me.uid, token: me.token, demo: false, address: me.address });
  }
  const demo = await demoLogin(t.api);
  people.push({ uid: demo.uid, token: demo.token, demo: true });
  const lead = await withdrawer(t, '10', 1);
  await db.transaction(async () => await transfer(db, EXTERNAL_ID, pocket(lead.uid, 'lever'), 1, '20000', 'deposit', 'test'));
  const trader = { uid: lead.uid, token: lead.token, demo: false };
  const w: World = {
    rig,
    node: node as LyingRpc,
    people,
    trader,
    price: { btc: 60000 },
    stop: async () => {
      await stopRig(rig);
      await node?.close();
    },
  };
  await setPrice(w, 60000);
  expect((await admin(w, 'admin/copytrade/trader', { user_id: String(trader.uid), active: '1', share_rate: SHARE_RATE })).type).toBe('ok');
  // The operator's artworks: two at a fixed price, two auctions (their ends are far; resales make short ones).
  const kit = nftKit(() => t);
  await kit.item({ name: 'Fixed one', mode: 'fixed', price: '40' });
  await kit.item({ name: 'Fixed two', mode: 'fixed', price: '7.5' });
  await kit.item({ name: 'Auction one', mode: 'auction', price: '20', min_raise: '1', margin: '2', end_at: String(kit.nowSec() + 3600) });
  await kit.item({ name: 'Auction two', mode: 'auction', price: '5', min_raise: '0.5', margin: '1', end_at: String(kit.nowSec() + 7200) });
  return w;
}

export const dbOf = (w: World) => w.rig.t.server.db;
export const rows = async <T>(w: World, sql: string, ...args: unknown[]) => (await dbOf(w).$sql.all(sql, ...args)) as T[];
export const row = async <T>(w: World, sql: string, ...args: unknown[]) => (await dbOf(w).$sql.get(sql, ...args)) as T | undefined;

/** A user's call (POST unless `GET`), its envelope; logged in again when the clock has ended the session (type 999). */
export async function call(w: World, who: Person, path: string, form: Record<string, string>, method: 'GET' | 'POST' = 'POST') {
  const t = w.rig.t;
  const send = () => (method === 'GET' ? get(t.api, path, form, who.token) : post(t.api, path, form, who.token));
  let { status, body } = await send();
  if (body.type === 999) {
    who.token = await createSession(dbOf(w), who.uid);
    ({ status, body } = await send());
  }
  expect(status, `${path}: ${JSON.stringify(body)}`).toBeLessThan(500);
  expect(body.type === 'ok' || typeof body.message === 'string', JSON.stringify(body)).toBe(true);
  return body as Reply;
}

export async function admin(w: World, path: string, form: Record<string, string>): Promise<Reply> {
  const res = await fetch(`${w.rig.t.api}/${path}`, {
    method: 'POST',
    headers: { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Reply;
}

export const ok = (r: Reply) => r.type === 'ok';
export const payPassword = PAY;

export async function setPrice(w: World, btc: number): Promise<void> {
  w.price.btc = Math.max(1000, btc);
  await w.rig.t.server.use('feed').push('BTCUSDT', String(w.price.btc));
}

/** Moves the server's clock (its scheduler runs what fell due), keeping the BTC price live. */
export async function advance(w: World, ms: number) {
  await w.rig.t.server.advance(ms);
  await setPrice(w, w.price.btc);
}

export const snapshot = async (w: World) => await balancesSnapshot(dbOf(w));
export const nowSec = (w: World) => Math.floor(w.rig.t.server.clock.ms() / 1000);
export const funding = async (w: World, uid: number) =>
  (await row<{ available: string; frozen: string }>(
    w,
    "SELECT available, frozen FROM balances WHERE user_id = ? AND currency_id = 1 AND wallet = 'legal'",
    uid,
  )) ?? { available: '0', frozen: '0' };

export interface NftOrderRow {
  id: number;
  item_id: number;
  listing: number;
  user_id: number;
  seller_id: number;
  kind: string;
  status: string;
  amount: string;
}
export const nftOrders = async (w: World) => await rows<NftOrderRow>(w, 'SELECT * FROM nft_orders ORDER BY id');
export interface ItemRow {
  id: number;
  owner_id: number | null;
  listed: number;
  reserved_order: number | null;
  mode: string;
  price: string;
  listing: number;
  locked: number;
}
export const items = async (w: World) =>
  await rows<ItemRow>(w, 'SELECT id, owner_id, listed, reserved_order, mode, price, listing, locked FROM nft_items ORDER BY id');

/**
 * What holds after every command, whatever it did: the auditor of the books (every area's rules), no
 * balance below zero; each artwork listing paid at most once; each copy's profit share paid at most once
 * and equal to the formula when its copy closed; each withdrawal with at most one debit and one transfer.
 */
export async function invariants(w: World) {
  const db = dbOf(w);
  await expectAudited(db);
  expect(await negatives(db)).toBe(0);
  const paidTwice = await rows(
    w,
    "SELECT item_id, listing FROM nft_orders WHERE status = 'paid' GROUP BY item_id, listing HAVING count(*) > 1",
  );
  expect(paidTwice, 'a listing paid twice').toEqual([]);
  const shares = await rows<{ ref: string; n: number }>(
    w,
    "SELECT ref, count(*) AS n FROM journal WHERE kind = 'copy_profit_share' GROUP BY ref HAVING count(*) > 1",
  );
  expect(shares, 'a profit share paid twice').toEqual([]);
  const copies = await rows<{ order_id: number; profit: string; share_rate: string; share_paid: string; self_held: number }>(
    w,
    `SELECT c.order_id, o.profit, f.share_rate, c.share_paid, c.self_held FROM copy_positions c
     JOIN lever_orders o ON o.id = c.order_id JOIN copy_follows f ON f.id = c.follow_id WHERE c.closed = 1 AND c.self_held = 0`,
  );
  for (const c of copies) expect(c.share_paid, `copy ${c.order_id}`).toBe(profitShare(c.profit, c.share_rate).paid.toFixed());
  const debits = await rows(
    w,
    "SELECT ref, count(*) AS n FROM journal WHERE kind = 'withdraw' AND ref LIKE 'withdraw:%' GROUP BY ref HAVING count(*) > 1",
  );
  expect(debits, 'a withdrawal debited twice').toEqual([]);
  const hashes = await rows(w, 'SELECT tx_hash FROM withdrawals WHERE tx_hash IS NOT NULL GROUP BY tx_hash HAVING count(*) > 1');
  expect(hashes).toEqual([]);
}

/**
 * The end of a run: the node tells the truth, blocks are mined and the sender runs until no withdrawal
 * is under way; then every address holds on chain exactly what its completed withdrawals sent (paid once).
 */
export async function settleWithdrawals(w: World) {
  w.node.tellTruth();
  const sender = w.rig.t.server.use('withdrawals');
  for (let i = 0; i < 8; i++) {
    const open = await row<{ n: number }>(w, "SELECT count(*) AS n FROM withdrawals WHERE status IN ('approved', 'sent')");
    if (!open?.n) break;
    await sender.tick();
    await mine(w.rig.chain, 6);
    await sender.tick();
  }
  expect((await row<{ n: number }>(w, "SELECT count(*) AS n FROM withdrawals WHERE status IN ('approved', 'sent')"))?.n).toBe(0);
  for (const p of w.people.filter((x) => x.address)) {
    const sent = (
      await rows<{ receive: string }>(
        w,
        "SELECT receive FROM withdrawals WHERE user_id = ? AND status = 'completed' AND lower(address) = lower(?)",
        p.uid,
        p.address,
      )
    ).reduce((s, r) => s.plus(r.receive), dec(0));
    expect(dec(await onChain(w.rig.chain, p.address as string)).toFixed(), `on chain at ${p.address}`).toBe(sent.toFixed());
  }
}

/** The operator decides whatever still waits (sales paid or refused in turn, withdrawals refused), then the sender ends its rounds. */
export async function decideAll(w: World) {
  for (const [i, s] of (await rows<{ id: number }>(w, "SELECT id FROM sale_orders WHERE status = 'pending' ORDER BY id")).entries())
    expect((await admin(w, i % 2 ? 'admin/sale/reject' : 'admin/sale/paid', { id: String(s.id), reason: 'End of the run' })).type).toBe(
      'ok',
    );
  for (const r of await rows<{ id: number }>(w, "SELECT id FROM withdrawals WHERE status = 'pending' ORDER BY id"))
    expect((await admin(w, 'admin/withdraw/reject', { id: String(r.id), reason: 'End of the run' })).type).toBe('ok');
  await settleWithdrawals(w);
}

/** What the model expects: each artwork's owner (changed only by an accepted payment), and what was tried. */
export interface Model {
  owners: Map<number, number | null>;
  tried: Map<string, number>;
}
export const modelOf = async (w: World): Promise<Model> => ({
  owners: new Map((await items(w)).map((i) => [i.id, i.owner_id])),
  tried: new Map(),
});
export const count = (m: Model, what: string) => m.tried.set(what, (m.tried.get(what) ?? 0) + 1);

export type Cmd = fc.AsyncCommand<Model, World, false>;
export const realOf = (w: World, u: number) => w.people[u % 3];
export const personOf = (w: World, u: number) => w.people[u % w.people.length];
export const MARKET = { symbol: 'BTCUSDT', order_type: 'market', leverage: '10' };

/** After every command: the books and the model agree. */
export async function after(w: World, m: Model) {
  await invariants(w);
  for (const i of await items(w)) expect(i.owner_id, `owner of artwork ${i.id}`).toBe(m.owners.has(i.id) ? m.owners.get(i.id) : i.owner_id);
  for (const i of await items(w)) if (!m.owners.has(i.id)) m.owners.set(i.id, i.owner_id);
}

/** Runs `step`; when every call in it was refused, no balance moved. */
export async function guarded(w: World, step: () => Promise<Reply[]>): Promise<Reply[]> {
  const before = await snapshot(w);
  const replies = await step();
  if (replies.every((r) => !ok(r))) expect(await snapshot(w), `refused: ${JSON.stringify(replies)}`).toBe(before);
  return replies;
}
