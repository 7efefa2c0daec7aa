// What the auditor of the books checks of presales: each project's sold is the sum of its orders and
// never above its supply (no sales that no order explains); each order paid its amount at its price,
// and the journal took exactly what the orders paid and delivered exactly what was delivered; every
// order has its state with its time, and a delivered project has no order still waiting.
import { presaleCost } from '../../../src/shared/earn/presale';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import type { ModuleAudit } from '../../core/audit';
import { movedByRef, movedFor } from '../../core/auditLegs';
import type { Db } from '../../core/db';
import { presaleOrders, presaleProjects } from './schema';

export const presaleAudit = (db: Db): ModuleAudit => {
  const projects = async () => await db.select().from(presaleProjects).all();
  const orders = async () => await db.select().from(presaleOrders).all();
  /** Per project and user: what the orders paid, and what of them was delivered. */
  async function byBuyer() {
    const sums = new Map<string, { project: number; user: number; paid: Decimal; delivered: Decimal }>();
    for (const o of await orders()) {
      const key = `${o.project_id}@${o.user_id}`;
      const s = sums.get(key) ?? { project: o.project_id, user: o.user_id, paid: dec(0), delivered: dec(0) };
      s.paid = s.paid.plus(o.paid);
      if (o.status === 'delivered') s.delivered = s.delivered.plus(o.amount);
      sums.set(key, s);
    }
    return [...sums.values()];
  }
  return {
    checks: {
      'each presale sold is the sum of its orders, never above its supply': async () => {
        const sold = new Map<number, Decimal>();
        for (const o of await orders()) sold.set(o.project_id, (sold.get(o.project_id) ?? dec(0)).plus(o.amount));
        return (await projects()).flatMap((p) => {
          const sum = sold.get(p.id) ?? dec(0);
          if (!sum.eq(p.sold)) return [`project ${p.id} (${p.code}) shows ${p.sold} sold, its orders hold ${sum.toFixed()}`];
          return dec(p.sold).gt(p.supply) ? [`project ${p.id} (${p.code}) sold ${p.sold} of a supply of ${p.supply}`] : [];
        });
      },
      'every presale order has its price, payment and state with its time': async () => {
        const delivered = new Map((await projects()).map((p) => [p.id, p.delivered_at !== null]));
        return (await orders()).flatMap((o) => {
          const what = `presale order ${o.id} (${o.status})`;
          if (!dec(o.paid).eq(presaleCost(o.amount, o.price))) return [`${what} paid ${o.paid} for ${o.amount} at ${o.price}`];
          if (!(o.created_at > 0)) return [`${what} has no time`];
          if (o.status === 'delivered') return o.delivered_at === null ? [`${what} has no delivery time`] : [];
          return delivered.get(o.project_id) !== false ? [`${what} still waits on a delivered or missing project`] : [];
        });
      },
      'the journal took what presale orders paid and delivered what they were delivered': async () => {
        const paid = await movedByRef(db, ['presale_subscribe']);
        const delivered = await movedByRef(db, ['presale_delivery']);
        return (await byBuyer()).flatMap((b) => {
          const ref = `presale:${b.project}`;
          const took = movedFor(paid, ref, b.user).amount.neg();
          const gave = movedFor(delivered, ref, b.user).amount;
          if (!took.eq(b.paid)) return [`user ${b.user} paid ${b.paid.toFixed()} for ${ref}, the journal took ${took.toFixed()}`];
          return gave.eq(b.delivered)
            ? []
            : [`user ${b.user} was delivered ${b.delivered.toFixed()} of ${ref}, the journal gave ${gave.toFixed()}`];
        });
      },
    },
  };
};
