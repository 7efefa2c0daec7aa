// The candles a period opens with, shared by the symbol page's query (api.ts) and its start-up call
// (routes.ts, in the first screen: this file stays tiny and imports nothing of the market area's chunk).
import type { Period } from '../../contract/market';

/** Candles asked for when a period opens (a build for the symbol-page benchmark asks for 10,000: VITE_CHART_CANDLES). */
export const CANDLE_COUNT = Number(import.meta.env.VITE_CHART_CANDLES) || 300;

/** The period the symbol page's chart opens at, and its length in seconds (PERIOD_SECONDS['15m']). */
export const FIRST_PERIOD: Period = '15m';
export const FIRST_PERIOD_SECONDS = 900;

/** The request for the last CANDLE_COUNT candles of a period (`seconds` long: PERIOD_SECONDS) up to now. */
export function candleWindow(symbol: string, period: Period, seconds: number) {
  const to = Math.floor(Date.now() / 1000);
  return { symbol, period, from: to - CANDLE_COUNT * seconds, to };
}
