// What the auditor of the books checks of dual investment: an open order holds what was invested,
// frozen; each product's shares left are its shares less those its orders hold, never below zero; every
// order has its state with its times (an open one on a product not settled yet, a settled one its
// price, payout and time, a cancelled one its time); each payout is what the journal paid.
import { eq } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import { movedByRef, movedFor } from '../../core/auditLegs';
import type { Db } from '../../core/db';
import { dualOrders, dualProducts } from './schema';

export const dualAudit = (db: Db): ModuleAudit => {
  const orders = async () => await db.select().from(dualOrders).all();
  return {
    holds: async () =>
      (await db.select().from(dualOrders).where(eq(dualOrders.status, 'open')).all()).map((o) => ({
        user_id: o.user_id,
        wallet: 'legal' as const,
        currency_id: o.currency_id,
        amount: o.invested,
        what: `dual:${o.id}`,
      })),
    checks: {
      "each dual product's shares left are its shares less its orders'": async () => {
        const held = new Map<number, number>();
        for (const o of await orders()) if (o.status !== 'cancelled') held.set(o.product_id, (held.get(o.product_id) ?? 0) + o.num);
        return (await db.select().from(dualProducts).all()).flatMap((p) =>
          p.remaining < 0 || p.remaining !== p.shares - (held.get(p.id) ?? 0)
            ? [`dual product ${p.id}: ${p.remaining} of ${p.shares} shares left, its orders hold ${held.get(p.id) ?? 0}`]
            : [],
        );
      },
      'every dual order has its state with its times': async () => {
        const settled = new Map((await db.select().from(dualProducts).all()).map((p) => [p.id, p.settled_at !== null]));
        return (await orders()).flatMap((o) => {
          const what = `dualorder:${o.id} (${o.status})`;
          if (!(o.created_at > 0)) return [`${what} has no time`];
          if (o.status === 'open') return settled.get(o.product_id) !== false ? [`${what} is open on a settled or missing product`] : [];
          if (o.status === 'cancelled') return o.cancelled_at === null ? [`${what} has no cancellation time`] : [];
          return o.settled_at === null || o.settlement_price === null || o.payout === null || o.payout_currency_id === null
            ? [`${what} has no settlement price, payout or time`]
            : [];
        });
      },
      'every dual payout is what the journal paid': async () => {
        const paid = await movedByRef(db, ['dual_payout'], { byCurrency: true });
        // In how many currencies each order was paid (one at most).
        const currencies = new Map<string, number>();
        for (const key of paid.keys()) currencies.set(key.split('#')[0], (currencies.get(key.split('#')[0]) ?? 0) + 1);
        return (await orders()).flatMap((o) => {
          const ref = `dualorder:${o.id}`;
          const paidIn = currencies.get(`${ref}@${o.user_id}`) ?? 0;
          if (o.status !== 'settled') return paidIn ? [`${ref} (${o.status}) was paid out`] : [];
          const moved = movedFor(paid, ref, o.user_id, o.payout_currency_id ?? 0).amount;
          return moved.eq(o.payout ?? 0) && paidIn <= 1 ? [] : [`${ref} shows payout ${o.payout}, the journal paid ${moved.toFixed()}`];
        });
      },
    },
  };
};
