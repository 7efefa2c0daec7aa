import { z } from 'zod';
import { decimalString, emptyReq, intString, optionalText } from './common';
import { call } from './define';
import { tokenReply } from './auth';

const address = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'walletErrors.badAddress');
const txHash = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'walletErrors.badTxHash');
/** An EIP-4361 (Sign-In with Ethereum) message and the wallet's signature of it. */
const signed = {
  message: z.string({ error: 'walletErrors.signatureRequired' }).min(1, 'walletErrors.signatureRequired').max(4000),
  signature: z
    .string({ error: 'walletErrors.signatureRequired' })
    .trim()
    .regex(/^0x[0-9a-fA-F]+$/, 'walletErrors.signatureRequired'),
};

export const nonceReply = z.object({ nonce: z.string() });

/** user/dologin and user/doregister: the address (user_string), the signed SIWE message, an optional invite code. */
export const walletLoginReq = z.object({
  user_string: address,
  extension_code: optionalText,
  ...signed,
});

/** Binds a wallet address to the logged-in account, proven by a signed SIWE message. */
export const walletSaveReq = z.object({ address, ...signed });
export const walletItem = z.object({ id: z.number().int(), address: z.string(), created_at: z.number().int() });
export const walletListReply = z.array(walletItem);

/** A chain the app and the server support, with its USDT contract. */
export const chainInfo = z.object({
  chain_id: z.number().int(),
  name: z.string(),
  rpc_url: z.string(),
  usdt: z.string(),
  /** Block explorer base URL (…/tx/<hash>), or '' when none is configured. */
  explorer: z.string(),
  confirmations: z.number().int(),
});
export const chainsReply = z.array(chainInfo);

export const inAddressReq = z.object({ chain_id: intString(1, Number.MAX_SAFE_INTEGER).optional() });
/** The user's own deposit address on each supported chain. */
export const inAddress = chainInfo.extend({ currency: z.literal('USDT'), address: z.string() });
export const inAddressReply = z.array(inAddress);

export const chargeReq = z.object({ chain_id: intString(1, Number.MAX_SAFE_INTEGER), tx_hash: txHash });

export const deposit = z.object({
  id: z.number().int(),
  chain_id: z.number().int(),
  tx_hash: z.string(),
  /** The transfer's log index; null while the app has only reported the hash. */
  log_index: z.number().int().nullable(),
  currency: z.string(),
  /** Amount in USDT as a decimal string; '0' until the transfer is seen on the chain. */
  amount: decimalString,
  confirmations: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  credited_at: z.number().int().nullable(),
});
export const rechargeLogReq = z.object({ page: intString(1, 100000).default(1), limit: intString(1, 9999).default(10) });
export const rechargeLogReply = z.object({
  list: z.array(deposit),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export type NonceReply = z.output<typeof nonceReply>;
export type WalletLoginReq = z.input<typeof walletLoginReq>;
export type WalletSaveReq = z.input<typeof walletSaveReq>;
export type WalletItem = z.output<typeof walletItem>;
export type ChainInfo = z.output<typeof chainInfo>;
export type InAddressReq = z.input<typeof inAddressReq>;
export type InAddress = z.output<typeof inAddress>;
export type ChargeReq = z.input<typeof chargeReq>;
export type Deposit = z.output<typeof deposit>;
export type RechargeLogReq = z.input<typeof rechargeLogReq>;
export type RechargeLogReply = z.output<typeof rechargeLogReply>;

/** Wallets: Sign-In with Ethereum, bound addresses, chains, USDT deposit addresses and records. */
export const walletCalls = {
  nonce: call('GET', 'user/nonce', 'public', emptyReq, nonceReply),
  walletLogin: call('POST', 'user/dologin', 'public', walletLoginReq, tokenReply),
  walletRegister: call('POST', 'user/doregister', 'public', walletLoginReq, tokenReply),
  walletSave: call('POST', 'user/wallet/save', 'user', walletSaveReq, walletItem),
  walletList: call('GET', 'user/wallet/list', 'user', emptyReq, walletListReply),
  chains: call('GET', 'wallet/chains', 'public', emptyReq, chainsReply),
  inAddress: call('POST', 'wallet/get_in_address', 'user', inAddressReq, inAddressReply),
  chargeReq: call('POST', 'wallet/charge_req', 'user', chargeReq, deposit),
  rechargeLog: call('GET', 'recharge/log', 'user', rechargeLogReq, rechargeLogReply),
};

/** USDT that arrived on chain. */
export const entryKinds = ['deposit'] as const;
