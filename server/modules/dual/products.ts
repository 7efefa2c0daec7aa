// Dual investment products (AREAS.md): what is on offer, how a product looks to a user and to the
// admin, creating one (its settlement is scheduled at its expiry, in the same transaction) and closing
// one (no more subscriptions; orders already bought stay and settle at expiry).
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type AdminDualProduct, DUAL_COINS, type DualProduct, type DualType } from '../../../src/contract/dual';
import { dualInvestment } from '../../../src/shared/earn/dual';
import { clock } from '../../core/clock';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { currencyIdOf, text } from '../../core/ledger';
import type { Scheduler } from '../../core/scheduler';
import { currencies } from '../../core/schema';
import type { PriceFeed } from '../market/feed';
import { type DualProductRow, dualOrders, dualProducts } from './schema';

export const DUAL_SETTLE = 'dual.settle';
export const DAY_MS = 86_400_000;
export const productRef = (id: number) => `dual:${id}`;

export interface NewProduct {
  coin: string;
  type: DualType;
  strike: string;
  annual_rate: string;
  start_ms: number;
  days: number;
  shares: number;
  per_user_limit: number;
  series?: string;
}

export function createDualProducts(db: Db, scheduler: Scheduler, feed: PriceFeed) {
  const codeOf = async (currencyId: number) =>
    (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, currencyId)).get())?.code ?? '';
  const symbolOf = (coin: string) => `${coin}USDT`;
  /** The coin's live price in USDT, or null when the feed has none. */
  const livePrice = (coin: string) => feed.price(symbolOf(coin));

  function status(row: DualProductRow, at: number): DualProduct['status'] {
    if (row.settled_at !== null) return 'settled';
    if (at >= row.start_ms) return 'running';
    return row.closed ? 'closed' : 'open';
  }

  async function view(row: DualProductRow, at = clock.ms()): Promise<DualProduct> {
    const coin = await codeOf(row.currency_id);
    return {
      id: row.id,
      coin,
      currency_id: row.currency_id,
      type: row.type,
      invest_currency: row.type === 'call' ? coin : 'USDT',
      strike: row.strike,
      annual_rate: row.annual_rate,
      start_at: Math.floor(row.start_ms / 1000),
      expiry_at: Math.floor(row.expiry_ms / 1000),
      days: row.days,
      shares: row.shares,
      remaining: row.remaining,
      per_user_limit: row.per_user_limit,
      status: status(row, at),
      settlement_price: row.settlement_price,
      settled_at: row.settled_at,
    };
  }

  async function adminView(row: DualProductRow): Promise<AdminDualProduct> {
    const sold = await db
      .select({ n: count(), shares: sql<number>`coalesce(sum(${dualOrders.num}), 0)` })
      .from(dualOrders)
      .where(and(eq(dualOrders.product_id, row.id), sql`${dualOrders.status} != 'cancelled'`))
      .get();
    return { ...(await view(row)), closed: row.closed === 1, sold: Number(sold?.shares ?? 0), orders: sold?.n ?? 0 };
  }

  const byId = async (id: number) => await db.select().from(dualProducts).where(eq(dualProducts.id, id)).get();

  /** The coins on offer (BTC, ETH) with their live prices. */
  const coins = async () =>
    (
      await Promise.all(
        DUAL_COINS.map(async (code) => {
          const id = await currencyIdOf(db, code);
          const price = livePrice(code);
          return id === null ? [] : [{ currency_id: id, code, price: price ? text(price) : null }];
        }),
      )
    ).flat();

  /** The products open for subscription (not closed, before their start), soonest start first. */
  async function offered(filter: { currency_id?: number; type?: DualType }): Promise<DualProduct[]> {
    const at = clock.ms();
    const rows = await db
      .select()
      .from(dualProducts)
      .where(
        and(
          eq(dualProducts.closed, 0),
          gt(dualProducts.start_ms, at),
          filter.currency_id === undefined ? undefined : eq(dualProducts.currency_id, filter.currency_id),
          filter.type === undefined ? undefined : eq(dualProducts.type, filter.type),
        ),
      )
      .orderBy(asc(dualProducts.start_ms), asc(dualProducts.days), asc(dualProducts.currency_id), asc(dualProducts.id))
      .limit(200)
      .all();
    return await Promise.all(rows.map(async (row) => await view(row, at)));
  }

  /** What one share costs now: 0.1 coin (call), or the price of 0.1 coin in USDT rounded up (put). */
  async function shareCost(row: DualProductRow): Promise<{ price: string | null; cost: string | null }> {
    const price = livePrice(await codeOf(row.currency_id));
    if (row.type === 'call') return { price: price ? text(price) : null, cost: text(dualInvestment('call', 1, 0)) };
    return price ? { price: text(price), cost: text(dualInvestment('put', 1, price)) } : { price: null, cost: null };
  }

  /** Inside the caller's transaction: writes the product and schedules its settlement at expiry. */
  async function insert(p: NewProduct): Promise<DualProductRow | null> {
    const currencyId = await currencyIdOf(db, p.coin);
    if (currencyId === null) throw new ApiFailure('dualErrors.coin', {}, { field: 'coin' });
    const row = await db
      .insert(dualProducts)
      .values({
        currency_id: currencyId,
        type: p.type,
        strike: text(p.strike),
        annual_rate: text(p.annual_rate),
        start_ms: p.start_ms,
        expiry_ms: p.start_ms + p.days * DAY_MS,
        days: p.days,
        shares: p.shares,
        remaining: p.shares,
        per_user_limit: p.per_user_limit,
        series: p.series ?? null,
        created_at: now(),
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (row) await scheduler.schedule(DUAL_SETTLE, productRef(row.id), row.expiry_ms);
    return row ?? null;
  }

  async function create(p: NewProduct): Promise<AdminDualProduct> {
    if (p.start_ms <= clock.ms()) throw new ApiFailure('dualErrors.start', {}, { field: 'start_at' });
    return await db.transaction(async () => {
      const row = await insert(p);
      if (!row) throw new ApiFailure('dualErrors.exists', {}, { field: 'coin', status: 409 });
      return await adminView(row);
    });
  }

  async function close(id: number): Promise<AdminDualProduct> {
    return await db.transaction(async () => {
      const row = await byId(id);
      if (!row) throw new ApiFailure('dualErrors.notFound', {}, { field: 'id', status: 404 });
      if (row.closed || clock.ms() >= row.start_ms) throw new ApiFailure('dualErrors.notOpen', {}, { field: 'id', status: 409 });
      return await adminView(await db.update(dualProducts).set({ closed: 1 }).where(eq(dualProducts.id, id)).returning().get());
    });
  }

  async function adminList(state?: DualProduct['status']): Promise<AdminDualProduct[]> {
    const at = clock.ms();
    const where =
      state === 'settled'
        ? isNotNull(dualProducts.settled_at)
        : state === 'running'
          ? and(isNull(dualProducts.settled_at), lte(dualProducts.start_ms, at))
          : state
            ? and(gt(dualProducts.start_ms, at), eq(dualProducts.closed, state === 'closed' ? 1 : 0))
            : undefined;
    const rows = await db.select().from(dualProducts).where(where).orderBy(desc(dualProducts.id)).limit(200).all();
    return await Promise.all(rows.map(adminView));
  }

  return { view, adminView, byId, coins, offered, shareCost, insert, create, close, adminList, livePrice, symbolOf, codeOf };
}

export type DualProducts = ReturnType<typeof createDualProducts>;
