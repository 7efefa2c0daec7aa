// What the OTC calls answer: an advert with its owner's record (from its orders alone) and what it offers
// (never the owner's whole balance), an order as one of its sides sees it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OtcAdvert, OtcMethod, OtcOrder } from '../../../src/contract/otc';
import { otcAdvertOffers, otcCompletionRate } from '../../../src/shared/earn/otc';
import { type Db, now } from '../../core/db';
import { balanceOf, text } from '../../core/ledger';
import { users } from '../../core/schema';
import { type OtcAdRow, type OtcOrderRow, otcMerchants, otcOrders } from './schema';

const ENDED = ['released', 'cancelled', 'expired', 'refunded'] as const;
export const methodsOf = (list: string) => list.split(',').filter(Boolean) as OtcMethod[];

export function createViews(db: Db, usdt: () => Promise<number>) {
  const nameOf = async (uid: number) => (await db.select({ n: users.nickname }).from(users).where(eq(users.id, uid)).get())?.n ?? '';
  const isDemo = async (uid: number) =>
    (await db.select({ t: users.account_type }).from(users).where(eq(users.id, uid)).get())?.t === 'demo';
  /** A seeded demo merchant that takes its own steps (a demo account, in otc_merchants with auto on). */
  const autoOf = async (uid: number) =>
    ((await db.select({ auto: otcMerchants.auto }).from(otcMerchants).where(eq(otcMerchants.user_id, uid)).get())?.auto ?? 0) === 1 &&
    (await isDemo(uid));

  /** The owner's record from its orders alone: completed orders and completion rate (completed ÷ ended). */
  async function merchant(uid: number) {
    const counts = await db
      .select({
        completed: sql<number>`sum(CASE WHEN ${otcOrders.status} = 'released' THEN 1 ELSE 0 END)`,
        ended: sql<number>`count(*)`,
      })
      .from(otcOrders)
      .where(and(eq(otcOrders.merchant_id, uid), inArray(otcOrders.status, [...ENDED])))
      .get();
    const completed = Number(counts?.completed ?? 0);
    const ended = Number(counts?.ended ?? 0);
    return { uid, name: await nameOf(uid), completed, rate: otcCompletionRate(completed, ended), auto: await autoOf(uid) };
  }

  async function advert(row: OtcAdRow, viewer: number | null): Promise<OtcAdvert> {
    return {
      id: row.id,
      side: row.side,
      fiat: row.fiat,
      price: row.price,
      min_amount: row.min_amount,
      max_amount: row.max_amount,
      methods: methodsOf(row.methods),
      merchant: await merchant(row.user_id),
      available:
        row.side === 'sell' ? text(otcAdvertOffers(row.max_amount, (await balanceOf(db, row.user_id, await usdt())).available)) : null,
      active: row.active === 1,
      mine: viewer === row.user_id,
    };
  }

  async function order(row: OtcOrderRow, viewer: number, at = now()): Promise<OtcOrder> {
    const buyer = viewer === row.buyer_id;
    return {
      id: row.id,
      ad_id: row.ad_id,
      side: buyer ? 'buy' : 'sell',
      amount: row.amount,
      price: row.price,
      fiat: row.fiat,
      total: row.total,
      methods: methodsOf(row.methods),
      counterparty: await nameOf(buyer ? row.seller_id : row.buyer_id),
      pay_details: row.pay_details,
      demo: (await isDemo(row.buyer_id)) && (await isDemo(row.seller_id)),
      status: row.status,
      created_at: row.created_at,
      pay_due_at: row.pay_due_at,
      paid_at: row.paid_at,
      dispute_at: row.paid_at === null ? null : row.paid_at + row.dispute_sec,
      auto_at: row.auto_at,
      done_at: row.done_at,
      dispute_by: row.dispute_by,
      dispute_reason: row.dispute_reason,
      decision_reason: row.decision_reason,
      now: at,
    };
  }

  return { merchant, advert, order, autoOf, isDemo, nameOf };
}
