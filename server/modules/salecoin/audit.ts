// What the auditor of the books checks of sale coin: a pending order holds the USDT sold, frozen.
import { eq } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { saleOrders } from './schema';

export const saleAudit = (db: Db): ModuleAudit => ({
  holds: () =>
    db
      .select()
      .from(saleOrders)
      .where(eq(saleOrders.status, 'pending'))
      .all()
      .map((o) => ({ user_id: o.user_id, wallet: 'legal' as const, currency_id: o.currency_id, amount: o.number, what: `sale:${o.id}` })),
});
