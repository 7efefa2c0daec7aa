// What the auditor of the books checks of loans: every decision has its time and who, a rejection its
// reason, each collection what it took, why, who and when; a paid-out loan has its issue and due dates
// and its principal entry exactly once (an application not paid out has none); what came back is what
// the journal took from the borrower.
import { dec } from '../../../src/shared/lib/decimal';
import type { ModuleAudit } from '../../core/audit';
import { movedByRef, movedFor } from '../../core/auditLegs';
import type { Db } from '../../core/db';
import { loanCollections, loans } from './schema';

const PAID_OUT = new Set(['issued', 'overdue', 'repaid']);

export const loanAudit = (db: Db): ModuleAudit => {
  const rows = async () => await db.select().from(loans).all();
  return {
    checks: {
      'every loan decision has its time and who, a rejection its reason': async () =>
        (await rows()).flatMap((l) => {
          const what = `loan:${l.id} (${l.status})`;
          if (!(l.applied_at > 0)) return [`${what} has no application time`];
          if (l.status === 'pending') return l.decided_at !== null || l.decided_by !== null ? [`${what} is pending with a decision`] : [];
          if (l.decided_at === null || !l.decided_by) return [`${what} has no decision time or who decided`];
          if (l.status === 'rejected') return l.reason ? [] : [`${what} has no reason`];
          if (l.issued_at === null || l.due_at === null) return [`${what} has no issue or due date`];
          if (l.status === 'repaid' && (l.repaid_at === null || l.interest_paid === null))
            return [`${what} has no repayment time or interest`];
          return [];
        }),
      'every collection of a loan has what it took, its reason, time and who': async () =>
        (await db.select().from(loanCollections).all()).flatMap((c) =>
          !c.reason || !c.decided_by || !(c.created_at > 0) || dec(c.amount).isNeg()
            ? [`collection ${c.id} of loan:${c.loan_id} lacks its amount, reason, time or who`]
            : [],
        ),
      'every paid-out loan has its principal entry once, and what came back is what the journal took': async () => {
        const principal = await movedByRef(db, ['loan']);
        const back = await movedByRef(db, ['loan_repay']);
        return (await rows()).flatMap((l) => {
          const ref = `loan:${l.id}`;
          const out = movedFor(principal, ref, l.user_id);
          const paidOut = PAID_OUT.has(l.status);
          if (paidOut && (out.entries.size !== 1 || !out.amount.eq(l.amount)))
            return [`${ref} (${l.status}) was paid out ${out.amount.toFixed()} in ${out.entries.size} entries, not ${l.amount} once`];
          if (!paidOut && out.entries.size > 0) return [`${ref} (${l.status}) was paid out ${out.amount.toFixed()}`];
          const took = movedFor(back, ref, l.user_id).amount.neg();
          return took.eq(l.repaid) ? [] : [`${ref} shows ${l.repaid} repaid, the journal took ${took.toFixed()}`];
        });
      },
    },
  };
};
