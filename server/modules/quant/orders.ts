// Term orders (AREAS.md): AI quant savings and locked mining, one engine, one instance per kind.
// Buying holds the amount frozen in the funding account; day n's income (amount × daily rate, rounded
// down) is paid from the house at purchase + n days by a scheduler job (<kind>.income, ref
// <kind>:<id>:<n>) that runs once, inside the transaction that pays, and schedules day n + 1 from its
// own due time, so a server that was down catches up each day once. The last day also returns the
// principal (matured). Ending early unfreezes the amount and takes the penalty (quant) or the
// early-redemption fee (locked mining): amount × rate, rounded up; income already paid stays.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EntryKind } from '../../../src/contract';
import type { QuantOrder, TermKind } from '../../../src/contract/quant';
import { quantDailyIncome, quantTermination } from '../../../src/shared/earn/quant';
import { dec } from '../../../src/shared/lib/decimal';
import { clock } from '../../core/clock';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import {
  balanceOf,
  chunks,
  counterpartiesOf,
  counterpartiesOfMany,
  freeze,
  HOUSE_ID,
  postMany,
  text,
  transfer,
  transferEntry,
  unfreeze,
  unfreezeEntry,
} from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import type { Job, Scheduler } from '../../core/scheduler';
import { currencies, type UserRow } from '../../core/schema';
import { type QuantOrderRow, quantOrders, quantProducts } from './schema';

const DAY_MS = 86_400_000;
const DAY_SEC = 86_400;

/** What differs between the kinds: the job, the journal kinds, the notice and the messages' namespace. */
export interface TermPlan {
  kind: TermKind;
  income: EntryKind;
  penalty: EntryKind;
  matured: string;
  errors: 'quantErrors' | 'lockmingErrors';
}
export const TERM_PLANS: Record<TermKind, TermPlan> = {
  quant: { kind: 'quant', income: 'quant_income', penalty: 'quant_penalty', matured: 'quantMatured', errors: 'quantErrors' },
  lockming: { kind: 'lockming', income: 'lockming_income', penalty: 'lockming_fee', matured: 'lockmingMatured', errors: 'lockmingErrors' },
};
export const incomeJob = (kind: TermKind) => `${kind}.income`;

/** An order's values in payDays' update: id, day, total income, income, time, matured (1 or 0). */
const PAID_ROW = '(CAST(? AS BIGINT), CAST(? AS BIGINT), ?, ?, CAST(? AS BIGINT), CAST(? AS INTEGER))';

export function createTermOrders(db: Db, scheduler: Scheduler, notify: Notify, plan: TermPlan) {
  const { kind, errors } = plan;
  const INCOME = incomeJob(kind);
  const orderRef = (id: number) => `${kind}:${id}`;
  const jobRef = (id: number, day: number) => `${kind}:${id}:${day}`;
  const fail = (key: string, field: string, vars: Record<string, string | number> = {}) =>
    new ApiFailure(`${errors}.${key}`, vars, { field });
  const codeOf = async (currencyId: number) =>
    (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, currencyId)).get())?.code ?? '';

  async function view(row: QuantOrderRow, at = now()): Promise<QuantOrder> {
    const running = row.status === 'running';
    const today = Math.floor(at / DAY_SEC) * DAY_SEC;
    const preview = running ? quantTermination(row.amount, row.penalty_rate) : null;
    return {
      id: row.id,
      product_id: row.product_id,
      name: row.name,
      currency: await codeOf(row.currency_id),
      amount: row.amount,
      daily_rate: row.daily_rate,
      days: row.days,
      penalty_rate: row.penalty_rate,
      status: row.status,
      days_paid: row.days_paid,
      today_income: row.last_income_at !== null && row.last_income_at >= today ? row.last_income : '0',
      total_income: row.total_income,
      penalty: preview ? text(preview.penalty) : row.penalty,
      refund: preview ? text(preview.refund) : row.refund,
      created_at: row.created_at,
      next_income_at: running ? Math.floor((row.created_ms + (row.days_paid + 1) * DAY_MS) / 1000) : null,
      maturity_at: Math.floor((row.created_ms + row.days * DAY_MS) / 1000),
      ended_at: row.ended_at,
    };
  }

  /** Buys `amount` of a product (`field` names the product's payload field, for the message). */
  async function buy(user: UserRow, productId: number, amount: string, field = 'product_id'): Promise<QuantOrder> {
    const product = await db
      .select()
      .from(quantProducts)
      .where(and(eq(quantProducts.id, productId), eq(quantProducts.active, 1), eq(quantProducts.kind, kind)))
      .get();
    if (!product) throw fail('product', field);
    if (user.kyc_level < product.kyc_level) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    if (dec(amount).lt(product.min_amount)) throw fail('min', 'amount', { min: product.min_amount });
    if (dec(amount).gt(product.max_amount)) throw fail('max', 'amount', { max: product.max_amount });
    return await db.transaction(async () => {
      const running =
        (
          await db
            .select({ n: count() })
            .from(quantOrders)
            .where(and(eq(quantOrders.user_id, user.id), eq(quantOrders.product_id, product.id), eq(quantOrders.status, 'running')))
            .get()
        )?.n ?? 0;
      if (running >= product.max_active) throw fail('maxActive', field, { max: product.max_active });
      if ((await balanceOf(db, user.id, product.currency_id)).available.lt(amount)) throw fail('balance', 'amount');
      const createdMs = clock.ms();
      const row = await db
        .insert(quantOrders)
        .values({
          user_id: user.id,
          product_id: product.id,
          name: product.name,
          currency_id: product.currency_id,
          amount: text(amount),
          daily_rate: product.daily_rate,
          days: product.days,
          penalty_rate: product.penalty_rate,
          status: 'running',
          kind,
          created_at: Math.floor(createdMs / 1000),
          created_ms: createdMs,
        })
        .returning()
        .get();
      await freeze(db, user.id, row.currency_id, row.amount, orderRef(row.id), 'amount');
      await scheduler.schedule(INCOME, jobRef(row.id, 1), createdMs + DAY_MS);
      return await view(row);
    });
  }

  /** Day `day`'s income, inside the scheduler's transaction; the last day also returns the principal. */
  async function payDay(id: number, day: number, dueMs: number): Promise<void> {
    const row = await db.select().from(quantOrders).where(eq(quantOrders.id, id)).get();
    // Ended meanwhile, or this day was paid already: nothing to do.
    if (row?.status !== 'running' || row.days_paid !== day - 1) return;
    const income = quantDailyIncome(row.amount, row.daily_rate);
    if (income.gt(0))
      await transfer(db, (await counterpartiesOf(db, row.user_id)).house, row.user_id, row.currency_id, income, plan.income, orderRef(id));
    const matured = day >= row.days;
    const at = Math.floor(dueMs / 1000);
    if (matured) await unfreeze(db, row.user_id, row.currency_id, row.amount, orderRef(id));
    const paid = await db
      .update(quantOrders)
      .set({
        days_paid: day,
        total_income: text(dec(row.total_income).plus(income)),
        last_income: text(income),
        last_income_at: at,
        ...(matured ? { status: 'matured' as const, ended_at: at } : {}),
      })
      .where(and(eq(quantOrders.id, id), eq(quantOrders.status, 'running'), eq(quantOrders.days_paid, day - 1)))
      .run();
    if (paid.changes !== 1) throw new Error(`${kind}: order ${id} changed while day ${day} was paid; the job is tried again`);
    if (matured)
      await notify(
        row.user_id,
        plan.matured,
        { name: row.name, amount: row.amount, currency: await codeOf(row.currency_id), income: text(dec(row.total_income).plus(income)) },
        orderRef(id),
      );
    else await scheduler.schedule(INCOME, jobRef(id, day + 1), dueMs + DAY_MS);
  }

  /**
   * Many days' income at once (payDay's work for each, in a few statements for all): orders read in one,
   * the income and matured principals posted in one postMany, the orders updated in one conditional
   * update, the next days scheduled in one insert. Any surprise throws: each job then runs alone.
   */
  async function payDays(due: Job[]): Promise<undefined> {
    const wanted = due.map((job) => {
      const [, id, day] = job.ref.split(':').map(Number);
      return { id, day, dueMs: job.due_ms };
    });
    if (new Set(wanted.map((w) => w.id)).size !== wanted.length) throw new Error(`${kind}: two days of one order due together`);
    const rows = new Map<number, QuantOrderRow>();
    for (const part of chunks(wanted))
      for (const row of await db
        .select()
        .from(quantOrders)
        .where(
          inArray(
            quantOrders.id,
            part.map((w) => w.id),
          ),
        )
        .all())
        rows.set(row.id, row);
    // Ended meanwhile, or this day was paid already: nothing to do (as payDay).
    const paying = wanted.flatMap((w) => {
      const row = rows.get(w.id);
      if (row?.status !== 'running' || row.days_paid !== w.day - 1) return [];
      return [
        { ...w, row, income: quantDailyIncome(row.amount, row.daily_rate), matured: w.day >= row.days, at: Math.floor(w.dueMs / 1000) },
      ];
    });
    if (!paying.length) return undefined;
    const sides = await counterpartiesOfMany(
      db,
      paying.map((p) => p.row.user_id),
    );
    await postMany(
      db,
      paying.flatMap(({ id, row, income, matured }) => [
        ...(income.gt(0)
          ? [transferEntry(sides.get(row.user_id)?.house ?? HOUSE_ID, row.user_id, row.currency_id, income, plan.income, orderRef(id))]
          : []),
        ...(matured ? [unfreezeEntry(row.user_id, row.currency_id, row.amount, orderRef(id))] : []),
      ]),
    );
    // One conditional update for the set: each order's new values joined on its id, the order still
    // required to be running at the day before (plain SQL both engines run: a CASE per column of a
    // hundred orders took PostgreSQL 16 ms a set, this 4 ms).
    const paid = await db.$sql.run(
      `UPDATE quant_orders SET days_paid = v.column2, total_income = v.column3, last_income = v.column4,
         last_income_at = v.column5,
         status = CASE WHEN v.column6 = 1 THEN 'matured' ELSE quant_orders.status END,
         ended_at = CASE WHEN v.column6 = 1 THEN v.column5 ELSE quant_orders.ended_at END
       FROM (VALUES ${paying.map(() => PAID_ROW).join(', ')}) AS v
       WHERE quant_orders.id = v.column1 AND quant_orders.status = 'running' AND quant_orders.days_paid = v.column2 - 1`,
      ...paying.flatMap((p) => [p.id, p.day, text(dec(p.row.total_income).plus(p.income)), text(p.income), p.at, p.matured ? 1 : 0]),
    );
    if (paid.changes !== paying.length) throw new Error(`${kind}: orders changed while their income was paid; each is tried alone`);
    for (const { id, row, income } of paying.filter((p) => p.matured))
      await notify(
        row.user_id,
        plan.matured,
        { name: row.name, amount: row.amount, currency: await codeOf(row.currency_id), income: text(dec(row.total_income).plus(income)) },
        orderRef(id),
      );
    await scheduler.scheduleMany(
      INCOME,
      paying.filter((p) => !p.matured).map((p) => ({ ref: jobRef(p.id, p.day + 1), dueMs: p.dueMs + DAY_MS })),
    );
    return undefined;
  }

  // Many orders' income comes due together (each day at the time they were bought): paid set by set.
  scheduler.define(
    INCOME,
    async (job) => {
      const [, id, day] = job.ref.split(':').map(Number);
      await payDay(id, day, job.due_ms);
      return undefined;
    },
    { many: payDays },
  );

  async function terminate(user: UserRow, id: number): Promise<QuantOrder> {
    return await db.transaction(async () => {
      const row = await db
        .select()
        .from(quantOrders)
        .where(and(eq(quantOrders.id, id), eq(quantOrders.user_id, user.id), eq(quantOrders.kind, kind)))
        .get();
      if (!row) throw new ApiFailure(`${errors}.notFound`, {}, { field: 'id', status: 404 });
      if (row.status !== 'running') throw fail('notRunning', 'id');
      const { penalty, refund } = quantTermination(row.amount, row.penalty_rate);
      await unfreeze(db, user.id, row.currency_id, row.amount, orderRef(id));
      if (penalty.gt(0))
        await transfer(db, user.id, (await counterpartiesOf(db, user.id)).house, row.currency_id, penalty, plan.penalty, orderRef(id));
      await scheduler.cancel(INCOME, jobRef(id, row.days_paid + 1));
      const ended = await db
        .update(quantOrders)
        .set({ status: 'terminated', penalty: text(penalty), refund: text(refund), ended_at: now() })
        .where(and(eq(quantOrders.id, id), eq(quantOrders.status, 'running')))
        .returning()
        .get();
      if (!ended) throw fail('notRunning', 'id');
      return await view(ended);
    });
  }

  async function list(user: UserRow, status: 'running' | 'ended' | undefined, page: number, limit: number) {
    const states = status === 'running' ? ['running' as const] : status === 'ended' ? ['matured' as const, 'terminated' as const] : null;
    const mine = and(eq(quantOrders.user_id, user.id), eq(quantOrders.kind, kind));
    const where = and(mine, states ? inArray(quantOrders.status, states) : sql`1 = 1`);
    const rows = await db
      .select()
      .from(quantOrders)
      .where(where)
      .orderBy(desc(quantOrders.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all();
    const total = (await db.select({ n: count() }).from(quantOrders).where(where).get())?.n ?? 0;
    const all = await Promise.all((await db.select().from(quantOrders).where(mine).all()).map(async (r) => await view(r)));
    const sum = (values: string[]) => text(values.reduce((a, v) => a.plus(v), dec(0)));
    return {
      list: await Promise.all(rows.map(async (r) => await view(r))),
      total,
      page,
      limit,
      summary: {
        invested: sum(all.filter((o) => o.status === 'running').map((o) => o.amount)),
        today_income: sum(all.map((o) => o.today_income)),
        total_income: sum(all.map((o) => o.total_income)),
      },
    };
  }

  return { buy, terminate, list, view };
}
