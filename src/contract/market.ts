import { z } from 'zod';
import { decimalString, emptyReq, intString } from './common';
import { call } from './define';

/** Market categories (SPEC §3): 100 favourites, 0 forex, 6 US stocks, 3 futures, 2 crypto, 9 ETF. */
export const CATEGORIES = [100, 0, 6, 3, 2, 9] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export const PERIODS = ['1m', '5m', '15m', '30m', '1h', '1d', '1w', '1M'] as const;
export type Period = (typeof PERIODS)[number];

const symbolName = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9.]{1,16}$/, 'marketErrors.unknownSymbol');

export const category = z.object({ id: z.number().int(), name: z.string() });
export const bclassReply = z.array(category);

/** One line of the quotation list (and of the `ticker` socket event). */
export const ticker = z.object({
  symbol: z.string(),
  name: z.string(),
  category: z.number().int(),
  price: decimalString,
  /** Change over 24 h in percent, e.g. "-1.25". */
  change: decimalString,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  /** Traded quantity over 24 h. */
  volume: decimalString,
  decimals: z.number().int(),
  /** Whether the market is open now (stocks and ETF keep exchange hours; crypto never closes). */
  is_open: z.boolean(),
  ts: z.number().int(),
});
export const quotationReq = z.object({ category: z.coerce.number().int().optional() });
export const quotationReply = z.array(ticker);

export const symbolReq = z.object({ symbol: symbolName });

/** What a trade form needs to know about a symbol. */
export const symbolSpec = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  category: z.number().int(),
  decimals: z.number().int(),
  /** Units of the underlying per lot, e.g. "0.01" BTC. */
  lot_size: decimalString,
  min_lots: decimalString,
  max_lots: decimalString,
  /** Decimal places allowed in a lots amount. */
  lot_decimals: z.number().int(),
  leverages: z.array(z.number().int()),
  /** Contract trading fee as a fraction of the position value, e.g. "0.0005". */
  fee_rate: decimalString,
  is_open: z.boolean(),
  /** Spot: base and quote currency ids, when the symbol trades spot. */
  currency_id: z.number().int().nullable(),
  legal_id: z.number().int().nullable(),
});

export const timesharReq = z.object({
  symbol: symbolName,
  period: z.enum(PERIODS),
  /** Unix seconds. */
  from: intString(0, 4_102_444_800).optional(),
  to: intString(0, 4_102_444_800).optional(),
});
export const candle = z.object({
  /** Open time, unix seconds. */
  time: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});
export const timesharReply = z.array(candle);

export const depthReply = z.object({
  symbol: z.string(),
  /** [price, quantity], best first. */
  bids: z.array(z.tuple([decimalString, decimalString])),
  asks: z.array(z.tuple([decimalString, decimalString])),
  ts: z.number().int(),
});
export const trade = z.object({ price: decimalString, qty: decimalString, side: z.enum(['buy', 'sell']), ts: z.number().int() });
export const tradesReply = z.array(trade);

export const optionalReq = z.object({ symbol: symbolName });
export const optionalListReply = z.array(z.string());

export type Category = z.output<typeof category>;
export type Ticker = z.output<typeof ticker>;
export type QuotationReq = z.input<typeof quotationReq>;
export type SymbolReq = z.input<typeof symbolReq>;
export type SymbolSpec = z.output<typeof symbolSpec>;
export type TimesharReq = z.input<typeof timesharReq>;
export type Candle = z.output<typeof candle>;
export type Depth = z.output<typeof depthReply>;
export type Trade = z.output<typeof trade>;
export type OptionalReq = z.input<typeof optionalReq>;

/** Socket `ticker` event: the moving fields of each symbol that moved in a tick (DESIGN.md "Realtime"). */
export const tickerUpdate = ticker.pick({
  symbol: true,
  price: true,
  change: true,
  high: true,
  low: true,
  volume: true,
  is_open: true,
  ts: true,
});
export type TickerUpdate = z.output<typeof tickerUpdate>;

/** Socket events (server → client), DESIGN.md "Realtime". */
export interface KlineEvent {
  symbol: string;
  period: Period;
  candle: Candle;
}

/** Socket `depth` event: a full book snapshot (replace, never merge) and the trades since the last one. */
export interface DepthEvent extends Depth {
  trades: Trade[];
}

/** Markets: categories, quotations, one symbol, candles, book, trades, favourites. */
export const marketCalls = {
  categories: call('GET', 'currency/bclass', 'public', emptyReq, bclassReply),
  quotation: call('GET', 'currency/quotation_new', 'public', quotationReq, quotationReply),
  optionalQuotation: call('GET', 'currency/optionalquotation', 'user', emptyReq, quotationReply),
  symbol: call('GET', 'currency/symbol', 'public', symbolReq, symbolSpec),
  timeshar: call('GET', 'currency/new_timeshar', 'public', timesharReq, timesharReply),
  depth: call('GET', 'currency/depth', 'public', symbolReq, depthReply),
  trades: call('GET', 'currency/trades', 'public', symbolReq, tradesReply),
  optionalAdd: call('POST', 'optional/add', 'user', optionalReq, z.null()),
  optionalDel: call('POST', 'optional/del', 'user', optionalReq, z.null()),
  optionalList: call('GET', 'optional/list', 'user', emptyReq, optionalListReply),
};

/** The spot pairs (the spot page's picker), apart from marketCalls so the first screen does not carry them. */
export const spotMarketCalls = {
  /** The pairs that trade spot (coin trading: a base and a quote currency), as quotation_new lists them. */
  spotQuotation: call('GET', 'currency/quotation_huang', 'public', emptyReq, quotationReply),
};
