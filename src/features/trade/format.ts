// How the trade pages show numbers: grouped the way the user's language groups digits
// (Intl.NumberFormat on decimal strings, never through a float). In lists, cards and summaries USDT
// shows to the cent (other currencies to at most 8 places), rounded down; prices at the symbol's price
// step; amounts at its quantity step. Confirm dialogs keep every place the ledger has (`exact`).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { clampDecimals, Decimal, tryDec } from '../../shared/lib/decimal';
import { EMPTY_VALUE } from '../../shared/lib/format';
import { numberFormat } from '../../shared/lib/numberFormat';
import { MONEY_DECIMALS } from '../../shared/trade/formulas';

type Value = Decimal.Value | null | undefined;

/** Places USDT shows with in lists, cards and summaries. */
export const USDT_LIST_PLACES = 2;

/** Places an amount of `code` shows with in a list: USDT to the cent, any other currency to the ledger's 8. */
export const listPlaces = (code: string) => (code === 'USDT' ? USDT_LIST_PLACES : MONEY_DECIMALS);

interface Shape {
  min: number;
  max: number;
  rounding: Decimal.Rounding;
  signed?: boolean;
  percent?: boolean;
}

/**
 * `value` rounded to `max` places by Decimal, then laid out by Intl from its exact decimal text (a
 * percentage: the fraction rounded to `max` places of its percent, then Intl's percent style).
 */
function show(value: Value, lang: string, { min, max, rounding, signed, percent }: Shape): string {
  const d = value === null || value === undefined ? null : tryDec(value);
  if (d === null) return EMPTY_VALUE;
  const places = Math.min(20, clampDecimals(max));
  const rounded = d.toDecimalPlaces(places + (percent ? 2 : 0), rounding);
  const nf = numberFormat(localeOf(lang), {
    style: percent ? 'percent' : 'decimal',
    minimumFractionDigits: Math.min(places, clampDecimals(min)),
    maximumFractionDigits: places,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  const text = rounded.isZero() ? '0' : rounded.toFixed();
  return nf ? nf.format(text as `${number}`) : text;
}

/** Money in a list or summary: USDT to the cent, other currencies to 8 places, rounded down. */
export const formatMoney = (value: Value, lang: string, code = 'USDT') =>
  show(value, lang, { min: 2, max: listPlaces(code), rounding: Decimal.ROUND_DOWN });

/** A profit in a list: as formatMoney, with its sign ("+1.25", "-0.40", "0.00"). */
export const formatSigned = (value: Value, lang: string, code = 'USDT') =>
  show(value, lang, { min: 2, max: listPlaces(code), rounding: Decimal.ROUND_DOWN, signed: true });

/** Money in a confirm dialog: every place the ledger keeps (at least 2), nothing cut. */
export const formatExact = (value: Value, lang: string, signed = false) =>
  show(value, lang, { min: 2, max: MONEY_DECIMALS, rounding: Decimal.ROUND_DOWN, signed });

/** A price at the symbol's price step (half up). */
export const formatPrice = (value: Value, lang: string, decimals: number) =>
  show(value, lang, { min: decimals, max: decimals, rounding: Decimal.ROUND_HALF_UP });

/** An amount at most to the quantity step (rounded down, trailing zeros dropped). */
export const formatQty = (value: Value, lang: string, decimals: number = MONEY_DECIMALS) =>
  show(value, lang, { min: 0, max: decimals, rounding: Decimal.ROUND_DOWN });

/** A fraction as a percentage to 2 places ("0.0456" → "4.56%"); `signed` shows "+" above zero. */
export const formatPercent = (fraction: Value, lang: string, { signed = false, places = 2, fixed = true } = {}) =>
  show(fraction, lang, { min: fixed ? places : 0, max: places, rounding: Decimal.ROUND_DOWN, signed, percent: true });

/** Return on margin (ROE) of a position: profit / margin, or null without a margin. */
export function roeOf(profit: Value, margin: Value): Decimal | null {
  const p = profit === null || profit === undefined ? null : tryDec(profit);
  const m = margin === null || margin === undefined ? null : tryDec(margin);
  if (p === null || m === null || m.lte(0)) return null;
  return p.div(m);
}

/** The formatters in the user's language. */
export function useTradeFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () => ({
      money: (value: Value, code?: string) => formatMoney(value, lang, code),
      /** Money with its currency code after it: "9,999.98 USDT". */
      moneyOf: (value: Value, code: string) => `${formatMoney(value, lang, code)} ${code}`,
      signed: (value: Value, code?: string) => formatSigned(value, lang, code),
      exact: (value: Value) => formatExact(value, lang),
      exactSigned: (value: Value) => formatExact(value, lang, true),
      price: (value: Value, decimals: number) => formatPrice(value, lang, decimals),
      qty: (value: Value, decimals?: number) => formatQty(value, lang, decimals),
      /** A payout rate ("0.85" → "85%"). */
      rate: (value: Value) => formatPercent(value, lang, { fixed: false }),
      /** ROE of a profit on its margin ("+4.56%"), or EMPTY_VALUE without a margin. */
      roe: (profit: Value, margin: Value) => formatPercent(roeOf(profit, margin), lang, { signed: true }),
      /** A share of 100 ("25" → "25%"). */
      share: (percent: number) => formatPercent(percent / 100, lang, { fixed: false, places: 0 }),
      /** A ticker's change, already in percent ("-1.25" → "-1.25%"). */
      change: (percent: Value) => formatPercent(tryDec(percent)?.div(100) ?? null, lang, { signed: true }),
    }),
    [lang],
  );
}

export type TradeFormat = ReturnType<typeof useTradeFormat>;
