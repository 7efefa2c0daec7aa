// Schema migrations, owned by the modules: each module lists its own, append-only, and they run in
// module order (a module after the modules it depends on). Applied ones are recorded by id in
// `schema_migrations`, so two areas can add migrations side by side without colliding on a number.
//
// Databases from before the modules (numbered migrations in PRAGMA user_version, 1 to 3) are taken
// over: each migration that carries `legacy: N` was part of that old version N, so on such a database
// it is recorded as applied instead of run.
import type { Pool } from 'pg';
import type { MigrationDb } from './db';

export interface Migration {
  /** Unique across all modules, e.g. `trade-001-orders`. Never renamed once shipped. */
  id: string;
  /** SQL to run, or a function for what SQL cannot do exactly (decimal sums). */
  sql?: string;
  up?: (db: MigrationDb) => void;
  /** Its PostgreSQL form, for migrations after the baseline (engines/baseline.sql holds the ones before). */
  pg?: string;
  /** The old global version that already created this (databases from before the modules). */
  legacy?: number;
}

export function migrate(db: MigrationDb, migrations: readonly Migration[]): string[] {
  const sqlite = db.$client;
  const ids = new Set<string>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`migration id ${m.id} is used twice`);
    ids.add(m.id);
  }
  const fresh = !sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  sqlite.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const record = sqlite.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const at = Math.floor(Date.now() / 1000);
  if (fresh) {
    const legacyVersion = sqlite.pragma('user_version', { simple: true }) as number;
    if (legacyVersion > 0) {
      sqlite.transaction(() => {
        for (const m of migrations) if (m.legacy !== undefined && m.legacy <= legacyVersion) record.run(m.id, at);
      })();
    }
  }
  const applied = new Set((sqlite.prepare('SELECT id FROM schema_migrations').all() as Array<{ id: string }>).map((r) => r.id));
  const ran: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    sqlite.transaction(() => {
      if (m.sql) sqlite.exec(m.sql);
      m.up?.(db);
      record.run(m.id, at);
    })();
    ran.push(m.id);
  }
  return ran;
}

/**
 * The same migrations on PostgreSQL: an empty database gets the baseline (every migration up to when it
 * was generated, and their rows) in one transaction; each migration after it runs its `pg` form.
 */
export async function migratePostgres(pool: Pool, migrations: readonly Migration[], baseline: () => string): Promise<string[]> {
  const client = await pool.connect();
  try {
    // One process migrates at a time (several instances may start together).
    await client.query('SELECT pg_advisory_lock(7474)');
    const fresh = (await client.query("SELECT to_regclass('schema_migrations') AS t")).rows[0].t === null;
    if (fresh) {
      await client.query('BEGIN');
      await client.query(baseline());
      await client.query('COMMIT');
    }
    const applied = new Set((await client.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
    const ran: string[] = [];
    const at = Math.floor(Date.now() / 1000);
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      if (m.pg === undefined)
        throw new Error(`migration ${m.id} has no PostgreSQL form (pg), and the baseline predates it: npm run pg:baseline`);
      await client.query('BEGIN');
      try {
        await client.query(m.pg);
        await client.query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [m.id, at]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      ran.push(m.id);
    }
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock(7474)').catch(() => undefined);
    client.release();
  }
}
