// The proof-of-reserves tests' view of the books, computed here from the ledger rows (not by the module):
// what each real user held per currency code at a journal position, and the totals.
import type { Db } from '../../server/core/db';
import { Decimal } from '../../src/shared/lib/decimal';

export async function journalAt(db: Db, position: number) {
  const rows = (await db.$sql.all(
    `SELECT l.user_id, c.code, l.amount FROM ledger l JOIN users u ON u.id = l.user_id JOIN currencies c ON c.id = l.currency_id
       WHERE l.entry_id <= ? AND u.account_type = 'real' AND u.id > 100000`,
    position,
  )) as Array<{ user_id: number; code: string; amount: string }>;
  const byUser = new Map<number, Map<string, Decimal>>();
  const totals = new Map<string, Decimal>();
  for (const r of rows) {
    const mine = byUser.get(r.user_id) ?? new Map<string, Decimal>();
    mine.set(r.code, (mine.get(r.code) ?? new Decimal(0)).plus(r.amount));
    byUser.set(r.user_id, mine);
    totals.set(r.code, (totals.get(r.code) ?? new Decimal(0)).plus(r.amount));
  }
  const text = (m: Map<string, Decimal>) => new Map([...m].map(([k, v]) => [k, v.toFixed()] as const));
  return { totals: text(totals), byUser: new Map([...byUser].map(([u, m]) => [u, text(m)] as const)) };
}

/** Real accounts that existed at `takenAt` (seconds). */
export const realUsersAt = async (db: Db, takenAt: number): Promise<number[]> =>
  (
    (await db.$sql.all(
      "SELECT id FROM users WHERE account_type = 'real' AND id > 100000 AND created_at <= ? ORDER BY id",
      takenAt,
    )) as Array<{
      id: number;
    }>
  ).map((u) => u.id);
