// The market area's tables, column for column as migrations.ts creates them. Prices, quantities and
// rates are decimal TEXT. (`candles` is a WITHOUT ROWID table in SQL; Drizzle has no notion of that and
// needs none: it only changes how SQLite stores the rows.)
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PERIODS } from '../../../src/contract/market';
import { currencies, users } from '../../core/schema';

/** 'always' (crypto), 'weekdays' (forex and futures: Mon 00:00 – Fri 22:00 UTC), 'us' (US exchange hours). */
export const MARKET_HOURS = ['always', 'weekdays', 'us'] as const;
export type MarketHours = (typeof MARKET_HOURS)[number];

export const symbols = sqliteTable('symbols', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  category: integer('category').notNull(),
  decimals: integer('decimals').notNull(),
  lot_size: text('lot_size').notNull(),
  min_lots: text('min_lots').notNull(),
  max_lots: text('max_lots').notNull(),
  lot_decimals: integer('lot_decimals').notNull(),
  /** JSON array of the leverage choices, e.g. "[1,2,5,10]". */
  leverages: text('leverages').notNull(),
  fee_rate: text('fee_rate').notNull(),
  hours: text('hours', { enum: MARKET_HOURS }).notNull(),
  initial_price: text('initial_price').notNull(),
  /** Standard deviation of one 250 ms tick's relative move. */
  volatility: text('volatility').notNull(),
  currency_id: integer('currency_id').references(() => currencies.id),
  legal_id: integer('legal_id').references(() => currencies.id),
  sort: integer('sort').notNull().default(0),
});
/** A row of the `symbols` table. */
export type SymbolRow = typeof symbols.$inferSelect;

/** One candle of one period; `time` is its open time in unix seconds. */
export const candles = sqliteTable(
  'candles',
  {
    symbol: text('symbol').notNull(),
    period: text('period', { enum: PERIODS }).notNull(),
    time: integer('time').notNull(),
    open: text('open').notNull(),
    high: text('high').notNull(),
    low: text('low').notNull(),
    close: text('close').notNull(),
    volume: text('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.period, t.time] })],
);

export const favourites = sqliteTable(
  'favourites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    /** When it was added, in MILLISECONDS, rising with each add of the user: the list's order (rows from before hold seconds). */
    created_at: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.symbol] })],
);
