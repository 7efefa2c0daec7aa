// core-005: a database from before the four accounts keeps every balance and ledger row; what open
// trades hold moves, in one balanced entry per user, to the trading account it now belongs to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMigrations, openDatabase } from '../../../server/app';
import { openDb } from '../../../server/core/db';
import type { Db } from '../../../server/core/db';
import { balanceOf, pocket } from '../../../server/core/ledger';
import { Decimal } from '../../../src/shared/lib/decimal';
import { migrate } from '../../../server/core/migrate';

const U = 100001;

/** Per currency, every account's available + frozen (raw SQL: the old table has no wallet column). */
async function totals(db: Db): Promise<Record<number, string>> {
  const out: Record<number, Decimal> = {};
  for (const r of (await db.$sql.all('SELECT currency_id, available, frozen FROM balances')) as Array<{
    currency_id: number;
    available: string;
    frozen: string;
  }>) {
    out[r.currency_id] = (out[r.currency_id] ?? new Decimal(0)).plus(r.available).plus(r.frozen);
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.toFixed()]));
}

describe('core-005: four accounts', () => {
  it('keeps every balance and row, and moves what open orders hold to the contract and spot accounts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-wallets-'));
    try {
      // The database as it was: every migration before core-005 (and the modules' own of the time).
      const old = openDb(dir);
      migrate(
        old.$migrations,
        allMigrations().filter((m) => m.id !== 'core-005-wallets' && !m.id.startsWith('fund-')),
      );
      const sql = old.$migrations.$client;
      sql.prepare("INSERT INTO users (id, nickname, account_type, invite_code, created_at) VALUES (?, 'U', 'real', 'ABCDEFGH', 0)").run(U);
      sql
        .prepare("INSERT OR IGNORE INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8), (2, 'BTC', 'Bitcoin', 8)")
        .run();
      // One balanced history: 1000 USDT and 1 BTC in from outside; a position's margin 60 and a pending
      // order's 30 + fee 0.5 frozen; a pending spot sell holding 0.25 BTC.
      const entry = sql.prepare('INSERT INTO journal (kind, ref, created_at) VALUES (?, NULL, 0)');
      const leg = sql.prepare(
        'INSERT INTO ledger (entry_id, user_id, currency_id, amount, kind, created_at, bucket) VALUES (?, ?, ?, ?, ?, 0, ?)',
      );
      const e1 = entry.run('deposit').lastInsertRowid;
      leg.run(e1, 3, 1, '-1000', 'deposit', 'available');
      leg.run(e1, U, 1, '1000', 'deposit', 'available');
      leg.run(e1, 3, 2, '-1', 'deposit', 'available');
      leg.run(e1, U, 2, '1', 'deposit', 'available');
      const e2 = entry.run('freeze').lastInsertRowid;
      leg.run(e2, U, 1, '-90.5', 'freeze', 'available');
      leg.run(e2, U, 1, '90.5', 'freeze', 'frozen');
      leg.run(e2, U, 2, '-0.25', 'freeze', 'available');
      leg.run(e2, U, 2, '0.25', 'freeze', 'frozen');
      const bal = sql.prepare('INSERT OR REPLACE INTO balances (user_id, currency_id, available, frozen) VALUES (?, ?, ?, ?)');
      bal.run(3, 1, '-1000', '0');
      bal.run(3, 2, '-1', '0');
      bal.run(U, 1, '909.5', '90.5');
      bal.run(U, 2, '0.75', '0.25');
      const lever = sql.prepare(
        "INSERT INTO lever_orders (user_id, symbol, side, order_type, status, lots, leverage, margin, fee, created_at) VALUES (?, 'BTCUSDT', 'buy', ?, ?, '1', 10, ?, ?, 0)",
      );
      lever.run(U, 'market', 'open', '60', '0.6');
      lever.run(U, 'limit', 'pending', '30', '0.5');
      lever.run(U, 'market', 'closed', '99', '1');
      sql
        .prepare(
          "INSERT INTO coin_orders (user_id, symbol, currency_id, legal_id, type, order_type, amount, price, frozen_currency_id, frozen_amount, status, created_at) VALUES (?, 'BTCUSDT', 2, 1, 'sell', 'limit', '0.25', '70000', 2, '0.25', 'pending', 0)",
        )
        .run(U);
      const rowsBefore = (sql.prepare('SELECT count(*) AS n FROM ledger').get() as { n: number }).n;
      const totalsBefore = await totals(old);
      sql.close();

      const db = openDatabase(dir);
      // Nothing lost: every row still there, all of them the funding account's, plus one entry's four legs.
      expect(((await db.$sql.get('SELECT count(*) AS n FROM ledger')) as { n: number }).n).toBe(rowsBefore + 4);
      expect(await db.$sql.get("SELECT count(*) AS n FROM ledger WHERE wallet = 'legal'")).toEqual({ n: rowsBefore + 2 });
      expect(await totals(db)).toEqual(totalsBefore);
      const show = (b: { available: { toFixed(): string }; frozen: { toFixed(): string } }) => [b.available.toFixed(), b.frozen.toFixed()];
      expect(show(await balanceOf(db, U, 1))).toEqual(['909.5', '0']);
      expect(show(await balanceOf(db, pocket(U, 'lever'), 1))).toEqual(['0', '90.5']);
      expect(show(await balanceOf(db, U, 2))).toEqual(['0.75', '0']);
      expect(show(await balanceOf(db, pocket(U, 'change'), 2))).toEqual(['0', '0.25']);
      // The move is one balanced entry.
      const legs = (await db.$sql.all("SELECT amount FROM ledger WHERE ref = 'migration:core-005'")) as Array<{ amount: string }>;
      expect(legs.map((l) => l.amount).sort()).toEqual(['-0.25', '-90.5', '0.25', '90.5']);
      await db.$store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
