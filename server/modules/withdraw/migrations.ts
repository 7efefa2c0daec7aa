// The withdraw module's migrations (append-only; ids never change once shipped).
import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'withdraw-001-withdrawals',
    sql: `
      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        chain_id INTEGER NOT NULL,
        address TEXT NOT NULL,
        name TEXT NOT NULL,
        amount TEXT NOT NULL,
        fee TEXT NOT NULL,
        receive TEXT NOT NULL,
        value_usdt TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'sent', 'completed', 'rejected', 'failed')),
        reason TEXT,
        from_address TEXT,
        token TEXT,
        nonce INTEGER,
        raw_tx TEXT,
        -- one withdrawal per transaction
        tx_hash TEXT UNIQUE,
        block_number INTEGER,
        confirmations INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        sent_at INTEGER,
        completed_at INTEGER
      );
      CREATE INDEX withdrawals_user ON withdrawals(user_id, id);
      CREATE INDEX withdrawals_status ON withdrawals(status);`,
  },
];
