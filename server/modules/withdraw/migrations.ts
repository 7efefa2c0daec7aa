// The withdraw module's migrations (append-only; ids never change once shipped).
import { getAddress } from 'viem';
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
  {
    // One nonce owner per signing key (server/chain/nonces.ts): the transactions already signed for
    // withdrawals are recorded there. A sent withdrawal without a receipt keeps the hot wallet's last
    // word on it (chain_note) for the operator.
    id: 'withdraw-002-chain-txs',
    sql: `
      ALTER TABLE withdrawals ADD COLUMN chain_note TEXT;
      INSERT OR IGNORE INTO chain_txs (chain_id, signer, nonce, purpose, tx_hash, created_at)
        SELECT chain_id, from_address, nonce, 'withdraw:' || id, tx_hash, COALESCE(sent_at, decided_at, created_at)
        FROM withdrawals WHERE tx_hash IS NOT NULL AND nonce IS NOT NULL AND from_address IS NOT NULL ORDER BY id;`,
  },
  {
    // Addresses in their EIP-55 (checksummed) form, as shown and sent.
    id: 'withdraw-003-checksum-addresses',
    up: (db) => {
      const rows = db.$client.prepare('SELECT id, address FROM withdrawals').all() as Array<{ id: number; address: string }>;
      const update = db.$client.prepare('UPDATE withdrawals SET address = ? WHERE id = ?');
      for (const r of rows) if (/^0x[0-9a-fA-F]{40}$/.test(r.address)) update.run(getAddress(r.address.toLowerCase()), r.id);
    },
  },
  {
    // The last BTC price seen (the 24-hour limit is valued at it when there is no live price).
    id: 'withdraw-004-last-prices',
    sql: `
      CREATE TABLE withdraw_last_prices (
        symbol TEXT PRIMARY KEY,
        price TEXT NOT NULL,
        at INTEGER NOT NULL
      );`,
  },
];
