// What the auditor of the books checks of identity reviews: every decision is a record with its time and
// who, a rejection its reason, and a submission still waiting has no decision; no approved level is
// above what the user's verified level says (a level taken away behind the review's back).
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { users } from '../../core/schema';
import { submissions } from './schema';

export const identityAudit = (db: Db): ModuleAudit => ({
  checks: {
    'every identity review has its time and who, a rejection its reason': async () =>
      (await db.select().from(submissions).all()).flatMap((s) => {
        const what = `submission ${s.id} (level ${s.level}, ${s.status})`;
        if (!(s.created_at > 0)) return [`${what} has no time`];
        if (s.status === 'pending') return s.decided_at !== null || s.decided_by !== null ? [`${what} is pending with a decision`] : [];
        if (s.decided_at === null || !s.decided_by) return [`${what} has no decision time or who decided`];
        return s.status === 'rejected' && !s.reason ? [`${what} has no reason`] : [];
      }),
    "no approved identity level is above the user's verified level": async () => {
      const level = new Map((await db.select({ id: users.id, level: users.kyc_level }).from(users).all()).map((u) => [u.id, u.level]));
      return (await db.select().from(submissions).all())
        .filter((s) => s.status === 'approved' && (level.get(s.user_id) ?? 0) < s.level)
        .map(
          (s) =>
            `user ${s.user_id} has an approved level ${s.level} (submission ${s.id}) but verified level ${level.get(s.user_id) ?? 'none'}`,
        );
    },
  },
});
