// The loan area's tables, column for column as migrations.ts creates them.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LOAN_STATES } from '../../../src/contract/loan';

export const loanProducts = sqliteTable('loan_products', {
  id: integer('id').primaryKey(),
  days: integer('days').notNull(),
  daily_rate: text('daily_rate').notNull(),
  currency_id: integer('currency_id').notNull(),
  min_amount: text('min_amount').notNull(),
  max_amount: text('max_amount').notNull(),
  kyc_level: integer('kyc_level').notNull().default(1),
  active: integer('active').notNull().default(1),
});

export const loans = sqliteTable(
  'loans',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    product_id: integer('product_id').notNull(),
    currency_id: integer('currency_id').notNull(),
    amount: text('amount').notNull(),
    days: integer('days').notNull(),
    daily_rate: text('daily_rate').notNull(),
    status: text('status', { enum: LOAN_STATES }).notNull(),
    reason: text('reason'),
    applied_at: integer('applied_at').notNull(),
    issued_at: integer('issued_at'),
    due_at: integer('due_at'),
    repaid_at: integer('repaid_at'),
    repaid: text('repaid').notNull().default('0'),
    interest_paid: text('interest_paid'),
    /** When an admin approved or rejected it, and who ('admin' or the operator the command line named). */
    decided_at: integer('decided_at'),
    decided_by: text('decided_by'),
  },
  (t) => [index('loans_user').on(t.user_id, t.id), index('loans_status').on(t.status, t.id)],
);
export type LoanRow = typeof loans.$inferSelect;

/** Each collection of an overdue loan: what it took from the funding account (maybe 0), why, who, when. */
export const loanCollections = sqliteTable(
  'loan_collections',
  {
    id: integer('id').primaryKey(),
    loan_id: integer('loan_id').notNull(),
    amount: text('amount').notNull(),
    reason: text('reason').notNull(),
    decided_by: text('decided_by').notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('loan_collections_loan').on(t.loan_id, t.id)],
);
export type LoanCollectionRow = typeof loanCollections.$inferSelect;
