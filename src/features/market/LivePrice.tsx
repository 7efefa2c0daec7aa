// A live price under the one colour rule (priceTone.ts): the day's change colours it, each tick only
// flashes it for FLASH_MS. Used by the symbol page's header and by the trade forms' symbol bar.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './livePrice.module.css';
import { type Move, priceLook, tickMove } from './priceTone';

/** The direction of the last tick of `price` (for its flash), remembered until the next price. */
function useLastMove(price: string | undefined): Move | undefined {
  const last = useRef<{ price?: string; move?: Move }>({});
  if (price !== last.current.price) {
    last.current = { price, move: price === undefined ? undefined : tickMove(last.current.price, price) };
  }
  return last.current.move;
}

interface Props {
  /** The raw last price (its ticks drive the flash); undefined while unknown. */
  price: string | undefined;
  /** The day's change in percent (its sign colours the price); undefined while unknown. */
  change: string | undefined;
  /** What is shown: the price formatted by the caller. */
  children: React.ReactNode;
  label: string;
  className?: string;
  describedBy?: string;
}

export function LivePrice({ price, change, children, label, className = '', describedBy }: Props) {
  const { t } = useTranslation();
  const move = useLastMove(price);
  const look = change === undefined ? null : priceLook(change, move);
  const flash = look?.flash === 'up' ? styles.flashUp : look?.flash === 'down' ? styles.flashDown : '';
  // Not a live region: a screen reader would read every tick. A new key restarts the flash.
  return (
    <output
      key={price}
      className={`${styles.live} ${className} ${look?.tone ?? ''} ${flash}`}
      aria-label={label}
      aria-describedby={describedBy}
      aria-live="off"
      title={t('market.priceRule')}
      data-flash={look?.flash ?? undefined}
    >
      {children}
    </output>
  );
}
