// The length of each candle period, used by the chart's history window and the server's candles.
import type { Period } from '../../contract/market';

/** Candle length of each period in seconds (a month counts as 31 days: the longest it lasts). */
export const PERIOD_SECONDS: Record<Period, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '1d': 86_400,
  '1w': 604_800,
  '1M': 2_678_400,
};
