// Where "Use" leads: the contract order form with the voucher chosen (`?coupon=<id>`).
export const CONTRACT_PATH = '/pages/transaction/contract';

export function withVoucherPath(couponId: number): string {
  return `${CONTRACT_PATH}?coupon=${couponId}`;
}
