// Schema migrations, owned by the modules: each module lists its own, append-only, and they run in
// module order (a module after the modules it depends on). Applied ones are recorded by id in
// `schema_migrations`, so two areas can add migrations side by side without colliding on a number.
//
// Databases from before the modules (numbered migrations in PRAGMA user_version, 1 to 3) are taken
// over: each migration that carries `legacy: N` was part of that old version N, so on such a database
// it is recorded as applied instead of run.
import type { MigrationDb } from './db';

export interface Migration {
  /** Unique across all modules, e.g. `trade-001-orders`. Never renamed once shipped. */
  id: string;
  /** SQL to run, or a function for what SQL cannot do exactly (decimal sums). */
  sql?: string;
  up?: (db: MigrationDb) => void;
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
