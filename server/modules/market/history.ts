// Candles between the engine and the database. On start each symbol resumes from its newest stored
// one-minute candle (price, live candles, 24 h window); a symbol without any gets a synthesized
// back-history from its seeded walk, written at once, so every chart has something to show (synthetic
// benchmark symbols start without one). While running, `flushCandles` writes what ended or changed.
import type { Candle } from '../../../src/contract/market';
import { PERIODS } from '../../../src/contract/market';
import type { Db } from '../../core/db';
import type { CandleStore } from './candleStore';
import { aggregate, bucketsAt, HISTORY_KEPT, HOUR_INDEX, type LiveCandle, MINUTE_INDEX, periodStart } from './candles';
import type { SymbolState } from './symbolState';
import { toUnits } from './units';
import { backSteps, MINUTE_HOURS } from './walk';

/**
 * Hours of one-minute steps that give at least `candles` whole candles of 15 minutes (and of 1 and 5
 * minutes) before the current hour, whatever the minute now.
 */
const minuteHoursFor = (candles: number) => Math.max(MINUTE_HOURS, Math.ceil(candles / 4) + 1);

async function writeCandle(store: CandleStore, state: SymbolState, period: number, candle: LiveCandle): Promise<void> {
  await store.write(state.symbol, PERIODS[period], state.candleText(candle));
  candle.dirty = false;
}

/** A stored candle in the symbol's units. */
function liveOf(state: SymbolState, row: Candle): LiveCandle {
  return {
    time: row.time,
    open: toUnits(row.open, state.decimals),
    high: toUnits(row.high, state.decimals),
    low: toUnits(row.low, state.decimals),
    close: toUnits(row.close, state.decimals),
    volume: toUnits(row.volume, state.qtyDecimals),
    dirty: false,
  };
}

/** Continues where the stored candles stop: price, the live candle of each period, the 24 h window. */
async function resume(store: CandleStore, state: SymbolState, newest: Candle, startMs: number): Promise<void> {
  state.resume(toUnits(newest.close, state.decimals), Math.max(startMs, newest.time * 1000));
  const buckets = bucketsAt(Math.floor(state.lastTs / 1000));
  for (const [p, period] of PERIODS.entries()) {
    const row = p === MINUTE_INDEX ? newest : await store.newest(state.symbol, period);
    if (row && row.time === buckets[p]) state.candles[p] = liveOf(state, row);
  }
  const hour = buckets[HOUR_INDEX];
  state.hours24 = (await store.hours(state.symbol, hour - 23 * 3600, hour)).map((row) => liveOf(state, row));
}

/** Writes the back-history of a symbol that has none and takes its live candles and 24 h window from it. */
async function synthesize(store: CandleStore, state: SymbolState, startMs: number, seed: number, kept: number): Promise<void> {
  const nowSec = Math.floor(startMs / 1000);
  const { symbol, hours, lotUnit, latent } = state;
  const steps = backSteps({ symbol, hours, lotUnit, latent, volatility: state.row.volatility }, nowSec, seed, minuteHoursFor(kept));
  const history = aggregate(steps, state.scale, kept);
  const buckets = bucketsAt(nowSec);
  for (const [p, list] of history.entries()) {
    await store.writeMany(
      symbol,
      PERIODS[p],
      list.map((c) => state.candleText(c)),
    );
    for (const c of list) c.dirty = false;
    const last = list[list.length - 1];
    if (last && last.time === buckets[p]) state.candles[p] = last;
  }
  const hour = buckets[HOUR_INDEX];
  state.hours24 = history[HOUR_INDEX].filter((c) => c.time >= hour - 23 * 3600 && c.time < hour);
}

/**
 * Brings every symbol to where the database left it (or synthesizes its past, `kept` candles of each
 * period), in one transaction.
 */
export async function loadHistory(
  db: Db,
  store: CandleStore,
  states: readonly SymbolState[],
  startMs: number,
  seed: number,
  kept = HISTORY_KEPT,
): Promise<void> {
  await db.transaction(async () => {
    for (const state of states) {
      const newest = await store.newest(state.symbol, '1m');
      if (newest) await resume(store, state, newest, startMs);
      else {
        state.lastTs = startMs;
        if (!state.synthetic) await synthesize(store, state, startMs, seed, kept);
      }
      state.rollHour(null, periodStart('1h', Math.floor(state.lastTs / 1000)));
      state.ring.push(state.lastTs, state.units);
    }
  });
}

/**
 * Writes the candles that ended and the live ones that changed since the last flush, in one transaction.
 * The feed runs it in its tick lane (prices.ts), so no tick moves a candle while it is being written.
 */
export async function flushCandles(db: Db, store: CandleStore, states: readonly SymbolState[]): Promise<void> {
  if (db.$store.closed) return;
  await db.transaction(async () => {
    for (const s of states) {
      if (s.closed.length) {
        for (const { period, candle } of s.closed) await writeCandle(store, s, period, candle);
        s.closed = [];
      }
      for (let p = 0; p < s.candles.length; p += 1) {
        const c = s.candles[p];
        if (c?.dirty) await writeCandle(store, s, p, c);
      }
    }
  });
}
