// Delivery of a presale's tokens: one scheduler job per project (presale.deliver, ref
// presale:<id>:<delivery_at>, so a delivery date an admin moved gets a job of its own; the job of the old
// date then finds a different date on the project and does nothing), due at the delivery date. It runs once, inside the transaction that writes its ledger
// legs and marks the project delivered, so a server that was down across the date delivers when it
// starts again, and never twice.
//
// Where the tokens come from: at the first delivery the token becomes a currency (a `currencies` row
// with the project's code, name and decimals; no market, so it has no price and cannot be traded until
// an admin lists one), and the house and the demo pool get their stock of it from the external account
// like every currency (seedHouse: HOUSE_SEED each). Each order's amount then moves from the user's
// house (the demo pool for a demo account, which also took the demo account's USDT) to the user's
// funding account, so every currency still sums to zero with the external account.
import { and, eq } from 'drizzle-orm';
import { type Db, now } from '../../core/db';
import { counterpartiesOf, currencyIdOf, seedHouse, transfer } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import type { Scheduler } from '../../core/scheduler';
import { currencies } from '../../core/schema';
import { type ProjectRow, presaleOrders, presaleProjects } from './schema';
import { projectRef } from './service';

export const PRESALE_DELIVER = 'presale.deliver';
export const deliveryRef = (p: Pick<ProjectRow, 'id' | 'delivery_at'>) => `presale:${p.id}:${p.delivery_at}`;

/** The token's currency id, created (with the house's and the demo pool's stock) when it does not exist yet. */
async function tokenCurrency(db: Db, p: ProjectRow): Promise<number> {
  const existing = await currencyIdOf(db, p.code);
  if (existing !== null) return existing;
  const id = (
    await db.insert(currencies).values({ code: p.code, name: p.name, decimals: p.decimals }).returning({ id: currencies.id }).get()
  ).id;
  await seedHouse(db);
  return id;
}

export function createDelivery(db: Db, scheduler: Scheduler, notify: Notify) {
  /** Schedules the delivery of a project at its delivery date (inside the caller's transaction; idempotent). */
  const scheduleDelivery = async (p: ProjectRow) => await scheduler.schedule(PRESALE_DELIVER, deliveryRef(p), p.delivery_at * 1000);

  /** Delivers every order of a project, inside the scheduler's transaction. */
  async function deliver(projectId: number, deliveryAt: number): Promise<void> {
    const p = await db.select().from(presaleProjects).where(eq(presaleProjects.id, projectId)).get();
    // Delivered already, or the date was moved (that date has a job of its own).
    if (!p || p.delivered_at !== null || p.delivery_at !== deliveryAt) return;
    const pending = await db
      .select()
      .from(presaleOrders)
      .where(and(eq(presaleOrders.project_id, p.id), eq(presaleOrders.status, 'pending')))
      .all();
    const at = now();
    if (pending.length > 0) {
      const token = await tokenCurrency(db, p);
      for (const o of pending) {
        await transfer(db, (await counterpartiesOf(db, o.user_id)).house, o.user_id, token, o.amount, 'presale_delivery', projectRef(p.id));
        await db.update(presaleOrders).set({ status: 'delivered', delivered_at: at }).where(eq(presaleOrders.id, o.id)).run();
        await notify(o.user_id, 'presaleDelivered', { amount: o.amount, code: p.code, name: p.name }, projectRef(p.id));
      }
    }
    await db.update(presaleProjects).set({ delivered_at: at }).where(eq(presaleProjects.id, p.id)).run();
  }

  scheduler.define(PRESALE_DELIVER, async (job) => {
    const [, id, deliveryAt] = job.ref.split(':').map(Number);
    await deliver(id, deliveryAt);
    return undefined;
  });

  /** Every project not delivered yet has its job (after a seed, or a database from before a change). */
  async function scheduleAll(): Promise<void> {
    await db.transaction(async () => {
      for (const p of await db.select().from(presaleProjects).all()) if (p.delivered_at === null) await scheduleDelivery(p);
    });
  }

  return { scheduleDelivery, scheduleAll };
}

export type Delivery = ReturnType<typeof createDelivery>;
