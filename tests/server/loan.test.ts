import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, EXTERNAL_ID, HOUSE_ID, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import type { Loan, LoanInfoReply, LoanRecordsReply } from '../../src/contract/loan';
import { loanDaysHeld, loanInterest, loanTermCost } from '../../src/shared/earn/loan';
import { get, post, startServer, type TestServer } from './helpers';
import { adminCli, demoLogin, freshEmail, registerEmail } from './support';

const USDT = 1;
const DAY = 86_400_000;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
async function admin<T>(p: string, form: Record<string, string>): Promise<T> {
  const res = await fetch(`${t.api}/${p}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form) });
  const body = (await res.json()) as { type: string; message: T };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}
async function ok<T>(p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
  const { body } = method === 'GET' ? await get(t.api, p, form, token) : await post(t.api, p, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}
async function borrower(kyc = 1, usdt = '0') {
  const me = await registerEmail(t.api, freshEmail('loan'));
  await t.server.db
    .update(users)
    .set({ kyc_level: kyc, kyc_status: kyc ? 2 : 0 })
    .where(eq(users.id, me.uid))
    .run();
  if (usdt !== '0')
    await t.server.db.transaction(async () => await transfer(t.server.db, EXTERNAL_ID, me.uid, USDT, usdt, 'deposit', 'test'));
  return me;
}
const funding = async (uid: number) => (await balanceOf(t.server.db, uid, USDT)).available.toFixed();
const term = async (days: number) => (await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, '', 'GET')).products.find((p) => p.days === days);

describe('loans', () => {
  it('shared formulas: the first day is free, then every started day; the term costs amount × rate × (days − 1)', () => {
    expect(loanDaysHeld(1000, 1000)).toBe(1);
    expect(loanDaysHeld(1000, 1000 + 86_400)).toBe(1);
    expect(loanDaysHeld(1000, 1000 + 86_401)).toBe(2);
    expect(loanInterest('1000', '0.001', 1).toFixed()).toBe('0');
    expect(loanInterest('1000', '0.001', 3).toFixed()).toBe('2');
    expect(loanTermCost('1000', '0.001', 7)).toMatchObject({ interest: expect.anything() });
    expect(loanTermCost('1000', '0.001', 7).repay.toFixed()).toBe('1006');
    expect(loanInterest('333.33', '0.0006', 2).toFixed()).toBe('0.199998');
    expect(loanInterest('0.01', '0.00000001', 2).toFixed()).toBe('0.00000001');
  });

  it('apply 1,000 for 7 days → approved → 1,000 arrives → two days pass → interest 2 → repay 1,002 exactly', async () => {
    const me = await borrower(1, '50');
    const p7 = await term(7);
    expect(p7).toMatchObject({ daily_rate: '0.001', min_amount: '100', max_amount: '50000', currency: 'USDT' });
    const applied = await ok<Loan>('user/jiedai', { product_id: String(p7?.id), amount: '1000' }, me.token);
    expect(applied).toMatchObject({ status: 'pending', amount: '1000', days: 7, total_interest: '6', remaining: '0', issued_at: null });
    expect((await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, me.token, 'GET')).current?.id).toBe(applied.id);
    expect(await funding(me.uid)).toBe('50');

    const houseBefore = (await balanceOf(t.server.db, HOUSE_ID, USDT)).available;
    const issued = await admin<Loan>('admin/loan/approve', { id: String(applied.id) });
    expect(issued).toMatchObject({ status: 'issued', interest: '0', remaining: '1000' });
    expect(issued.due_at).toBe((issued.issued_at ?? 0) + 7 * 86_400);
    expect(await funding(me.uid)).toBe('1050');
    expect(houseBefore.minus((await balanceOf(t.server.db, HOUSE_ID, USDT)).available).toFixed()).toBe('1000');

    // Within the first day: no interest. Two days later: the third started day, 2 days charged.
    await t.server.advance(DAY - 5000);
    expect((await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, me.token, 'GET')).current).toMatchObject({ interest: '0', days_held: 1 });
    await t.server.advance(DAY + 10_000);
    const info = await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, me.token, 'GET');
    expect(info.current).toMatchObject({ days_held: 3, interest: '2', remaining: '1002' });

    const repaid = await ok<Loan>('user/jiedai/repay', { id: String(applied.id) }, me.token);
    expect(repaid).toMatchObject({ status: 'repaid', interest: '2', repaid: '1002', remaining: '0' });
    expect(await funding(me.uid)).toBe('48');
    expect(houseBefore.minus((await balanceOf(t.server.db, HOUSE_ID, USDT)).available).toFixed()).toBe('-2');
    // The due date passes: a repaid loan does not turn overdue.
    await t.server.advance(8 * DAY);
    const records = await ok<LoanRecordsReply>('user/Getjiedaiht', {}, me.token, 'GET');
    expect(records.list[0]).toMatchObject({ id: applied.id, status: 'repaid' });
    expect((await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, me.token, 'GET')).current).toBeNull();
  });

  it('a rejected application shows its reason and decision time, records who decided, and the user may apply again', async () => {
    const me = await borrower();
    const p30 = await term(30);
    const applied = await ok<Loan>('user/jiedai', { product_id: String(p30?.id), amount: '500' }, me.token);
    expect(applied).toMatchObject({ decided_at: null, collections: [] });
    // Without its reason a rejection is refused, and nothing changes.
    const noReason = await fetch(`${t.api}/admin/loan/reject`, {
      method: 'POST',
      headers: ADMIN,
      body: new URLSearchParams({ id: String(applied.id) }),
    });
    expect(await noReason.json()).toMatchObject({ type: 'error', field: 'reason' });
    await t.server.advance(3600_000);
    const before = t.server.clock.sec();
    const rejected = await admin<Loan & { decided_by: string }>('admin/loan/reject', {
      id: String(applied.id),
      reason: 'Income not shown',
    });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Income not shown', decided_by: 'admin' });
    // Decided now, on the server's clock (an hour after the application).
    expect(rejected.decided_at).toBeGreaterThanOrEqual(before);
    expect(rejected.decided_at).toBeLessThanOrEqual(t.server.clock.sec());
    expect(rejected.decided_at).toBeGreaterThanOrEqual(applied.applied_at + 3600);
    expect(await funding(me.uid)).toBe('0');
    const seen = (await ok<LoanRecordsReply>('user/Getjiedaiht', {}, me.token, 'GET')).list[0];
    expect(seen).toMatchObject({ id: applied.id, status: 'rejected', reason: 'Income not shown', decided_at: rejected.decided_at });
    expect(seen).not.toHaveProperty('decided_by');
    const again = await fetch(`${t.api}/admin/loan/approve`, {
      method: 'POST',
      headers: ADMIN,
      body: new URLSearchParams({ id: String(applied.id) }),
    });
    expect(((await again.json()) as { type: string; field: string }).field).toBe('id');
    await ok<Loan>('user/jiedai', { product_id: String(p30?.id), amount: '500' }, me.token);
    const notices = await ok<{ list: Array<{ kind: string; text: string }> }>('mailMessage/getList', {}, me.token, 'GET');
    expect(notices.list[0]).toMatchObject({ kind: 'loanRejected' });
    expect(notices.list[0].text).toContain('Income not shown');
  });

  it('past the due date it is overdue (once), interest goes on; an admin collects what the balance holds', async () => {
    const me = await borrower();
    const p7 = await term(7);
    const applied = await ok<Loan>('user/jiedai', { product_id: String(p7?.id), amount: '1000' }, me.token);
    await admin<Loan>('admin/loan/approve', { id: String(applied.id) });
    await t.server.advance(7 * DAY + 1000);
    let current = (await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, me.token, 'GET')).current;
    expect(current).toMatchObject({ status: 'overdue', days_held: 8, interest: '7', remaining: '1007' });
    expect((await t.server.scheduler.pendingOf('loan.due', `loan:${applied.id}`))?.status).toBe('done');
    // The user spent 400 of it: the admin collects the 600 left; 407 stays owed, with interest going on.
    await t.server.db.transaction(async () => await transfer(t.server.db, me.uid, EXTERNAL_ID, USDT, '400', 'withdraw', 'test'));
    const noReason = await fetch(`${t.api}/admin/loan/collect`, {
      method: 'POST',
      headers: ADMIN,
      body: new URLSearchParams({ id: String(applied.id) }),
    });
    expect(await noReason.json()).toMatchObject({ type: 'error', field: 'reason' });
    expect(await funding(me.uid)).toBe('600');
    const before = t.server.clock.sec();
    const collected = await admin<Loan>('admin/loan/collect', { id: String(applied.id), reason: 'Overdue 1 day', by: 'ops-lena' });
    expect(collected).toMatchObject({
      status: 'overdue',
      repaid: '600',
      remaining: '407',
      collections: [{ amount: '600', at: expect.any(Number), reason: 'Overdue 1 day', by: 'ops-lena' }],
    });
    const at = collected.collections[0].at;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(t.server.clock.sec());
    expect(await funding(me.uid)).toBe('0');
    // The borrower sees the collection with its time and reason.
    expect((await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, me.token, 'GET')).current?.collections).toEqual([
      { amount: '600', at, reason: 'Overdue 1 day' },
    ]);
    await t.server.advance(DAY);
    current = (await ok<LoanInfoReply>('user/GetJiedaiInfo', {}, me.token, 'GET')).current;
    expect(current).toMatchObject({ interest: '8', remaining: '408' });
    await t.server.db.transaction(async () => await transfer(t.server.db, EXTERNAL_ID, me.uid, USDT, '500', 'deposit', 'test'));
    const repaid = await ok<Loan>('user/jiedai/repay', { id: String(applied.id) }, me.token);
    expect(repaid).toMatchObject({ status: 'repaid', repaid: '1008', interest: '8' });
    expect(await funding(me.uid)).toBe('92');
  });

  it('refuses without KYC (998), a demo account, below or above the limits, a second open loan, someone else’s, not enough to repay — changing nothing', async () => {
    const me = await borrower(1, '10');
    const other = await borrower();
    const p7 = await term(7);
    const state = async () =>
      JSON.stringify([await funding(me.uid), await t.server.db.$sql.get('SELECT count(*) n, max(status) s FROM loans')]);
    const refuse = async (p: string, form: Record<string, string>, token: string, field: string | null) => {
      const before = await state();
      const { body } = await post(t.api, p, form, token);
      if (field) expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', field });
      else expect(body.type).toBe(998);
      expect(await state()).toBe(before);
    };
    const unverified = await borrower(0);
    await refuse('user/jiedai', { product_id: String(p7?.id), amount: '1000' }, unverified.token, null);
    const demo = await demoLogin(t.api);
    await refuse('user/jiedai', { product_id: String(p7?.id), amount: '1000' }, demo.token, 'amount');
    await refuse('user/jiedai', { product_id: String(p7?.id), amount: '99.99' }, me.token, 'amount');
    await refuse('user/jiedai', { product_id: String(p7?.id), amount: '50000.01' }, me.token, 'amount');
    await refuse('user/jiedai', { product_id: String(p7?.id), amount: '100.001' }, me.token, 'amount');
    await refuse('user/jiedai', { product_id: '999', amount: '100' }, me.token, 'product_id');
    const applied = await ok<Loan>('user/jiedai', { product_id: String(p7?.id), amount: '1000' }, me.token);
    await refuse('user/jiedai', { product_id: String(p7?.id), amount: '1000' }, me.token, 'product_id');
    // Pending: nothing to repay yet.
    await refuse('user/jiedai/repay', { id: String(applied.id) }, me.token, 'id');
    await admin<Loan>('admin/loan/approve', { id: String(applied.id) });
    await t.server.advance(2 * DAY + 1000);
    await refuse('user/jiedai/repay', { id: String(applied.id) }, other.token, 'id');
    // 1,010 held, 1,002 owed: spend 20 first, then 990 is not enough.
    await t.server.db.transaction(async () => await transfer(t.server.db, me.uid, EXTERNAL_ID, USDT, '20', 'withdraw', 'test'));
    await refuse('user/jiedai/repay', { id: String(applied.id) }, me.token, 'id');
    const records = await ok<LoanRecordsReply>('user/Getjiedaiht', {}, other.token, 'GET');
    expect(records).toMatchObject({ total: 0, list: [] });
  });

  it('npm run admin -- loans, loan-approve, loan-reject: each decision records the operator KESTREL_OPERATOR names', async () => {
    const me = await borrower();
    const p15 = await term(15);
    const a = await ok<Loan>('user/jiedai', { product_id: String(p15?.id), amount: '200' }, me.token);
    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: t.dataDir, KESTREL_OPERATOR: 'ops-anna' };
    const cli = (...args: string[]) => adminCli(env)(...args);
    const pending = JSON.parse((await cli('loans', 'pending')).stdout) as Array<Loan & { user_id: number }>;
    expect(pending.find((l) => l.id === a.id)).toMatchObject({ user_id: me.uid, amount: '200' });
    const rejected = JSON.parse((await cli('loan-reject', String(a.id), 'Too', 'soon')).stdout);
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Too soon', decided_by: 'ops-anna', decided_at: expect.any(Number) });
    const b = await ok<Loan>('user/jiedai', { product_id: String(p15?.id), amount: '200' }, me.token);
    const issued = JSON.parse((await cli('loan-approve', String(b.id))).stdout);
    expect(issued).toMatchObject({ status: 'issued', decided_by: 'ops-anna' });
    expect(issued.decided_at).toBe(issued.issued_at);
    expect(await funding(me.uid)).toBe('200');
  });
});
