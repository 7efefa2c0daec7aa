// Prices, amounts, rates, terms and times of the dual investment pages in the user's language (Intl).
// Amounts are shown to the ledger's last unit, as paid (rounded down).
import { useTranslation } from 'react-i18next';
import type { DualProduct } from '../../contract/dual';
import { localeOf } from '../../shared/config/locale';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';
import type { Row } from '../../shared/ui/money';

export function useDualFormat() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const price = (value: Decimal.Value) => formatDown(locale, dec(value).toFixed(), 0, 8);
  const amount = (value: Decimal.Value, currency: string) =>
    `${formatDown(locale, dec(value).toFixed(), currency === 'USDT' ? 2 : 0, 8)} ${currency}`;
  const percent = (fraction: Decimal.Value) => formatPercent(locale, dec(fraction).toDecimalPlaces(6).toFixed());
  const days = (n: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n);
  const time = (sec: number) => formatDateTime(sec, i18n.language);
  return {
    price,
    /** An amount with its currency: USDT with at least 2 decimals, a coin as it is. */
    amount,
    percent,
    days,
    time,
    /** A product's terms: target price, the live price beside it, rate, term, start, expiry, shares left. */
    terms: (p: DualProduct, live: string | null): Row[] => [
      [t('dual.strike'), amount(p.strike, 'USDT')],
      [t('dual.live'), live ? amount(live, 'USDT') : '--'],
      [t('dual.rate'), percent(p.annual_rate)],
      [t('dual.term'), days(p.days)],
      [t('dual.start'), time(p.start_at)],
      [t('dual.expiry'), time(p.expiry_at)],
      [t('dual.remaining'), p.remaining > 0 ? t('dual.remainingValue', { remaining: p.remaining, shares: p.shares }) : t('dual.soldOut')],
    ],
    type: (type: DualProduct['type']) => t(`dual.type.${type}`),
    /** The two outcome labels: settling in the coin (below / at or below the strike), and in USDT. */
    outcomes: (p: Pick<DualProduct, 'type' | 'coin' | 'strike'>) => {
      const vars = { coin: p.coin, strike: price(p.strike) };
      return p.type === 'call'
        ? { coin: t('dual.outcome.callBelow', vars), usdt: t('dual.outcome.callAbove', vars) }
        : { coin: t('dual.outcome.putBelow', vars), usdt: t('dual.outcome.putAbove', vars) };
    },
  };
}
