// What the auditor of the books checks of withdrawals: a withdrawal not yet ended holds its amount frozen.
import { inArray } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { withdrawals } from './schema';

export const withdrawAudit = (db: Db): ModuleAudit => ({
  holds: () =>
    db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.status, ['pending', 'approved', 'sent']))
      .all()
      .map((w) => ({
        user_id: w.user_id,
        wallet: 'legal' as const,
        currency_id: w.currency_id,
        amount: w.amount,
        what: `withdraw:${w.id}`,
      })),
});
