import { dec } from '../../../src/shared/lib/decimal';
import type { MigrationDb } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * Each project's `sold` becomes the sum of its orders: databases seeded before showed sales "made before
 * this database" that no order explains (issue 29). A project whose orders fill it stays sold out.
 */
function soldFromOrders(db: MigrationDb): void {
  const sqlite = db.$client;
  const projects = sqlite.prepare('SELECT id FROM presale_projects').all() as Array<{ id: number }>;
  const orders = sqlite.prepare('SELECT amount FROM presale_orders WHERE project_id = ?');
  const set = sqlite.prepare('UPDATE presale_projects SET sold = ? WHERE id = ?');
  for (const { id } of projects) {
    const sum = (orders.all(id) as Array<{ amount: string }>).reduce((s, o) => s.plus(o.amount), dec(0));
    set.run(sum.toFixed(), id);
  }
}

export const migrations: Migration[] = [
  {
    // Projects (seeded; an admin creates and changes them) and the subscriptions. Times are unix
    // seconds; amounts decimal TEXT. `sold` only grows, inside the transaction that takes the payment.
    // `delivered_at` is set by the delivery job (presale.deliver), once.
    id: 'presale-001-projects',
    sql: `
      CREATE TABLE presale_projects (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        supply TEXT NOT NULL,
        sold TEXT NOT NULL DEFAULT '0',
        price TEXT NOT NULL,
        pay_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        decimals INTEGER NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        delivery_at INTEGER NOT NULL,
        min_amount TEXT NOT NULL,
        max_amount TEXT NOT NULL,
        closed INTEGER NOT NULL DEFAULT 0,
        delivered_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE presale_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        project_id INTEGER NOT NULL REFERENCES presale_projects(id),
        amount TEXT NOT NULL,
        price TEXT NOT NULL,
        paid TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered')),
        created_at INTEGER NOT NULL,
        delivered_at INTEGER
      );
      CREATE INDEX presale_orders_user ON presale_orders(user_id, id);
      CREATE INDEX presale_orders_project ON presale_orders(project_id, user_id);`,
  },
  {
    id: 'presale-002-sold-from-orders',
    up: soldFromOrders,
  },
];
