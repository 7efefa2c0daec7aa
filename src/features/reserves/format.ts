// Amounts, ratios and times of the proof-of-reserves page in the user's language: amounts exact to the
// last unit of 1e-8, as the tree holds them.
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';

export function useReservesFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    amount: (value: string, code?: string) => `${formatDown(locale, value, 0, 8)}${code ? ` ${code}` : ''}`,
    percent: (fraction: string) => formatPercent(locale, fraction),
    count: (n: number) => new Intl.NumberFormat(locale).format(n),
    time: (sec: number) => formatDateTime(sec, i18n.language),
  };
}
