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
];
