// What the auditor of the books checks of the term orders of one kind (AI savings in this module, locked
// mining in its own): a running order holds its amount frozen; every order has its state with its
// times (a running one its start and maturity, an ended one its end, an early end its penalty and
// refund); the income it shows is what the journal paid it, the penalty what the journal took.
import { eq } from 'drizzle-orm';
import type { TermKind } from '../../../src/contract/quant';
import { dec } from '../../../src/shared/lib/decimal';
import type { ModuleAudit } from '../../core/audit';
import { movedByRef, movedFor } from '../../core/auditLegs';
import type { Db } from '../../core/db';
import { TERM_PLANS } from './orders';
import { type QuantOrderRow, quantOrders } from './schema';

/** The first rows that break `broken` (its message, or null when the row is sound). */
const examples = <R>(rows: R[], broken: (row: R) => string | null) => rows.flatMap((r) => broken(r) ?? []);

export const termAudit =
  (kind: TermKind) =>
  (db: Db): ModuleAudit => {
    const orders = async () => await db.select().from(quantOrders).where(eq(quantOrders.kind, kind)).all();
    const ref = (o: QuantOrderRow) => `${kind}:${o.id}`;
    const plan = TERM_PLANS[kind];
    return {
      holds: async () =>
        (await orders())
          .filter((o) => o.status === 'running')
          .map((o) => ({ user_id: o.user_id, wallet: 'legal' as const, currency_id: o.currency_id, amount: o.amount, what: ref(o) })),
      checks: {
        [`every ${kind} order has its state with its start, maturity and end`]: async () =>
          examples(await orders(), (o) => {
            const what = `${ref(o)} (${o.status})`;
            if (!(o.created_ms > 0) || !(o.created_at > 0) || o.days < 1) return `${what} has no start or term`;
            if (o.status === 'running')
              return o.ended_at !== null || o.penalty !== null || o.days_paid >= o.days ? `${what} is running past its end` : null;
            if (o.ended_at === null) return `${what} has no end time`;
            if (o.status === 'matured' && o.days_paid !== o.days) return `${what} matured after ${o.days_paid} of ${o.days} days`;
            if (o.status === 'terminated' && (o.penalty === null || o.refund === null || !dec(o.penalty).plus(o.refund).eq(o.amount)))
              return `${what} has no penalty and refund that make its amount`;
            return null;
          }),
        [`every ${kind} order's income and penalty are what the journal moved`]: async () => {
          const income = await movedByRef(db, [plan.income]);
          const penalty = await movedByRef(db, [plan.penalty]);
          return examples(await orders(), (o) => {
            const paid = movedFor(income, ref(o), o.user_id).amount;
            if (!paid.eq(o.total_income)) return `${ref(o)} shows income ${o.total_income}, the journal paid ${paid.toFixed()}`;
            const taken = movedFor(penalty, ref(o), o.user_id).amount.neg();
            if (!taken.eq(o.penalty ?? 0) || (o.status !== 'terminated' && !taken.isZero()))
              return `${ref(o)} shows penalty ${o.penalty ?? 'none'}, the journal took ${taken.toFixed()}`;
            return null;
          });
        },
      },
    };
  };

export const quantAudit = termAudit('quant');
