// Candles and volume with lightweight-charts. This module is the only one that imports the library and
// has no React in it: the symbol page loads it with import() once it is on screen, so the chart's chunk
// holds the library and this file only.
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle, Period } from '../../contract/market';

const UP = '#28ba98';
const DOWN = '#f04a5a';
const INTRADAY: ReadonlySet<Period> = new Set(['1m', '5m', '15m', '30m', '1h']);

/**
 * lightweight-charts draws every time as UTC. Intraday candles are moved by the user's offset at that
 * instant (so DST is right) to read in local time; day, week and month candles keep their calendar date.
 */
export function chartTime(openTime: number, period: Period): UTCTimestamp {
  const shift = INTRADAY.has(period) ? -new Date(openTime * 1000).getTimezoneOffset() * 60 : 0;
  return (openTime + shift) as UTCTimestamp;
}

// Only for drawing: the chart takes numbers. Figures shown as text elsewhere stay decimal strings.
const bar = (c: Candle, period: Period) => ({
  time: chartTime(c.time, period),
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});
const volumeBar = (c: Candle, period: Period) => ({
  time: chartTime(c.time, period),
  value: Number(c.volume),
  color: Number(c.close) >= Number(c.open) ? 'rgba(40, 186, 152, 0.45)' : 'rgba(240, 74, 90, 0.45)',
});

/** The performance mark set once candles given to the chart are on screen (detail: how many). */
export const CHART_PAINTED = 'kestrel:chart-painted';

/**
 * Sets CHART_PAINTED once the frame with the new candles is painted: the library draws in its own
 * animation-frame callback, queued before this one, and the message arrives after that frame. The
 * symbol page benchmark (scripts/bench/browser.mjs) reads it; it costs one message per candle list.
 */
function markPainted(candles: number): void {
  if (typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => performance.mark(CHART_PAINTED, { detail: { candles } });
    channel.port2.postMessage(null);
  });
}

export interface CandleChart {
  /** Replaces every candle (a period's history, oldest first). A new period starts at the newest candle. */
  setCandles(candles: readonly Candle[], period: Period): void;
  /** The candle being formed: updates the newest one or adds a newer one; older ones are ignored. */
  update(candle: Candle, period: Period): void;
  setDecimals(decimals: number): void;
  setLocale(locale: string): void;
  destroy(): void;
}

export function createCandleChart(el: HTMLElement, options: { decimals: number; locale: string }): CandleChart {
  const chart: IChartApi = createChart(el, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: '#a0a0a0',
      fontSize: 11,
      // The page's own fonts, already found and loaded for its text (the library's default list names
      // fonts that most phones lack, each looked up before its first label).
      fontFamily: getComputedStyle(el).fontFamily,
    },
    grid: { vertLines: { color: '#3a3a3a' }, horzLines: { color: '#3a3a3a' } },
    rightPriceScale: { borderColor: '#444', scaleMargins: { top: 0.08, bottom: 0.25 } },
    timeScale: { borderColor: '#444', rightOffset: 4 },
    localization: { locale: options.locale },
    // A phone: vertical swipes scroll the page, horizontal drags pan, pinch zooms. The wheel scrolls the page too.
    handleScroll: { vertTouchDrag: false, horzTouchDrag: true, pressedMouseMove: true, mouseWheel: false },
    handleScale: { pinch: true, mouseWheel: false, axisPressedMouseMove: true, axisDoubleClickReset: true },
  });
  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    upColor: UP,
    downColor: DOWN,
    borderUpColor: UP,
    borderDownColor: DOWN,
    wickUpColor: UP,
    wickDownColor: DOWN,
  });
  const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  /** Open time (server seconds) of the newest candle drawn, the period and the list drawn. */
  let last = 0;
  let shown: Period | null = null;
  let drawn: readonly Candle[] | null = null;

  const api: CandleChart = {
    setCandles(list, period) {
      if (list === drawn && period === shown) return;
      drawn = list;
      chart.applyOptions({ timeScale: { timeVisible: INTRADAY.has(period), secondsVisible: false } });
      candles.setData(list.map((c) => bar(c, period)));
      volume.setData(list.map((c) => volumeBar(c, period)));
      last = list.length ? list[list.length - 1].time : 0;
      // A refresh of the same period keeps where the user panned to.
      if (shown !== period) chart.timeScale().scrollToRealTime();
      shown = period;
      markPainted(list.length);
    },
    update(candle, period) {
      if (period !== shown || candle.time < last) return;
      candles.update(bar(candle, period));
      volume.update(volumeBar(candle, period));
      last = candle.time;
    },
    setDecimals(decimals) {
      candles.applyOptions({ priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals } });
    },
    setLocale(locale) {
      chart.applyOptions({ localization: { locale } });
    },
    destroy() {
      chart.remove();
    },
  };
  api.setDecimals(options.decimals);
  return api;
}
