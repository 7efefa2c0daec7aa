// The wallet module's tables: bound wallet addresses, Sign-In with Ethereum nonces, the users' deposit
// addresses, the deposits seen or reported, and how far each chain has been scanned.
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
