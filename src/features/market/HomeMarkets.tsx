// Home tab: headline tickers and the top movers, each opening its symbol page. Until the first
// snapshot is here, placeholders of the same size hold their place, so the news below never moves.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import type { Ticker } from '../../contract/market';
import { useTickerStatus, useTickers } from '../../api/tickers';
import { HEADLINE_SYMBOLS, symbolPath } from './constants';
import { changeText, priceText, topMovers } from './format';
import { dayTone } from './priceTone';
import { useThrottled } from './useThrottled';
import styles from './market.module.css';

const MOVERS = 5;

const Headline = memo(function Headline({ ticker }: { ticker: Ticker }) {
  return (
    <Link className={styles.headline} to={symbolPath(ticker.symbol)}>
      <span className="muted">{ticker.symbol}</span>
      <b className={dayTone(ticker.change)}>{priceText(ticker.price, ticker.decimals)}</b>
      <span className={dayTone(ticker.change)}>{changeText(ticker.change)}</span>
    </Link>
  );
});

const Mover = memo(function Mover({ ticker }: { ticker: Ticker }) {
  const tone = dayTone(ticker.change);
  return (
    <Link className={`${styles.row} ${styles.static}`} to={symbolPath(ticker.symbol)}>
      <span className={styles.name}>
        <b>{ticker.symbol}</b>
        <small>{ticker.name}</small>
      </span>
      <span className={styles.price}>{priceText(ticker.price, ticker.decimals)}</span>
      <span className={`${styles.change} ${tone}`}>{changeText(ticker.change)}</span>
    </Link>
  );
});

/** The headline cards before their prices: the same box, the symbol and dashes. */
function HeadlineSkeleton() {
  return (
    <div className={styles.headlines} aria-hidden="true" data-testid="headlines-skeleton">
      {HEADLINE_SYMBOLS.map((symbol) => (
        <span key={symbol} className={styles.headline}>
          <span className="muted">{symbol}</span>
          <b>--</b>
          <span>--</span>
        </span>
      ))}
    </div>
  );
}

export function HomeMarkets() {
  const { t } = useTranslation();
  const { tickers } = useTickers();
  const { status } = useTickerStatus();
  // The ranking is redone every few seconds so the list does not reshuffle under the finger.
  const settled = useThrottled(tickers, 3000);
  const movers = useMemo(() => topMovers(settled, MOVERS), [settled]);
  const headlines = HEADLINE_SYMBOLS.flatMap((s) => tickers.get(s) ?? []);
  const waiting = tickers.size === 0;
  // No snapshot (it failed) or an empty market: nothing to show.
  if (waiting && status !== 'loading') return null;
  // Keyed by rank: a new ranking changes what the rows say, it does not move rows (no layout shift).
  const rows = movers.flatMap((s, rank) => {
    const ticker = tickers.get(s);
    // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's identity.
    return ticker ? <Mover key={rank} ticker={ticker} /> : [];
  });
  return (
    <>
      {waiting ? (
        <HeadlineSkeleton />
      ) : (
        headlines.length > 0 && (
          <nav className={styles.headlines} aria-label={t('home.headlines')}>
            {headlines.map((ticker) => (
              <Headline key={ticker.symbol} ticker={ticker} />
            ))}
          </nav>
        )
      )}
      <section aria-labelledby="mk-movers-title">
        <h2 id="mk-movers-title" className="section-title">
          {t('home.topMovers')}
        </h2>
        <div>
          {rows.length > 0
            ? rows
            : Array.from({ length: MOVERS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
                <div key={i} className={`${styles.row} ${styles.static}`} aria-hidden="true" />
              ))}
        </div>
        <p className={`footnote ${styles.simulated}`}>
          <Link to="/pages/market/market">{t('home.allMarkets')}</Link> · {t('home.simulatedShort')}
        </p>
      </section>
    </>
  );
}
