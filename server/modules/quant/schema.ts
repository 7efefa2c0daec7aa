// The quant area's tables, column for column as migrations.ts creates them.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
});
