// The convert page's arithmetic, apart from the page: which pair it starts with, and the most that
// can be converted (Max). Pure; the figures come from the formula the server charges with.
import type { Convertible } from '../../contract/fund';
import { convertFigures } from '../../shared/fund/convert';
import { Decimal, dec, tryDec } from '../../shared/lib/decimal';
import { MONEY_DECIMALS as LEDGER_DECIMALS } from '../../shared/trade/formulas';

/** One last unit of the ledger (1e-8). */
const LAST_UNIT = dec(1).div(dec(10).pow(LEDGER_DECIMALS));

/**
 * The largest amount whose amount + fee fits `available`, rounded down to the ledger's 8 places:
 * available / (1 + fee rate), then a unit less while the fee (rounded up) would make it not fit.
 */
export function maxConvertible(available: string, quote: { from_price: string; to_price: string; fee_rate: string }): string {
  const have = tryDec(available);
  if (have === null || have.lte(0)) return '0';
  let number = have.div(dec(1).plus(quote.fee_rate)).toDecimalPlaces(LEDGER_DECIMALS, Decimal.ROUND_DOWN);
  const cost = (n: Decimal) =>
    convertFigures({ number: n, fromPrice: quote.from_price, toPrice: quote.to_price, feeRate: quote.fee_rate }).cost;
  while (number.gt(0) && cost(number).gt(have)) number = number.minus(LAST_UNIT);
  return number.gt(0) ? number.toFixed() : '0';
}

/**
 * The pair the page opens with: the address's (?from=<id>&to=<id>) when both can be converted and
 * differ, otherwise USDT into BTC (or the first other currency on offer).
 */
export function initialPair(list: readonly Convertible[], fromParam: string | null, toParam: string | null): { from: string; to: string } {
  const ids = list.map((c) => String(c.id));
  const idOf = (code: string) => {
    const c = list.find((x) => x.code === code);
    return c ? String(c.id) : undefined;
  };
  const from = fromParam && ids.includes(fromParam) ? fromParam : (idOf('USDT') ?? ids[0] ?? '');
  const preferred = [toParam && ids.includes(toParam) ? toParam : undefined, idOf('BTC'), idOf('USDT'), ...ids];
  const to = preferred.find((id): id is string => Boolean(id) && id !== from) ?? '';
  return { from, to };
}
