// Shared steps of the copy trading server tests (on the trade tests' server, prices pushed by hand):
// real accounts funded in their contract account, a lead trader flagged by the admin, follows, the
// trader's orders, the copies of an order, and a refusal that must change nothing.
import { expect } from 'vitest';
import { EXTERNAL_ID, pocket, transfer } from '../../server/core/ledger';
import type { Follow } from '../../src/contract/copytrade';
import type { LeverOrder } from '../../src/contract/trade';
import { freshEmail, registerEmail } from './support';
import { db, market, ok, server, type Trader, usdt } from './trade/setup';

export const RATE = '0.1234';
const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };

export async function admin<T>(p: string, form: Record<string, string>): Promise<T> {
  const res = await fetch(`${server().api}/${p}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form) });
  const body = (await res.json()) as { type: string; message: T };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}

/** A real account with `lever` USDT in its contract account (a deposit from outside). */
export async function person(lever = '0'): Promise<Trader> {
  const me = await registerEmail(server().api, freshEmail('copy'));
  if (lever !== '0')
    await db().transaction(async () => await transfer(db(), EXTERNAL_ID, pocket(me.uid, 'lever'), 1, lever, 'deposit', 'test'));
  return { token: me.token, uid: me.uid };
}

/** A real account flagged as a lead trader at `rate`. */
export async function leadTrader(rate = RATE): Promise<Trader> {
  const t = await person('10000');
  await admin('admin/copytrade/trader', { user_id: String(t.uid), active: '1', share_rate: rate });
  return t;
}

export const follow = (who: Trader, trader: Trader, type: 1 | 2, number: string, budget = '1000') =>
  ok<Follow>('follow/follow', { trader_user_id: trader.uid, type, number, budget, agree: '1' }, who);
export const open = (t: Trader, side: 'buy' | 'sell' = 'buy', lots = '1') => ok<LeverOrder>('lever/submit', market(side, lots, 10), t);
export const close = (t: Trader, id: number) => ok<LeverOrder>('lever/close', { id }, t);

export interface CopyOrderRow {
  order_id: number;
  user_id: number;
  lots: string;
  open_price: string;
  margin: string;
  fee: string;
  status: string;
  profit: string;
  opened_at: number;
  close_reason: string | null;
  self_held: number;
  share_paid: string;
  held_profit: string | null;
}
/** The copies of a trader's order, with their contract orders. */
export const copiesOf = async (traderOrderId: number) =>
  (await db().$sql.all(
    'SELECT cp.*, lo.* FROM copy_positions cp JOIN lever_orders lo ON lo.id = cp.order_id WHERE cp.trader_order_id = ? ORDER BY cp.order_id',
    traderOrderId,
  )) as CopyOrderRow[];

/** The profit-share entries of a copy: how many, and what the follower paid in them. */
export const shareEntries = async (copyOrderId: number) =>
  (await db().$sql.get(
    `SELECT count(DISTINCT j.id) AS n, string_agg(l.amount, ' ') AS legs FROM journal j JOIN ledger l ON l.entry_id = j.id
       WHERE j.kind = 'copy_profit_share' AND j.ref = ?`,
    `copy:${copyOrderId}`,
  )) as { n: number; legs: string | null };

export const noticesOf = async (uid: number) =>
  ((await db().$sql.all('SELECT kind FROM notifications WHERE user_id = ? ORDER BY id', uid)) as Array<{ kind: string }>).map(
    (n) => n.kind,
  );
export const lever = async (uid: number) => (await usdt(uid, 'lever')).available;

/** Everything a refusal must leave as it was: balances, the journal, orders, follows, copies, notifications. */
async function snapshot(): Promise<string> {
  const rows = async (q: string) => JSON.stringify(await db().$sql.all(q));
  return [
    await rows('SELECT * FROM balances ORDER BY user_id, currency_id, wallet'),
    await rows('SELECT count(*) FROM ledger'),
    await rows('SELECT * FROM lever_orders ORDER BY id'),
    await rows('SELECT * FROM copy_follows ORDER BY id'),
    await rows('SELECT * FROM copy_positions ORDER BY order_id'),
    await rows('SELECT count(*) FROM notifications'),
  ].join('\n');
}

/** The call is refused at `field` with a translated message, and nothing changes. */
export async function refusedCall(p: string, form: Record<string, string | number>, who: Trader, field: string): Promise<string> {
  const before = await snapshot();
  const res = await fetch(`${server().api}/${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: who.token },
    body: new URLSearchParams(Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]))),
  });
  const body = (await res.json()) as { type: string; field?: string; message: string };
  expect(res.status).toBe(200);
  expect(body.type, JSON.stringify(body)).toBe('error');
  expect(body.field, JSON.stringify(body)).toBe(field);
  expect(body.message).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  expect(await snapshot()).toBe(before);
  return body.message;
}
