// Property: random AI savings, locked mining, certificate deposit and loan steps across real and demo
// users, with the clock moving hours to days (engine level, in-memory SQLite, due work run by the
// scheduler as the server runs it). After every step no balance is negative and a refused step changes
// nothing; each user's frozen funding balance is exactly what their running orders hold. At the end,
// past every term, nothing is left running, every income, fee and interest paid is the shared formula's,
// and the books balance (checkBooks: money conserved per currency, every entry balanced, the ledger
// explains every balance, virtual money stays on the demo side). Presale and dual investment have
// their own property tests (presale.property.test.ts, dual.property.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock, enableTestClock } from '../../server/core/clock';
import type { Db } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { DEMO_POOL_ID, EXTERNAL_ID, LedgerError, totalsByCurrency, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import { createScheduler } from '../../server/core/scheduler';
import { userById } from '../../server/core/users';
import { seedCertificateProducts } from '../../server/modules/certificate';
import { createCertificates } from '../../server/modules/certificate/service';
import { seedLoanProducts } from '../../server/modules/loan';
import { createLoans } from '../../server/modules/loan/service';
import { seedLockmingPlans } from '../../server/modules/lockming';
import { createTermOrders, TERM_PLANS } from '../../server/modules/quant/orders';
import { seedQuantProducts } from '../../server/modules/quant/seed';
import { certificateInterest } from '../../src/shared/earn/certificate';
import { quantDailyIncome } from '../../src/shared/earn/quant';
import { dec } from '../../src/shared/lib/decimal';
import { runsOnEngine } from './engine';
import { addUser, memoryDb } from './fakeFeed';
import { checkBooks, negatives } from './ledgerBooks';

const HOUR = 3_600_000;
const USDT = 1;
const amount = fc.integer({ min: 1, max: 400_000 }).map((cents) => (cents / 100).toFixed(2));
const user = fc.nat(3);

const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('quant' as const, 'lockming' as const, 'certificate' as const),
      user,
      product: fc.nat(),
      amount,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('end' as const), user, order: fc.nat(), own: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('loan' as const), user, product: fc.nat(), amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), loan: fc.nat(), approve: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repay' as const), user, loan: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('collect' as const), loan: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 0, max: 24 * 20 }) }) },
);

async function world() {
  enableTestClock();
  const db: Db = await memoryDb();
  await seedQuantProducts(db);
  await seedLockmingPlans(db);
  await seedCertificateProducts(db);
  await seedLoanProducts(db);
  const scheduler = await createScheduler(db, () => undefined);
  const quant = createTermOrders(db, scheduler, notifyNobody, TERM_PLANS.quant);
  const lockming = createTermOrders(db, scheduler, notifyNobody, TERM_PLANS.lockming);
  const certificates = createCertificates(db, scheduler, notifyNobody);
  const loans = createLoans(db, scheduler, notifyNobody);
  // Users 0 and 1 are demo accounts funded by the demo pool; 2 and 3 real ones with deposits; all verified.
  const users = [await addUser(db, 'demo'), await addUser(db, 'demo'), await addUser(db, 'real'), await addUser(db, 'real')];
  await db.transaction(async () => {
    for (const [i, uid] of users.entries())
      await transfer(db, i < 2 ? DEMO_POOL_ID : EXTERNAL_ID, uid, USDT, '20000', i < 2 ? 'demo_grant' : 'deposit', 'test');
  });
  await db.$sql.run(`UPDATE users SET kyc_level = 1, kyc_status = 2 WHERE id IN (${users.join(',')})`);
  const ids = async (table: string, where = '1 = 1') =>
    ((await db.$sql.all(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`)) as Array<{ id: number }>).map((r) => r.id);
  return { db, scheduler, quant, lockming, certificates, loans, users, ids };
}
type World = Awaited<ReturnType<typeof world>>;

const snapshot = async (db: Db) =>
  JSON.stringify([
    await db.$sql.all('SELECT user_id, currency_id, wallet, available, frozen FROM balances ORDER BY 1, 2, 3'),
    await db.$sql.all('SELECT id, status FROM quant_orders ORDER BY id'),
    await db.$sql.all('SELECT id, status FROM certificates ORDER BY id'),
    await db.$sql.all('SELECT id, status, repaid FROM loans ORDER BY id'),
  ]);

/** Each user's frozen funding USDT is what their running term orders and certificates hold. */
async function frozenMatchesOrders(db: Db, users: number[]) {
  for (const uid of users) {
    const frozen = (await db.$sql.get("SELECT frozen FROM balances WHERE user_id = ? AND wallet = 'legal' AND currency_id = 1", uid)) as
      | { frozen: string }
      | undefined;
    const held = (
      (await db.$sql.all(
        "SELECT amount FROM quant_orders WHERE user_id = ? AND status = 'running' AND currency_id = 1 UNION ALL SELECT amount FROM certificates WHERE user_id = ? AND status = 'running'",
        uid,
        uid,
      )) as Array<{ amount: string }>
    ).reduce((a, r) => a.plus(r.amount), dec(0));
    expect(held.toFixed(), `frozen of ${uid}`).toBe(dec(frozen?.frozen ?? 0).toFixed());
  }
}

type Step = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function run(w: World, step: Step) {
  const pick = (list: number[], n: number) => (list.length ? list[n % list.length] : null);
  if (step.kind === 'clock') {
    advanceClock(step.hours * HOUR);
    await w.scheduler.runDue();
    return;
  }
  if (step.kind === 'decide' || step.kind === 'collect') {
    const id = pick(await w.ids('loans'), step.loan);
    if (id === null) return;
    if (step.kind === 'collect') await w.loans.collect(id, 'overdue', 'property');
    else await w.loans.decide(id, step.approve, step.approve ? null : 'no', 'property');
    return;
  }
  const me = await userById(w.db, w.users[step.user]);
  if (!me) return;
  if (step.kind === 'quant' || step.kind === 'lockming') {
    const id = pick(await w.ids('quant_products', `kind = '${step.kind}' AND currency_id = 1`), step.product);
    if (id !== null) await w[step.kind].buy(me, id, step.amount);
  } else if (step.kind === 'certificate') {
    const id = pick(await w.ids('certificate_products'), step.product);
    if (id !== null) await w.certificates.buy(me, id, step.amount);
  } else if (step.kind === 'loan') {
    const id = pick(await w.ids('loan_products'), step.product);
    if (id !== null) await w.loans.apply(me, id, step.amount);
  } else if (step.kind === 'repay') {
    const id = pick(await w.ids('loans'), step.loan);
    if (id !== null) await w.loans.repay(me, id);
  } else if (step.kind === 'end') {
    // Mostly the user's own orders; sometimes anyone's (refused unless it is theirs).
    const orders = (await w.db.$sql.all(
      "SELECT id, kind, 'term' AS t FROM quant_orders WHERE ? OR user_id = ? UNION ALL SELECT id, '', 'cd' FROM certificates WHERE ? OR user_id = ? ORDER BY t, id",
      step.own ? 0 : 1,
      me.id,
      step.own ? 0 : 1,
      me.id,
    )) as Array<{ id: number; kind: 'quant' | 'lockming' | ''; t: string }>;
    const o = orders.length ? orders[step.order % orders.length] : null;
    if (!o) return;
    if (o.t === 'cd') await w.certificates.withdraw(me, o.id);
    else await w[o.kind as 'quant' | 'lockming'].terminate(me, o.id);
  }
}

/** Random runs of 30–90 steps: every run counts alike on either engine. */
const RUNS = runsOnEngine(30);

describe('earn ledger property', () => {
  it('random savings, mining, certificates, loans and clock moves conserve money and pay per the formulas', async () => {
    let refusals = 0;
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 30, maxLength: 90 }), async (ops) => {
        const w = await world();
        const start = await totalsByCurrency(w.db, { withoutExternal: true });
        for (const step of ops) {
          const before = await snapshot(w.db);
          try {
            await run(w, step);
          } catch (error) {
            if (!(error instanceof ApiFailure) && !(error instanceof LedgerError)) throw error;
            refusals += 1;
            expect(await snapshot(w.db), `refused ${JSON.stringify(step)} changed something`).toBe(before);
          }
          steps += 1;
          expect(await negatives(w.db)).toBe(0);
          await frozenMatchesOrders(w.db, w.users);
        }
        // Past every term: nothing is left running, each day's income and each interest is the formula's.
        advanceClock(400 * 24 * HOUR);
        await w.scheduler.runDue();
        const running = (await w.db.$sql.get(
          "SELECT (SELECT count(*) FROM quant_orders WHERE status = 'running') + (SELECT count(*) FROM certificates WHERE status = 'running') n",
        )) as { n: number };
        expect(running.n).toBe(0);
        for (const o of (await w.db.$sql.all('SELECT amount, daily_rate, days_paid, total_income FROM quant_orders')) as Array<
          Record<string, string>
        >)
          expect(o.total_income).toBe(quantDailyIncome(o.amount, o.daily_rate).times(o.days_paid).toFixed());
        for (const c of (await w.db.$sql.all(
          "SELECT amount, annual_rate, days, interest FROM certificates WHERE status = 'matured'",
        )) as Array<Record<string, string>>)
          expect(c.interest).toBe(certificateInterest(c.amount, c.annual_rate, Number(c.days)).toFixed());
        await frozenMatchesOrders(w.db, w.users);
        await checkBooks(w.db, start);
      }),
      { numRuns: RUNS },
    );
    // Both paths were exercised: refusals and executions (about a third of the steps are refused).
    expect(refusals).toBeGreaterThan((50 * RUNS) / 30);
    expect(refusals).toBeLessThan(steps - 10 * RUNS);
  });
});
