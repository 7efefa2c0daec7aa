// Home tab: headline tickers and the top movers, each opening its symbol page.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Ticker } from '../../contract/market';
import { profitTone } from '../../shared/lib/format';
import { useTickers } from '../../shared/market/tickers';
import { HEADLINE_SYMBOLS, symbolPath } from './constants';
import { changeText, priceText, topMovers } from './format';
import { useThrottled } from './useThrottled';
import styles from './market.module.css';

const MOVERS = 5;

const Headline = memo(function Headline({ ticker }: { ticker: Ticker }) {
  return (
    <Link to={symbolPath(ticker.symbol)}>
      <span className="muted">{ticker.symbol}</span>
      <b className={profitTone(ticker.change)}>{priceText(ticker.price, ticker.decimals)}</b>
      <span className={profitTone(ticker.change)}>{changeText(ticker.change)}</span>
    </Link>
  );
});

const Mover = memo(function Mover({ ticker }: { ticker: Ticker }) {
  const tone = profitTone(ticker.change);
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

export function HomeMarkets() {
  const { t } = useTranslation();
  const { tickers } = useTickers();
  // The ranking is redone every few seconds so the list does not reshuffle under the finger.
  const settled = useThrottled(tickers, 3000);
  const movers = useMemo(() => topMovers(settled, MOVERS), [settled]);
  const headlines = HEADLINE_SYMBOLS.flatMap((s) => tickers.get(s) ?? []);
  if (tickers.size === 0) return null;
  return (
    <>
      {headlines.length > 0 && (
        <nav className={styles.headlines} aria-label={t('home.headlines')}>
          {headlines.map((ticker) => (
            <Headline key={ticker.symbol} ticker={ticker} />
          ))}
        </nav>
      )}
      <section aria-labelledby="mk-movers-title">
        <h2 id="mk-movers-title" className="section-title">
          {t('home.topMovers')}
        </h2>
        <div>
          {movers.flatMap((s) => {
            const ticker = tickers.get(s);
            return ticker ? <Mover key={s} ticker={ticker} /> : [];
          })}
        </div>
        <p className={`footnote ${styles.simulated}`}>
          <Link to="/pages/market/market">{t('home.allMarkets')}</Link> · {t('home.simulatedShort')}
        </p>
      </section>
    </>
  );
}
