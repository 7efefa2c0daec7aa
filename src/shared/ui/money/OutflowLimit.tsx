// The 24-hour limit on money leaving, as the withdraw and sale-coin pages show it (both share it): what
// is left, the level's limit in BTC and the BTC price it is valued at — live, the last known one (with
// its time), or none (then nothing can leave, and the page says prices are unavailable, not "above the
// limit"). Strings of the fund namespace (both pages load it); amounts rounded down, as the pages show money.
import { useTranslation } from 'react-i18next';
import type { OutflowLimit } from '../../../contract/withdraw';
import { localeOf } from '../../config/locale';
import { formatDateTime } from '../../lib/format';
import { formatDown } from '../../lib/numberFormat';
import type { Row } from './CostPreview';

/** The limit's rows for a CostPreview: left, the limit, the BTC price. */
export function useLimitRows(limit: OutflowLimit): Row[] {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const usdt = (value: string) => `${formatDown(locale, value, 2, 6)} USDT`;
  return [
    [t('fund.limit.room'), limit.price_known ? usdt(limit.room_usdt) : t('fund.limit.unavailable')],
    [t('fund.limit.daily'), `${formatDown(locale, limit.limit_btc, 2, 8)} BTC`],
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
        <p className="field-error" role="alert">
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
