import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // Products: created by an admin or by the daily series job (series = its key, so a day's series is
    // written once). Times in ms on the server clock. The settlement (dual.settle, ref dual:<id>) is a
    // scheduler job at expiry_ms; settlement_price and settled_at are written when it ran.
    id: 'dual-001-products',
    sql: `
      CREATE TABLE dual_products (
        id INTEGER PRIMARY KEY,
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        type TEXT NOT NULL CHECK (type IN ('call', 'put')),
        strike TEXT NOT NULL,
        -- a fraction a year: 0.5 is 50 % a year
        annual_rate TEXT NOT NULL,
        start_ms INTEGER NOT NULL,
        expiry_ms INTEGER NOT NULL,
        days INTEGER NOT NULL,
        shares INTEGER NOT NULL,
        remaining INTEGER NOT NULL CHECK (remaining >= 0),
        per_user_limit INTEGER NOT NULL,
        closed INTEGER NOT NULL DEFAULT 0,
        series TEXT UNIQUE,
        settlement_price TEXT,
        settled_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX dual_products_start ON dual_products(start_ms, id);`,
  },
  {
    // Orders: the amount invested (the coin for a call, USDT for a put) is held frozen in the funding
    // account until the settlement or a cancellation before the start.
    id: 'dual-002-orders',
    sql: `
      CREATE TABLE dual_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        product_id INTEGER NOT NULL REFERENCES dual_products(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        num INTEGER NOT NULL,
        invested TEXT NOT NULL,
        price TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'settled', 'cancelled')),
        settlement_price TEXT,
        payout TEXT,
        payout_currency_id INTEGER REFERENCES currencies(id),
        created_at INTEGER NOT NULL,
        settled_at INTEGER,
        cancelled_at INTEGER
      );
      CREATE INDEX dual_orders_user ON dual_orders(user_id, id);
      CREATE INDEX dual_orders_product ON dual_orders(product_id, status);`,
  },
];
