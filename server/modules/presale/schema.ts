// The presale area's tables, column for column as migrations.ts creates them.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PRESALE_ORDER_STATES } from '../../../src/contract/presale';

export const presaleProjects = sqliteTable('presale_projects', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  supply: text('supply').notNull(),
  sold: text('sold').notNull().default('0'),
  price: text('price').notNull(),
  pay_currency_id: integer('pay_currency_id').notNull(),
  decimals: integer('decimals').notNull(),
  start_at: integer('start_at').notNull(),
  end_at: integer('end_at').notNull(),
  delivery_at: integer('delivery_at').notNull(),
  min_amount: text('min_amount').notNull(),
  max_amount: text('max_amount').notNull(),
  closed: integer('closed').notNull().default(0),
  delivered_at: integer('delivered_at'),
  created_at: integer('created_at').notNull(),
});
export type ProjectRow = typeof presaleProjects.$inferSelect;

export const presaleOrders = sqliteTable(
  'presale_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    project_id: integer('project_id').notNull(),
    amount: text('amount').notNull(),
    price: text('price').notNull(),
    paid: text('paid').notNull(),
    status: text('status', { enum: PRESALE_ORDER_STATES }).notNull(),
    created_at: integer('created_at').notNull(),
    delivered_at: integer('delivered_at'),
  },
  (t) => [index('presale_orders_user').on(t.user_id, t.id), index('presale_orders_project').on(t.project_id, t.user_id)],
);
export type PresaleOrderRow = typeof presaleOrders.$inferSelect;
