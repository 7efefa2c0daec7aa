// Dual investment (/pages/invest/*): products on BTC and ETH, `call` ("sell high": invest the coin) or
// `put` ("buy low": invest USDT), with a strike, an annual rate, a start and an expiry. Shares are
// bought before the start (the subscription window) from the funding account, where the amount is
// held frozen; cancelling before the start refunds in full. At expiry the scheduler settles every
// order from the price then: the payout, in the coin or in USDT (src/shared/earn/dual.ts), comes into
// the funding account.
import { z } from 'zod';
import { decimalString, intString, page, paged, positiveDecimal, ruled } from './common';
import { call } from './define';

export const DUAL_TYPES = ['call', 'put'] as const;
export const DUAL_COINS = ['BTC', 'ETH'] as const;
/** open: subscription window (before the start); running: started, waiting for expiry; closed: an admin stopped sales before the start. */
export const DUAL_PRODUCT_STATES = ['open', 'closed', 'running', 'settled'] as const;
/** waiting: bought, before the product's start (cancellable); running: started; settled; cancelled (refunded). */
export const DUAL_ORDER_STATES = ['waiting', 'running', 'settled', 'cancelled'] as const;
const id = intString(1, Number.MAX_SAFE_INTEGER);
/** Whole shares, typed by a person. */
const shares = (key: string) => ruled((v) => (/^\d{1,7}$/.test(v) && Number(v) >= 1 ? null : key)).transform(Number);

export const dualProduct = z.object({
  id: z.number().int(),
  /** The coin (BTC, ETH) and its currency id. */
  coin: z.string(),
  currency_id: z.number().int(),
  type: z.enum(DUAL_TYPES),
  /** What is invested: the coin (call) or USDT (put). */
  invest_currency: z.string(),
  strike: decimalString,
  /** A fraction a year: "0.5" is 50 % a year. */
  annual_rate: decimalString,
  /** Seconds: subscription until the start; settlement at the expiry (start + days). */
  start_at: z.number().int(),
  expiry_at: z.number().int(),
  days: z.number().int(),
  shares: z.number().int(),
  remaining: z.number().int(),
  /** Shares one user may hold, over all their orders of this product. */
  per_user_limit: z.number().int(),
  status: z.enum(DUAL_PRODUCT_STATES),
  /** The price at expiry it settled at (null until settled). */
  settlement_price: decimalString.nullable(),
  settled_at: z.number().int().nullable(),
});

export const dualCoin = z.object({ currency_id: z.number().int(), code: z.string(), price: decimalString.nullable() });

export const dualIndexReq = z.object({
  currency_id: intString(1, Number.MAX_SAFE_INTEGER).optional(),
  type: z.enum(DUAL_TYPES).optional(),
});
export const dualIndexReply = z.object({
  /** The coins on offer with their live prices (the page's tabs). */
  coins: z.array(dualCoin),
  /** The products open for subscription, soonest start first. */
  list: z.array(dualProduct),
});

export const dualDetailReply = z.object({
  product: dualProduct,
  /** The coin's live price now, and what one share costs at it (the coin for a call, USDT for a put). */
  price: decimalString.nullable(),
  share_cost: decimalString.nullable(),
  /** The caller's shares of this product (0 for a guest), and their funding balance of the invested currency. */
  my_shares: z.number().int(),
  available: decimalString.nullable(),
});

export const dualOrder = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  coin: z.string(),
  type: z.enum(DUAL_TYPES),
  strike: decimalString,
  annual_rate: decimalString,
  days: z.number().int(),
  start_at: z.number().int(),
  expiry_at: z.number().int(),
  num: z.number().int(),
  invest_currency: z.string(),
  invested: decimalString,
  /** The coin's price the shares were bought at. */
  price: decimalString,
  /** The two outcomes: in the coin (below the strike for a call, at or below for a put), and in USDT. */
  outcome_coin: decimalString,
  outcome_usdt: decimalString,
  status: z.enum(DUAL_ORDER_STATES),
  settlement_price: decimalString.nullable(),
  payout: decimalString.nullable(),
  payout_currency: z.string().nullable(),
  created_at: z.number().int(),
  settled_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
});

export const dualBuyReq = z.object({
  id,
  num: shares('dualErrors.num'),
  /** A put: the coin price the user confirmed (the cost shown); refused if the live price moved more than 1 %. */
  price: positiveDecimal('dualErrors.price', 8).optional(),
});
export const dualListReq = z.object({ ...page, status: z.enum([...DUAL_ORDER_STATES, 'open', 'ended']).optional() });
export const dualListReply = z.object({
  ...paged(dualOrder),
});

export const dualCalls = {
  dualIndex: call('GET', 'dual/index', 'public', dualIndexReq, dualIndexReply),
  dualDetail: call('GET', 'dual/detail', 'public', z.object({ id }), dualDetailReply),
  /** Buys `num` shares before the start: the amount is held frozen in the funding account. */
  dualBuy: call('POST', 'dual/buyDual', 'user', dualBuyReq, dualOrder),
  dualList: call('GET', 'dual/dual_list', 'user', dualListReq, dualListReply),
  dualListPost: call('POST', 'dual/dual_list', 'user', dualListReq, dualListReply),
  /** Cancels an order before the product's start: the amount comes back in full. */
  dualCancel: call('POST', 'dual/dual_cancle', 'user', z.object({ id }), dualOrder),
};

const adminDualProduct = dualProduct.extend({
  closed: z.boolean(),
  /** Shares sold (not cancelled), and the orders holding them. */
  sold: z.number().int(),
  orders: z.number().int(),
});
export const adminDualCreateReq = z
  .object({
    coin: z.enum(DUAL_COINS, { message: 'dualErrors.coin' }),
    type: z.enum(DUAL_TYPES, { message: 'dualErrors.type' }),
    strike: positiveDecimal('dualErrors.strike', 8),
    annual_rate: ruled((v) => (/^\d+(\.\d{1,6})?$/.test(v) && Number(v) <= 100 ? null : 'dualErrors.rate')),
    /** The start: unix seconds, or seconds from now. */
    start_at: intString(1, 99_999_999_999).optional(),
    start_in: intString(1, 366 * 86_400).optional(),
    days: intString(1, 365),
    shares: intString(1, 10_000_000),
    per_user_limit: intString(1, 10_000_000),
  })
  .refine((v) => v.start_at !== undefined || v.start_in !== undefined, { message: 'dualErrors.start', path: ['start_at'] });
export const dualAdminCalls = {
  /** Creates a product; its settlement is scheduled at its expiry. */
  adminDualCreate: call('POST', 'admin/dual/create', 'admin', adminDualCreateReq, adminDualProduct),
  adminDuals: call('GET', 'admin/duals', 'admin', z.object({ status: z.enum(DUAL_PRODUCT_STATES).optional() }), z.array(adminDualProduct)),
  /** Stops subscriptions; orders already bought stay (cancellable before the start) and settle at expiry. */
  adminDualClose: call('POST', 'admin/dual/close', 'admin', z.object({ id }), adminDualProduct),
};

/** Journal entry kinds: the amount invested going to the house at settlement, and the payout. */
export const entryKinds = ['dual_invest', 'dual_payout'] as const;

export type DualType = (typeof DUAL_TYPES)[number];
export type DualProduct = z.output<typeof dualProduct>;
export type DualOrder = z.output<typeof dualOrder>;
export type DualIndexReply = z.output<typeof dualIndexReply>;
export type DualDetailReply = z.output<typeof dualDetailReply>;
export type AdminDualProduct = z.output<typeof adminDualProduct>;
