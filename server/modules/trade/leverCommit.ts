// How the contract engine (lever.ts) runs its transactions: the positions each one opened or closed
// (copies included) indexed for the tick loop and told to their users once it has committed. Contract
// transactions run side by side on PostgreSQL: every change of a position's state is conditional on the
// state it leaves, and a deadlock between two of them is run again by the store.
//
// The rows a transaction touched are collected in the async context, not in a module variable: on
// PostgreSQL a tick's transaction and a request's really run together, and each must index its own rows.
import { and, eq, sql } from 'drizzle-orm';
import { contextKey } from '../../core/context';
import type { Db } from '../../core/db';
import { param } from './context';
import { type LeverRow, leverOrders } from './schema';

/** The statements the engine reads and changes a position's state through (prepared once: the tick loop uses them). */
export function leverStatements(db: Db) {
  const byId = db
    .select()
    .from(leverOrders)
    .where(eq(leverOrders.id, sql.placeholder('id')))
    .prepare();
  // Each state change is conditional on the state it leaves, and made before the money moves: of two
  // transactions at once (a tick and a request), the second finds the row changed and writes nothing.
  const markOpen = db
    .update(leverOrders)
    .set({ status: 'open', open_price: param('price'), margin: param('margin'), fee: param('fee'), opened_at: param('at') })
    .where(and(eq(leverOrders.id, sql.placeholder('id')), eq(leverOrders.status, 'pending')))
    .returning()
    .prepare();
  const markClosed = db
    .update(leverOrders)
    .set({ status: 'closed', close_price: param('price'), profit: param('profit'), close_reason: param('reason'), closed_at: param('at') })
    .where(and(eq(leverOrders.id, sql.placeholder('id')), eq(leverOrders.status, 'open')))
    .returning()
    .prepare();
  // A no-op that holds an open position's row until the commit (another area about to change what
  // depends on it): a close meanwhile waits for that commit, or was first and leaves nothing to hold.
  const holdOpen = db
    .update(leverOrders)
    .set({ status: sql`${leverOrders.status}` })
    .where(and(eq(leverOrders.id, sql.placeholder('id')), eq(leverOrders.status, 'open')))
    .returning()
    .prepare();
  return { byId, markOpen, markClosed, holdOpen };
}

export interface LeverCommitDeps {
  db: Db;
  /** The row as committed (a row undone with its savepoint, e.g. a failed copy, is gone). */
  reread: (id: number) => Promise<LeverRow | undefined>;
  /** Puts the row in the live index (or takes it out when it is no longer open or pending). */
  index: (row: LeverRow) => Promise<void>;
  /** Takes a row that never committed out of the live index. */
  drop: (row: LeverRow) => void;
  /** Tells the row's user (the socket `order` event). */
  tell: (row: LeverRow) => Promise<void>;
}

export function createLeverCommit({ db, reread, index, drop, tell }: LeverCommitDeps) {
  /**
   * The rows opened or closed in the running contract transaction, while it runs. Work it starts outside
   * itself (a tick pushed from a listener) sees the key too, but runs no transaction of it: that work's
   * own contract transaction collects its own rows.
   */
  const touchedKey = contextKey<{ rows: LeverRow[]; open: boolean }>();
  const running = () => {
    const touched = touchedKey.get();
    return touched?.open && db.$store.inTransaction() ? touched : null;
  };

  /** Indexes and tells the users of the rows a committed transaction changed, each as it is now. */
  async function flush(rows: LeverRow[]): Promise<void> {
    const last = new Map<number, LeverRow>();
    for (const row of rows) last.set(row.id, row);
    for (const row of last.values()) {
      // Read again: a copy whose savepoint was undone never committed, and a transaction that committed
      // after this one may have changed the row since.
      const now = await reread(row.id);
      if (!now) {
        drop(row);
        continue;
      }
      await index(now);
      await tell(now);
    }
  }

  /** Records a row the running transaction opened or closed (indexed after the commit). */
  function touch(row: LeverRow): LeverRow {
    const touched = running();
    if (touched) touched.rows.push(row);
    else db.$store.afterCommit(async () => await flush([row]));
    return row;
  }

  /**
   * Runs `fn` in one transaction, then updates the index and tells the users.
   * Inside another contract transaction it is a savepoint of it, and its rows are the outer one's.
   */
  async function commit<R extends LeverRow | null>(fn: () => Promise<R>): Promise<R> {
    if (running()) return await db.transaction(fn);
    const touched = { rows: [] as LeverRow[], open: true };
    const row = await touchedKey.run(touched, async () => {
      try {
        return await db.transaction(fn);
      } finally {
        touched.open = false;
      }
    });
    const changed = row ? [...touched.rows, row] : touched.rows;
    // Inside someone else's transaction: indexed once that one commits.
    if (db.$store.inTransaction()) db.$store.afterCommit(async () => await flush(changed));
    else await flush(changed);
    return row;
  }

  return { touch, commit };
}
