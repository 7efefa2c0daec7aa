// What sale-coin orders take of the 24-hour limit on money leaving, which they share with chain
// withdrawals (the withdraw module owns the limit and asks this): every order not given back.
import { and, eq, gte, inArray } from 'drizzle-orm';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import { saleOrders } from './schema';

/** USDT the user sold since `sinceSec` (seconds), pending or paid. */
export async function saleUsedUsdt(db: Db, userId: number, sinceSec: number): Promise<Decimal> {
  return (
    await db
      .select({ number: saleOrders.number })
      .from(saleOrders)
      .where(and(eq(saleOrders.user_id, userId), gte(saleOrders.created_at, sinceSec), inArray(saleOrders.status, ['pending', 'paid'])))
      .all()
  ).reduce((sum, r) => sum.plus(r.number), dec(0));
}
