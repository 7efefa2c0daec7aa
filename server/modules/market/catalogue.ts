// The market catalogue: currencies and tradable symbols of every category, written once (idempotent)
// into a database, plus market hours. The price engine, the market calls and the trading engine all
// read symbols from here.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SymbolSpec } from '../../../src/contract/market';
import type { Db } from '../../core/db';
import { currencies } from '../../core/schema';
import { type MarketHours, type SymbolRow, symbols } from './schema';

export type { MarketHours, SymbolRow } from './schema';

export const CATEGORY_NAMES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 100, name: 'Favourites' },
  { id: 0, name: 'Forex' },
  { id: 6, name: 'US stocks' },
  { id: 3, name: 'Futures' },
  { id: 2, name: 'Crypto' },
  { id: 9, name: 'ETF' },
];

/** USDT is always currency 1: the quote (legal) currency of every spot pair and the margin currency. */
export const USDT_ID = 1;

const CURRENCIES: ReadonlyArray<typeof currencies.$inferInsert> = [
  { id: 1, code: 'USDT', name: 'Tether USD', decimals: 8 },
  { id: 2, code: 'BTC', name: 'Bitcoin', decimals: 8 },
  { id: 3, code: 'ETH', name: 'Ethereum', decimals: 8 },
  { id: 4, code: 'SOL', name: 'Solana', decimals: 8 },
  { id: 5, code: 'BNB', name: 'BNB', decimals: 8 },
  { id: 6, code: 'XRP', name: 'XRP', decimals: 6 },
  { id: 7, code: 'DOGE', name: 'Dogecoin', decimals: 8 },
  { id: 8, code: 'ADA', name: 'Cardano', decimals: 6 },
  { id: 9, code: 'LTC', name: 'Litecoin', decimals: 8 },
];

const LEVERAGE_HIGH = '[1,2,5,10,20,50,100]';
const LEVERAGE_FUTURES = '[1,2,5,10,20,50]';
const LEVERAGE_STOCKS = '[1,2,5,10,20]';

type Entry = [symbol: string, name: string, price: string, lotSize: string, volatility: string, currencyId?: number];
interface Group {
  category: number;
  hours: MarketHours;
  leverages: string;
  entries: Entry[];
}

// Decimals follow the initial price's written form. Volatility is per 250 ms tick: 5e-5 is about 3 % a day.
const GROUPS: Group[] = [
  {
    category: 0,
    hours: 'weekdays',
    leverages: LEVERAGE_HIGH,
    entries: [
      ['EURUSD', 'Euro / US Dollar', '1.08500', '1000', '0.000012'],
      ['GBPUSD', 'British Pound / US Dollar', '1.27000', '1000', '0.000014'],
      ['USDJPY', 'US Dollar / Japanese Yen', '151.500', '1000', '0.000014'],
      ['AUDUSD', 'Australian Dollar / US Dollar', '0.66000', '1000', '0.000016'],
      ['USDCHF', 'US Dollar / Swiss Franc', '0.88000', '1000', '0.000013'],
      ['USDCAD', 'US Dollar / Canadian Dollar', '1.36000', '1000', '0.000012'],
    ],
  },
  {
    category: 6,
    hours: 'us',
    leverages: LEVERAGE_STOCKS,
    entries: [
      ['AAPL', 'Apple Inc.', '227.50', '1', '0.00006'],
      ['MSFT', 'Microsoft Corp.', '415.30', '1', '0.00006'],
      ['NVDA', 'NVIDIA Corp.', '128.40', '1', '0.0001'],
      ['TSLA', 'Tesla Inc.', '245.60', '1', '0.00012'],
      ['AMZN', 'Amazon.com Inc.', '186.20', '1', '0.00007'],
      ['GOOGL', 'Alphabet Inc. Class A', '165.80', '1', '0.00007'],
      ['META', 'Meta Platforms Inc.', '560.10', '1', '0.00008'],
    ],
  },
  {
    category: 3,
    hours: 'weekdays',
    leverages: LEVERAGE_FUTURES,
    entries: [
      ['XAUUSD', 'Gold', '2650.00', '1', '0.00002'],
      ['XAGUSD', 'Silver', '31.200', '10', '0.00004'],
      ['USOIL', 'WTI Crude Oil', '71.50', '10', '0.00005'],
      ['NGAS', 'Natural Gas', '2.8500', '100', '0.00008'],
    ],
  },
  {
    category: 2,
    hours: 'always',
    leverages: LEVERAGE_HIGH,
    entries: [
      ['BTCUSDT', 'Bitcoin', '64000.00', '0.01', '0.00005', 2],
      ['ETHUSDT', 'Ethereum', '3200.00', '0.1', '0.00006', 3],
      ['SOLUSDT', 'Solana', '150.000', '1', '0.00008', 4],
      ['BNBUSDT', 'BNB', '580.00', '1', '0.00006', 5],
      ['XRPUSDT', 'XRP', '0.52000', '100', '0.00007', 6],
      ['DOGEUSDT', 'Dogecoin', '0.120000', '1000', '0.0001', 7],
      ['ADAUSDT', 'Cardano', '0.45000', '100', '0.00008', 8],
      ['LTCUSDT', 'Litecoin', '70.000', '1', '0.00007', 9],
    ],
  },
  {
    category: 9,
    hours: 'us',
    leverages: LEVERAGE_STOCKS,
    entries: [
      ['SPY', 'SPDR S&P 500 ETF', '560.00', '1', '0.00003'],
      ['QQQ', 'Invesco QQQ Trust', '480.00', '1', '0.00004'],
      ['DIA', 'SPDR Dow Jones Industrial Average ETF', '410.00', '1', '0.00003'],
      ['IWM', 'iShares Russell 2000 ETF', '215.00', '1', '0.00005'],
      ['GLD', 'SPDR Gold Shares', '240.00', '1', '0.00002'],
      ['TLT', 'iShares 20+ Year Treasury Bond ETF', '95.00', '1', '0.00002'],
    ],
  },
];

/** First id of the synthetic benchmark symbols (SYN0001USDT is this id + 1). */
const SYNTHETIC_BASE_ID = 10_000;

const SEED_ROWS_PER_INSERT = 500;

const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/** Whether a row is one of the synthetic benchmark symbols. */
export const isSyntheticRow = (row: Pick<SymbolRow, 'id'>): boolean => row.id > SYNTHETIC_BASE_ID;

/** The synthetic crypto symbol number `n` (1-based): SYN0001USDT, SYN0002USDT, … */
export const syntheticSymbol = (n: number): string => `SYN${String(n).padStart(4, '0')}USDT`;

/**
 * Writes the currencies and symbols, leaving existing rows alone (safe to call on every start).
 * `extraSymbols` adds synthetic crypto symbols SYN0001USDT… for the benchmarks.
 */
export async function seedCatalogue(db: Db, extraSymbols = 0): Promise<void> {
  const rows: Array<typeof symbols.$inferInsert> = [];
  let id = 0;
  for (const group of GROUPS) {
    for (const [code, name, price, lotSize, volatility, currencyId] of group.entries) {
      id += 1;
      rows.push({
        id,
        symbol: code,
        name,
        category: group.category,
        decimals: decimalsOf(price),
        lot_size: lotSize,
        min_lots: '0.01',
        max_lots: '100',
        lot_decimals: 2,
        leverages: group.leverages,
        fee_rate: '0.0005',
        hours: group.hours,
        initial_price: price,
        volatility,
        currency_id: currencyId ?? null,
        legal_id: currencyId ? USDT_ID : null,
        sort: id,
      });
    }
  }
  for (let n = 1; n <= extraSymbols; n += 1) {
    // A spread of price levels (1.0000 … 998.0000), all with 4 decimals.
    const price = `${1 + ((n * 37) % 998)}.0000`;
    rows.push({
      id: SYNTHETIC_BASE_ID + n,
      symbol: syntheticSymbol(n),
      name: `Synthetic ${n}`,
      category: 2,
      decimals: 4,
      lot_size: '1',
      min_lots: '0.01',
      max_lots: '100',
      lot_decimals: 2,
      leverages: LEVERAGE_HIGH,
      fee_rate: '0.0005',
      hours: 'always',
      initial_price: price,
      volatility: '0.00006',
      currency_id: null,
      legal_id: null,
      sort: SYNTHETIC_BASE_ID + n,
    });
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(currencies)
      .values([...CURRENCIES])
      .onConflictDoNothing()
      .run();
    // Several rows a statement, few enough to stay far below SQLite's limit of bound values.
    for (let i = 0; i < rows.length; i += SEED_ROWS_PER_INSERT) {
      await tx
        .insert(symbols)
        .values(rows.slice(i, i + SEED_ROWS_PER_INSERT))
        .onConflictDoNothing()
        .run();
    }
  });
}

/** Every symbol, in display order. */
export async function allSymbols(db: Db): Promise<SymbolRow[]> {
  return await db.select().from(symbols).orderBy(asc(symbols.sort), asc(symbols.id)).all();
}

/**
 * The lookups another module's cache of the catalogue runs (trade/symbols.ts), prepared once: every
 * symbol (by id), one by its exact code, one by id, and the first spot pair of a currency against a quote.
 */
export function symbolLookups(db: Db) {
  const byName = db
    .select()
    .from(symbols)
    .where(eq(symbols.symbol, sql.placeholder('symbol')))
    .prepare();
  const byId = db
    .select()
    .from(symbols)
    .where(eq(symbols.id, sql.placeholder('id')))
    .prepare();
  const pair = db
    .select()
    .from(symbols)
    .where(and(eq(symbols.currency_id, sql.placeholder('currency')), eq(symbols.legal_id, sql.placeholder('legal'))))
    .orderBy(asc(symbols.id))
    .limit(1)
    .prepare();
  return {
    all: async (): Promise<SymbolRow[]> => await db.select().from(symbols).all(),
    byName: async (symbol: string): Promise<SymbolRow | undefined> => await byName.get({ symbol }),
    byId: async (id: number): Promise<SymbolRow | undefined> => await byId.get({ id }),
    pair: async (currency: number, legal: number): Promise<SymbolRow | undefined> => await pair.get({ currency, legal }),
  };
}

/** One symbol by its code (upper case), or undefined. */
export async function symbolRow(db: Db, symbol: string): Promise<SymbolRow | undefined> {
  return await db.select().from(symbols).where(eq(symbols.symbol, symbol.toUpperCase())).get();
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Whether a market with these hours is open at `tsMs` (UTC, no holidays or daylight saving):
 * 'always' never closes; 'weekdays' is open from Monday 00:00 to Friday 22:00; 'us' Monday to Friday 13:30–20:00.
 */
export function isMarketOpen(hours: MarketHours, tsMs: number): boolean {
  if (hours === 'always') return true;
  const day = Math.floor(tsMs / DAY_MS);
  // 1970-01-01 was a Thursday: weekday 0 = Monday … 6 = Sunday.
  const weekday = (day + 3) % 7;
  const minute = Math.floor((tsMs - day * DAY_MS) / MINUTE_MS);
  if (weekday >= 5) return false;
  if (hours === 'weekdays') return weekday < 4 || minute < 22 * 60;
  return minute >= 13 * 60 + 30 && minute < 20 * 60;
}

export function leveragesOf(row: SymbolRow): number[] {
  return JSON.parse(row.leverages) as number[];
}

/** What a trade form needs to know about a symbol, with whether its market is open at `tsMs`. */
export function symbolSpecOf(row: SymbolRow, tsMs = Date.now()): SymbolSpec {
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    category: row.category,
    decimals: row.decimals,
    lot_size: row.lot_size,
    min_lots: row.min_lots,
    max_lots: row.max_lots,
    lot_decimals: row.lot_decimals,
    leverages: leveragesOf(row),
    fee_rate: row.fee_rate,
    is_open: isMarketOpen(row.hours, tsMs),
    currency_id: row.currency_id,
    legal_id: row.legal_id,
  };
}
