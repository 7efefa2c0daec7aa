// Presale (IEO) formulas (AREAS.md), shared by the subscribe page's preview and the server's settlement:
// the cost of an amount of tokens (price × amount, rounded UP to the ledger's 8 decimals: the user
// pays), the amount a USDT total buys (total / price, rounded DOWN to the token's units: the user
// receives), what a user may still subscribe, and the state of a project at a time.
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS } from '../trade/formulas';

export const PRESALE_STATES = ['upcoming', 'live', 'soldout', 'ended'] as const;
export type PresaleState = (typeof PRESALE_STATES)[number];

/** What the state depends on: times in seconds, amounts as decimal strings. */
export interface PresaleTerms {
  supply: Decimal.Value;
  sold: Decimal.Value;
  start_at: number;
  end_at: number;
  /** An admin closed it: no more sales (orders already made are still delivered). */
  closed?: boolean;
}

/** What `amount` tokens cost at `price` USDT each: rounded UP to 8 decimals. */
export function presaleCost(amount: Decimal.Value, price: Decimal.Value): Decimal {
  return dec(amount).times(price).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
}

/** The tokens a USDT `total` buys at `price`: rounded DOWN to the token's `decimals`. */
export function presaleAmountOf(total: Decimal.Value, price: Decimal.Value, decimals: number): Decimal {
  if (dec(price).lte(0)) return dec(0);
  return dec(total).div(price).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/** Tokens still for sale: supply − sold, never below zero. */
export function presaleLeft(terms: Pick<PresaleTerms, 'supply' | 'sold'>): Decimal {
  return Decimal.max(0, dec(terms.supply).minus(terms.sold));
}

/** What a user who already holds `bought` may still subscribe: the smaller of their maximum left and the supply left. */
export function presaleRemaining(
  terms: Pick<PresaleTerms, 'supply' | 'sold'> & { max_amount: Decimal.Value },
  bought: Decimal.Value,
): Decimal {
  return Decimal.max(0, Decimal.min(dec(terms.max_amount).minus(bought), presaleLeft(terms)));
}

/** The state at `at` (seconds): closed or past the end → ended; before the start → upcoming; all sold → sold out; else live. */
export function presaleState(terms: PresaleTerms, at: number): PresaleState {
  if (at < terms.start_at && !terms.closed) return 'upcoming';
  if (presaleLeft(terms).isZero()) return 'soldout';
  if (terms.closed || at >= terms.end_at) return 'ended';
  return 'live';
}

/** Sold / supply as a fraction from 0 to 1 (for the progress bar and its percentage), rounded down. */
export function presaleProgress(terms: Pick<PresaleTerms, 'supply' | 'sold'>): Decimal {
  if (dec(terms.supply).lte(0)) return dec(0);
  return Decimal.min(1, dec(terms.sold).div(terms.supply)).toDecimalPlaces(4, Decimal.ROUND_DOWN);
}

/** The time (seconds) the countdown of a state runs to: the start when upcoming, the end when live, none otherwise. */
export function presaleCountdownTo(state: PresaleState, terms: Pick<PresaleTerms, 'start_at' | 'end_at'>): number | null {
  return state === 'upcoming' ? terms.start_at : state === 'live' ? terms.end_at : null;
}
