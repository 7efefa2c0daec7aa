import type { Migration } from '../../core/migrate';

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
];
