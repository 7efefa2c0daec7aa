// What the auditor of the books checks of dual investment: an open order holds what was invested, frozen.
import { eq } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { dualOrders } from './schema';

export const dualAudit = (db: Db): ModuleAudit => ({
  holds: () =>
    db
      .select()
      .from(dualOrders)
      .where(eq(dualOrders.status, 'open'))
      .all()
      .map((o) => ({ user_id: o.user_id, wallet: 'legal' as const, currency_id: o.currency_id, amount: o.invested, what: `dual:${o.id}` })),
});
