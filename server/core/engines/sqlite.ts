// The embedded engine: SQLite through better-sqlite3, one file under DATA_DIR, zero set-up. One
// connection and one writer: a transaction holds the connection until it ends, and statements from
// outside wait for it (checked and run in one synchronous step, so nothing slips in between). Each
// distinct SQL text is prepared once and kept.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Engine, Mode, Result, Session } from './engine';

/** How many prepared statements are kept. */
const STATEMENTS_KEPT = 4000;
/**
 * How long a transaction's statements run without a break (each runs synchronously): past it, the event
 * loop turns before the next, so requests that need no database (quotations, pushes) are answered in
 * the middle of a long one (10,000 savings incomes paid set by set); those that need it wait for its
 * commit, as always.
 */
const RUN_MS = 4;

export function openSqlite(dataDir: string): Engine & { readonly sqlite: Database.Database } {
  const memory = dataDir === ':memory:';
  if (!memory) fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(memory ? ':memory:' : path.join(dataDir, 'kestrel.sqlite'));
  if (!memory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  const statements = new Map<string, Database.Statement>();
  const prepare = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (!statement) {
      statement = sqlite.prepare(text);
      if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
      statements.set(text, statement);
    }
    return statement;
  };

  /** One statement, now (the caller holds the connection). */
  const execute = (text: string, params: unknown[], mode: Mode): Result => {
    const statement = prepare(text);
    if (!statement.reader) {
      const info = statement.run(...params);
      return { rows: mode === 'get' || mode === 'object' ? undefined : [], changes: info.changes };
    }
    statement.raw(mode !== 'objects' && mode !== 'object');
    if (mode === 'get' || mode === 'object') return { rows: statement.get(...params), changes: 0 };
    const rows = statement.all(...params);
    return { rows, changes: mode === 'run' ? rows.length : 0 };
  };

  /** The transaction holding the connection, and who waits for it. */
  let holder: Session | null = null;
  const waiting: Array<() => void> = [];
  let closed = false;
  /** Resolves when the holder has let go; the caller looks at `holder` again. */
  const turn = () => new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    holder = null;
    for (const wake of waiting.splice(0)) wake();
  };
  const open = () => {
    if (closed) throw new Error('the database is closed');
  };

  return {
    kind: 'sqlite',
    sqlite,
    async query(text, params, mode) {
      while (holder) await turn();
      open();
      return execute(text, params, mode);
    },
    async begin() {
      while (holder) await turn();
      open();
      let since = performance.now();
      const session: Session = {
        query: async (text, params, mode) => {
          if (performance.now() - since > RUN_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            since = performance.now();
          }
          return execute(text, params, mode);
        },
        async commit() {
          try {
            execute('COMMIT', [], 'run');
          } catch (error) {
            if (sqlite.inTransaction) execute('ROLLBACK', [], 'run');
            throw error;
          } finally {
            release();
          }
        },
        async rollback() {
          try {
            if (sqlite.inTransaction) execute('ROLLBACK', [], 'run');
          } finally {
            release();
          }
        },
      };
      execute('BEGIN IMMEDIATE', [], 'run');
      holder = session;
      return session;
    },
    async close() {
      while (holder) await turn();
      closed = true;
      statements.clear();
      sqlite.close();
    },
  };
}
