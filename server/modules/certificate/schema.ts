// The certificate deposit's tables, column for column as index.ts's migration creates them.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CERTIFICATE_STATES } from '../../../src/contract/certificate';

export const certificateProducts = sqliteTable('certificate_products', {
  id: integer('id').primaryKey(),
  days: integer('days').notNull(),
  currency_id: integer('currency_id').notNull(),
  annual_rate: text('annual_rate').notNull(),
  early_rate: text('early_rate').notNull(),
  min_hold_days: integer('min_hold_days').notNull(),
  min_amount: text('min_amount').notNull(),
  max_amount: text('max_amount').notNull(),
  active: integer('active').notNull().default(1),
});

export const certificates = sqliteTable(
  'certificates',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    product_id: integer('product_id').notNull(),
    currency_id: integer('currency_id').notNull(),
    amount: text('amount').notNull(),
    days: integer('days').notNull(),
    annual_rate: text('annual_rate').notNull(),
    early_rate: text('early_rate').notNull(),
    min_hold_days: integer('min_hold_days').notNull(),
    status: text('status', { enum: CERTIFICATE_STATES }).notNull(),
    interest: text('interest'),
    created_at: integer('created_at').notNull(),
    /** Deposit time in ms on the server clock: maturity is due at created_ms + days. */
    created_ms: integer('created_ms').notNull(),
    ended_at: integer('ended_at'),
  },
  (t) => [index('certificates_user').on(t.user_id, t.status, t.id)],
);
export type CertificateRow = typeof certificates.$inferSelect;
