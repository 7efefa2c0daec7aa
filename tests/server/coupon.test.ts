import { describe, expect, it } from 'vitest';
import { balanceOf, EXTERNAL_ID, FEES_ID, HOUSE_ID, pocket, transfer } from '../../server/core/ledger';
import type { Coupon, CouponListReply } from '../../src/contract/coupon';
import type { NoticeList } from '../../src/contract/notices';
import type { LeverOrder } from '../../src/contract/trade';
import { get, post } from './helpers';
import { adminCli, freshEmail, registerEmail } from './support';
import { db, expectUsdt, market, ok, push, refused, server, setupTradeServer, type Trader } from './trade/setup';

setupTradeServer();

const USDT = 1;
const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
async function admin<T>(path: string, form: Record<string, string>, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const query = method === 'GET' ? `?${new URLSearchParams(form)}` : '';
  const res = await fetch(`${server().api}/${path}${query}`, {
    method,
    headers: ADMIN,
    body: method === 'POST' ? new URLSearchParams(form) : undefined,
  });
  const body = (await res.json()) as { type: string; message: T };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}

/** A new real account (email), with `lever` USDT in its contract account. */
async function realTrader(lever = '0'): Promise<Trader> {
  const { token, uid } = await registerEmail(server().api, freshEmail('coupon'));
  if (lever !== '0')
    await db().transaction(async () => await transfer(db(), EXTERNAL_ID, pocket(uid, 'lever'), USDT, lever, 'deposit', 'test'));
  return { token, uid };
}

const list = (who: Trader, status: 'available' | 'used' | 'expired') => ok<CouponListReply>('coupon/list', { status }, who, 'GET');
const house = async () => (await balanceOf(db(), HOUSE_ID, USDT)).available;
const fees = async () => (await balanceOf(db(), FEES_ID, USDT)).available;

describe('coupons', () => {
  it('a new account gets the 10 USDT signup voucher for contract orders, valid 7 days; an admin grants another, told in a notification', async () => {
    const who = await realTrader();
    const available = await list(who, 'available');
    expect(available.counts).toEqual({ available: 1, used: 0, expired: 0 });
    expect(available.list[0]).toMatchObject({ amount: '10', currency: 'USDT', product: 'contract', status: 'available', source: 'signup' });
    expect(available.list[0].expires_at - available.list[0].created_at).toBe(7 * 86_400);

    const granted = await admin<Coupon & { user_id: number }>('admin/coupon/grant', {
      uid: String(who.uid),
      amount: '25.5',
      days: '3',
      note: 'Sorry for the outage',
    });
    expect(granted).toMatchObject({ user_id: who.uid, amount: '25.5', source: 'admin', note: 'Sorry for the outage' });
    // The one that runs out first is on top.
    expect((await list(who, 'available')).list.map((c) => c.amount)).toEqual(['25.5', '10']);
    const notices = (await get(server().api, 'mailMessage/getList', {}, who.token)).body.message as NoticeList;
    expect(notices.list[0]).toMatchObject({ kind: 'couponGranted', ref: `coupon:${granted.id}` });
    expect(notices.list[0].text).toContain('25.5');
  });

  it('the operator can turn the signup voucher off; demo accounts get none and cannot be granted one', async () => {
    await admin('admin/setting', { key: 'signup_voucher_amount', value: '0' });
    try {
      const who = await realTrader();
      expect((await list(who, 'available')).counts.available).toBe(0);
    } finally {
      await admin('admin/setting', { key: 'signup_voucher_amount', value: '10' });
    }
    const res = await post(server().api, 'admin/setting', { key: 'signup_voucher_amount', value: '-5' });
    expect(res.body.type).toBe('error');
    const { body } = await post(server().api, 'user/demo', {});
    const demo = body.message as { uid: number };
    const refusal = await fetch(`${server().api}/admin/coupon/grant`, {
      method: 'POST',
      headers: ADMIN,
      body: new URLSearchParams({ uid: String(demo.uid), amount: '5', days: '1' }),
    });
    expect(((await refusal.json()) as { type: string; field: string }).field).toBe('uid');
  });

  it('pays the fee then part of the margin; at a profit the user keeps all of it and the voucher part goes back', async () => {
    await push('BTCUSDT', '60000');
    const who = await realTrader('5');
    const [voucher] = (await list(who, 'available')).list;
    const [houseBefore, feesBefore] = [await house(), await fees()];
    // Value 60000 × 1 × 0.01 = 600: margin 600 / 50 = 12, fee 600 × 0.0005 = 0.3 → cost 12.3.
    // The voucher (10) pays the fee 0.3 and 9.7 of the margin; the user pays 2.3 of their 5.
    const order = await ok<LeverOrder>('lever/submit', market('buy', '1', 50, { coupon_id: String(voucher.id) }), who);
    expect(order).toMatchObject({
      status: 'open',
      margin: '12',
      fee: '0.3',
      voucher: { coupon_id: voucher.id, fee: '0.3', margin: '9.7' },
    });
    await expectUsdt(who.uid, '2.7', '12', 'lever');
    expect((await house()).minus(houseBefore).toFixed()).toBe('-10');
    expect((await fees()).minus(feesBefore).toFixed()).toBe('0.3');
    const used = await list(who, 'used');
    expect(used.list[0]).toMatchObject({ id: voucher.id, status: 'used', used_ref: `lever:${order.id}` });
    expect(used.counts).toEqual({ available: 0, used: 1, expired: 0 });

    await push('BTCUSDT', '60300');
    const closed = await ok<LeverOrder>('lever/close', { id: order.id }, who);
    expect(closed).toMatchObject({ status: 'closed', profit: '3' });
    // 2.7 + the margin 12 + the profit 3 − the voucher's 9.7 back to the house = 8: the user's 5 and all the profit.
    await expectUsdt(who.uid, '8', '0', 'lever');
    // The house paid the fee (0.3) and the profit (3) and got its 9.7 back.
    expect((await house()).minus(houseBefore).toFixed()).toBe('-3.3');
  });

  it('a loss falls on the voucher part of the margin first', async () => {
    await push('BTCUSDT', '60000');
    const who = await realTrader('5');
    const [voucher] = (await list(who, 'available')).list;
    const houseBefore = await house();
    const order = await ok<LeverOrder>('lever/submit', market('buy', '1', 50, { coupon_id: String(voucher.id) }), who);
    // A loss of 4 (60000 → 59600): the voucher's 9.7 absorbs it, 5.7 goes back; the user keeps their own 2.3 of margin.
    await push('BTCUSDT', '59600');
    await ok<LeverOrder>('lever/close', { id: order.id }, who);
    await expectUsdt(who.uid, '5', '0', 'lever');
    // The house lent 10, won the 4 lost and got 5.7 back: it is out the fee it paid for the user, 0.3.
    expect((await house()).minus(houseBefore).toFixed()).toBe('-0.3');
  });

  it('a pending limit order with a voucher, cancelled, gives everything back: the balance and the voucher', async () => {
    await push('BTCUSDT', '60000');
    const who = await realTrader('5');
    const [voucher] = (await list(who, 'available')).list;
    const houseBefore = await house();
    const order = await ok<LeverOrder>(
      'lever/submit',
      { symbol: 'BTCUSDT', side: 'buy', order_type: 'limit', price: '59000', lots: '1', leverage: 50, coupon_id: voucher.id },
      who,
    );
    expect(order.status).toBe('pending');
    expect((await list(who, 'available')).counts.available).toBe(0);
    await ok<LeverOrder>('lever/cancel', { id: order.id }, who);
    await expectUsdt(who.uid, '5', '0', 'lever');
    expect((await house()).toFixed()).toBe(houseBefore.toFixed());
    expect((await list(who, 'available')).list[0]).toMatchObject({ id: voucher.id, status: 'available', used_ref: null });
  });

  it('refuses a used, an expired or another user’s voucher, or one that leaves more than the balance to pay, changing nothing', async () => {
    await push('BTCUSDT', '60000');
    const who = await realTrader('5');
    const other = await realTrader('5');
    const [mine] = (await list(who, 'available')).list;
    const [theirs] = (await list(other, 'available')).list;
    await refused('lever/submit', market('buy', '1', 50, { coupon_id: String(theirs.id) }), who, 'coupon_id');
    await refused('lever/submit', market('buy', '1', 50, { coupon_id: '999999' }), who, 'coupon_id');
    // 10 lots cost 123: the voucher pays 10, the user would need 113.
    await refused('lever/submit', market('buy', '10', 50, { coupon_id: String(mine.id) }), who, 'lots');
    await ok<LeverOrder>('lever/submit', market('buy', '0.5', 50, { coupon_id: String(mine.id) }), who);
    await refused('lever/submit', market('buy', '0.5', 50, { coupon_id: String(mine.id) }), who, 'coupon_id');

    await server().server.advance(8 * 86_400_000);
    const expired = await list(other, 'expired');
    expect(expired.list[0]).toMatchObject({ id: theirs.id, status: 'expired' });
    expect(expired.counts).toEqual({ available: 0, used: 0, expired: 1 });
    await refused('lever/submit', market('buy', '0.5', 50, { coupon_id: String(theirs.id) }), other, 'coupon_id');
  });

  it('npm run admin -- coupon-grant and coupons', async () => {
    const who = await realTrader();
    const env = { ...process.env, KESTREL_URL: server().url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: server().dataDir };
    const admin = (...args: string[]) => adminCli(env)(...args);
    const granted = JSON.parse((await admin('coupon-grant', String(who.uid), '5', '2', 'Thanks', 'for', 'testing')).stdout);
    expect(granted).toMatchObject({ user_id: who.uid, amount: '5', note: 'Thanks for testing', source: 'admin' });
    const listed = JSON.parse((await admin('coupons', String(who.uid))).stdout) as Coupon[];
    expect(listed.map((c) => c.amount)).toEqual(['5', '10']);
  });
});
