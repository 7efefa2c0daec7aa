// Balance rows as the ledger reads and writes them: many at once, in one fixed order, locked until the
// commit where many writers share the database, and the system accounts' rows changed relatively at the
// commit (sharedBalances). Only ledger.ts uses this file; everything else posts through it.
import { type Decimal, dec } from '../../src/shared/lib/decimal';
import type { Wallet } from '../../src/contract/fund';
import type { CommitChannel, Db } from './db';
import { SYSTEM_ACCOUNTS } from './migrations';

export type LedgerProblem = 'insufficient' | 'unbalanced' | 'badAmount' | 'noTransaction' | 'unknownKind';

/** A refused posting. Nothing was written. `insufficient` is the user's; the others are bugs. */
export class LedgerError extends Error {
  constructor(
    readonly problem: LedgerProblem,
    readonly field?: string,
    detail = '',
  ) {
    super(`ledger: ${problem}${detail ? ` (${detail})` : ''}`);
    this.name = 'LedgerError';
  }
}

export interface BalanceRow {
  available: Decimal;
  frozen: Decimal;
}

/** Decimal to the TEXT stored and sent: plain notation, never "-0". */
export const text = (x: Decimal.Value): string => {
  const d = dec(x);
  return d.isZero() ? '0' : d.toFixed();
};

export type Slot = { id: number; wallet: Wallet; currency: number };
export const slotKey = (s: Slot) => `${s.id}:${s.wallet}:${s.currency}`;
/** The one order every writer takes balance rows in (account, wallet, currency): no two wait on each other in a circle. */
export const bySlot = (a: Slot, b: Slot) =>
  a.id - b.id || (a.wallet < b.wallet ? -1 : a.wallet > b.wallet ? 1 : 0) || a.currency - b.currency;
/** Rows a statement writes or reads at once (well under both engines' limits on parameters). */
const CHUNK = 500;
export const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const slotValues = (slots: Slot[]) => slots.map(() => '(CAST(? AS INTEGER), CAST(? AS INTEGER), ?)').join(', ');
const slotParams = (slots: Slot[]) => slots.flatMap((s) => [s.id, s.currency, s.wallet]);

/** Makes the balance rows that do not exist yet (zero), in the fixed order. */
async function ensureRows(db: Db, slots: Slot[]): Promise<void> {
  for (const part of chunks(slots))
    await db.$sql.run(
      `INSERT INTO balances (user_id, currency_id, wallet, available, frozen) SELECT v.*, '0', '0' FROM (VALUES ${slotValues(part)}) AS v WHERE true ON CONFLICT DO NOTHING`,
      ...slotParams(part),
    );
}

/**
 * The balances about to change, inside the posting's transaction, read in one statement per few hundred.
 * The embedded engine has one writer, so reading is enough; on PostgreSQL the rows are made if new and
 * locked (SELECT … FOR UPDATE, in the fixed order) until the commit.
 */
export async function lockedBalances(db: Db, slots: Slot[]): Promise<Map<string, BalanceRow>> {
  const found = new Map<string, BalanceRow>();
  const locking = db.$store.engine === 'postgres';
  if (locking) await ensureRows(db, slots);
  for (const part of chunks(slots)) {
    const rows = await db.$sql.all<Slot & { user_id: number; currency_id: number; available: string; frozen: string }>(
      `SELECT user_id, currency_id, wallet, available, frozen FROM balances WHERE ${part.map(() => '(user_id = ? AND currency_id = ? AND wallet = ?)').join(' OR ')}${
        locking ? ' ORDER BY user_id, wallet COLLATE "C", currency_id FOR UPDATE' : ''
      }`,
      ...slotParams(part),
    );
    for (const row of rows)
      found.set(slotKey({ id: Number(row.user_id), wallet: row.wallet, currency: Number(row.currency_id) }), {
        available: dec(row.available),
        frozen: dec(row.frozen),
      });
  }
  for (const slot of slots) if (!found.has(slotKey(slot))) found.set(slotKey(slot), { available: dec(0), frozen: dec(0) });
  return found;
}

/**
 * The system accounts every trade, fee and payout goes through (the house, the fees, the demo pool…).
 * On PostgreSQL, where many writers share the database, locking their balance rows for a whole
 * transaction would make every trade wait for the one before it: their changes are summed instead and
 * applied relatively at the commit (below), so each row is held only for the commit's instant.
 */
export const SHARED_IDS: ReadonlySet<number> = new Set(Object.values(SYSTEM_ACCOUNTS));
export interface SharedDelta {
  db: Db;
  id: number;
  wallet: Wallet;
  currency: number;
  available: Decimal;
  frozen: Decimal;
}

/** Applies a transaction's changes to system balances, in the fixed order; refuses what would go below zero. */
export const sharedBalances: CommitChannel<SharedDelta> = {
  async flush(items) {
    const sums = new Map<string, SharedDelta>();
    for (const item of items) {
      const key = `${item.id}:${item.wallet}:${item.currency}`;
      const sum = sums.get(key);
      sums.set(key, sum ? { ...sum, available: sum.available.plus(item.available), frozen: sum.frozen.plus(item.frozen) } : item);
    }
    for (const { db, id, wallet, currency, available, frozen } of [...sums.values()].sort(bySlot)) {
      if (available.isZero() && frozen.isZero()) continue;
      await ensureRows(db, [{ id, wallet, currency }]);
      const floor =
        id === SYSTEM_ACCOUNTS.external ? '' : ' AND available::numeric + ?::numeric >= 0 AND frozen::numeric + ?::numeric >= 0';
      const changed = await db.$sql.run(
        `UPDATE balances SET available = trim_scale(available::numeric + ?::numeric)::text, frozen = trim_scale(frozen::numeric + ?::numeric)::text
         WHERE user_id = ? AND currency_id = ? AND wallet = ?${floor}`,
        text(available),
        text(frozen),
        id,
        currency,
        wallet,
        ...(floor ? [text(available), text(frozen)] : []),
      );
      if (changed.changes !== 1) throw new LedgerError('insufficient', undefined, `system account ${id}`);
    }
  },
};
