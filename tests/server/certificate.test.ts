// Certificate deposits against a real server on a temp SQLite file, time driven by the test clock:
// the amount is held until maturity, then comes back with amount × annual rate × days / 365 once
// (also after downtime, never twice); no withdrawal in the first 30 days; after that an early
// withdrawal pays the whole days held at the lower rate, exactly as the page showed; every refusal
// changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { Certificate, CertificateProduct } from '../../src/contract/certificate';
import { post, startServer, type TestServer } from './helpers';
import { freshEmail, fundingOf, okCall, registerEmail } from './support';

const USDT = 1;
const DAY = 86_400_000;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

async function saver(server: TestServer, amount = '10000') {
  const me = await registerEmail(server.api, freshEmail('cd'));
  const db = server.server.db;
  await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, USDT, amount, 'deposit', 'test'));
  // These deposits last months of test-clock time: the sessions outlive them.
  await db.$sql.run('UPDATE sessions SET expires_at = expires_at + 400 * 86400 WHERE user_id = ?', me.uid);
  return me;
}
const ok = <T>(server: TestServer, p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') =>
  okCall<T>(server.api, p, form, token, method);
const funding = async (server: TestServer, uid: number) => await fundingOf(server.server.db, uid);
const product = async (server: TestServer, days: number) =>
  (await ok<CertificateProduct[]>(server, 'certificate/products', {}, '', 'GET')).find((p) => p.days === days) as CertificateProduct;

describe('certificate deposit', () => {
  it('offers 30, 90, 180 and 365 days with their annual and early rates', async () => {
    const list = await ok<CertificateProduct[]>(t, 'certificate/products', {}, '', 'GET');
    expect(list.map((p) => `${p.days} ${p.annual_rate} ${p.early_rate} ${p.min_hold_days}`)).toEqual([
      '30 0.03 0.01 30',
      '90 0.04 0.01 30',
      '180 0.05 0.01 30',
      '365 0.06 0.01 30',
    ]);
  });

  it('deposit 3650 for 90 days: held; no withdrawal before day 30; on day 45 withdraws with 45 days at 1 % a year', async () => {
    const me = await saver(t);
    const p90 = await product(t, 90);
    const c = await ok<Certificate>(t, 'certificate/buy', { product_id: String(p90.id), amount: '3650' }, me.token);
    // 3650 × 4 % × 90 / 365 = 36.
    expect(c).toMatchObject({ status: 'running', interest: '36', early_interest: null });
    expect(c.maturity_at - c.created_at).toBe(90 * 86_400);
    expect(c.early_from - c.created_at).toBe(30 * 86_400);
    expect(await funding(t, me.uid)).toEqual({ available: '6350', frozen: '3650' });
    await t.server.advance(29 * DAY);
    const before = JSON.stringify(await funding(t, me.uid));
    const { body } = await post(t.api, 'certificate/withdraw', { id: String(c.id) }, me.token);
    expect(body).toMatchObject({ type: 'error', field: 'id' });
    expect(JSON.stringify(await funding(t, me.uid))).toBe(before);
    await t.server.advance(16 * DAY + 1000);
    const [shown] = (await ok<{ list: Certificate[] }>(t, 'certificate/orders', { status: 'running' }, me.token, 'GET')).list;
    // 3650 × 1 % × 45 / 365 = 4.5: what the page shows is what is paid.
    expect(shown.early_interest).toBe('4.5');
    const done = await ok<Certificate>(t, 'certificate/withdraw', { id: String(c.id) }, me.token);
    expect(done).toMatchObject({ status: 'withdrawn', interest: '4.5', early_interest: null });
    expect(await funding(t, me.uid)).toEqual({ available: '10004.5', frozen: '0' });
    await t.server.advance(60 * DAY);
    expect(await funding(t, me.uid)).toEqual({ available: '10004.5', frozen: '0' });
  });

  it('at maturity the principal and the interest come back once, and the user is told', async () => {
    const me = await saver(t);
    const p30 = await product(t, 30);
    await ok<Certificate>(t, 'certificate/buy', { product_id: String(p30.id), amount: '1234.56' }, me.token);
    await t.server.advance(30 * DAY + 1);
    // 1234.56 × 3 % × 30 / 365 = 3.044120547... → 3.04412054 (rounded down).
    expect(await funding(t, me.uid)).toEqual({ available: '10003.04412054', frozen: '0' });
    await t.server.advance(DAY);
    expect((await funding(t, me.uid)).available).toBe('10003.04412054');
    const row = await t.server.db.$sql.get('SELECT status, interest FROM certificates WHERE user_id = ?', me.uid);
    expect(row).toEqual({ status: 'matured', interest: '3.04412054' });
    const notice = await t.server.db.$sql.get('SELECT kind FROM notifications WHERE user_id = ? ORDER BY id DESC', me.uid);
    expect(notice).toEqual({ kind: 'certificateMatured' });
  });

  it('refuses below the minimum, above the maximum or the balance, a closed product, someone else’s — changing nothing', async () => {
    const me = await saver(t, '500');
    const other = await saver(t, '500');
    const p90 = await product(t, 90);
    const state = async () =>
      JSON.stringify([
        await funding(t, me.uid),
        await funding(t, other.uid),
        await t.server.db.$sql.get('SELECT count(*) n FROM certificates'),
      ]);
    let snapshot = await state();
    const refuse = async (call: string, form: Record<string, string>, field: string, token = me.token) => {
      const { body } = await post(t.api, call, form, token);
      expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', field });
      expect(await state()).toBe(snapshot);
    };
    await refuse('certificate/buy', { product_id: String(p90.id), amount: '99.99' }, 'amount');
    await refuse('certificate/buy', { product_id: String(p90.id), amount: '500.01' }, 'amount');
    await refuse('certificate/buy', { product_id: String(p90.id), amount: '1000001' }, 'amount');
    await refuse('certificate/buy', { product_id: String(p90.id), amount: '1.001' }, 'amount');
    await refuse('certificate/buy', { product_id: '99999', amount: '100' }, 'product_id');
    await t.server.db.$sql.run('UPDATE certificate_products SET active = 0 WHERE id = ?', p90.id);
    await refuse('certificate/buy', { product_id: String(p90.id), amount: '100' }, 'product_id');
    await t.server.db.$sql.run('UPDATE certificate_products SET active = 1 WHERE id = ?', p90.id);
    const mine = await ok<Certificate>(t, 'certificate/buy', { product_id: String(p90.id), amount: '100' }, me.token);
    await t.server.advance(31 * DAY);
    snapshot = await state();
    await refuse('certificate/withdraw', { id: String(mine.id) }, 'id', other.token);
    await refuse('certificate/withdraw', { id: '99999' }, 'id');
  });

  it('a server down across the maturity pays it once when it starts again, and never again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-cd-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      const me = await saver(first, '3650');
      await ok<Certificate>(first, 'certificate/buy', { product_id: String((await product(first, 30)).id), amount: '3650' }, me.token);
      await first.stop();
      advanceClock(40 * DAY);
      for (let i = 0; i < 2; i++) {
        const next = await startServer({ dataDir, market: { autoStart: false } });
        try {
          // 3650 × 3 % × 30 / 365 = 9.
          expect(await funding(next, me.uid)).toEqual({ available: '3659', frozen: '0' });
        } finally {
          await next.stop();
        }
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
