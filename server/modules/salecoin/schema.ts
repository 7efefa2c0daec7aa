// Sale-coin orders: USDT sold for USD paid to the bound bank card, frozen until an admin decides.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { SALE_STATES } from '../../../src/contract/salecoin';
import { users } from '../../core/schema';

export const saleOrders = sqliteTable(
  'sale_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency_id: integer('currency_id').notNull(),
    number: text('number').notNull(),
    rate: text('rate').notNull(),
    gross: text('gross').notNull(),
    fee: text('fee').notNull(),
    receive: text('receive').notNull(),
    /** The card paid to, as it was at the order (bank name, holder, last 4 digits). */
    bank_name: text('bank_name').notNull(),
    real_name: text('real_name').notNull(),
    card_last4: text('card_last4').notNull(),
    status: text('status', { enum: SALE_STATES }).notNull(),
    reason: text('reason'),
    created_at: integer('created_at').notNull(),
    decided_at: integer('decided_at'),
  },
  (t) => [index('sale_orders_user').on(t.user_id, t.id)],
);
export type SaleOrderRow = typeof saleOrders.$inferSelect;
