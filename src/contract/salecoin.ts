// Sale coin: sell USDT from the funding account for USD paid to the bound bank card. The USDT is frozen
// until an admin marks the order paid (then it leaves) or rejects it with a reason (unfrozen).
import { z } from 'zod';
import { decimalString, emptyReq, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';
import { outflowLimit } from './withdraw';

export const SALE_STATES = ['pending', 'paid', 'rejected'] as const;

const card = z.object({ bank_name: z.string(), real_name: z.string(), card_last4: z.string() });

/**
 * sale/info: the rate, the fee and the minimum (from the server), the balance, the card paid to, and
 * the 24-hour limit a sale shares with chain withdrawals (the same KYC level is needed: 0 is refused
 * with type 998).
 */
export const saleInfoReply = outflowLimit.extend({
  currency_id: z.number().int(),
  available: decimalString,
  /** USD paid per USDT, before the fee. */
  rate: decimalString,
  fee_rate: decimalString,
  min: decimalString,
  /** The bound domestic bank card, or null: "bind a bank card first". */
  card: card.nullable(),
  has_pay_password: z.boolean(),
  demo: z.boolean(),
});

export const saleReq = z.object({
  number: positiveDecimal('saleErrors.amount', 8),
  pay_password: z.string({ error: 'withdrawErrors.payPassword' }).regex(/^\d{6}$/, 'withdrawErrors.payPassword'),
});

export const saleOrder = z.object({
  id: z.number().int(),
  /** USDT sold. */
  number: decimalString,
  rate: decimalString,
  gross: decimalString,
  fee: decimalString,
  /** USD paid to the card. */
  receive: decimalString,
  card: card,
  status: z.enum(SALE_STATES),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});
export const saleOrdersReq = z.object(page);
export const saleOrdersReply = z.object({
  ...paged(saleOrder),
});

const id = z.object({ id: intString(1, Number.MAX_SAFE_INTEGER) });
export const adminSale = saleOrder.extend({ user_id: z.number().int() });

export type SaleInfo = z.output<typeof saleInfoReply>;
export type SaleReq = z.input<typeof saleReq>;
export type SaleOrder = z.output<typeof saleOrder>;

export const saleCalls = {
  saleInfo: call('GET', 'sale/info', 'user', emptyReq, saleInfoReply),
  sale: call('POST', 'sale/submit', 'user', saleReq, saleOrder),
  saleOrders: call('GET', 'sale/orders', 'user', saleOrdersReq, saleOrdersReply),
};

export const saleAdminCalls = {
  adminSales: call('GET', 'admin/sales', 'admin', z.object({ status: z.enum(SALE_STATES).optional() }), z.array(adminSale)),
  adminSalePaid: call('POST', 'admin/sale/paid', 'admin', id, adminSale),
  adminSaleReject: call(
    'POST',
    'admin/sale/reject',
    'admin',
    id.extend({ reason: z.string({ error: 'saleErrors.reason' }).trim().min(1, 'saleErrors.reason').max(200, 'saleErrors.reason') }),
    adminSale,
  ),
};

/** `sale`: sold USDT leaves the funding account to the house when the admin has paid the USD. */
export const entryKinds = ['sale'] as const;
