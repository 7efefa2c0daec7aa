// The storage layer: one async API over the database engine, queried with Drizzle (typed, async).
//
// `Db` is a Drizzle database whose every query is awaited. A transaction is `db.transaction(async () => …)`
// (or `tx(db, …)`): the open transaction is carried in the async context (AsyncLocalStorage), so every
// query a module makes meanwhile through `db` joins it, wherever it is called from; a transaction opened
// inside another is a savepoint. Queries outside any transaction wait while one is open (the embedded
// engine has one connection and one writer), so no one ever sees, or writes into, another's transaction.
//
// `db.$sql` runs plain SQL with `?` parameters (rows as objects) for what the query builder does not
// say well (counts in tests, the auditor's sums); write it in the SQL both engines speak.
//
// The embedded engine is SQLite (better-sqlite3, one file under DATA_DIR): zero set-up, statements
// prepared once and kept. Migrations run on its synchronous handle before the server starts.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle as drizzleSync } from 'drizzle-orm/better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import { clock } from './clock';

/** What `.run()` of a write answers: how many rows it changed. */
export interface RunResult {
  rows: unknown[];
  changes: number;
}

/** Plain SQL with `?` parameters; rows come back as objects keyed by column name. */
export interface RawSql {
  get<T = unknown>(text: string, ...params: unknown[]): Promise<T | undefined>;
  all<T = unknown>(text: string, ...params: unknown[]): Promise<T[]>;
  run(text: string, ...params: unknown[]): Promise<{ changes: number }>;
}

export interface Store {
  readonly engine: 'sqlite';
  /** Runs `fn` in a transaction (a savepoint inside another); commits when it resolves, rolls back when it throws. */
  tx<T>(fn: () => Promise<T>): Promise<T>;
  /** True inside a transaction (the ledger posts only there). */
  inTransaction(): boolean;
  /** Runs `fn` outside the caller's transaction (work scheduled for after the commit: setImmediate, timers). */
  outside<T>(fn: () => T): T;
  readonly closed: boolean;
  close(): Promise<void>;
}

export type Db = BaseSQLiteDatabase<'async', RunResult> & { $sql: RawSql; $store: Store };

/** The synchronous handle migrations run on (before the server starts; never while it serves). */
export type MigrationDb = BetterSQLite3Database & { $client: Database.Database };

/** An open transaction: its savepoint depth, and whether it has ended (a query after that is a missing await). */
interface TxContext {
  depth: number;
  done: boolean;
}

type Mode = 'run' | 'all' | 'get' | 'values' | 'objects' | 'object';

/** How many prepared statements the embedded engine keeps (each distinct SQL text is prepared once). */
const STATEMENTS_KEPT = 4000;

/** The embedded database: `dataDir/kestrel.sqlite` (created if missing), or in memory for ':memory:'. Not migrated. */
export function openDb(dataDir: string): Db & { $migrations: MigrationDb } {
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
  const execute = (text: string, params: unknown[], mode: Mode): { rows: unknown; changes: number } => {
    const statement = prepare(text);
    if (!statement.reader) {
      const info = statement.run(...params);
      return { rows: mode === 'get' || mode === 'object' ? undefined : [], changes: info.changes };
    }
    const raw = mode !== 'objects' && mode !== 'object';
    statement.raw(raw);
    if (mode === 'get' || mode === 'object') return { rows: statement.get(...params), changes: 0 };
    const rows = statement.all(...params);
    return { rows, changes: mode === 'run' ? rows.length : 0 };
  };

  const context = new AsyncLocalStorage<TxContext>();
  /** The transaction holding the connection, and who waits for it. */
  let holder: TxContext | null = null;
  const waiting: Array<() => void> = [];
  let closed = false;

  /** Resolves when the transaction holding the connection has ended; the caller must look at `holder` again. */
  const turn = () => new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    holder = null;
    for (const wake of waiting.splice(0)) wake();
  };

  /** Runs a statement in the caller's transaction, or (outside one) as soon as no transaction holds the connection. */
  async function query(text: string, params: unknown[], mode: Mode): Promise<{ rows: unknown; changes: number }> {
    const ctx = context.getStore();
    if (ctx && !ctx.done) return execute(text, params, mode);
    if (ctx?.done) throw new Error(`a query ran after its transaction ended (a missing await?): ${text.slice(0, 120)}`);
    // Checked and run in one synchronous step: nothing can take the connection in between.
    while (holder) await turn();
    if (closed) throw new Error('the database is closed');
    return execute(text, params, mode);
  }

  async function tx<T>(fn: () => Promise<T>): Promise<T> {
    const outer = context.getStore();
    if (outer && !outer.done) {
      const name = `sp${++outer.depth}`;
      execute(`SAVEPOINT ${name}`, [], 'run');
      try {
        const result = await fn();
        execute(`RELEASE ${name}`, [], 'run');
        return result;
      } catch (error) {
        execute(`ROLLBACK TO ${name}`, [], 'run');
        execute(`RELEASE ${name}`, [], 'run');
        throw error;
      } finally {
        outer.depth -= 1;
      }
    }
    while (holder) await turn();
    if (closed) throw new Error('the database is closed');
    const ctx: TxContext = { depth: 0, done: false };
    holder = ctx;
    try {
      return await context.run(ctx, async () => {
        execute('BEGIN IMMEDIATE', [], 'run');
        try {
          const result = await fn();
          execute('COMMIT', [], 'run');
          return result;
        } catch (error) {
          if (sqlite.inTransaction) execute('ROLLBACK', [], 'run');
          throw error;
        }
      });
    } finally {
      ctx.done = true;
      release();
    }
  }

  const store: Store = {
    engine: 'sqlite',
    tx,
    inTransaction: () => Boolean(context.getStore() && !context.getStore()?.done),
    outside: (fn) => context.exit(fn),
    get closed() {
      return closed;
    },
    async close() {
      while (holder) await turn();
      closed = true;
      statements.clear();
      sqlite.close();
    },
  };

  const $sql: RawSql = {
    get: async <T>(text: string, ...params: unknown[]) => (await query(text, params, 'object')).rows as T | undefined,
    all: async <T>(text: string, ...params: unknown[]) => (await query(text, params, 'objects')).rows as T[],
    run: async (text: string, ...params: unknown[]) => ({ changes: (await query(text, params, 'run')).changes }),
  };

  const db = drizzle(async (text, params, method) => {
    const { rows, changes } = await query(text, params, method);
    return { rows: rows as unknown[], changes };
  }) as unknown as Db;
  // Every transaction goes through the store: the module's own `db` joins it, and a nested one is a savepoint.
  const transaction = async <T>(fn: (tx: Db) => Promise<T>) => await tx(async () => await fn(db));
  Object.assign(db, { $sql, $store: store, transaction });
  const $migrations = drizzleSync({ client: sqlite }) as MigrationDb;
  return Object.assign(db, { $migrations });
}

/** Runs `fn` in a transaction of `db` (a savepoint inside another). */
export const tx = async <T>(db: Db, fn: () => Promise<T>): Promise<T> => await db.$store.tx(fn);

/** Seconds since the epoch on the server's clock (a test clock moves it forward in tests). */
export const now = (): number => clock.sec();
