// The trade module's tables, column for column as migrations.ts creates them: contract (lever) orders,
// timed trades (options and seconds) and spot (coin) orders. Prices, amounts and money are decimal
// TEXT; times are unix seconds except `end_at_ms`. The enums mirror the SQL CHECK constraints.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { currencies, users } from '../../core/schema';

export const SIDES = ['buy', 'sell'] as const;
export const ORDER_TYPES = ['market', 'limit'] as const;
export const LEVER_STATUSES = ['pending', 'open', 'closed', 'cancelled'] as const;
/** Why a position closed; NULL while it is open (not a CHECK in SQL, but the only values written). */
export const CLOSE_REASONS = ['manual', 'tp', 'sl', 'liquidation', 'batch', 'copy'] as const;
export const TIMED_KINDS = ['option', 'seconds'] as const;
export const DIRECTIONS = ['up', 'down'] as const;
export const TIMED_STATUSES = ['open', 'won', 'lost', 'draw'] as const;
export const COIN_STATUSES = ['pending', 'filled', 'cancelled'] as const;

export const leverOrders = sqliteTable(
  'lever_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: SIDES }).notNull(),
    order_type: text('order_type', { enum: ORDER_TYPES }).notNull(),
    status: text('status', { enum: LEVER_STATUSES }).notNull(),
    lots: text('lots').notNull(),
    leverage: integer('leverage').notNull(),
    limit_price: text('limit_price'),
    open_price: text('open_price'),
    close_price: text('close_price'),
    /** What the order holds frozen (a pending order holds margin + fee). */
    margin: text('margin').notNull(),
    fee: text('fee').notNull().default('0'),
    /** Realised profit once closed. */
    profit: text('profit').notNull().default('0'),
    target_profit_price: text('target_profit_price'),
    stop_loss_price: text('stop_loss_price'),
    close_reason: text('close_reason', { enum: CLOSE_REASONS }),
    /** A trial voucher on the order: its coupon, and what it paid of the fee and lent of the margin. */
    coupon_id: integer('coupon_id'),
    coupon_fee: text('coupon_fee'),
    coupon_margin: text('coupon_margin'),
    created_at: integer('created_at').notNull(),
    opened_at: integer('opened_at'),
    closed_at: integer('closed_at'),
  },
  (t) => [index('lever_orders_user').on(t.user_id, t.status, t.id), index('lever_orders_live').on(t.status, t.symbol)],
);
export type LeverRow = typeof leverOrders.$inferSelect;

export const timedOrders = sqliteTable(
  'timed_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: TIMED_KINDS }).notNull(),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: DIRECTIONS }).notNull(),
    seconds: integer('seconds').notNull(),
    currency_id: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amount: text('amount').notNull(),
    rate: text('rate').notNull(),
    open_price: text('open_price').notNull(),
    close_price: text('close_price'),
    status: text('status', { enum: TIMED_STATUSES }).notNull(),
    payout: text('payout').notNull().default('0'),
    created_at: integer('created_at').notNull(),
    /** Milliseconds, so seconds trades settle on the tick they end on. */
    end_at_ms: integer('end_at_ms').notNull(),
    settled_at: integer('settled_at'),
  },
  (t) => [index('timed_orders_user').on(t.user_id, t.kind, t.id), index('timed_orders_due').on(t.status, t.end_at_ms)],
);
export type TimedRow = typeof timedOrders.$inferSelect;

export const coinOrders = sqliteTable(
  'coin_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    symbol: text('symbol').notNull(),
    currency_id: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    legal_id: integer('legal_id')
      .notNull()
      .references(() => currencies.id),
    type: text('type', { enum: SIDES }).notNull(),
    order_type: text('order_type', { enum: ORDER_TYPES }).notNull(),
    amount: text('amount').notNull(),
    /** Limit price; NULL for a market order. */
    price: text('price'),
    filled_price: text('filled_price'),
    total: text('total'),
    fee: text('fee').notNull().default('0'),
    /** What the order holds frozen while pending: currency and amount. */
    frozen_currency_id: integer('frozen_currency_id'),
    frozen_amount: text('frozen_amount').notNull().default('0'),
    status: text('status', { enum: COIN_STATUSES }).notNull(),
    created_at: integer('created_at').notNull(),
    filled_at: integer('filled_at'),
  },
  (t) => [index('coin_orders_user').on(t.user_id, t.status, t.id), index('coin_orders_live').on(t.status, t.symbol)],
);
export type CoinRow = typeof coinOrders.$inferSelect;
