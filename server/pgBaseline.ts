// The PostgreSQL baseline as the SQLite migrations define it now (see core/engines/postgresSchema.ts):
// `npm run pg:baseline` writes it, and a test fails while the committed file differs.
import { allMigrations } from './app';
import { openDb } from './core/db';
import { postgresBaseline } from './core/engines/postgresSchema';
import { sqliteShape } from './core/engines/schemaShape';
import { migrate } from './core/migrate';

/** Every migration run on an empty in-memory SQLite, its schema and rows written as PostgreSQL. */
export function baselineSql(): string {
  const db = openDb(':memory:');
  migrate(db.$migrations, allMigrations());
  const sqlite = db.$migrations.$client;
  const tables = sqliteShape(sqlite);
  const rows: Record<string, Array<Record<string, unknown>>> = {};
  // When the migrations ran (a migration's time, a system account's creation) is all that differs from one run to the next.
  const timeless = (r: Record<string, unknown>) => ({
    ...r,
    ...('applied_at' in r ? { applied_at: 0 } : {}),
    ...('created_at' in r ? { created_at: 0 } : {}),
  });
  for (const t of tables)
    rows[t.name] = (sqlite.prepare(`SELECT * FROM "${t.name}" ORDER BY 1`).all() as Array<Record<string, unknown>>).map(timeless);
  sqlite.close();
  return postgresBaseline(tables, rows);
}
