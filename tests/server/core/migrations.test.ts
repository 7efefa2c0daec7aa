// Migrations belong to the modules. A database from before the modules (PRAGMA user_version 3) is
// taken over without running its old migrations again, and the journal's backfill balances its
// one-sided rows; the typed tables (Drizzle) match the migrated database column for column.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { allMigrations, openDatabase } from '../../../server/app';
import { EXTERNAL_ID, totalsByCurrency } from '../../../server/core/ledger';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-migrate-'));

describe('migrations', () => {
  it('takes over a database of the old numbered layout and balances its one-sided rows', async () => {
    const dir = tempDir();
    try {
      // The old layout: what global versions 1–3 created, with one-sided ledger rows as they were written.
      const old = new Database(path.join(dir, 'kestrel.sqlite'));
      for (const m of allMigrations().filter((x) => x.legacy !== undefined)) old.exec(m.sql ?? '');
      old.pragma('user_version = 3');
      old
        .prepare("INSERT INTO users (id, nickname, account_type, invite_code, created_at) VALUES (1, 'House', 'real', 'HOUSE001', 0)")
        .run();
      old
        .prepare("INSERT INTO users (id, nickname, account_type, invite_code, created_at) VALUES (100001, 'U', 'real', 'ABCDEFGH', 0)")
        .run();
      old.prepare("INSERT INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8)").run();
      const row = old.prepare('INSERT INTO ledger (user_id, currency_id, amount, kind, ref, created_at) VALUES (?, 1, ?, ?, ?, 0)');
      row.run(1, '100000000000', 'house_seed', null);
      row.run(100001, '25', 'deposit', 'deposit:1');
      row.run(100001, '-10', 'freeze', 'lever:1');
      const balance = old.prepare('INSERT INTO balances (user_id, currency_id, available, frozen) VALUES (?, 1, ?, ?)');
      balance.run(1, '100000000000', '0');
      balance.run(100001, '15', '10');
      old.close();

      const db = openDatabase(dir);
      const applied = ((await db.$sql.all('SELECT id FROM schema_migrations')) as Array<{ id: string }>).map((r) => r.id);
      expect(applied).toEqual(expect.arrayContaining(allMigrations().map((m) => m.id)));
      // Every balance (the external account's included) sums to zero, and the rows explain the buckets.
      expect((await totalsByCurrency(db)).get(1)?.toFixed()).toBe('0');
      expect(await db.$sql.get('SELECT available FROM balances WHERE user_id = ? AND currency_id = 1', EXTERNAL_ID)).toEqual({
        available: '-100000000025',
      });
      expect(await db.$sql.all("SELECT amount FROM ledger WHERE user_id = 100001 AND bucket = 'frozen'")).toEqual([{ amount: '10' }]);
      await db.$store.close();
      // Opening again runs nothing again.
      const again = openDatabase(dir);
      expect(((await again.$sql.get('SELECT count(*) AS n FROM ledger')) as { n: number }).n).toBe(6);
      await again.$store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('migration ids are unique', () => {
    const ids = allMigrations().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every typed table matches the migrated database, column for column', async () => {
    const db = openDatabase(':memory:');
    const root = path.resolve(__dirname, '../../../server');
    const files = [path.join(root, 'core/schema.ts')];
    for (const m of fs
      .readdirSync(path.join(root, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)) {
      for (const f of fs.readdirSync(path.join(root, 'modules', m)))
        if (/schema\.ts$/.test(f)) files.push(path.join(root, 'modules', m, f));
    }
    let tables = 0;
    for (const file of files) {
      for (const value of Object.values(await import(file))) {
        if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in (value as object))) continue;
        const config = getTableConfig(value as SQLiteTable);
        const actual = (await db.$sql.all(`PRAGMA table_info(${config.name})`)) as Array<{ name: string; notnull: number }>;
        expect(actual.length, `table ${config.name} exists`).toBeGreaterThan(0);
        expect(config.columns.map((c) => c.name).sort(), config.name).toEqual(actual.map((c) => c.name).sort());
        for (const c of config.columns) {
          const real = actual.find((a) => a.name === c.name);
          if (!c.primary) expect(Boolean(real?.notnull), `${config.name}.${c.name} NOT NULL`).toBe(c.notNull);
        }
        tables += 1;
      }
    }
    expect(tables).toBeGreaterThanOrEqual(9);
    await db.$store.close();
  });
});
