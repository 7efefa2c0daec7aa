// Stored candles: the typed queries on the `candles` table, each prepared once (with placeholders) since
// they run per flush, per chart request or per priceAt before the ring. Writes overwrite the candle of
// the same symbol, period and open time; the caller batches them in one transaction.
import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Candle, Period } from '../../../src/contract/market';
import type { Db } from '../../core/db';
import { candles } from './schema';
import { insertText } from '../../core/sqlText';

/** The open and close of one stored minute (for priceAt before the ring). */
export interface StoredMinute {
  time: number;
  open: string;
  close: string;
}

export interface CandleStore {
  /** Writes one candle, replacing the stored one of the same symbol, period and open time. */
  write(symbol: string, period: Period, candle: Candle): Promise<void>;
  /** Writes many candles of one period in a few statements (a back-history), each replacing a stored one. */
  writeMany(symbol: string, period: Period, list: readonly Candle[]): Promise<void>;
  /** The newest stored candle of a period, if any. */
  newest(symbol: string, period: Period): Promise<Candle | undefined>;
  /** The stored one-hour candles that opened in [fromSec, toSec), oldest first. */
  hours(symbol: string, fromSec: number, toSec: number): Promise<Candle[]>;
  /** The newest `limit` stored candles of a period that opened in [fromSec, toSec], newest first. */
  newestInRange(symbol: string, period: Period, fromSec: number, toSec: number, limit: number): Promise<Candle[]>;
  /** The newest stored one-minute candle that opened at or before `sec`. */
  minuteAtOrBefore(symbol: string, sec: number): Promise<StoredMinute | undefined>;
}

const CANDLE_FIELDS = {
  time: candles.time,
  open: candles.open,
  high: candles.high,
  low: candles.low,
  close: candles.close,
  volume: candles.volume,
};

/**
 * A placeholder for an inserted value, wrapped in `sql` so Drizzle binds it as given: a bare placeholder
 * in `values()` goes through the column's encoder check on every run, which about doubles the cost of
 * the thousands of candle writes of a back-history or a flush (text and integers need no encoding).
 */
const bound = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** The value the conflicting insert proposed for a column (ON CONFLICT … DO UPDATE). */
const excluded = (column: SQLiteColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;

export function createCandleStore(db: Db): CandleStore {
  const symbolParam = sql.placeholder('symbol');
  const periodParam = sql.placeholder('period');
  const fromParam = sql.placeholder('from');
  const toParam = sql.placeholder('to');

  const upsert = db
    .insert(candles)
    .values({
      symbol: bound('symbol'),
      period: bound('period'),
      time: bound('time'),
      open: bound('open'),
      high: bound('high'),
      low: bound('low'),
      close: bound('close'),
      volume: bound('volume'),
    })
    .onConflictDoUpdate({
      target: [candles.symbol, candles.period, candles.time],
      set: {
        open: excluded(candles.open),
        high: excluded(candles.high),
        low: excluded(candles.low),
        close: excluded(candles.close),
        volume: excluded(candles.volume),
      },
    })
    .prepare();
  const newest = db
    .select(CANDLE_FIELDS)
    .from(candles)
    .where(and(eq(candles.symbol, symbolParam), eq(candles.period, periodParam)))
    .orderBy(desc(candles.time))
    .limit(1)
    .prepare();
  const hours = db
    .select(CANDLE_FIELDS)
    .from(candles)
    .where(and(eq(candles.symbol, symbolParam), eq(candles.period, '1h'), gte(candles.time, fromParam), lt(candles.time, toParam)))
    .orderBy(candles.time)
    .prepare();
  const inRange = db
    .select(CANDLE_FIELDS)
    .from(candles)
    .where(and(eq(candles.symbol, symbolParam), eq(candles.period, periodParam), gte(candles.time, fromParam), lte(candles.time, toParam)))
    .orderBy(desc(candles.time))
    .limit(sql.placeholder('limit'))
    .prepare();
  const minuteBefore = db
    .select({ time: candles.time, open: candles.open, close: candles.close })
    .from(candles)
    .where(and(eq(candles.symbol, symbolParam), eq(candles.period, '1m'), lte(candles.time, toParam)))
    .orderBy(desc(candles.time))
    .limit(1)
    .prepare();

  /** Rows a multi-row write takes at once: 8 values each, far below either engine's limit on parameters. */
  const CHUNK = 500;
  /** The multi-row upsert of candles (plain SQL: Drizzle's builder checked each of a chunk's 4,000 values). */
  const COLUMNS = ['symbol', 'period', 'time', 'open', 'high', 'low', 'close', 'volume'];
  const UPDATE = `ON CONFLICT (symbol, period, time) DO UPDATE SET ${COLUMNS.slice(3)
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}`;
  const upsertOf = (rows: number): string => insertText('candles', COLUMNS, rows, UPDATE);

  return {
    write: async (symbol, period, candle) => {
      await upsert.run({ symbol, period, ...candle });
    },
    writeMany: async (symbol, period, list) => {
      for (let i = 0; i < list.length; i += CHUNK) {
        const chunk = list.slice(i, i + CHUNK);
        await db.$sql.run(
          upsertOf(chunk.length),
          ...chunk.flatMap((c) => [symbol, period, c.time, c.open, c.high, c.low, c.close, c.volume]),
        );
      }
    },
    newest: async (symbol, period) => await newest.get({ symbol, period }),
    hours: async (symbol, fromSec, toSec) => await hours.all({ symbol, from: fromSec, to: toSec }),
    newestInRange: async (symbol, period, fromSec, toSec, limit) => await inRange.all({ symbol, period, from: fromSec, to: toSec, limit }),
    minuteAtOrBefore: async (symbol, sec) => await minuteBefore.get({ symbol, to: sec }),
  };
}
