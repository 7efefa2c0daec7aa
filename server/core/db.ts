// The storage layer: one async API over the database engine, queried with Drizzle (typed, async).
//
// `Db` is a Drizzle database whose every query is awaited. A transaction is `db.transaction(async () => …)`
// (or `tx(db, …)`): the open transaction is carried in the async context (AsyncLocalStorage), so every
// query a module makes meanwhile through `db` joins it, wherever it is called from; a transaction opened
// inside another is a savepoint. A query made after its transaction ended (a missing `await`) throws.
//
// `db.$sql` runs plain SQL with `?` parameters (rows as objects) for what the query builder does not
// say well (counts in tests, the auditor's sums); write it in the SQL every engine speaks.
//
// The engine is the embedded SQLite (engines/sqlite.ts: zero set-up, one file under DATA_DIR; migrations
// run on its synchronous handle before the server starts), or PostgreSQL when DATABASE_URL is set
// (engines/postgres.ts: a pool, many writers; migrations in migrate.ts).
import type Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle as drizzleSync } from 'drizzle-orm/better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import { clock } from './clock';
import { contextKey } from './context';
import type { Engine, Mode, Result, Session } from './engines/engine';
import { openPostgres } from './engines/postgres';
import { openSqlite } from './engines/sqlite';

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
  readonly engine: Engine['kind'];
  /** Runs `fn` in a transaction (a savepoint inside another); commits when it resolves, rolls back when it throws. */
  tx<T>(fn: () => Promise<T>): Promise<T>;
  /** True inside a transaction (the ledger posts only there). */
  inTransaction(): boolean;
  /** Runs `fn` outside the caller's transaction (work scheduled for after the commit: setImmediate, timers). */
  outside<T>(fn: () => T): T;
  /**
   * Runs `fn` once the caller's transaction has committed (never when it, or the savepoint `fn` was
   * given in, rolls back); outside a transaction, right after the current work. For what must follow
   * only what was written: socket events, notifications.
   */
  afterCommit(fn: () => void | Promise<void>): void;
  /**
   * Gives `item` to `channel`, which receives every item of its transaction in one call just before the
   * commit, inside the transaction (a failure there rolls it back); an item given in a savepoint that
   * rolls back is dropped with it. Only inside a transaction.
   */
  beforeCommit<T>(channel: CommitChannel<T>, item: T): void;
  /**
   * Does now, in the caller's transaction, what the channels were given for its commit (a read of every
   * balance inside the transaction that posted: the auditor). Not inside a savepoint, whose rollback would
   * undo work given outside it.
   */
  settlePending(): Promise<void>;
  readonly closed: boolean;
  close(): Promise<void>;
}

/** Work a transaction gathers and does once, at its end (the ledger's shared balances: ledger.ts). */
export interface CommitChannel<T> {
  flush(items: T[]): Promise<void>;
}

export type Db = BaseSQLiteDatabase<'async', RunResult> & { $sql: RawSql; $store: Store };

/** The synchronous handle migrations run on (before the server starts; never while it serves). */
export type MigrationDb = BetterSQLite3Database & { $client: Database.Database };

/** An open transaction: its connection, its savepoint depth, and whether it has ended. */
interface TxContext {
  session: Session;
  depth: number;
  done: boolean;
  /** What runs after the commit, each with the savepoint depth it was given at. */
  after: Array<{ depth: number; fn: () => void | Promise<void> }>;
  /** What the channels receive before the commit, each with the savepoint depth it was given at. */
  before: Array<{ depth: number; channel: CommitChannel<unknown>; item: unknown }>;
}

/** Hands each channel its items, channels in the order they were first given one. */
async function flushChannels(ctx: TxContext): Promise<void> {
  const byChannel = new Map<CommitChannel<unknown>, unknown[]>();
  for (const { channel, item } of ctx.before) byChannel.set(channel, [...(byChannel.get(channel) ?? []), item]);
  ctx.before = [];
  for (const [channel, items] of byChannel) await channel.flush(items);
}

/** Runs after-commit work outside any transaction, reporting (never throwing) what fails. */
function runLater(fn: () => void | Promise<void>): void {
  setImmediate(() => {
    Promise.resolve()
      .then(fn)
      .catch((error: unknown) => console.error('[db] after-commit work failed:', error));
  });
}

/** How often an outermost transaction is tried when PostgreSQL ends it for a deadlock or a conflict. */
const RETRIES = 4;
/** PostgreSQL's deadlock_detected and serialization_failure: nothing was written, trying again is safe. */
const isConflict = (error: unknown): boolean => {
  // Drizzle wraps the driver's error (DrizzleQueryError: the cause carries PostgreSQL's code).
  for (
    let e = error as { code?: unknown; cause?: unknown } | null | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth += 1
  )
    if (e.code === '40P01' || e.code === '40001') return true;
  return false;
};

/** The Drizzle database over `engine`, with transactions carried in the async context. */
export function storeOver(engine: Engine): Db {
  const context = contextKey<TxContext>();
  let closed = false;

  /** A statement in the caller's transaction, or on its own outside one. */
  function query(text: string, params: unknown[], mode: Mode): Promise<Result> {
    const ctx = context.get();
    if (!ctx) return engine.query(text, params, mode);
    if (ctx.done) return Promise.reject(new Error(`a query ran after its transaction ended (a missing await?): ${text.slice(0, 120)}`));
    return ctx.session.query(text, params, mode);
  }

  async function tx<T>(fn: () => Promise<T>): Promise<T> {
    const outer = context.get();
    if (outer && !outer.done) {
      const name = `sp${++outer.depth}`;
      await outer.session.query(`SAVEPOINT ${name}`, [], 'run');
      try {
        const result = await fn();
        await outer.session.query(`RELEASE SAVEPOINT ${name}`, [], 'run');
        // Kept savepoint: its after-commit work now belongs to the level around it.
        for (const a of [...outer.after, ...outer.before]) if (a.depth >= outer.depth) a.depth = outer.depth - 1;
        return result;
      } catch (error) {
        await outer.session.query(`ROLLBACK TO SAVEPOINT ${name}`, [], 'run');
        await outer.session.query(`RELEASE SAVEPOINT ${name}`, [], 'run');
        // What the undone savepoint asked for after the commit is undone with it.
        outer.after = outer.after.filter((a) => a.depth < outer.depth);
        outer.before = outer.before.filter((a) => a.depth < outer.depth);
        throw error;
      } finally {
        outer.depth -= 1;
      }
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await attemptTx(fn);
      } catch (error) {
        // Two transactions that each wait for a row the other holds (PostgreSQL ends one of them): the
        // one ended runs again from the start, as if it had come a moment later.
        if (attempt >= RETRIES || !isConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  /** One attempt at an outermost transaction. */
  async function attemptTx<T>(fn: () => Promise<T>): Promise<T> {
    const session = await engine.begin();
    const ctx: TxContext = { session, depth: 0, done: false, after: [], before: [] };
    let result: T;
    try {
      result = await context.run(ctx, async () => {
        const value = await fn();
        await flushChannels(ctx);
        return value;
      });
    } catch (error) {
      ctx.done = true;
      await session.rollback();
      throw error;
    }
    ctx.done = true;
    await session.commit();
    for (const { fn } of ctx.after) context.exit(() => runLater(fn));
    return result;
  }

  const store: Store = {
    engine: engine.kind,
    tx,
    inTransaction: () => {
      const ctx = context.get();
      return Boolean(ctx && !ctx.done);
    },
    outside: (fn) => context.exit(fn),
    afterCommit: (fn) => {
      const ctx = context.get();
      if (ctx && !ctx.done) ctx.after.push({ depth: ctx.depth, fn });
      else context.exit(() => runLater(fn));
    },
    beforeCommit: (channel, item) => {
      const ctx = context.get();
      if (!ctx || ctx.done) throw new Error('beforeCommit outside a transaction');
      ctx.before.push({ depth: ctx.depth, channel: channel as CommitChannel<unknown>, item });
    },
    settlePending: async () => {
      const ctx = context.get();
      if (!ctx || ctx.done || ctx.before.length === 0) return;
      if (ctx.depth > 0) throw new Error('settlePending inside a savepoint');
      await flushChannels(ctx);
    },
    get closed() {
      return closed;
    },
    async close() {
      closed = true;
      await engine.close();
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
  const transaction = <T>(fn: (tx: Db) => Promise<T>) => tx(() => fn(db));
  return Object.assign(db, { $sql, $store: store, transaction });
}

/** The embedded database: `dataDir/kestrel.sqlite` (created if missing), or in memory for ':memory:'. Not migrated. */
export function openDb(dataDir: string): Db & { $migrations: MigrationDb } {
  const engine = openSqlite(dataDir);
  return Object.assign(storeOver(engine), { $migrations: drizzleSync({ client: engine.sqlite }) as MigrationDb });
}

/** PostgreSQL at `url` (postgres://…). Not migrated (migratePostgres in migrate.ts). */
export function openPostgresDb(url: string): Db & { $pool: ReturnType<typeof openPostgres>['pool'] } {
  const engine = openPostgres(url);
  return Object.assign(storeOver(engine), { $pool: engine.pool });
}

/** Runs `fn` in a transaction of `db` (a savepoint inside another). */
export const tx = <T>(db: Db, fn: () => Promise<T>): Promise<T> => db.$store.tx(fn);

/** Seconds since the epoch on the server's clock (a test clock moves it forward in tests). */
export const now = (): number => clock.sec();
