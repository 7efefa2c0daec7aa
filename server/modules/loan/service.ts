// Loans (AREAS.md): an application waits for an admin; approval credits the principal to the funding
// account from the house and schedules the due date (loan.due, on the scheduler: an issued loan turns
// overdue once, even after downtime). Interest is a formula of time (src/shared/earn/loan.ts): the
// user repays principal + interest for the started days after the first, at any time, from the funding
// balance; an admin may collect an overdue loan from that balance (what there is, up to what is owed).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Loan } from '../../../src/contract/loan';
import { loanDaysHeld, loanDueAt, loanInterest, loanTermCost } from '../../../src/shared/earn/loan';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, HOUSE_ID, text, transfer } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import { readPage } from '../../core/paging';
import type { Scheduler } from '../../core/scheduler';
import { currencies, type UserRow } from '../../core/schema';
import { type LoanCollectionRow, type LoanRow, loanCollections, loanProducts, loans } from './schema';

export const LOAN_DUE = 'loan.due';
const OPEN = ['pending', 'issued', 'overdue'] as const;
const ref = (id: number) => `loan:${id}`;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });

export function createLoans(db: Db, scheduler: Scheduler, notify: Notify) {
  const codeOf = async (currencyId: number) =>
    (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, currencyId)).get())?.code ?? '';

  /** Interest owed at `at` on an issued or overdue loan. */
  const interestAt = (row: LoanRow, at: number) =>
    row.issued_at === null ? dec(0) : loanInterest(row.amount, row.daily_rate, loanDaysHeld(row.issued_at, at));

  const collectionsOf = async (loanId: number): Promise<LoanCollectionRow[]> =>
    await db.select().from(loanCollections).where(eq(loanCollections.loan_id, loanId)).orderBy(loanCollections.id).all();

  async function view(row: LoanRow, at = now(), given?: LoanCollectionRow[]): Promise<Loan> {
    const collected = given ?? (await collectionsOf(row.id));
    const live = row.status === 'issued' || row.status === 'overdue';
    const end = row.repaid_at ?? at;
    const interest = row.status === 'repaid' ? dec(row.interest_paid ?? 0) : live ? interestAt(row, at) : dec(0);
    return {
      id: row.id,
      contract_no: `KL${String(row.applied_at).slice(-6)}${String(row.id).padStart(6, '0')}`,
      product_id: row.product_id,
      currency: await codeOf(row.currency_id),
      amount: row.amount,
      days: row.days,
      daily_rate: row.daily_rate,
      total_interest: text(loanTermCost(row.amount, row.daily_rate, row.days).interest),
      status: row.status,
      reason: row.reason,
      applied_at: row.applied_at,
      decided_at: row.decided_at,
      issued_at: row.issued_at,
      due_at: row.due_at,
      repaid_at: row.repaid_at,
      days_held: row.issued_at === null ? 0 : loanDaysHeld(row.issued_at, end),
      interest: text(interest),
      repaid: row.repaid,
      remaining: live ? text(Decimal.max(dec(row.amount).plus(interest).minus(row.repaid), 0)) : '0',
      collections: collected.map((c) => ({ amount: c.amount, at: c.created_at, reason: c.reason })),
    };
  }

  const products = async () =>
    (
      await db
        .select({ p: loanProducts, currency: currencies.code })
        .from(loanProducts)
        .innerJoin(currencies, eq(currencies.id, loanProducts.currency_id))
        .where(eq(loanProducts.active, 1))
        .orderBy(loanProducts.days)
        .all()
    ).map(({ p, currency }) => ({
      id: p.id,
      days: p.days,
      daily_rate: p.daily_rate,
      currency,
      min_amount: p.min_amount,
      max_amount: p.max_amount,
      kyc_level: p.kyc_level,
    }));

  const openOf = async (userId: number) =>
    (await db
      .select()
      .from(loans)
      .where(and(eq(loans.user_id, userId), inArray(loans.status, [...OPEN])))
      .get()) ?? null;

  async function info(user: UserRow | null) {
    const list = await products();
    const current = user ? await openOf(user.id) : null;
    const currencyId = current?.currency_id ?? (await db.select({ id: loanProducts.currency_id }).from(loanProducts).get())?.id ?? 1;
    return {
      products: list,
      current: current ? await view(current) : null,
      available: user ? text((await balanceOf(db, user.id, currencyId)).available) : null,
    };
  }

  async function apply(user: UserRow, productId: number, amount: string): Promise<Loan> {
    if (user.account_type === 'demo') throw fail('loanErrors.demo', 'amount');
    const product = await db
      .select()
      .from(loanProducts)
      .where(and(eq(loanProducts.id, productId), eq(loanProducts.active, 1)))
      .get();
    if (!product) throw fail('loanErrors.product', 'product_id');
    if (user.kyc_level < product.kyc_level) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    if (dec(amount).lt(product.min_amount)) throw fail('loanErrors.min', 'amount', { min: product.min_amount });
    if (dec(amount).gt(product.max_amount)) throw fail('loanErrors.max', 'amount', { max: product.max_amount });
    return await db.transaction(async () => {
      if (await openOf(user.id)) throw fail('loanErrors.open', 'product_id');
      const row = await db
        .insert(loans)
        .values({
          user_id: user.id,
          product_id: product.id,
          currency_id: product.currency_id,
          amount: text(amount),
          days: product.days,
          daily_rate: product.daily_rate,
          status: 'pending',
          applied_at: now(),
        })
        .returning()
        .get();
      return await view(row);
    });
  }

  async function records(user: UserRow, page: number, limit: number) {
    const where = eq(loans.user_id, user.id);
    const rows = db.select().from(loans).where(where).orderBy(desc(loans.id));
    return await readPage(rows, db.select({ n: count() }).from(loans).where(where), { page, limit }, view);
  }

  const loanById = async (id: number) => await db.select().from(loans).where(eq(loans.id, id)).get();
  const adminView = async (row: LoanRow) => {
    const collected = await collectionsOf(row.id);
    return {
      ...(await view(row, now(), collected)),
      user_id: row.user_id,
      decided_by: row.decided_by,
      collections: collected.map((c) => ({ amount: c.amount, at: c.created_at, reason: c.reason, by: c.decided_by })),
    };
  };

  /** Takes `amount` of what is owed at `at` from the funding balance; repaid when nothing is left. */
  async function pay(row: LoanRow, amount: Decimal, at: number): Promise<LoanRow> {
    const interest = interestAt(row, at);
    const owed = dec(row.amount).plus(interest).minus(row.repaid);
    const take = Decimal.min(amount, owed);
    if (take.gt(0)) await transfer(db, row.user_id, HOUSE_ID, row.currency_id, take, 'loan_repay', ref(row.id));
    const repaid = dec(row.repaid).plus(take);
    const done = take.eq(owed);
    if (done) await scheduler.cancel(LOAN_DUE, ref(row.id));
    const paid = await db
      .update(loans)
      .set({ repaid: text(repaid), ...(done ? { status: 'repaid' as const, repaid_at: at, interest_paid: text(interest) } : {}) })
      .where(and(eq(loans.id, row.id), eq(loans.status, row.status), eq(loans.repaid, row.repaid)))
      .returning()
      .get();
    // Changed in between: refused, and the transaction that moved the money rolls back.
    if (!paid) throw new ApiFailure('loanErrors.notOpen', {}, { field: 'id', status: 409 });
    return paid;
  }

  async function repay(user: UserRow, id: number): Promise<Loan> {
    return await db.transaction(async () => {
      const row = await loanById(id);
      if (!row || row.user_id !== user.id) throw new ApiFailure('loanErrors.notFound', {}, { field: 'id', status: 404 });
      if (row.status !== 'issued' && row.status !== 'overdue') throw fail('loanErrors.notOpen', 'id');
      const at = now();
      const owed = dec(row.amount).plus(interestAt(row, at)).minus(row.repaid);
      if ((await balanceOf(db, user.id, row.currency_id)).available.lt(owed)) throw fail('loanErrors.balance', 'id', { owed: text(owed) });
      return await view(await pay(row, owed, at), at);
    });
  }

  /** Approves (the principal is paid out) or rejects (with its reason) a pending application, once; recorded with its time and who. */
  async function decide(id: number, approve: boolean, reason: string | null, by: string) {
    if (!approve && !reason) throw new ApiFailure('loanErrors.reason', {}, { field: 'reason' });
    return await db.transaction(async () => {
      const row = await loanById(id);
      if (!row) throw new ApiFailure('loanErrors.notFound', {}, { field: 'id', status: 404 });
      if (row.status !== 'pending') throw new ApiFailure('loanErrors.decided', {}, { field: 'id', status: 409 });
      if (approve && (await openOf(row.user_id))?.id !== row.id) throw new ApiFailure('loanErrors.open', {}, { field: 'id', status: 409 });
      const at = now();
      const decision = { decided_at: at, decided_by: by };
      const decided = await db
        .update(loans)
        .set(
          approve
            ? { status: 'issued', issued_at: at, due_at: loanDueAt(at, row.days), ...decision }
            : { status: 'rejected', reason, ...decision },
        )
        .where(and(eq(loans.id, id), eq(loans.status, 'pending')))
        .returning()
        .get();
      if (!decided) throw new ApiFailure('loanErrors.decided', {}, { field: 'id', status: 409 });
      if (approve) {
        await transfer(db, HOUSE_ID, row.user_id, row.currency_id, row.amount, 'loan', ref(id));
        await scheduler.schedule(LOAN_DUE, ref(id), loanDueAt(at, row.days) * 1000);
        await notify(row.user_id, 'loanIssued', { amount: row.amount, days: row.days }, ref(id));
      } else await notify(row.user_id, 'loanRejected', { amount: row.amount, reason: reason ?? '' }, ref(id));
      return await adminView(decided);
    });
  }

  /**
   * An admin collects what the user's funding balance holds, up to what is owed (an overdue loan); the
   * collection is recorded with what it took, why, who and when.
   */
  async function collect(id: number, reason: string, by: string) {
    return await db.transaction(async () => {
      const row = await loanById(id);
      if (!row) throw new ApiFailure('loanErrors.notFound', {}, { field: 'id', status: 404 });
      if (row.status !== 'overdue') throw new ApiFailure('loanErrors.notOverdue', {}, { field: 'id', status: 409 });
      const at = now();
      const available = (await balanceOf(db, row.user_id, row.currency_id)).available;
      const after = await pay(row, available, at);
      const taken = dec(after.repaid).minus(row.repaid);
      await db
        .insert(loanCollections)
        .values({ loan_id: id, amount: text(taken), reason, decided_by: by, created_at: at })
        .run();
      await notify(row.user_id, 'loanCollected', { amount: text(taken), remaining: (await view(after, at)).remaining }, ref(id));
      return await adminView(after);
    });
  }

  scheduler.define(LOAN_DUE, async (job) => {
    const row = await loanById(Number(job.ref.slice('loan:'.length)));
    if (row?.status !== 'issued') return undefined;
    await db
      .update(loans)
      .set({ status: 'overdue' })
      .where(and(eq(loans.id, row.id), eq(loans.status, 'issued')))
      .run();
    await notify(
      row.user_id,
      'loanOverdue',
      { amount: row.amount, remaining: (await view({ ...row, status: 'overdue' })).remaining },
      ref(row.id),
    );
    return undefined;
  });

  const adminList = async (status?: LoanRow['status']) =>
    await Promise.all(
      (
        await db
          .select()
          .from(loans)
          .where(status ? eq(loans.status, status) : undefined)
          .orderBy(desc(loans.id))
          .limit(200)
          .all()
      ).map(adminView),
    );

  return { info, apply, records, repay, decide, collect, adminList };
}
