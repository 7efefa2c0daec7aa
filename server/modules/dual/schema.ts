// The dual area's tables, column for column as migrations.ts creates them.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DUAL_TYPES } from '../../../src/contract/dual';

export const dualProducts = sqliteTable(
  'dual_products',
  {
    id: integer('id').primaryKey(),
    currency_id: integer('currency_id').notNull(),
    type: text('type', { enum: DUAL_TYPES }).notNull(),
    strike: text('strike').notNull(),
    annual_rate: text('annual_rate').notNull(),
    start_ms: integer('start_ms').notNull(),
    expiry_ms: integer('expiry_ms').notNull(),
    days: integer('days').notNull(),
    shares: integer('shares').notNull(),
    remaining: integer('remaining').notNull(),
    per_user_limit: integer('per_user_limit').notNull(),
    closed: integer('closed').notNull().default(0),
    series: text('series'),
    settlement_price: text('settlement_price'),
    settled_at: integer('settled_at'),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('dual_products_start').on(t.start_ms, t.id)],
);
export type DualProductRow = typeof dualProducts.$inferSelect;

export const dualOrders = sqliteTable(
  'dual_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    product_id: integer('product_id').notNull(),
    currency_id: integer('currency_id').notNull(),
    num: integer('num').notNull(),
    invested: text('invested').notNull(),
    price: text('price').notNull(),
    status: text('status', { enum: ['open', 'settled', 'cancelled'] }).notNull(),
    settlement_price: text('settlement_price'),
    payout: text('payout'),
    payout_currency_id: integer('payout_currency_id'),
    created_at: integer('created_at').notNull(),
    settled_at: integer('settled_at'),
    cancelled_at: integer('cancelled_at'),
  },
  (t) => [index('dual_orders_user').on(t.user_id, t.id), index('dual_orders_product').on(t.product_id, t.status)],
);
export type DualOrderRow = typeof dualOrders.$inferSelect;
