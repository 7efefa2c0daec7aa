// Pure helpers of the trade forms: their field checks (on the shared amount helpers), the Max buttons
// (always rounded down), and display of money and prices. The money math itself is the shared formulas module.
import { checkDecimal, type Problem } from '../../shared/lib/amount';
import { Decimal, dec, floorTo, toPlainString, tryDec } from '../../shared/lib/decimal';
import { EMPTY_VALUE, formatFixed } from '../../shared/lib/format';
import { MONEY_DECIMALS, openCost, spotQuote } from '../../shared/trade/formulas';

/** An optional price field: blank is fine, otherwise a positive price with at most `decimals` places. */
export function checkOptionalPrice(raw: string, decimals: number): Problem | null {
  return raw.trim() === '' ? null : checkDecimal(raw, { decimals, invalidKey: 'validation.price' });
}

const stepOf = (decimals: number) => new Decimal(1).div(new Decimal(10).pow(decimals));

/**
 * The most lots the available balance pays for (margin plus fee, both rounded up as charged), cut
 * down to the lot step and the symbol's maximum. Never more than the balance affords.
 */
export function maxLots(o: {
  available: string;
  price: string;
  lotSize: string;
  leverage: number;
  feeRate: string;
  lotDecimals: number;
  maxLots: string;
}): string {
  const price = tryDec(o.price);
  const available = tryDec(o.available);
  if (!price || !available || price.lte(0) || available.lte(0) || o.leverage <= 0) return '0';
  const perLot = price.times(o.lotSize).times(new Decimal(1).div(o.leverage).plus(o.feeRate));
  if (perLot.lte(0)) return '0';
  let lots = Decimal.min(dec(floorTo(available.div(perLot), o.lotDecimals)), o.maxLots);
  const step = stepOf(o.lotDecimals);
  while (lots.gt(0) && openCost(price, lots, o.lotSize, o.leverage, o.feeRate).gt(available)) lots = lots.minus(step);
  return toPlainString(Decimal.max(lots, 0));
}

/**
 * Spot Max: selling, the whole base balance (cut to `decimals`); buying, the most base the quote
 * balance pays for at `price` including the fee (rounded up as charged).
 */
export function maxSpotAmount(type: 'buy' | 'sell', available: string, price: string, decimals: number): string {
  const avail = tryDec(available);
  if (!avail || avail.lte(0)) return '0';
  if (type === 'sell') return floorTo(avail, decimals);
  const p = tryDec(price);
  if (!p || p.lte(0)) return '0';
  const probe = spotQuote('buy', '1', p);
  const perUnit = probe.pay; // price plus fee for one unit, rounded up: never less than the true rate
  let amount = dec(floorTo(avail.div(perUnit.gt(0) ? perUnit : 1), decimals));
  const step = stepOf(decimals);
  while (amount.gt(0) && spotQuote('buy', amount, p).pay.gt(avail)) amount = amount.minus(step);
  // One step up may still fit (the probe overstated the rate by its rounding): take it if it does.
  const next = amount.plus(step);
  if (spotQuote('buy', next, p).pay.lte(avail)) amount = next;
  return toPlainString(Decimal.max(amount, 0));
}

/** Timed trades: the most the balance and the duration's maximum allow, cut to `decimals`. */
export function maxStake(available: string, maxAmount: string, decimals = 2): string {
  const avail = tryDec(available);
  if (!avail || avail.lte(0)) return '0';
  return floorTo(Decimal.min(avail, maxAmount), decimals);
}

/** Money as exact as the ledger keeps it: at least 2 places, at most MONEY_DECIMALS, nothing rounded away. */
export function fmtMoney(value: Decimal.Value | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const d = tryDec(value);
  if (d === null) return EMPTY_VALUE;
  const places = Math.min(MONEY_DECIMALS, Math.max(2, d.decimalPlaces()));
  const s = d.toFixed(places, Decimal.ROUND_DOWN);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/** Money with its sign: "+1.25", "-0.40", "0.00". */
export function fmtSigned(value: Decimal.Value | null | undefined): string {
  const s = fmtMoney(value);
  return s !== EMPTY_VALUE && tryDec(s)?.gt(0) ? `+${s}` : s;
}

/** A price at the symbol's decimals (half up, display only). */
export function fmtPrice(value: Decimal.Value | null | undefined, decimals: number): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const d = tryDec(value);
  return d === null ? EMPTY_VALUE : formatFixed(d.toFixed(), decimals);
}

/** A quantity as given, without trailing zeros. */
export function fmtQty(value: Decimal.Value | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return toPlainString(value) || EMPTY_VALUE;
}

/** Percent of a rate: "0.85" → "85%". */
export function fmtRate(rate: string): string {
  const d = tryDec(rate);
  return d === null ? EMPTY_VALUE : `${toPlainString(d.times(100))}%`;
}
