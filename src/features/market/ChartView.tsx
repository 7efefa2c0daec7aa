import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candle, Period } from '../../contract/market';
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
}

/** The candle chart: the chart library arrives with its own chunk after the page is on screen. */
export function ChartView({ candles, live, period, decimals, locale, label }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The first options only: later changes are applied by the effects below.
  const initial = useRef({ decimals, locale });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to load the chart again.
  useEffect(() => {
    let alive = true;
    let created: CandleChart | null = null;
    import('./candleChart').then(
      ({ createCandleChart }) => {
        if (!alive || !box.current) return;
        created = createCandleChart(box.current, initial.current);
        setChart(created);
      },
      () => alive && setFailed(true),
    );
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
    <div ref={box} className={styles.chart} role="img" aria-label={label}>
      {!chart && <div className={`spinner ${styles.chartWait}`} role="progressbar" aria-label={t('common.loading')} />}
    </div>
  );
}
