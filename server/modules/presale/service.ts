// Presale (AREAS.md): the projects with their state now, subscriptions and the user's orders. A
// subscription is one transaction: the checks (state, the token's units, the user's minimum and
// maximum over all their orders, the supply left, the balance), the payment from the user's funding
// account to the house (the demo pool for a demo account), sold += amount and the order. SQLite runs
// one write transaction at a time, so two users racing for the last tokens are served in turn and
// sold never passes the supply. The tokens arrive at the delivery date (delivery.ts).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PresaleDetailReply, PresaleListReply, PresaleOrder, PresaleProject } from '../../../src/contract/presale';
import { presaleAmountOf, presaleCost, presaleLeft, presaleRemaining, presaleState } from '../../../src/shared/earn/presale';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, counterpartiesOf, text, transfer } from '../../core/ledger';
import { readPage } from '../../core/paging';
import { currencies, type UserRow } from '../../core/schema';
import { type PresaleOrderRow, type ProjectRow, presaleOrders, presaleProjects } from './schema';

export const projectRef = (id: number) => `presale:${id}`;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });
const ORDER_OF_STATES = { live: 0, upcoming: 1, soldout: 2, ended: 3 } as const;

export const termsOf = (p: ProjectRow) => ({ ...p, closed: p.closed === 1 });

export function createPresale(db: Db) {
  const codeOf = async (currencyId: number) =>
    (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, currencyId)).get())?.code ?? '';

  const projectById = async (id: number) => await db.select().from(presaleProjects).where(eq(presaleProjects.id, id)).get();

  async function view(p: ProjectRow, at = now()): Promise<PresaleProject> {
    return {
      id: p.id,
      code: p.code,
      name: p.name,
      description: p.description,
      supply: p.supply,
      sold: p.sold,
      price: p.price,
      pay_currency: await codeOf(p.pay_currency_id),
      decimals: p.decimals,
      start_at: p.start_at,
      end_at: p.end_at,
      delivery_at: p.delivery_at,
      min_amount: p.min_amount,
      max_amount: p.max_amount,
      state: presaleState(termsOf(p), at),
      delivered: p.delivered_at !== null,
    };
  }

  async function list(page: number, limit: number): Promise<PresaleListReply> {
    const at = now();
    const rows = await db.select().from(presaleProjects).all();
    const all = (await Promise.all(rows.map(async (p) => await view(p, at)))).sort(
      (a, b) => ORDER_OF_STATES[a.state] - ORDER_OF_STATES[b.state] || b.start_at - a.start_at || b.id - a.id,
    );
    return { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit, now: at };
  }

  /** What a user has subscribed of a project so far, over all their orders. */
  async function boughtBy(userId: number, projectId: number): Promise<Decimal> {
    return (
      await db
        .select({ amount: presaleOrders.amount })
        .from(presaleOrders)
        .where(and(eq(presaleOrders.user_id, userId), eq(presaleOrders.project_id, projectId)))
        .all()
    ).reduce((sum, o) => sum.plus(o.amount), dec(0));
  }

  async function detail(user: UserRow | null, projectId: number): Promise<PresaleDetailReply> {
    const p = await projectById(projectId);
    if (!p) throw new ApiFailure('presaleErrors.project', {}, { field: 'project_id', status: 404 });
    const bought = user ? await boughtBy(user.id, p.id) : null;
    return {
      project: await view(p),
      now: now(),
      bought: bought === null ? null : text(bought),
      remaining: bought === null ? null : text(presaleRemaining(p, bought)),
      available: user ? text((await balanceOf(db, user.id, p.pay_currency_id)).available) : null,
    };
  }

  async function orderView(o: PresaleOrderRow, p: ProjectRow): Promise<PresaleOrder> {
    return {
      id: o.id,
      project_id: o.project_id,
      code: p.code,
      name: p.name,
      amount: o.amount,
      price: o.price,
      paid: o.paid,
      pay_currency: await codeOf(p.pay_currency_id),
      status: o.status,
      created_at: o.created_at,
      delivery_at: p.delivery_at,
      delivered_at: o.delivered_at,
    };
  }

  /**
   * Subscribes `amount` tokens (`field` is the payload field the amount came from). `shownPrice`: the
   * price the user saw, refused when the project's is no longer that.
   */
  async function subscribe(
    user: UserRow,
    projectId: number,
    amount: Decimal,
    field: 'amount' | 'total_price',
    shownPrice?: string,
  ): Promise<PresaleOrder> {
    return await db.transaction(async () => {
      // Buyers of one project take turns where many write at once (PostgreSQL; SQLite has one writer): the
      // checks below then read what the buyer before left, instead of refusing everyone but the first.
      if (db.$store.engine === 'postgres') await db.$sql.run('SELECT id FROM presale_projects WHERE id = ? FOR UPDATE', projectId);
      const p = await projectById(projectId);
      if (!p) throw fail('presaleErrors.project', 'project_id');
      if (shownPrice !== undefined && !dec(shownPrice).eq(p.price)) throw fail('presaleErrors.priceChanged', 'price', { price: p.price });
      const at = now();
      const state = presaleState(termsOf(p), at);
      if (state === 'upcoming') throw fail('presaleErrors.notStarted', 'project_id');
      if (state === 'soldout') throw fail('presaleErrors.soldOut', 'project_id');
      if (state === 'ended') throw fail('presaleErrors.ended', 'project_id');
      if (amount.lte(0)) throw fail('presaleErrors.tooLittle', field, { price: p.price, code: p.code });
      if (amount.decimalPlaces() > p.decimals) throw fail('presaleErrors.units', field, { decimals: p.decimals });
      const bought = await boughtBy(user.id, p.id);
      const total = bought.plus(amount);
      if (total.lt(p.min_amount)) throw fail('presaleErrors.min', field, { min: text(dec(p.min_amount).minus(bought)), code: p.code });
      if (total.gt(p.max_amount))
        throw fail('presaleErrors.max', field, {
          max: p.max_amount,
          remaining: text(Decimal.max(0, dec(p.max_amount).minus(bought))),
          code: p.code,
        });
      const left = presaleLeft(p);
      if (amount.gt(left)) throw fail('presaleErrors.supply', field, { left: text(left), code: p.code });
      const cost = presaleCost(amount, p.price);
      if ((await balanceOf(db, user.id, p.pay_currency_id)).available.lt(cost))
        throw fail('presaleErrors.balance', field, { cost: text(cost), currency: await codeOf(p.pay_currency_id) });
      await transfer(
        db,
        user.id,
        (await counterpartiesOf(db, user.id)).house,
        p.pay_currency_id,
        cost,
        'presale_subscribe',
        projectRef(p.id),
        field,
      );
      // Conditional on the `sold` the checks read: a change in between refuses instead of counting twice.
      const counted = await db
        .update(presaleProjects)
        .set({ sold: text(dec(p.sold).plus(amount)) })
        .where(and(eq(presaleProjects.id, p.id), eq(presaleProjects.sold, p.sold)))
        .run();
      if (counted.changes !== 1) throw fail('presaleErrors.supply', field, { left: text(left), code: p.code });
      const row = await db
        .insert(presaleOrders)
        .values({
          user_id: user.id,
          project_id: p.id,
          amount: text(amount),
          price: p.price,
          paid: text(cost),
          status: 'pending',
          created_at: at,
        })
        .returning()
        .get();
      return await orderView(row, p);
    });
  }

  /** project/buy: the amount a USDT total buys at the project's price, rounded down to the token's units. */
  async function buyWithTotal(user: UserRow, projectId: number, total: string): Promise<PresaleOrder> {
    const p = await projectById(projectId);
    if (!p) throw fail('presaleErrors.project', 'project_id');
    return await subscribe(user, projectId, presaleAmountOf(total, p.price, p.decimals), 'total_price');
  }

  async function orders(user: UserRow, status: PresaleOrderRow['status'] | undefined, page: number, limit: number) {
    const where = and(eq(presaleOrders.user_id, user.id), status ? eq(presaleOrders.status, status) : sql`1 = 1`);
    return await readPage(
      db
        .select({ o: presaleOrders, p: presaleProjects })
        .from(presaleOrders)
        .innerJoin(presaleProjects, eq(presaleProjects.id, presaleOrders.project_id))
        .where(where)
        .orderBy(desc(presaleOrders.id)),
      db.select({ n: count() }).from(presaleOrders).where(where),
      { page, limit },
      async ({ o, p }) => await orderView(o, p),
    );
  }

  return { view, list, detail, subscribe, buyWithTotal, orders, projectById };
}

export type Presale = ReturnType<typeof createPresale>;
