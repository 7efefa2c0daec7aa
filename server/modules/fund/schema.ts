// The funds area's tables, column for column as migrations.ts creates them.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WALLETS } from '../../../src/contract/fund';

export const fundTransfers = sqliteTable('fund_transfers', {
  id: integer('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  currency_id: integer('currency_id').notNull(),
  amount: text('amount').notNull(),
  from_field: text('from_field', { enum: WALLETS }).notNull(),
  to_field: text('to_field', { enum: WALLETS }).notNull(),
  entry_id: integer('entry_id').notNull(),
  created_at: integer('created_at').notNull(),
});

export const fundConversions = sqliteTable('fund_conversions', {
  id: integer('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  from_currency_id: integer('from_currency_id').notNull(),
  to_currency_id: integer('to_currency_id').notNull(),
  number: text('number').notNull(),
  fee: text('fee').notNull(),
  received: text('received').notNull(),
  from_price: text('from_price').notNull(),
  to_price: text('to_price').notNull(),
  entry_id: integer('entry_id').notNull(),
  created_at: integer('created_at').notNull(),
});

/** Conversion quotes until they fill or expire: any instance of the server fills one another gave. */
export const fundQuotes = sqliteTable('fund_quotes', {
  id: text('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  from_currency_id: integer('from_currency_id').notNull(),
  to_currency_id: integer('to_currency_id').notNull(),
  from_price: text('from_price').notNull(),
  to_price: text('to_price').notNull(),
  fee_rate: text('fee_rate').notNull(),
  expires_ms: integer('expires_ms').notNull(),
});
