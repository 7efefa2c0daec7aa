// The auth module's migrations (append-only; ids never change once shipped): codes and the dev outbox.
import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'auth-001-codes',
    legacy: 1,
    sql: `
      CREATE TABLE codes (
        id INTEGER PRIMARY KEY,
        target TEXT NOT NULL,
        scene TEXT NOT NULL,
        code TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX codes_target ON codes(target, scene, created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        target TEXT NOT NULL,
        code TEXT NOT NULL,
        scene TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_target ON outbox(target, id);`,
  },
];
