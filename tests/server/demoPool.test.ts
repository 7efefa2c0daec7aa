// Demo funds come from the demo pool (system account 6), never from the house that backs real balances:
// creating a demo account moves nothing of the house's or the fee account's, in any currency, and takes
// exactly the grant from the pool. A database from before the pool gets its row (core-008) and its seed
// once, its other balances untouched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, openDatabase } from '../../server/app';
import { type Db, openDb } from '../../server/core/db';
import { DEMO_POOL_ID, FEES_ID, HOUSE_ID, HOUSE_SEED, seedHouse } from '../../server/core/ledger';
import { migrate } from '../../server/core/migrate';
import { DEMO_GRANT } from '../../server/modules/auth/demo';
import { Decimal } from '../../src/shared/lib/decimal';
import { startServer, type TestServer } from './helpers';
import { demoLogin } from './support';

/** An account's balances, `currency code → available + frozen` (every wallet). */
async function holdings(db: Db, id: number): Promise<Record<string, string>> {
  const rows = (await db.$sql.all(
    'SELECT c.code, b.available, b.frozen FROM balances b JOIN currencies c ON c.id = b.currency_id WHERE b.user_id = ?',
    id,
  )) as Array<{ code: string; available: string; frozen: string }>;
  const out: Record<string, Decimal> = {};
  for (const r of rows) out[r.code] = (out[r.code] ?? new Decimal(0)).plus(r.available).plus(r.frozen);
  return Object.fromEntries(Object.entries(out).map(([code, x]) => [code, x.toFixed()]));
}

describe('demo accounts are funded by the demo pool', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(() => t?.stop());

  it('a new demo account moves nothing of the house or the fee account; the pool gives exactly the grant', async () => {
    const db = t.server.db;
    const [house, fees, pool] = [await holdings(db, HOUSE_ID), await holdings(db, FEES_ID), await holdings(db, DEMO_POOL_ID)];
    const created = 3;
    const uids: number[] = [];
    for (let i = 0; i < created; i += 1) uids.push((await demoLogin(t.api)).uid);

    expect(await holdings(db, HOUSE_ID)).toEqual(house);
    expect(await holdings(db, FEES_ID)).toEqual(fees);
    const granted: Record<string, Decimal> = {};
    for (const [code, amount] of DEMO_GRANT) granted[code] = (granted[code] ?? new Decimal(0)).plus(amount);
    const poolNow = await holdings(db, DEMO_POOL_ID);
    for (const [code, amount] of Object.entries(granted)) {
      expect(new Decimal(pool[code]).minus(poolNow[code]).toFixed(), code).toBe(amount.times(created).toFixed());
    }
    // Each demo account holds its grant, and every grant entry's other side is the pool.
    for (const uid of uids)
      expect(await holdings(db, uid)).toEqual(Object.fromEntries(Object.entries(granted).map(([c, x]) => [c, x.toFixed()])));
    const otherSides = (await db.$sql.all("SELECT DISTINCT user_id FROM ledger WHERE kind = 'demo_grant' AND amount LIKE '-%'")) as Array<{
      user_id: number;
    }>;
    expect(otherSides).toEqual([{ user_id: DEMO_POOL_ID }]);
  });

  it('the pool is a system row with its own seed in every currency, from the external account', async () => {
    const db = t.server.db;
    expect(await db.$sql.get('SELECT nickname, account_type, password_hash FROM users WHERE id = ?', DEMO_POOL_ID)).toEqual({
      nickname: 'Demo pool',
      account_type: 'real',
      password_hash: null,
    });
    const seeds = (await db.$sql.get(
      "SELECT count(*) AS n FROM ledger WHERE user_id = ? AND kind = 'house_seed' AND amount = ?",
      DEMO_POOL_ID,
      HOUSE_SEED,
    )) as { n: number };
    const currencies = (await db.$sql.get('SELECT count(*) AS n FROM currencies')) as { n: number };
    expect(seeds.n).toBe(currencies.n);
  });
});

describe('core-008: a database from before the demo pool', () => {
  it('gets the pool row and its seed once; the house, fees and users keep what they had', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-pool-'));
    try {
      const old = openDb(dir);
      migrate(
        old.$migrations,
        allMigrations().filter((m) => m.id !== 'core-008-demo-pool'),
      );
      // An old database on the embedded engine: written through its synchronous handle, as migrations are.
      const sqlite = old.$migrations.$client;
      sqlite.prepare("INSERT OR IGNORE INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8)").run();
      // The house seeded as it was then; the pool has no row yet.
      expect(await old.$sql.get('SELECT count(*) AS n FROM users WHERE id = ?', DEMO_POOL_ID)).toEqual({ n: 0 });
      sqlite.transaction(() => {
        const entry = sqlite.prepare("INSERT INTO journal (kind, created_at) VALUES ('house_seed', 0)").run().lastInsertRowid;
        const leg = sqlite.prepare(
          "INSERT INTO ledger (entry_id, user_id, currency_id, amount, kind, created_at) VALUES (?, ?, 1, ?, 'house_seed', 0)",
        );
        leg.run(entry, 3, `-${HOUSE_SEED}`);
        leg.run(entry, HOUSE_ID, HOUSE_SEED);
        const bal = sqlite.prepare("INSERT INTO balances (user_id, currency_id, available, frozen) VALUES (?, 1, ?, '0')");
        bal.run(3, `-${HOUSE_SEED}`);
        bal.run(HOUSE_ID, HOUSE_SEED);
      })();
      const houseBefore = await holdings(old, HOUSE_ID);
      await old.$store.close();

      const db = openDatabase(dir);
      expect(await db.$sql.get('SELECT nickname FROM users WHERE id = ?', DEMO_POOL_ID)).toEqual({ nickname: 'Demo pool' });
      await seedHouse(db);
      await seedHouse(db);
      expect(await holdings(db, DEMO_POOL_ID)).toEqual({ USDT: HOUSE_SEED });
      expect(await holdings(db, HOUSE_ID)).toEqual(houseBefore);
      expect(await db.$sql.get("SELECT count(*) AS n FROM ledger WHERE kind = 'house_seed' AND user_id = ?", DEMO_POOL_ID)).toEqual({
        n: 1,
      });
      await db.$store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
