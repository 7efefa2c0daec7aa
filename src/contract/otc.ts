// OTC, peer-to-peer USDT against fiat (AREAS.md "OTC", /pages/otc/otc). Adverts by KYC-level-2 users and,
// in demo mode, by seeded demo merchants (demo accounts with virtual USDT): the owner buys or sells USDT at
// a price in one fiat, within a minimum and maximum per order, paid by the listed methods. Virtual and real
// money never meet: a demo account sees and takes only demo merchants' adverts, a real account only real
// users' adverts. Taking an advert places an order: the seller's USDT (funding
// account) is frozen in escrow; the buyer has `pay_sec` to pay off-platform and mark paid (or cancel);
// the seller then releases (the USDT goes to the buyer in one entry). Unpaid orders expire and unfreeze
// (scheduler). After `dispute_sec` without release either side may open a dispute an admin decides
// (release to the buyer or return to the seller, with a written reason). Per-trade limits by KYC level
// (a demo account, which has no KYC, trades at the level-1 limit); at most `max_open_orders` unpaid
// orders placed by one person at once.
// Times are unix seconds; `now` is the server's time when the reply was made (countdowns).
import { z } from 'zod';
import { decimalString, intString, page, positiveDecimal } from './common';
import { call } from './define';

/** The advert owner's side: 'sell' — the owner sells USDT (a taker buys); 'buy' — the owner buys. */
export const OTC_SIDES = ['buy', 'sell'] as const;
export const OTC_STATES = ['unpaid', 'paid', 'disputed', 'released', 'cancelled', 'expired', 'refunded'] as const;
export const OTC_OPEN_STATES = ['unpaid', 'paid', 'disputed'] as const;
export const OTC_METHODS = ['bank', 'sepa', 'wise', 'paypal', 'revolut', 'alipay', 'wechat', 'pix'] as const;
export type OtcSide = (typeof OTC_SIDES)[number];
export type OtcState = (typeof OTC_STATES)[number];
export type OtcMethod = (typeof OTC_METHODS)[number];

const id = intString(1, Number.MAX_SAFE_INTEGER);
const reason = z.string().trim().min(1, 'otcErrors.reason').max(300, 'otcErrors.reason');

/** Published parameters (settings an admin changes). */
export const otcParams = z.object({
  /** Seconds the buyer has to pay and mark paid. */
  pay_sec: z.number().int(),
  /** Seconds after "paid" without release before a dispute may be opened. */
  dispute_sec: z.number().int(),
  /** Seconds a demo merchant takes to mark paid or release. */
  auto_sec: z.number().int(),
  limit_l1: decimalString,
  limit_l2: decimalString,
  /** Unpaid orders one person may have placed at once (each holds a seller's USDT until paid or expired). */
  max_open_orders: z.number().int(),
});

export const otcMerchant = z.object({
  uid: z.number().int(),
  name: z.string(),
  completed: z.number().int(),
  /** Completed ÷ ended orders (a fraction), null before any ended. */
  rate: decimalString.nullable(),
  /** A seeded demo merchant (a demo account): it marks paid / releases by itself after `auto_sec`. */
  auto: z.boolean(),
});

export const otcAdvert = z.object({
  id: z.number().int(),
  side: z.enum(OTC_SIDES),
  fiat: z.string(),
  price: decimalString,
  min_amount: decimalString,
  max_amount: decimalString,
  methods: z.array(z.enum(OTC_METHODS)),
  merchant: otcMerchant,
  /** USDT a sell advert offers now: its maximum, capped by what its owner holds available; null for a buy advert. */
  available: decimalString.nullable(),
  active: z.boolean(),
  mine: z.boolean(),
});

export const otcInfoReply = z.object({
  params: otcParams,
  fiats: z.array(z.string()),
  methods: z.array(z.enum(OTC_METHODS)),
  /** The caller's KYC level, per-trade limit (null: cannot trade) and funding USDT; null for a guest. */
  kyc_level: z.number().int().nullable(),
  limit: decimalString.nullable(),
  available: decimalString.nullable(),
  /** The caller is a demo account: it trades virtual USDT with the demo merchants only. */
  demo: z.boolean(),
  /** Unpaid orders the caller placed (counted against `params.max_open_orders`); null for a guest. */
  open_orders: z.number().int().nullable(),
  now: z.number().int(),
});

export const otcAdsReq = z.object({
  /** What the caller wants to do: 'buy' lists sell adverts, 'sell' lists buy adverts. */
  side: z.enum(OTC_SIDES),
  fiat: z.string().trim().max(3).optional(),
  method: z.enum(OTC_METHODS).optional(),
  ...page,
});
export const otcAdsReply = z.object({
  list: z.array(otcAdvert),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const otcOrder = z.object({
  id: z.number().int(),
  ad_id: z.number().int(),
  /** The caller's side in this order. */
  side: z.enum(OTC_SIDES),
  amount: decimalString,
  price: decimalString,
  fiat: z.string(),
  /** What the buyer pays in fiat (otcTotal). */
  total: decimalString,
  methods: z.array(z.enum(OTC_METHODS)),
  counterparty: z.string(),
  /** The seller's payment details (shown once the order is placed). */
  pay_details: z.string(),
  /** Between demo accounts: virtual USDT, no real payment is made. */
  demo: z.boolean(),
  status: z.enum(OTC_STATES),
  created_at: z.number().int(),
  /** The buyer must mark paid before this. */
  pay_due_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  /** When a dispute may be opened (paid + dispute_sec), null before "paid". */
  dispute_at: z.number().int().nullable(),
  /** When the demo merchant acts by itself, null when no such step is due. */
  auto_at: z.number().int().nullable(),
  done_at: z.number().int().nullable(),
  /** Who opened the dispute and why; the admin's decision reason. */
  dispute_by: z.enum(['buyer', 'seller']).nullable(),
  dispute_reason: z.string().nullable(),
  decision_reason: z.string().nullable(),
  now: z.number().int(),
});

export const otcPlaceReq = z.object({
  ad_id: id,
  amount: positiveDecimal('otcErrors.amount', 2),
  /** When the caller sells: where the buyer pays (bank, account name and number…). */
  pay_details: z.string().trim().max(300, 'otcErrors.payDetails').optional(),
});
export const otcOrdersReq = z.object({ open: z.enum(['1', '0']).optional(), ...page });
export const otcOrdersReply = z.object({
  list: z.array(otcOrder),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const otcAdCreateReq = z.object({
  side: z.enum(OTC_SIDES),
  fiat: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'otcErrors.fiat'),
  price: positiveDecimal('otcErrors.price', 4),
  min_amount: positiveDecimal('otcErrors.amount', 2),
  max_amount: positiveDecimal('otcErrors.amount', 2),
  /** Comma-separated method codes. */
  methods: z.string().trim().min(1, 'otcErrors.methods'),
  pay_details: z.string().trim().max(300, 'otcErrors.payDetails').optional(),
});

export const otcCalls = {
  /** Published parameters, fiats, methods and the caller's KYC level and limit. */
  otcInfo: call('GET', 'otc/info', 'public', z.object({}), otcInfoReply),
  /** Active adverts for what the caller wants to do, best price first. */
  otcAds: call('GET', 'otc/ads', 'public', otcAdsReq, otcAdsReply),
  /** Takes an advert: the seller's USDT is frozen in escrow. */
  otcPlace: call('POST', 'otc/order', 'user', otcPlaceReq, otcOrder),
  otcOrders: call('GET', 'otc/orders', 'user', otcOrdersReq, otcOrdersReply),
  otcOrder: call('GET', 'otc/order/detail', 'user', z.object({ id }), otcOrder),
  /** The buyer paid off-platform. */
  otcPaid: call('POST', 'otc/order/paid', 'user', z.object({ id }), otcOrder),
  /** The seller releases the escrow to the buyer. */
  otcRelease: call('POST', 'otc/order/release', 'user', z.object({ id }), otcOrder),
  /** The buyer cancels before marking paid: the escrow returns. */
  otcCancel: call('POST', 'otc/order/cancel', 'user', z.object({ id }), otcOrder),
  /** After dispute_sec without release, either side asks an admin to decide. */
  otcDispute: call('POST', 'otc/order/dispute', 'user', z.object({ id, reason }), otcOrder),
  otcMyAds: call('GET', 'otc/ads/mine', 'user', z.object({}), z.array(otcAdvert)),
  /** A KYC-level-2 user posts an advert. */
  otcAdCreate: call('POST', 'otc/ad', 'user', otcAdCreateReq, otcAdvert),
  otcAdClose: call('POST', 'otc/ad/close', 'user', z.object({ id }), otcAdvert),
};

const adminOrder = otcOrder.extend({ buyer_id: z.number().int(), seller_id: z.number().int() });
export const otcAdminCalls = {
  adminOtcOrders: call('GET', 'admin/otc/orders', 'admin', z.object({ status: z.enum(OTC_STATES).optional() }), z.array(adminOrder)),
  /** Decides a dispute: 'release' to the buyer or 'refund' to the seller, with a reason both see. */
  adminOtcDecide: call('POST', 'admin/otc/decide', 'admin', z.object({ id, outcome: z.enum(['release', 'refund']), reason }), adminOrder),
};

/**
 * Journal entry kinds: the escrow released to the buyer; a seeded demo merchant's opening float from the
 * demo pool (and a retired real-account merchant's USDT back to the house, otc-003).
 */
export const entryKinds = ['otc', 'otc_float'] as const;

export type OtcParams = z.output<typeof otcParams>;
export type OtcAdvert = z.output<typeof otcAdvert>;
export type OtcInfoReply = z.output<typeof otcInfoReply>;
export type OtcOrder = z.output<typeof otcOrder>;
export type OtcAdsReply = z.output<typeof otcAdsReply>;
export type OtcOrdersReply = z.output<typeof otcOrdersReply>;
