// Funds: the user's four accounts (funding, spot, contract, seconds) per currency, what they are worth,
// transfers between them and their history, and the fiats the app shows values in.
import { z } from 'zod';
import { decimalString, emptyReq, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';

/**
 * The accounts of a user, per currency (SPEC §3 Wallet `from_field`/`to_field`): `legal` funding
 * (deposits, withdrawals, fiat rails, earn), `change` spot, `lever` contract, `micro` seconds and options.
 */
export const WALLETS = ['legal', 'change', 'lever', 'micro'] as const;
export type Wallet = (typeof WALLETS)[number];
const wallet = z.enum(WALLETS, { error: 'fundErrors.badAccount' });

/** One currency of one account; value_usdt = (available + frozen) × its live price in USDT. */
export const walletBalance = z.object({
  currency_id: z.number().int(),
  code: z.string(),
  available: decimalString,
  frozen: decimalString,
  value_usdt: decimalString,
});
export const walletAccount = z.object({
  field: z.enum(WALLETS),
  value_usdt: decimalString,
  currencies: z.array(walletBalance),
});
/** wallet/list: every account with every currency it holds (USDT always listed), and their total. */
export const walletListReply = z.object({ value_usdt: decimalString, accounts: z.array(walletAccount) });

/**
 * wallet/newlist: the same money by currency: each currency the user holds anywhere (USDT always), its
 * total over the four accounts and what each account holds of it, and the grand total.
 */
export const currencyTotal = z.object({
  currency_id: z.number().int(),
  code: z.string(),
  available: decimalString,
  frozen: decimalString,
  value_usdt: decimalString,
  accounts: z.array(z.object({ field: z.enum(WALLETS), available: decimalString, frozen: decimalString })),
});
export const walletNewlistReply = z.object({ value_usdt: decimalString, currencies: z.array(currencyTotal) });
export type CurrencyTotal = z.output<typeof currencyTotal>;

/** wallet/detail: one account (type), all its currencies or one (currency). */
export const walletDetailReq = z.object({ type: wallet, currency: intString(1, Number.MAX_SAFE_INTEGER).optional() });
export const walletDetailReply = z.array(walletBalance);

/** currency/user_currency_list: the currencies an account can hold and move. */
export const userCurrency = z.object({ id: z.number().int(), code: z.string(), name: z.string(), decimals: z.number().int() });
export const userCurrencyListReply = z.array(userCurrency);

/** wallet/getRateCurrency: the fiats values are shown in, USD first at rate 1 (1 USDT = rate units). */
export const fiat = z.object({ code: z.string(), symbol: z.string(), rate: decimalString });
export const fiatsReply = z.array(fiat);
export const rateCurrencyReq = z.object({ id: z.string().trim().max(8).optional() });

/** wallet/change: free and instant between two of the user's accounts. */
export const changeReq = z
  .object({
    currency_id: intString(1, Number.MAX_SAFE_INTEGER),
    number: positiveDecimal('fundErrors.amount', 8),
    from_field: wallet,
    to_field: wallet,
  })
  .refine((r) => r.from_field !== r.to_field, { message: 'fundErrors.sameAccount', path: ['to_field'] });
export const transferRecord = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  code: z.string(),
  number: decimalString,
  from_field: z.enum(WALLETS),
  to_field: z.enum(WALLETS),
  created_at: z.number().int(),
});
export const hzhistoryReq = z.object(page);
export const hzhistoryReply = z.object({
  ...paged(transferRecord),
});

// ---------- the account-change record (bill) ----------

/** wallet/legal_log: every ledger movement of the user's accounts, newest first; one account and/or currency. */
export const legalLogReq = z.object({
  type: wallet.optional(),
  currency: intString(1, Number.MAX_SAFE_INTEGER).optional(),
  ...page,
});
export const legalLogRow = z.object({
  id: z.number().int(),
  entry_id: z.number().int().nullable(),
  wallet: z.enum(WALLETS),
  currency_id: z.number().int(),
  code: z.string(),
  bucket: z.enum(['available', 'frozen']),
  /** Signed: positive in, negative out. */
  amount: decimalString,
  /** An entry kind of the contract (translated by the app as ledgerKinds.<kind>). */
  kind: z.string(),
  ref: z.string().nullable(),
  created_at: z.number().int(),
});
export const legalLogReply = z.object({
  ...paged(legalLogRow),
});
export type LegalLogRow = z.output<typeof legalLogRow>;

// ---------- conversion between currencies (funding account) ----------

const currencyRef = intString(1, Number.MAX_SAFE_INTEGER);
export const convertible = z.object({ id: z.number().int(), code: z.string(), name: z.string(), price_usdt: decimalString });
export const convertListReply = z.array(convertible);
/** user/getTransferFee: the live prices held for valid_ms under quote_id; with `number`, the fee and what arrives. */
export const quoteReq = z.object({
  from_currency_id: currencyRef,
  to_currency_id: currencyRef,
  number: positiveDecimal('fundErrors.amount', 8).optional(),
});
export const quoteReply = z.object({
  quote_id: z.string(),
  from_price: decimalString,
  to_price: decimalString,
  /** Target units per source unit. */
  rate: decimalString,
  fee_rate: decimalString,
  valid_ms: z.number().int(),
  expires_at_ms: z.number().int(),
  fee: decimalString.nullable(),
  receive: decimalString.nullable(),
});
/** user/Transfer: converts `number` at the quote's prices; refused when the quote is stale or the price moved. */
export const convertReq = z.object({
  number: positiveDecimal('fundErrors.amount', 8),
  from_currency_id: currencyRef,
  to_currency_id: currencyRef,
  quote_id: z.string({ error: 'fundErrors.quoteUnknown' }).trim().min(1, 'fundErrors.quoteUnknown').max(64),
});
export const convertReply = z.object({
  id: z.number().int(),
  from_code: z.string(),
  to_code: z.string(),
  number: decimalString,
  fee: decimalString,
  received: decimalString,
  created_at: z.number().int(),
});

export type Convertible = z.output<typeof convertible>;
export type QuoteReq = z.input<typeof quoteReq>;
export type QuoteReply = z.output<typeof quoteReply>;
export type ConvertReq = z.input<typeof convertReq>;
export type ConvertReply = z.output<typeof convertReply>;

export type WalletBalance = z.output<typeof walletBalance>;
export type WalletAccount = z.output<typeof walletAccount>;
export type WalletListReply = z.output<typeof walletListReply>;
export type WalletDetailReq = z.input<typeof walletDetailReq>;
export type UserCurrency = z.output<typeof userCurrency>;
export type Fiat = z.output<typeof fiat>;
export type ChangeReq = z.input<typeof changeReq>;
export type TransferRecord = z.output<typeof transferRecord>;

export const fundCalls = {
  accounts: call('POST', 'wallet/list', 'user', emptyReq, walletListReply),
  byCurrency: call('GET', 'wallet/newlist', 'user', emptyReq, walletNewlistReply),
  account: call('POST', 'wallet/detail', 'user', walletDetailReq, walletDetailReply),
  userCurrencies: call('GET', 'currency/user_currency_list', 'user', emptyReq, userCurrencyListReply),
  fiats: call('GET', 'wallet/getRateCurrency', 'public', rateCurrencyReq, fiatsReply),
  change: call('POST', 'wallet/change', 'user', changeReq, transferRecord),
  hzhistory: call('GET', 'wallet/hzhistory', 'user', hzhistoryReq, hzhistoryReply),
  legalLog: call('POST', 'wallet/legal_log', 'user', legalLogReq, legalLogReply),
  convertList: call('POST', 'user/getTransferList', 'user', emptyReq, convertListReply),
  convertQuote: call('POST', 'user/getTransferFee', 'user', quoteReq, quoteReply),
  convert: call('POST', 'user/Transfer', 'user', convertReq, convertReply),
};

/** `transfer`: between two of one user's accounts; `convert`: one currency into another. */
export const entryKinds = ['transfer', 'convert'] as const;
