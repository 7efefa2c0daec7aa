// AI quant savings orders against a real server on a temp SQLite file, time driven by the test clock:
// a purchase holds the amount frozen; each day's income arrives once, from the day after; a server
// down for three days pays those three days once when it starts again; early termination pays the
// refund exactly and keeps the income; the principal comes back at maturity; every refusal changes
// nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { balanceOf, EXTERNAL_ID, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import type { QuantOrder, QuantOrdersReply, QuantProduct } from '../../src/contract/quant';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, registerEmail } from './support';

const USDT = 1;
const DAY = 86_400_000;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

async function saver(server: TestServer, usdt = '5000', kyc = 1) {
  const me = await registerEmail(server.api, freshEmail('quant'));
  const db = server.server.db;
  await db
    .update(users)
    .set({ kyc_level: kyc, kyc_status: kyc ? 2 : 0 })
    .where(eq(users.id, me.uid))
    .run();
  await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, USDT, usdt, 'deposit', 'test'));
  return me;
}
async function ok<T>(server: TestServer, p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
  const { body } = method === 'GET' ? await get(server.api, p, form, token) : await post(server.api, p, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}
const funding = async (server: TestServer, uid: number) => {
  const b = await balanceOf(server.server.db, uid, USDT);
  return { available: b.available.toFixed(), frozen: b.frozen.toFixed() };
};
const product = async (server: TestServer, days: number) =>
  (await ok<QuantProduct[]>(server, 'quant/products', {}, '', 'GET')).find((p) => p.days === days) as QuantProduct;

describe('quant savings orders', () => {
  it('buy 1000 of the 7-day product: held frozen; 6 a day from the next day, once; terminate: refund 950 exactly, income kept', async () => {
    const me = await saver(t);
    const p7 = await product(t, 7);
    const order = await ok<QuantOrder>(t, 'quant/buy', { product_id: String(p7.id), amount: '1000' }, me.token);
    expect(order).toMatchObject({ status: 'running', amount: '1000', days_paid: 0, today_income: '0', total_income: '0' });
    expect(order).toMatchObject({ penalty: '50', refund: '950' });
    expect(order.maturity_at - order.created_at).toBe(7 * 86_400);
    expect(await funding(t, me.uid)).toEqual({ available: '4000', frozen: '1000' });

    // Nothing on the purchase day (a minute before the day is up: the test clock runs on with the wall
    // clock, and a loaded machine took more than a second between the purchase and this step).
    await t.server.advance(DAY - 60_000);
    expect((await funding(t, me.uid)).available).toBe('4000');
    // The day after: 1000 × 0.006 = 6, once, even when the clock is asked again.
    await t.server.advance(60_000);
    await t.server.advance(1);
    expect(await funding(t, me.uid)).toEqual({ available: '4006', frozen: '1000' });
    let list = await ok<QuantOrdersReply>(t, 'quant/orders', { status: 'running' }, me.token, 'GET');
    expect(list.list[0]).toMatchObject({ id: order.id, days_paid: 1, total_income: '6' });
    await t.server.advance(DAY);
    list = await ok<QuantOrdersReply>(t, 'quant/orders', {}, me.token, 'GET');
    expect(list.list[0]).toMatchObject({ days_paid: 2, total_income: '12', today_income: expect.stringMatching(/^(0|6)$/) });
    expect(list.summary).toMatchObject({ invested: '1000', total_income: '12' });

    const ended = await ok<QuantOrder>(t, 'quant/terminate', { id: String(order.id) }, me.token);
    expect(ended).toMatchObject({ status: 'terminated', penalty: '50', refund: '950', total_income: '12' });
    expect(await funding(t, me.uid)).toEqual({ available: String(4012 + 950), frozen: '0' });
    // No more income after it ended.
    await t.server.advance(3 * DAY);
    expect((await funding(t, me.uid)).available).toBe('4962');
    expect((await ok<QuantOrdersReply>(t, 'quant/orders', { status: 'ended' }, me.token, 'GET')).total).toBe(1);
  });

  it('at maturity the principal comes back with the last day’s income, and the user is told', async () => {
    const me = await saver(t);
    const p7 = await product(t, 7);
    await ok<QuantOrder>(t, 'quant/buy', { product_id: String(p7.id), amount: '333.33' }, me.token);
    await t.server.advance(7 * DAY + 1);
    // 333.33 × 0.006 = 1.99998 a day, × 7.
    expect(await funding(t, me.uid)).toEqual({ available: (5000 + 7 * 1.99998).toFixed(5), frozen: '0' });
    const [done] = (await ok<QuantOrdersReply>(t, 'quant/orders', { status: 'ended' }, me.token, 'GET')).list;
    expect(done).toMatchObject({ status: 'matured', days_paid: 7, total_income: '13.99986', penalty: null, refund: null });
    const notices = await ok<{ list: Array<{ kind: string }> }>(t, 'mailMessage/getList', {}, me.token, 'GET');
    expect(notices.list[0].kind).toBe('quantMatured');
  });

  it('refuses below the minimum, above the maximum or the balance, too many running, without KYC (998), changing nothing', async () => {
    const me = await saver(t, '600');
    const p7 = await product(t, 7);
    const state = async () => JSON.stringify([await funding(t, me.uid), await t.server.db.$sql.get('SELECT count(*) n FROM quant_orders')]);
    const snapshot = await state();
    const refuse = async (form: Record<string, string>, field: string | null, token = me.token) => {
      const { body } = await post(t.api, 'quant/buy', form, token);
      expect(body.type === 998 || body.type === 'error', JSON.stringify(body)).toBe(true);
      if (field) expect(body.field).toBe(field);
      expect(await state()).toBe(snapshot);
      return body;
    };
    await refuse({ product_id: String(p7.id), amount: '99' }, 'amount');
    await refuse({ product_id: String(p7.id), amount: '20001' }, 'amount');
    await refuse({ product_id: String(p7.id), amount: '601' }, 'amount');
    await refuse({ product_id: String(p7.id), amount: '100.001' }, 'amount');
    await refuse({ product_id: '9999', amount: '100' }, 'product_id');
    const unverified = await saver(t, '600', 0);
    const body = await refuse({ product_id: String(p7.id), amount: '100' }, null, unverified.token);
    expect(body.type).toBe(998);
    // Three running at most.
    for (let i = 0; i < 3; i++) await ok(t, 'quant/buy', { product_id: String(p7.id), amount: '100' }, me.token);
    const { body: fourth } = await post(t.api, 'quant/buy', { product_id: String(p7.id), amount: '100' }, me.token);
    expect(fourth).toMatchObject({ type: 'error', field: 'product_id' });
    expect(await funding(t, me.uid)).toEqual({ available: '300', frozen: '300' });
    // Someone else's order cannot be ended.
    const mine = (await ok<QuantOrdersReply>(t, 'quant/orders', {}, me.token, 'GET')).list[0];
    const { body: other } = await post(t.api, 'quant/terminate', { id: String(mine.id) }, unverified.token);
    expect(other).toMatchObject({ type: 'error', field: 'id' });
  });
});

describe('quant savings across a restart', () => {
  it('a server down for three days pays the three days once when it starts again, and never again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-quant-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      const me = await saver(first, '1000');
      const p15 = await product(first, 15);
      await ok<QuantOrder>(first, 'quant/buy', { product_id: String(p15.id), amount: '1000' }, me.token);
      await first.stop();

      advanceClock(3 * DAY + 1000);
      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        // 1000 × 0.008 = 8 a day, three days.
        expect(await funding(second, me.uid)).toEqual({ available: '24', frozen: '1000' });
        await second.server.advance(1);
        const [order] = (await ok<QuantOrdersReply>(second, 'quant/orders', {}, me.token, 'GET')).list;
        expect(order).toMatchObject({ days_paid: 3, total_income: '24' });
      } finally {
        await second.stop();
      }
      const third = await startServer({ dataDir, market: { autoStart: false } });
      try {
        expect(await funding(third, me.uid)).toEqual({ available: '24', frozen: '1000' });
      } finally {
        await third.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
