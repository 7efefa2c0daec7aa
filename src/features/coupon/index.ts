// The coupon area's public face: the voucher picker of the contract order form.
export { useVoucherChoice, VoucherPicker } from './VoucherPicker';
