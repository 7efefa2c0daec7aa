// The fiat deposit and sale coin forms' rules and figures, pure (no React): the same checks the contract makes on the server,
// with the published minimum and the balance on top, so a refusal is seen before anything is sent.
import { saleFigures } from '../../shared/fund/sale';
import { checkDecimal, type Problem, readDecimal } from '../../shared/lib/amount';
import { Decimal, dec } from '../../shared/lib/decimal';

/** Places a dollar amount and a USDT amount may have. */
export const USD_PLACES = 2;
export const USDT_PLACES = 8;

/** A fiat deposit's amount (USD, cents at most, at least the published minimum). */
export const fiatAmountProblem = (value: string, min: string): Problem | null =>
  checkDecimal(value, { decimals: USD_PLACES, invalidKey: 'fiatErrors.amount', min, minKey: 'fiatErrors.belowMin' });

/** The last 6 characters of the transfer's reference: letters and digits. */
export const txSuffixProblem = (value: string): string | null => (/^[0-9A-Za-z]{6}$/.test(value.trim()) ? null : 'fiatErrors.txSuffix');

/** The remitter's name: 2 to 60 characters. */
export function remitterProblem(value: string): string | null {
  const length = value.trim().length;
  return length >= 2 && length <= 60 ? null : 'fiatErrors.remitter';
}

/** The 24-hour limit a sale shares with withdrawals: what is left, and whether a BTC price values it. */
export interface SaleRoom {
  room_usdt: string;
  price_known: boolean;
}

/** USDT to sell: 8 places at most, at least the minimum, at most what is available, within the 24-hour limit (the server's order). */
export function saleAmountProblem(value: string, min: string, available: string, limit?: SaleRoom): Problem | string | null {
  const problem = checkDecimal(value, { decimals: USDT_PLACES, invalidKey: 'saleErrors.amount', min, minKey: 'saleErrors.belowMin' });
  if (problem) return problem;
  const amount = dec(readDecimal(value));
  if (limit && !limit.price_known) return 'saleErrors.noPrice';
  if (limit && amount.gt(limit.room_usdt)) return { key: 'saleErrors.aboveLimit', vars: { room: dec(limit.room_usdt).toFixed() } };
  return amount.gt(available) ? 'saleErrors.aboveBalance' : null;
}

/** What Max fills in: the smaller of the balance and the room, rounded down. */
export const saleMax = (available: string, limit: SaleRoom) =>
  dec(limit.price_known ? Decimal.min(dec(available), dec(limit.room_usdt)) : 0)
    .toDecimalPlaces(USDT_PLACES, Decimal.ROUND_DOWN)
    .toFixed();

/** A typed amount as sent (plain decimal) when it is one with at most `places` places, else null. */
export function typedAmount(raw: string, places: number): string | null {
  const value = readDecimal(raw);
  if (!value || dec(value).lte(0) || (value.split('.')[1]?.length ?? 0) > places) return null;
  return value;
}

/** The figures of a sale of the typed amount (shared formula), or null while it is not an amount. */
export function saleFiguresOf(raw: string, rate: string, feeRate: string) {
  const number = typedAmount(raw, USDT_PLACES);
  return number ? { number, ...saleFigures(number, rate, feeRate) } : null;
}
