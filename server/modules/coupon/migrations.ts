import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // Trial vouchers: one row per voucher. `status` is available or used; an available one past
    // `expires_at` is shown as expired (nothing needs to run when it expires).
    id: 'coupon-001-coupons',
    sql: `
      CREATE TABLE coupons (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        product TEXT NOT NULL CHECK (product IN ('contract')),
        source TEXT NOT NULL CHECK (source IN ('signup', 'admin')),
        note TEXT,
        status TEXT NOT NULL CHECK (status IN ('available', 'used')),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        used_ref TEXT
      );
      CREATE INDEX coupons_user ON coupons(user_id, status, expires_at);`,
  },
];
