// The coupon area's table, column for column as migrations.ts creates it.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { COUPON_PRODUCTS, COUPON_SOURCES } from '../../../src/contract/coupon';

export const coupons = sqliteTable(
  'coupons',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    currency_id: integer('currency_id').notNull(),
    amount: text('amount').notNull(),
    product: text('product', { enum: COUPON_PRODUCTS }).notNull(),
    source: text('source', { enum: COUPON_SOURCES }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['available', 'used'] }).notNull(),
    created_at: integer('created_at').notNull(),
    expires_at: integer('expires_at').notNull(),
    used_at: integer('used_at'),
    used_ref: text('used_ref'),
  },
  (t) => [index('coupons_user').on(t.user_id, t.status, t.expires_at)],
);
export type CouponRow = typeof coupons.$inferSelect;
