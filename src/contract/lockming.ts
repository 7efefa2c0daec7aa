// Locked mining (lockming): plans of a currency locked for a number of days at a daily rate (AREAS.md).
// The same terms as AI quant savings, run by the same engine: income paid daily from the day after
// the lock, the principal back at the end, early redemption at the published fee (amount × fee rate,
// src/shared/earn/quant.ts). A plan is a term product; penalty_rate is its early-redemption fee rate.
import { z } from 'zod';
import { emptyReq, intString, page, positiveDecimal } from './common';
import { call } from './define';
import { quantOrder, quantOrdersReply, quantProduct } from './quant';

const id = intString(1, Number.MAX_SAFE_INTEGER);

export const lockmingDepositReq = z.object({ config_id: id, amount: positiveDecimal('lockmingErrors.amount', 8) });
export const lockmingOrdersReq = z.object({ ...page, status: z.enum(['running', 'ended']).optional() });

export const lockmingCalls = {
  /** The plans on offer. */
  lockmingPlans: call('GET', 'lh/deposit/config', 'public', emptyReq, z.array(quantProduct)),
  /** Locks an amount in a plan: it leaves the funding account's available balance until the end. */
  lockmingDeposit: call('POST', 'lh/deposit', 'user', lockmingDepositReq, quantOrder),
  lockmingOrders: call('GET', 'lh/deposit/order', 'user', lockmingOrdersReq, quantOrdersReply),
  /** Redeems early: amount − fee comes back now; income paid stays. */
  lockmingCancel: call('POST', 'lh/deposit/order/cancel', 'user', z.object({ id }), quantOrder),
};

/** Journal entry kinds: a day's mining income, and the fee of an early redemption. */
export const entryKinds = ['lockming_income', 'lockming_fee'] as const;
