// The two engines keep one schema: the committed PostgreSQL baseline is what the SQLite migrations
// build today, and (on PostgreSQL) a migrated database has the same tables, columns, keys and unique
// constraints as a migrated SQLite, table by table and column by column.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/app';
import { BASELINE_FILE } from '../../../server/core/engines/baselineFile';
import { postgresShape } from '../../../server/core/engines/postgresSchema';
import { sqliteShape, type TableShape } from '../../../server/core/engines/schemaShape';
import { baselineSql } from '../../../server/pgBaseline';
import { freshDatabaseUrl, onPostgres, dropDatabase } from '../engine';
import { openServerDatabase } from '../../../server/app';
import type { openDb } from '../../../server/core/db';

/** What both engines must agree on, in one comparable form. */
const comparable = (tables: TableShape[]) =>
  tables.map((t) => ({
    table: t.name,
    columns: t.columns.map((c) => `${c.name} ${c.kind}${c.notNull ? ' not null' : ''}`),
    primaryKey: t.primaryKey,
    unique: t.unique.map((u) => u.join(',')).sort(),
  }));

describe('one schema on both engines', () => {
  it('the committed PostgreSQL baseline is what the migrations build (npm run pg:baseline after a migration)', () => {
    expect(fs.readFileSync(BASELINE_FILE, 'utf8')).toBe(baselineSql());
  });

  it.runIf(onPostgres)('a migrated PostgreSQL has the tables, columns, keys and unique constraints of a migrated SQLite', async () => {
    const sqlite = openDatabase(':memory:') as ReturnType<typeof openDb>;
    const expected = comparable(sqliteShape(sqlite.$migrations.$client));
    await sqlite.$store.close();
    const url = await freshDatabaseUrl();
    const db = (await openServerDatabase({ dataDir: ':memory:', databaseUrl: url })) as Awaited<ReturnType<typeof openServerDatabase>> & {
      $pool: Parameters<typeof postgresShape>[0];
    };
    try {
      expect(comparable(await postgresShape(db.$pool))).toEqual(expected);
    } finally {
      await db.$store.close();
      await dropDatabase(url);
    }
  });
});
