// Tables every area shares: users and sessions, settings, currencies, balances and the journal, the
// scheduler's jobs and notifications. Column names are the SQL names; money is decimal TEXT.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { WALLETS } from '../../src/contract/fund';

export const users = sqliteTable('users', {
  id: integer('id').primaryKey(),
  email: text('email').unique(),
  mobile: text('mobile'),
  area_code: text('area_code'),
  password_hash: text('password_hash'),
  /** The 6-digit payment password's scrypt hash, set once (withdrawals need it). */
  pay_password_hash: text('pay_password_hash'),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default(''),
  /** The profile's signature: 2 to 30 characters, empty until set (account-003). */
  signature: text('signature').notNull().default(''),
  /** 100 is good standing; it never gates a withdrawal (AREAS.md; account-003). */
  credit_score: integer('credit_score').notNull().default(100),
  account_type: text('account_type', { enum: ['real', 'demo'] })
    .notNull()
    .default('real'),
  kyc_status: integer('kyc_status').notNull().default(0),
  /** The verified identity level: 0 none, 1 basic, 2 advanced (withdrawal and fiat limits, SPEC §6). */
  kyc_level: integer('kyc_level').notNull().default(0),
  invite_code: text('invite_code').notNull().unique(),
  invited_by: integer('invited_by'),
  created_at: integer('created_at').notNull(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = sqliteTable(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id').notNull(),
    created_at: integer('created_at').notNull(),
    expires_at: integer('expires_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.user_id)],
);

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const currencies = sqliteTable('currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  decimals: integer('decimals').notNull(),
});

export const balances = sqliteTable(
  'balances',
  {
    user_id: integer('user_id').notNull(),
    currency_id: integer('currency_id').notNull(),
    /** Which of the user's accounts (funding, spot, contract, seconds); system accounts use 'legal'. */
    wallet: text('wallet', { enum: WALLETS }).notNull().default('legal'),
    available: text('available').notNull().default('0'),
    frozen: text('frozen').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.currency_id, t.wallet] })],
);

/** One balanced movement of money: its legs (ledger rows) sum to zero per currency. */
export const journal = sqliteTable('journal', {
  id: integer('id').primaryKey(),
  kind: text('kind').notNull(),
  ref: text('ref'),
  created_at: integer('created_at').notNull(),
});

/** The legs: the signed change of one bucket (available or frozen) of one account in one currency. */
export const ledger = sqliteTable(
  'ledger',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    currency_id: integer('currency_id').notNull(),
    amount: text('amount').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref'),
    created_at: integer('created_at').notNull(),
    /** The journal entry; NULL on rows written before the journal existed. */
    entry_id: integer('entry_id'),
    bucket: text('bucket', { enum: ['available', 'frozen'] })
      .notNull()
      .default('available'),
    wallet: text('wallet', { enum: WALLETS }).notNull().default('legal'),
  },
  (t) => [index('ledger_user').on(t.user_id, t.id)],
);

export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    due_ms: integer('due_ms').notNull(),
    payload: text('payload'),
    status: text('status', { enum: ['pending', 'done', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    retry_ms: integer('retry_ms'),
    last_error: text('last_error'),
    created_at: integer('created_at').notNull(),
    done_at: integer('done_at'),
  },
  (t) => [uniqueIndex('jobs_kind_ref').on(t.kind, t.ref), index('jobs_due').on(t.status, t.due_ms, t.id)],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey(),
    /** NULL: to everyone. */
    user_id: integer('user_id'),
    kind: text('kind').notNull(),
    vars: text('vars').notNull().default('{}'),
    ref: text('ref'),
    created_at: integer('created_at').notNull(),
    read_at: integer('read_at'),
  },
  (t) => [index('notifications_user').on(t.user_id, t.id)],
);
