import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candle, Period } from '../../contract/market';
import { nextTask } from '../../shared/lib/nextTask';
import { Button } from '../../shared/ui/Button';
import { Placeholder } from '../../shared/ui/Page';
import type { CandleChart } from './candleChart';
import styles from './symbol.module.css';

interface Props {
  candles: readonly Candle[];
  live: Candle | null;
  period: Period;
  decimals: number;
  locale: string;
  label: string;
  /** Called once the library is here and the first candles are being drawn. */
  onDrawing?: () => void;
  /** Called once the first candles are on the screen (or the chart could not be drawn). */
  onShown?: () => void;
}

let chartModule: Promise<typeof import('./candleChart')> | null = null;
const importChart = () => import('./candleChart');

/** The chart library's chunk, loaded once when the chart is drawn (a failed load can be asked for again). */
export function loadCandleChart(): Promise<typeof import('./candleChart')> {
  chartModule ??= importChart().catch((error: unknown) => {
    chartModule = null;
    throw error;
  });
  return chartModule;
}

let preloaded = false;

/**
 * Fetches the chart library's chunk at low priority, without running it: the symbol page asks for it as
 * its module loads, so it downloads beside the candles (asked for at start-up) and after what the header needs;
 * loadCandleChart then takes the fetched module. The chunk's address is the one the import above names
 * as built (the bundler writes it there); where it cannot be read, the chunk loads with the chart.
 */
export function preloadCandleChart(): void {
  if (preloaded) return;
  preloaded = true;
  const named = /import\(\s*["'`]([^"'`]+)["'`]/.exec(importChart.toString());
  if (!named) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(named[1], import.meta.url).href;
  link.setAttribute('fetchpriority', 'low');
  document.head.append(link);
}

/** The candle chart: the chart library arrives with its own chunk; it is drawn after the page's header is on screen. */
export function ChartView({ candles, live, period, decimals, locale, label, onDrawing, onShown }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The first options only: later changes are applied by the effects below.
  const initial = useRef({ decimals, locale });
  const told = useRef({ onDrawing, onShown });
  told.current = { onDrawing, onShown };
  // The data at the moment the chart is made: drawn before the chart shows, so its price axis does
  // not first paint empty and then widen (a layout shift).
  const latest = useRef({ candles, live, period });
  latest.current = { candles, live, period };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to load the chart again.
  useEffect(() => {
    let alive = true;
    let created: CandleChart | null = null;
    // The library's evaluation in a task of its own, then the chart made with its first candles in one
    // (a frame between them would have the library draw it empty first, as much work again). It stays
    // hidden (the spinner shows) until its candles are in.
    const draw = async () => {
      const { createCandleChart } = await loadCandleChart();
      if (alive) told.current.onDrawing?.();
      await nextTask();
      if (!alive || !box.current) return;
      created = createCandleChart(box.current, initial.current);
      const now = latest.current;
      created.setCandles(now.candles, now.period);
      if (now.live) created.update(now.live, now.period);
      setChart(created);
      // The library draws in its animation frame, queued by setCandles: told a task after that frame.
      requestAnimationFrame(() => setTimeout(() => alive && told.current.onShown?.(), 0));
    };
    draw().catch(() => {
      if (!alive) return;
      setFailed(true);
      told.current.onShown?.();
    });
    return () => {
      alive = false;
      created?.destroy();
      setChart(null);
    };
  }, [attempt]);

  useEffect(() => chart?.setDecimals(decimals), [chart, decimals]);
  useEffect(() => chart?.setLocale(locale), [chart, locale]);
  useEffect(() => chart?.setCandles(candles, period), [chart, candles, period]);
  useEffect(() => {
    if (live) chart?.update(live, period);
  }, [chart, live, period]);

  if (failed) {
    return (
      <Placeholder>
        <p role="alert">{t('market.chartFailed')}</p>
        <div style={{ width: 160 }}>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.retry')}
          </Button>
        </div>
      </Placeholder>
    );
  }
  return (
    <div ref={box} className={chart ? styles.chart : `${styles.chart} ${styles.chartHidden}`} role="img" aria-label={label}>
      {!chart && <div className={`spinner ${styles.chartWait}`} role="progressbar" aria-label={t('common.loading')} />}
    </div>
  );
}
