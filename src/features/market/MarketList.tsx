// The virtualised quotation list: only the rows on screen exist; each is memoised and re-renders only
// when its own ticker changed (the store keeps unchanged tickers as the same objects). The order is
// recomputed at most once a second so rows do not jump under the finger.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import type { Ticker } from '../../contract/market';
import { useTickers } from '../../api/tickers';
import { symbolPath } from './constants';
import { changeText, orderSymbols, priceText, type Sort, volumeText } from './format';
import { dayTone } from './priceTone';
import { useThrottled } from './useThrottled';
import styles from './market.module.css';
import flash from './livePrice.module.css';

const ROW_HEIGHT = 60;
// The price's classes while it flashes after a move, built once rather than for each row at each tick.
const PRICE_UP = `${styles.price} ${flash.flashUp}`;
const PRICE_DOWN = `${styles.price} ${flash.flashDown}`;

interface RowProps {
  ticker: Ticker;
  move: 1 | -1 | undefined;
  top: number;
  /** "Vol", translated once for all rows. */
  volLabel: string;
}

const Row = memo(function Row({ ticker, move, top, volLabel }: RowProps) {
  const tone = dayTone(ticker.change);
  return (
    <Link className={styles.row} to={symbolPath(ticker.symbol)} style={{ transform: `translateY(${top}px)` }}>
      <span className={styles.name}>
        <b>{ticker.symbol}</b>
        <small>
          {volLabel} {volumeText(ticker)}
        </small>
      </span>
      {/* A new key restarts the flash animation on every change of price. */}
      <span key={ticker.price} className={move === 1 ? PRICE_UP : move === -1 ? PRICE_DOWN : styles.price}>
        {priceText(ticker.price, ticker.decimals)}
      </span>
      <span className={`${styles.change} ${tone}`}>{changeText(ticker.change)}</span>
    </Link>
  );
});

interface ListProps {
  category: number;
  favourites: readonly string[];
  sort: Sort | null;
  /** Shown when the category has no symbols. */
  empty: ReactNode;
}

export function MarketList({ category, favourites, sort, empty }: ListProps) {
  const { t } = useTranslation();
  const volLabel = t('market.vol');
  const { tickers, moves } = useTickers();
  const settled = useThrottled(tickers, 1000);
  const order = useMemo(() => orderSymbols(settled, category, favourites, sort), [settled, category, favourites, sort]);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setOffset(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: order.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    scrollMargin: offset,
  });
  return (
    <div ref={listRef} className={styles.list} style={{ height: order.length ? virtualizer.getTotalSize() : undefined }}>
      {order.length === 0 && empty}
      {virtualizer.getVirtualItems().map((item) => {
        const symbol = order[item.index];
        const ticker = tickers.get(symbol);
        return ticker ? <Row key={symbol} ticker={ticker} move={moves.get(symbol)} top={item.start - offset} volLabel={volLabel} /> : null;
      })}
    </div>
  );
}
