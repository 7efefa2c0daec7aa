// OTC against a real server on a temp SQLite file, time driven by the test clock: buying from a seeded
// merchant (escrow → paid → the merchant releases by itself) and from a user's advert (the user
// releases), selling to a merchant (it marks paid by itself), expiry returning the escrow (also across
// downtime, once), disputes decided both ways by the admin (API and CLI), and every refusal changing nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { balanceOf, EXTERNAL_ID, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import type { OtcAdsReply, OtcAdvert, OtcInfoReply, OtcOrder, OtcOrdersReply } from '../../src/contract/otc';
import { get, post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, registerEmail } from './support';

const USDT = 1;
const SEC = 1000;
const MIN = 60 * SEC;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
async function admin<T>(srv: TestServer, p: string, form: Record<string, string>): Promise<T> {
  const res = await fetch(`${srv.api}/${p}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form) });
  const body = (await res.json()) as { type: string; message: T };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}
async function ok<T>(p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST', srv = t) {
  const { body } = method === 'GET' ? await get(srv.api, p, form, token) : await post(srv.api, p, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}
async function trader(kyc = 1, usdt = '0', srv = t) {
  const me = await registerEmail(srv.api, freshEmail('otc'));
  srv.server.db
    .update(users)
    .set({ kyc_level: kyc, kyc_status: kyc ? 2 : 0 })
    .where(eq(users.id, me.uid))
    .run();
  if (usdt !== '0') srv.server.db.transaction(() => transfer(srv.server.db, EXTERNAL_ID, me.uid, USDT, usdt, 'deposit', 'test'));
  return me;
}
const funding = (uid: number, srv = t) => {
  const b = balanceOf(srv.server.db, uid, USDT);
  return { available: b.available.toFixed(), frozen: b.frozen.toFixed() };
};
async function advert(want: 'buy' | 'sell', fiat: string, srv = t): Promise<OtcAdvert> {
  const ads = await ok<OtcAdsReply>('otc/ads', { side: want, fiat }, '', 'GET', srv);
  const ad = ads.list.find((a) => a.merchant.auto);
  if (!ad) throw new Error(`no seeded ${fiat} advert`);
  return ad;
}
const orderOf = (id: number, token: string) => ok<OtcOrder>('otc/order/detail', { id: String(id) }, token, 'GET');

describe('OTC', () => {
  it('lists seeded adverts with the merchant record; info gives the KYC limit', async () => {
    const buyAds = await ok<OtcAdsReply>('otc/ads', { side: 'buy', fiat: 'USD' }, '', 'GET');
    expect(buyAds.list[0]).toMatchObject({ side: 'sell', fiat: 'USD', price: '1.01', min_amount: '10', max_amount: '50000' });
    expect(buyAds.list[0].merchant).toMatchObject({ name: 'Aurora OTC', auto: true, completed: 1271, rate: '0.9898' });
    expect(buyAds.list[0].available).toBe('2000000');
    const pix = await ok<OtcAdsReply>('otc/ads', { side: 'buy', method: 'pix' }, '', 'GET');
    expect(pix.list.map((a) => a.fiat)).toEqual(['BRL']);
    const me = await trader(1);
    const info = await ok<OtcInfoReply>('otc/info', {}, me.token, 'GET');
    expect(info).toMatchObject({ kyc_level: 1, limit: '2000', params: { pay_sec: 900, dispute_sec: 900, auto_sec: 15 } });
    expect(info.fiats).toContain('EUR');
  });

  it('buy 100 USDT from a seeded merchant: escrow → paid → released by the merchant → balances exact, both legs in one entry', async () => {
    const me = await trader(1);
    const ad = await advert('buy', 'USD');
    const merchant = ad.merchant.uid;
    const before = funding(merchant);
    const placed = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '100' }, me.token);
    expect(placed).toMatchObject({ side: 'buy', status: 'unpaid', amount: '100', total: '101', fiat: 'USD', counterparty: 'Aurora OTC' });
    expect(placed.pay_details).toContain('Aurora OTC Ltd');
    expect(placed.pay_due_at).toBe(placed.created_at + 900);
    expect(funding(merchant).frozen).toBe('100');
    const paid = await ok<OtcOrder>('otc/order/paid', { id: String(placed.id) }, me.token);
    expect(paid.status).toBe('paid');
    expect(paid.auto_at).toBe((paid.paid_at ?? 0) + 15);
    expect(paid.dispute_at).toBe((paid.paid_at ?? 0) + 900);
    t.server.advance(16 * SEC);
    expect((await orderOf(placed.id, me.token)).status).toBe('released');
    expect(funding(me.uid)).toEqual({ available: '100', frozen: '0' });
    expect(funding(merchant)).toEqual({ available: String(Number(before.available) - 100), frozen: before.frozen });
    const legs = t.server.db.$client
      .prepare("SELECT entry_id, user_id, bucket, amount FROM ledger WHERE kind = 'otc' AND ref = ? ORDER BY amount")
      .all(`otc:${placed.id}`) as Array<{ entry_id: number; user_id: number; bucket: string; amount: string }>;
    expect(legs.map((l) => [l.user_id, l.bucket, l.amount])).toEqual([
      [merchant, 'frozen', '-100'],
      [me.uid, 'available', '100'],
    ]);
    expect(legs[0].entry_id).toBe(legs[1].entry_id);
    const mine = await ok<OtcOrdersReply>('otc/orders', { open: '0' }, me.token, 'GET');
    expect(mine.list[0]).toMatchObject({ id: placed.id, status: 'released' });
  });

  it('a level-2 user posts a sell advert; another buys; the owner releases; releasing twice is refused', async () => {
    const owner = await trader(2, '1000');
    const buyer = await trader(1);
    const ad = await ok<OtcAdvert>(
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
    expect(ad).toMatchObject({ mine: true, methods: ['sepa', 'wise'], available: '1000' });
    expect((await ok<OtcAdvert[]>('otc/ads/mine', {}, owner.token, 'GET')).map((a) => a.id)).toContain(ad.id);
    const o = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '33.33' }, buyer.token);
    expect(o).toMatchObject({ total: '31.67', pay_details: 'IBAN DE89 3704', auto_at: null });
    expect(funding(owner.uid)).toEqual({ available: '966.67', frozen: '33.33' });
    await ok<OtcOrder>('otc/order/paid', { id: String(o.id) }, buyer.token);
    const released = await ok<OtcOrder>('otc/order/release', { id: String(o.id) }, owner.token);
    expect(released).toMatchObject({ status: 'released', side: 'sell' });
    expect(funding(owner.uid)).toEqual({ available: '966.67', frozen: '0' });
    expect(funding(buyer.uid)).toEqual({ available: '33.33', frozen: '0' });
    const { body } = await post(t.api, 'otc/order/release', { id: String(o.id) }, owner.token);
    expect(body).toMatchObject({ type: 'error', field: 'id' });
    expect(funding(buyer.uid)).toEqual({ available: '33.33', frozen: '0' });
    const closed = await ok<OtcAdvert>('otc/ad/close', { id: String(ad.id) }, owner.token);
    expect(closed.active).toBe(false);
  });

  it('sell 200 USDT to a seeded merchant: my USDT in escrow, the merchant marks paid by itself, I release', async () => {
    const me = await trader(1, '500');
    const ad = await advert('sell', 'USD');
    const merchant = ad.merchant.uid;
    const before = funding(merchant);
    const placed = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '200', pay_details: 'My bank 1234' }, me.token);
    expect(placed).toMatchObject({ side: 'sell', total: '198', status: 'unpaid', pay_details: 'My bank 1234' });
    expect(funding(me.uid)).toEqual({ available: '300', frozen: '200' });
    t.server.advance(16 * SEC);
    expect((await orderOf(placed.id, me.token)).status).toBe('paid');
    await ok<OtcOrder>('otc/order/release', { id: String(placed.id) }, me.token);
    expect(funding(me.uid)).toEqual({ available: '300', frozen: '0' });
    expect(funding(merchant).available).toBe(String(Number(before.available) + 200));
  });

  it('an unpaid order expires at 15 minutes and returns the escrow, once', async () => {
    const me = await trader(1);
    const ad = await advert('buy', 'EUR');
    const merchant = ad.merchant.uid;
    const before = funding(merchant);
    const placed = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '50' }, me.token);
    t.server.advance(14 * MIN);
    expect((await orderOf(placed.id, me.token)).status).toBe('unpaid');
    t.server.advance(MIN + SEC);
    expect((await orderOf(placed.id, me.token)).status).toBe('expired');
    expect(funding(merchant)).toEqual(before);
    const { body } = await post(t.api, 'otc/order/paid', { id: String(placed.id) }, me.token);
    expect(body).toMatchObject({ type: 'error', field: 'id' });
    expect(funding(merchant)).toEqual(before);
  });

  it('disputes: the buyer opens one after 15 minutes without release; the admin releases (API) or refunds (CLI) with a reason', async () => {
    const seller = await trader(2, '1000');
    const buyer = await trader(1);
    const ad = await ok<OtcAdvert>(
      'otc/ad',
      { side: 'sell', fiat: 'USD', price: '1', min_amount: '10', max_amount: '1000', methods: 'bank', pay_details: 'Acct 1' },
      seller.token,
    );
    const a = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '100' }, buyer.token);
    const b = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '200' }, buyer.token);
    await ok<OtcOrder>('otc/order/paid', { id: String(a.id) }, buyer.token);
    await ok<OtcOrder>('otc/order/paid', { id: String(b.id) }, buyer.token);
    const early = await post(t.api, 'otc/order/dispute', { id: String(a.id), reason: 'Paid, not released' }, buyer.token);
    expect(early.body).toMatchObject({ type: 'error', field: 'id' });
    t.server.advance(15 * MIN + SEC);
    // Paid orders do not expire.
    expect((await orderOf(a.id, buyer.token)).status).toBe('paid');
    const disputed = await ok<OtcOrder>('otc/order/dispute', { id: String(a.id), reason: 'Paid, not released' }, buyer.token);
    expect(disputed).toMatchObject({ status: 'disputed', dispute_by: 'buyer', dispute_reason: 'Paid, not released' });
    await ok<OtcOrder>('otc/order/dispute', { id: String(b.id), reason: 'No money arrived' }, seller.token);
    expect(funding(seller.uid)).toEqual({ available: '700', frozen: '300' });

    const decided = await admin<OtcOrder>(t, 'admin/otc/decide', { id: String(a.id), outcome: 'release', reason: 'Bank proof shown' });
    expect(decided).toMatchObject({ status: 'released', decision_reason: 'Bank proof shown' });
    expect(funding(buyer.uid)).toEqual({ available: '100', frozen: '0' });

    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: t.dataDir };
    const cli = (...args: string[]) => promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['server/admin.ts', ...args], { env });
    const open = JSON.parse((await cli('otc-orders', 'disputed')).stdout) as Array<OtcOrder & { seller_id: number }>;
    expect(open.find((o) => o.id === b.id)).toMatchObject({ seller_id: seller.uid, dispute_by: 'seller' });
    const refunded = JSON.parse((await cli('otc-decide', String(b.id), 'refund', 'No', 'payment', 'found')).stdout);
    expect(refunded).toMatchObject({ status: 'refunded', decision_reason: 'No payment found' });
    expect(funding(seller.uid)).toEqual({ available: '900', frozen: '0' });
    expect(funding(buyer.uid)).toEqual({ available: '100', frozen: '0' });
    expect((await orderOf(b.id, buyer.token)).decision_reason).toBe('No payment found');
    const again = await fetch(`${t.api}/admin/otc/decide`, {
      method: 'POST',
      headers: ADMIN,
      body: new URLSearchParams({ id: String(b.id), outcome: 'release', reason: 'x' }),
    });
    expect(((await again.json()) as { field: string }).field).toBe('id');
    expect(funding(buyer.uid)).toEqual({ available: '100', frozen: '0' });
  });

  it('refuses level 0 (998), a demo account, above the KYC limit, below the minimum, above the maximum, above the seller’s balance, someone else’s order, marking paid after cancel — changing nothing', async () => {
    const me = await trader(1, '100');
    const other = await trader(1);
    const l2 = await trader(2);
    const ad = await advert('buy', 'USD');
    const bid = await advert('sell', 'USD');
    const state = () =>
      JSON.stringify([
        t.server.db.$client.prepare('SELECT user_id, available, frozen FROM balances WHERE currency_id = 1 ORDER BY 1, 2').all(),
        t.server.db.$client.prepare('SELECT id, status FROM otc_orders ORDER BY id').all(),
      ]);
    const refuse = async (p: string, form: Record<string, string>, token: string, field: string | null) => {
      const before = state();
      const { body } = await post(t.api, p, form, token);
      if (field) expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', field });
      else expect(body.type).toBe(998);
      expect(state()).toBe(before);
      return body;
    };
    const unverified = await trader(0);
    const verify = await refuse('otc/order', { ad_id: String(ad.id), amount: '100' }, unverified.token, null);
    expect(String(verify.message)).toMatch(/verif/i);
    const demo = await demoLogin(t.api);
    t.server.db.update(users).set({ kyc_level: 1 }).where(eq(users.id, demo.uid)).run();
    await refuse('otc/order', { ad_id: String(ad.id), amount: '100' }, demo.token, 'amount');
    expect((await refuse('otc/order', { ad_id: String(ad.id), amount: '2000.01' }, me.token, 'amount')).message).toContain('2000');
    await refuse('otc/order', { ad_id: String(ad.id), amount: '9.99' }, me.token, 'amount');
    await refuse('otc/order', { ad_id: String(ad.id), amount: '50000.01' }, l2.token, 'amount');
    await refuse('otc/order', { ad_id: String(ad.id), amount: '10.001' }, me.token, 'amount');
    await refuse('otc/order', { ad_id: String(bid.id), amount: '100.01', pay_details: 'x' }, me.token, 'amount');
    await refuse('otc/order', { ad_id: String(bid.id), amount: '50' }, me.token, 'pay_details');
    await refuse('otc/order', { ad_id: '99999', amount: '50' }, me.token, 'ad_id');
    await refuse(
      'otc/ad',
      { side: 'sell', fiat: 'USD', price: '1', min_amount: '1', max_amount: '5', methods: 'bank', pay_details: 'x' },
      me.token,
      'side',
    );
    await refuse(
      'otc/ad',
      { side: 'buy', fiat: 'USD', price: '1', min_amount: '9', max_amount: '5', methods: 'bank' },
      l2.token,
      'min_amount',
    );
    await refuse(
      'otc/ad',
      { side: 'buy', fiat: 'USD', price: '1', min_amount: '1', max_amount: '5', methods: 'cash' },
      l2.token,
      'methods',
    );
    await refuse('otc/ad', { side: 'buy', fiat: 'XXX', price: '1', min_amount: '1', max_amount: '5', methods: 'bank' }, l2.token, 'fiat');

    const o = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '2000' }, me.token);
    await refuse('otc/order/paid', { id: String(o.id) }, other.token, 'id');
    await refuse('otc/order/cancel', { id: String(o.id) }, other.token, 'id');
    await refuse('otc/order/release', { id: String(o.id) }, me.token, 'id');
    await refuse('otc/order/dispute', { id: String(o.id), reason: 'x' }, me.token, 'id');
    const cancelled = await ok<OtcOrder>('otc/order/cancel', { id: String(o.id) }, me.token);
    expect(cancelled.status).toBe('cancelled');
    await refuse('otc/order/paid', { id: String(o.id) }, me.token, 'id');
    await refuse('otc/order/cancel', { id: String(o.id) }, me.token, 'id');
    const records = await ok<OtcOrdersReply>('otc/orders', {}, other.token, 'GET');
    expect(records).toMatchObject({ total: 0, list: [] });
  });

  it('the game URL: only http(s) is accepted by the admin setting; getSetting reads it', async () => {
    expect(await ok('getSetting', { keyword: 'game_url' }, '', 'GET')).toEqual({ keyword: 'game_url', value: '' });
    const bad = await fetch(`${t.api}/admin/setting`, {
      method: 'POST',
      headers: ADMIN,
      body: new URLSearchParams({ key: 'game_url', value: 'javascript:alert(1)' }),
    });
    expect(((await bad.json()) as { type: string }).type).toBe('error');
    await admin(t, 'admin/setting', { key: 'game_url', value: 'https://games.example.com/play' });
    expect(await ok('getSetting', { keyword: 'game_url' }, '', 'GET')).toEqual({
      keyword: 'game_url',
      value: 'https://games.example.com/play',
    });
    const secret = await get(t.api, 'getSetting', { keyword: 'transfer_fee' });
    expect(secret.body.type).toBe('error');
    await admin(t, 'admin/setting', { key: 'game_url', value: '' });
  });
});

describe('OTC across a restart', () => {
  it('an unpaid order due while the server is down is expired once when it starts again, and never again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-otc-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      const me = await trader(1, '0', first);
      const ad = await advert('buy', 'BRL', first);
      const merchant = ad.merchant.uid;
      const before = funding(merchant, first);
      const placed = await ok<OtcOrder>('otc/order', { ad_id: String(ad.id), amount: '80' }, me.token, 'POST', first);
      expect(funding(merchant, first).frozen).toBe('80');
      await first.stop();

      advanceClock(20 * MIN);
      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        expect(funding(merchant, second)).toEqual(before);
        const o = (await ok<OtcOrdersReply>('otc/orders', {}, me.token, 'GET', second)).list[0];
        expect(o).toMatchObject({ id: placed.id, status: 'expired' });
      } finally {
        await second.stop();
      }
      const third = await startServer({ dataDir, market: { autoStart: false } });
      try {
        expect(funding(merchant, third)).toEqual(before);
        const unfreezes = third.server.db.$client
          .prepare("SELECT count(*) AS n FROM journal WHERE kind = 'unfreeze' AND ref = ?")
          .get(`otc:${placed.id}`) as { n: number };
        expect(unfreezes.n).toBe(1);
      } finally {
        await third.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
