// What the auditor of the books checks of certificate deposits: a running certificate holds its amount frozen.
import { eq } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { certificates } from './schema';

export const certificateAudit = (db: Db): ModuleAudit => ({
  holds: () =>
    db
      .select()
      .from(certificates)
      .where(eq(certificates.status, 'running'))
      .all()
      .map((c) => ({
        user_id: c.user_id,
        wallet: 'legal' as const,
        currency_id: c.currency_id,
        amount: c.amount,
        what: `certificate:${c.id}`,
      })),
});
