// How the withdraw pages show money: grouped the user's language's way, to the token's last unit
// (nothing rounded away from a fee or an amount received), through Intl on decimal strings (no float).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shared/config/locale';
import { Decimal, tryDec } from '../../shared/lib/decimal';
import { EMPTY_VALUE } from '../../shared/lib/format';
import { WITHDRAW_DECIMALS } from '../../shared/fund/withdraw';

const formats = new Map<string, Intl.NumberFormat | null>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${JSON.stringify(options)}`;
  if (!formats.has(key)) {
    try {
      formats.set(key, new Intl.NumberFormat(locale, options));
    } catch {
      formats.set(key, null);
    }
  }
  return formats.get(key) ?? null;
}

/** Intl reads a decimal string exactly; the template type only tells TypeScript so. */
const asText = (d: Decimal) => d.toFixed() as `${number}`;

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
    const amount = (value: string | Decimal, places = WITHDRAW_DECIMALS) => {
      const d = tryDec(value);
      if (d === null) return EMPTY_VALUE;
      const down = d.toDecimalPlaces(places, Decimal.ROUND_DOWN);
      const nf = numberFormat(locale, { minimumFractionDigits: Math.min(2, places), maximumFractionDigits: places });
      return nf ? nf.format(asText(down)) : down.toFixed();
    };
    const percent = (value: string) => {
      const d = tryDec(value);
      if (d === null) return EMPTY_VALUE;
      const nf = numberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
      return nf ? nf.format(asText(d)) : `${d.times(100).toFixed()}%`;
    };
    return { amount, percent };
  }, [locale]);
}
