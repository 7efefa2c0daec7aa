// Every identity decision is a review record with its time, reason and who (issue 29, defect 12): the
// operator's own verification (admin/kyc) goes through the review — a submission of that level decided
// at once, under the same rules (both contacts bound, level 1 before level 2, a level once, no demo
// account) — instead of setting a level directly; approvals and rejections record who decided ('admin'
// or the operator the command line names). The auditor finds a review without its time, who or reason,
// and a verified level taken away behind the review's back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../strings';
import { startServer, type TestServer } from '../helpers';
import { demoLogin } from '../support';
import { adminGet, adminPost, bindPhone, count, kycUser, pendingOf, person, post, state, userRow, verifyByOperator } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});

const submissionsOf = async (uid: number) =>
  await t.server.db.$sql.all(
    'SELECT level, status, reason, decided_at, decided_by FROM identity_submissions WHERE user_id = ? ORDER BY id',
    uid,
  );

/** Thrown to undo the damage once the auditor has looked. */
class Rollback extends Error {}

/** The audit checks the database breaks once `sql` damaged it; the damage is rolled back afterwards (a transaction). */
async function damaged(sql: string) {
  const db = t.server.db;
  let found: Array<{ name: string; example: string | undefined }> = [];
  await db
    .transaction(async () => {
      for (const statement of sql.split(';').filter((s) => s.trim())) await db.$sql.run(statement);
      found = (await t.server.audit()).results.filter((r) => !r.held).map((r) => ({ name: r.name, example: r.examples[0] }));
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found;
}

describe("the operator's verification (admin/kyc)", () => {
  it('is a review record with its time, reason and who, under the rules of every review', async () => {
    const me = await kycUser(t, { phone: false });
    const verify = (form: Record<string, string>) => adminPost(t, 'admin/kyc', { uid: String(me.uid), ...form });
    const unchanged = async () => [await count(t, 'identity_submissions'), (await userRow(t, me.uid)).kyc_level];
    const before = await unchanged();
    // No phone bound: refused, and nothing is written.
    expect((await verify({ level: '1', reason: 'Seen at the counter' })).body).toMatchObject({
      type: 'error',
      message: T('identity.errors.noPhone'),
    });
    // No reason, level 2 before level 1: refused too.
    await bindPhone(t, me.uid);
    expect((await verify({ level: '1' })).body).toMatchObject({ type: 'error', field: 'reason', message: T('identity.errors.reason') });
    expect((await verify({ level: '2', reason: 'Seen at the counter' })).body).toMatchObject({
      type: 'error',
      message: T('identity.errors.level1First'),
    });
    expect(await unchanged()).toEqual(before);

    const at = t.server.clock.sec();
    const one = await verify({ level: '1', reason: 'Seen at the counter' });
    expect(one.body).toMatchObject({
      type: 'ok',
      message: { user_id: me.uid, level: 1, status: 'approved', reason: 'Seen at the counter', decided_by: 'admin', details: null },
    });
    expect((one.body.message as { decided_at: number }).decided_at).toBeGreaterThanOrEqual(at);
    expect(await state(t, me.token)).toMatchObject({ level: 1, kyc_status: 2, level1: { status: 2 } });
    const two = await verify({ level: '2', reason: 'Video call', by: 'ops-lena' });
    expect(two.body).toMatchObject({ type: 'ok', message: { level: 2, status: 'approved', decided_by: 'ops-lena' } });
    expect(await userRow(t, me.uid)).toMatchObject({ kyc_level: 2, kyc_status: 2 });
    expect(await submissionsOf(me.uid)).toEqual([
      { level: 1, status: 'approved', reason: 'Seen at the counter', decided_at: expect.any(Number), decided_by: 'admin' },
      { level: 2, status: 'approved', reason: 'Video call', decided_at: expect.any(Number), decided_by: 'ops-lena' },
    ]);
    // A level once; an unknown user; a demo account.
    expect((await verify({ level: '2', reason: 'Again' })).body).toMatchObject({ message: T('identity.errors.alreadyVerified') });
    expect((await adminPost(t, 'admin/kyc', { uid: '999999999', level: '1', reason: 'x' })).body).toMatchObject({ type: 'error' });
    const demo = await demoLogin(t.api);
    expect((await adminPost(t, 'admin/kyc', { uid: String(demo.uid), level: '1', reason: 'x' })).body).toMatchObject({
      message: T('identity.errors.demo'),
    });
    expect(await count(t, 'identity_submissions')).toBe(before[0] + 2);
  });

  it("decides the user's pending submission of that level, rather than beside it", async () => {
    const me = await kycUser(t);
    await post(t.api, 'user/real', person(), me.token);
    const pending = await pendingOf(t, me.uid);
    const decided = await adminPost(t, 'admin/kyc', { uid: String(me.uid), level: '1', reason: 'Checked the passport' });
    expect(decided.body).toMatchObject({ type: 'ok', message: { id: pending.id, status: 'approved', details: { first_name: 'Ana' } } });
    expect(await submissionsOf(me.uid)).toHaveLength(1);
  });

  it('approvals and rejections of submissions record who decided, and the tests’ quick path is a review too', async () => {
    const me = await kycUser(t);
    await post(t.api, 'user/real', person(), me.token);
    const first = await pendingOf(t, me.uid);
    await adminPost(t, 'admin/kyc/reject', { id: String(first.id), reason: 'Blurry', by: 'ops-anna' });
    await post(t.api, 'user/real', person(), me.token);
    await adminPost(t, 'admin/kyc/approve', { id: String((await pendingOf(t, me.uid)).id) });
    expect(await submissionsOf(me.uid)).toEqual([
      { level: 1, status: 'rejected', reason: 'Blurry', decided_at: expect.any(Number), decided_by: 'ops-anna' },
      { level: 1, status: 'approved', reason: null, decided_at: expect.any(Number), decided_by: 'admin' },
    ]);
    const shown = await adminGet(t, 'admin/kyc/queue', { status: 'rejected' });
    expect((shown.body.message as Array<{ id: number; decided_by: string }>).find((s) => s.id === first.id)?.decided_by).toBe('ops-anna');

    const quick = await kycUser(t, { phone: false });
    await verifyByOperator(t, quick.uid, 2);
    expect(await submissionsOf(quick.uid)).toHaveLength(2);
  });
});

describe('the auditor of identity reviews', () => {
  it('finds a review without its time, who decided or reason, and an approved level the user no longer has', async () => {
    const me = await kycUser(t);
    await post(t.api, 'user/real', person(), me.token);
    const rejected = await pendingOf(t, me.uid);
    await adminPost(t, 'admin/kyc/reject', { id: String(rejected.id), reason: 'Blurry' });
    await verifyByOperator(t, me.uid, 1);
    const reviews = 'identity: every identity review has its time and who, a rejection its reason';
    expect(await damaged('SELECT 1')).toEqual([]);
    expect(await damaged(`UPDATE identity_submissions SET reason = NULL WHERE id = ${rejected.id}`)).toEqual([
      { name: reviews, example: `submission ${rejected.id} (level 1, rejected) has no reason` },
    ]);
    expect(await damaged(`UPDATE identity_submissions SET decided_by = NULL WHERE user_id = ${me.uid} AND status = 'approved'`)).toEqual([
      { name: reviews, example: expect.stringMatching(/^submission \d+ \(level 1, approved\) has no decision time or who decided$/) },
    ]);
    expect(
      await damaged(
        `UPDATE identity_submissions SET decided_at = 5 WHERE id = ${rejected.id}; UPDATE identity_submissions SET status = 'pending' WHERE id = ${rejected.id}`,
      ),
    ).toEqual([{ name: reviews, example: `submission ${rejected.id} (level 1, pending) is pending with a decision` }]);
    expect(await damaged(`UPDATE users SET kyc_level = 0 WHERE id = ${me.uid}`)).toEqual([
      {
        name: "identity: no approved identity level is above the user's verified level",
        example: expect.stringMatching(new RegExp(`^user ${me.uid} has an approved level 1 \\(submission \\d+\\) but verified level 0$`)),
      },
    ]);
  });
});
