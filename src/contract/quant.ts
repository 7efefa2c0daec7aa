// AI quant savings (the AI / savings tab): the products on offer, with the published parameters every
// figure is computed from (AREAS.md). Buying, orders and income come with the earn issue.
import { z } from 'zod';
import { decimalString, emptyReq } from './common';
import { call } from './define';

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

export const quantCalls = {
  quantProducts: call('GET', 'quant/products', 'public', emptyReq, z.array(quantProduct)),
};

/** Journal entry kinds of this area, when it moves money (it does not yet). */
export const entryKinds = [] as const;

export type QuantProduct = z.output<typeof quantProduct>;
