// Trial vouchers (coupons) on a contract order: one formula for the form's cost preview and for the
// server's ledger. A voucher pays the order's fee first, then part of its margin; whatever it does
// not cover the user pays from the contract account. At close the voucher's part of the margin goes
// back to the house, after losses: profits are all the user's, a loss falls on the voucher's part
// first. Amounts are decimal strings in, Decimal out; never floats.
import { Decimal, dec } from '../lib/decimal';

type Num = Decimal.Value;

export interface VoucherCover {
  /** The part of the fee the voucher pays (the house pays it; it does not come back). */
  fee: Decimal;
  /** The part of the margin the voucher lends (it goes back to the house at close, after losses). */
  margin: Decimal;
  /** fee + margin: what the voucher is worth on this order (never more than the voucher). */
  total: Decimal;
  /** What the user pays from their own balance: margin + fee − total. */
  pay: Decimal;
}

/** What a voucher of `amount` covers of an order's `margin` and `fee` (fee first). */
export function voucherCover(amount: Num, margin: Num, fee: Num): VoucherCover {
  const voucher = Decimal.max(dec(amount), 0);
  const feeCovered = Decimal.min(voucher, dec(fee));
  const marginCovered = Decimal.min(voucher.minus(feeCovered), dec(margin));
  const total = feeCovered.plus(marginCovered);
  return { fee: feeCovered, margin: marginCovered, total, pay: dec(margin).plus(fee).minus(total) };
}

/**
 * What goes back to the house when the position closes: the voucher's part of the margin, less the
 * loss (a loss falls on that part first), never below zero. `profit` is the realised result (never
 * below −margin, so what the user keeps is never negative either).
 */
export function voucherReturn(marginCovered: Num, profit: Num): Decimal {
  const loss = Decimal.max(dec(profit).neg(), 0);
  return Decimal.max(dec(marginCovered).minus(loss), 0);
}

/** What the user keeps at close: the margin and the result, less what goes back to the house. */
export function voucherKeep(marginCovered: Num, margin: Num, profit: Num): Decimal {
  return dec(margin).plus(profit).minus(voucherReturn(marginCovered, profit));
}
