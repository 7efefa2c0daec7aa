// The market feed: composes the parts into the one price source of the server. Each symbol's state
// (symbolState.ts) moves by its seeded walk (walk.ts), keeps its candles (candles.ts, stored through
// candleStore.ts and history.ts) and a ring of recent prices for priceAt (ring.ts); this file runs the
// clock, market hours and timers, and answers the market calls and the trading engine (MarketFeed).
//
// Rules of the simulation:
// - Each tick (every `tickMs`, default 250 ms) every symbol whose market is open moves by a lognormal
//   step whose size is the symbol's `volatility` per 250 ms (scaled by √(tickMs/250)); a closed market
//   does not move and makes no trades. Each tick makes 0–3 trades at the new price.
// - Time never goes backwards: a tick (or a push) dated before a symbol's last tick counts at that
//   last tick's time. The feed's clock is the wall clock, or the latest tick's time when that is later.
// - Candles of every period are written once a second in one transaction; on start each symbol resumes
//   from its newest stored candle, or a database without history gets a synthesized back-history.
// - One thing at a time: a tick (with its listeners' writes), a push and a candle flush run one after
//   another in one lane, never overlapping. When the tick timer fires while the lane is busy, that tick
//   is skipped (the next one steps from the clock then); a flush waits its turn (at most one waiting).
// - priceAt(symbol, ts) answers from the ring; earlier instants fall back to the stored one-minute candles.
// - Several instances: only the leader's feed ticks (and writes candles); it sends each tick (and push) on
//   the tick stream (tickStream.ts), and the followers' feeds `mirror` them in their lanes.
// - The quotation list is served from memory (each symbol's ticker is rebuilt only when it changed).
import Decimal from 'decimal.js';
import type { Server } from 'socket.io';
import type { Candle, Depth, Period, Ticker, Trade } from '../../../src/contract/market';
import { PERIODS } from '../../../src/contract/market';
import type { Db } from '../../core/db';
import type { MarketOptions } from '../../core/options';
import { createCandleStore } from './candleStore';
import { bucketsAt, HISTORY_KEPT, type LiveCandle } from './candles';
import { allSymbols, isMarketOpen, type MarketHours, type SymbolRow, seedCatalogue, symbolSpecOf } from './catalogue';
import type { PriceFeed } from './feed';
import { flushCandles, loadHistory } from './history';
import { MESSAGE_BYTES } from '../../core/cluster';
import { createPublisher } from './publish';
import { SymbolState } from './symbolState';
import { decodeTick, encodeTick } from './tickStream';
import { formatUnits, toUnits } from './units';
import { REF_TICK_MS } from './walk';

/** The PriceFeed plus what the market calls serve (all from memory unless noted). */
export interface MarketFeed extends PriceFeed {
  /** Whether the symbol exists. */
  has(symbol: string): boolean;
  /** The catalogue row of a symbol. */
  row(symbol: string): SymbolRow | undefined;
  /** The quotation list (optionally one category, or the given symbols in their order). */
  tickers(filter?: { category?: number; symbols?: readonly string[] }): Ticker[];
  /** Candles of one period, oldest first: stored history (SQLite) merged with what is not written yet. */
  candles(symbol: string, period: Period, range?: { from?: number; to?: number }): Promise<Candle[]>;
  depth(symbol: string): Depth | null;
  /** Recent trades, newest first. */
  trades(symbol: string): Trade[];
  /** One tick of every open market at `ts` (ms; the clock by default): what the timer does. Waits for a tick under way. */
  step(ts?: number): Promise<void>;
  /** Writes pending candles now (also done once a second while started, and on stop). Waits for a tick under way. */
  flush(): Promise<void>;
  /** The feed's clock (ms): the wall clock, or the latest applied tick's time when later. */
  now(): number;
  /** Applies a message of the leader's tick stream (tickStream.ts): what a follower's feed moves by. */
  mirror(body: string): Promise<void>;
}

const FLUSH_EVERY_MS = 1000;
/** Ended candles a follower keeps of each symbol (the leader writes them). */
const KEPT_CLOSED = 32;
/** Candles served without a range, and at most with one (or the history's length when longer). */
const DEFAULT_CANDLES = 300;
const MAX_CANDLES = 2000;
const ALL_HOURS: readonly MarketHours[] = ['always', 'weekdays', 'us'];

/**
 * `send`: where this feed's own ticks go as the tick stream (to the other instances), when any share
 * the database.
 */
export async function createPriceFeed(
  db: Db,
  io: Server | null,
  options: MarketOptions = {},
  send: ((body: string) => void) | null = null,
): Promise<MarketFeed> {
  const tickMs = Math.max(1, options.tickMs ?? REF_TICK_MS);
  const seed = options.seed ?? 42;
  await seedCatalogue(db, options.extraSymbols ?? 0);

  const states: SymbolState[] = [];
  const bySymbol = new Map<string, SymbolState>();
  for (const row of await allSymbols(db)) {
    const state = new SymbolState(row, seed, tickMs);
    states.push(state);
    bySymbol.set(row.symbol, state);
  }
  const stateOf = (symbol: string) => bySymbol.get(symbol.toUpperCase());

  const store = createCandleStore(db);
  const startMs = options.historyEndMs ?? Date.now();
  const kept = options.historyCandles ?? HISTORY_KEPT;
  await loadHistory(db, store, states, startMs, seed, kept);
  const maxCandles = Math.max(MAX_CANDLES, kept);

  // ----- clock and market hours -----
  let latestTs = states.reduce((max, s) => Math.max(max, s.lastTs), startMs);
  const clock = () => Math.max(Date.now(), latestTs);
  const openNow: Record<MarketHours, boolean | null> = { always: null, weekdays: null, us: null };
  /** Recomputes whether each kind of market is open; marks the tickers of kinds that flipped. Returns them. */
  function refreshOpen(ts: number): SymbolState[] {
    const flipped: MarketHours[] = [];
    for (const hours of ALL_HOURS) {
      const open = isMarketOpen(hours, ts);
      if (openNow[hours] !== open) {
        if (openNow[hours] !== null) flipped.push(hours);
        openNow[hours] = open;
      }
    }
    if (!flipped.length) return [];
    const marked: SymbolState[] = [];
    for (const s of states) {
      if (!flipped.includes(s.hours)) continue;
      s.isOpen = openNow[s.hours] === true;
      s.tickerStale = true;
      marked.push(s);
    }
    return marked;
  }
  refreshOpen(clock());
  for (const s of states) s.isOpen = openNow[s.hours] === true;

  const { publish, onTicks } = createPublisher(io, states, bySymbol);

  // ----- the lane: ticks, pushes and flushes one at a time -----
  let lane: Promise<unknown> = Promise.resolve();
  /** Runs and waiting in the lane. */
  let inLane = 0;
  /** Runs `fn` after everything already in the lane has ended. */
  function serially<T>(fn: () => T | Promise<T>): Promise<T> {
    inLane += 1;
    const run = lane.then(fn).finally(() => {
      inLane -= 1;
    });
    lane = run.catch(() => undefined);
    return run;
  }

  // ----- ticking -----
  let bucketCache = { sec: Number.NaN, buckets: [] as number[] };
  const bucketsFor = (ts: number) => {
    const sec = Math.floor(ts / 1000);
    if (sec !== bucketCache.sec) bucketCache = { sec, buckets: bucketsAt(sec) };
    return bucketCache.buckets;
  };

  async function stepNow(at?: number): Promise<void> {
    const ts = Math.floor(at ?? clock());
    latestTs = Math.max(latestTs, ts);
    const reopened = refreshOpen(ts);
    const moved: SymbolState[] = [];
    const touched: SymbolState[] = [];
    for (const s of states) {
      if (!s.isOpen) continue;
      const when = Math.max(ts, s.lastTs);
      if (s.advance(when, bucketsFor(when))) moved.push(s);
      touched.push(s);
    }
    if (send) for (const message of encodeTick(ts, touched, MESSAGE_BYTES)) send(message);
    await publishTick(moved, touched, reopened, ts);
  }

  async function publishTick(moved: SymbolState[], touched: SymbolState[], reopened: SymbolState[], ts: number, mirrored = false) {
    // Markets that opened or closed report it even when their price did not move.
    if (reopened.length) {
      const movedSet = new Set(moved);
      for (const s of reopened) if (!movedSet.has(s)) moved.push(s);
    }
    await publish(moved, touched, ts, mirrored);
  }

  /** A message of the leader's tick stream, applied in the lane as a tick of this feed would be. */
  async function mirror(body: string): Promise<void> {
    const tick = decodeTick(body);
    if (!tick) {
      console.error('market: not a message of the tick stream', body.slice(0, 80));
      return;
    }
    await serially(async () => {
      latestTs = Math.max(latestTs, tick.ts);
      const reopened = refreshOpen(tick.ts);
      const moved: SymbolState[] = [];
      const touched: SymbolState[] = [];
      for (const [symbol, units, trades] of tick.ticks) {
        const s = bySymbol.get(symbol);
        if (!s) continue;
        const when = Math.max(tick.ts, s.lastTs);
        if (s.mirror(when, units, trades, bucketsFor(when))) moved.push(s);
        touched.push(s);
        // The leader writes the candles (each second): a follower keeps only the last that ended, for the
        // moment until they are written, and for its own first writes should it take the lead.
        if (s.closed.length > KEPT_CLOSED) s.closed.splice(0, s.closed.length - KEPT_CLOSED);
      }
      await publishTick(moved, touched, reopened, tick.ts, true);
    });
  }
  const step = async (at?: number): Promise<void> => await serially(async () => await stepNow(at));

  async function push(symbol: string, price: string, ts?: number): Promise<void> {
    const state = stateOf(symbol);
    if (!state) throw new Error(`unknown symbol ${symbol}`);
    const units = toUnits(price, state.decimals);
    if (!(units > 0)) throw new Error(`bad price ${price}`);
    await serially(async () => {
      const when = Math.floor(Math.max(ts ?? clock(), state.lastTs));
      latestTs = Math.max(latestTs, when);
      refreshOpen(clock());
      state.latent = units / state.scale;
      state.apply(when, units, 0, bucketsFor(when));
      state.tickerStale = true;
      state.changedSinceDepth = true;
      state.tickTrades = [];
      if (send) for (const message of encodeTick(when, [state], MESSAGE_BYTES)) send(message);
      await publish([state], [state], when);
    });
  }

  const flush = async () => await serially(async () => await flushCandles(db, store, states));

  async function candles(symbol: string, period: Period, range: { from?: number; to?: number } = {}): Promise<Candle[]> {
    const state = stateOf(symbol);
    const p = PERIODS.indexOf(period);
    if (!state || p < 0) return [];
    const limit = range.from === undefined ? DEFAULT_CANDLES : maxCandles;
    const from = range.from ?? 0;
    const to = range.to ?? Number.MAX_SAFE_INTEGER;
    const byTime = new Map<number, Candle>();
    for (const row of await store.newestInRange(state.symbol, period, from, to, limit)) byTime.set(row.time, row);
    // What is not written yet wins over what is: the closed candles waiting for the flush, then the live one.
    const inRange = (c: LiveCandle) => c.time >= from && c.time <= to;
    for (const { period: cp, candle } of state.closed) if (cp === p && inRange(candle)) byTime.set(candle.time, state.candleText(candle));
    const live = state.candles[p];
    if (live && inRange(live)) byTime.set(live.time, state.candleText(live));
    return [...byTime.values()]
      .sort((a, b) => b.time - a.time)
      .slice(0, limit)
      .reverse();
  }

  async function priceAt(symbol: string, ts: number): Promise<Decimal | null> {
    const state = stateOf(symbol);
    if (!state) return null;
    const units = state.ring.valueAt(ts);
    if (units !== null) return new Decimal(formatUnits(units, state.decimals));
    // Before the ring: minute resolution from the stored candles.
    const minute = await store.minuteAtOrBefore(state.symbol, Math.floor(ts / 1000));
    if (minute) return new Decimal(ts >= (minute.time + 60) * 1000 ? minute.close : minute.open);
    const oldest = state.ring.valueAt(state.ring.oldest());
    return oldest === null ? null : new Decimal(formatUnits(oldest, state.decimals));
  }

  function tickers(filter: { category?: number; symbols?: readonly string[] } = {}): Ticker[] {
    refreshOpen(clock());
    const list: Ticker[] = [];
    if (filter.symbols) {
      for (const symbol of filter.symbols) {
        const state = bySymbol.get(symbol);
        if (state) list.push(state.buildTicker());
      }
      return list;
    }
    for (const s of states) if (filter.category === undefined || s.row.category === filter.category) list.push(s.buildTicker());
    return list;
  }

  let tickTimer: NodeJS.Timeout | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let flushWaiting = false;
  /** The timer's tick: skipped while the lane is busy (a tick, a push or a flush still running). */
  const timerTick = () => {
    if (inLane > 0) return;
    step().catch((error: unknown) => console.error('market tick failed', error));
  };
  /** The timer's flush: waits its turn, unless one is waiting already. */
  const timerFlush = () => {
    if (flushWaiting) return;
    flushWaiting = true;
    serially(async () => {
      flushWaiting = false;
      await flushCandles(db, store, states);
    }).catch((error: unknown) => console.error('candle flush failed', error));
  };

  return {
    price: (symbol) => stateOf(symbol)?.priceAsDecimal() ?? null,
    priceAt,
    isOpen: (symbol, ts) => {
      const state = stateOf(symbol);
      return state ? isMarketOpen(state.hours, ts ?? clock()) : false;
    },
    onTicks,
    push,
    mirror,
    step,
    flush,
    now: clock,
    start: () => {
      if (tickTimer) return;
      tickTimer = setInterval(timerTick, tickMs);
      flushTimer = setInterval(timerFlush, FLUSH_EVERY_MS);
    },
    stop: async () => {
      if (tickTimer) clearInterval(tickTimer);
      if (flushTimer) clearInterval(flushTimer);
      tickTimer = null;
      flushTimer = null;
      await flush();
    },
    has: (symbol) => bySymbol.has(symbol.toUpperCase()),
    row: (symbol) => stateOf(symbol)?.row,
    tickers,
    candles,
    depth: (symbol) => stateOf(symbol)?.depth(clock()) ?? null,
    trades: (symbol) => stateOf(symbol)?.trades() ?? [],
  };
}

/** The spec of a symbol as the market and trade calls serve it (is_open by the feed's clock). */
export function specFor(feed: MarketFeed, symbol: string) {
  const row = feed.row(symbol);
  return row ? symbolSpecOf(row, feed.now()) : null;
}
