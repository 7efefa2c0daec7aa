import { useTranslation } from 'react-i18next';
import type { Depth, Trade } from '../../contract/market';
import { formatClock, formatCompact } from '../../shared/lib/format';
import { priceText } from './format';
import styles from './symbol.module.css';

const LEVELS = 10;

function Side({ levels, decimals, side }: { levels: Depth['bids']; decimals: number; side: 'bid' | 'ask' }) {
  // Bar widths only: the relative size of each level.
  const max = Math.max(...levels.map(([, qty]) => Number(qty)), 0) || 1;
  return (
    <ol className={`${styles.side} ${side === 'bid' ? styles.bid : styles.ask}`}>
      {levels.map(([price, qty]) => (
        <li key={price}>
          <span className={styles.depth} style={{ transform: `scaleX(${Number(qty) / max})` }} />
          <span className={side === 'bid' ? 'up' : 'down'}>{priceText(price, decimals)}</span>
          <span>{formatCompact(qty)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Best bids and asks side by side; the book shown is always the latest snapshot as a whole. */
export function OrderBook({ book, decimals }: { book: Depth; decimals: number }) {
  const { t } = useTranslation();
  if (!book.bids.length && !book.asks.length) return <p className={`muted ${styles.none}`}>{t('market.noBook')}</p>;
  return (
    <div className={styles.book}>
      <div>
        <div className={styles.cols}>
          <span>{t('market.bids')}</span>
          <span>{t('market.amount')}</span>
        </div>
        <Side levels={book.bids.slice(0, LEVELS)} decimals={decimals} side="bid" />
      </div>
      <div>
        <div className={styles.cols}>
          <span>{t('market.asks')}</span>
          <span>{t('market.amount')}</span>
        </div>
        <Side levels={book.asks.slice(0, LEVELS)} decimals={decimals} side="ask" />
      </div>
    </div>
  );
}

/** The latest trades, newest first, with local times. */
export function Trades({ trades, decimals }: { trades: Trade[]; decimals: number }) {
  const { t, i18n } = useTranslation();
  if (!trades.length) return <p className={`muted ${styles.none}`}>{t('market.noTrades')}</p>;
  return (
    <table className={styles.trades}>
      <thead>
        <tr>
          <th scope="col">{t('market.time')}</th>
          <th scope="col">{t('market.price')}</th>
          <th scope="col">{t('market.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {trades.map((trade) => (
          <tr key={`${trade.ts}|${trade.price}|${trade.qty}|${trade.side}`}>
            <td>{formatClock(trade.ts, i18n.language)}</td>
            <td className={trade.side === 'buy' ? 'up' : 'down'}>{priceText(trade.price, decimals)}</td>
            <td>{formatCompact(trade.qty)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
