// OTC against a real server (demo mode) on a temp SQLite file, time driven by the test clock: a demo
// account buys from a seeded demo merchant (escrow → paid → the merchant releases by itself) and sells
// to one (it marks paid by itself), its money staying on the demo side; a real user's advert taken by
// another real user (the owner releases); expiry returning the escrow (also across downtime, once);
// disputes decided both ways by the admin (API and CLI). The rules that keep demo and real money apart,
// the cap on unpaid orders, what an advert shows and every refusal: otc.rules.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDatabase } from '../../server/app';
import { advanceClock } from '../../server/core/clock';
import { DEMO_POOL_ID, HOUSE_SEED } from '../../server/core/ledger';
import type { OtcAdsReply, OtcAdvert, OtcInfoReply, OtcOrder, OtcOrdersReply } from '../../src/contract/otc';
import { Decimal } from '../../src/shared/lib/decimal';
import { post, startServer, type TestServer } from './helpers';
import { MIN, otcClient, SEC } from './otcSupport';

let t: TestServer;
let c: ReturnType<typeof otcClient>;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
  c = otcClient(t);
});
afterAll(() => t?.stop());

const plus = (a: string, b: string | number) => new Decimal(a).plus(b).toFixed();
/** USDT held on the demo side (the demo pool and every demo account, every wallet): always the pool's seed. */
const demoSide = async () =>
  (
    (await t.server.db.$sql.get(
      `SELECT string_agg(b.available || ' ' || b.frozen, ' ') AS s FROM balances b JOIN users u ON u.id = b.user_id
         WHERE b.currency_id = 1 AND (u.account_type = 'demo' OR u.id = ?)`,
      DEMO_POOL_ID,
    )) as { s: string }
  ).s
    .split(' ')
    .reduce((a, x) => a.plus(x), new Decimal(0))
    .toFixed();
const released = async (merchant: number) =>
  (
    (await t.server.db.$sql.get("SELECT count(*) AS n FROM otc_orders WHERE merchant_id = ? AND status = 'released'", merchant)) as {
      n: number;
    }
  ).n;

describe('OTC', () => {
  it('a demo account sees the demo merchants with a record from their orders alone; info gives its limit and the cap', async () => {
    const me = await c.demo();
    const buyAds = await c.ok<OtcAdsReply>('otc/ads', { side: 'buy', fiat: 'USD' }, me.token, 'GET');
    expect(buyAds.list[0]).toMatchObject({ side: 'sell', fiat: 'USD', price: '1.01', min_amount: '10', max_amount: '50000' });
    // No invented past: nothing ended yet, so no completion rate; what the advert offers, not the merchant's float.
    expect(buyAds.list[0].merchant).toMatchObject({ name: 'Aurora OTC', auto: true, completed: 0, rate: null });
    expect(buyAds.list[0].available).toBe('50000');
    const pix = await c.ok<OtcAdsReply>('otc/ads', { side: 'buy', method: 'pix' }, me.token, 'GET');
    expect(pix.list.map((a) => a.fiat)).toEqual(['BRL']);
    const info = await c.ok<OtcInfoReply>('otc/info', {}, me.token, 'GET');
    expect(info).toMatchObject({ demo: true, limit: '2000', open_orders: 0, available: '10000' });
    expect(info.params).toEqual({
      pay_sec: 900,
      dispute_sec: 900,
      auto_sec: 15,
      limit_l1: '2000',
      limit_l2: '1000000',
      max_open_orders: 3,
    });
    const real = await c.trader(1);
    expect(await c.ok<OtcInfoReply>('otc/info', {}, real.token, 'GET')).toMatchObject({
      demo: false,
      kyc_level: 1,
      limit: '2000',
      open_orders: 0,
    });
    expect(info.fiats).toContain('EUR');
  });

  it('a demo account buys 100 USDT from a demo merchant: escrow → paid → released by the merchant; the money stays on the demo side', async () => {
    const sideBefore = await demoSide();
    const me = await c.demo();
    const ad = await c.merchantAdvert('buy', 'USD', me.token);
    const merchant = ad.merchant.uid;
    const before = await c.funding(merchant);
    const placed = await c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '100' }, me.token);
    expect(placed).toMatchObject({
      side: 'buy',
      status: 'unpaid',
      amount: '100',
      total: '101',
      fiat: 'USD',
      counterparty: 'Aurora OTC',
      demo: true,
    });
    expect(placed.pay_details).toContain('Aurora OTC Ltd');
    expect(placed.pay_due_at).toBe(placed.created_at + 900);
    expect((await c.funding(merchant)).frozen).toBe(plus(before.frozen, 100));
    const paid = await c.ok<OtcOrder>('otc/order/paid', { id: String(placed.id) }, me.token);
    expect(paid.status).toBe('paid');
    expect(paid.auto_at).toBe((paid.paid_at ?? 0) + 15);
    expect(paid.dispute_at).toBe((paid.paid_at ?? 0) + 900);
    await t.server.advance(16 * SEC);
    expect((await c.orderOf(placed.id, me.token)).status).toBe('released');
    expect(await c.funding(me.uid)).toEqual({ available: '10100', frozen: '0' });
    expect(await c.funding(merchant)).toEqual({ available: plus(before.available, -100), frozen: before.frozen });
    const legs = (await t.server.db.$sql.all(
      "SELECT entry_id, user_id, bucket, amount FROM ledger WHERE kind = 'otc' AND ref = ? ORDER BY amount",
      `otc:${placed.id}`,
    )) as Array<{ entry_id: number; user_id: number; bucket: string; amount: string }>;
    expect(legs.map((l) => [l.user_id, l.bucket, l.amount])).toEqual([
      [merchant, 'frozen', '-100'],
      [me.uid, 'available', '100'],
    ]);
    expect(legs[0].entry_id).toBe(legs[1].entry_id);
    const mine = await c.ok<OtcOrdersReply>('otc/orders', { open: '0' }, me.token, 'GET');
    expect(mine.list[0]).toMatchObject({ id: placed.id, status: 'released' });
    // Virtual money stays virtual: the demo side still holds the pool's seed, and the auditor agrees.
    expect(await demoSide()).toBe(sideBefore);
    expect(sideBefore).toBe(HOUSE_SEED);
    const audit = await auditDatabase(t.server.db);
    expect(audit.results.find((r) => r.name === 'core: virtual money stays on the demo side')?.held).toBe(true);
    expect(audit.results.filter((r) => r.name.startsWith('otc:') && !r.held)).toEqual([]);
    // The merchant's published record is its orders': the one just released counts.
    const after = await c.merchantAdvert('buy', 'USD', me.token);
    expect(after.merchant).toMatchObject({ completed: await released(merchant) });
    expect(await released(merchant)).toBeGreaterThanOrEqual(1);
  });

  it('a level-2 user posts a sell advert; another buys; the owner releases; releasing twice is refused', async () => {
    const owner = await c.trader(2, '1000');
    const buyer = await c.trader(1);
    const ad = await c.ok<OtcAdvert>(
      'otc/ad',
      {
        side: 'sell',
        fiat: 'EUR',
        price: '0.95',
        min_amount: '20',
        max_amount: '500',
        methods: 'sepa,wise',
        pay_details: 'IBAN DE89 3704',
      },
      owner.token,
    );
    expect(ad).toMatchObject({
      mine: true,
      methods: ['sepa', 'wise'],
      available: '500',
      merchant: { auto: false, completed: 0, rate: null },
    });
    expect((await c.ok<OtcAdvert[]>('otc/ads/mine', {}, owner.token, 'GET')).map((a) => a.id)).toContain(ad.id);
    const o = await c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '33.33' }, buyer.token);
    expect(o).toMatchObject({ total: '31.67', pay_details: 'IBAN DE89 3704', auto_at: null, demo: false });
    expect(await c.funding(owner.uid)).toEqual({ available: '966.67', frozen: '33.33' });
    await c.ok<OtcOrder>('otc/order/paid', { id: String(o.id) }, buyer.token);
    const done = await c.ok<OtcOrder>('otc/order/release', { id: String(o.id) }, owner.token);
    expect(done).toMatchObject({ status: 'released', side: 'sell' });
    expect(await c.funding(owner.uid)).toEqual({ available: '966.67', frozen: '0' });
    expect(await c.funding(buyer.uid)).toEqual({ available: '33.33', frozen: '0' });
    await c.refuse('otc/order/release', { id: String(o.id) }, owner.token, 'id');
    expect(await c.funding(buyer.uid)).toEqual({ available: '33.33', frozen: '0' });
    const listed = await c.ok<OtcAdsReply>('otc/ads', { side: 'buy', fiat: 'EUR' }, buyer.token, 'GET');
    expect(listed.list.find((a) => a.id === ad.id)?.merchant).toMatchObject({ completed: 1, rate: '1' });
    const closed = await c.ok<OtcAdvert>('otc/ad/close', { id: String(ad.id) }, owner.token);
    expect(closed.active).toBe(false);
  });

  it('a demo account sells 200 USDT to a demo merchant: its USDT in escrow, the merchant marks paid by itself, it releases', async () => {
    const me = await c.demo();
    const ad = await c.merchantAdvert('sell', 'USD', me.token);
    const merchant = ad.merchant.uid;
    const before = await c.funding(merchant);
    const placed = await c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '200', pay_details: 'My bank 1234' }, me.token);
    expect(placed).toMatchObject({ side: 'sell', total: '198', status: 'unpaid', pay_details: 'My bank 1234', demo: true });
    expect(await c.funding(me.uid)).toEqual({ available: '9800', frozen: '200' });
    await t.server.advance(16 * SEC);
    expect((await c.orderOf(placed.id, me.token)).status).toBe('paid');
    await c.ok<OtcOrder>('otc/order/release', { id: String(placed.id) }, me.token);
    expect(await c.funding(me.uid)).toEqual({ available: '9800', frozen: '0' });
    expect((await c.funding(merchant)).available).toBe(plus(before.available, 200));
    expect(await demoSide()).toBe(HOUSE_SEED);
  });

  it('an unpaid order expires at 15 minutes and returns the escrow, once', async () => {
    const me = await c.demo();
    const ad = await c.merchantAdvert('buy', 'EUR', me.token);
    const merchant = ad.merchant.uid;
    const before = await c.funding(merchant);
    const placed = await c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '50' }, me.token);
    await t.server.advance(14 * MIN);
    expect((await c.orderOf(placed.id, me.token)).status).toBe('unpaid');
    await t.server.advance(MIN + SEC);
    expect((await c.orderOf(placed.id, me.token)).status).toBe('expired');
    expect(await c.funding(merchant)).toEqual(before);
    await c.refuse('otc/order/paid', { id: String(placed.id) }, me.token, 'id');
    expect(await c.funding(merchant)).toEqual(before);
  });

  it('disputes: the buyer opens one after 15 minutes without release; the admin releases (API) or refunds (CLI) with a reason', async () => {
    const seller = await c.trader(2, '1000');
    const buyer = await c.trader(1);
    const ad = await c.ok<OtcAdvert>(
      'otc/ad',
      { side: 'sell', fiat: 'USD', price: '1', min_amount: '10', max_amount: '1000', methods: 'bank', pay_details: 'Acct 1' },
      seller.token,
    );
    const a = await c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '100' }, buyer.token);
    const b = await c.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '200' }, buyer.token);
    await c.ok<OtcOrder>('otc/order/paid', { id: String(a.id) }, buyer.token);
    await c.ok<OtcOrder>('otc/order/paid', { id: String(b.id) }, buyer.token);
    await c.refuse('otc/order/dispute', { id: String(a.id), reason: 'Paid, not released' }, buyer.token, 'id');
    await t.server.advance(15 * MIN + SEC);
    // Paid orders do not expire.
    expect((await c.orderOf(a.id, buyer.token)).status).toBe('paid');
    const disputed = await c.ok<OtcOrder>('otc/order/dispute', { id: String(a.id), reason: 'Paid, not released' }, buyer.token);
    expect(disputed).toMatchObject({ status: 'disputed', dispute_by: 'buyer', dispute_reason: 'Paid, not released' });
    await c.ok<OtcOrder>('otc/order/dispute', { id: String(b.id), reason: 'No money arrived' }, seller.token);
    expect(await c.funding(seller.uid)).toEqual({ available: '700', frozen: '300' });

    const decided = await c.admin<OtcOrder>('admin/otc/decide', { id: String(a.id), outcome: 'release', reason: 'Bank proof shown' });
    expect(decided.message).toMatchObject({ status: 'released', decision_reason: 'Bank proof shown' });
    expect(await c.funding(buyer.uid)).toEqual({ available: '100', frozen: '0' });

    const open = JSON.parse((await c.cli('otc-orders', 'disputed')).stdout) as Array<OtcOrder & { seller_id: number }>;
    expect(open.find((o) => o.id === b.id)).toMatchObject({ seller_id: seller.uid, dispute_by: 'seller' });
    const refunded = JSON.parse((await c.cli('otc-decide', String(b.id), 'refund', 'No', 'payment', 'found')).stdout);
    expect(refunded).toMatchObject({ status: 'refunded', decision_reason: 'No payment found' });
    expect(await c.funding(seller.uid)).toEqual({ available: '900', frozen: '0' });
    expect(await c.funding(buyer.uid)).toEqual({ available: '100', frozen: '0' });
    expect((await c.orderOf(b.id, buyer.token)).decision_reason).toBe('No payment found');
    const before = await c.state();
    expect((await c.admin('admin/otc/decide', { id: String(b.id), outcome: 'release', reason: 'x' })).field).toBe('id');
    expect(await c.state()).toBe(before);
  });

  it('the game URL: only http(s) is accepted by the admin setting; getSetting reads it', async () => {
    expect(await c.ok('getSetting', { keyword: 'game_url' }, '', 'GET')).toEqual({ keyword: 'game_url', value: '' });
    expect((await c.admin('admin/setting', { key: 'game_url', value: 'javascript:alert(1)' })).type).toBe('error');
    expect((await c.admin('admin/setting', { key: 'game_url', value: 'https://games.example.com/play' })).type).toBe('ok');
    expect(await c.ok('getSetting', { keyword: 'game_url' }, '', 'GET')).toEqual({
      keyword: 'game_url',
      value: 'https://games.example.com/play',
    });
    const secret = await post(t.api, 'getSetting', { keyword: 'transfer_fee' });
    expect(secret.body.type).toBe('error');
    await c.admin('admin/setting', { key: 'game_url', value: '' });
  });
});

describe('OTC across a restart', () => {
  it('an unpaid order due while the server is down is expired once when it starts again, and never again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-otc-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      const one = otcClient(first);
      const me = await one.demo();
      const ad = await one.merchantAdvert('buy', 'BRL', me.token);
      const merchant = ad.merchant.uid;
      const before = await one.funding(merchant);
      const placed = await one.ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '80' }, me.token);
      expect((await one.funding(merchant)).frozen).toBe(plus(before.frozen, 80));
      await first.stop();

      advanceClock(20 * MIN);
      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        const two = otcClient(second);
        expect(await two.funding(merchant)).toEqual(before);
        const o = (await two.ok<OtcOrdersReply>('otc/orders', {}, me.token, 'GET')).list[0];
        expect(o).toMatchObject({ id: placed.id, status: 'expired' });
        // A restart seeds no second set of merchants.
        expect(((await second.server.db.$sql.get('SELECT count(*) AS n FROM otc_merchants')) as { n: number }).n).toBe(3);
      } finally {
        await second.stop();
      }
      const third = await startServer({ dataDir, market: { autoStart: false } });
      try {
        expect(await otcClient(third).funding(merchant)).toEqual(before);
        const unfreezes = (await third.server.db.$sql.get(
          "SELECT count(*) AS n FROM journal WHERE kind = 'unfreeze' AND ref = ?",
          `otc:${placed.id}`,
        )) as { n: number };
        expect(unfreezes.n).toBe(1);
      } finally {
        await third.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
