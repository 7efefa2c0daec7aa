import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'quant-001-products',
    sql: `
      CREATE TABLE quant_products (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        -- a fraction: 0.008 is 0.8 % a day
        daily_rate TEXT NOT NULL,
        days INTEGER NOT NULL,
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        min_amount TEXT NOT NULL,
        max_amount TEXT NOT NULL,
        penalty_rate TEXT NOT NULL,
        max_active INTEGER NOT NULL,
        kyc_level INTEGER NOT NULL,
        -- products an admin withdrew stay for the orders that hold them, but are not offered
        active INTEGER NOT NULL DEFAULT 1,
        sort INTEGER NOT NULL DEFAULT 0
      );`,
  },
  {
    // Orders: the product's terms copied at purchase; the amount is held frozen in the funding account
    // while running. Each day's income is a scheduler job (quant.income, ref quant:<id>:<day>).
    id: 'quant-002-orders',
    sql: `
      CREATE TABLE quant_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        product_id INTEGER NOT NULL REFERENCES quant_products(id),
        name TEXT NOT NULL,
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        daily_rate TEXT NOT NULL,
        days INTEGER NOT NULL,
        penalty_rate TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'matured', 'terminated')),
        days_paid INTEGER NOT NULL DEFAULT 0,
        total_income TEXT NOT NULL DEFAULT '0',
        last_income TEXT NOT NULL DEFAULT '0',
        last_income_at INTEGER,
        penalty TEXT,
        refund TEXT,
        created_at INTEGER NOT NULL,
        created_ms INTEGER NOT NULL,
        ended_at INTEGER
      );
      CREATE INDEX quant_orders_user ON quant_orders(user_id, status, id);`,
  },
  {
    // Locked mining plans are term products too (AREAS.md: currency, lock days, daily rate, minimum,
    // early-redemption fee): one engine (orders.ts) runs both kinds, each with its own calls and job.
    id: 'quant-003-kind',
    sql: `
      ALTER TABLE quant_products ADD COLUMN kind TEXT NOT NULL DEFAULT 'quant' CHECK (kind IN ('quant', 'lockming'));
      ALTER TABLE quant_orders ADD COLUMN kind TEXT NOT NULL DEFAULT 'quant' CHECK (kind IN ('quant', 'lockming'));`,
  },
];
