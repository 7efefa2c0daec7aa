// Price engine: a seeded random walk per symbol, candles for every period (kept live in memory and
// written to SQLite in batches), 24 h statistics, an order book and trades, and the socket events.
//
// Prices are held as integer counts of the symbol's smallest price step ("units"), so every price
// string is exact: the random draw is a float, the served and stored values are formatted from integers
// (decimal.js only parses prices that come from outside). Quantities likewise count 1/100 of a lot's
// smallest digit (`qtyDecimals` = the lot size's decimals + 2).
//
// Rules of the simulation:
// - Each tick (every `tickMs`, default 250 ms) every symbol whose market is open moves by a lognormal
//   step whose size is the symbol's `volatility` per 250 ms (scaled by √(tickMs/250)); a closed market
//   does not move and makes no trades. Each tick makes 0–3 trades at the new price.
// - 24 h statistics (open, high, low, volume) come from the last 23 closed one-hour candles plus the
//   live one (a window of 23–24 h). `change` is the percentage against that open, rounded to 2 places.
// - Time never goes backwards: a tick (or a push) dated before a symbol's last tick counts at that
//   last tick's time. The feed's clock is the wall clock, or the latest tick's time when that is later.
// - Candles for 1m 5m 15m 30m 1h 1d 1w (Monday 00:00 UTC) 1M (calendar month, UTC) are written once a
//   second in one transaction; on start each symbol resumes from its newest stored candle. A database
//   without history gets a synthesized back-history from the same seeded walk (1-minute steps for the last
//   100 hours, hourly steps for 200 days, daily steps for 5 years), so every chart has something to show.
//   Synthetic benchmark symbols (SYN0001USDT…) start without back-history.
// - priceAt(symbol, ts) answers from a ring of price changes holding at least the last 10 minutes for
//   real symbols (synthetic ones keep their last 2,048 changes); earlier instants fall back to the
//   stored one-minute candles.
import Decimal from 'decimal.js';
import type { Server } from 'socket.io';
import type { Candle, Depth, DepthEvent, KlineEvent, Period, Ticker, TickerUpdate, Trade } from '../../../src/contract/market';
import { PERIODS } from '../../../src/contract/market';
import type { Db } from '../../core/db';
import type { MarketOptions } from '../../core/options';
import { allSymbols, isMarketOpen, isSyntheticRow, type MarketHours, type SymbolRow, seedCatalogue, symbolSpecOf } from './catalogue';
import type { PriceFeed, Tick } from './feed';

/** The PriceFeed plus what the market calls serve (all from memory unless noted). */
export interface MarketFeed extends PriceFeed {
  /** Whether the symbol exists. */
  has(symbol: string): boolean;
  /** The catalogue row of a symbol. */
  row(symbol: string): SymbolRow | undefined;
  /** The quotation list (optionally one category, or the given symbols in their order). */
  tickers(filter?: { category?: number; symbols?: readonly string[] }): Ticker[];
  /** Candles of one period, oldest first: stored history (SQLite) merged with what is not written yet. */
  candles(symbol: string, period: Period, range?: { from?: number; to?: number }): Candle[];
  depth(symbol: string): Depth | null;
  /** Recent trades, newest first. */
  trades(symbol: string): Trade[];
  /** One tick of every open market at `ts` (ms; the clock by default): what the timer does. */
  step(ts?: number): void;
  /** Writes pending candles now (also done once a second while started, and on stop). */
  flush(): void;
  /** The feed's clock (ms): the wall clock, or the latest applied tick's time when later. */
  now(): number;
}

const REF_TICK_MS = 250;
const FLUSH_EVERY_MS = 1000;
const DEPTH_EVERY_MS = 250;
const BOOK_LEVELS = 15;
const TRADES_KEPT = 60;
const DEFAULT_CANDLES = 300;
const MAX_CANDLES = 2000;
const RING_MIN = 4096;
const RING_MAX = 65_536;
const RING_SYNTHETIC = 2048;
const HISTORY_KEPT = 500;
/** Relative spread by category; book levels are half a spread apart. */
const SPREAD: Record<number, number> = { 0: 0.00002, 6: 0.0002, 3: 0.0001, 2: 0.0001, 9: 0.0001 };
const HOUR_INDEX = PERIODS.indexOf('1h');
const MINUTE_INDEX = PERIODS.indexOf('1m');
const FIXED_SECONDS: Partial<Record<Period, number>> = { '1m': 60, '5m': 300, '15m': 900, '30m': 1800, '1h': 3600, '1d': 86_400 };
const PERIOD_SECONDS: Record<Period, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '1d': 86_400,
  '1w': 604_800,
  '1M': 2_678_400,
};

// ---------- time buckets ----------

/** Open time (unix seconds) of the candle of `period` that contains `tsSec`. */
export function periodStart(period: Period, tsSec: number): number {
  const fixed = FIXED_SECONDS[period];
  if (fixed) return Math.floor(tsSec / fixed) * fixed;
  const day = Math.floor(tsSec / 86_400);
  if (period === '1w') return (day - ((day + 3) % 7)) * 86_400; // 1970-01-01 was a Thursday
  const date = new Date(tsSec * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
}

function bucketsAt(tsSec: number): number[] {
  return PERIODS.map((p) => periodStart(p, tsSec));
}

// ---------- numbers ----------

/** An integer count of 10^-decimals as exact decimal text. */
export function formatUnits(units: number, decimals: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units));
  let text = digits;
  if (decimals > 0) {
    const padded = digits.padStart(decimals + 1, '0');
    text = `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
  }
  return negative ? `-${text}` : text;
}

function toUnits(value: string, decimals: number): number {
  return new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).times(new Decimal(10).pow(decimals)).toNumber();
}

/** (a - b) / b in percent, rounded half away from zero to 2 places, from integers only. */
function percentChange(now: number, base: number): string {
  if (base <= 0) return '0.00';
  const num = (now - base) * 10_000;
  const magnitude = Math.abs(num);
  let q = Math.floor(magnitude / base);
  let rest = magnitude - q * base;
  if (rest < 0) {
    q -= 1;
    rest += base;
  }
  if (rest * 2 >= base) q += 1;
  const text = formatUnits(q, 2);
  return num < 0 && q > 0 ? `-${text}` : text;
}

// ---------- randomness ----------

function hashString(text: string, seed: number): number {
  let h = (2_166_136_261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0;
  return h;
}

/** mulberry32 with a cached Box–Muller spare for normal draws. */
class Rng {
  private state: number;
  private spare: number | null = null;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  normal(): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return value;
    }
    const u = 1 - this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }
}

// ---------- per-symbol state ----------

/** Remembers the text of the last integer it formatted (24 h open, high and low rarely change). */
class UnitsText {
  private units = Number.NaN;
  private text = '';
  constructor(private readonly decimals: number) {}
  of(units: number): string {
    if (units !== this.units) {
      this.units = units;
      this.text = formatUnits(units, this.decimals);
    }
    return this.text;
  }
}

interface LiveCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  dirty: boolean;
}

interface CandleText {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Price changes in time order (ms, units), oldest overwritten first. */
class PriceRing {
  private readonly times: Float64Array;
  private readonly values: Float64Array;
  private head = 0;
  size = 0;
  constructor(private readonly capacity: number) {
    this.times = new Float64Array(capacity);
    this.values = new Float64Array(capacity);
  }
  push(ts: number, units: number): void {
    const index = (this.head + this.size) % this.capacity;
    this.times[index] = ts;
    this.values[index] = units;
    if (this.size < this.capacity) this.size += 1;
    else this.head = (this.head + 1) % this.capacity;
  }
  private at(i: number): number {
    return (this.head + i) % this.capacity;
  }
  oldest(): number {
    return this.size ? this.times[this.head] : Number.POSITIVE_INFINITY;
  }
  /** Units in force at `ts` (the last change at or before it), or null if `ts` is before the ring. */
  valueAt(ts: number): number | null {
    if (!this.size || ts < this.times[this.head]) return null;
    let lo = 0;
    let hi = this.size - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.times[this.at(mid)] <= ts) lo = mid;
      else hi = mid - 1;
    }
    return this.values[this.at(lo)];
  }
}

class SymbolState {
  readonly symbol: string;
  readonly hours: MarketHours;
  readonly decimals: number;
  readonly scale: number;
  readonly qtyDecimals: number;
  /** Quantity units in 1/100 lot. */
  readonly lotUnit: number;
  readonly sigma: number;
  readonly spread: number;
  readonly synthetic: boolean;
  readonly walk: Rng;
  readonly aux: Rng;
  latent: number;
  units: number;
  priceText: string;
  private priceDecimal: Decimal | null = null;
  /** Time (ms) of the last applied tick. */
  lastTs: number;
  readonly candles: Array<LiveCandle | null> = PERIODS.map(() => null);
  /** Candles that ended and are not written yet. */
  closed: Array<{ period: number; candle: LiveCandle }> = [];
  /** Closed one-hour candles of the last 23 hours, oldest first, for the 24 h statistics. */
  hours24: LiveCandle[] = [];
  private base24 = { high: 0, low: Number.POSITIVE_INFINITY, volume: 0 };
  ticker: Ticker | null = null;
  tickerStale = true;
  private readonly text24: { open: UnitsText; high: UnitsText; low: UnitsText; volume: UnitsText };
  isOpen = true;
  readonly ring: PriceRing;
  // recent trades: a ring of (ts, units, qty, side)
  private readonly tradeTs = new Float64Array(TRADES_KEPT);
  private readonly tradeUnits = new Float64Array(TRADES_KEPT);
  private readonly tradeQty = new Float64Array(TRADES_KEPT);
  private readonly tradeBuy = new Uint8Array(TRADES_KEPT);
  private tradeHead = 0;
  private tradeCount = 0;
  lastDepthAt = 0;
  changedSinceDepth = true;

  constructor(
    readonly row: SymbolRow,
    seed: number,
    tickMs: number,
    ringCapacity: number,
  ) {
    this.symbol = row.symbol;
    this.hours = row.hours;
    this.decimals = row.decimals;
    this.scale = 10 ** row.decimals;
    const lotDecimals = row.lot_size.split('.')[1]?.length ?? 0;
    this.qtyDecimals = lotDecimals + 2;
    this.lotUnit = new Decimal(row.lot_size).times(10 ** lotDecimals).toNumber();
    this.sigma = Number(row.volatility) * Math.sqrt(tickMs / REF_TICK_MS);
    this.spread = SPREAD[row.category] ?? 0.0001;
    this.synthetic = isSyntheticRow(row);
    this.walk = new Rng(hashString(row.symbol, seed));
    this.aux = new Rng(hashString(`${row.symbol}:book`, seed));
    this.units = toUnits(row.initial_price, row.decimals);
    this.latent = this.units / this.scale;
    this.priceText = formatUnits(this.units, this.decimals);
    this.lastTs = 0;
    this.ring = new PriceRing(ringCapacity);
    const price = () => new UnitsText(this.decimals);
    this.text24 = { open: price(), high: price(), low: price(), volume: new UnitsText(this.qtyDecimals) };
  }

  priceAsDecimal(): Decimal {
    this.priceDecimal ??= new Decimal(this.priceText);
    return this.priceDecimal;
  }

  setUnits(units: number, ts: number): boolean {
    if (units === this.units) return false;
    this.units = units;
    this.priceText = formatUnits(units, this.decimals);
    this.priceDecimal = null;
    this.ring.push(ts, units);
    this.tickerStale = true;
    this.changedSinceDepth = true;
    return true;
  }

  /** Applies a tick: price (units), traded quantity, candles of every period. Returns whether the price changed. */
  apply(ts: number, units: number, volume: number, buckets: number[]): boolean {
    for (let p = 0; p < buckets.length; p += 1) {
      const time = buckets[p];
      let c = this.candles[p];
      if (!c || c.time !== time) {
        if (c) {
          this.closed.push({ period: p, candle: c });
          if (p === HOUR_INDEX) this.rollHour(c, time);
        }
        c = { time, open: units, high: units, low: units, close: units, volume: 0, dirty: true };
        this.candles[p] = c;
      } else {
        if (units > c.high) c.high = units;
        if (units < c.low) c.low = units;
        c.close = units;
        c.dirty = true;
      }
      c.volume += volume;
    }
    this.lastTs = ts;
    if (volume > 0) {
      this.tickerStale = true;
      this.changedSinceDepth = true;
    }
    return this.setUnits(units, ts);
  }

  /** One step of the random walk at `ts`, with 0–3 trades. */
  advance(ts: number, buckets: number[]): boolean {
    this.latent *= Math.exp(this.sigma * this.walk.normal());
    const units = Math.max(1, Math.round(this.latent * this.scale));
    const trades = Math.floor(this.aux.next() * 4);
    let volume = 0;
    for (let i = 0; i < trades; i += 1) {
      const r = this.aux.next();
      const qty = this.lotUnit * (1 + Math.floor(r * r * 500));
      this.recordTrade(ts, units, qty, this.aux.next() < 0.5);
      volume += qty;
    }
    return this.apply(ts, units, volume, buckets);
  }

  private recordTrade(ts: number, units: number, qty: number, buy: boolean): void {
    const index = (this.tradeHead + this.tradeCount) % TRADES_KEPT;
    this.tradeTs[index] = ts;
    this.tradeUnits[index] = units;
    this.tradeQty[index] = qty;
    this.tradeBuy[index] = buy ? 1 : 0;
    if (this.tradeCount < TRADES_KEPT) this.tradeCount += 1;
    else this.tradeHead = (this.tradeHead + 1) % TRADES_KEPT;
  }

  /** Trades newer than `sinceTs` (ms), newest first. */
  trades(sinceTs = Number.NEGATIVE_INFINITY): Trade[] {
    const list: Trade[] = [];
    for (let i = this.tradeCount - 1; i >= 0; i -= 1) {
      const index = (this.tradeHead + i) % TRADES_KEPT;
      const ts = this.tradeTs[index];
      if (ts <= sinceTs) break;
      list.push({
        price: formatUnits(this.tradeUnits[index], this.decimals),
        qty: formatUnits(this.tradeQty[index], this.qtyDecimals),
        side: this.tradeBuy[index] ? 'buy' : 'sell',
        ts,
      });
    }
    return list;
  }

  /** Moves a closed hour into the 24 h window and recomputes the window's base figures. */
  rollHour(closedHour: LiveCandle | null, currentHour: number): void {
    if (closedHour) this.hours24.push(closedHour);
    const oldest = currentHour - 23 * 3600;
    while (this.hours24.length && this.hours24[0].time < oldest) this.hours24.shift();
    const base = { high: 0, low: Number.POSITIVE_INFINITY, volume: 0 };
    for (const c of this.hours24) {
      if (c.high > base.high) base.high = c.high;
      if (c.low < base.low) base.low = c.low;
      base.volume += c.volume;
    }
    this.base24 = base;
    this.tickerStale = true;
  }

  buildTicker(): Ticker {
    if (this.ticker && !this.tickerStale) return this.ticker;
    const hour = this.candles[HOUR_INDEX];
    const live = hour ?? { open: this.units, high: this.units, low: this.units, volume: 0 };
    const open = this.hours24.length ? this.hours24[0].open : live.open;
    const high = Math.max(this.base24.high, live.high, this.units);
    const low = Math.min(this.base24.low, live.low, this.units);
    this.ticker = {
      symbol: this.symbol,
      name: this.row.name,
      category: this.row.category,
      price: this.priceText,
      change: percentChange(this.units, open),
      open: this.text24.open.of(open),
      high: this.text24.high.of(high),
      low: this.text24.low.of(low),
      volume: this.text24.volume.of(this.base24.volume + live.volume),
      decimals: this.decimals,
      is_open: this.isOpen,
      ts: this.lastTs,
    };
    this.tickerStale = false;
    return this.ticker;
  }

  candleText(c: LiveCandle): CandleText {
    return {
      time: c.time,
      open: formatUnits(c.open, this.decimals),
      high: formatUnits(c.high, this.decimals),
      low: formatUnits(c.low, this.decimals),
      close: formatUnits(c.close, this.decimals),
      volume: formatUnits(c.volume, this.qtyDecimals),
    };
  }

  /** A book of BOOK_LEVELS levels a side around the price: best bid < price < best ask. */
  depth(ts: number): Depth {
    const half = Math.max(1, Math.ceil((this.units * this.spread) / 2));
    const step = Math.max(1, Math.round(this.units * this.spread * 0.5));
    const bids: Array<[string, string]> = [];
    const asks: Array<[string, string]> = [];
    for (let i = 0; i < BOOK_LEVELS; i += 1) {
      const size = () => {
        const r = this.aux.next();
        return formatUnits(this.lotUnit * (1 + Math.floor(r * r * 800 * (1 + i / 5))), this.qtyDecimals);
      };
      const bid = this.units - half - i * step;
      if (bid > 0) bids.push([formatUnits(bid, this.decimals), size()]);
      asks.push([formatUnits(this.units + half + i * step, this.decimals), size()]);
    }
    return { symbol: this.symbol, bids, asks, ts };
  }
}

// ---------- back-history ----------

interface Step {
  t0: number;
  open: number;
  close: number;
  high: number;
  low: number;
  volume: number;
  /** Step length in seconds. */
  length: number;
}

/** Whether a market is open at some point of [t0, t0 + length) (sampled; good enough for steps ≤ 1 day). */
function openDuring(hours: MarketHours, t0: number, length: number): boolean {
  for (const f of [0, 0.25, 0.5, 0.6, 0.75]) if (isMarketOpen(hours, (t0 + f * length) * 1000)) return true;
  return false;
}

/**
 * Walks back from the current price: 1-minute steps for the last 100 hours, hourly steps for 200 days,
 * daily steps for 5 years; closed-market steps neither move nor trade. Returns the steps oldest first.
 */
function backSteps(state: SymbolState, nowSec: number, seed: number): Step[] {
  const rng = new Rng(hashString(`${state.symbol}:history`, seed));
  const steps: Step[] = [];
  let close = state.latent;
  const minuteNow = Math.floor(nowSec / 60) * 60;
  const startA = Math.floor(minuteNow / 3600) * 3600 - 99 * 3600;
  const startB = Math.floor(startA / 86_400) * 86_400 - 200 * 86_400;
  const startC = startB - 5 * 365 * 86_400;
  const ticksPer = (seconds: number) => (seconds * 1000) / REF_TICK_MS;
  const add = (t0: number, length: number) => {
    if (!openDuring(state.hours, t0, length)) return;
    const sigma = Number(state.row.volatility) * Math.sqrt(ticksPer(length));
    const open = close * Math.exp(-sigma * rng.normal());
    const high = Math.max(open, close) * Math.exp(Math.abs(rng.normal()) * sigma * 0.5);
    const low = Math.min(open, close) * Math.exp(-Math.abs(rng.normal()) * sigma * 0.5);
    const volume = Math.round(250 * state.lotUnit * ticksPer(length) * (0.5 + rng.next()));
    steps.push({ t0, open, close, high, low, volume, length });
    close = open;
  };
  for (let t = minuteNow; t >= startA; t -= 60) add(t, 60);
  for (let t = startA - 3600; t >= startB; t -= 3600) add(t, 3600);
  for (let t = startB - 86_400; t >= startC; t -= 86_400) add(t, 86_400);
  return steps.reverse();
}

/** Aggregates the steps into candles of every period they are fine enough for; keeps the newest HISTORY_KEPT. */
function aggregate(state: SymbolState, steps: Step[]): LiveCandle[][] {
  const out: LiveCandle[][] = PERIODS.map(() => []);
  const toUnitsFloat = (x: number) => Math.max(1, Math.round(x * state.scale));
  let monthStart = Number.NEGATIVE_INFINITY;
  let monthEnd = Number.NEGATIVE_INFINITY;
  for (const s of steps) {
    const o = toUnitsFloat(s.open);
    const c = toUnitsFloat(s.close);
    const h = Math.max(o, c, toUnitsFloat(s.high));
    const l = Math.min(o, c, toUnitsFloat(s.low));
    if (s.t0 >= monthEnd) {
      monthStart = periodStart('1M', s.t0);
      const d = new Date(monthStart * 1000);
      monthEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
    }
    for (let p = 0; p < PERIODS.length; p += 1) {
      const period = PERIODS[p];
      if (s.length > PERIOD_SECONDS[period]) continue;
      const time = period === '1M' ? monthStart : periodStart(period, s.t0);
      const list = out[p];
      const last = list[list.length - 1];
      if (last && last.time === time) {
        if (h > last.high) last.high = h;
        if (l < last.low) last.low = l;
        last.close = c;
        last.volume += s.volume;
      } else {
        list.push({ time, open: o, high: h, low: l, close: c, volume: s.volume, dirty: false });
      }
    }
  }
  return out.map((list) => list.slice(-HISTORY_KEPT));
}

// ---------- the feed ----------

interface CandleRow {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export function createPriceFeed(db: Db, io: Server | null, options: MarketOptions = {}): MarketFeed {
  const tickMs = Math.max(1, options.tickMs ?? REF_TICK_MS);
  const seed = options.seed ?? 42;
  seedCatalogue(db, options.extraSymbols ?? 0);

  const ringCapacity = Math.min(RING_MAX, Math.max(RING_MIN, Math.ceil((600_000 / tickMs) * 1.25)));
  const states: SymbolState[] = [];
  const bySymbol = new Map<string, SymbolState>();
  for (const row of allSymbols(db)) {
    const state = new SymbolState(row, seed, tickMs, isSyntheticRow(row) ? RING_SYNTHETIC : ringCapacity);
    states.push(state);
    bySymbol.set(row.symbol, state);
  }

  const upsert = db.$client.prepare(
    'INSERT OR REPLACE INTO candles (symbol, period, time, open, high, low, close, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const writeCandle = (s: SymbolState, p: number, c: LiveCandle) => {
    const t = s.candleText(c);
    upsert.run(s.symbol, PERIODS[p], t.time, t.open, t.high, t.low, t.close, t.volume);
    c.dirty = false;
  };
  const newestStmt = db.$client.prepare(
    'SELECT time, open, high, low, close, volume FROM candles WHERE symbol = ? AND period = ? ORDER BY time DESC LIMIT 1',
  );
  const hoursStmt = db.$client.prepare(
    "SELECT time, open, high, low, close, volume FROM candles WHERE symbol = ? AND period = '1h' AND time >= ? AND time < ? ORDER BY time",
  );
  const rangeStmt = db.$client.prepare(
    'SELECT time, open, high, low, close, volume FROM candles WHERE symbol = ? AND period = ? AND time >= ? AND time <= ? ORDER BY time DESC LIMIT ?',
  );
  const minuteBefore = db.$client.prepare(
    "SELECT time, open, close FROM candles WHERE symbol = ? AND period = '1m' AND time <= ? ORDER BY time DESC LIMIT 1",
  );

  // ----- restore (or synthesize) history -----
  const startMs = Date.now();
  db.transaction(() => {
    for (const state of states) {
      const fromRow = (row: CandleRow): LiveCandle => ({
        time: row.time,
        open: toUnits(row.open, state.decimals),
        high: toUnits(row.high, state.decimals),
        low: toUnits(row.low, state.decimals),
        close: toUnits(row.close, state.decimals),
        volume: toUnits(row.volume, state.qtyDecimals),
        dirty: false,
      });
      const newest = newestStmt.get(state.symbol, '1m') as CandleRow | undefined;
      if (newest) {
        state.units = toUnits(newest.close, state.decimals);
        state.priceText = formatUnits(state.units, state.decimals);
        state.latent = state.units / state.scale;
        state.lastTs = Math.max(startMs, newest.time * 1000);
        const buckets = bucketsAt(Math.floor(state.lastTs / 1000));
        PERIODS.forEach((period, p) => {
          const row = (p === MINUTE_INDEX ? newest : newestStmt.get(state.symbol, period)) as CandleRow | undefined;
          if (row && row.time === buckets[p]) state.candles[p] = fromRow(row);
        });
        const hour = buckets[HOUR_INDEX];
        state.hours24 = (hoursStmt.all(state.symbol, hour - 23 * 3600, hour) as CandleRow[]).map(fromRow);
      } else {
        state.lastTs = startMs;
        if (!state.synthetic) {
          const nowSec = Math.floor(startMs / 1000);
          const history = aggregate(state, backSteps(state, nowSec, seed));
          const buckets = bucketsAt(nowSec);
          history.forEach((list, p) => {
            for (const c of list) writeCandle(state, p, c);
            const last = list[list.length - 1];
            if (last && last.time === buckets[p]) state.candles[p] = last;
          });
          const hour = buckets[HOUR_INDEX];
          state.hours24 = history[HOUR_INDEX].filter((c) => c.time >= hour - 23 * 3600 && c.time < hour);
        }
      }
      state.rollHour(null, periodStart('1h', Math.floor(state.lastTs / 1000)));
      state.ring.push(state.lastTs, state.units);
    }
  });

  // ----- clock and market hours -----
  let latestTs = states.reduce((max, s) => Math.max(max, s.lastTs), startMs);
  const clock = () => Math.max(Date.now(), latestTs);
  const openNow: Record<MarketHours, boolean | null> = { always: null, weekdays: null, us: null };
  /** Recomputes whether each kind of market is open; marks the tickers of kinds that flipped. Returns them. */
  function refreshOpen(ts: number): SymbolState[] {
    const flipped: MarketHours[] = [];
    for (const hours of ['always', 'weekdays', 'us'] as const) {
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

  // ----- socket events and listeners -----
  const listeners = new Set<(ticks: Tick[]) => void>();
  const rooms = () => io?.sockets.adapter.rooms;

  function publish(moved: SymbolState[], touched: SymbolState[], ts: number): void {
    const roomMap = rooms();
    if (io && roomMap?.has('ticker') && moved.length) {
      // Only the moving fields: the names and decimals are in the quotation snapshot the app already has.
      io.to('ticker').emit(
        'ticker',
        moved.map((s): TickerUpdate => {
          const { symbol, price, change, high, low, volume, is_open, ts } = s.buildTicker();
          return { symbol, price, change, high, low, volume, is_open, ts };
        }),
      );
    }
    if (moved.length && listeners.size) {
      const ticks: Tick[] = moved.map((s) => ({ symbol: s.symbol, price: s.priceText, ts: s.lastTs }));
      for (const listener of listeners) {
        try {
          listener(ticks);
        } catch (error) {
          console.error('price listener failed', error);
        }
      }
    }
    if (!io || !roomMap || !touched.length) return;
    let touchedSet: Set<SymbolState> | null | undefined;
    for (const room of roomMap.keys()) {
      if (room.startsWith('kline:')) {
        touchedSet ??= touched.length === states.length ? null : new Set(touched);
        const [, symbol, period] = room.split(':');
        const state = bySymbol.get(symbol);
        const p = PERIODS.indexOf(period as Period);
        const candle = p >= 0 ? state?.candles[p] : null;
        if (!state || !candle || (touchedSet && !touchedSet.has(state))) continue;
        const event: KlineEvent = { symbol, period: period as Period, candle: state.candleText(candle) };
        io.to(room).emit('kline', event);
      } else if (room.startsWith('depth:')) {
        const state = bySymbol.get(room.slice(6));
        if (!state?.changedSinceDepth || ts - state.lastDepthAt < DEPTH_EVERY_MS) continue;
        const event: DepthEvent = { ...state.depth(ts), trades: state.trades(state.lastDepthAt) };
        state.lastDepthAt = ts;
        state.changedSinceDepth = false;
        io.to(room).emit('depth', event);
      }
    }
  }

  // ----- ticking -----
  let bucketCache = { sec: Number.NaN, buckets: [] as number[] };
  const bucketsFor = (ts: number) => {
    const sec = Math.floor(ts / 1000);
    if (sec !== bucketCache.sec) bucketCache = { sec, buckets: bucketsAt(sec) };
    return bucketCache.buckets;
  };

  function step(at?: number): void {
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
    // Markets that opened or closed report it even when their price did not move.
    if (reopened.length) {
      const movedSet = new Set(moved);
      for (const s of reopened) if (!movedSet.has(s)) moved.push(s);
    }
    publish(moved, touched, ts);
  }

  function push(symbol: string, price: string, ts?: number): void {
    const state = bySymbol.get(symbol.toUpperCase());
    if (!state) throw new Error(`unknown symbol ${symbol}`);
    const units = toUnits(price, state.decimals);
    if (!(units > 0)) throw new Error(`bad price ${price}`);
    const when = Math.floor(Math.max(ts ?? clock(), state.lastTs));
    latestTs = Math.max(latestTs, when);
    refreshOpen(clock());
    state.latent = units / state.scale;
    state.apply(when, units, 0, bucketsFor(when));
    state.tickerStale = true;
    state.changedSinceDepth = true;
    publish([state], [state], when);
  }

  function flush(): void {
    if (!db.$client.open) return;
    db.transaction(() => {
      for (const s of states) {
        if (s.closed.length) {
          for (const { period, candle } of s.closed) writeCandle(s, period, candle);
          s.closed = [];
        }
        for (let p = 0; p < s.candles.length; p += 1) {
          const c = s.candles[p];
          if (c?.dirty) writeCandle(s, p, c);
        }
      }
    });
  }

  function candles(symbol: string, period: Period, range: { from?: number; to?: number } = {}): Candle[] {
    const state = bySymbol.get(symbol.toUpperCase());
    const p = PERIODS.indexOf(period);
    if (!state || p < 0) return [];
    const limit = range.from === undefined ? DEFAULT_CANDLES : MAX_CANDLES;
    const from = range.from ?? 0;
    const to = range.to ?? Number.MAX_SAFE_INTEGER;
    const byTime = new Map<number, Candle>();
    for (const row of rangeStmt.all(state.symbol, period, from, to, limit) as CandleRow[]) byTime.set(row.time, { ...row });
    const inRange = (c: LiveCandle) => c.time >= from && c.time <= to;
    for (const { period: cp, candle } of state.closed) if (cp === p && inRange(candle)) byTime.set(candle.time, state.candleText(candle));
    const live = state.candles[p];
    if (live && inRange(live)) byTime.set(live.time, state.candleText(live));
    return [...byTime.values()]
      .sort((a, b) => b.time - a.time)
      .slice(0, limit)
      .reverse();
  }

  function priceAt(symbol: string, ts: number): Decimal | null {
    const state = bySymbol.get(symbol.toUpperCase());
    if (!state) return null;
    const units = state.ring.valueAt(ts);
    if (units !== null) return new Decimal(formatUnits(units, state.decimals));
    // Before the ring: minute resolution from the stored candles.
    const row = minuteBefore.get(state.symbol, Math.floor(ts / 1000)) as { time: number; open: string; close: string } | undefined;
    if (row) return new Decimal(ts >= (row.time + 60) * 1000 ? row.close : row.open);
    const oldest = state.ring.valueAt(state.ring.oldest());
    return oldest === null ? null : new Decimal(formatUnits(oldest, state.decimals));
  }

  let tickTimer: NodeJS.Timeout | null = null;
  let flushTimer: NodeJS.Timeout | null = null;

  return {
    price: (symbol) => bySymbol.get(symbol.toUpperCase())?.priceAsDecimal() ?? null,
    priceAt,
    isOpen: (symbol, ts) => {
      const state = bySymbol.get(symbol.toUpperCase());
      return state ? isMarketOpen(state.hours, ts ?? clock()) : false;
    },
    onTicks: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    push,
    step,
    flush,
    now: clock,
    start: () => {
      if (tickTimer) return;
      tickTimer = setInterval(() => step(), tickMs);
      flushTimer = setInterval(flush, FLUSH_EVERY_MS);
    },
    stop: () => {
      if (tickTimer) clearInterval(tickTimer);
      if (flushTimer) clearInterval(flushTimer);
      tickTimer = null;
      flushTimer = null;
      flush();
    },
    has: (symbol) => bySymbol.has(symbol.toUpperCase()),
    row: (symbol) => bySymbol.get(symbol.toUpperCase())?.row,
    tickers: (filter = {}) => {
      refreshOpen(clock());
      if (filter.symbols) {
        const list: Ticker[] = [];
        for (const symbol of filter.symbols) {
          const state = bySymbol.get(symbol);
          if (state) list.push(state.buildTicker());
        }
        return list;
      }
      const list: Ticker[] = [];
      for (const s of states) if (filter.category === undefined || s.row.category === filter.category) list.push(s.buildTicker());
      return list;
    },
    candles,
    depth: (symbol) => bySymbol.get(symbol.toUpperCase())?.depth(clock()) ?? null,
    trades: (symbol) => bySymbol.get(symbol.toUpperCase())?.trades() ?? [],
  };
}

/** The spec of a symbol as the market and trade calls serve it (is_open by the feed's clock). */
export function specFor(feed: MarketFeed, symbol: string) {
  const row = feed.row(symbol);
  return row ? symbolSpecOf(row, feed.now()) : null;
}
