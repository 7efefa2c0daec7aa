import { z } from 'zod';
import { decimalString, emptyReq, intString, optionalText, paged, positiveDecimal } from './common';
import { call } from './define';
import { tokenReply } from './auth';
import { addressProblem } from '../shared/fund/address';
import { validateCode } from '../shared/lib/validate';

/** A 0x address; in mixed case its EIP-55 checksum must match (shared/fund/address.ts). */
const address = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'walletErrors.badAddress')
  .refine((v) => addressProblem(v) === null, 'walletErrors.badChecksum');
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

export const nonceReply = z.object({
  nonce: z.string(),
  /** The server's time (seconds): the app dates the message by it, so a phone whose clock is off still signs in. */
  issued_at: z.number().int().optional(),
});

/** user/dologin and user/doregister: the address (user_string), the signed SIWE message, an optional invite code. */
export const walletLoginReq = z.object({
  user_string: address,
  extension_code: optionalText,
  ...signed,
});

/** How many addresses the address book holds (SPEC §9: address list limit 10). */
export const ADDRESS_BOOK_LIMIT = 10;
const bookName = z
  .string()
  .trim()
  .max(20, 'walletErrors.name')
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * user/wallet/save, two ways: with a signed SIWE message it binds the address to the account (wallet
 * sign-in) and adds it to the address book; with a name only it adds a withdrawal address to the book.
 * An address new to the book needs the code sent to the account's bound email or mobile (scene
 * `address`, smsMail / smsSend); renaming one already there does not.
 */
export const walletSaveReq = z
  .object({
    address,
    name: bookName,
    message: signed.message.optional(),
    signature: signed.signature.optional(),
    code: z
      .string()
      .trim()
      .refine((v) => validateCode(v) === null, 'validation.code')
      .optional(),
  })
  .superRefine((r, ctx) => {
    const signedSave = r.message !== undefined || r.signature !== undefined;
    if (signedSave && (r.message === undefined || r.signature === undefined))
      ctx.addIssue({ code: 'custom', message: 'walletErrors.signatureRequired', path: ['signature'] });
    if (!signedSave && !r.name) ctx.addIssue({ code: 'custom', message: 'walletErrors.name', path: ['name'] });
  });
/** An address book entry (its address checksummed); `bound` when the account can also sign in with it (proven by a signature). */
export const walletItem = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  bound: z.boolean(),
  created_at: z.number().int(),
});
export const walletListReply = z.array(walletItem);
export const walletDeleteReq = z.object({ id: intString(1, Number.MAX_SAFE_INTEGER) });

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

/**
 * currency/list: every currency of the platform and the chains it is deposited and withdrawn on (USDT:
 * each configured chain; a currency with none is held and traded here, never moved on a chain).
 */
export const listedCurrency = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  chains: z.array(z.object({ chain_id: z.number().int(), name: z.string() })),
});
export const currencyListReply = z.array(listedCurrency);
export type ListedCurrency = z.output<typeof listedCurrency>;

export const inAddressReq = z.object({ chain_id: intString(1, Number.MAX_SAFE_INTEGER).optional() });
/** The user's own deposit address on each supported chain. */
export const inAddress = chainInfo.extend({ currency: z.literal('USDT'), address: z.string() });
export const inAddressReply = z.array(inAddress);

// ---------- fiat deposits: wire transfer and bank-card recharge, each with its proof ----------

/** A proof in the private store: 32 hex characters (wallet/proof/upload answers it). */
const proofId = z
  .string({ error: 'fiatErrors.screenshot' })
  .trim()
  .regex(/^[0-9a-f]{32}$/, 'fiatErrors.screenshot');

/** The deposit proof (SPEC §3): a screenshot (a private upload of the user's), the reference's last 6 characters, the remitter. */
const proof = {
  amount: positiveDecimal('fiatErrors.amount', 2),
  screenshot: proofId,
  tx_suffix: z
    .string({ error: 'fiatErrors.txSuffix' })
    .trim()
    .regex(/^[0-9A-Za-z]{6}$/, 'fiatErrors.txSuffix'),
  remitter: z.string({ error: 'fiatErrors.remitter' }).trim().min(2, 'fiatErrors.remitter').max(60, 'fiatErrors.remitter'),
};
export const wireReq = z.object(proof);

/**
 * wallet/charge_req: `type` usdt (default) reports a USDT transfer's hash (credited by the chain
 * watcher); `type` card asks for a bank-card recharge with its proof (credited when an admin approves).
 */
export const chargeReq = z
  .object({
    type: z.enum(['usdt', 'card']).default('usdt'),
    chain_id: intString(1, Number.MAX_SAFE_INTEGER).optional(),
    tx_hash: txHash.optional(),
    amount: proof.amount.optional(),
    screenshot: proof.screenshot.optional(),
    tx_suffix: proof.tx_suffix.optional(),
    remitter: proof.remitter.optional(),
  })
  .superRefine((r, ctx) => {
    const need = (field: keyof typeof r, message: string) => {
      if (r[field] === undefined) ctx.addIssue({ code: 'custom', message, path: [field] });
    };
    if (r.type === 'usdt') {
      need('chain_id', 'walletErrors.unknownChain');
      need('tx_hash', 'walletErrors.badTxHash');
    } else {
      need('amount', 'fiatErrors.amount');
      need('screenshot', 'fiatErrors.screenshot');
      need('tx_suffix', 'fiatErrors.txSuffix');
      need('remitter', 'fiatErrors.remitter');
    }
  });

/** wallet/proof/upload: a screenshot (multipart field `file`) kept private: owner and operator only. */
export const proofUploadReply = z.object({ id: z.string() });
export const proofReq = z.object({ id: proofId });
/** A proof as a data URL (`data:<mime>;base64,…`), for its owner or the operator only. */
export const proofReply = z.object({ id: z.string(), mime: z.string(), data: z.string() });
export type ProofReply = z.output<typeof proofReply>;

export const FIAT_STATES = ['pending', 'approved', 'rejected'] as const;
export const fiatDeposit = z.object({
  id: z.number().int(),
  method: z.enum(['wire', 'card']),
  /** What the user sent, in USD. */
  amount: decimalString,
  /** What the funding account is credited, in USDT (amount × the dollar rate, rounded down). */
  credit: decimalString,
  currency: z.literal('USDT'),
  /** The proof's id (read back with wallet/proof). */
  screenshot: z.string(),
  tx_suffix: z.string(),
  remitter: z.string(),
  status: z.enum(FIAT_STATES),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});

/**
 * The platform's receiving bank account (site settings) and the rate a fiat deposit is credited at.
 * `offered` is false until the operator has set the account (a production server starts without one):
 * no wire or card deposit is taken then.
 */
export const wireInfoReply = z.object({
  offered: z.boolean(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  swift: z.string(),
  bank_address: z.string(),
  /** USDT credited per USD. */
  usd_rate: decimalString,
  min: decimalString,
});

export const deposit = z.object({
  id: z.number().int(),
  method: z.literal('chain'),
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
/** recharge/log: type 0 USDT deposits on chain, 1 wire and bank-card deposits (SPEC §3 record type). */
export const rechargeLogReq = z.object({
  type: z.enum(['0', '1']).default('0'),
  page: intString(1, 100000).default(1),
  limit: intString(1, 9999).default(10),
});
export const rechargeLogReply = z.object({
  ...paged(z.union([deposit, fiatDeposit])),
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
export type FiatDeposit = z.output<typeof fiatDeposit>;
export type WireReq = z.input<typeof wireReq>;
export type WireInfo = z.output<typeof wireInfoReply>;
export type AdminFiatDeposit = z.output<typeof adminFiatDeposit>;
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
  currencyList: call('GET', 'currency/list', 'public', emptyReq, currencyListReply),
  inAddress: call('POST', 'wallet/get_in_address', 'user', inAddressReq, inAddressReply),
  chargeReq: call('POST', 'wallet/charge_req', 'user', chargeReq, z.union([deposit, fiatDeposit])),
  rechargeLog: call('GET', 'recharge/log', 'user', rechargeLogReq, rechargeLogReply),
  walletDelete: call('POST', 'user/wallet/delete', 'user', walletDeleteReq, z.object({ id: z.number().int() })),
  wireInfo: call('GET', 'wallet/wire_info', 'user', emptyReq, wireInfoReply),
  wire: call('POST', 'wallet/Wiretransfer', 'user', wireReq, fiatDeposit),
  proofUpload: call('POST', 'wallet/proof/upload', 'user', emptyReq, proofUploadReply),
  proof: call('GET', 'wallet/proof', 'user', proofReq, proofReply),
};

export const adminFiatReq = z.object({ status: z.enum(FIAT_STATES).optional() });
export const adminFiatDeposit = fiatDeposit.extend({
  user_id: z.number().int(),
  /** The proof's image at a signed URL that works without a session for 15 minutes (then ask the list again). */
  screenshot_url: z.string(),
});
const adminId = z.object({ id: intString(1, Number.MAX_SAFE_INTEGER) });

/** The admin's side of fiat deposits: list, approve (credits the funding account), reject with a reason. */
export const fiatAdminCalls = {
  adminDeposits: call('GET', 'admin/deposits', 'admin', adminFiatReq, z.array(adminFiatDeposit)),
  adminDepositApprove: call('POST', 'admin/deposit/approve', 'admin', adminId, adminFiatDeposit),
  adminDepositProof: call('GET', 'admin/deposit/proof', 'admin', proofReq, proofReply),
  adminDepositReject: call(
    'POST',
    'admin/deposit/reject',
    'admin',
    adminId.extend({
      reason: z.string({ error: 'fiatErrors.reason' }).trim().min(1, 'fiatErrors.reason').max(200, 'fiatErrors.reason'),
    }),
    adminFiatDeposit,
  ),
};

/** A credited USDT deposit whose block left the chain: `missing` while its transfer is not on the chain, `restored` once seen again. */
export const REORG_STATES = ['missing', 'restored'] as const;
export const reorgedDeposit = z.object({
  /** The report's id (a deposit taken away twice has two). */
  id: z.number().int(),
  deposit_id: z.number().int(),
  user_id: z.number().int(),
  chain_id: z.number().int(),
  tx_hash: z.string(),
  log_index: z.number().int().nullable(),
  to_address: z.string(),
  /** USDT credited (the balance is left as it is: the admin decides). */
  amount: decimalString,
  /** The block the deposit was credited from, no longer on the chain. */
  block_number: z.number().int(),
  state: z.enum(REORG_STATES),
  credited_at: z.number().int().nullable(),
  reorged_at: z.number().int(),
  restored_at: z.number().int().nullable(),
});
export type ReorgedDeposit = z.output<typeof reorgedDeposit>;

/** The admin's report of credited USDT deposits a chain reorganisation (or a restarted dev chain) took away, newest first. */
export const depositAdminCalls = {
  adminReorged: call(
    'GET',
    'admin/deposits/reorged',
    'admin',
    z.object({ state: z.enum(REORG_STATES).optional() }),
    z.array(reorgedDeposit),
  ),
};

/** USDT that arrived on chain; a wire or bank-card deposit an admin approved. */
export const entryKinds = ['deposit', 'fiat_deposit'] as const;
