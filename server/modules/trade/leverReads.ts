// What other modules read of the contract (lever) orders, so that none of them reads the trade module's
// tables itself (copy trading: a lead trader's own orders and figures, the margin its copies hold, the
// audit's cross-checks). Read-only; the engine (lever.ts) writes. A filter's `ids` / `notIds` may be a
// list or a subquery of the caller's own table (e.g. copy_positions' order ids), which stays the
// caller's: this file never names it.
import { and, count, desc, eq, gte, inArray, notInArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type LeverRow, leverOrders } from './schema';

export type { LeverRow } from './schema';
type LeverStatus = LeverRow['status'];

export interface LeverFilter {
  userId?: number;
  /** One status or any of several. */
  status?: LeverStatus | readonly LeverStatus[];
  symbol?: string;
  /** Closed at or after this time (unix seconds). */
  closedSince?: number;
  /** Only these orders. */
  ids?: readonly number[] | SQLWrapper;
  /** Not these orders. */
  notIds?: readonly number[] | SQLWrapper;
}

const idList = (ids: readonly number[] | SQLWrapper) => (Array.isArray(ids) ? [...ids] : (ids as SQLWrapper));

function whereOf(f: LeverFilter): SQL | undefined {
  const status =
    f.status === undefined
      ? undefined
      : typeof f.status === 'string'
        ? eq(leverOrders.status, f.status)
        : inArray(leverOrders.status, [...f.status]);
  return and(
    f.userId === undefined ? undefined : eq(leverOrders.user_id, f.userId),
    status,
    f.symbol === undefined ? undefined : eq(leverOrders.symbol, f.symbol),
    f.closedSince === undefined ? undefined : gte(leverOrders.closed_at, f.closedSince),
    f.ids === undefined ? undefined : inArray(leverOrders.id, idList(f.ids)),
    f.notIds === undefined ? undefined : notInArray(leverOrders.id, idList(f.notIds)),
  );
}

/** The orders matching `filter`: newest first, or in the order they closed (`closed`: closed_at, then id). */
export async function leverOrdersWhere(
  db: Db,
  filter: LeverFilter,
  { order = 'newest', limit, offset }: { order?: 'newest' | 'closed'; limit?: number; offset?: number } = {},
): Promise<LeverRow[]> {
  let query = db
    .select()
    .from(leverOrders)
    .where(whereOf(filter))
    .orderBy(...(order === 'newest' ? [desc(leverOrders.id)] : [leverOrders.closed_at, leverOrders.id]))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  return await query.all();
}

/** The first order matching `filter` (in no particular order), or undefined. */
export const leverOrderWhere = async (db: Db, filter: LeverFilter): Promise<LeverRow | undefined> =>
  await db.select().from(leverOrders).where(whereOf(filter)).get();

/** How many orders match `filter`. */
export const leverCountWhere = async (db: Db, filter: LeverFilter): Promise<number> =>
  (await db.select({ n: count() }).from(leverOrders).where(whereOf(filter)).get())?.n ?? 0;
