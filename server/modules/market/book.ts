// The simulated order book and trade tape of one symbol. The book is drawn fresh around the price on
// each request (BOOK_LEVELS a side, half a spread apart, sizes from the symbol's book generator); the
// tape keeps the last TRADES_KEPT trades in typed arrays.
import type { Depth, Trade } from '../../../src/contract/market';
import { formatUnits } from './units';
import type { Rng } from './walk';

const BOOK_LEVELS = 15;
const TRADES_KEPT = 60;
/** Relative spread by category; book levels are half a spread apart. */
const SPREAD: Record<number, number> = { 0: 0.00002, 6: 0.0002, 3: 0.0001, 2: 0.0001, 9: 0.0001 };

export const spreadOf = (category: number): number => SPREAD[category] ?? 0.0001;

/** What a book is drawn from: the price in units and how quantities and prices are written. */
export interface BookBasis {
  symbol: string;
  units: number;
  decimals: number;
  qtyDecimals: number;
  /** Quantity units of one lot. */
  lotUnit: number;
  spread: number;
}

/** A book of BOOK_LEVELS levels a side around the price: best bid < price < best ask. */
export function drawBook(basis: BookBasis, rng: Rng, ts: number): Depth {
  const { units, spread, lotUnit, decimals, qtyDecimals } = basis;
  const half = Math.max(1, Math.ceil((units * spread) / 2));
  const step = Math.max(1, Math.round(units * spread * 0.5));
  const bids: Array<[string, string]> = [];
  const asks: Array<[string, string]> = [];
  for (let i = 0; i < BOOK_LEVELS; i += 1) {
    const size = () => {
      const r = rng.next();
      return formatUnits(lotUnit * (1 + Math.floor(r * r * 800 * (1 + i / 5))), qtyDecimals);
    };
    const bid = units - half - i * step;
    if (bid > 0) bids.push([formatUnits(bid, decimals), size()]);
    asks.push([formatUnits(units + half + i * step, decimals), size()]);
  }
  return { symbol: basis.symbol, bids, asks, ts };
}

/** The recent trades: a ring of (ts, units, qty, side), oldest overwritten first. */
export class TradeTape {
  private readonly ts = new Float64Array(TRADES_KEPT);
  private readonly units = new Float64Array(TRADES_KEPT);
  private readonly qty = new Float64Array(TRADES_KEPT);
  private readonly buy = new Uint8Array(TRADES_KEPT);
  private head = 0;
  private count = 0;

  constructor(
    private readonly decimals: number,
    private readonly qtyDecimals: number,
  ) {}

  record(ts: number, units: number, qty: number, buy: boolean): void {
    const index = (this.head + this.count) % TRADES_KEPT;
    this.ts[index] = ts;
    this.units[index] = units;
    this.qty[index] = qty;
    this.buy[index] = buy ? 1 : 0;
    if (this.count < TRADES_KEPT) this.count += 1;
    else this.head = (this.head + 1) % TRADES_KEPT;
  }

  /** Trades newer than `sinceTs` (ms), newest first. */
  since(sinceTs = Number.NEGATIVE_INFINITY): Trade[] {
    const list: Trade[] = [];
    for (let i = this.count - 1; i >= 0; i -= 1) {
      const index = (this.head + i) % TRADES_KEPT;
      const ts = this.ts[index];
      if (ts <= sinceTs) break;
      list.push({
        price: formatUnits(this.units[index], this.decimals),
        qty: formatUnits(this.qty[index], this.qtyDecimals),
        side: this.buy[index] ? 'buy' : 'sell',
        ts,
      });
    }
    return list;
  }
}
