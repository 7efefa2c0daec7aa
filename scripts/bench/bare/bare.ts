// The symbol-page benchmark's yardstick (scripts/bench/browser.mjs): nothing but the chart. It asks for
// the same candles as the symbol page (BTCUSDT, 15-minute, VITE_CHART_CANDLES of them) from the same
// server at once, and draws them with the same chart module, which sets the same painted mark.
import type { Candle } from '../../../src/contract/market';
import { createCandleChart } from '../../../src/features/market/candleChart';

const COUNT = Number(import.meta.env.VITE_CHART_CANDLES) || 300;
const PERIOD_SECONDS = 15 * 60;
const to = Math.floor(Date.now() / 1000);
const query = new URLSearchParams({
  symbol: 'BTCUSDT',
  period: '15m',
  from: String(to - COUNT * PERIOD_SECONDS),
  to: String(to),
  lang: 'en',
});
const reply = await fetch(`/api/currency/new_timeshar?${query}`);
const { message } = (await reply.json()) as { message: Candle[] };
const chart = createCandleChart(document.getElementById('chart') as HTMLElement, { decimals: 2, locale: 'en' });
chart.setCandles(message, '15m');
