// What the trading calls read (the engine writes): live contract orders and the
// pages of their order lists, newest first.
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../core/db';
import { type PageAsk, readPage } from '../../core/paging';
import { type CoinRow, coinOrders, type LeverRow, leverOrders, type TimedRow, timedOrders } from './schema';

/** What a page's rows become in the reply. */
type View<Row, Out> = (row: Row) => Out | Promise<Out>;

export function createTradeLists(db: Db) {
  const countOf = (table: SQLiteTable, where: SQL | undefined) => db.select({ n: count() }).from(table).where(where);

  /** The user's open positions and pending contract orders (of one symbol, or all), newest first. */
  async function liveLever(userId: number, symbol?: string): Promise<LeverRow[]> {
    return await db
      .select()
      .from(leverOrders)
      .where(
        and(
          eq(leverOrders.user_id, userId),
          symbol === undefined ? undefined : eq(leverOrders.symbol, symbol),
          inArray(leverOrders.status, ['open', 'pending']),
        ),
      )
      .orderBy(desc(leverOrders.id))
      .all();
  }

  async function leverPage<Out>(userId: number, status: LeverRow['status'] | undefined, ask: PageAsk, view: View<LeverRow, Out>) {
    const where = and(eq(leverOrders.user_id, userId), status === undefined ? undefined : eq(leverOrders.status, status));
    return await readPage(db.select().from(leverOrders).where(where).orderBy(desc(leverOrders.id)), countOf(leverOrders, where), ask, view);
  }

  /** Timed trades of one kind: all, the open ones, or the settled ones (won, lost or draw). */
  async function timedPage<Out>(
    userId: number,
    kind: TimedRow['kind'],
    status: 'open' | 'settled' | undefined,
    ask: PageAsk,
    view: View<TimedRow, Out>,
  ) {
    const byStatus = status === 'open' ? eq(timedOrders.status, 'open') : status === 'settled' ? ne(timedOrders.status, 'open') : undefined;
    const where = and(eq(timedOrders.user_id, userId), eq(timedOrders.kind, kind), byStatus);
    return await readPage(db.select().from(timedOrders).where(where).orderBy(desc(timedOrders.id)), countOf(timedOrders, where), ask, view);
  }

  /** One timed trade of the user's, or undefined (another user's is as good as missing). */
  async function timedOf(userId: number, id: number): Promise<TimedRow | undefined> {
    return await db
      .select()
      .from(timedOrders)
      .where(and(eq(timedOrders.id, id), eq(timedOrders.user_id, userId)))
      .get();
  }

  async function coinPage<Out>(userId: number, status: CoinRow['status'] | undefined, ask: PageAsk, view: View<CoinRow, Out>) {
    const where = and(eq(coinOrders.user_id, userId), status === undefined ? undefined : eq(coinOrders.status, status));
    return await readPage(db.select().from(coinOrders).where(where).orderBy(desc(coinOrders.id)), countOf(coinOrders, where), ask, view);
  }

  return { liveLever, leverPage, timedPage, timedOf, coinPage };
}
