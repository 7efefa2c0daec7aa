// A lead trader's figures: 30- and 7-day return, win rate, max drawdown, followers, assets followed and
// the published profit share; each figure links to the trades it is computed from.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import type { TraderSummary } from '../../contract/copytrade';
import { dec } from '../../shared/lib/decimal';
import { tradesPath, useCopyFormat } from './format';
import styles from './copy.module.css';

const tone = (x: string) => (dec(x).gt(0) ? styles.up : dec(x).lt(0) ? styles.down : undefined);

export function TraderFigures({ trader }: { trader: TraderSummary }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const closed30 = tradesPath(trader.user_id, '&status=closed&days=30');
  const figures: Array<[string, string, string, string?]> = [
    [t('copy.return30'), f.percent(trader.return_30d), closed30, tone(trader.return_30d)],
    [t('copy.return7'), f.percent(trader.return_7d), tradesPath(trader.user_id, '&status=closed&days=7'), tone(trader.return_7d)],
    [t('copy.winRate'), f.percent(trader.win_rate_30d), closed30],
    [t('copy.maxDrawdown'), f.percent(trader.max_drawdown_30d), closed30],
    [t('copy.followers'), f.num(trader.followers), tradesPath(trader.user_id)],
    [t('copy.assetsFollowed'), f.money(trader.assets_followed), tradesPath(trader.user_id)],
  ];
  return (
    <div className={styles.figures}>
      {figures.map(([label, value, to, cls]) => (
        <Link key={label} to={to} aria-label={`${label}: ${value}`}>
          <span>{label}</span>
          <strong className={cls}>{value}</strong>
        </Link>
      ))}
    </div>
  );
}

export function TraderCard({ trader, children }: { trader: TraderSummary; children?: ReactNode }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  return (
    <li className={styles.card} aria-label={trader.name}>
      <div className={styles.head}>
        <strong>{trader.name}</strong>
        <span className={styles.badges}>
          {trader.demo && <span className={styles.badge}>{t('copy.demoBadge')}</span>}
          {trader.following && <span className={styles.badge}>{t('copy.following')}</span>}
        </span>
      </div>
      <p className={styles.note}>
        {t(`copy.strategy.${trader.strategy ?? 'none'}`)} · {t('copy.shareRate', { rate: f.percent(trader.share_rate) })}
      </p>
      <TraderFigures trader={trader} />
      {children}
    </li>
  );
}
