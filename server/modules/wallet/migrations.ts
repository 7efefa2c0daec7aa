// The wallet module's migrations (append-only; ids never change once shipped).
import { checksummed } from '../../../src/shared/fund/address';
import { nonceMigrations } from '../../chain/nonces';
import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'wallet-001-deposits',
    legacy: 3,
    sql: `
      CREATE TABLE wallets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- lower-case 0x address
        address TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX wallets_user ON wallets(user_id);
      CREATE TABLE siwe_nonces (
        nonce TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE deposit_addresses (
        user_id INTEGER NOT NULL REFERENCES users(id),
        chain_id INTEGER NOT NULL,
        address TEXT NOT NULL,
        PRIMARY KEY (user_id, chain_id)
      );
      CREATE UNIQUE INDEX deposit_addresses_address ON deposit_addresses(chain_id, address);
      CREATE TABLE deposits (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        chain_id INTEGER NOT NULL,
        tx_hash TEXT NOT NULL,
        -- NULL while only reported by the app (charge_req); set when the transfer is seen on chain
        log_index INTEGER,
        token TEXT NOT NULL,
        from_address TEXT,
        to_address TEXT NOT NULL,
        amount TEXT NOT NULL DEFAULT '0',
        block_number INTEGER,
        confirmations INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        reason TEXT,
        created_at INTEGER NOT NULL,
        credited_at INTEGER
      );
      CREATE TABLE chain_cursors (
        chain_id INTEGER PRIMARY KEY,
        last_block INTEGER NOT NULL
      );`,
  },
  {
    // A transfer on chain is recorded once: the watcher checks before it inserts, and the database
    // refuses a second row for the same (chain, transaction, log) whatever happens. Rows only reported
    // by the app have no log index yet; NULLs never collide, so those stay allowed.
    id: 'wallet-002-deposit-once',
    // The first migration lost these two indexes of the old version 3 (a database from then has them).
    sql: `
      CREATE UNIQUE INDEX IF NOT EXISTS deposits_transfer ON deposits(chain_id, tx_hash, log_index);
      CREATE INDEX IF NOT EXISTS deposits_user ON deposits(user_id, id);`,
  },
  {
    // The address book withdrawals go to (named entries, limit 10), seeded with every wallet already
    // bound for sign-in; and fiat deposits (wire, bank card) waiting for an admin.
    id: 'wallet-003-address-book-fiat',
    sql: `
      CREATE TABLE address_book (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        name TEXT NOT NULL,
        address TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX address_book_user_address ON address_book(user_id, address);
      INSERT INTO address_book (user_id, name, address, created_at)
        SELECT user_id, 'Wallet', address, created_at FROM wallets ORDER BY id;
      CREATE TABLE fiat_deposits (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        method TEXT NOT NULL CHECK (method IN ('wire', 'card')),
        amount TEXT NOT NULL,
        usd_rate TEXT NOT NULL,
        credit TEXT NOT NULL,
        screenshot TEXT NOT NULL,
        tx_suffix TEXT NOT NULL,
        remitter TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        reason TEXT,
        created_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE INDEX fiat_deposits_user ON fiat_deposits(user_id, id);`,
  },
  {
    // Reorganisations: the hashes of the last scanned blocks (a chain that lost the cursor's block is
    // rewound to the newest one it still has and scanned again), and the credited deposits whose block
    // left the chain, reported to the admin (at most one open report per deposit).
    id: 'wallet-004-chain-reorgs',
    sql: `
      CREATE TABLE chain_blocks (
        chain_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (chain_id, number)
      );
      CREATE TABLE deposit_reorgs (
        id INTEGER PRIMARY KEY,
        deposit_id INTEGER NOT NULL REFERENCES deposits(id),
        chain_id INTEGER NOT NULL,
        block_number INTEGER NOT NULL,
        reorged_at INTEGER NOT NULL,
        restored_at INTEGER
      );
      CREATE UNIQUE INDEX deposit_reorgs_open ON deposit_reorgs(deposit_id) WHERE restored_at IS NULL;
      CREATE INDEX deposit_reorgs_chain ON deposit_reorgs(chain_id, id);`,
  },
  // The nonces of our signing keys (server/chain/nonces.ts): one table whoever signs.
  ...nonceMigrations,
  {
    // Address-book entries in their EIP-55 (checksummed) form, as shown and sent.
    id: 'wallet-005-checksum-addresses',
    up: (db) => {
      const rows = db.$client.prepare('SELECT id, address FROM address_book').all() as Array<{ id: number; address: string }>;
      const update = db.$client.prepare('UPDATE address_book SET address = ? WHERE id = ?');
      for (const r of rows) if (/^0x[0-9a-fA-F]{40}$/.test(r.address)) update.run(checksummed(r.address), r.id);
    },
  },
  {
    // Deposit proofs kept private (proofs.ts): owner and operator only, never under /uploads/.
    id: 'wallet-006-private-proofs',
    sql: `
      CREATE TABLE fiat_proofs (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        mime TEXT NOT NULL,
        file TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX fiat_proofs_user ON fiat_proofs(user_id);`,
  },
];
