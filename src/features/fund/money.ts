// How the fund pages show money: amounts rounded DOWN (USDT to 2 places, other currencies to at most
// 8), values in the chosen fiat (value_usdt × its rate), grouped the way the user's language groups
// digits (Intl.NumberFormat on decimal strings: no float on the way).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { type Fiat, fundCalls } from '../../contract/fund';
import { localeOf } from '../../shared/config/locale';
import { Decimal, tryDec } from '../../shared/lib/decimal';
import { EMPTY_VALUE } from '../../shared/lib/format';
import { formatDecimal, formatDown, formatPercent, numberFormat } from '../../shared/lib/numberFormat';
import { usePrefs } from '../../shared/stores/prefs';

/** Shown instead of an amount while amounts are hidden. */
export const HIDDEN_AMOUNT = '******';
/** Decimal places the ledger keeps (and a transfer may have). */
export const LEDGER_DECIMALS = 8;

/** Places an amount of a currency is shown with: USDT 2, others up to 8. */
export const placesOf = (code: string) => (code === 'USDT' ? 2 : LEDGER_DECIMALS);

/** The formatters of the user's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    /** An amount of a currency, rounded down: "10,000.00" (USDT), "0.5000" → "0.50" (BTC). */
    const amount = (value: string, code: string) => formatDown(locale, value, 2, placesOf(code));
    /** A value in USDT shown in a fiat, rounded down to the fiat's minor units, with the server's symbol. */
    const fiat = (valueUsdt: string, f: Fiat) => {
      const v = tryDec(valueUsdt);
      const rate = tryDec(f.rate);
      if (v === null || rate === null) return EMPTY_VALUE;
      const currencyStyle = numberFormat(locale, { style: 'currency', currency: f.code, currencyDisplay: 'narrowSymbol' });
      const digits = currencyStyle?.resolvedOptions().maximumFractionDigits ?? 2;
      const down = v.times(rate).toDecimalPlaces(digits, Decimal.ROUND_DOWN);
      if (currencyStyle) {
        // The locale decides where the symbol goes ("1.234,00 €"); the symbol is the operator's.
        return currencyStyle
          .formatToParts(down.toFixed() as `${number}`)
          .map((part) => (part.type === 'currency' ? f.symbol : part.value))
          .join('');
      }
      const plain = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      return `${f.symbol}${plain ? formatDecimal(plain, down) : down.toFixed(digits)}`;
    };
    /** An amount to the ledger's last unit (8 places, at least 2): what a quote charges and returns, nothing cut. */
    const exact = (value: string | Decimal) => formatDown(locale, value, 2, LEDGER_DECIMALS);
    /** A price ratio, to 8 significant digits ("60,123.457", "0.000016632"). */
    const ratio = (value: string | Decimal) => {
      const d = tryDec(value);
      if (d === null) return EMPTY_VALUE;
      const nf = numberFormat(locale, { maximumSignificantDigits: 8 });
      return nf ? formatDecimal(nf, d) : d.toSignificantDigits(8).toFixed();
    };
    /** A fraction as a percentage the language's way ("0.002" → "0.2%", "0,2 %"). */
    const percent = (value: string) => formatPercent(locale, value);
    return { amount, exact, ratio, percent, fiat };
  }, [locale]);
}

/** The fiats on offer and the one chosen (kept across reloads in the prefs store; USD when it is no longer offered). */
export function useFiat() {
  const stored = usePrefs((s) => s.fiat);
  const setFiat = usePrefs((s) => s.setFiat);
  const list = useCallQuery(fundCalls.fiats, undefined, { quiet: true, staleTime: 5 * 60_000 }).data;
  const fromList = list?.find((f) => f.code === stored.currency_code);
  const current: Fiat =
    fromList ??
    (list?.length && list[0]
      ? list[0]
      : {
          code: stored.currency_code,
          rate: stored.rate,
          symbol: stored.symbol ?? (stored.currency_code === 'USD' ? '$' : stored.currency_code),
        });
  const choose = (code: string) => {
    const f = list?.find((x) => x.code === code);
    if (f) setFiat({ currency_code: f.code, rate: f.rate, symbol: f.symbol });
  };
  return { current, list: list ?? [current], choose };
}
