// Certificate deposits (AREAS.md). A deposit holds the amount frozen in the funding account; at
// maturity a scheduler job (certificate.mature, ref certificate:<id>) unfreezes it and pays the
// interest (amount × annual rate × days / 365, rounded down) from the house, once, in the transaction
// that pays; a server that was down pays it when it starts. An early withdrawal (allowed from
// min_hold_days until maturity) unfreezes the amount and pays the whole days held at the early rate.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Certificate } from '../../../src/contract/certificate';
import { certificateEarly, certificateInterest } from '../../../src/shared/earn/certificate';
import { dec } from '../../../src/shared/lib/decimal';
import { clock } from '../../core/clock';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, counterpartiesOf, freeze, text, transfer, unfreeze } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import { readPage } from '../../core/paging';
import type { Scheduler } from '../../core/scheduler';
import { currencies, type UserRow } from '../../core/schema';
import { type CertificateRow, certificateProducts, certificates } from './schema';

export const CERTIFICATE_MATURE = 'certificate.mature';
const DAY_MS = 86_400_000;
const ref = (id: number) => `certificate:${id}`;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) =>
  new ApiFailure(`certificateErrors.${key}`, vars, { field });

export function createCertificates(db: Db, scheduler: Scheduler, notify: Notify) {
  const codeOf = async (currencyId: number) =>
    (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, currencyId)).get())?.code ?? '';

  async function view(row: CertificateRow, at = now()): Promise<Certificate> {
    const running = row.status === 'running';
    const early = certificateEarly(row, at);
    return {
      id: row.id,
      product_id: row.product_id,
      currency: await codeOf(row.currency_id),
      amount: row.amount,
      days: row.days,
      annual_rate: row.annual_rate,
      early_rate: row.early_rate,
      min_hold_days: row.min_hold_days,
      status: row.status,
      interest: running ? text(certificateInterest(row.amount, row.annual_rate, row.days)) : (row.interest ?? '0'),
      created_at: row.created_at,
      maturity_at: Math.floor((row.created_ms + row.days * DAY_MS) / 1000),
      early_from: early.from,
      early_days: early.days,
      early_interest: running && early.allowed ? text(early.interest) : null,
      ended_at: row.ended_at,
    };
  }

  async function buy(user: UserRow, productId: number, amount: string): Promise<Certificate> {
    const product = await db
      .select()
      .from(certificateProducts)
      .where(and(eq(certificateProducts.id, productId), eq(certificateProducts.active, 1)))
      .get();
    if (!product) throw fail('product', 'product_id');
    if (dec(amount).lt(product.min_amount)) throw fail('min', 'amount', { min: product.min_amount });
    if (dec(amount).gt(product.max_amount)) throw fail('max', 'amount', { max: product.max_amount });
    return await db.transaction(async () => {
      if ((await balanceOf(db, user.id, product.currency_id)).available.lt(amount)) throw fail('balance', 'amount');
      const createdMs = clock.ms();
      const row = await db
        .insert(certificates)
        .values({
          user_id: user.id,
          product_id: product.id,
          currency_id: product.currency_id,
          amount: text(amount),
          days: product.days,
          annual_rate: product.annual_rate,
          early_rate: product.early_rate,
          min_hold_days: product.min_hold_days,
          status: 'running',
          created_at: Math.floor(createdMs / 1000),
          created_ms: createdMs,
        })
        .returning()
        .get();
      await freeze(db, user.id, row.currency_id, row.amount, ref(row.id), 'amount');
      await scheduler.schedule(CERTIFICATE_MATURE, ref(row.id), createdMs + row.days * DAY_MS);
      return await view(row);
    });
  }

  /** Ends a running certificate: the amount back, `interest` paid from the house. */
  async function end(row: CertificateRow, status: 'matured' | 'withdrawn', interest: ReturnType<typeof dec>, at: number) {
    await unfreeze(db, row.user_id, row.currency_id, row.amount, ref(row.id));
    if (interest.gt(0))
      await transfer(
        db,
        (await counterpartiesOf(db, row.user_id)).house,
        row.user_id,
        row.currency_id,
        interest,
        'certificate_interest',
        ref(row.id),
      );
    const ended = await db
      .update(certificates)
      .set({ status, interest: text(interest), ended_at: at })
      .where(and(eq(certificates.id, row.id), eq(certificates.status, 'running')))
      .returning()
      .get();
    // Ended in between: the transaction that moved the money rolls back.
    if (!ended) throw fail('notRunning', 'id');
    return ended;
  }

  scheduler.define(CERTIFICATE_MATURE, async (job) => {
    const id = Number(job.ref.split(':')[1]);
    const row = await db.select().from(certificates).where(eq(certificates.id, id)).get();
    if (row?.status !== 'running') return undefined;
    const interest = certificateInterest(row.amount, row.annual_rate, row.days);
    await end(row, 'matured', interest, Math.floor(job.due_ms / 1000));
    await notify(
      row.user_id,
      'certificateMatured',
      { amount: row.amount, currency: await codeOf(row.currency_id), interest: text(interest) },
      ref(id),
    );
    return undefined;
  });

  async function withdraw(user: UserRow, id: number): Promise<Certificate> {
    return await db.transaction(async () => {
      const row = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.id, id), eq(certificates.user_id, user.id)))
        .get();
      if (!row) throw new ApiFailure('certificateErrors.notFound', {}, { field: 'id', status: 404 });
      if (row.status !== 'running') throw fail('notRunning', 'id');
      const at = now();
      const early = certificateEarly(row, at);
      if (!early.allowed) throw fail('tooSoon', 'id', { days: row.min_hold_days });
      await scheduler.cancel(CERTIFICATE_MATURE, ref(id));
      return await view(await end(row, 'withdrawn', early.interest, at), at);
    });
  }

  async function list(user: UserRow, status: 'running' | 'ended' | undefined, page: number, limit: number) {
    const states = status === 'running' ? ['running' as const] : status === 'ended' ? ['matured' as const, 'withdrawn' as const] : null;
    const where = and(eq(certificates.user_id, user.id), states ? inArray(certificates.status, states) : sql`1 = 1`);
    return await readPage(
      db.select().from(certificates).where(where).orderBy(desc(certificates.id)),
      db.select({ n: count() }).from(certificates).where(where),
      { page, limit },
      view,
    );
  }

  return { buy, withdraw, list };
}
