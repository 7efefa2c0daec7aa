// What the auditor of the books checks of sale coin: a pending order holds the USDT sold, frozen; each
// order has one freeze and at most one outcome in the journal (the debit of a paid one or the give-back
// of a rejected one, never both, none while pending); every order has its time, a rejected one its reason.
import { eq } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { oneFreezeOneOutcome } from '../withdraw/audit';
import { type SaleOrderRow, saleOrders } from './schema';

function missing(o: SaleOrderRow): string | null {
  const gone: string[] = [];
  if (!o.created_at) gone.push('created_at');
  if (o.status !== 'pending' && !o.decided_at) gone.push('decided_at');
  if (o.status === 'rejected' && !o.reason) gone.push('reason');
  return gone.length ? `sale:${o.id} is ${o.status} without ${gone.join(', ')}` : null;
}

export const saleAudit = (db: Db): ModuleAudit => {
  const all = async () => await db.select().from(saleOrders).all();
  return {
    holds: async () =>
      (await db.select().from(saleOrders).where(eq(saleOrders.status, 'pending')).all()).map((o) => ({
        user_id: o.user_id,
        wallet: 'legal' as const,
        currency_id: o.currency_id,
        amount: o.number,
        what: `sale:${o.id}`,
      })),
    checks: {
      'each sale order has one freeze and one outcome: the debit or the give-back, never both': async () =>
        await oneFreezeOneOutcome(
          db,
          'sale:',
          'sale',
          new Map((await all()).map((o) => [o.id, o.status === 'paid' ? 'debit' : o.status === 'rejected' ? 'giveBack' : 'live'])),
        ),
      'every sale order has its time, a rejected one its reason': async () =>
        (await all()).map(missing).filter((m): m is string => m !== null),
    },
  };
};
