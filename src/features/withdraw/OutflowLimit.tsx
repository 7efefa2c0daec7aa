// The 24-hour limit as the withdraw and sale-coin pages show it (both share it): what is left, the
// level's limit in BTC and the BTC price it is valued at — live, the last known one (with its time), or
// none (then nothing can leave, and the page says that prices are unavailable, not "above the limit").
import { useTranslation } from 'react-i18next';
import type { OutflowLimit } from '../../contract/withdraw';
import { formatDateTime } from '../../shared/lib/format';
import type { Row } from '../../shared/ui/money';
import { useAmounts } from './format';
import styles from './withdraw.module.css';

/** The limit's rows for a CostPreview: left, the limit, the BTC price. */
export function useLimitRows(limit: OutflowLimit): Row[] {
  const { t } = useTranslation();
  const fmt = useAmounts();
  const usdt = (value: string) => `${fmt.amount(value)} USDT`;
  return [
    [t('fund.limit.room'), limit.price_known ? usdt(limit.room_usdt) : t('fund.limit.unavailable')],
    [t('fund.limit.daily'), `${fmt.amount(limit.limit_btc, 8)} BTC`],
    [
      limit.price_live || !limit.price_known ? t('fund.limit.btcPrice') : t('fund.limit.btcPriceLastKnown'),
      limit.price_known ? usdt(limit.btc_price) : t('fund.limit.unavailable'),
    ],
  ];
}

/** Said plainly under the figures: no price at all, or the last known one in use; and that sales and withdrawals share the limit. */
export function LimitNote({ limit }: { limit: OutflowLimit }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {!limit.price_known && (
        <p className={styles.problem} role="alert">
          {t('fund.limit.noPrice')}
        </p>
      )}
      {limit.price_known && !limit.price_live && limit.btc_price_at !== null && (
        <p className="muted" role="note">
          {t('fund.limit.lastKnown', { time: formatDateTime(limit.btc_price_at, i18n.language) })}
        </p>
      )}
      <p className="muted">{t('fund.limit.shared')}</p>
    </>
  );
}
