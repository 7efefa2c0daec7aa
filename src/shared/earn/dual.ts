// Dual investment formulas (AREAS.md), shared by the purchase page's preview and the server's
// settlement: the same numbers on both sides.
//
// A share is 0.1 coin. A `call` ("sell high") invests the coin: 0.1 coin a share. A `put` ("buy low")
// invests USDT: the price of 0.1 coin at purchase a share, rounded UP (the user pays). At expiry, with
// factor = 1 + annual rate × days / 365:
//   call: settlement < strike → coin × factor in the coin; else coin × strike × factor in USDT.
//   put:  settlement ≤ strike → USDT / strike × factor in the coin; else USDT × factor in USDT.
// What the user receives is rounded DOWN to the ledger's 8 decimals. Each payout is computed as one
// product over one division (numerator / denominator), so the only rounding is the final one.
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS } from '../trade/formulas';

export type DualType = 'call' | 'put';

/** Coin in one share. */
export const DUAL_SHARE_COIN = '0.1';
const YEAR_DAYS = 365;

/** factor = 1 + annual rate × days / 365 (exact to 40 digits; only for display: payouts use the fraction). */
export function dualFactor(annualRate: Decimal.Value, days: number): Decimal {
  return dec(YEAR_DAYS).plus(dec(annualRate).times(days)).div(YEAR_DAYS);
}

/** Interest earned over the term as a fraction of what was invested: annual rate × days / 365. */
export function dualTermRate(annualRate: Decimal.Value, days: number): Decimal {
  return dualFactor(annualRate, days).minus(1);
}

/**
 * What `num` shares cost: the coin for a call (num × 0.1), USDT for a put (num × 0.1 × price, rounded
 * UP to 8 decimals).
 */
export function dualInvestment(type: DualType, num: number, price: Decimal.Value): Decimal {
  const coin = dec(DUAL_SHARE_COIN).times(Math.max(0, Math.floor(num)));
  return type === 'call' ? coin : coin.times(price).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
}

export interface DualPayout {
  /** In the coin, or in USDT. */
  in: 'coin' | 'usdt';
  amount: Decimal;
}

export interface DualOutcomes {
  /** Settlement below the strike (call), or at or below it (put): paid in the coin. */
  coin: Decimal;
  /** Settlement at or above the strike (call), or above it (put): paid in USDT. */
  usdt: Decimal;
}

const down = (numerator: Decimal, denominator: Decimal.Value) =>
  numerator.div(denominator).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);

/** Both outcomes of an investment, each rounded down: what the page shows before confirm. */
export function dualOutcomes(
  type: DualType,
  invested: Decimal.Value,
  strike: Decimal.Value,
  annualRate: Decimal.Value,
  days: number,
): DualOutcomes {
  // factor = (365 + rate × days) / 365: the numerator is exact, the one division comes last.
  const grown = dec(invested).times(dec(YEAR_DAYS).plus(dec(annualRate).times(days)));
  return type === 'call'
    ? { coin: down(grown, YEAR_DAYS), usdt: down(grown.times(strike), YEAR_DAYS) }
    : { coin: down(grown, dec(strike).times(YEAR_DAYS)), usdt: down(grown, YEAR_DAYS) };
}

/** Which side a settlement price falls on: the coin below the strike (call) / at or below it (put). */
export function dualPaysInCoin(type: DualType, settlement: Decimal.Value, strike: Decimal.Value): boolean {
  return type === 'call' ? dec(settlement).lt(strike) : dec(settlement).lte(strike);
}

/** The payout at expiry, from the settlement price. */
export function dualSettle(
  type: DualType,
  invested: Decimal.Value,
  strike: Decimal.Value,
  annualRate: Decimal.Value,
  days: number,
  settlement: Decimal.Value,
): DualPayout {
  const outcomes = dualOutcomes(type, invested, strike, annualRate, days);
  return dualPaysInCoin(type, settlement, strike) ? { in: 'coin', amount: outcomes.coin } : { in: 'usdt', amount: outcomes.usdt };
}
