// How the rails pages show money and times: grouped the way the user's language groups digits, from
// decimal strings (never a float), rounded down; dollars to the cent, USDT to at most 8 places.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { Decimal, tryDec } from '../../shared/lib/decimal';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { USD_PLACES, USDT_PLACES } from './rules';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = formats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, options);
    formats.set(key, nf);
  }
  return nf;
}

export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const locale = localeOf(lang);
    const number = (value: Decimal.Value | null | undefined, minPlaces: number, maxPlaces: number) => {
      const d = value === null || value === undefined ? null : tryDec(value);
      if (d === null) return EMPTY_VALUE;
      const down = d.toDecimalPlaces(maxPlaces, Decimal.ROUND_DOWN);
      const nf = numberFormat(locale, { minimumFractionDigits: minPlaces, maximumFractionDigits: maxPlaces });
      return nf.format(down.toFixed() as `${number}`);
    };
    return {
      /** "1,234.50 USD" */
      usd: (value: Decimal.Value | null | undefined) => `${number(value, USD_PLACES, USD_PLACES)} USD`,
      /** "100.00 USDT", "0.12345678 USDT" */
      usdt: (value: Decimal.Value | null | undefined) => `${number(value, 2, USDT_PLACES)} USDT`,
      /** A rate, as many places as it has (up to 8). */
      rate: (value: Decimal.Value | null | undefined) => number(value, 0, USDT_PLACES),
      /** A fraction as a percentage ("0.01" → "1%"). */
      percent: (value: string) => {
        const d = tryDec(value);
        return d === null
          ? EMPTY_VALUE
          : numberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(d.toFixed() as `${number}`);
      },
      time: (ts: number) => formatDateTime(ts, lang),
    };
  }, [lang]);
}
