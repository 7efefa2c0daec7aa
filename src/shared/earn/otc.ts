// OTC formulas (AREAS.md "OTC"), shared by the order sheet's preview and the server's order: the fiat
// total of an amount of USDT at an advert's price, the USDT bought for a typed fiat sum, the per-trade
// limit of a KYC level, and the checks an amount must pass. USDT amounts have 2 places; the fiat total
// is rounded to the cent in the advert owner's favour against the person taking the advert: UP when the
// taker pays it (the taker buys USDT), DOWN when the taker receives it (the taker sells), by at most
// one cent. The escrow itself is the USDT amount, exact: no rounding touches the ledger.
import { Decimal, dec } from '../lib/decimal';

/** Places of an OTC USDT amount and of a fiat total. */
export const OTC_AMOUNT_PLACES = 2;
export const OTC_FIAT_PLACES = 2;

/** The fiat total of `amount` USDT at `price` (fiat per USDT), rounded against the taker. */
export function otcTotal(amount: Decimal.Value, price: Decimal.Value, takerBuys: boolean): Decimal {
  return dec(amount)
    .times(price)
    .toDecimalPlaces(OTC_FIAT_PLACES, takerBuys ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}

/** The USDT a typed fiat sum buys or sells at `price`: cut DOWN to 2 places (never more than typed). */
export function otcAmountOfFiat(fiat: Decimal.Value, price: Decimal.Value): Decimal {
  if (dec(price).lte(0)) return dec(0);
  return dec(fiat).div(price).toDecimalPlaces(OTC_AMOUNT_PLACES, Decimal.ROUND_DOWN);
}

export interface OtcLimits {
  /** Per-trade limits (USDT) of KYC levels 1 and 2 (SPEC §6); level 0 cannot trade. */
  limit_l1: string;
  limit_l2: string;
}

/** The most one trade may be at a KYC level, or null when the level cannot trade OTC. */
export function otcLimitOf(level: number, limits: OtcLimits): string | null {
  if (level >= 2) return limits.limit_l2;
  if (level === 1) return limits.limit_l1;
  return null;
}

/**
 * The most one trade may be for an account: a real account by its KYC level; a demo account (virtual
 * USDT, with the demo merchants only; it has no KYC) at the level-1 limit, or level 2's when it has it.
 */
export function otcTraderLimit(account: 'real' | 'demo', level: number, limits: OtcLimits): string | null {
  return otcLimitOf(account === 'demo' ? Math.max(level, 1) : level, limits);
}

/**
 * What a sell advert offers now: its maximum per order, capped by what its owner holds available
 * (never more: the rest of the owner's balance is not the visitor's business), never below zero.
 */
export function otcAdvertOffers(maxAmount: Decimal.Value, ownerAvailable: Decimal.Value): Decimal {
  return Decimal.max(0, Decimal.min(maxAmount, ownerAvailable));
}

export interface OtcAmountRules {
  /** The advert's minimum and maximum per order. */
  min: string;
  max: string;
  /** The taker's per-trade KYC limit. */
  limit: string;
  /** What the seller can escrow in this order (a sell advert: what it offers; the taker selling: their balance), when known. */
  sellerBalance?: string | null;
  /** The taker is the seller (their own balance is meant), not the advert's owner. */
  takerSells?: boolean;
}

/** Why `amount` cannot be traded, as an i18n key with its variables, or null when it can. */
export function otcAmountProblem(amount: Decimal.Value, rules: OtcAmountRules): { key: string; vars: Record<string, string> } | null {
  const a = dec(amount);
  if (a.lt(rules.min)) return { key: 'otcErrors.min', vars: { min: rules.min } };
  if (a.gt(rules.max)) return { key: 'otcErrors.max', vars: { max: rules.max } };
  if (a.gt(rules.limit)) return { key: 'otcErrors.kycLimit', vars: { limit: rules.limit } };
  if (rules.sellerBalance != null && a.gt(rules.sellerBalance))
    return { key: rules.takerSells ? 'otcErrors.balance' : 'otcErrors.sellerBalance', vars: { balance: rules.sellerBalance } };
  return null;
}

/** A merchant's completion rate: completed ÷ ended orders, cut DOWN to 4 places (0.9876 = 98.76 %), or null with none ended. */
export function otcCompletionRate(completed: number, ended: number): string | null {
  if (ended <= 0) return null;
  return dec(completed).div(ended).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed();
}
