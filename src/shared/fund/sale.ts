// Sale coin (AREAS.md "Fiat rails"): USDT sold for USD at the server's dollar rate minus a published
// fee, paid to the bound bank card. Shared by the page's preview and the server's order, in cents:
// the gross is rounded down, the fee up, so the user is never shown more than is paid.
import { Decimal, dec } from '../lib/decimal';

export const USD_DECIMALS = 2;

export interface SaleFigures {
  /** number × rate, rounded down to cents. */
  gross: Decimal;
  /** gross × feeRate, rounded up to cents. */
  fee: Decimal;
  /** gross − fee: the USD paid to the card. */
  receive: Decimal;
}

export function saleFigures(number: Decimal.Value, rate: Decimal.Value, feeRate: Decimal.Value): SaleFigures {
  const gross = dec(number).times(rate).toDecimalPlaces(USD_DECIMALS, Decimal.ROUND_DOWN);
  const fee = gross.times(feeRate).toDecimalPlaces(USD_DECIMALS, Decimal.ROUND_UP);
  return { gross, fee, receive: gross.minus(fee) };
}

/** A fiat deposit's credit in USDT: amount (USD) × usdRate (USDT per USD), rounded down to 8 places. */
export function fiatCredit(amount: Decimal.Value, usdRate: Decimal.Value): Decimal {
  return dec(amount).times(usdRate).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}
