// Conversion formulas (AREAS.md "Accounts and money"), shared by the convert page's preview and the
// server's fill, so what the page shows is what is charged. Amounts are decimal strings or Decimals;
// the user receives rounded DOWN and pays rounded UP, each by at most one last unit (8 decimals).
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS } from '../trade/formulas';

/** How long a quote holds (ms): after that the server refuses it rather than fill at another price. */
export const QUOTE_VALID_MS = 10_000;
/** A live price this far (a fraction) from the quoted one means the quote has moved: refused too. */
export const QUOTE_MAX_MOVE = '0.01';

export interface ConvertInput {
  /** How much of the source currency to convert. */
  number: Decimal.Value;
  /** Prices of both currencies in USDT. */
  fromPrice: Decimal.Value;
  toPrice: Decimal.Value;
  /** transfer_fee: a fraction of the amount, taken from the source on top. */
  feeRate: Decimal.Value;
}

export interface ConvertFigures {
  /** Units of the target currency per unit of the source (shown, not used to round). */
  rate: Decimal;
  /** number × feeRate, rounded up. */
  fee: Decimal;
  /** What leaves the source: number + fee. */
  cost: Decimal;
  /** number × fromPrice / toPrice, rounded down. */
  receive: Decimal;
}

export function convertFigures({ number, fromPrice, toPrice, feeRate }: ConvertInput): ConvertFigures {
  const amount = dec(number);
  const to = dec(toPrice);
  if (to.lte(0)) throw new Error('convertFigures: the target currency has no price');
  const fee = amount.times(feeRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
  return {
    rate: dec(fromPrice).div(to),
    fee,
    cost: amount.plus(fee),
    receive: amount.times(fromPrice).div(to).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN),
  };
}

/** Whether a live price has moved more than QUOTE_MAX_MOVE from the quoted one. */
export function quoteMoved(quoted: Decimal.Value, live: Decimal.Value): boolean {
  return dec(live).minus(quoted).abs().gt(dec(quoted).times(QUOTE_MAX_MOVE));
}
