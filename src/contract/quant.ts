// AI quant savings (the AI / savings tab and quantitativeOrder): the products on offer, with the
// published parameters every figure is computed from (AREAS.md); buying from the funding account (the
// amount is held frozen), income paid daily from the day after purchase, the principal back at
// maturity, early termination with its penalty and refund (src/shared/earn/quant.ts).
import { z } from 'zod';
import { decimalString, emptyReq, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';
import { productAdminCalls, productCurrency } from './productAdmin';

export const QUANT_STATES = ['running', 'matured', 'terminated'] as const;
/** The two products sold on these terms: AI quant savings and locked mining (src/contract/lockming.ts). */
export const TERM_KINDS = ['quant', 'lockming'] as const;
export type TermKind = (typeof TERM_KINDS)[number];
const id = intString(1, Number.MAX_SAFE_INTEGER);

export const quantProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Daily rate of return as a fraction: "0.008" is 0.8 % a day. */
  daily_rate: decimalString,
  days: z.number().int().positive(),
  currency: z.string(),
  min_amount: decimalString,
  max_amount: decimalString,
  /** Early termination: penalty = amount × penalty_rate. */
  penalty_rate: decimalString,
  /** How many running orders of this product one user may hold. */
  max_active: z.number().int().positive(),
  /** Identity verification level needed to buy (1 basic, 2 advanced). */
  kyc_level: z.number().int().min(0).max(2),
});

export const quantOrder = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  amount: decimalString,
  /** The product's terms when it was bought (an admin's later change does not touch it). */
  daily_rate: decimalString,
  days: z.number().int(),
  penalty_rate: decimalString,
  status: z.enum(QUANT_STATES),
  /** Days whose income has been paid so far. */
  days_paid: z.number().int(),
  /** Income paid on the server's current day (UTC), and all income paid. */
  today_income: decimalString,
  total_income: decimalString,
  /** Early termination now: what it costs and what comes back (null once ended). */
  penalty: decimalString.nullable(),
  refund: decimalString.nullable(),
  created_at: z.number().int(),
  /** When the next day's income is paid (null once ended), and when the principal comes back. */
  next_income_at: z.number().int().nullable(),
  maturity_at: z.number().int(),
  ended_at: z.number().int().nullable(),
});

export const quantBuyReq = z.object({ product_id: id, amount: positiveDecimal('quantErrors.amount', 2) });
export const quantOrdersReq = z.object({ ...page, status: z.enum(['running', 'ended']).optional() });
export const quantOrdersReply = z.object({
  ...paged(quantOrder),
  /** Over the user's running orders: what is invested, and the income paid today and in all. */
  summary: z.object({ invested: decimalString, today_income: decimalString, total_income: decimalString }),
});

export const quantCalls = {
  quantProducts: call('GET', 'quant/products', 'public', emptyReq, z.array(quantProduct)),
  /** Buys: the amount leaves the funding account's available balance and is held until it ends. */
  quantBuy: call('POST', 'quant/buy', 'user', quantBuyReq, quantOrder),
  quantOrders: call('GET', 'quant/orders', 'user', quantOrdersReq, quantOrdersReply),
  /** Ends a running order early: the refund (amount − penalty) comes back; income paid stays. */
  quantTerminate: call('POST', 'quant/terminate', 'user', z.object({ id }), quantOrder),
};

const termProducts = productAdminCalls(
  'term',
  ['name', 'daily_rate', 'days', 'min_amount', 'max_amount', 'penalty_rate', 'max_active', 'kyc_level', 'active', 'sort'] as const,
  // A new product: AI savings or a locked mining plan, in a listed currency; offered (active 1) unless said.
  { optional: ['active', 'sort'] as const, extra: { kind: z.enum(TERM_KINDS), currency: productCurrency } },
);
/** The term products (AI savings and locked mining plans, told apart by `kind`): list, create, and set one field. */
export const termAdminCalls = {
  adminTermProducts: termProducts.list,
  adminTermProductCreate: termProducts.create,
  adminTermProductSet: termProducts.set,
};

/** Journal entry kinds of this area: a day's income, and the penalty of an early end. */
export const entryKinds = ['quant_income', 'quant_penalty'] as const;

export type QuantProduct = z.output<typeof quantProduct>;
export type QuantOrder = z.output<typeof quantOrder>;
export type QuantOrdersReply = z.output<typeof quantOrdersReply>;
