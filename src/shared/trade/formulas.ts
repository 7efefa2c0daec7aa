// The trading formulas, one module for the app (what it shows before confirming) and the server
// (what it charges). All amounts are decimal strings in, Decimal out; never floats.
import { Decimal, dec } from '../lib/decimal';

export type Side = 'buy' | 'sell';
export type Direction = 'up' | 'down';

/** Places kept for money (USDT and other balances) inside the ledger. */
export const MONEY_DECIMALS = 8;
/** A position is liquidated when its loss reaches this share of its margin. */
export const LIQUIDATION_RATIO = '0.8';
/** Spot trading fee, charged in the quote currency. */
export const SPOT_FEE_RATE = '0.001';

type Num = Decimal.Value;

/** Money the user pays (fees, margins): rounded UP, so the house never pays for rounding. */
export const roundUp = (x: Num) => dec(x).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
/** Money paid to the user (profits, payouts): rounded toward minus infinity. */
export const roundDown = (x: Num) => dec(x).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_FLOOR);

/** Position value in the quote currency: price × lots × units per lot. */
export function positionValue(price: Num, lots: Num, lotSize: Num): Decimal {
  return dec(price).times(lots).times(lotSize);
}

/** Margin a contract order locks: value / leverage, rounded up. */
export function requiredMargin(price: Num, lots: Num, lotSize: Num, leverage: number): Decimal {
  return roundUp(positionValue(price, lots, lotSize).div(leverage));
}

/** Trading fee of a contract order, charged when it opens: value × fee rate, rounded up. */
export function tradingFee(price: Num, lots: Num, lotSize: Num, feeRate: Num): Decimal {
  return roundUp(positionValue(price, lots, lotSize).times(feeRate));
}

/** What opening costs from the available balance: margin plus fee. */
export function openCost(price: Num, lots: Num, lotSize: Num, leverage: number, feeRate: Num): Decimal {
  return requiredMargin(price, lots, lotSize, leverage).plus(tradingFee(price, lots, lotSize, feeRate));
}

/** Price distance in the position's favour (negative when against it). */
export function points(side: Side, openPrice: Num, price: Num): Decimal {
  const diff = dec(price).minus(openPrice);
  return side === 'buy' ? diff : diff.neg();
}

/** Profit (or loss) of a position at `price`, never a loss beyond the margin. */
export function positionProfit(side: Side, openPrice: Num, price: Num, lots: Num, lotSize: Num, margin: Num): Decimal {
  const raw = roundDown(points(side, openPrice, price).times(lots).times(lotSize));
  return Decimal.max(raw, dec(margin).neg());
}

/** The price at which a position's loss reaches LIQUIDATION_RATIO of its margin. */
export function liquidationPrice(side: Side, openPrice: Num, lots: Num, lotSize: Num, margin: Num): Decimal {
  const distance = dec(margin).times(LIQUIDATION_RATIO).div(dec(lots).times(lotSize));
  return side === 'buy' ? dec(openPrice).minus(distance) : dec(openPrice).plus(distance);
}

/** Whether a position at `price` is due for liquidation. */
export function isLiquidated(side: Side, price: Num, liquidation: Num): boolean {
  return side === 'buy' ? dec(price).lte(liquidation) : dec(price).gte(liquidation);
}

/**
 * Take-profit must sit above the price for a buy (below for a sell), stop-loss on the other side.
 * Returns the i18n key of the problem and the field, or null.
 */
export function checkStops(
  side: Side,
  price: Num,
  takeProfit?: Num | null,
  stopLoss?: Num | null,
): { field: 'target_profit_price' | 'stop_loss_price'; key: string } | null {
  const p = dec(price);
  if (takeProfit != null && takeProfit !== '') {
    const ok = side === 'buy' ? dec(takeProfit).gt(p) : dec(takeProfit).lt(p);
    if (!ok) return { field: 'target_profit_price', key: side === 'buy' ? 'tradeErrors.tpAbove' : 'tradeErrors.tpBelow' };
  }
  if (stopLoss != null && stopLoss !== '') {
    const ok = side === 'buy' ? dec(stopLoss).lt(p) : dec(stopLoss).gt(p);
    if (!ok) return { field: 'stop_loss_price', key: side === 'buy' ? 'tradeErrors.slBelow' : 'tradeErrors.slAbove' };
  }
  return null;
}

/** Whether take-profit or stop-loss is reached at `price`; which one, or null. */
export function stopHit(side: Side, price: Num, takeProfit?: Num | null, stopLoss?: Num | null): 'tp' | 'sl' | null {
  const p = dec(price);
  if (takeProfit != null && (side === 'buy' ? p.gte(takeProfit) : p.lte(takeProfit))) return 'tp';
  if (stopLoss != null && (side === 'buy' ? p.lte(stopLoss) : p.gte(stopLoss))) return 'sl';
  return null;
}

/** Whether a limit order fills at `price`: a buy at or below its limit, a sell at or above. */
export function limitReached(side: Side, price: Num, limit: Num): boolean {
  return side === 'buy' ? dec(price).lte(limit) : dec(price).gte(limit);
}

// ---------- options and seconds trades ----------

/** What a won timed trade returns in all: the stake plus stake × rate, rounded down. */
export function expectedReturn(amount: Num, rate: Num): Decimal {
  return roundDown(dec(amount).times(dec(rate).plus(1)));
}

/**
 * Settlement rule (shown on the trade page): up wins when the closing price is above the opening
 * price, down when below; the same price is a draw and returns the stake.
 */
export function timedOutcome(direction: Direction, openPrice: Num, closePrice: Num): 'won' | 'lost' | 'draw' {
  const cmp = dec(closePrice).cmp(openPrice);
  if (cmp === 0) return 'draw';
  return cmp > 0 === (direction === 'up') ? 'won' : 'lost';
}

export function timedPayout(outcome: 'won' | 'lost' | 'draw', amount: Num, rate: Num): Decimal {
  if (outcome === 'won') return expectedReturn(amount, rate);
  if (outcome === 'draw') return dec(amount);
  return new Decimal(0);
}

// ---------- spot ----------

/** Spot: quote amount of a trade, the fee on it (rounded up), and what each side pays and gets. */
export function spotQuote(type: Side, amount: Num, price: Num, feeRate: Num = SPOT_FEE_RATE) {
  const total = dec(amount).times(price);
  const fee = roundUp(total.times(feeRate));
  return type === 'buy'
    ? { total: roundUp(total), fee, pay: roundUp(total).plus(fee), get: dec(amount) }
    : { total: roundDown(total), fee, pay: dec(amount), get: Decimal.max(roundDown(total).minus(fee), 0) };
}
