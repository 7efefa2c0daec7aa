// Presale (IEO, /pages/ieo/*): projects selling a new token for USDT between a start and an end, first
// come first served up to the supply, each user between the project's minimum and maximum (over all
// their orders). A subscription pays at once from the funding account (cost = price × amount, rounded
// up: src/shared/earn/presale.ts); at the delivery date the tokens arrive in the funding account as a
// currency of their own, listed in the assets without a price until an admin lists a market.
import { z } from 'zod';
import { PRESALE_STATES } from '../shared/earn/presale';
import { decimalString, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';

export { PRESALE_STATES };
export const PRESALE_ORDER_STATES = ['pending', 'delivered'] as const;
const id = intString(1, Number.MAX_SAFE_INTEGER);
const projectId = z.coerce
  .number({ message: 'presaleErrors.project' })
  .int('presaleErrors.project')
  .min(1, 'presaleErrors.project')
  .max(Number.MAX_SAFE_INTEGER, 'presaleErrors.project');

export const presaleProject = z.object({
  id: z.number().int(),
  /** The token's code (its currency code once delivered) and name. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Tokens on sale, and sold so far (first come first served). */
  supply: decimalString,
  sold: decimalString,
  /** Price of one token in `pay_currency` (USDT). */
  price: decimalString,
  pay_currency: z.string(),
  /** Decimals of the token: amounts are whole multiples of 10^-decimals. */
  decimals: z.number().int().min(0).max(8),
  /** Sale window and delivery date (unix seconds). */
  start_at: z.number().int(),
  end_at: z.number().int(),
  delivery_at: z.number().int(),
  /** Per user, over all their orders of the project. */
  min_amount: decimalString,
  max_amount: decimalString,
  state: z.enum(PRESALE_STATES),
  /** Whether the tokens have been delivered. */
  delivered: z.boolean(),
});

export const presaleListReply = z.object({
  ...paged(presaleProject),
  /** The server's time (seconds): the countdowns run from it, not from the device's clock. */
  now: z.number().int(),
});

export const presaleDetailReply = z.object({
  project: presaleProject,
  now: z.number().int(),
  /** The caller's subscriptions so far, what they may still subscribe, and their funding USDT; null for a guest. */
  bought: decimalString.nullable(),
  remaining: decimalString.nullable(),
  available: decimalString.nullable(),
});

export const presaleOrder = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  amount: decimalString,
  price: decimalString,
  /** What was paid: price × amount, rounded up. */
  paid: decimalString,
  pay_currency: z.string(),
  status: z.enum(PRESALE_ORDER_STATES),
  created_at: z.number().int(),
  delivery_at: z.number().int(),
  delivered_at: z.number().int().nullable(),
});

export const presaleOrderReq = z.object({
  project_id: projectId,
  amount: positiveDecimal('presaleErrors.amount', 8),
  pay_currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === 'USDT', 'presaleErrors.payCurrency'),
  /** The price the user saw: refused when the project's price is no longer this. */
  price: positiveDecimal('presaleErrors.price', 8),
});
export const presaleBuyReq = z.object({ project_id: projectId, total_price: positiveDecimal('presaleErrors.total', 8) });
export const presaleOrdersReq = z.object({ ...page, status: z.enum(PRESALE_ORDER_STATES).optional() });
export const presaleOrdersReply = z.object({
  ...paged(presaleOrder),
});

export const presaleCalls = {
  /** The projects, newest sale first, with their state now (SPEC: page 1, limit 100). */
  presaleProjects: call('GET', 'project', 'public', z.object({ ...page, limit: intString(1, 9999).default(100) }), presaleListReply),
  presaleDetail: call('GET', 'project/detail', 'public', z.object({ project_id: projectId }), presaleDetailReply),
  /** Subscribes `amount` tokens at `price` (which must still be the project's), paid at once from funding. */
  presaleOrder: call('POST', 'project/order', 'user', presaleOrderReq, presaleOrder),
  /** The same, given as a USDT total: amount = total / price rounded down to the token's units. */
  presaleBuy: call('POST', 'project/buy', 'user', presaleBuyReq, presaleOrder),
  presaleOrders: call('GET', 'user/project/order', 'user', presaleOrdersReq, presaleOrdersReply),
};

// ---------- admin ----------

const seconds = z.coerce.number({ message: 'presaleErrors.time' }).int('presaleErrors.time').min(1, 'presaleErrors.time');
/** Every parameter of a project as an admin sets it (times in unix seconds). */
export const presaleProjectFields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{1,11}$/, 'presaleErrors.code'),
  name: z.string().trim().min(1, 'presaleErrors.name').max(40, 'presaleErrors.name'),
  description: z.string().trim().max(500, 'presaleErrors.description').default(''),
  supply: positiveDecimal('presaleErrors.supplyValue', 8),
  price: positiveDecimal('presaleErrors.price', 8),
  decimals: z.coerce
    .number({ message: 'presaleErrors.decimals' })
    .int('presaleErrors.decimals')
    .min(0, 'presaleErrors.decimals')
    .max(8, 'presaleErrors.decimals')
    .default(2),
  start_at: seconds,
  end_at: seconds,
  delivery_at: seconds,
  min_amount: positiveDecimal('presaleErrors.amount', 8),
  max_amount: positiveDecimal('presaleErrors.amount', 8),
};
export const presaleCreateReq = z.object(presaleProjectFields);
export const presaleUpdateReq = z.object({ id, ...presaleCreateReq.partial().shape, description: z.string().trim().max(500).optional() });
const adminProject = presaleProject.extend({ closed: z.boolean(), orders: z.number().int(), delivered_at: z.number().int().nullable() });

export const presaleAdminCalls = {
  adminProjects: call('GET', 'admin/projects', 'admin', z.object({}), z.array(adminProject)),
  adminProjectCreate: call('POST', 'admin/project/create', 'admin', presaleCreateReq, adminProject),
  /** Changes any parameter before the sale starts. */
  adminProjectUpdate: call('POST', 'admin/project/update', 'admin', presaleUpdateReq, adminProject),
  /** Stops the sale now; orders already made are still delivered at the delivery date. */
  adminProjectClose: call('POST', 'admin/project/close', 'admin', z.object({ id }), adminProject),
};

/** Journal entry kinds: a subscription paid, and the tokens delivered. */
export const entryKinds = ['presale_subscribe', 'presale_delivery'] as const;

export type PresaleProject = z.output<typeof presaleProject>;
export type PresaleListReply = z.output<typeof presaleListReply>;
export type PresaleDetailReply = z.output<typeof presaleDetailReply>;
export type PresaleOrder = z.output<typeof presaleOrder>;
export type PresaleOrdersReply = z.output<typeof presaleOrdersReply>;
export type PresaleCreate = z.output<typeof presaleCreateReq>;
export type PresaleUpdate = z.output<typeof presaleUpdateReq>;
export type AdminProject = z.output<typeof adminProject>;
