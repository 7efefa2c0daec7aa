// Money, rates, days and dates of the loan pages in the user's language (Intl; money to the cent, or
// every decimal where it is exact).
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { type Decimal, dec } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';
import { yearlyRate } from '../../shared/ui/money';

export function useLoanFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    money: (value: Decimal.Value, currency = 'USDT') => `${formatDown(locale, dec(value).toFixed(), 2, 8)} ${currency}`,
    percent: (fraction: string) => formatPercent(locale, fraction),
    /** A daily rate's yearly equivalent as a percentage (simple: × 365, the shared formula). */
    yearly: (daily: string) => formatPercent(locale, yearlyRate(daily)),
    days: (n: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n),
    time: (sec: number | null) => (sec ? formatDateTime(sec, i18n.language) : '--'),
  };
}

export const BORROWING_PATH = '/pages/common/borrowing';
export const LOAN_PATH = '/pages/loan/loan';
