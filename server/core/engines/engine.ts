// What the storage layer (core/db.ts) needs of a database engine: statements outside a transaction,
// and a transaction on a connection of its own until it commits or rolls back.

/** How a statement's rows come back: arrays for Drizzle's builder (`all`, `get`, `values`, `run`), objects for `db.$sql`. */
export type Mode = 'run' | 'all' | 'get' | 'values' | 'objects' | 'object';

export interface Result {
  /** Rows (arrays or objects by mode); one row or undefined for `get` and `object`. */
  rows: unknown;
  /** Rows a write changed. */
  changes: number;
}

/** One open transaction's connection. */
export interface Session {
  query(text: string, params: unknown[], mode: Mode): Promise<Result>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface Engine {
  readonly kind: 'sqlite' | 'postgres';
  /** One statement outside any transaction. */
  query(text: string, params: unknown[], mode: Mode): Promise<Result>;
  /** Opens a transaction (waiting for a connection). */
  begin(): Promise<Session>;
  close(): Promise<void>;
}
