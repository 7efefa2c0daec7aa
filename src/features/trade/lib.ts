// Pure helpers of the trade forms: their field checks (on the shared amount helpers), the Max buttons
// and the 25 / 50 / 75 / 100 % shortcuts (always rounded down). The money math itself is the shared
// formulas module; how numbers are shown is format.ts.
import { checkDecimal, type Problem } from '../../shared/lib/amount';
import { Decimal, dec, floorTo, toPlainString, tryDec } from '../../shared/lib/decimal';
import { openCost, SPOT_FEE_RATE, spotQuote } from '../../shared/trade/formulas';

/** An optional price field: blank is fine, otherwise a positive price with at most `decimals` places. */
export function checkOptionalPrice(raw: string, decimals: number): Problem | null {
  return raw.trim() === '' ? null : checkDecimal(raw, { decimals, invalidKey: 'validation.price' });
}

const stepOf = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals));

/** The shares of what the balance allows that an amount field offers (percent). */
export const SHARES = [25, 50, 75, 100] as const;

/** `share` percent of `value` (a share outside 0..100 is held to it). */
const partOf = (value: Decimal, share: number) => value.times(Math.min(100, Math.max(0, share))).div(100);

/**
 * The largest multiple of the step (10^-decimals) from 0 to `upper` for which `fits` holds, given that
 * `fits` holds up to some amount and not above it (a cost that only grows with the amount). Binary
 * search over the number of steps, all in decimals.
 */
export function largestFitting(upper: Decimal.Value, decimals: number, fits: (amount: Decimal) => boolean): Decimal {
  const step = stepOf(decimals);
  let lo = new Decimal(0);
  let hi = Decimal.max(dec(upper), 0).div(step).floor();
  if (fits(hi.times(step))) return hi.times(step);
  // fits(lo × step) holds (nothing costs nothing), fits(hi × step) does not.
  while (hi.minus(lo).gt(1)) {
    const mid = lo.plus(hi).div(2).floor();
    if (fits(mid.times(step))) lo = mid;
    else hi = mid;
  }
  return lo.times(step);
}

/**
 * The most lots `share` percent of the available balance pays for (margin plus fee, both rounded up as
 * charged), on the lot step and within the symbol's maximum: never more than the balance affords, and
 * one more step would cost more than that share. `share` defaults to 100 (Max).
 */
export function maxLots(o: {
  available: string;
  price: string;
  lotSize: string;
  leverage: number;
  feeRate: string;
  lotDecimals: number;
  maxLots: string;
  share?: number;
}): string {
  const price = tryDec(o.price);
  const available = tryDec(o.available);
  if (!price || !available || price.lte(0) || available.lte(0) || o.leverage <= 0) return '0';
  const budget = partOf(available, o.share ?? 100);
  const perLot = price.times(o.lotSize).times(new Decimal(1).div(o.leverage).plus(o.feeRate));
  if (perLot.lte(0)) return '0';
  // Rounding up only adds to the cost, so budget / exact cost per lot bounds the answer from above.
  const upper = Decimal.min(budget.div(perLot), o.maxLots);
  const lots = largestFitting(upper, o.lotDecimals, (lots) => openCost(price, lots, o.lotSize, o.leverage, o.feeRate).lte(budget));
  return toPlainString(lots);
}

/**
 * Spot: selling, `share` percent of the base balance (cut to `decimals`); buying, the most base that
 * `share` percent of the quote balance pays for at `price` including the fee (rounded up as charged).
 */
export function maxSpotAmount(type: 'buy' | 'sell', available: string, price: string, decimals: number, share = 100): string {
  const avail = tryDec(available);
  if (!avail || avail.lte(0)) return '0';
  const budget = partOf(avail, share);
  if (type === 'sell') return floorTo(budget, decimals);
  const p = tryDec(price);
  if (!p || p.lte(0)) return '0';
  const upper = budget.div(p.times(new Decimal(1).plus(SPOT_FEE_RATE)));
  return toPlainString(largestFitting(upper, decimals, (amount) => spotQuote('buy', amount, p).pay.lte(budget)));
}

/** Timed trades: `share` percent of the most the balance and the duration's maximum allow, cut to `decimals`. */
export function maxStake(available: string, maxAmount: string, decimals = 2, share = 100): string {
  const avail = tryDec(available);
  if (!avail || avail.lte(0)) return '0';
  return floorTo(partOf(Decimal.min(avail, maxAmount), share), decimals);
}
