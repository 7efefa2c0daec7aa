// The copy trading tables, column for column as migrations.ts creates them.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { FOLLOW_STATES } from '../../../src/contract/copytrade';

export const leadTraders = sqliteTable('lead_traders', {
  user_id: integer('user_id').primaryKey(),
  name: text('name').notNull(),
  /** A fraction, 0–0.2. */
  share_rate: text('share_rate').notNull(),
  /** A seeded trader's strategy (strategies.ts), or null for a person. */
  strategy: text('strategy'),
  active: integer('active').notNull().default(1),
  created_at: integer('created_at').notNull(),
});
export type LeadTraderRow = typeof leadTraders.$inferSelect;

export const copyFollows = sqliteTable('copy_follows', {
  id: integer('id').primaryKey(),
  follower_id: integer('follower_id').notNull(),
  trader_id: integer('trader_id').notNull(),
  type: integer('type').notNull().$type<1 | 2>(),
  number: text('number').notNull(),
  budget: text('budget').notNull(),
  share_rate: text('share_rate').notNull(),
  status: text('status', { enum: FOLLOW_STATES }).notNull(),
  created_at: integer('created_at').notNull(),
  cancelled_at: integer('cancelled_at'),
});
export type FollowRow = typeof copyFollows.$inferSelect;

export const copyPositions = sqliteTable('copy_positions', {
  order_id: integer('order_id').primaryKey(),
  trader_order_id: integer('trader_order_id').notNull(),
  follow_id: integer('follow_id').notNull(),
  follower_id: integer('follower_id').notNull(),
  trader_id: integer('trader_id').notNull(),
  self_held: integer('self_held').notNull().default(0),
  share_paid: text('share_paid').notNull().default('0'),
  closed: integer('closed').notNull().default(0),
  /** When taken over: the profit so far at the live price then, that price and the time (the share settled on it). */
  held_profit: text('held_profit'),
  held_price: text('held_price'),
  held_at: integer('held_at'),
});
export type CopyRow = typeof copyPositions.$inferSelect;
