// Numbers, dates and countdowns of the presale pages in the user's language (Intl). Token amounts show
// every unit the token has; USDT every decimal that was charged. Countdowns run on the server's clock
// (each reply carries `now`), so a device whose clock is off still counts to the real start and end.
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { countdownParts } from '../../shared/ui/Countdown';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';

export const IEO_PATH = '/pages/ieo/ieo';
export const ORDERS_PATH = '/pages/ieo/order';
export const subscribePath = (id: number) => `/pages/ieo/subscribe?project_id=${id}`;

export function usePresaleFormat() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    /** A token amount with up to the token's decimals, and with its code. */
    amount: (value: Decimal.Value, decimals: number) => formatDown(locale, dec(value).toFixed(), 0, decimals),
    tokens: (value: Decimal.Value, decimals: number, code: string) => `${formatDown(locale, dec(value).toFixed(), 0, decimals)} ${code}`,
    /** USDT (or another pay currency) to the last decimal charged, at least 2. */
    money: (value: Decimal.Value, currency: string) => `${formatDown(locale, dec(value).toFixed(), 2, 8)} ${currency}`,
    percent: (fraction: Decimal.Value) => formatPercent(locale, dec(fraction).toFixed()),
    time: (sec: number | null) => (sec ? formatDateTime(sec, i18n.language) : '--'),
    /** Seconds left as "2d 03:04:05" (in the user's language). */
    countdown: (seconds: number) => t('presale.countdown', countdownParts(seconds)),
  };
}

export { useServerNow } from '../../shared/lib/serverNow';
