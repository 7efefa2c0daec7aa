import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { balanceOf, currencyIdOf, EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { AdminDualProduct, DualDetailReply, DualIndexReply, DualOrder } from '../../src/contract/dual';
import { dualOutcomes } from '../../src/shared/earn/dual';
import { get, post, startServer, type TestServer } from './helpers';
import { adminCli, freshEmail, registerEmail } from './support';

const HOUR = 3_600_000;
const DAY = 86_400_000;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
async function admin<T>(server: TestServer, p: string, form: Record<string, string>, method: 'GET' | 'POST' = 'POST') {
  const qs = new URLSearchParams(form);
  const res =
    method === 'GET'
      ? await fetch(`${server.api}/${p}?${qs}`, { headers: ADMIN })
      : await fetch(`${server.api}/${p}`, { method: 'POST', headers: ADMIN, body: qs });
  return (await res.json()) as { type: string; message: T; field?: string };
}
async function product(server: TestServer, form: Record<string, string>) {
  const body = await admin<AdminDualProduct>(server, 'admin/dual/create', {
    coin: 'BTC',
    type: 'call',
    annual_rate: '0.365',
    start_in: '3600',
    days: '1',
    shares: '100',
    per_user_limit: '10',
    ...form,
  });
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}
async function ok<T>(server: TestServer, p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
  const { body } = method === 'GET' ? await get(server.api, p, form, token) : await post(server.api, p, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}
const ids = async (server: TestServer) => ({
  USDT: (await currencyIdOf(server.server.db, 'USDT')) as number,
  BTC: (await currencyIdOf(server.server.db, 'BTC')) as number,
});
async function investor(server: TestServer, funds: { USDT?: string; BTC?: string }) {
  const me = await registerEmail(server.api, freshEmail('dual'));
  const db = server.server.db;
  for (const [code, amount] of Object.entries(funds))
    await db.transaction(
      async () => await transfer(db, EXTERNAL_ID, me.uid, (await ids(server))[code as 'USDT' | 'BTC'], amount, 'deposit', 'test'),
    );
  return me;
}
const funding = async (server: TestServer, uid: number, code: 'USDT' | 'BTC') => {
  const b = await balanceOf(server.server.db, uid, (await ids(server))[code]);
  return { available: b.available.toFixed(), frozen: b.frozen.toFixed() };
};
const price = (server: TestServer, p: string) => server.server.use('feed').push('BTCUSDT', p);
const order = async (server: TestServer, token: string, id: number) =>
  (await ok<{ list: DualOrder[] }>(server, 'dual/dual_list', {}, token, 'GET')).list.find((o) => o.id === id) as DualOrder;

describe('dual investment', () => {
  it('a call below and above the strike: 0.3 BTC held frozen, then paid in BTC or in USDT exactly', async () => {
    await price(t, '60000');
    const below = await product(t, { strike: '65000' });
    const above = await product(t, { strike: '55000' });
    expect(below).toMatchObject({ status: 'open', remaining: 100, invest_currency: 'BTC', days: 1, closed: false, sold: 0 });
    expect(below.expiry_at - below.start_at).toBe(86_400);
    const a = await investor(t, { BTC: '1' });
    const b = await investor(t, { BTC: '1' });

    const detail = await ok<DualDetailReply>(t, 'dual/detail', { id: String(below.id) }, a.token, 'GET');
    expect(detail).toMatchObject({ price: '60000', share_cost: '0.1', my_shares: 0, available: '1' });
    const bought = await ok<DualOrder>(t, 'dual/buyDual', { id: String(below.id), num: '3' }, a.token);
    // 0.3 × (1 + 0.365 × 1 / 365) = 0.3003 BTC; 0.3 × 65,000 × 1.001 = 19,519.5 USDT.
    expect(bought).toMatchObject({ status: 'waiting', num: 3, invested: '0.3', invest_currency: 'BTC' });
    expect(bought).toMatchObject({ outcome_coin: '0.3003', outcome_usdt: '19519.5' });
    expect(await funding(t, a.uid, 'BTC')).toEqual({ available: '0.7', frozen: '0.3' });
    await ok<DualOrder>(t, 'dual/buyDual', { id: String(above.id), num: '3' }, b.token);
    expect((await ok<DualDetailReply>(t, 'dual/detail', { id: String(below.id) }, a.token, 'GET')).product.remaining).toBe(97);
    expect((await ok<DualDetailReply>(t, 'dual/detail', { id: String(below.id) }, a.token, 'GET')).my_shares).toBe(3);

    // Started: running, no longer cancellable, nothing moved.
    await t.server.advance(HOUR);
    expect((await order(t, a.token, bought.id)).status).toBe('running');
    const { body } = await post(t.api, 'dual/dual_cancle', { id: String(bought.id) }, a.token);
    expect(body).toMatchObject({ type: 'error', field: 'id' });
    expect(await funding(t, a.uid, 'BTC')).toEqual({ available: '0.7', frozen: '0.3' });

    await t.server.advance(DAY);
    const settled = await order(t, a.token, bought.id);
    expect(settled).toMatchObject({ status: 'settled', settlement_price: '60000', payout: '0.3003', payout_currency: 'BTC' });
    expect(await funding(t, a.uid, 'BTC')).toEqual({ available: '1.0003', frozen: '0' });
    // 60,000 ≥ 55,000: 0.3 × 55,000 × 1.001 = 16,516.5 USDT; the BTC went to the house.
    expect(await order(t, b.token, bought.id + 1)).toMatchObject({ payout: '16516.5', payout_currency: 'USDT' });
    expect(await funding(t, b.uid, 'BTC')).toEqual({ available: '0.7', frozen: '0' });
    expect(await funding(t, b.uid, 'USDT')).toEqual({ available: '16516.5', frozen: '0' });
    // Once: asking the clock again pays nothing more.
    await t.server.advance(DAY);
    expect(await funding(t, a.uid, 'BTC')).toEqual({ available: '1.0003', frozen: '0' });
    const notices = await ok<{ list: Array<{ kind: string }> }>(t, 'mailMessage/getList', {}, a.token, 'GET');
    expect(notices.list[0].kind).toBe('dualSettled');
    const kinds = await t.server.db.$sql.all(
      'SELECT kind, count(*) n FROM journal WHERE ref = ? GROUP BY kind ORDER BY kind',
      `dualorder:${bought.id}`,
    );
    expect(kinds).toEqual([
      { kind: 'dual_invest', n: 1 },
      { kind: 'dual_payout', n: 1 },
      { kind: 'freeze', n: 1 },
    ]);
    const listed = await admin<AdminDualProduct[]>(t, 'admin/duals', { status: 'settled' }, 'GET');
    expect(listed.message.find((p) => p.id === below.id)).toMatchObject({ settlement_price: '60000', sold: 3, orders: 1 });
  });

  it('puts above, at and below the strike: the price of 0.1 BTC a share in USDT, paid back in USDT or BTC exactly', async () => {
    await price(t, '60000');
    const strikes = ['58000', '60000', '62000'];
    const products = await Promise.all(strikes.map((strike) => product(t, { type: 'put', strike })));
    const me = await investor(t, { USDT: '20000' });
    const detail = await ok<DualDetailReply>(t, 'dual/detail', { id: String(products[0].id) }, me.token, 'GET');
    expect(detail).toMatchObject({ price: '60000', share_cost: '6000', available: '20000' });
    // The price the user confirmed is used while the live one is within 1 % of it; else refused.
    const { body: moved } = await post(t.api, 'dual/buyDual', { id: String(products[0].id), num: '1', price: '59000' }, me.token);
    expect(moved).toMatchObject({ type: 'error', field: 'num' });
    const orders: DualOrder[] = [];
    for (const p of products) orders.push(await ok<DualOrder>(t, 'dual/buyDual', { id: String(p.id), num: '1', price: '60000' }, me.token));
    expect(orders.map((o) => o.invested)).toEqual(['6000', '6000', '6000']);
    expect(await funding(t, me.uid, 'USDT')).toEqual({ available: '2000', frozen: '18000' });

    await t.server.advance(DAY + HOUR);
    const [above, at, below] = await Promise.all(orders.map((o) => order(t, me.token, o.id)));
    // 60,000 > 58,000: 6,000 × 1.001 = 6,006 USDT.
    expect(above).toMatchObject({ status: 'settled', payout: '6006', payout_currency: 'USDT' });
    // 60,000 ≤ 60,000: 6,000 / 60,000 × 1.001 = 0.1001 BTC; ≤ 62,000: 6,006 / 62,000 = 0.09687096… BTC.
    expect(at).toMatchObject({ payout: '0.1001', payout_currency: 'BTC' });
    expect(below).toMatchObject({ payout: '0.09687096', payout_currency: 'BTC' });
    expect(below.payout).toBe(dualOutcomes('put', '6000', '62000', '0.365', 1).coin.toFixed());
    expect(await funding(t, me.uid, 'USDT')).toEqual({ available: '8006', frozen: '0' });
    expect(await funding(t, me.uid, 'BTC')).toEqual({ available: '0.19697096', frozen: '0' });
  });

  it('a cancel before the start refunds in full and gives the shares back', async () => {
    await price(t, '60000');
    const p = await product(t, { type: 'put', strike: '57000' });
    const me = await investor(t, { USDT: '12345.67' });
    const o = await ok<DualOrder>(t, 'dual/buyDual', { id: String(p.id), num: '2' }, me.token);
    expect(await funding(t, me.uid, 'USDT')).toEqual({ available: '345.67', frozen: '12000' });
    const cancelled = await ok<DualOrder>(t, 'dual/dual_cancle', { id: String(o.id) }, me.token);
    expect(cancelled).toMatchObject({ status: 'cancelled', invested: '12000' });
    expect(await funding(t, me.uid, 'USDT')).toEqual({ available: '12345.67', frozen: '0' });
    expect((await ok<DualDetailReply>(t, 'dual/detail', { id: String(p.id) }, me.token, 'GET')).product.remaining).toBe(100);
    const ended = await ok<{ list: DualOrder[]; total: number }>(t, 'dual/dual_list', { status: 'ended' }, me.token);
    expect(ended.list.map((x) => x.id)).toEqual([o.id]);
    // Nothing is paid for it at expiry.
    await t.server.advance(DAY + 2 * HOUR);
    expect(await funding(t, me.uid, 'USDT')).toEqual({ available: '12345.67', frozen: '0' });
  });

  it('every refusal answers at its field in the user’s language and changes nothing', async () => {
    await price(t, '60000');
    const expired = await product(t, { strike: '70000', start_in: '10' });
    await t.server.advance(DAY + 20_000);
    const p = await product(t, { strike: '70000', shares: '5', per_user_limit: '3' });
    const p2 = await product(t, { strike: '70000' });
    const closed = await product(t, { strike: '70000' });
    expect((await admin<AdminDualProduct>(t, 'admin/dual/close', { id: String(closed.id) })).message).toMatchObject({
      closed: true,
      status: 'closed',
    });
    const started = await product(t, { strike: '70000', start_in: '60' });
    const me = await investor(t, { BTC: '0.25' });
    const other = await investor(t, { BTC: '1' });
    await ok<DualOrder>(t, 'dual/buyDual', { id: String(p.id), num: '3' }, other.token);
    const mine = await ok<DualOrder>(t, 'dual/buyDual', { id: String(p.id), num: '1' }, me.token);
    const gone = await ok<DualOrder>(t, 'dual/buyDual', { id: String(p2.id), num: '1' }, me.token);
    await ok<DualOrder>(t, 'dual/dual_cancle', { id: String(gone.id) }, me.token);
    const startedOrder = await ok<DualOrder>(t, 'dual/buyDual', { id: String(started.id), num: '1' }, other.token);
    await t.server.advance(61_000);

    const db = t.server.db.$sql;
    const state = async () =>
      JSON.stringify([
        await funding(t, me.uid, 'BTC'),
        await funding(t, other.uid, 'BTC'),
        await db.all('SELECT id, status FROM dual_orders ORDER BY id'),
        await db.all('SELECT id, remaining, closed FROM dual_products ORDER BY id'),
        await db.get('SELECT count(*) n FROM journal'),
      ]);
    const snapshot = await state();
    expect(await funding(t, me.uid, 'BTC')).toEqual({ available: '0.15', frozen: '0.1' });
    const refuse = async (p: string, form: Record<string, string>, field: string, token = me.token) => {
      const { status, body } = await post(t.api, p, { lang: 'dt', ...form }, token);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
      expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', field });
      expect(String(body.message)).not.toMatch(/dualErrors|errors\./);
      expect(await state()).toBe(snapshot);
      return String(body.message);
    };
    expect(await refuse('dual/buyDual', { id: String(p.id), num: '2' }, 'num')).toMatch(/1/); // 1 share left of 5
    expect(await refuse('dual/buyDual', { id: String(p.id), num: '1' }, 'num', other.token)).toMatch(/3/); // holds 3, the limit
    await refuse('dual/buyDual', { id: String(p2.id), num: '2' }, 'num'); // 0.2 BTC, 0.15 available
    await refuse('dual/buyDual', { id: String(p2.id), num: '0' }, 'num');
    await refuse('dual/buyDual', { id: String(p2.id), num: '1.5' }, 'num');
    await refuse('dual/buyDual', { id: String(p2.id), num: 'x' }, 'num');
    await refuse('dual/buyDual', { id: '999999', num: '1' }, 'id');
    await refuse('dual/buyDual', { id: String(closed.id), num: '1' }, 'id');
    await refuse('dual/buyDual', { id: String(started.id), num: '1' }, 'id');
    await refuse('dual/buyDual', { id: String(expired.id), num: '1' }, 'id');
    await refuse('dual/dual_cancle', { id: String(startedOrder.id) }, 'id', other.token); // after the start
    await refuse('dual/dual_cancle', { id: String(mine.id) }, 'id', other.token); // someone else's
    await refuse('dual/dual_cancle', { id: String(gone.id) }, 'id'); // cancelled already
    await refuse('dual/dual_cancle', { id: '999999' }, 'id');
    // The admin's refusals: an unknown coin, a start in the past, closing twice.
    for (const form of [{ coin: 'DOGE' }, { start_at: '1000' }, { strike: '-5' }, { days: '0' }] as Record<string, string>[])
      expect(
        (
          await admin(t, 'admin/dual/create', {
            coin: 'BTC',
            type: 'call',
            strike: '1',
            annual_rate: '0.1',
            days: '1',
            shares: '1',
            per_user_limit: '1',
            start_in: '60',
            ...form,
          })
        ).type,
      ).toBe('error');
    expect((await admin(t, 'admin/dual/close', { id: String(closed.id) })).type).toBe('error');
    expect(await state()).toBe(snapshot);
  });

  it('lists the products on offer by coin and type, and the daily series keeps some open', async () => {
    const { BTC } = await ids(t);
    const all = await ok<DualIndexReply>(t, 'dual/index', {}, '', 'GET');
    expect(all.coins.map((c) => c.code)).toEqual(['BTC', 'ETH']);
    const puts = await ok<DualIndexReply>(t, 'dual/index', { currency_id: String(BTC), type: 'put' }, '', 'GET');
    expect(puts.list.length).toBeGreaterThan(0);
    expect(puts.list.every((p) => p.coin === 'BTC' && p.type === 'put' && p.status === 'open')).toBe(true);
    // The series of each day is written once: 2 coins × 2 types × 6 terms.
    const keys = await t.server.db.$sql.all<{ series: string }>('SELECT series FROM dual_products WHERE series IS NOT NULL');
    const perDay = new Map<string, number>();
    for (const { series } of keys) {
      const day = series.split(':').slice(0, 2).join(':');
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(perDay.size).toBeGreaterThan(1);
    for (const n of perDay.values()) expect(n).toBe(24);
    const auto = all.list.find((p) => p.type === 'call' && p.coin === 'BTC') as AdminDualProduct | undefined;
    expect(auto).toBeDefined();
  });

  it('npm run admin -- dual-create, duals, dual-close', async () => {
    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: t.dataDir };
    const cli = (...args: string[]) => adminCli(env)(...args);
    const created = JSON.parse((await cli('dual-create', 'ETH', 'put', '2500', '0.5', '600', '3', '200', '20')).stdout) as AdminDualProduct;
    expect(created).toMatchObject({
      coin: 'ETH',
      type: 'put',
      strike: '2500',
      annual_rate: '0.5',
      days: 3,
      shares: 200,
      per_user_limit: 20,
      status: 'open',
    });
    const open = JSON.parse((await cli('duals', 'open')).stdout) as AdminDualProduct[];
    expect(open.some((p) => p.id === created.id)).toBe(true);
    expect(JSON.parse((await cli('dual-close', String(created.id))).stdout)).toMatchObject({ status: 'closed' });
  });
});

describe('dual investment across a restart', () => {
  it('a server down over the expiry settles once when it starts again, and never again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-dual-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      // A strike no price reaches: paid in BTC whatever the price at expiry.
      const p = await product(first, { strike: '100000000', start_in: '60', days: '2', annual_rate: '0.73' });
      const me = await investor(first, { BTC: '1' });
      await ok<DualOrder>(first, 'dual/buyDual', { id: String(p.id), num: '5' }, me.token);
      expect(await funding(first, me.uid, 'BTC')).toEqual({ available: '0.5', frozen: '0.5' });
      await first.stop();

      advanceClock(3 * DAY);
      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        // 0.5 × (1 + 0.73 × 2 / 365) = 0.502 BTC.
        expect(await funding(second, me.uid, 'BTC')).toEqual({ available: '1.002', frozen: '0' });
        await second.server.advance(1);
        const [o] = (await ok<{ list: DualOrder[] }>(second, 'dual/dual_list', {}, me.token, 'GET')).list;
        expect(o).toMatchObject({ status: 'settled', payout: '0.502', payout_currency: 'BTC' });
      } finally {
        await second.stop();
      }
      const third = await startServer({ dataDir, market: { autoStart: false } });
      try {
        expect(await funding(third, me.uid, 'BTC')).toEqual({ available: '1.002', frozen: '0' });
        const n = (await third.server.db.$sql.get("SELECT count(*) n FROM journal WHERE kind = 'dual_payout'")) as { n: number };
        expect(n.n).toBe(1);
      } finally {
        await third.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
