import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // Seeded merchants (their published record before this server, and whether they act by
    // themselves), adverts, and orders with their escrow state.
    id: 'otc-001-adverts-orders',
    sql: `
      CREATE TABLE otc_merchants (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        auto INTEGER NOT NULL DEFAULT 1,
        orders_base INTEGER NOT NULL DEFAULT 0,
        completed_base INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE otc_ads (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        fiat TEXT NOT NULL,
        price TEXT NOT NULL,
        min_amount TEXT NOT NULL,
        max_amount TEXT NOT NULL,
        methods TEXT NOT NULL,
        pay_details TEXT NOT NULL DEFAULT '',
        active INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX otc_ads_list ON otc_ads(active, side, fiat);
      CREATE TABLE otc_orders (
        id INTEGER PRIMARY KEY,
        ad_id INTEGER NOT NULL REFERENCES otc_ads(id),
        merchant_id INTEGER NOT NULL REFERENCES users(id),
        buyer_id INTEGER NOT NULL REFERENCES users(id),
        seller_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        price TEXT NOT NULL,
        fiat TEXT NOT NULL,
        total TEXT NOT NULL,
        methods TEXT NOT NULL,
        pay_details TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('unpaid', 'paid', 'disputed', 'released', 'cancelled', 'expired', 'refunded')),
        created_at INTEGER NOT NULL,
        pay_due_at INTEGER NOT NULL,
        paid_at INTEGER,
        dispute_sec INTEGER NOT NULL,
        auto_at INTEGER,
        done_at INTEGER,
        dispute_by TEXT,
        dispute_reason TEXT,
        decision_reason TEXT
      );
      CREATE INDEX otc_orders_buyer ON otc_orders(buyer_id, id);
      CREATE INDEX otc_orders_seller ON otc_orders(seller_id, id);
      CREATE INDEX otc_orders_merchant ON otc_orders(merchant_id, status);`,
  },
];
