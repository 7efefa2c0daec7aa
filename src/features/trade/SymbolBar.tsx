// The symbol picker and its live price, at the top of every trade form.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Ticker } from '../../contract/market';
import { tryDec } from '../../shared/lib/decimal';
import { useTickers } from '../../shared/market/tickers';
import { ProfitText } from '../../shared/ui/ProfitText';
import { fmtPrice } from './lib';
import styles from './trade.module.css';

export const DEFAULT_SYMBOL = 'BTCUSDT';

/** The page's symbol from `?symbol=` (BTCUSDT by default) and a setter that keeps the rest of the URL. */
export function useSymbolParam(): [string, (symbol: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = (params.get('symbol') ?? '').trim().toUpperCase();
  const symbol = /^[A-Z0-9.]{1,16}$/.test(raw) ? raw : DEFAULT_SYMBOL;
  const set = (next: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('symbol', next);
        return copy;
      },
      { replace: true },
    );
  return [symbol, set];
}

interface Props {
  symbol: string;
  onSymbol(symbol: string): void;
  /** Which symbols the picker offers (all by default). */
  filter?(ticker: Ticker): boolean;
  fallbackPrice?: string | null;
  decimals: number;
  isOpen?: boolean;
}

export function SymbolBar({ symbol, onSymbol, filter, fallbackPrice, decimals, isOpen }: Props) {
  const { t } = useTranslation();
  const { tickers, moves } = useTickers();
  const ticker = tickers.get(symbol);
  const options = [...tickers.values()].filter((tk) => !filter || filter(tk)).map((tk) => tk.symbol);
  if (!options.includes(symbol)) options.unshift(symbol);
  const move = moves.get(symbol);
  const price = ticker?.price ?? fallbackPrice ?? null;
  return (
    <section className={styles.symbol}>
      <div className={styles.symbolRow}>
        <label className={styles.picker}>
          <select value={symbol} onChange={(e) => onSymbol(e.target.value)} aria-label={t('trade.symbol')}>
            {options.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <Link to={`/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}`} className={styles.chartLink}>
          {t('trade.chart')}
        </Link>
      </div>
      <div className={styles.symbolRow}>
        <output
          className={`${styles.price} ${move === 1 ? 'up' : move === -1 ? 'down' : ''}`}
          aria-label={t('trade.lastPrice')}
          aria-live="off"
        >
          {fmtPrice(price, decimals)}
        </output>
        {ticker && <ProfitText value={ticker.change}>{`${tryDec(ticker.change)?.gt(0) ? '+' : ''}${ticker.change}%`}</ProfitText>}
        {isOpen === false && <span className={`${styles.badge} down`}>{t('trade.marketClosed')}</span>}
      </div>
      {ticker?.name && <p className={`muted ${styles.name}`}>{ticker.name}</p>}
    </section>
  );
}
