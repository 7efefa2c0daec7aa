import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import type { OtcAdsReply, OtcAdvert, OtcOrder } from '../../src/contract/otc';
import { get, post, type TestServer } from './helpers';
import { adminCli, demoLogin, freshEmail, fundingOf, registerEmail, type TokenReply } from './support';

export const USDT = 1;
export const SEC = 1000;
export const MIN = 60 * SEC;
export const ADMIN_TOKEN = 'test-admin-token';

export function otcClient(t: TestServer) {
  const db = t.server.db;
  async function ok<T>(p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
    const { body } = method === 'GET' ? await get(t.api, p, form, token) : await post(t.api, p, form, token);
    expect(body.type, JSON.stringify(body)).toBe('ok');
    return body.message as T;
  }
  async function admin<T>(p: string, form: Record<string, string>) {
    const res = await fetch(`${t.api}/${p}`, {
      method: 'POST',
      headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    return (await res.json()) as { type: string; message: T; field?: string };
  }
  /** Every balance, order and advert, as text: equal before and after a refusal means it changed nothing. */
  const state = async () =>
    JSON.stringify([
      await db.$sql.all('SELECT * FROM balances ORDER BY user_id, currency_id, wallet'),
      await db.$sql.all('SELECT * FROM otc_orders ORDER BY id'),
      await db.$sql.all('SELECT * FROM otc_ads ORDER BY id'),
      await db.$sql.get("SELECT count(*) AS n FROM jobs WHERE kind LIKE 'otc.%'"),
    ]);
  /** A refused call: the envelope's field (or `type` 998 when `field` is null), and nothing changed. */
  async function refuse(p: string, form: Record<string, string>, token: string, field: string | null) {
    const before = await state();
    const { body } = await post(t.api, p, form, token);
    if (field) expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', field });
    else expect(body.type).toBe(998);
    expect(await state(), `${p} ${JSON.stringify(form)} changed something`).toBe(before);
    return body;
  }
  /** A real account verified at `kyc`, with `usdt` in its funding account. */
  async function trader(kyc = 1, usdt = '0'): Promise<TokenReply> {
    const me = await registerEmail(t.api, freshEmail('otc'));
    await db
      .update(users)
      .set({ kyc_level: kyc, kyc_status: kyc ? 2 : 0 })
      .where(eq(users.id, me.uid))
      .run();
    if (usdt !== '0') await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, USDT, usdt, 'deposit', 'test'));
    return me;
  }
  /** A fresh demo account (10,000 virtual USDT in its funding account, from the demo pool). */
  const demo = () => demoLogin(t.api);
  /** The seeded demo merchant's advert for what a demo account wants to do in `fiat`. */
  async function merchantAdvert(want: 'buy' | 'sell', fiat: string, token: string): Promise<OtcAdvert> {
    const ads = await ok<OtcAdsReply>('otc/ads', { side: want, fiat }, token, 'GET');
    const ad = ads.list.find((a) => a.merchant.auto);
    if (!ad) throw new Error(`no demo merchant's ${fiat} advert`);
    return ad;
  }
  /** Every active seeded advert, read from the database (what a real account must never take). */
  const seededAds = async () =>
    (
      (await db.$sql.all('SELECT a.id, a.side FROM otc_ads a JOIN otc_merchants m ON m.user_id = a.user_id WHERE a.active = 1')) as Array<{
        id: number;
        side: 'buy' | 'sell';
      }>
    ).map((a) => ({ id: String(a.id), side: a.side }));
  const orderOf = (id: number, token: string) => ok<OtcOrder>('otc/order/detail', { id: String(id) }, token, 'GET');
  const funding = async (uid: number) => await fundingOf(db, uid);
  const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN, DATA_DIR: t.dataDir };
  const cli = (...args: string[]) => adminCli(env)(...args);
  return { ok, admin, state, refuse, trader, demo, merchantAdvert, seededAds, orderOf, funding, cli };
}
