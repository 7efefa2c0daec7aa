import { memo, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useSearchParams } from '../../shared/nav';
import type { Period, SymbolSpec } from '../../contract/market';
import { localeOf } from '../../shared/config/locale';
import { formatClock, formatCompact } from '../../shared/lib/format';
import { paintMark, useAfterPaint } from '../../shared/lib/useAfterPaint';
import { useTicker, useTickerDirectory } from '../../api/tickers';
import { Failed, Page, Placeholder } from '../../shared/ui/Page';
import { ProfitText } from '../../shared/ui/ProfitText';
import { ChartView, preloadCandleChart } from './ChartView';
import { useCandles, useFavourites, useSymbolSpec, useToggleFavourite } from './api';
import { FIRST_PERIOD, PERIODS } from './constants';
import { FavouriteStar } from './FavouriteStar';
import { changeText, priceText } from './format';
import { useBookAndTrades, useLiveCandle, useRefreshOnReconnect } from './live';
import { OrderBook, Trades } from './OrderBook';
import { LivePrice } from './LivePrice';
import { SimulatedNote } from './SimulatedNote';
import { TradeBar, TradeLinks } from './TradeBar';
import { CRYPTO } from './constants';
import styles from './symbol.module.css';

// The chart library downloads at low priority from the moment this page's code is here (it loads only
// when the page is opened), beside the candles asked for at start-up.
preloadCandleChart();

function Spinner() {
  const { t } = useTranslation();
  return (
    <Placeholder>
      <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
    </Placeholder>
  );
}

/** The header's text, the first thing the page shows: the parts below wait until it is on the screen. */
const TOP_MARK = 'symbol-top';
/** How long after the header the book waits for the chart to begin drawing at the most. */
const BOOK_WAIT_MS = 1000;

/** Live price, change, 24 h range and volume, whether the market is open. Re-renders with each price. */
const Header = memo(function Header({ symbol, spec }: { symbol: string; spec: SymbolSpec | undefined }) {
  const { t } = useTranslation();
  const ticker = useTicker(symbol);
  const decimals = spec?.decimals ?? ticker?.decimals ?? 2;
  const open = ticker?.is_open ?? spec?.is_open;
  return (
    <section className={styles.header}>
      <div className={styles.headerMain}>
        <div>
          {/* The name and the change line keep one line each before the ticker comes (no layout shift). */}
          <div className={`muted ${styles.line}`}>{spec?.name ?? ticker?.name}</div>
          {/* One rule (priceTone.ts): the price and the pill follow the day; the tick only flashes. */}
          <LivePrice
            price={ticker?.price}
            change={ticker?.change}
            className={styles.last}
            label={t('market.lastPrice')}
            describedBy="mk-price-rule"
          >
            {ticker ? priceText(ticker.price, decimals) : '--'}
          </LivePrice>
          <div className={styles.line}>
            {ticker && <ProfitText value={ticker.change}>{changeText(ticker.change)}</ProfitText>}
            {open !== undefined && (
              <span className={open ? `${styles.status} ${styles.open}` : styles.status}>{t(open ? 'market.open' : 'market.closed')}</span>
            )}
          </div>
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>{t('market.high')}</dt>
            <dd>{ticker ? priceText(ticker.high, decimals) : '--'}</dd>
          </div>
          <div>
            <dt>{t('market.low')}</dt>
            <dd>{ticker ? priceText(ticker.low, decimals) : '--'}</dd>
          </div>
          <div>
            <dt>{t('market.volume')}</dt>
            <dd>{ticker ? formatCompact(ticker.volume) : '--'}</dd>
          </div>
        </dl>
      </div>
      <p id="mk-price-rule" className={styles.rule} {...paintMark(TOP_MARK)}>
        {t('market.priceRule')}
      </p>
    </section>
  );
});

/**
 * The candles (asked for at start-up when this page is the one opened: routes.ts) and the chart library
 * (fetched at low priority as this module loads) come while the header paints; the chart is drawn once
 * the header is on the screen (`drawn`), and follows the live candle once its first candles are on the
 * screen (`shown`, told by `onShown`, also when there is nothing to draw).
 */
interface ChartPanelProps {
  symbol: string;
  drawn: boolean;
  shown: boolean;
  onDrawing: () => void;
  onShown: () => void;
  decimals: number;
}

const ChartPanel = memo(function ChartPanel(props: ChartPanelProps) {
  const { symbol, drawn, shown, onDrawing, onShown, decimals } = props;
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<Period>(FIRST_PERIOD);
  const candles = useCandles(symbol, period);
  const live = useLiveCandle(shown ? symbol : '', period);
  const nothingToDraw = drawn && (candles.isError || candles.data?.length === 0);
  useEffect(() => {
    if (nothingToDraw) onShown();
  }, [nothingToDraw, onShown]);
  // A spinner until the header is on the screen and the candles are here.
  let body = <Spinner />;
  if (drawn && candles.isError) body = <Failed message={t('market.chartFailed')} onRetry={() => void candles.refetch()} secondary />;
  else if (drawn && candles.data && candles.data.length === 0 && !live) body = <Placeholder>{t('market.noCandles')}</Placeholder>;
  else if (drawn && candles.data) {
    body = (
      <ChartView
        candles={candles.data}
        live={live}
        period={period}
        decimals={decimals}
        locale={localeOf(i18n.language)}
        label={t('market.chartLabel', { symbol, period: t(`market.periods.${period}`) })}
        onDrawing={onDrawing}
        onShown={onShown}
      />
    );
  }
  return (
    <section className={styles.section}>
      <fieldset className={styles.periods} aria-label={t('market.periodsLabel')}>
        {PERIODS.map((p) => (
          <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {t(`market.periods.${p}`)}
          </button>
        ))}
      </fieldset>
      <div className={styles.chartBox}>{body}</div>
    </section>
  );
});

const BookPanel = memo(function BookPanel({ symbol, decimals }: { symbol: string; decimals: number }) {
  const { t, i18n } = useTranslation();
  const { book, trades, loading, error, retry } = useBookAndTrades(symbol);
  // The trades' time format costs milliseconds the first time (the language's date data loads): it
  // is made in a task of its own while the trades are on their way, not in the render that shows them
  // (and not before they are asked for: the chart is drawn first).
  const asked = symbol !== '';
  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => formatClock(0, i18n.language), 0);
    return () => clearTimeout(timer);
  }, [asked, i18n.language]);
  return (
    <>
      <section className={styles.section} aria-labelledby="mk-book-title">
        <h2 id="mk-book-title" className="section-title">
          {t('market.orderBook')}
        </h2>
        <div className={styles.bookBox}>
          {book ? (
            <OrderBook book={book} decimals={decimals} />
          ) : error ? (
            <Failed message={t('market.bookFailed')} onRetry={retry} secondary />
          ) : (
            loading && <Spinner />
          )}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="mk-trades-title">
        <h2 id="mk-trades-title" className="section-title">
          {t('market.trades')}
        </h2>
        {book || trades.length ? <Trades trades={trades} decimals={decimals} /> : null}
      </section>
    </>
  );
});

/** The symbol page: live header, candles with volume, order book and trades, and the ways to trade it. */
export default function SymbolPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();
  const spec = useSymbolSpec(symbol);
  // Not the live ticker: this page re-renders only when the symbol appears, the parts below follow prices.
  const directory = useTickerDirectory();
  const ticker = directory.get(symbol);
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  useRefreshOnReconnect();
  // The header (price, change, range) reaches the screen first; then the chart is drawn (its candles
  // and library came meanwhile); then the book and trades ask for their data and the chart follows the
  // live candle, once the chart's first candles are on the screen (their work would delay its drawing),
  // or BOOK_WAIT_MS after the header if the chart has not begun drawing by then (its candles or library
  // slow to come). Until then they show their spinners, in the same boxes.
  const chartFor = useAfterPaint(TOP_MARK) ? symbol : '';
  const [drawingFor, setDrawingFor] = useState('');
  const [shownFor, setShownFor] = useState('');
  const onChartDrawing = useCallback(() => setDrawingFor(symbol), [symbol]);
  const onChartShown = useCallback(() => setShownFor(symbol), [symbol]);
  useEffect(() => {
    if (!chartFor || drawingFor === chartFor) return;
    const timer = setTimeout(() => setShownFor(chartFor), BOOK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [chartFor, drawingFor]);
  const bookFor = chartFor && shownFor === chartFor ? chartFor : '';
  const isFavourite = Boolean(favourites.data?.includes(symbol));
  const title = symbol || t('routes.transaction.index2');
  // Without a symbol the page opens the first crypto symbol of the market list (once the list is here).
  const firstCrypto = symbol ? undefined : [...directory.values()].find((x) => x.category === CRYPTO)?.symbol;
  if (firstCrypto) return <Redirect replace to={`/pages/transaction/index2?symbol=${encodeURIComponent(firstCrypto)}`} />;
  if (!symbol && directory.size === 0) {
    return (
      <Page title={title}>
        <Placeholder>{t('common.loading')}</Placeholder>
      </Page>
    );
  }

  if (!symbol || (spec.isError && !ticker)) {
    return (
      <Page title={title}>
        <Placeholder>
          <p role="alert">{symbol ? spec.error?.message : t('market.noSymbol')}</p>
          <Link to="/pages/market/market">{t('market.allMarkets')}</Link>
        </Placeholder>
      </Page>
    );
  }
  const decimals = spec.data?.decimals ?? ticker?.decimals ?? 2;
  // Whether the symbol trades spot: unknown (undefined) until its spec is in; none when it cannot be had.
  const spot = spec.data ? spec.data.currency_id != null : spec.isError ? false : undefined;
  return (
    <Page title={title} right={<FavouriteStar symbol={symbol} active={isFavourite} toggle={toggle} />}>
      <Header symbol={symbol} spec={spec.data} />
      <TradeLinks symbol={symbol} spot={spot} />
      <ChartPanel
        symbol={symbol}
        drawn={chartFor === symbol}
        shown={bookFor === symbol}
        onDrawing={onChartDrawing}
        onShown={onChartShown}
        decimals={decimals}
      />
      <BookPanel symbol={bookFor} decimals={decimals} />
      <SimulatedNote />
      <TradeBar symbol={symbol} spot={spot} />
    </Page>
  );
}
