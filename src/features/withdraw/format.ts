// How the withdraw pages show money: grouped the user's language's way, to the token's last unit
// (nothing rounded away from a fee or an amount received), through Intl on decimal strings (no float).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import type { Decimal } from '../../shared/lib/decimal';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';
import { WITHDRAW_DECIMALS } from '../../shared/fund/withdraw';

export interface Amounts {
  /** An amount to `places` (default 6, at least 2), rounded down: "1,234.5" → "1,234.50", "0.25" → "0.25". */
  amount(value: string | Decimal, places?: number): string;
  /** A fraction as a percentage: "0.01" → "1%" ("1 %" in French). */
  percent(value: string): string;
}

export function useAmounts(): Amounts {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const amount = (value: string | Decimal, places = WITHDRAW_DECIMALS) => formatDown(locale, value, Math.min(2, places), places);
    const percent = (value: string) => formatPercent(locale, value);
    return { amount, percent };
  }, [locale]);
}
