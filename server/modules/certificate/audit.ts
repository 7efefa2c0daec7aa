// What the auditor of the books checks of certificate deposits: a running certificate holds its amount
// frozen; every certificate has its state with its times (a running one its start and maturity, an
// ended one its end and interest); the interest it shows is what the journal paid it.
import type { ModuleAudit } from '../../core/audit';
import { movedByRef, movedFor } from '../../core/auditLegs';
import type { Db } from '../../core/db';
import { certificates } from './schema';

export const certificateAudit = (db: Db): ModuleAudit => {
  const rows = async () => await db.select().from(certificates).all();
  return {
    holds: async () =>
      (await rows())
        .filter((c) => c.status === 'running')
        .map((c) => ({
          user_id: c.user_id,
          wallet: 'legal' as const,
          currency_id: c.currency_id,
          amount: c.amount,
          what: `certificate:${c.id}`,
        })),
    checks: {
      'every certificate has its state with its start, maturity and end': async () =>
        (await rows()).flatMap((c) => {
          const what = `certificate:${c.id} (${c.status})`;
          if (!(c.created_ms > 0) || c.days < 1) return [`${what} has no start or term`];
          if (c.status === 'running') return c.ended_at !== null || c.interest !== null ? [`${what} is running with an end`] : [];
          return c.ended_at === null || c.interest === null ? [`${what} has no end time or interest`] : [];
        }),
      "every certificate's interest is what the journal paid": async () => {
        const paid = await movedByRef(db, ['certificate_interest']);
        return (await rows()).flatMap((c) => {
          const moved = movedFor(paid, `certificate:${c.id}`, c.user_id).amount;
          return moved.eq(c.interest ?? 0)
            ? []
            : [`certificate:${c.id} shows interest ${c.interest ?? 'none'}, the journal paid ${moved.toFixed()}`];
        });
      },
    },
  };
};
