// For the modules' audit checks (core/audit.ts): what the journal moved for each object, read from the
// ledger's legs by entry kind and ref, so a module can compare its rows (an order's income, a loan's
// principal) with the money that actually moved. Read-only.
import { inArray } from 'drizzle-orm';
import { Decimal } from '../../src/shared/lib/decimal';
import type { Db } from './db';
import { ledger } from './schema';

export interface Moved {
  /** The signed sum of the legs (+ received, − paid). */
  amount: Decimal;
  /** The entries those legs belong to. */
  entries: Set<number>;
}

/** The available-bucket legs of entries of these kinds, summed per `${ref}@${user}` (and per currency when asked). */
export async function movedByRef(db: Db, kinds: readonly string[], options: { byCurrency?: boolean } = {}): Promise<Map<string, Moved>> {
  const moved = new Map<string, Moved>();
  if (kinds.length === 0) return moved;
  const rows = await db
    .select({
      entry_id: ledger.entry_id,
      user_id: ledger.user_id,
      currency_id: ledger.currency_id,
      bucket: ledger.bucket,
      amount: ledger.amount,
      ref: ledger.ref,
    })
    .from(ledger)
    .where(inArray(ledger.kind, [...kinds]))
    .all();
  for (const r of rows) {
    if (r.bucket !== 'available' || r.ref === null) continue;
    const key = refKey(r.ref, r.user_id, options.byCurrency ? r.currency_id : undefined);
    const m = moved.get(key) ?? { amount: new Decimal(0), entries: new Set<number>() };
    m.amount = m.amount.plus(r.amount);
    if (r.entry_id !== null) m.entries.add(r.entry_id);
    moved.set(key, m);
  }
  return moved;
}

/** The key of movedByRef's map. */
export const refKey = (ref: string, userId: number, currencyId?: number) =>
  currencyId === undefined ? `${ref}@${userId}` : `${ref}@${userId}#${currencyId}`;

/** What moved for one object and user (nothing: zero, no entries). */
export const movedFor = (moved: Map<string, Moved>, ref: string, userId: number, currencyId?: number): Moved =>
  moved.get(refKey(ref, userId, currencyId)) ?? { amount: new Decimal(0), entries: new Set() };
