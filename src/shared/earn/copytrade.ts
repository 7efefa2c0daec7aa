// Copy trading formulas (AREAS.md "Copy trading and follow"), shared by the pages' previews and the
// server's copy engine: the size of a copy, the profit share paid on a copy's close, and a lead
// trader's figures from their closed contract orders.
//
// - Size: type 1 copies the trader's lots × the multiple, type 2 a fixed number of lots; both rounded
//   DOWN to the symbol's lot step and capped at its maximum. Below the symbol's minimum, nothing is copied.
// - Profit share: rate × a copy's positive realised profit. The follower pays it rounded UP, the trader
//   receives it rounded DOWN, the last unit between them (at most 0.00000001) goes to the fee account.
//   It is paid whatever became of the follow: a copy that closes pays it, its follow stopped or not. A copy
//   the follower takes over pays it then, on its profit so far at the live price (what closing it then
//   would realise, positionProfit), and nothing more when it closes later; nothing if it is not in profit.
// - Figures over a window (7 or 30 days): return = Σ realised profit ÷ Σ opening margin of the orders
//   closed in it; win rate = orders with a profit ÷ orders; max drawdown = the largest fall of the
//   cumulative realised profit from an earlier peak (the start counts as a peak of 0), ÷ the same Σ margin.
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS, positionProfit } from '../trade/formulas';

/** AREAS.md: type 1 a fixed multiple of the trader's lots, type 2 a fixed number of lots. */
export const FOLLOW_TYPES = [1, 2] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];
export const FOLLOW_LIMITS = {
  1: { min: '0.1', max: '5', decimals: 2 },
  2: { min: '0.01', max: '5', decimals: 2 },
} as const;
/** At most this many traders followed at once. */
export const MAX_FOLLOWS = 3;
/** A trader's published profit-share rate lies in 0–20 %. */
export const MAX_SHARE_RATE = '0.2';
/** Ratios (returns, win rate, drawdown) are given to this many places, rounded down. */
export const RATIO_DECIMALS = 6;

/** Why a follow's number is refused, as an i18n key, or null when it is within the type's range. */
export function followNumberProblem(type: FollowType, number: Decimal.Value): string | null {
  const limits = FOLLOW_LIMITS[type];
  let x: Decimal;
  try {
    x = dec(number);
  } catch {
    return type === 1 ? 'copyErrors.multiple' : 'copyErrors.lots';
  }
  if (!x.isFinite() || x.lt(limits.min) || x.gt(limits.max) || x.decimalPlaces() > limits.decimals)
    return type === 1 ? 'copyErrors.multiple' : 'copyErrors.lots';
  return null;
}

export interface LotRules {
  min_lots: Decimal.Value;
  max_lots: Decimal.Value;
  lot_decimals: number;
}

/** The lots a copy opens with, or null when the rule gives less than the symbol's minimum. */
export function copyLots(type: FollowType, number: Decimal.Value, traderLots: Decimal.Value, rules: LotRules): Decimal | null {
  const raw = type === 1 ? dec(traderLots).times(number) : dec(number);
  const lots = Decimal.min(raw.toDecimalPlaces(rules.lot_decimals, Decimal.ROUND_DOWN), rules.max_lots);
  return lots.lt(rules.min_lots) || lots.lte(0) ? null : lots;
}

export interface ProfitShare {
  /** What the follower pays (rounded up). */
  paid: Decimal;
  /** What the trader receives (rounded down). */
  received: Decimal;
  /** paid − received: at most one last unit, to the fee account. */
  rest: Decimal;
}

/** The profit share of a copy closed with `profit` at `rate`: nothing on a loss or a zero profit. */
export function profitShare(profit: Decimal.Value, rate: Decimal.Value): ProfitShare {
  const p = dec(profit);
  if (p.lte(0) || dec(rate).lte(0)) return { paid: dec(0), received: dec(0), rest: dec(0) };
  const exact = p.times(rate);
  const paid = exact.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
  const received = exact.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
  return { paid, received, rest: paid.minus(received) };
}

/** An open copy: what its profit so far and its share depend on. */
export interface OpenCopy {
  side: 'buy' | 'sell';
  open_price: Decimal.Value;
  lots: Decimal.Value;
  margin: Decimal.Value;
}

/**
 * Taking a copy over at `price`: its profit so far (what closing it at that price would realise) and the
 * share that is settled on it then. The take-over confirmation shows it; the server settles with it.
 */
export function takeOverShare(
  copy: OpenCopy,
  price: Decimal.Value,
  lotSize: Decimal.Value,
  rate: Decimal.Value,
): ProfitShare & { profit: Decimal } {
  const profit = positionProfit(copy.side, copy.open_price, price, copy.lots, lotSize, copy.margin);
  return { profit, ...profitShare(profit, rate) };
}

/** What the follower keeps of a copy's realised profit after the share (the profit itself on a loss). */
export const profitAfterShare = (profit: Decimal.Value, rate: Decimal.Value): Decimal => dec(profit).minus(profitShare(profit, rate).paid);

export interface ClosedTrade {
  profit: Decimal.Value;
  margin: Decimal.Value;
  /** Unix seconds. */
  closed_at: number;
}

export interface TraderFigures {
  /** Σ profit ÷ Σ margin (a fraction), "0" without trades. */
  return_rate: string;
  win_rate: string;
  max_drawdown: string;
  profit: string;
  trades: number;
  wins: number;
}

const ratio = (a: Decimal, b: Decimal): string => (b.lte(0) ? '0' : a.div(b).toDecimalPlaces(RATIO_DECIMALS, Decimal.ROUND_DOWN).toFixed());

/** The trades closed at or after `since` (seconds), oldest first (by close time, then as given). */
export function tradesSince<T extends ClosedTrade>(trades: readonly T[], since: number): T[] {
  return trades
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.closed_at >= since)
    .sort((a, b) => a.t.closed_at - b.t.closed_at || a.i - b.i)
    .map(({ t }) => t);
}

/** The cumulative realised profit after each trade, oldest first. */
export function profitCurve(trades: readonly ClosedTrade[]): Array<{ at: number; profit: string }> {
  let sum = dec(0);
  return trades.map((t) => {
    sum = sum.plus(t.profit);
    return { at: t.closed_at, profit: sum.toFixed() };
  });
}

/** The figures of the trades closed at or after `since` (seconds). */
export function traderFigures(all: readonly ClosedTrade[], since: number): TraderFigures {
  const trades = tradesSince(all, since);
  let profit = dec(0);
  let margin = dec(0);
  let peak = dec(0);
  let drawdown = dec(0);
  let wins = 0;
  for (const t of trades) {
    profit = profit.plus(t.profit);
    margin = margin.plus(t.margin);
    if (dec(t.profit).gt(0)) wins += 1;
    peak = Decimal.max(peak, profit);
    drawdown = Decimal.max(drawdown, peak.minus(profit));
  }
  return {
    return_rate: ratio(profit, margin),
    win_rate: ratio(dec(wins), dec(trades.length)),
    max_drawdown: ratio(drawdown, margin),
    profit: profit.toFixed(),
    trades: trades.length,
    wins,
  };
}
