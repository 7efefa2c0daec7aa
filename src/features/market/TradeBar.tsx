// The ways to trade a symbol from its page: the products near the top (Contract, Options, Spot), and a
// Buy / Sell bar that stays at the bottom of the screen while the chart, book and trades scroll under it.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import styles from './symbol.module.css';

const query = (symbol: string) => `?symbol=${encodeURIComponent(symbol)}`;

/** Where Buy and Sell lead: spot when the symbol trades spot, else its contract; the side goes along. */
export function tradePath(symbol: string, spot: boolean, side: 'buy' | 'sell'): string {
  return `/pages/transaction/${spot ? 'currency' : 'contract'}${query(symbol)}&side=${side}`;
}

/** The products to trade; until the symbol's spec says whether it trades spot (`spot` undefined), their row keeps its height. */
export function TradeLinks({ symbol, spot }: { symbol: string; spot: boolean | undefined }) {
  const { t } = useTranslation();
  const q = query(symbol);
  if (spot === undefined) {
    return (
      <div className={styles.tradeLinks} aria-hidden="true">
        <span className={styles.linkSlot}>{'\u00a0'}</span>
      </div>
    );
  }
  return (
    <nav className={styles.tradeLinks} aria-label={t('market.tradeThis', { symbol })}>
      <Link to={`/pages/transaction/contract${q}`}>{t('market.tradeContract')}</Link>
      <Link to={`/pages/transaction/index${q}`}>{t('market.tradeOptions')}</Link>
      {spot && <Link to={`/pages/transaction/currency${q}`}>{t('market.tradeSpot')}</Link>}
    </nav>
  );
}

/**
 * Sticky at the bottom: in view on any scroll, and at the end of the page it takes its own room (covers
 * nothing). Until the symbol's spec says whether it trades spot, Buy and Sell are shown but lead nowhere
 * yet (a tap meanwhile went to the contract of a symbol that trades spot).
 */
export function TradeBar({ symbol, spot }: { symbol: string; spot: boolean | undefined }) {
  const { t } = useTranslation();
  const side = (which: 'buy' | 'sell') =>
    spot === undefined ? (
      <span className={styles[which]} aria-disabled="true">
        {t(`market.${which}`)}
      </span>
    ) : (
      <Link className={styles[which]} to={tradePath(symbol, spot, which)}>
        {t(`market.${which}`)}
      </Link>
    );
  return (
    <nav className={styles.tradeBar} aria-label={t('market.buySellLabel', { symbol })} data-testid="trade-bar">
      {side('buy')}
      {side('sell')}
    </nav>
  );
}
