// Withdrawal formulas (AREAS.md "Withdrawals"), shared by the withdraw page's preview and the server,
// so the fee shown is the fee charged. The fee is a fraction (tk_radio) of the amount, deducted from it,
// rounded UP to the token's last unit; the user receives the rest. The 24-hour limit is set in BTC and
// valued at the live BTC price.
import { Decimal, dec } from '../lib/decimal';

/** Places a withdrawal amount may have: USDT's on-chain precision (6), so what is sent is exact. */
export const WITHDRAW_DECIMALS = 6;
/** Confirmations before a sent withdrawal is completed (SPEC §9). */
export const WITHDRAW_CONFIRMATIONS = 5;
/** Rolling window of the withdrawal limit. */
export const WITHDRAW_WINDOW_MS = 24 * 3_600_000;

export interface WithdrawFigures {
  /** amount × feeRate, rounded up to WITHDRAW_DECIMALS. */
  fee: Decimal;
  /** amount − fee: what arrives at the address. */
  receive: Decimal;
}

export function withdrawFigures(amount: Decimal.Value, feeRate: Decimal.Value): WithdrawFigures {
  const x = dec(amount);
  const fee = x.times(feeRate).toDecimalPlaces(WITHDRAW_DECIMALS, Decimal.ROUND_UP);
  return { fee, receive: x.minus(fee) };
}

/**
 * What may still leave in the window, in USDT: the level's limit in BTC at the live BTC price, minus
 * what was requested in the window (pending, approved, sent or completed), never below zero.
 */
export function withdrawRoom(limitBtc: Decimal.Value, btcPrice: Decimal.Value, usedUsdt: Decimal.Value): Decimal {
  const room = dec(limitBtc).times(btcPrice).minus(usedUsdt).toDecimalPlaces(WITHDRAW_DECIMALS, Decimal.ROUND_DOWN);
  return Decimal.max(room, 0);
}

/** The largest amount a user can ask for: the smaller of balance and room, rounded down to the token's unit. */
export function withdrawMax(available: Decimal.Value, room: Decimal.Value): Decimal {
  return Decimal.min(dec(available), dec(room)).toDecimalPlaces(WITHDRAW_DECIMALS, Decimal.ROUND_DOWN);
}
