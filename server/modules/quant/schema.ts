// The term products' tables (AI quant savings and locked mining), column for column as migrations.ts creates them.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { QUANT_STATES, TERM_KINDS } from '../../../src/contract/quant';

export const quantProducts = sqliteTable('quant_products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  daily_rate: text('daily_rate').notNull(),
  days: integer('days').notNull(),
  currency_id: integer('currency_id').notNull(),
  min_amount: text('min_amount').notNull(),
  max_amount: text('max_amount').notNull(),
  penalty_rate: text('penalty_rate').notNull(),
  max_active: integer('max_active').notNull(),
  kyc_level: integer('kyc_level').notNull(),
  active: integer('active').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  /** AI quant savings or a locked mining plan: the same terms, offered on different pages and calls. */
  kind: text('kind', { enum: TERM_KINDS }).notNull().default('quant'),
});

export const quantOrders = sqliteTable(
  'quant_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    product_id: integer('product_id').notNull(),
    name: text('name').notNull(),
    currency_id: integer('currency_id').notNull(),
    amount: text('amount').notNull(),
    daily_rate: text('daily_rate').notNull(),
    days: integer('days').notNull(),
    penalty_rate: text('penalty_rate').notNull(),
    status: text('status', { enum: QUANT_STATES }).notNull(),
    days_paid: integer('days_paid').notNull().default(0),
    total_income: text('total_income').notNull().default('0'),
    last_income: text('last_income').notNull().default('0'),
    last_income_at: integer('last_income_at'),
    penalty: text('penalty'),
    refund: text('refund'),
    created_at: integer('created_at').notNull(),
    /** Purchase time in ms on the server clock: day n's income is due at created_ms + n days. */
    created_ms: integer('created_ms').notNull(),
    ended_at: integer('ended_at'),
    kind: text('kind', { enum: TERM_KINDS }).notNull().default('quant'),
  },
  (t) => [index('quant_orders_user').on(t.user_id, t.status, t.id)],
);
export type QuantOrderRow = typeof quantOrders.$inferSelect;
