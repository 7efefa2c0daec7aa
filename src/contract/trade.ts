import { z } from 'zod';
import { decimalString, emptyReq, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';

const symbolName = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9.]{1,16}$/, 'marketErrors.unknownSymbol');
const id = intString(1, Number.MAX_SAFE_INTEGER);
/** An optional price field of a form: empty means "not set". */
const optionalPrice = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(positiveDecimal('validation.price', 10).optional());

// ---------- contract (lever) orders ----------

export const leverDealReq = z.object({ symbol: symbolName });

export const leverSubmitReq = z.object({
  symbol: symbolName,
  side: z.enum(['buy', 'sell']),
  order_type: z.enum(['market', 'limit']),
  /** Limit price; required for a limit order. */
  price: optionalPrice,
  lots: positiveDecimal('tradeErrors.badLots', 8),
  leverage: intString(1, 1000),
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
  /** A trial voucher of the user's (coupon/list) that pays this order's fee, then part of its margin. */
  coupon_id: intString(1, Number.MAX_SAFE_INTEGER).optional(),
});

export const leverOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  order_type: z.enum(['market', 'limit']),
  /** pending: a limit order waiting; open: a position; closed; cancelled. */
  status: z.enum(['pending', 'open', 'closed', 'cancelled']),
  lots: decimalString,
  leverage: z.number().int(),
  /** Limit price of a limit order. */
  limit_price: decimalString.nullable(),
  open_price: decimalString.nullable(),
  close_price: decimalString.nullable(),
  /** Live price for an open position (mark price), null otherwise. */
  mark_price: decimalString.nullable(),
  margin: decimalString,
  fee: decimalString,
  /** Realised profit of a closed order, floating profit of an open one. */
  profit: decimalString,
  /** Price distance between open and close (or mark) price. */
  points: decimalString,
  target_profit_price: decimalString.nullable(),
  stop_loss_price: decimalString.nullable(),
  /** `copy`: a copied position closed because the trader it copies closed (src/contract/copytrade.ts). */
  close_reason: z.enum(['manual', 'tp', 'sl', 'liquidation', 'batch', 'copy']).nullable(),
  /** What a trial voucher paid of the fee and margin (src/shared/trade/voucher.ts), or null. */
  voucher: z.object({ coupon_id: z.number().int(), fee: decimalString, margin: decimalString }).nullable(),
  created_at: z.number().int(),
  opened_at: z.number().int().nullable(),
  closed_at: z.number().int().nullable(),
});

export const leverDealReply = z.object({
  symbol: z.string(),
  price: decimalString,
  available: decimalString,
  leverages: z.array(z.number().int()),
  lot_size: decimalString,
  min_lots: decimalString,
  max_lots: decimalString,
  lot_decimals: z.number().int(),
  fee_rate: decimalString,
  is_open: z.boolean(),
  /** Positions and pending orders of this symbol. */
  orders: z.array(leverOrder),
});

export const leverIdReq = z.object({ id });
export const leverSetStopReq = z.object({ id, target_profit_price: optionalPrice, stop_loss_price: optionalPrice });
export const leverBatchCloseReq = z.object({ type: z.enum(['all', 'buy', 'sell']).default('all') });
export const leverMyTradeReq = z.object({ ...page, status: z.enum(['pending', 'open', 'closed', 'cancelled']).optional() });
export const leverListReply = z.object({
  ...paged(leverOrder),
});
export const leverAllReply = z.object({
  list: z.array(leverOrder),
  /** Sum of the floating profit of the open positions. */
  profit: decimalString,
  margin: decimalString,
});
export const batchCloseReply = z.object({ closed: z.number().int() });

// ---------- timed trades: options and seconds (micro) trades ----------

export const timedOrder = z.object({
  id: z.number().int(),
  kind: z.enum(['option', 'seconds']),
  symbol: z.string(),
  direction: z.enum(['up', 'down']),
  seconds: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  amount: decimalString,
  /** Payout rate on a win, e.g. "0.85" pays the stake plus 85 %. */
  rate: decimalString,
  /** What a win returns in all (stake plus profit). */
  expected: decimalString,
  open_price: decimalString,
  close_price: decimalString.nullable(),
  /** open until its end time; won, lost or draw (stake back) after. */
  status: z.enum(['open', 'won', 'lost', 'draw']),
  payout: decimalString,
  /** Profit of the settled order (payout minus stake). */
  profit: decimalString,
  created_at: z.number().int(),
  end_at: z.number().int(),
  settled_at: z.number().int().nullable(),
});

export const durationOption = z.object({
  seconds: z.number().int(),
  rate: decimalString,
  min_amount: decimalString,
  max_amount: decimalString,
});
export const optionConfigReq = z.object({ symbol: symbolName });
export const optionConfigReply = z.object({
  symbol: z.string(),
  price: decimalString,
  is_open: z.boolean(),
  durations: z.array(durationOption),
});
export const optionSubmitReq = z.object({
  symbol: symbolName,
  direction: z.enum(['up', 'down']),
  seconds: intString(1, 31 * 86400),
  amount: positiveDecimal('validation.amount', 2),
});
export const timedListReq = z.object({ ...page, status: z.enum(['open', 'settled']).optional() });
export const timedListReply = z.object({
  ...paged(timedOrder),
});

export const payableCurrency = z.object({ id: z.number().int(), code: z.string(), available: decimalString });
export const payableReply = z.array(payableCurrency);
export const secondsReply = z.array(durationOption);
export const microListReq = z.object({ page: intString(1, 100000).default(1), limit: intString(1, 100).default(5) });
export const microSubmitReq = z.object({
  /** The symbol's id. */
  match_id: id,
  currency_id: id,
  type: z.enum(['up', 'down']),
  seconds: intString(1, 86400),
  number: positiveDecimal('validation.amount', 2),
});
export const microResultReq = z.object({ id });

// ---------- coin (spot) orders ----------

export const coinTradeReq = z.object({
  /** Quantity of the base currency. */
  amount: positiveDecimal('validation.amount', 8),
  /** Limit price; empty for a market order. */
  target_price: optionalPrice,
  /** Base currency (what is bought or sold). */
  currency_id: id,
  /** Quote currency (what it is paid with). */
  legal_id: id,
  type: z.enum(['buy', 'sell']),
});
export const coinOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  type: z.enum(['buy', 'sell']),
  order_type: z.enum(['market', 'limit']),
  amount: decimalString,
  price: decimalString.nullable(),
  filled_price: decimalString.nullable(),
  /** Quote amount paid or received (before the fee). */
  total: decimalString.nullable(),
  fee: decimalString,
  status: z.enum(['pending', 'filled', 'cancelled']),
  created_at: z.number().int(),
  filled_at: z.number().int().nullable(),
});
export const coinListReq = z.object({ ...page, status: z.enum(['pending', 'filled', 'cancelled']).optional() });
export const coinListReply = z.object({
  ...paged(coinOrder),
});
export const coinCancelReq = z.object({ id });

export type LeverOrder = z.output<typeof leverOrder>;
export type LeverDealReq = z.input<typeof leverDealReq>;
export type LeverDealReply = z.output<typeof leverDealReply>;
export type LeverSubmitReq = z.input<typeof leverSubmitReq>;
export type LeverIdReq = z.input<typeof leverIdReq>;
export type LeverSetStopReq = z.input<typeof leverSetStopReq>;
export type LeverBatchCloseReq = z.input<typeof leverBatchCloseReq>;
export type LeverMyTradeReq = z.input<typeof leverMyTradeReq>;
export type LeverListReply = z.output<typeof leverListReply>;
export type LeverAllReply = z.output<typeof leverAllReply>;
export type TimedOrder = z.output<typeof timedOrder>;
export type DurationOption = z.output<typeof durationOption>;
export type OptionConfigReq = z.input<typeof optionConfigReq>;
export type OptionConfigReply = z.output<typeof optionConfigReply>;
export type OptionSubmitReq = z.input<typeof optionSubmitReq>;
export type TimedListReq = z.input<typeof timedListReq>;
export type TimedListReply = z.output<typeof timedListReply>;
export type PayableCurrency = z.output<typeof payableCurrency>;
export type MicroListReq = z.input<typeof microListReq>;
export type MicroSubmitReq = z.input<typeof microSubmitReq>;
export type MicroResultReq = z.input<typeof microResultReq>;
export type CoinTradeReq = z.input<typeof coinTradeReq>;
export type CoinOrder = z.output<typeof coinOrder>;
export type CoinListReq = z.input<typeof coinListReq>;
export type CoinListReply = z.output<typeof coinListReply>;
export type CoinCancelReq = z.input<typeof coinCancelReq>;

/** Socket `order` event: one of the user's orders changed (filled, closed by TP/SL, settled…). */
export type OrderEvent = { kind: 'lever'; order: LeverOrder } | { kind: 'timed'; order: TimedOrder } | { kind: 'coin'; order: CoinOrder };

/** Trading: balances, contract (lever) orders, options, seconds (micro) trades, coin (spot) orders. */
export const tradeCalls = {
  leverDeal: call('POST', 'lever/deal', 'user', leverDealReq, leverDealReply),
  leverSubmit: call('POST', 'lever/submit', 'user', leverSubmitReq, leverOrder),
  leverAll: call('POST', 'lever/dealall', 'user', emptyReq, leverAllReply),
  leverClose: call('POST', 'lever/close', 'user', leverIdReq, leverOrder),
  leverCancel: call('POST', 'lever/cancel', 'user', leverIdReq, leverOrder),
  leverSetStop: call('POST', 'lever/setstop', 'user', leverSetStopReq, leverOrder),
  leverBatchClose: call('POST', 'lever/batch_close', 'user', leverBatchCloseReq, batchCloseReply),
  leverMyTrade: call('POST', 'lever/my_trade', 'user', leverMyTradeReq, leverListReply),
  optionConfig: call('GET', 'option/config', 'public', optionConfigReq, optionConfigReply),
  optionSubmit: call('POST', 'option/submit', 'user', optionSubmitReq, timedOrder),
  optionList: call('POST', 'option/list', 'user', timedListReq, timedListReply),
  microCurrencies: call('GET', 'microtrade/payable_currencies', 'user', emptyReq, payableReply),
  microSeconds: call('GET', 'microtrade/seconds', 'public', emptyReq, secondsReply),
  microList: call('GET', 'microtrade/lists', 'user', microListReq, timedListReply),
  microSubmit: call('POST', 'microtrade/submit', 'user', microSubmitReq, timedOrder),
  microResult: call('GET', 'microtrade/get_result', 'user', microResultReq, timedOrder),
  coinTrade: call('POST', 'coin/trade', 'user', coinTradeReq, coinOrder),
  coinList: call('GET', 'coin/list', 'user', coinListReq, coinListReply),
  coinCancel: call('POST', 'coin/cancel', 'user', coinCancelReq, coinOrder),
};

/** Realised profit or loss of a position, a timed trade's stake and payout, a spot fill. */
export const entryKinds = ['profit', 'stake', 'payout', 'spot'] as const;
