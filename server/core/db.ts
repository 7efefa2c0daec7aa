// SQLite through better-sqlite3, queried with Drizzle (typed, synchronous). One file under DATA_DIR.
//
// `Db` is the Drizzle database; `db.$client` is the better-sqlite3 connection underneath, for the few
// places that need it (pragmas, `inTransaction`). Transactions stay synchronous:
// `db.transaction(() => { ... })` runs on the one connection, so every query inside it, through `db`
// or through the transaction argument, is part of it (nested calls become savepoints).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { clock } from './clock';

export type Db = BetterSQLite3Database & { $client: Database.Database };

/** The database file under `dataDir` (created if missing), or an in-memory one for ':memory:'. Not migrated. */
export function openDb(dataDir: string): Db {
  const memory = dataDir === ':memory:';
  if (!memory) fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(memory ? ':memory:' : path.join(dataDir, 'kestrel.sqlite'));
  if (!memory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle({ client: sqlite });
}

/** Seconds since the epoch on the server's clock (a test clock moves it forward in tests). */
export const now = (): number => clock.sec();
