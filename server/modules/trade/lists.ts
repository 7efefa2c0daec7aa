// What the trading calls read (the engine writes): live contract orders and the
// pages of their order lists, newest first.
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../core/db';
import { type CoinRow, coinOrders, type LeverRow, leverOrders, type TimedRow, timedOrders } from './schema';

/** One page of rows and how many match in all. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

export function createTradeLists(db: Db) {
  const countOf = async (table: SQLiteTable, where: SQL | undefined): Promise<number> =>
    (await db.select({ n: count() }).from(table).where(where).get())?.n ?? 0;
  const offsetOf = (page: number, limit: number) => (page - 1) * limit;

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

  async function leverPage(
    userId: number,
    status: LeverRow['status'] | undefined,
    page: number,
    limit: number,
  ): Promise<RowPage<LeverRow>> {
    const where = and(eq(leverOrders.user_id, userId), status === undefined ? undefined : eq(leverOrders.status, status));
    return {
      rows: await db.select().from(leverOrders).where(where).orderBy(desc(leverOrders.id)).limit(limit).offset(offsetOf(page, limit)).all(),
      total: await countOf(leverOrders, where),
    };
  }

  /** Timed trades of one kind: all, the open ones, or the settled ones (won, lost or draw). */
  async function timedPage(
    userId: number,
    kind: TimedRow['kind'],
    status: 'open' | 'settled' | undefined,
    page: number,
    limit: number,
  ): Promise<RowPage<TimedRow>> {
    const byStatus = status === 'open' ? eq(timedOrders.status, 'open') : status === 'settled' ? ne(timedOrders.status, 'open') : undefined;
    const where = and(eq(timedOrders.user_id, userId), eq(timedOrders.kind, kind), byStatus);
    return {
      rows: await db.select().from(timedOrders).where(where).orderBy(desc(timedOrders.id)).limit(limit).offset(offsetOf(page, limit)).all(),
      total: await countOf(timedOrders, where),
    };
  }

  /** One timed trade of the user's, or undefined (another user's is as good as missing). */
  async function timedOf(userId: number, id: number): Promise<TimedRow | undefined> {
    return await db
      .select()
      .from(timedOrders)
      .where(and(eq(timedOrders.id, id), eq(timedOrders.user_id, userId)))
      .get();
  }

  async function coinPage(userId: number, status: CoinRow['status'] | undefined, page: number, limit: number): Promise<RowPage<CoinRow>> {
    const where = and(eq(coinOrders.user_id, userId), status === undefined ? undefined : eq(coinOrders.status, status));
    return {
      rows: await db.select().from(coinOrders).where(where).orderBy(desc(coinOrders.id)).limit(limit).offset(offsetOf(page, limit)).all(),
      total: await countOf(coinOrders, where),
    };
  }

  return { liveLever, leverPage, timedPage, timedOf, coinPage };
}
