// One symbol in the engine: its price in units (and the walk's float price behind it), the live candle
// of every period with the closed ones not written yet, the 24 h statistics, its price ring, trade tape
// and book, and the ticker line built from them (cached until something changes).
//
// 24 h statistics (open, high, low, volume) come from the last 23 closed one-hour candles plus the live
// one (a window of 23–24 h). `change` is the percentage against that open, rounded to 2 places.
import Decimal from 'decimal.js';
import type { Candle, Depth, Ticker, Trade } from '../../../src/contract/market';
import { PERIODS } from '../../../src/contract/market';
import { drawBook, spreadOf, TradeTape } from './book';
import { HOUR_INDEX, type LiveCandle, candleText } from './candles';
import { isSyntheticRow, type MarketHours, type SymbolRow } from './catalogue';
import { PriceRing, ringCapacity } from './ring';
import { formatUnits, percentChange, toUnits, UnitsText } from './units';
import { drawTrades, type Rng, rngFor, tickSigma, walkStep } from './walk';

export class SymbolState {
  readonly symbol: string;
  readonly hours: MarketHours;
  readonly decimals: number;
  /** 10^decimals: units per 1 of price. */
  readonly scale: number;
  readonly qtyDecimals: number;
  /** Quantity units of one lot (quantities count 1/100 of the lot size's smallest digit). */
  readonly lotUnit: number;
  readonly sigma: number;
  readonly spread: number;
  readonly synthetic: boolean;
  private readonly walk: Rng;
  /** Trades and book sizes draw from this one stream, in the order they happen. */
  private readonly aux: Rng;
  /** The walk's float price; `units` is it rounded to the price step. */
  latent: number;
  units: number;
  priceText: string;
  private priceDecimal: Decimal | null = null;
  /** Time (ms) of the last applied tick. */
  lastTs = 0;
  readonly candles: Array<LiveCandle | null> = PERIODS.map(() => null);
  /** Candles that ended and are not written yet. */
  closed: Array<{ period: number; candle: LiveCandle }> = [];
  /** Closed one-hour candles of the last 23 hours, oldest first, for the 24 h statistics. */
  hours24: LiveCandle[] = [];
  private base24 = { high: 0, low: Number.POSITIVE_INFINITY, volume: 0 };
  private ticker: Ticker | null = null;
  tickerStale = true;
  private readonly text24: { open: UnitsText; high: UnitsText; low: UnitsText; volume: UnitsText };
  isOpen = true;
  readonly ring: PriceRing;
  private readonly tape: TradeTape;
  lastDepthAt = 0;
  changedSinceDepth = true;

  constructor(
    readonly row: SymbolRow,
    seed: number,
    tickMs: number,
  ) {
    this.symbol = row.symbol;
    this.hours = row.hours;
    this.decimals = row.decimals;
    this.scale = 10 ** row.decimals;
    const lotDecimals = row.lot_size.split('.')[1]?.length ?? 0;
    this.qtyDecimals = lotDecimals + 2;
    this.lotUnit = new Decimal(row.lot_size).times(10 ** lotDecimals).toNumber();
    this.sigma = tickSigma(row.volatility, tickMs);
    this.spread = spreadOf(row.category);
    this.synthetic = isSyntheticRow(row);
    this.walk = rngFor(row.symbol, seed);
    this.aux = rngFor(row.symbol, seed, 'book');
    this.units = toUnits(row.initial_price, row.decimals);
    this.latent = this.units / this.scale;
    this.priceText = formatUnits(this.units, this.decimals);
    this.ring = new PriceRing(ringCapacity(tickMs, this.synthetic));
    this.tape = new TradeTape(this.decimals, this.qtyDecimals);
    const price = () => new UnitsText(this.decimals);
    this.text24 = { open: price(), high: price(), low: price(), volume: new UnitsText(this.qtyDecimals) };
  }

  priceAsDecimal(): Decimal {
    this.priceDecimal ??= new Decimal(this.priceText);
    return this.priceDecimal;
  }

  /** Resumes from a stored price (on start): no tick, nothing recorded in the ring. */
  resume(units: number, lastTs: number): void {
    this.units = units;
    this.priceText = formatUnits(units, this.decimals);
    this.latent = units / this.scale;
    this.lastTs = lastTs;
  }

  private setUnits(units: number, ts: number): boolean {
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

  /** One step of the random walk at `ts`, with 0–3 trades (kept in `tickTrades` for the tick stream). */
  advance(ts: number, buckets: number[]): boolean {
    this.latent = walkStep(this.latent, this.sigma, this.walk);
    const units = Math.max(1, Math.round(this.latent * this.scale));
    this.tickTrades = [];
    const volume = drawTrades(this.aux, this.lotUnit, (qty, buy) => {
      this.tape.record(ts, units, qty, buy);
      this.tickTrades.push(qty, buy ? 1 : 0);
    });
    return this.apply(ts, units, volume, buckets);
  }

  /** The trades of the last tick, as quantity and side (1 buy, 0 sell) after one another. */
  tickTrades: number[] = [];

  /** Another instance's tick (the leader's, from the tick stream): its price and trades, applied as they were made there. */
  mirror(ts: number, units: number, trades: readonly number[], buckets: number[]): boolean {
    let volume = 0;
    for (let i = 0; i + 1 < trades.length; i += 2) {
      this.tape.record(ts, units, trades[i], trades[i + 1] === 1);
      volume += trades[i];
    }
    this.latent = units / this.scale;
    this.tickTrades = [...trades];
    return this.apply(ts, units, volume, buckets);
  }

  /** Trades newer than `sinceTs` (ms), newest first. */
  trades(sinceTs?: number): Trade[] {
    return this.tape.since(sinceTs);
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

  /** The quotation line, rebuilt only when something in it changed. */
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

  candleText(c: LiveCandle): Candle {
    return candleText(c, this.decimals, this.qtyDecimals);
  }

  /** A fresh book around the price (draws its sizes from the trades' stream). */
  depth(ts: number): Depth {
    return drawBook(this, this.aux, ts);
  }
}
