// Candles: the periods (1m 5m 15m 30m 1h 1d, 1w from Monday 00:00 UTC, 1M by calendar month, UTC), the
// bucket a time falls in, the live candle in integer units and its text form, and the aggregation of
// the back-history's steps into candles of every period. Reading and writing stored candles is
// candleStore.ts.
import type { Candle, Period } from '../../../src/contract/market';
import { PERIODS } from '../../../src/contract/market';
import { PERIOD_SECONDS } from '../../../src/shared/config/periods';
import { formatUnits } from './units';
import type { Step } from './walk';

export const HOUR_INDEX = PERIODS.indexOf('1h');
export const MINUTE_INDEX = PERIODS.indexOf('1m');
/** Synthesized candles kept per period and symbol, unless the market options say otherwise. */
export const HISTORY_KEPT = 500;
const FIXED_SECONDS: Partial<Record<Period, number>> = { '1m': 60, '5m': 300, '15m': 900, '30m': 1800, '1h': 3600, '1d': 86_400 };

/** A candle as the engine keeps it: prices in units, volume in quantity units; `dirty` = not written since it changed. */
export interface LiveCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  dirty: boolean;
}

/** Open time (unix seconds) of the candle of `period` that contains `tsSec`. */
export function periodStart(period: Period, tsSec: number): number {
  const fixed = FIXED_SECONDS[period];
  if (fixed) return Math.floor(tsSec / fixed) * fixed;
  const day = Math.floor(tsSec / 86_400);
  if (period === '1w') return (day - ((day + 3) % 7)) * 86_400; // 1970-01-01 was a Thursday
  const date = new Date(tsSec * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
}

/** The open time of the candle of every period (in PERIODS order) that contains `tsSec`. */
export function bucketsAt(tsSec: number): number[] {
  return PERIODS.map((p) => periodStart(p, tsSec));
}

/** A live candle as decimal text: prices at `decimals`, volume at `qtyDecimals`. */
export function candleText(c: LiveCandle, decimals: number, qtyDecimals: number): Candle {
  return {
    time: c.time,
    open: formatUnits(c.open, decimals),
    high: formatUnits(c.high, decimals),
    low: formatUnits(c.low, decimals),
    close: formatUnits(c.close, decimals),
    volume: formatUnits(c.volume, qtyDecimals),
  };
}

/**
 * Aggregates back-history steps (float prices; `scale` = 10^decimals) into candles of every period they
 * are fine enough for, in PERIODS order; keeps the newest `kept` of each.
 */
export function aggregate(steps: readonly Step[], scale: number, kept = HISTORY_KEPT): LiveCandle[][] {
  const out: LiveCandle[][] = PERIODS.map(() => []);
  const toUnitsFloat = (x: number) => Math.max(1, Math.round(x * scale));
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
  return out.map((list) => list.slice(-kept));
}
