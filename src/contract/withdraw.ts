// Withdrawals: USDT from the funding account to an address of the user's address book, on a configured
// chain. Frozen at request; an admin approves (the hot wallet sends the ERC-20 transfer, followed to 5
// confirmations) or rejects with a reason (unfrozen). Fee = amount × tk_radio, deducted from the amount.
import { z } from 'zod';
import { decimalString, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';
import { addressProblem } from '../shared/fund/address';
import { WITHDRAW_DECIMALS } from '../shared/fund/withdraw';

export const WITHDRAW_STATES = ['pending', 'approved', 'sent', 'completed', 'rejected', 'failed'] as const;
export type WithdrawState = (typeof WITHDRAW_STATES)[number];

const id = intString(1, Number.MAX_SAFE_INTEGER);

export const withdrawChain = z.object({
  chain_id: z.number().int(),
  name: z.string(),
  /** Explorer base URL (…/tx/<hash>), '' when none. */
  explorer: z.string(),
  confirmations: z.number().int(),
  /** The minimum withdrawal of USDT on this chain (the operator's per-chain setting, else the global one). */
  min: decimalString,
});

/**
 * The 24-hour limit on money leaving (chain withdrawals and sale-coin orders, counted together): the
 * KYC level's limit in BTC, valued at the live BTC price, or at the last known one when there is no
 * live price (`price_live` false, `btc_price_at` its time); with no price ever seen, `price_known` is
 * false and nothing can leave until there is one (said as such, never as "above limit").
 */
export const outflowLimit = z.object({
  /** Verified identity level: 0 none (refused, type 998), 1 or 2. */
  kyc_level: z.number().int(),
  limit_btc: decimalString,
  /** The BTC price the limit is valued at ('0' when none is known). */
  btc_price: decimalString,
  price_known: z.boolean(),
  price_live: z.boolean(),
  /** When that price was seen (seconds), null when it is live. */
  btc_price_at: z.number().int().nullable(),
  /** What left or is leaving in the last 24 hours (withdrawals and sales), and what is left (USDT). */
  used_usdt: decimalString,
  room_usdt: decimalString,
});
export type OutflowLimit = z.output<typeof outflowLimit>;

/** wallet/get_info: everything the withdraw page shows before the user types (all from the server). */
export const infoReq = z.object({ currency_id: id.optional() });
export const infoReply = outflowLimit.extend({
  currency_id: z.number().int(),
  code: z.string(),
  /** Funding account, available. */
  available: decimalString,
  /** tk_radio: the fee as a fraction of the amount. */
  fee_rate: decimalString,
  /** The global minimum; each chain has its own (`chains[].min`), which the request is checked against. */
  min: decimalString,
  decimals: z.number().int(),
  chains: z.array(withdrawChain),
  has_pay_password: z.boolean(),
  demo: z.boolean(),
});

/** wallet/out: `address` must be in the user's address book (user/wallet/list). */
export const outReq = z.object({
  currency_id: id,
  chain_id: intString(1, Number.MAX_SAFE_INTEGER),
  address: z
    .string({ error: 'withdrawErrors.address' })
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'withdrawErrors.address')
    .refine((v) => addressProblem(v) === null, 'walletErrors.badChecksum'),
  number: positiveDecimal('withdrawErrors.amount', WITHDRAW_DECIMALS),
  pay_password: z.string({ error: 'withdrawErrors.payPassword' }).regex(/^\d{6}$/, 'withdrawErrors.payPassword'),
});

export const withdrawal = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  code: z.string(),
  chain_id: z.number().int(),
  chain_name: z.string(),
  explorer: z.string(),
  address: z.string(),
  /** The address book's name for it when the request was made. */
  name: z.string(),
  amount: decimalString,
  fee: decimalString,
  receive: decimalString,
  status: z.enum(WITHDRAW_STATES),
  reason: z.string().nullable(),
  tx_hash: z.string().nullable(),
  confirmations: z.number().int(),
  required_confirmations: z.number().int(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
  sent_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
});
export const withdrawListReq = z.object(page);
export const withdrawListReply = z.object({
  ...paged(withdrawal),
});

// ---------- admin ----------
export const adminWithdrawalsReq = z.object({
  status: z.enum(WITHDRAW_STATES).optional(),
  /** `1`: only sent withdrawals unconfirmed for longer than the operator's `withdraw_stuck_min` minutes. */
  stuck: z.enum(['0', '1']).optional(),
});
export const adminWithdrawal = withdrawal.extend({
  user_id: z.number().int(),
  /** Sent and still unconfirmed after `withdraw_stuck_min` minutes: the operator looks at it. */
  stuck: z.boolean(),
  /** The hot wallet's last word on a sent one (no receipt yet; its nonce used by a transaction that is not ours …). */
  chain_note: z.string().nullable(),
  nonce: z.number().int().nullable(),
});
export const adminIdReq = z.object({ id });
export const adminRejectReq = z.object({
  id,
  reason: z.string({ error: 'withdrawErrors.reason' }).trim().min(1, 'withdrawErrors.reason').max(200, 'withdrawErrors.reason'),
});

export type WithdrawInfo = z.output<typeof infoReply>;
export type OutReq = z.input<typeof outReq>;
export type Withdrawal = z.output<typeof withdrawal>;
export type WithdrawListReply = z.output<typeof withdrawListReply>;
export type AdminWithdrawal = z.output<typeof adminWithdrawal>;
export type AdminWithdrawalsReq = z.output<typeof adminWithdrawalsReq>;

export const withdrawCalls = {
  withdrawInfo: call('POST', 'wallet/get_info', 'user', infoReq, infoReply),
  withdrawOut: call('POST', 'wallet/out', 'user', outReq, withdrawal),
  withdrawList: call('GET', 'user/withdraw/list', 'user', withdrawListReq, withdrawListReply),
};

export const withdrawAdminCalls = {
  adminWithdrawals: call('GET', 'admin/withdrawals', 'admin', adminWithdrawalsReq, z.array(adminWithdrawal)),
  adminWithdrawApprove: call('POST', 'admin/withdraw/approve', 'admin', adminIdReq, adminWithdrawal),
  adminWithdrawReject: call('POST', 'admin/withdraw/reject', 'admin', adminRejectReq, adminWithdrawal),
};

/** `withdraw`: the frozen amount leaves (to the chain, the fee to the fee account) once the transfer is final. */
export const entryKinds = ['withdraw'] as const;
