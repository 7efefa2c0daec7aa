// Money, prices, rates and countdowns of the OTC page in the user's language (Intl). USDT shows the
// cents traded; a fiat total its cents; countdowns run on the server's clock (useServerNow).
import { useTranslation } from 'react-i18next';
import type { OtcMethod } from '../../contract/otc';
import { localeOf } from '../../shared/config/locale';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';

export const OTC_PATH = '/pages/otc/otc';

/** Brand names stay as they are; only a plain bank transfer is translated. */
const BRANDS: Record<Exclude<OtcMethod, 'bank'>, string> = {
  sepa: 'SEPA',
  wise: 'Wise',
  paypal: 'PayPal',
  revolut: 'Revolut',
  alipay: 'Alipay',
  wechat: 'WeChat Pay',
  pix: 'Pix',
};

export function useOtcFormat() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    usdt: (value: Decimal.Value) => `${formatDown(locale, dec(value).toFixed(), 2, 8)} USDT`,
    fiat: (value: Decimal.Value, code: string) => `${formatDown(locale, dec(value).toFixed(), 2, 2)} ${code}`,
    price: (value: Decimal.Value, code: string) => `${formatDown(locale, dec(value).toFixed(), 2, 4)} ${code}`,
    percent: (fraction: string | null) => (fraction === null ? '--' : formatPercent(locale, fraction)),
    method: (m: OtcMethod) => (m === 'bank' ? t('otc.bankTransfer') : BRANDS[m]),
    time: (sec: number | null) => (sec ? formatDateTime(sec, i18n.language) : '--'),
    /** Seconds left as mm:ss (hh:mm:ss past an hour). */
    left: (seconds: number) => {
      const s = Math.max(0, Math.floor(seconds));
      const pad = (n: number) => String(n).padStart(2, '0');
      const hours = Math.floor(s / 3600);
      return `${hours ? `${hours}:` : ''}${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
    },
  };
}
