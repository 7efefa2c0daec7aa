// Locked mining against a real server on a temp SQLite file, time driven by the test clock: the plans
// (term products of kind `lockming`, apart from the AI savings); a lock holds the amount frozen; each
// day's income arrives once from the next day; early redemption pays amount − fee exactly and keeps the
// income; the amount comes back at the end; a coin plan pays in the coin; a server down across due days
// catches up once; every refusal changes nothing; neither product's calls reach the other's orders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { currencyIdOf, EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { QuantOrder, QuantOrdersReply, QuantProduct } from '../../src/contract/quant';
import { post, startServer, type TestServer } from './helpers';
import { freshEmail, fundingOf, okCall, registerEmail } from './support';

const DAY = 86_400_000;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

async function miner(server: TestServer, amount = '5000', code = 'USDT') {
  const me = await registerEmail(server.api, freshEmail('lock'));
  const db = server.server.db;
  const currency = (await currencyIdOf(db, code)) as number;
  await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, currency, amount, 'deposit', 'test'));
  return me;
}
const ok = <T>(server: TestServer, p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') =>
  okCall<T>(server.api, p, form, token, method);
const funding = async (server: TestServer, uid: number, code = 'USDT') =>
  await fundingOf(server.server.db, uid, (await currencyIdOf(server.server.db, code)) as number);
const plans = (server: TestServer) => ok<QuantProduct[]>(server, 'lh/deposit/config', {}, '', 'GET');
const plan = async (server: TestServer, currency: string, days: number) =>
  (await plans(server)).find((p) => p.currency === currency && p.days === days) as QuantProduct;

describe('locked mining', () => {
  it('offers its own plans (not the AI savings products), with their published terms', async () => {
    const list = await plans(t);
    expect(list.map((p) => `${p.currency} ${p.days} ${p.daily_rate} ${p.penalty_rate}`)).toEqual([
      'USDT 7 0.003 0.02',
      'USDT 30 0.004 0.03',
      'USDT 90 0.005 0.05',
      'ETH 30 0.0015 0.03',
    ]);
    const savings = await ok<QuantProduct[]>(t, 'quant/products', {}, '', 'GET');
    expect(savings.map((p) => p.name)).toEqual(['AI Quant 7', 'AI Quant 15', 'AI Quant 30']);
  });

  it('lock 1000 USDT for 30 days: 4 a day from the next day, once; redeem early: 970 back exactly, income kept', async () => {
    const me = await miner(t);
    const p30 = await plan(t, 'USDT', 30);
    const order = await ok<QuantOrder>(t, 'lh/deposit', { config_id: String(p30.id), amount: '1000' }, me.token);
    expect(order).toMatchObject({ status: 'running', amount: '1000', currency: 'USDT', penalty: '30', refund: '970' });
    expect(await funding(t, me.uid)).toEqual({ available: '4000', frozen: '1000' });
    // A minute short of a day (the test clock runs with real time too: a busy machine takes seconds here).
    await t.server.advance(DAY - 60_000);
    expect((await funding(t, me.uid)).available).toBe('4000');
    await t.server.advance(60_000);
    await t.server.advance(DAY);
    expect(await funding(t, me.uid)).toEqual({ available: '4008', frozen: '1000' });
    const list = await ok<QuantOrdersReply>(t, 'lh/deposit/order', { status: 'running' }, me.token, 'GET');
    expect(list.list[0]).toMatchObject({ id: order.id, days_paid: 2, total_income: '8' });
    expect(list.summary).toMatchObject({ invested: '1000', total_income: '8' });
    // The AI savings list does not show it, and its terminate call cannot end it.
    expect((await ok<QuantOrdersReply>(t, 'quant/orders', {}, me.token, 'GET')).total).toBe(0);
    const { body: wrong } = await post(t.api, 'quant/terminate', { id: String(order.id) }, me.token);
    expect(wrong).toMatchObject({ type: 'error', field: 'id' });

    const ended = await ok<QuantOrder>(t, 'lh/deposit/order/cancel', { id: String(order.id) }, me.token);
    expect(ended).toMatchObject({ status: 'terminated', penalty: '30', refund: '970', total_income: '8' });
    expect(await funding(t, me.uid)).toEqual({ available: String(4008 + 970), frozen: '0' });
    await t.server.advance(3 * DAY);
    expect((await funding(t, me.uid)).available).toBe('4978');
    const bill = await t.server.db.$sql.all(
      'SELECT kind, count(*) n FROM journal WHERE ref = ? GROUP BY kind ORDER BY kind',
      `lockming:${order.id}`,
    );
    expect(bill).toEqual([
      { kind: 'freeze', n: 1 },
      { kind: 'lockming_fee', n: 1 },
      { kind: 'lockming_income', n: 2 },
      { kind: 'unfreeze', n: 1 },
    ]);
  });

  it('an ETH plan pays in ETH: at the end the amount comes back with 30 days of income, and the user is told', async () => {
    const me = await miner(t, '2', 'ETH');
    const eth = await plan(t, 'ETH', 30);
    await ok<QuantOrder>(t, 'lh/deposit', { config_id: String(eth.id), amount: '1.23456789' }, me.token);
    expect(await funding(t, me.uid, 'ETH')).toEqual({ available: '0.76543211', frozen: '1.23456789' });
    await t.server.advance(30 * DAY + 1);
    // 1.23456789 × 0.0015 = 0.001851851835 → 0.00185185 a day (rounded down), × 30.
    expect(await funding(t, me.uid, 'ETH')).toEqual({ available: (2 + 30 * 0.00185185).toFixed(7), frozen: '0' });
    const done = await t.server.db.$sql.get('SELECT status, days_paid, total_income FROM quant_orders WHERE user_id = ?', me.uid);
    expect(done).toEqual({ status: 'matured', days_paid: 30, total_income: '0.0555555' });
    const notice = await t.server.db.$sql.get('SELECT kind FROM notifications WHERE user_id = ? ORDER BY id DESC', me.uid);
    expect(notice).toEqual({ kind: 'lockmingMatured' });
  });

  it('refuses below the minimum, above the maximum or the balance, a closed plan, a quant product, someone else’s order — changing nothing', async () => {
    const me = await miner(t, '600');
    const other = await miner(t, '600');
    const p7 = await plan(t, 'USDT', 7);
    const quant = (await ok<QuantProduct[]>(t, 'quant/products', {}, '', 'GET'))[0];
    const state = async () =>
      JSON.stringify([
        await funding(t, me.uid),
        await funding(t, other.uid),
        await t.server.db.$sql.get('SELECT count(*) n FROM quant_orders'),
      ]);
    const snapshot = await state();
    const refuse = async (call: string, form: Record<string, string>, field: string, token = me.token) => {
      const { body } = await post(t.api, call, form, token);
      expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', field });
      expect(await state()).toBe(snapshot);
    };
    await refuse('lh/deposit', { config_id: String(p7.id), amount: '49' }, 'amount');
    await refuse('lh/deposit', { config_id: String(p7.id), amount: '50001' }, 'amount');
    await refuse('lh/deposit', { config_id: String(p7.id), amount: '600.01' }, 'amount');
    await refuse('lh/deposit', { config_id: String(p7.id), amount: '-5' }, 'amount');
    await refuse('lh/deposit', { config_id: String(quant.id), amount: '100' }, 'config_id');
    await refuse('lh/deposit', { config_id: '99999', amount: '100' }, 'config_id');
    await t.server.db.$sql.run('UPDATE quant_products SET active = 0 WHERE id = ?', p7.id);
    await refuse('lh/deposit', { config_id: String(p7.id), amount: '100' }, 'config_id');
    await t.server.db.$sql.run('UPDATE quant_products SET active = 1 WHERE id = ?', p7.id);
    const mine = await ok<QuantOrder>(t, 'lh/deposit', { config_id: String(p7.id), amount: '100' }, me.token);
    const after = await state();
    const { body } = await post(t.api, 'lh/deposit/order/cancel', { id: String(mine.id) }, other.token);
    expect(body).toMatchObject({ type: 'error', field: 'id' });
    expect(await state()).toBe(after);
    await ok(t, 'lh/deposit/order/cancel', { id: String(mine.id) }, me.token);
    const { body: twice } = await post(t.api, 'lh/deposit/order/cancel', { id: String(mine.id) }, me.token);
    expect(twice).toMatchObject({ type: 'error', field: 'id' });
  });

  it('a server down for three days pays the three days once when it starts again, and never again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-lockming-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      const me = await miner(first, '1000');
      const p90 = await plan(first, 'USDT', 90);
      await ok<QuantOrder>(first, 'lh/deposit', { config_id: String(p90.id), amount: '1000' }, me.token);
      await first.stop();
      advanceClock(3 * DAY + 1000);
      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        // 1000 × 0.005 = 5 a day, three days.
        expect(await funding(second, me.uid)).toEqual({ available: '15', frozen: '1000' });
      } finally {
        await second.stop();
      }
      const third = await startServer({ dataDir, market: { autoStart: false } });
      try {
        expect(await funding(third, me.uid)).toEqual({ available: '15', frozen: '1000' });
      } finally {
        await third.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
