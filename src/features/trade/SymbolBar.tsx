// The symbol picker (the app's select field) with a way to the chart, and the live price, at the top
// of every trade form.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import type { Ticker } from '../../contract/market';
import { useTickers } from '../../api/tickers';
import { LivePrice } from '../market';
import { ProfitText } from '../../shared/ui/ProfitText';
import { SelectField } from '../../shared/ui/SelectField';
import { useTradeFormat } from './format';
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

/** The side a page opens with: `?side=sell` from the symbol page's Sell button, else buy. */
export function useSideParam(): 'buy' | 'sell' {
  const [params] = useSearchParams();
  return params.get('side') === 'sell' ? 'sell' : 'buy';
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
  const fmt = useTradeFormat();
  const picker = useForm<{ symbol: string }>({ values: { symbol } });
  const { tickers } = useTickers();
  const ticker = tickers.get(symbol);
  const options = [...tickers.values()].filter((tk) => !filter || filter(tk)).map((tk) => tk.symbol);
  if (!options.includes(symbol)) options.unshift(symbol);
  const price = ticker?.price ?? fallbackPrice ?? null;
  return (
    <section className={styles.symbol}>
      <div className={styles.symbolRow}>
        <div className={styles.picker}>
          <SelectField
            form={picker}
            name="symbol"
            label={t('trade.symbol')}
            options={options.map((s) => ({ value: s, label: s }))}
            onPick={onSymbol}
          />
        </div>
        <Link to={`/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}`} className={`btn secondary ${styles.chartLink}`}>
          {t('trade.chart')}
        </Link>
      </div>
      <div className={styles.symbolRow}>
        <LivePrice price={price ?? undefined} change={ticker?.change} className={styles.price} label={t('trade.lastPrice')}>
          {fmt.price(price, decimals)}
        </LivePrice>
        {ticker && <ProfitText value={ticker.change}>{fmt.change(ticker.change)}</ProfitText>}
        {isOpen === false && <span className={`${styles.badge} down`}>{t('trade.marketClosed')}</span>}
      </div>
      {ticker?.name && <p className={`muted ${styles.name}`}>{ticker.name}</p>}
    </section>
  );
}
