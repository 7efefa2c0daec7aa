// Migration presale-002: a database seeded before issue 29 showed presale "sold" figures that no order
// explains (sales "made before this database"); on the next start each project's sold becomes the sum
// of its orders, to the last decimal, and the auditor finds the books sound again.
import { expect, it } from 'vitest';
import { allMigrations, auditDatabase } from '../../server/app';
import { openDb } from '../../server/core/db';
import { seedHouse } from '../../server/core/ledger';
import { migrate } from '../../server/core/migrate';
import { addUser, seedTestCatalogue } from './fakeFeed';

it('makes every presale sold the sum of its orders on a database seeded the old way', async () => {
  // As memoryDb, keeping the synchronous handle migrations run on (the old rows are written on it too).
  const db = openDb(':memory:');
  migrate(db.$migrations, allMigrations());
  await seedTestCatalogue(db);
  await seedHouse(db);
  const sqlite = db.$migrations.$client;
  const project = sqlite.prepare(
    `INSERT INTO presale_projects (code, name, supply, sold, price, pay_currency_id, decimals, start_at, end_at, delivery_at, min_amount, max_amount, created_at)
     VALUES (?, ?, ?, ?, '0.05', 1, 2, 0, 4000000000, 4000000001, '1', '1000', 0)`,
  );
  const nova = Number(project.run('NOVA', 'Nova Ledger', '10000000', '3250000').lastInsertRowid);
  const quil = Number(project.run('QUIL', 'Quill Protocol', '1000000', '1000000').lastInsertRowid);
  const buyer = await addUser(db, 'real');
  const order = sqlite.prepare(
    "INSERT INTO presale_orders (user_id, project_id, amount, price, paid, status, created_at) VALUES (?, ?, ?, '0.05', ?, 'pending', 1)",
  );
  order.run(buyer, nova, '100.25', '5.0125');
  order.run(buyer, nova, '0.05', '0.0025');
  const soldOf = (id: number) => (sqlite.prepare('SELECT sold FROM presale_projects WHERE id = ?').get(id) as { sold: string }).sold;
  const check = 'presale: each presale sold is the sum of its orders, never above its supply';
  expect((await auditDatabase(db)).results.find((r) => r.name === check)).toMatchObject({ held: false });

  // As on a database from before the migration: it has not run yet.
  sqlite.prepare("DELETE FROM schema_migrations WHERE id = 'presale-002-sold-from-orders'").run();
  expect(migrate(db.$migrations, allMigrations())).toEqual(['presale-002-sold-from-orders']);
  expect([soldOf(nova), soldOf(quil)]).toEqual(['100.3', '0']);
  expect((await auditDatabase(db)).results.find((r) => r.name === check)).toMatchObject({ held: true });
  // Once: a second start runs nothing.
  expect(migrate(db.$migrations, allMigrations())).toEqual([]);
});
