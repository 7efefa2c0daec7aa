import { useTranslation } from 'react-i18next';
import type { useToggleFavourite } from './api';
import styles from './market.module.css';

interface Props {
  symbol: string;
  active: boolean;
  toggle: ReturnType<typeof useToggleFavourite>;
}

/** A star that adds or removes one favourite; its name says which and for what symbol. */
export function FavouriteStar({ symbol, active, toggle }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={active}
      aria-label={t(active ? 'market.removeFavourite' : 'market.addFavourite', { symbol })}
      onClick={() => void toggle(symbol, !active)}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
