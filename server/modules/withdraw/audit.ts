// What the auditor of the books checks of withdrawals: a withdrawal not yet ended holds its amount
// frozen; each has one freeze and at most one outcome in the journal (the debit of a completed one or
// the give-back of a rejected or failed one, never both, and none while it is live); each has at most
// one transaction, no two share a nonce of one signer on one chain; every row has the time of its state
// and an ended one its reason.
import { inArray, like } from 'drizzle-orm';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { journal } from '../../core/schema';
import { txsOf } from '../../chain/nonces';
import { type WithdrawalRow, withdrawals } from './schema';

/** What a request's journal must hold, by its state: the debit (`debit`), the give-back, or neither yet. */
export type Outcome = 'live' | 'debit' | 'giveBack';

/**
 * The journal entries of requests whose ref is `<prefix><id>`: exactly one freeze, then the outcome the
 * state says (one debit of kind `debitKind`, or one unfreeze), never both, nothing else. Examples of the
 * requests that break it, and of entries that name no request.
 */
export async function oneFreezeOneOutcome(db: Db, prefix: string, debitKind: string, outcomes: Map<number, Outcome>): Promise<string[]> {
  const counts = new Map<number, Record<string, number>>();
  const broken: string[] = [];
  for (const e of await db
    .select({ kind: journal.kind, ref: journal.ref })
    .from(journal)
    .where(like(journal.ref, `${prefix}%`))
    .all()) {
    const id = Number(e.ref?.slice(prefix.length));
    if (!outcomes.has(id)) {
      broken.push(`${e.kind} entry ${e.ref} names no ${prefix.slice(0, -1)}`);
      continue;
    }
    const c = counts.get(id) ?? {};
    c[e.kind] = (c[e.kind] ?? 0) + 1;
    counts.set(id, c);
  }
  for (const [id, outcome] of outcomes) {
    const c = counts.get(id) ?? {};
    const { freeze = 0, unfreeze = 0, [debitKind]: debit = 0, ...other } = c;
    const want = { freeze: 1, debit: outcome === 'debit' ? 1 : 0, unfreeze: outcome === 'giveBack' ? 1 : 0 };
    if (freeze !== want.freeze || debit !== want.debit || unfreeze !== want.unfreeze || Object.keys(other).length)
      broken.push(
        `${prefix}${id} (${outcome}): ${freeze} freeze, ${debit} ${debitKind}, ${unfreeze} unfreeze${Object.keys(other).length ? `, ${JSON.stringify(other)}` : ''}`,
      );
  }
  return broken;
}

const outcomeOf = (w: WithdrawalRow): Outcome =>
  w.status === 'completed' ? 'debit' : w.status === 'rejected' || w.status === 'failed' ? 'giveBack' : 'live';

/** The time a state needs (and the reason an ended one needs). */
function missing(w: WithdrawalRow): string | null {
  const need: Record<WithdrawalRow['status'], Array<keyof WithdrawalRow>> = {
    pending: ['created_at'],
    approved: ['created_at', 'decided_at'],
    sent: ['created_at', 'decided_at', 'sent_at', 'tx_hash'],
    completed: ['created_at', 'completed_at'],
    rejected: ['created_at', 'decided_at', 'reason'],
    failed: ['created_at', 'completed_at', 'reason'],
  };
  const gone = need[w.status].filter((k) => w[k] === null || w[k] === '');
  return gone.length ? `withdraw:${w.id} is ${w.status} without ${gone.join(', ')}` : null;
}

export const withdrawAudit = (db: Db): ModuleAudit => {
  const all = async () => await db.select().from(withdrawals).orderBy(withdrawals.id).all();
  return {
    holds: async () =>
      (
        await db
          .select()
          .from(withdrawals)
          .where(inArray(withdrawals.status, ['pending', 'approved', 'sent']))
          .all()
      ).map((w) => ({
        user_id: w.user_id,
        wallet: 'legal' as const,
        currency_id: w.currency_id,
        amount: w.amount,
        what: `withdraw:${w.id}`,
      })),
    checks: {
      'each withdrawal has one freeze and one outcome: the debit or the give-back, never both': async () =>
        await oneFreezeOneOutcome(db, 'withdraw:', 'withdraw', new Map((await all()).map((w) => [w.id, outcomeOf(w)]))),
      'each withdrawal has at most one transaction, and no two share a nonce of one signer on one chain': async () => {
        const broken: string[] = [];
        const txs = new Map<string, string[]>();
        for (const tx of await txsOf(db, 'withdraw:')) txs.set(tx.purpose, [...(txs.get(tx.purpose) ?? []), tx.tx_hash ?? '']);
        for (const [purpose, hashes] of txs) if (hashes.length > 1) broken.push(`${purpose} has ${hashes.length} transactions`);
        const nonces = new Map<string, number[]>();
        for (const w of await all()) {
          const signed = txs.get(`withdraw:${w.id}`) ?? [];
          if (w.tx_hash && signed.length === 1 && signed[0] !== w.tx_hash)
            broken.push(`withdraw:${w.id} has two transactions: ${w.tx_hash} and ${signed[0]}`);
          if (w.nonce === null || !w.from_address) continue;
          const key = `chain ${w.chain_id}, signer ${w.from_address}, nonce ${w.nonce}`;
          nonces.set(key, [...(nonces.get(key) ?? []), w.id]);
        }
        for (const [key, ids] of nonces) if (ids.length > 1) broken.push(`withdrawals ${ids.join(', ')} share ${key}`);
        return broken;
      },
      'every withdrawal has the time of its state, an ended one its reason': async () =>
        (await all()).map(missing).filter((m): m is string => m !== null),
    },
  };
};
