// OTC rules against a real server: virtual and real money never meet (a real account never sees nor takes
// a seeded demo merchant's advert, so it can never receive USDT from one — in demo mode and, with no
// merchants at all, in production mode; a demo account takes only theirs); the cap on unpaid orders one
// person holds (an operator setting, said in otc/info); an advert shows what it offers, never its owner's
// balance; every refusal changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/otc.json';
import { createSession } from '../../server/core/security';
import { users } from '../../server/core/schema';
import { createUser } from '../../server/core/users';
import type { OtcAdsReply, OtcAdvert, OtcInfoReply, OtcOrder } from '../../src/contract/otc';
import { get, post, startServer, type TestServer } from './helpers';
import { otcClient, SEC } from './otcSupport';

let t: TestServer;
let c: ReturnType<typeof otcClient>;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
  c = otcClient(t);
});
afterAll(() => t?.stop());

const sellAd = { side: 'sell', fiat: 'USD', price: '1', min_amount: '10', max_amount: '50000', methods: 'bank', pay_details: 'Acct 9' };

describe('OTC: demo and real money never meet', () => {
  it('a fresh real account sees no demo merchant and can take none of their adverts: it never receives their USDT', async () => {
    for (const kyc of [1, 2]) {
      const me = await c.trader(kyc, kyc === 2 ? '500' : '0');
      for (const side of ['buy', 'sell'] as const) {
        const seen = await c.ok<OtcAdsReply>('otc/ads', { side }, me.token, 'GET');
        expect(seen.list.filter((a) => a.merchant.auto)).toEqual([]);
        const guest = await get(t.api, 'otc/ads', { side });
        expect((guest.body.message as OtcAdsReply).list.filter((a) => a.merchant.auto)).toEqual([]);
      }
      const ads = await c.seededAds();
      expect(ads.length).toBe(8);
      for (const ad of ads) {
        const form = { ad_id: ad.id, amount: '100', ...(ad.side === 'buy' ? { pay_details: 'My bank' } : {}) };
        const body = await c.refuse('otc/order', form, me.token, 'ad_id');
        expect(body.message).toBe(en.otcErrors.realOnly);
      }
      expect(await c.funding(me.uid)).toEqual({ available: kyc === 2 ? '500' : '0', frozen: '0' });
    }
  });

  it('a demo account sees only the demo merchants and cannot take a real user’s advert', async () => {
    const owner = await c.trader(2, '1000');
    const real = await c.ok<OtcAdvert>('otc/ad', sellAd, owner.token);
    const me = await c.demo();
    const seen = await c.ok<OtcAdsReply>('otc/ads', { side: 'buy', limit: '50' }, me.token, 'GET');
    expect(seen.list.length).toBeGreaterThan(0);
    expect(seen.list.every((a) => a.merchant.auto)).toBe(true);
    expect(seen.list.map((a) => a.id)).not.toContain(real.id);
    // …while a guest and a real account see the real advert.
    const guest = (await get(t.api, 'otc/ads', { side: 'buy', fiat: 'USD' })).body.message as OtcAdsReply;
    expect(guest.list.map((a) => a.id)).toContain(real.id);
    const body = await c.refuse('otc/order', { ad_id: String(real.id), amount: '100' }, me.token, 'ad_id');
    expect(body.message).toBe(en.otcErrors.demoOnly);
    await c.refuse('otc/ad', sellAd, me.token, 'side');
    expect(await c.funding(owner.uid)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('OTC: what an advert shows', () => {
  it('a sell advert offers its maximum capped by the owner’s balance, never the whole balance; otc/info shows only the caller’s own', async () => {
    const owner = await c.trader(2, '1000');
    const small = await c.ok<OtcAdvert>('otc/ad', { ...sellAd, fiat: 'GBP', max_amount: '400' }, owner.token);
    const large = await c.ok<OtcAdvert>('otc/ad', { ...sellAd, fiat: 'GBP', max_amount: '5000' }, owner.token);
    const bid = await c.ok<OtcAdvert>('otc/ad', { ...sellAd, side: 'buy', fiat: 'GBP', pay_details: '' }, owner.token);
    expect([small.available, large.available, bid.available]).toEqual(['400', '1000', null]);
    const stranger = await c.trader(1);
    const seen = await c.ok<OtcAdsReply>('otc/ads', { side: 'buy', fiat: 'GBP' }, stranger.token, 'GET');
    expect(Object.fromEntries(seen.list.map((a) => [a.id, a.available]))).toEqual({ [small.id]: '400', [large.id]: '1000' });
    // An order takes its amount: the large advert now offers what is left.
    await c.ok<OtcOrder>('otc/order', { ad_id: String(large.id), amount: '700' }, stranger.token);
    const after = await c.ok<OtcAdsReply>('otc/ads', { side: 'buy', fiat: 'GBP' }, stranger.token, 'GET');
    expect(Object.fromEntries(after.list.map((a) => [a.id, a.available]))).toEqual({ [small.id]: '300', [large.id]: '300' });
    const body = await c.refuse('otc/order', { ad_id: String(small.id), amount: '300.01' }, stranger.token, 'amount');
    expect(body.message).toBe(en.otcErrors.sellerBalance.replace('{{balance}}', '300'));
    const info = await c.ok<OtcInfoReply>('otc/info', {}, stranger.token, 'GET');
    expect(info.available).toBe('0');
    for (const id of [small.id, large.id, bid.id]) await c.ok('otc/ad/close', { id: String(id) }, owner.token);
  });
});

describe('OTC: the cap on unpaid orders', () => {
  it('at most otc_max_open_orders unpaid orders placed at once, said in otc/info; the operator changes it (checked)', async () => {
    const owner = await c.trader(2, '10000');
    const ad = await c.ok<OtcAdvert>('otc/ad', { ...sellAd, fiat: 'EUR' }, owner.token);
    const me = await c.trader(1);
    const place = () => c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '10' }, me.token);
    const orders = [await place(), await place(), await place()];
    expect(await c.ok<OtcInfoReply>('otc/info', {}, me.token, 'GET')).toMatchObject({ open_orders: 3, params: { max_open_orders: 3 } });
    // Orders others placed on the owner's advert are not the owner's to count.
    expect((await c.ok<OtcInfoReply>('otc/info', {}, owner.token, 'GET')).open_orders).toBe(0);
    const refused = await c.refuse('otc/order', { ad_id: String(ad.id), amount: '10' }, me.token, 'amount');
    expect(refused.message).toBe(en.otcErrors.tooManyOrders_other.replace('{{max, number}}', '3'));
    // A paid order no longer holds a place; nor does a cancelled one.
    await c.ok('otc/order/paid', { id: String(orders[0].id) }, me.token);
    const fourth = await place();
    await c.refuse('otc/order', { ad_id: String(ad.id), amount: '10' }, me.token, 'amount');
    await c.ok('otc/order/cancel', { id: String(fourth.id) }, me.token);
    await place();

    for (const bad of ['0', '-1', 'x', '101', '2.5']) {
      const before = await c.state();
      expect((await c.admin('admin/setting', { key: 'otc_max_open_orders', value: bad })).type).toBe('error');
      expect(await c.state()).toBe(before);
    }
    await c.cli('setting', 'otc_max_open_orders', '5');
    expect((await c.ok<OtcInfoReply>('otc/info', {}, me.token, 'GET')).params.max_open_orders).toBe(5);
    await place();
    await place();
    const five = await c.refuse('otc/order', { ad_id: String(ad.id), amount: '10' }, me.token, 'amount');
    expect(five.message).toBe(en.otcErrors.tooManyOrders_other.replace('{{max, number}}', '5'));
    await c.cli('setting', 'otc_max_open_orders', '3');
    await c.ok('otc/ad/close', { id: String(ad.id) }, owner.token);
  });
});

describe('OTC refusals', () => {
  it('refuses level 0 (998), above the KYC limit, below the minimum, above the maximum, above the seller’s balance, someone else’s order, marking paid after cancel — changing nothing', async () => {
    const owner = await c.trader(2, '100000');
    const ad = await c.ok<OtcAdvert>('otc/ad', sellAd, owner.token);
    const bid = await c.ok<OtcAdvert>('otc/ad', { ...sellAd, side: 'buy', pay_details: '' }, owner.token);
    const me = await c.trader(1, '100');
    const other = await c.trader(1);
    const l2 = await c.trader(2);
    const unverified = await c.trader(0);
    const verify = await c.refuse('otc/order', { ad_id: String(ad.id), amount: '100' }, unverified.token, null);
    expect(String(verify.message)).toMatch(/verif/i);
    expect((await c.refuse('otc/order', { ad_id: String(ad.id), amount: '2000.01' }, me.token, 'amount')).message).toContain('2000');
    await c.refuse('otc/order', { ad_id: String(ad.id), amount: '9.99' }, me.token, 'amount');
    await c.refuse('otc/order', { ad_id: String(ad.id), amount: '50000.01' }, l2.token, 'amount');
    await c.refuse('otc/order', { ad_id: String(ad.id), amount: '10.001' }, me.token, 'amount');
    const broke = await c.refuse('otc/order', { ad_id: String(bid.id), amount: '100.01', pay_details: 'x' }, me.token, 'amount');
    expect(broke.message).toBe(en.otcErrors.balance.replace('{{balance}}', '100'));
    await c.refuse('otc/order', { ad_id: String(bid.id), amount: '50' }, me.token, 'pay_details');
    await c.refuse('otc/order', { ad_id: '99999', amount: '50' }, me.token, 'ad_id');
    await c.refuse('otc/order', { ad_id: String(ad.id), amount: '50' }, owner.token, 'ad_id');
    const adForm = { side: 'buy', fiat: 'USD', price: '1', min_amount: '1', max_amount: '5', methods: 'bank' };
    await c.refuse('otc/ad', { ...adForm, side: 'sell', pay_details: 'x' }, me.token, 'side');
    await c.refuse('otc/ad', { ...adForm, min_amount: '9' }, l2.token, 'min_amount');
    await c.refuse('otc/ad', { ...adForm, methods: 'cash' }, l2.token, 'methods');
    await c.refuse('otc/ad', { ...adForm, fiat: 'XXX' }, l2.token, 'fiat');

    const o = await c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '2000' }, me.token);
    await c.refuse('otc/order/paid', { id: String(o.id) }, other.token, 'id');
    await c.refuse('otc/order/cancel', { id: String(o.id) }, other.token, 'id');
    await c.refuse('otc/order/release', { id: String(o.id) }, me.token, 'id');
    await c.refuse('otc/order/dispute', { id: String(o.id), reason: 'x' }, me.token, 'id');
    await c.refuse('otc/ad/close', { id: String(ad.id) }, me.token, 'id');
    const cancelled = await c.ok<OtcOrder>('otc/order/cancel', { id: String(o.id) }, me.token);
    expect(cancelled.status).toBe('cancelled');
    await c.refuse('otc/order/paid', { id: String(o.id) }, me.token, 'id');
    await c.refuse('otc/order/cancel', { id: String(o.id) }, me.token, 'id');
    expect(await c.ok('otc/orders', {}, other.token, 'GET')).toMatchObject({ total: 0, list: [] });
  });
});

describe('OTC: requests that arrive together (on PostgreSQL they run at once)', () => {
  it('one of several releases, cancels or decisions of an order wins, the others are refused and move nothing; places and adverts at once keep their caps', async () => {
    const owner = await c.trader(2, '10000');
    const ad = await c.ok<OtcAdvert>('otc/ad', { ...sellAd, fiat: 'BRL' }, owner.token);
    const buyer = await c.trader(1);
    const place = (who: { token: string }) => post(t.api, 'otc/order', { ad_id: String(ad.id), amount: '100' }, who.token);
    const [a, b, x] = await Promise.all([place(buyer), place(buyer), place(buyer)]).then((r) =>
      r.map((o) => (o.body.message as OtcOrder).id),
    );
    for (const id of [a, b]) await c.ok('otc/order/paid', { id: String(id) }, buyer.token);
    /** Each call at once: exactly one is accepted, the others refused at the order. */
    const together = async (calls: Array<() => Promise<{ body: { type: unknown; field?: string } }>>) => {
      const bodies = (await Promise.all(calls.map((call) => call()))).map((r) => r.body);
      expect(
        bodies.filter((r) => r.type === 'ok'),
        JSON.stringify(bodies),
      ).toHaveLength(1);
      for (const r of bodies.filter((r) => r.type !== 'ok')) expect(r).toMatchObject({ type: 'error', field: 'id' });
    };
    const times = (n: number, call: () => Promise<{ body: { type: unknown; field?: string } }>) => Array.from({ length: n }, () => call);
    await together(times(4, () => post(t.api, 'otc/order/release', { id: String(a) }, owner.token)));
    await together(times(4, () => post(t.api, 'otc/order/cancel', { id: String(x) }, buyer.token)));
    expect(await c.funding(buyer.uid)).toEqual({ available: '100', frozen: '0' });
    expect(await c.funding(owner.uid)).toEqual({ available: '9800', frozen: '100' });
    // A dispute, then the seller's release and the admin's two decisions at once.
    await t.server.advance(901 * SEC);
    await c.ok('otc/order/dispute', { id: String(b), reason: 'Paid, not released' }, buyer.token);
    const decide = (outcome: string) => async () => ({
      body: await c.admin('admin/otc/decide', { id: String(b), outcome, reason: 'Checked' }),
    });
    await together([() => post(t.api, 'otc/order/release', { id: String(b) }, owner.token), decide('release'), decide('refund')]);
    const { status } = await c.orderOf(b, buyer.token);
    expect(await c.funding(buyer.uid)).toEqual({ available: status === 'released' ? '200' : '100', frozen: '0' });
    expect(await c.funding(owner.uid)).toEqual({ available: status === 'released' ? '9800' : '9900', frozen: '0' });
    // One taker's places at once: no more unpaid orders than the cap (3).
    const taker = await c.trader(1);
    const placed = (await Promise.all(Array.from({ length: 6 }, () => place(taker)))).map((r) => r.body);
    expect(placed.filter((r) => r.type === 'ok')).toHaveLength(3);
    for (const r of placed.filter((r) => r.type !== 'ok')) expect(r).toMatchObject({ type: 'error', field: 'amount' });
    expect((await c.ok<OtcInfoReply>('otc/info', {}, taker.token, 'GET')).open_orders).toBe(3);
    await c.ok('otc/ad/close', { id: String(ad.id) }, owner.token);
    // One person's adverts posted at once: no more open than the cap (10).
    const poster = await c.trader(2);
    const posted = (
      await Promise.all(Array.from({ length: 12 }, () => post(t.api, 'otc/ad', { ...sellAd, fiat: 'BRL' }, poster.token)))
    ).map((r) => r.body);
    expect(posted.filter((r) => r.type === 'ok')).toHaveLength(10);
    for (const r of posted.filter((r) => r.type !== 'ok')) expect(r).toMatchObject({ type: 'error', field: 'side' });
    for (const r of posted.filter((r) => r.type === 'ok'))
      await c.ok('otc/ad/close', { id: String((r.message as OtcAdvert).id) }, poster.token);
  });
});

describe('OTC in production mode', () => {
  it('seeds no merchant, no advert, no float: otc/ads is empty and a fresh real account gets no USDT', async () => {
    const prod = await startServer({ mode: 'production', h5Demo: false, market: { autoStart: false } });
    try {
      const db = prod.server.db;
      const count = async (sql: string) => ((await db.$sql.get(sql)) as { n: number }).n;
      expect(await count('SELECT count(*) AS n FROM otc_merchants')).toBe(0);
      expect(await count('SELECT count(*) AS n FROM otc_ads')).toBe(0);
      expect(await count("SELECT count(*) AS n FROM journal WHERE kind = 'otc_float'")).toBe(0);
      expect(await count("SELECT count(*) AS n FROM users WHERE nickname IN ('Aurora OTC', 'Baltic Desk', 'Rio Câmbio')")).toBe(0);
      const me = await db.transaction(
        async () => await createUser(db, { email: 'fresh@example.com', password_hash: null, account_type: 'real' }),
      );
      await db.update(users).set({ kyc_level: 2, kyc_status: 2 }).where(eq(users.id, me.id)).run();
      const token = await createSession(db, me.id);
      for (const who of ['', token])
        for (const side of ['buy', 'sell']) {
          const { body } = await get(prod.api, 'otc/ads', { side }, who);
          expect(body.message).toMatchObject({ list: [], total: 0 });
        }
      const info = (await get(prod.api, 'otc/info', {}, token)).body.message as OtcInfoReply;
      expect(info).toMatchObject({ demo: false, limit: '1000000', available: '0', open_orders: 0, params: { max_open_orders: 3 } });
      const prodClient = otcClient(prod);
      for (const id of ['1', '2', '3', '8']) await prodClient.refuse('otc/order', { ad_id: id, amount: '100' }, token, 'ad_id');
      expect(await prodClient.funding(me.id)).toEqual({ available: '0', frozen: '0' });
    } finally {
      await prod.stop();
    }
  });
});
