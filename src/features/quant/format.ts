// Numbers, rates and days of the savings pages in the user's language (Intl; money rounded down).
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';
import { yearlyRate } from '../../shared/ui/money';

export function useQuantFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    money: (value: Decimal.Value) => formatDown(locale, dec(value).toFixed(), 2, 2),
    /** Every decimal of an amount (income to the last unit of the ledger, as paid). */
    exact: (value: Decimal.Value) => formatDown(locale, dec(value).toFixed(), 2, 8),
    percent: (fraction: string) => formatPercent(locale, fraction),
    /** A daily rate's yearly equivalent as a percentage (simple: × 365, the shared formula). */
    yearly: (daily: string) => formatPercent(locale, yearlyRate(daily)),
    days: (n: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n),
    time: (sec: number) => formatDateTime(sec, i18n.language),
  };
}
