// Coupons (the coupon centre, /pages/setting/coupon): trial vouchers of USDT, granted by an admin or at
// registration, each usable once as the fee and margin of one order in one named product before it
// expires. The voucher's part of the margin returns to the house at close; profits are the user's
// (src/shared/trade/voucher.ts). A coupon is never a condition for anything.
import { z } from 'zod';
import { decimalString, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';

/** The products a voucher can name: contract (lever) orders. */
export const COUPON_PRODUCTS = ['contract'] as const;
export const COUPON_STATES = ['available', 'used', 'expired'] as const;
/** Where a voucher came from. */
export const COUPON_SOURCES = ['signup', 'admin'] as const;

export const coupon = z.object({
  id: z.number().int(),
  /** What it is worth, in `currency`. */
  amount: decimalString,
  currency: z.string(),
  product: z.enum(COUPON_PRODUCTS),
  /** `expired` once `expires_at` passed unused. */
  status: z.enum(COUPON_STATES),
  source: z.enum(COUPON_SOURCES),
  /** The operator's words on it (an admin grant), or null. */
  note: z.string().nullable(),
  created_at: z.number().int(),
  expires_at: z.number().int(),
  used_at: z.number().int().nullable(),
  /** The order it was used on (`lever:<id>`), or null. */
  used_ref: z.string().nullable(),
});

export const couponListReq = z.object({ ...page, status: z.enum(COUPON_STATES).default('available') });
export const couponListReply = z.object({
  ...paged(coupon),
  /** How many of the user's coupons are in each tab. */
  counts: z.object({ available: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});

const uid = intString(1, Number.MAX_SAFE_INTEGER);

/** admin/coupon/grant: a voucher for one user. */
export const adminCouponGrantReq = z.object({
  uid,
  amount: positiveDecimal('couponErrors.amount', 2),
  days: intString(1, 365),
  product: z.enum(COUPON_PRODUCTS).default('contract'),
  note: z.string().trim().max(200).optional(),
});
export const adminCouponsReq = z.object({ uid: uid.optional() });

export const couponCalls = {
  couponList: call('GET', 'coupon/list', 'user', couponListReq, couponListReply),
};

export const couponAdminCalls = {
  adminCouponGrant: call('POST', 'admin/coupon/grant', 'admin', adminCouponGrantReq, coupon.extend({ user_id: z.number().int() })),
  adminCoupons: call('GET', 'admin/coupons', 'admin', adminCouponsReq, z.array(coupon.extend({ user_id: z.number().int() }))),
};

/** Journal entry kinds of this area: a voucher paying an order's fee and margin, and its margin part coming back. */
export const entryKinds = ['coupon'] as const;

export type Coupon = z.output<typeof coupon>;
export type CouponListReq = z.input<typeof couponListReq>;
export type CouponListReply = z.output<typeof couponListReply>;
