// The snapshot's worker thread: opens the database file on a connection of its own, reads the books at
// one point and builds the tree (liabilities.ts) off the server's thread, then hands the tree over.
// biome-ignore lint/style/noRestrictedImports: the worker reads the file on a read-only connection of its own, off the server's thread.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { type Books, buffersOf, buildFrom, READ_SQL, type SnapshotCurrency } from './liabilities';

/** The books at one point: one read transaction (WAL: one committed state while the server writes). */
function read(sqlite: Database.Database): Books {
  return sqlite.transaction(() => ({
    position: (sqlite.prepare(READ_SQL.position).get() as { p: number }).p,
    users: (sqlite.prepare(READ_SQL.users).all() as Array<{ id: number }>).map((u) => u.id),
    rows: sqlite.prepare(READ_SQL.rows).all() as Books['rows'],
    currencies: sqlite.prepare(READ_SQL.currencies).all() as SnapshotCurrency[],
  }))();
}

const { file, secret } = workerData as { file: string; secret: string };
const sqlite = new Database(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
try {
  const started = performance.now();
  const tree = buildFrom(read(sqlite), secret, started);
  parentPort?.postMessage({ tree }, buffersOf(tree));
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  sqlite.close();
}
