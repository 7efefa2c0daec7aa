// What the auditor of the books checks of AI savings and locked mining: a running order holds its amount frozen.
import { eq } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { quantOrders } from './schema';

export const quantAudit = (db: Db): ModuleAudit => ({
  holds: () =>
    db
      .select()
      .from(quantOrders)
      .where(eq(quantOrders.status, 'running'))
      .all()
      .map((o) => ({ user_id: o.user_id, wallet: 'legal' as const, currency_id: o.currency_id, amount: o.amount, what: `quant:${o.id}` })),
});
