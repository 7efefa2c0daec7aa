// AI quant savings formulas (AREAS.md), shared by the page's preview and, with the earn issue, the
// server's settlement: the same numbers on both sides. Amounts are decimal strings; what a user
// receives is rounded DOWN to the ledger's 8 decimals.
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS } from '../trade/formulas';

/** Income of one accrued day: amount × daily rate, rounded down. */
export function quantDailyIncome(amount: Decimal.Value, dailyRate: Decimal.Value): Decimal {
  return dec(amount).times(dailyRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
}

/** Income over a whole term: each day's income (rounded down) times the days; the principal comes back on top. */
export function quantTermIncome(amount: Decimal.Value, dailyRate: Decimal.Value, days: number): Decimal {
  return quantDailyIncome(amount, dailyRate).times(Math.max(0, Math.floor(days)));
}

/** Early termination: penalty = amount × penalty rate (rounded UP: the user pays), refund = amount − penalty. */
export function quantTermination(amount: Decimal.Value, penaltyRate: Decimal.Value): { penalty: Decimal; refund: Decimal } {
  const penalty = Decimal.min(dec(amount), dec(amount).times(penaltyRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP));
  return { penalty, refund: dec(amount).minus(penalty) };
}
