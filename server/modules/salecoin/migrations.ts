// The sale-coin module's migrations (append-only; ids never change once shipped).
import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'salecoin-001-orders',
    sql: `
      CREATE TABLE sale_orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        number TEXT NOT NULL,
        rate TEXT NOT NULL,
        gross TEXT NOT NULL,
        fee TEXT NOT NULL,
        receive TEXT NOT NULL,
        bank_name TEXT NOT NULL,
        real_name TEXT NOT NULL,
        card_last4 TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'rejected')),
        reason TEXT,
        created_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE INDEX sale_orders_user ON sale_orders(user_id, id);`,
  },
];
