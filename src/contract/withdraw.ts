// Withdrawals: USDT from the funding account to an address of the user's address book, on a configured
// chain. Frozen at request; an admin approves (the hot wallet sends the ERC-20 transfer, followed to 5
// confirmations) or rejects with a reason (unfrozen). Fee = amount × tk_radio, deducted from the amount.
import { z } from 'zod';
import { decimalString, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';
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
});

/** wallet/get_info: everything the withdraw page shows before the user types (all from the server). */
export const infoReq = z.object({ currency_id: id.optional() });
export const infoReply = z.object({
  currency_id: z.number().int(),
  code: z.string(),
  /** Funding account, available. */
  available: decimalString,
  /** tk_radio: the fee as a fraction of the amount. */
  fee_rate: decimalString,
  min: decimalString,
  decimals: z.number().int(),
  chains: z.array(withdrawChain),
  /** Verified identity level: 0 none (withdrawals refused, type 998), 1 or 2. */
  kyc_level: z.number().int(),
  has_pay_password: z.boolean(),
  demo: z.boolean(),
  /** The level's 24-hour limit in BTC, the live BTC price, what was asked in the last 24 h, and what is left (USDT). */
  limit_btc: decimalString,
  btc_price: decimalString,
  used_usdt: decimalString,
  room_usdt: decimalString,
});

/** wallet/out: `address` must be in the user's address book (user/wallet/list). */
export const outReq = z.object({
  currency_id: id,
  chain_id: intString(1, Number.MAX_SAFE_INTEGER),
  address: z
    .string({ error: 'withdrawErrors.address' })
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'withdrawErrors.address'),
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
export const adminWithdrawalsReq = z.object({ status: z.enum(WITHDRAW_STATES).optional() });
export const adminWithdrawal = withdrawal.extend({ user_id: z.number().int() });
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
