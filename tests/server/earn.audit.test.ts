// The auditor's checks of the earn areas (AI savings, locked mining, certificates, loans, presales, dual
// investment) hold on books made by the areas' own engines, and each finds the damage it promises to
// find, done behind the journal's back: an income or interest the journal never paid, an order without
// its end time, a rejection without its reason or decision time, a principal paid twice, a presale's
// sold figure no order explains or above its supply, a payout changed, shares left that the orders do
// not explain. Each damage is undone after it is looked at (a savepoint rolled back).
import { beforeAll, describe, expect, it } from 'vitest';
import { auditDatabase } from '../../server/app';
import { advanceClock, clock, enableTestClock } from '../../server/core/clock';
import type { Db } from '../../server/core/db';
import { EXTERNAL_ID, HOUSE_ID, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import { createScheduler } from '../../server/core/scheduler';
import { userById } from '../../server/core/users';
import { seedCertificateProducts } from '../../server/modules/certificate';
import { createCertificates } from '../../server/modules/certificate/service';
import { createDualOrders } from '../../server/modules/dual/orders';
import { createDualProducts } from '../../server/modules/dual/products';
import { seedLoanProducts } from '../../server/modules/loan';
import { createLoans } from '../../server/modules/loan/service';
import { seedLockmingPlans } from '../../server/modules/lockming';
import { createDelivery } from '../../server/modules/presale/delivery';
import { createProjectAdmin } from '../../server/modules/presale/projects';
import { createPresale } from '../../server/modules/presale/service';
import { createTermOrders, TERM_PLANS } from '../../server/modules/quant/orders';
import { seedQuantProducts } from '../../server/modules/quant/seed';
import { dec } from '../../src/shared/lib/decimal';
import { addUser, createFakeFeed, memoryDb } from './fakeFeed';

const DAY = 86_400_000;
const USDT = 1;

/** The names of the checks the books break, with each one's first example. */
const broken = async (db: Db) =>
  (await auditDatabase(db)).results.filter((r) => !r.held).map((r) => ({ name: r.name, example: r.examples[0] ?? '' }));

/** What the auditor finds once `sql` damaged the books; the damage is rolled back afterwards. */
async function damaged(db: Db, ...sql: Array<string | (() => Promise<unknown>)>) {
  let found: Awaited<ReturnType<typeof broken>> = [];
  await db
    .transaction(async () => {
      for (const s of sql) await (typeof s === 'string' ? await db.$sql.run(s) : await s());
      found = await broken(db);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found;
}

/** Thrown to undo the damage once the auditor has looked. */
class Rollback extends Error {}

let db: Db;
const ids: Record<string, number> = {};

beforeAll(async () => {
  enableTestClock();
  db = await memoryDb();
  await seedQuantProducts(db);
  await seedLockmingPlans(db);
  await seedCertificateProducts(db);
  await seedLoanProducts(db);
  const scheduler = await createScheduler(db, () => undefined);
  const feed = createFakeFeed({ BTCUSDT: '60000', ETHUSDT: '3000' });
  const quant = createTermOrders(db, scheduler, notifyNobody, TERM_PLANS.quant);
  const lockming = createTermOrders(db, scheduler, notifyNobody, TERM_PLANS.lockming);
  const certificates = createCertificates(db, scheduler, notifyNobody);
  const loans = createLoans(db, scheduler, notifyNobody);
  const presale = createPresale(db);
  const projects = createProjectAdmin(db, presale, createDelivery(db, scheduler, notifyNobody));
  const dualProducts = createDualProducts(db, scheduler, feed);
  const dual = createDualOrders(db, scheduler, notifyNobody, feed, dualProducts);

  const [a, b] = [await addUser(db, 'real'), await addUser(db, 'real')];
  await db.transaction(async () => {
    for (const uid of [a, b]) {
      await transfer(db, EXTERNAL_ID, uid, USDT, '100000', 'deposit', 'test');
      await transfer(db, EXTERNAL_ID, uid, 2, '2', 'deposit', 'test');
    }
  });
  await db.$sql.run(`UPDATE users SET kyc_level = 1, kyc_status = 2 WHERE id IN (${a}, ${b})`);
  const me = async () => (await userById(db, a)) as NonNullable<Awaited<ReturnType<typeof userById>>>;
  /** The shortest (first) or the longest term of a kind in USDT. */
  const quantProduct = async (kind: string, order = 'ASC') =>
    (
      (await db.$sql.get(`SELECT id FROM quant_products WHERE kind = ? AND currency_id = 1 ORDER BY days ${order}`, kind)) as {
        id: number;
      }
    ).id;

  // Term orders: one paid a day then ended early, one matured; a 90-day lock still running.
  ids.quantEnded = (await quant.buy(await me(), await quantProduct('quant'), '1000')).id;
  await quant.buy(await me(), await quantProduct('quant'), '500');
  ids.lock = (await lockming.buy(await me(), await quantProduct('lockming', 'DESC'), '1000')).id;
  // A certificate withdrawn early (interest at the early rate), one running.
  const certificate = ((await db.$sql.get('SELECT id FROM certificate_products WHERE days = 90')) as { id: number }).id;
  ids.certificateEnded = (await certificates.buy(await me(), certificate, '3650')).id;
  ids.certificateRunning = (await certificates.buy(await me(), certificate, '1000')).id;
  advanceClock(DAY + 1000);
  await scheduler.runDue();
  await quant.terminate(await me(), ids.quantEnded);
  advanceClock(30 * DAY);
  await scheduler.runDue();
  await certificates.withdraw(await me(), ids.certificateEnded);

  // Loans: one rejected, one paid out, overdue and collected in full, one pending (of the other user).
  const loanTerm = ((await db.$sql.get('SELECT id FROM loan_products ORDER BY days')) as { id: number }).id;
  ids.loanRejected = (await loans.apply(await me(), loanTerm, '500')).id;
  await loans.decide(ids.loanRejected, false, 'Income not shown', 'ops-anna');
  ids.loanIssued = (await loans.apply(await me(), loanTerm, '1000')).id;
  await loans.decide(ids.loanIssued, true, null, 'admin');
  advanceClock(8 * DAY);
  await scheduler.runDue();
  await loans.collect(ids.loanIssued, 'Overdue', 'admin');
  ids.loanPending = (await loans.apply((await userById(db, b)) as NonNullable<Awaited<ReturnType<typeof userById>>>, loanTerm, '300')).id;

  // A presale with an order; a dual product bought and settled.
  const at = clock.sec();
  const project = await projects.create({
    code: 'AUDT',
    name: 'Audit token',
    description: '',
    supply: '1000',
    price: '0.25',
    decimals: 2,
    start_at: at,
    end_at: at + 86_400,
    delivery_at: at + 2 * 86_400,
    min_amount: '10',
    max_amount: '600',
  });
  ids.project = project.id;
  ids.presaleOrder = (await presale.subscribe(await me(), project.id, dec('100'), 'amount')).id;
  const product = await dualProducts.create({
    coin: 'BTC',
    type: 'call',
    strike: '65000',
    annual_rate: '0.5',
    start_ms: clock.ms() + 3600_000,
    days: 1,
    shares: 100,
    per_user_limit: 50,
  });
  ids.dualProduct = product.id;
  ids.dualOrder = (await dual.buy(await me(), product.id, 3)).id;
  await feed.push('BTCUSDT', '61000', clock.ms() + DAY + 3600_000);
  advanceClock(DAY + 2 * 3600_000);
  await scheduler.runDue();
});

describe('the auditor of the earn areas', () => {
  it('holds on books the engines made: every check held, each area with its own checks', async () => {
    const report = await auditDatabase(db);
    expect(report.results.filter((r) => !r.held)).toEqual([]);
    const names = report.results.map((r) => r.name.split(':')[0]);
    for (const area of ['quant', 'lockming', 'certificate', 'loan', 'presale', 'dual']) expect(names).toContain(area);
    expect(await db.$sql.get('SELECT status FROM dual_orders WHERE id = ?', ids.dualOrder)).toEqual({ status: 'settled' });
    expect(await db.$sql.get('SELECT status FROM loans WHERE id = ?', ids.loanIssued)).toEqual({ status: 'repaid' });
  });

  it('term orders: an income the journal never paid, an ended order without its end time', async () => {
    expect(await damaged(db, `UPDATE quant_orders SET total_income = '7' WHERE id = ${ids.quantEnded}`)).toEqual([
      {
        name: "quant: every quant order's income and penalty are what the journal moved",
        example: `quant:${ids.quantEnded} shows income 7, the journal paid 6`,
      },
    ]);
    expect(await damaged(db, `UPDATE quant_orders SET ended_at = NULL WHERE id = ${ids.quantEnded}`)).toEqual([
      {
        name: 'quant: every quant order has its state with its start, maturity and end',
        example: `quant:${ids.quantEnded} (terminated) has no end time`,
      },
    ]);
    expect((await damaged(db, `UPDATE quant_orders SET penalty = '0' WHERE id = ${ids.quantEnded}`)).map((b) => b.name)).toEqual([
      'quant: every quant order has its state with its start, maturity and end',
      "quant: every quant order's income and penalty are what the journal moved",
    ]);
    expect(await damaged(db, `UPDATE quant_orders SET ended_at = 1 WHERE id = ${ids.lock}`)).toEqual([
      {
        name: 'lockming: every lockming order has its state with its start, maturity and end',
        example: `lockming:${ids.lock} (running) is running past its end`,
      },
    ]);
  });

  it('certificates: an interest the journal never paid, a running one with an end', async () => {
    expect((await damaged(db, `UPDATE certificates SET interest = '99' WHERE id = ${ids.certificateEnded}`)).map((b) => b.name)).toEqual([
      "certificate: every certificate's interest is what the journal paid",
    ]);
    expect(await damaged(db, `UPDATE certificates SET ended_at = 5 WHERE id = ${ids.certificateRunning}`)).toEqual([
      {
        name: 'certificate: every certificate has its state with its start, maturity and end',
        example: `certificate:${ids.certificateRunning} (running) is running with an end`,
      },
    ]);
  });

  it('loans: a rejection without its reason or decision time, a principal paid twice, a loan issued behind the review, a collection without its reason', async () => {
    const decisions = 'loan: every loan decision has its time and who, a rejection its reason';
    const principal = 'loan: every paid-out loan has its principal entry once, and what came back is what the journal took';
    expect(await damaged(db, `UPDATE loans SET reason = NULL WHERE id = ${ids.loanRejected}`)).toEqual([
      { name: decisions, example: `loan:${ids.loanRejected} (rejected) has no reason` },
    ]);
    expect(await damaged(db, `UPDATE loans SET decided_at = NULL WHERE id = ${ids.loanRejected}`)).toEqual([
      { name: decisions, example: `loan:${ids.loanRejected} (rejected) has no decision time or who decided` },
    ]);
    const uid = ((await db.$sql.get('SELECT user_id FROM loans WHERE id = ?', ids.loanIssued)) as { user_id: number }).user_id;
    expect(
      await damaged(
        db,
        async () => await db.transaction(async () => await transfer(db, HOUSE_ID, uid, USDT, '1000', 'loan', `loan:${ids.loanIssued}`)),
      ),
    ).toEqual([{ name: principal, example: `loan:${ids.loanIssued} (repaid) was paid out 2000 in 2 entries, not 1000 once` }]);
    expect((await damaged(db, `UPDATE loans SET status = 'issued' WHERE id = ${ids.loanPending}`)).map((b) => b.name)).toEqual([
      decisions,
      principal,
    ]);
    expect((await damaged(db, `UPDATE loan_collections SET reason = '' WHERE loan_id = ${ids.loanIssued}`)).map((b) => b.name)).toEqual([
      'loan: every collection of a loan has what it took, its reason, time and who',
    ]);
  });

  it('presales: a sold figure no order explains, sold above the supply, an order paid other than its price', async () => {
    const sold = 'presale: each presale sold is the sum of its orders, never above its supply';
    expect(await damaged(db, `UPDATE presale_projects SET sold = '3250000' WHERE id = ${ids.project}`)).toEqual([
      { name: sold, example: `project ${ids.project} (AUDT) shows 3250000 sold, its orders hold 100` },
    ]);
    expect(await damaged(db, `UPDATE presale_projects SET supply = '50' WHERE id = ${ids.project}`)).toEqual([
      { name: sold, example: `project ${ids.project} (AUDT) sold 100 of a supply of 50` },
    ]);
    expect((await damaged(db, `UPDATE presale_orders SET paid = '20' WHERE id = ${ids.presaleOrder}`)).map((b) => b.name)).toEqual([
      'presale: every presale order has its price, payment and state with its time',
      'presale: the journal took what presale orders paid and delivered what they were delivered',
    ]);
  });

  it('dual investment: shares left that the orders do not explain, a payout changed, a settled order without its time', async () => {
    expect(await damaged(db, `UPDATE dual_products SET remaining = 100 WHERE id = ${ids.dualProduct}`)).toEqual([
      {
        name: "dual: each dual product's shares left are its shares less its orders'",
        example: `dual product ${ids.dualProduct}: 100 of 100 shares left, its orders hold 3`,
      },
    ]);
    expect((await damaged(db, `UPDATE dual_orders SET payout = '1' WHERE id = ${ids.dualOrder}`)).map((b) => b.name)).toEqual([
      'dual: every dual payout is what the journal paid',
    ]);
    expect((await damaged(db, `UPDATE dual_orders SET settled_at = NULL WHERE id = ${ids.dualOrder}`)).map((b) => b.name)).toEqual([
      'dual: every dual order has its state with its times',
    ]);
  });

  it('leaves the books sound after every damage was undone', async () => {
    expect(await broken(db)).toEqual([]);
  });
});
