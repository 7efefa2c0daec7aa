// The wallet module's tables: bound wallet addresses, Sign-In with Ethereum nonces, the users' deposit
// addresses, the deposits seen or reported, how far each chain has been scanned (with the hashes of the
// last blocks scanned, and the credited deposits a reorganisation took away), the address book
// withdrawals go to, and the fiat (wire and bank-card) deposits waiting for an admin.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from '../../core/schema';

export const wallets = sqliteTable(
  'wallets',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case 0x address. */
    address: text('address').notNull().unique(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('wallets_user').on(t.user_id)],
);
export type WalletRow = typeof wallets.$inferSelect;

export const siweNonces = sqliteTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  created_at: integer('created_at').notNull(),
  expires_at: integer('expires_at').notNull(),
  used_at: integer('used_at'),
});

/** One address per user and chain, derived from the server's mnemonic (lower case). */
export const depositAddresses = sqliteTable(
  'deposit_addresses',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    chain_id: integer('chain_id').notNull(),
    address: text('address').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.chain_id] }), uniqueIndex('deposit_addresses_address').on(t.chain_id, t.address)],
);

export const deposits = sqliteTable(
  'deposits',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    chain_id: integer('chain_id').notNull(),
    tx_hash: text('tx_hash').notNull(),
    /** NULL while only reported by the app (charge_req); set when the transfer is seen on chain. */
    log_index: integer('log_index'),
    token: text('token').notNull(),
    from_address: text('from_address'),
    to_address: text('to_address').notNull(),
    /** Decimal USDT; '0' until the transfer is seen. */
    amount: text('amount').notNull().default('0'),
    block_number: integer('block_number'),
    confirmations: integer('confirmations').notNull().default(0),
    // The migration also CHECKs these values.
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    created_at: integer('created_at').notNull(),
    credited_at: integer('credited_at'),
  },
  // One row per transfer on chain (reported-only rows have a NULL log index, and NULLs never collide).
  (t) => [uniqueIndex('deposits_transfer').on(t.chain_id, t.tx_hash, t.log_index)],
);
export type DepositRow = typeof deposits.$inferSelect;

/** The last block scanned per chain; saved in the transaction that records what the scan saw. */
export const chainCursors = sqliteTable('chain_cursors', {
  chain_id: integer('chain_id').primaryKey(),
  last_block: integer('last_block').notNull(),
});

/**
 * The hashes of the last scanned blocks per chain (the cursor's among them, the newest 64 kept): a
 * chain that no longer has the cursor's block is rewound to the newest of these it still has.
 */
export const chainBlocks = sqliteTable(
  'chain_blocks',
  {
    chain_id: integer('chain_id').notNull(),
    number: integer('number').notNull(),
    /** Lower-case 0x block hash. */
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain_id, t.number] })],
);

/**
 * Credited deposits whose block left the chain (a reorganisation, a restarted dev chain) while their
 * transfer was not found on the chain again: reported to the admin, the balance left as it is. Found
 * again later, the row is closed (restored_at); a deposit has at most one open row.
 */
export const depositReorgs = sqliteTable(
  'deposit_reorgs',
  {
    id: integer('id').primaryKey(),
    deposit_id: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    chain_id: integer('chain_id').notNull(),
    /** The block the transfer was credited from, no longer on the chain. */
    block_number: integer('block_number').notNull(),
    reorged_at: integer('reorged_at').notNull(),
    /** When the transfer was seen on the chain again; NULL while it is missing. */
    restored_at: integer('restored_at'),
  },
  (t) => [
    uniqueIndex('deposit_reorgs_open').on(t.deposit_id).where(sql`restored_at IS NULL`),
    index('deposit_reorgs_chain').on(t.chain_id, t.id),
  ],
);
export type DepositReorgRow = typeof depositReorgs.$inferSelect;

/** Withdrawal addresses with the user's names for them (SPEC: address list limit 10). */
export const addressBook = sqliteTable(
  'address_book',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('address_book_user_address').on(t.user_id, t.address)],
);
export type AddressBookRow = typeof addressBook.$inferSelect;

/** Wire transfers and bank-card recharges with their proof, credited when an admin approves. */
export const fiatDeposits = sqliteTable(
  'fiat_deposits',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: ['wire', 'card'] }).notNull(),
    /** USD sent. */
    amount: text('amount').notNull(),
    /** USDT per USD when asked, and what is credited at approval (fixed at request: shown before submit). */
    usd_rate: text('usd_rate').notNull(),
    credit: text('credit').notNull(),
    /** The proof's id in the private store (proofs.ts); `/uploads/…` paths of earlier versions are moved there at start. */
    screenshot: text('screenshot').notNull(),
    tx_suffix: text('tx_suffix').notNull(),
    remitter: text('remitter').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    created_at: integer('created_at').notNull(),
    decided_at: integer('decided_at'),
  },
  (t) => [index('fiat_deposits_user').on(t.user_id, t.id)],
);
export type FiatDepositRow = typeof fiatDeposits.$inferSelect;

/** Fiat deposit proofs (screenshots) in the private store: owner and operator only (proofs.ts). */
export const fiatProofs = sqliteTable(
  'fiat_proofs',
  {
    /** 32 hex characters, random: the file's name too. */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    mime: text('mime').notNull(),
    file: text('file').notNull(),
    bytes: integer('bytes').notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('fiat_proofs_user').on(t.user_id)],
);
export type FiatProofRow = typeof fiatProofs.$inferSelect;
