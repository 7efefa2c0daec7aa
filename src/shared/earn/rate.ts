// A daily rate's yearly equivalent, shown beside every daily rate of the savings, locked mining and loan
// pages (issue 30): simple, not compounded — daily rate × 365 — as the pages say ("0.6 % a day ≈ 219 % a
// year"). Decimal and exact (no float: 0.0007 × 365 is 0.2555, not 0.25549999999999995). Only lazy pages
// import it, so it is never on the first screen.
import { type Decimal, dec } from '../lib/decimal';

/** Days in the year of the yearly equivalent (simple interest, as exchanges quote a daily rate's APR). */
export const DAYS_PER_YEAR = 365;

/** The yearly equivalent of a daily rate (fractions: 0.006 → 2.19), simple: daily rate × 365, exact. */
export function yearlyRate(dailyRate: string | Decimal): Decimal {
  return dec(dailyRate).times(DAYS_PER_YEAR);
}
