// The withdraw module's table: one row per withdrawal, with the signed transaction recorded before it
// is broadcast (raw_tx, tx_hash, nonce), so a restart re-sends the same transaction, never a second one.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WITHDRAW_STATES } from '../../../src/contract/withdraw';
import { users } from '../../core/schema';

export const withdrawals = sqliteTable(
  'withdrawals',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency_id: integer('currency_id').notNull(),
    chain_id: integer('chain_id').notNull(),
    /** The EIP-55 (checksummed) 0x address, and the address book's name for it at request time. */
    address: text('address').notNull(),
    name: text('name').notNull(),
    amount: text('amount').notNull(),
    fee: text('fee').notNull(),
    receive: text('receive').notNull(),
    /** The amount in USDT at request time: what counts against the 24-hour limit. */
    value_usdt: text('value_usdt').notNull(),
    status: text('status', { enum: WITHDRAW_STATES }).notNull(),
    reason: text('reason'),
    /** The hot wallet, the token and the signed transaction (set before broadcasting). */
    from_address: text('from_address'),
    token: text('token'),
    nonce: integer('nonce'),
    raw_tx: text('raw_tx'),
    tx_hash: text('tx_hash').unique(),
    block_number: integer('block_number'),
    confirmations: integer('confirmations').notNull().default(0),
    created_at: integer('created_at').notNull(),
    decided_at: integer('decided_at'),
    sent_at: integer('sent_at'),
    completed_at: integer('completed_at'),
    /** The hot wallet's last word on a sent one that has no receipt (for the operator); null otherwise. */
    chain_note: text('chain_note'),
  },
  (t) => [index('withdrawals_user').on(t.user_id, t.id), index('withdrawals_status').on(t.status)],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The last price seen of a symbol (the limit's BTC price), kept for when there is no live one. */
export const lastPrices = sqliteTable('withdraw_last_prices', {
  symbol: text('symbol').primaryKey(),
  price: text('price').notNull(),
  /** Seconds. */
  at: integer('at').notNull(),
});
