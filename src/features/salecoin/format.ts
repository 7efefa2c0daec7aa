// How the sale coin and fiat deposit pages show money and times: grouped the way the user's language groups digits, from
// decimal strings (never a float), rounded down; dollars to the cent, USDT to at most 8 places.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import type { Decimal } from '../../shared/lib/decimal';
import { formatDateTime } from '../../shared/lib/format';
import { formatDown, formatPercent } from '../../shared/lib/numberFormat';
import { USD_PLACES, USDT_PLACES } from './rules';

export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const locale = localeOf(lang);
    const number = (value: Decimal.Value | null | undefined, minPlaces: number, maxPlaces: number) =>
      formatDown(locale, value, minPlaces, maxPlaces);
    return {
      /** "1,234.50 USD" */
      usd: (value: Decimal.Value | null | undefined) => `${number(value, USD_PLACES, USD_PLACES)} USD`,
      /** "100.00 USDT", "0.12345678 USDT" */
      usdt: (value: Decimal.Value | null | undefined) => `${number(value, 2, USDT_PLACES)} USDT`,
      /** A rate, as many places as it has (up to 8). */
      rate: (value: Decimal.Value | null | undefined) => number(value, 0, USDT_PLACES),
      /** A fraction as a percentage ("0.01" → "1%"). */
      percent: (value: string) => formatPercent(locale, value),
      time: (ts: number) => formatDateTime(ts, lang),
    };
  }, [lang]);
}
