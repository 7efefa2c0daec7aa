// Order execution against the price feed: contract (lever) orders, options and seconds trades, spot.
// Every order, fill, close and settlement is ONE db.transaction; every check runs before the first
// write, so a refused call changes nothing. All numbers come from src/shared/trade/formulas.ts, the
// module the app uses to show them before confirming. The house (ledger.HOUSE_ID) is the
// counterparty of every trade; fees go to the fee account (ledger.FEES_ID).
//
// Rules where the issue is silent:
// - A market order fills at the feed's current price. A limit order that the price has already
//   reached fills at once at the current price (never worse than its limit); otherwise it waits
//   ('pending', its cost frozen) and fills at its limit price on the first tick that reaches it.
// - TP, SL and liquidation close at the price of the tick that triggers them; a loss never exceeds
//   the margin (formulas.positionProfit).
// - Timed trades end on a whole second: end = the second the order was placed + its duration, and
//   settle from feed.priceAt(symbol, end). Without any price then, the stake comes back (a draw).
import type { Server } from 'socket.io';
import type { z } from 'zod';
import type {
  CoinOrder,
  coinTradeReq,
  DurationOption,
  LeverOrder,
  leverSetStopReq,
  leverSubmitReq,
  OrderEvent,
  TimedOrder,
} from '../../../src/contract/trade';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import {
  checkStops,
  expectedReturn,
  isLiquidated,
  limitReached,
  liquidationPrice,
  points,
  positionProfit,
  requiredMargin,
  type Side,
  spotQuote,
  stopHit,
  timedOutcome,
  timedPayout,
  tradingFee,
} from '../../../src/shared/trade/formulas';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, currencyIdOf, FEES_ID, freeze, HOUSE_ID, text, transfer, unfreeze } from '../../core/ledger';
import { userRoom } from '../../core/realtime';
import type { Scheduler } from '../../core/scheduler';
import { leveragesOf, type SymbolRow, USDT_ID } from '../market/catalogue';
import type { PriceFeed, Tick } from '../market/feed';

// ---------- configuration ----------

const duration = (seconds: number, rate: string, min: string, max: string): DurationOption => ({
  seconds,
  rate,
  min_amount: min,
  max_amount: max,
});
/** Options: durations and payout rates (a win pays the stake plus stake × rate). */
export const OPTION_DURATIONS: readonly DurationOption[] = [
  duration(300, '0.8', '10', '100000'),
  duration(900, '0.85', '10', '100000'),
  duration(3600, '0.9', '10', '100000'),
];
/** Seconds (micro) trades. */
export const SECONDS_DURATIONS: readonly DurationOption[] = [
  duration(30, '0.8', '10', '50000'),
  duration(60, '0.85', '10', '50000'),
  duration(120, '0.9', '10', '50000'),
  duration(300, '0.95', '10', '50000'),
];
/** The scheduler's job that settles a timed trade at its end (ref `timed:<id>`). */
export const SETTLE_TIMED = 'timed.settle';

// ---------- rows ----------

/** A catalogue symbol with its leverage choices parsed. */
export interface SymbolInfo extends SymbolRow {
  leverageList: number[];
}

export interface LeverRow {
  id: number;
  user_id: number;
  symbol: string;
  side: Side;
  order_type: 'market' | 'limit';
  status: 'pending' | 'open' | 'closed' | 'cancelled';
  lots: string;
  leverage: number;
  limit_price: string | null;
  open_price: string | null;
  close_price: string | null;
  margin: string;
  fee: string;
  profit: string;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  close_reason: LeverOrder['close_reason'];
  created_at: number;
  opened_at: number | null;
  closed_at: number | null;
}

export interface TimedRow {
  id: number;
  user_id: number;
  kind: 'option' | 'seconds';
  symbol: string;
  direction: 'up' | 'down';
  seconds: number;
  currency_id: number;
  amount: string;
  rate: string;
  open_price: string;
  close_price: string | null;
  status: 'open' | 'won' | 'lost' | 'draw';
  payout: string;
  created_at: number;
  end_at_ms: number;
  settled_at: number | null;
}

export interface CoinRow {
  id: number;
  user_id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  type: Side;
  order_type: 'market' | 'limit';
  amount: string;
  price: string | null;
  filled_price: string | null;
  total: string | null;
  fee: string;
  frozen_currency_id: number | null;
  frozen_amount: string;
  status: 'pending' | 'filled' | 'cancelled';
  created_at: number;
  filled_at: number | null;
}

/** An open position or pending order as the tick loop sees it. */
interface LiveLever {
  id: number;
  side: Side;
  status: 'pending' | 'open';
  limit: Decimal | null;
  tp: Decimal | null;
  sl: Decimal | null;
  liquidation: Decimal | null;
}
interface LiveCoin {
  id: number;
  type: Side;
  limit: Decimal;
}

export type LeverSubmitInput = z.output<typeof leverSubmitReq>;
export type LeverSetStopInput = z.output<typeof leverSetStopReq>;
export type CoinTradeInput = z.output<typeof coinTradeReq>;
export interface TimedSubmitInput {
  kind: 'option' | 'seconds';
  symbol: SymbolInfo;
  direction: 'up' | 'down';
  seconds: number;
  amount: string;
  currencyId: number;
  /** Payload field names of this call, for refusals. */
  fields: { amount: string; currency: string };
}

const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });

const optionalDec = (x: string | null | undefined): Decimal | null => (x ? dec(x) : null);

export function createTradingEngine(db: Db, feed: PriceFeed, io: Server | null, scheduler: Scheduler) {
  // ---------- reference data ----------

  const symbolsByName = new Map<string, SymbolInfo>();
  const symbolsById = new Map<number, SymbolInfo>();
  const remember = (row: SymbolRow | undefined): SymbolInfo | null => {
    if (!row) return null;
    const info = { ...row, leverageList: leveragesOf(row) };
    symbolsByName.set(info.symbol, info);
    symbolsById.set(info.id, info);
    return info;
  };
  for (const row of db.$client.prepare('SELECT * FROM symbols').all() as SymbolRow[]) remember(row);
  const symbolByName = (name: string): SymbolInfo | null =>
    symbolsByName.get(name) ?? remember(db.$client.prepare('SELECT * FROM symbols WHERE symbol = ?').get(name) as SymbolRow | undefined);
  const symbolById = (id: number): SymbolInfo | null =>
    symbolsById.get(id) ?? remember(db.$client.prepare('SELECT * FROM symbols WHERE id = ?').get(id) as SymbolRow | undefined);
  const spotSymbol = (currencyId: number, legalId: number): SymbolInfo | null => {
    for (const s of symbolsByName.values()) if (s.currency_id === currencyId && s.legal_id === legalId) return s;
    return remember(
      db.$client.prepare('SELECT * FROM symbols WHERE currency_id = ? AND legal_id = ? ORDER BY id LIMIT 1').get(currencyId, legalId) as
        | SymbolRow
        | undefined,
    );
  };

  const currencyCodes = new Map<number, string>();
  const currencyCode = (id: number): string => {
    let code = currencyCodes.get(id);
    if (code === undefined) {
      code = (db.$client.prepare('SELECT code FROM currencies WHERE id = ?').get(id) as { code: string } | undefined)?.code ?? String(id);
      currencyCodes.set(id, code);
    }
    return code;
  };
  /** The settlement currency of contract orders, options and seconds trades. */
  const usdtId = currencyIdOf(db, 'USDT') ?? USDT_ID;

  const requireSymbol = (name: string, field: string): SymbolInfo => {
    const s = symbolByName(name);
    if (!s) throw fail('tradeErrors.unknownSymbol', field);
    return s;
  };
  const requireOpen = (s: SymbolInfo, field: string): void => {
    if (!feed.isOpen(s.symbol)) throw fail('tradeErrors.marketClosed', field);
  };
  const requirePrice = (s: SymbolInfo, field: string): Decimal => {
    const price = feed.price(s.symbol);
    if (!price) throw fail('tradeErrors.noPrice', field);
    return price;
  };

  // ---------- socket events ----------

  function emit(userId: number, event: OrderEvent): void {
    io?.to(userRoom(userId)).emit('order', event);
  }

  // ---------- views (reply shapes) ----------

  function leverView(row: LeverRow): LeverOrder {
    const s = symbolByName(row.symbol);
    const lotSize = s?.lot_size ?? '1';
    let mark: Decimal | null = null;
    let profit = dec(row.profit);
    let distance = new Decimal(0);
    if (row.status === 'open' && row.open_price) {
      mark = feed.price(row.symbol);
      if (mark) {
        profit = positionProfit(row.side, row.open_price, mark, row.lots, lotSize, row.margin);
        distance = points(row.side, row.open_price, mark);
      } else profit = new Decimal(0);
    } else if (row.status === 'closed' && row.open_price && row.close_price) {
      distance = points(row.side, row.open_price, row.close_price);
    }
    return {
      id: row.id,
      symbol: row.symbol,
      side: row.side,
      order_type: row.order_type,
      status: row.status,
      lots: row.lots,
      leverage: row.leverage,
      limit_price: row.limit_price,
      open_price: row.open_price,
      close_price: row.close_price,
      mark_price: mark ? text(mark) : null,
      margin: row.margin,
      fee: row.fee,
      profit: text(profit),
      points: text(distance),
      target_profit_price: row.target_profit_price,
      stop_loss_price: row.stop_loss_price,
      close_reason: row.close_reason,
      created_at: row.created_at,
      opened_at: row.opened_at,
      closed_at: row.closed_at,
    };
  }

  function timedView(row: TimedRow): TimedOrder {
    return {
      id: row.id,
      kind: row.kind,
      symbol: row.symbol,
      direction: row.direction,
      seconds: row.seconds,
      currency_id: row.currency_id,
      currency: currencyCode(row.currency_id),
      amount: row.amount,
      rate: row.rate,
      expected: text(expectedReturn(row.amount, row.rate)),
      open_price: row.open_price,
      close_price: row.close_price,
      status: row.status,
      payout: row.payout,
      profit: row.status === 'open' ? '0' : text(dec(row.payout).minus(row.amount)),
      created_at: row.created_at,
      end_at: Math.floor(row.end_at_ms / 1000),
      settled_at: row.settled_at,
    };
  }

  function coinView(row: CoinRow): CoinOrder {
    return {
      id: row.id,
      symbol: row.symbol,
      type: row.type,
      order_type: row.order_type,
      amount: row.amount,
      price: row.price,
      filled_price: row.filled_price,
      total: row.total,
      fee: row.fee,
      status: row.status,
      created_at: row.created_at,
      filled_at: row.filled_at,
    };
  }

  // ---------- the live index: open positions and pending orders by symbol ----------

  const liveLever = new Map<string, Map<number, LiveLever>>();
  const liveCoin = new Map<string, Map<number, LiveCoin>>();

  function indexLever(row: LeverRow): void {
    const bySymbol = liveLever.get(row.symbol) ?? new Map<number, LiveLever>();
    liveLever.set(row.symbol, bySymbol);
    if (row.status !== 'open' && row.status !== 'pending') {
      bySymbol.delete(row.id);
      return;
    }
    const s = symbolByName(row.symbol);
    bySymbol.set(row.id, {
      id: row.id,
      side: row.side,
      status: row.status,
      limit: optionalDec(row.limit_price),
      tp: optionalDec(row.target_profit_price),
      sl: optionalDec(row.stop_loss_price),
      liquidation:
        row.status === 'open' && row.open_price && s ? liquidationPrice(row.side, row.open_price, row.lots, s.lot_size, row.margin) : null,
    });
  }
  function indexCoin(row: CoinRow): void {
    const bySymbol = liveCoin.get(row.symbol) ?? new Map<number, LiveCoin>();
    liveCoin.set(row.symbol, bySymbol);
    if (row.status === 'pending' && row.price) bySymbol.set(row.id, { id: row.id, type: row.type, limit: dec(row.price) });
    else bySymbol.delete(row.id);
  }
  function loadIndex(): void {
    liveLever.clear();
    liveCoin.clear();
    for (const row of db.$client.prepare("SELECT * FROM lever_orders WHERE status IN ('open', 'pending')").iterate() as Iterable<LeverRow>)
      indexLever(row);
    for (const row of db.$client.prepare("SELECT * FROM coin_orders WHERE status = 'pending'").iterate() as Iterable<CoinRow>)
      indexCoin(row);
  }
  loadIndex();

  const getLever = (id: number) => db.$client.prepare('SELECT * FROM lever_orders WHERE id = ?').get(id) as LeverRow | undefined;
  const getTimed = (id: number) => db.$client.prepare('SELECT * FROM timed_orders WHERE id = ?').get(id) as TimedRow | undefined;
  const getCoin = (id: number) => db.$client.prepare('SELECT * FROM coin_orders WHERE id = ?').get(id) as CoinRow | undefined;

  /** Runs `fn` in one transaction, then updates the index and tells the user. */
  function commitLever(fn: () => LeverRow | null): LeverRow | null {
    const row = db.transaction(fn);
    if (row) {
      indexLever(row);
      emit(row.user_id, { kind: 'lever', order: leverView(row) });
    }
    return row;
  }
  function commitCoin(fn: () => CoinRow | null): CoinRow | null {
    const row = db.transaction(fn);
    if (row) {
      indexCoin(row);
      emit(row.user_id, { kind: 'coin', order: coinView(row) });
    }
    return row;
  }

  // ---------- contract (lever) orders ----------

  function checkLots(s: SymbolInfo, lots: string): void {
    const x = dec(lots);
    if (x.decimalPlaces() > s.lot_decimals) throw fail('tradeErrors.lotsStep', 'lots', { decimals: s.lot_decimals });
    if (x.lt(s.min_lots)) throw fail('tradeErrors.lotsMin', 'lots', { min: s.min_lots });
    if (x.gt(s.max_lots)) throw fail('tradeErrors.lotsMax', 'lots', { max: s.max_lots });
  }

  /** Opens a filled position inside a transaction: margin frozen, fee to the fee account. */
  function openPosition(row: LeverRow, price: Decimal, s: SymbolInfo, at: number): LeverRow {
    const margin = requiredMargin(price, row.lots, s.lot_size, row.leverage);
    const fee = tradingFee(price, row.lots, s.lot_size, s.fee_rate);
    const ref = `lever:${row.id}`;
    freeze(db, row.user_id, usdtId, margin, ref, 'lots');
    transfer(db, row.user_id, FEES_ID, usdtId, fee, 'fee', ref, 'lots');
    db.$client
      .prepare("UPDATE lever_orders SET status = 'open', open_price = ?, margin = ?, fee = ?, opened_at = ? WHERE id = ?")
      .run(text(price), text(margin), text(fee), at, row.id);
    return getLever(row.id) as LeverRow;
  }

  function leverSubmit(userId: number, input: LeverSubmitInput): LeverOrder {
    const s = requireSymbol(input.symbol, 'symbol');
    requireOpen(s, 'symbol');
    const market = requirePrice(s, 'symbol');
    if (!s.leverageList.includes(input.leverage)) throw fail('tradeErrors.badLeverage', 'leverage');
    checkLots(s, input.lots);
    let limit: Decimal | null = null;
    if (input.order_type === 'limit') {
      if (!input.price) throw fail('tradeErrors.priceRequired', 'price');
      limit = dec(input.price);
    }
    const fillsNow = limit === null || limitReached(input.side, market, limit);
    const openAt = fillsNow || limit === null ? market : limit;
    const stops = checkStops(input.side, openAt, input.target_profit_price, input.stop_loss_price);
    if (stops) throw fail(stops.key, stops.field);
    const margin = requiredMargin(openAt, input.lots, s.lot_size, input.leverage);
    const fee = tradingFee(openAt, input.lots, s.lot_size, s.fee_rate);
    if (balanceOf(db, userId, usdtId).available.lt(margin.plus(fee))) throw fail('tradeErrors.insufficient', 'lots');

    const at = now();
    const row = commitLever(() => {
      const { lastInsertRowid } = db.$client
        .prepare(
          `INSERT INTO lever_orders (user_id, symbol, side, order_type, status, lots, leverage, limit_price, margin, fee,
             target_profit_price, stop_loss_price, created_at)
           VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          s.symbol,
          input.side,
          input.order_type,
          text(input.lots),
          input.leverage,
          limit ? text(limit) : null,
          text(margin),
          text(fee),
          input.target_profit_price ? text(input.target_profit_price) : null,
          input.stop_loss_price ? text(input.stop_loss_price) : null,
          at,
        );
      const pending = getLever(Number(lastInsertRowid)) as LeverRow;
      if (fillsNow) return openPosition(pending, market, s, at);
      // A pending limit order holds what it will cost at its limit price.
      freeze(db, userId, usdtId, margin.plus(fee), `lever:${pending.id}`, 'lots');
      return pending;
    }) as LeverRow;
    return leverView(row);
  }

  function ownLever(userId: number, id: number): LeverRow {
    const row = getLever(id);
    if (!row || row.user_id !== userId) throw fail('tradeErrors.orderNotFound', 'id');
    return row;
  }

  /** Closes an open position at `price` inside a transaction; null when it is no longer open. */
  function closePosition(id: number, price: Decimal, reason: NonNullable<LeverOrder['close_reason']>): LeverRow | null {
    const row = getLever(id);
    if (row?.status !== 'open' || !row.open_price) return null;
    const s = symbolByName(row.symbol);
    const profit = positionProfit(row.side, row.open_price, price, row.lots, s?.lot_size ?? '1', row.margin);
    const ref = `lever:${row.id}`;
    unfreeze(db, row.user_id, usdtId, row.margin, ref);
    if (profit.gt(0)) transfer(db, HOUSE_ID, row.user_id, usdtId, profit, 'profit', ref);
    else if (profit.lt(0)) transfer(db, row.user_id, HOUSE_ID, usdtId, profit.neg(), 'profit', ref);
    db.$client
      .prepare("UPDATE lever_orders SET status = 'closed', close_price = ?, profit = ?, close_reason = ?, closed_at = ? WHERE id = ?")
      .run(text(price), text(profit), reason, now(), row.id);
    return getLever(row.id) as LeverRow;
  }

  function leverClose(userId: number, id: number): LeverOrder {
    const row = ownLever(userId, id);
    if (row.status !== 'open') throw fail('tradeErrors.notOpen', 'id');
    const s = requireSymbol(row.symbol, 'id');
    requireOpen(s, 'id');
    const price = requirePrice(s, 'id');
    const closed = commitLever(() => closePosition(id, price, 'manual'));
    if (!closed) throw fail('tradeErrors.notOpen', 'id');
    return leverView(closed);
  }

  /** Closes every open position of the user (of one side, or all) whose market is open now. */
  function leverBatchClose(userId: number, type: 'all' | 'buy' | 'sell'): number {
    const rows = db.$client
      .prepare("SELECT * FROM lever_orders WHERE user_id = ? AND status = 'open' ORDER BY id")
      .all(userId) as LeverRow[];
    const closed = db.transaction(() => {
      const done: LeverRow[] = [];
      for (const row of rows) {
        if (type !== 'all' && row.side !== type) continue;
        if (!feed.isOpen(row.symbol)) continue;
        const price = feed.price(row.symbol);
        if (!price) continue;
        const result = closePosition(row.id, price, 'batch');
        if (result) done.push(result);
      }
      return done;
    });
    for (const row of closed) {
      indexLever(row);
      emit(row.user_id, { kind: 'lever', order: leverView(row) });
    }
    return closed.length;
  }

  function leverCancel(userId: number, id: number): LeverOrder {
    const row = ownLever(userId, id);
    if (row.status !== 'pending') throw fail('tradeErrors.notPending', 'id');
    const cancelled = commitLever(() => {
      const fresh = getLever(id);
      if (fresh?.status !== 'pending') return null;
      unfreeze(db, userId, usdtId, dec(fresh.margin).plus(fresh.fee), `lever:${id}`);
      db.$client.prepare("UPDATE lever_orders SET status = 'cancelled', closed_at = ? WHERE id = ?").run(now(), id);
      return getLever(id) as LeverRow;
    });
    if (!cancelled) throw fail('tradeErrors.notPending', 'id');
    return leverView(cancelled);
  }

  function leverSetStop(userId: number, input: LeverSetStopInput): LeverOrder {
    const row = ownLever(userId, input.id);
    let reference: Decimal;
    if (row.status === 'pending' && row.limit_price) reference = dec(row.limit_price);
    else if (row.status === 'open') reference = requirePrice(requireSymbol(row.symbol, 'id'), 'id');
    else throw fail('tradeErrors.notOpenOrPending', 'id');
    const stops = checkStops(row.side, reference, input.target_profit_price, input.stop_loss_price);
    if (stops) throw fail(stops.key, stops.field);
    const updated = commitLever(() => {
      db.$client
        .prepare('UPDATE lever_orders SET target_profit_price = ?, stop_loss_price = ? WHERE id = ?')
        .run(
          input.target_profit_price ? text(input.target_profit_price) : null,
          input.stop_loss_price ? text(input.stop_loss_price) : null,
          row.id,
        );
      return getLever(row.id) as LeverRow;
    }) as LeverRow;
    return leverView(updated);
  }

  /** Fills a pending limit order at its limit price (what it froze), inside a transaction. */
  function fillPendingLever(id: number): LeverRow | null {
    const row = getLever(id);
    if (row?.status !== 'pending' || !row.limit_price) return null;
    const s = symbolByName(row.symbol);
    if (!s) return null;
    unfreeze(db, row.user_id, usdtId, dec(row.margin).plus(row.fee), `lever:${row.id}`);
    return openPosition(row, dec(row.limit_price), s, now());
  }

  /** Closes an open position whose take-profit, stop-loss or liquidation price `price` reaches. */
  function checkPosition(live: LiveLever, price: Decimal): void {
    const hit = stopHit(live.side, price, live.tp, live.sl);
    const reason = hit ?? (live.liquidation && isLiquidated(live.side, price, live.liquidation) ? 'liquidation' : null);
    if (reason) commitLever(() => closePosition(live.id, price, reason));
  }

  function leverTick(symbol: string, price: Decimal): void {
    const orders = liveLever.get(symbol);
    if (!orders || orders.size === 0) return;
    for (const live of [...orders.values()]) {
      try {
        if (live.status === 'open') checkPosition(live, price);
        else if (live.limit && limitReached(live.side, price, live.limit)) {
          commitLever(() => fillPendingLever(live.id));
          // A gap can take the price past a stop on the very tick that fills the order.
          const opened = orders.get(live.id);
          if (opened?.status === 'open') checkPosition(opened, price);
        }
      } catch (error) {
        console.error(`[trading] lever order ${live.id}:`, error);
      }
    }
  }

  // ---------- options and seconds trades ----------

  function timedSubmit(userId: number, input: TimedSubmitInput): TimedOrder {
    const durations = input.kind === 'option' ? OPTION_DURATIONS : SECONDS_DURATIONS;
    const option = durations.find((d) => d.seconds === input.seconds);
    if (!option) throw fail('tradeErrors.badSeconds', 'seconds');
    if (input.currencyId !== usdtId) throw fail('tradeErrors.badCurrency', input.fields.currency);
    const amount = dec(input.amount);
    if (amount.lt(option.min_amount)) throw fail('tradeErrors.amountMin', input.fields.amount, { min: option.min_amount });
    if (amount.gt(option.max_amount)) throw fail('tradeErrors.amountMax', input.fields.amount, { max: option.max_amount });
    const symbolField = input.kind === 'option' ? 'symbol' : 'match_id';
    requireOpen(input.symbol, symbolField);
    const openPrice = requirePrice(input.symbol, symbolField);
    if (balanceOf(db, userId, input.currencyId).available.lt(amount)) throw fail('tradeErrors.insufficient', input.fields.amount);

    const createdAt = now();
    const row = db.transaction(() => {
      const { lastInsertRowid } = db.$client
        .prepare(
          `INSERT INTO timed_orders (user_id, kind, symbol, direction, seconds, currency_id, amount, rate, open_price, status, created_at, end_at_ms)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
        )
        .run(
          userId,
          input.kind,
          input.symbol.symbol,
          input.direction,
          input.seconds,
          input.currencyId,
          text(amount),
          option.rate,
          text(openPrice),
          createdAt,
          (createdAt + input.seconds) * 1000,
        );
      const id = Number(lastInsertRowid);
      transfer(db, userId, HOUSE_ID, input.currencyId, amount, 'stake', `timed:${id}`, input.fields.amount);
      scheduler.schedule(SETTLE_TIMED, `timed:${id}`, (createdAt + input.seconds) * 1000);
      return getTimed(id) as TimedRow;
    });
    emit(userId, { kind: 'timed', order: timedView(row) });
    return timedView(row);
  }

  /**
   * Settles one timed order from the price at its end, inside the scheduler's transaction for its job
   * (so it is paid once, even across a crash or restart); null when it was already settled.
   */
  function settleTimed(id: number): TimedRow | null {
    const row = getTimed(id);
    if (row?.status !== 'open') return null;
    const close = feed.priceAt(row.symbol, row.end_at_ms) ?? dec(row.open_price);
    const outcome = timedOutcome(row.direction, row.open_price, close);
    const payout = timedPayout(outcome, row.amount, row.rate);
    if (payout.gt(0)) transfer(db, HOUSE_ID, row.user_id, row.currency_id, payout, 'payout', `timed:${row.id}`);
    db.$client
      .prepare('UPDATE timed_orders SET status = ?, close_price = ?, payout = ?, settled_at = ? WHERE id = ?')
      .run(outcome, text(close), text(payout), now(), row.id);
    return getTimed(row.id) as TimedRow;
  }

  scheduler.define(SETTLE_TIMED, (job) => {
    const settled = settleTimed(Number(job.ref.replace('timed:', '')));
    if (settled) return () => emit(settled.user_id, { kind: 'timed', order: timedView(settled) });
  });

  /** Settles every timed order whose end is at or before `nowMs` (the scheduler's due jobs). Returns how many jobs ran. */
  function settleDue(nowMs = Date.now()): number {
    return scheduler.runDue(nowMs);
  }

  // ---------- coin (spot) orders ----------

  /** Fills a spot order at `price` against the house, inside a transaction. */
  function fillCoin(row: CoinRow, price: Decimal): CoinRow {
    const ref = `coin:${row.id}`;
    if (row.status === 'pending' && row.frozen_currency_id !== null)
      unfreeze(db, row.user_id, row.frozen_currency_id, row.frozen_amount, ref, 'amount');
    const q = spotQuote(row.type, row.amount, price);
    if (row.type === 'buy') {
      transfer(db, row.user_id, HOUSE_ID, row.legal_id, q.total, 'spot', ref, 'amount');
      transfer(db, row.user_id, FEES_ID, row.legal_id, q.fee, 'fee', ref, 'amount');
      transfer(db, HOUSE_ID, row.user_id, row.currency_id, row.amount, 'spot', ref);
    } else {
      transfer(db, row.user_id, HOUSE_ID, row.currency_id, row.amount, 'spot', ref, 'amount');
      transfer(db, HOUSE_ID, row.user_id, row.legal_id, q.total, 'spot', ref);
      transfer(db, row.user_id, FEES_ID, row.legal_id, q.fee, 'fee', ref, 'amount');
    }
    db.$client
      .prepare(
        "UPDATE coin_orders SET status = 'filled', filled_price = ?, total = ?, fee = ?, frozen_amount = '0', filled_at = ? WHERE id = ?",
      )
      .run(text(price), text(q.total), text(q.fee), now(), row.id);
    return getCoin(row.id) as CoinRow;
  }

  function coinTrade(userId: number, input: CoinTradeInput): CoinOrder {
    const s = spotSymbol(input.currency_id, input.legal_id);
    if (!s) throw fail('tradeErrors.noSpotPair', 'currency_id');
    requireOpen(s, 'currency_id');
    const market = requirePrice(s, 'currency_id');
    const limit = input.target_price ? dec(input.target_price) : null;
    const fillsNow = limit === null || limitReached(input.type, market, limit);
    const at = fillsNow || limit === null ? market : limit;
    const q = spotQuote(input.type, input.amount, at);
    if (q.total.isZero() || (input.type === 'sell' && !q.get.gt(0))) throw fail('tradeErrors.amountTooSmall', 'amount');
    const payCurrency = input.type === 'buy' ? input.legal_id : input.currency_id;
    if (balanceOf(db, userId, payCurrency).available.lt(q.pay)) throw fail('tradeErrors.insufficient', 'amount');

    const row = commitCoin(() => {
      const { lastInsertRowid } = db.$client
        .prepare(
          `INSERT INTO coin_orders (user_id, symbol, currency_id, legal_id, type, order_type, amount, price, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(
          userId,
          s.symbol,
          input.currency_id,
          input.legal_id,
          input.type,
          limit ? 'limit' : 'market',
          text(input.amount),
          limit ? text(limit) : null,
          now(),
        );
      const created = getCoin(Number(lastInsertRowid)) as CoinRow;
      if (fillsNow) return fillCoin(created, market);
      // A pending limit order holds what it will pay at its limit price.
      freeze(db, userId, payCurrency, q.pay, `coin:${created.id}`, 'amount');
      db.$client
        .prepare('UPDATE coin_orders SET frozen_currency_id = ?, frozen_amount = ? WHERE id = ?')
        .run(payCurrency, text(q.pay), created.id);
      return getCoin(created.id) as CoinRow;
    }) as CoinRow;
    return coinView(row);
  }

  function coinCancel(userId: number, id: number): CoinOrder {
    const row = getCoin(id);
    if (!row || row.user_id !== userId) throw fail('tradeErrors.orderNotFound', 'id');
    if (row.status !== 'pending') throw fail('tradeErrors.notPending', 'id');
    const cancelled = commitCoin(() => {
      const fresh = getCoin(id);
      if (fresh?.status !== 'pending') return null;
      if (fresh.frozen_currency_id !== null) unfreeze(db, userId, fresh.frozen_currency_id, fresh.frozen_amount, `coin:${id}`);
      db.$client.prepare("UPDATE coin_orders SET status = 'cancelled', frozen_amount = '0' WHERE id = ?").run(id);
      return getCoin(id) as CoinRow;
    });
    if (!cancelled) throw fail('tradeErrors.notPending', 'id');
    return coinView(cancelled);
  }

  function coinTick(symbol: string, price: Decimal): void {
    const orders = liveCoin.get(symbol);
    if (!orders || orders.size === 0) return;
    for (const live of [...orders.values()]) {
      if (!limitReached(live.type, price, live.limit)) continue;
      try {
        commitCoin(() => {
          const row = getCoin(live.id);
          return row && row.status === 'pending' && row.price ? fillCoin(row, dec(row.price)) : null;
        });
      } catch (error) {
        console.error(`[trading] coin order ${live.id}:`, error);
      }
    }
  }

  // ---------- the clock ----------

  function onTicks(ticks: Tick[]): void {
    let latest = Date.now();
    for (const tick of ticks) {
      if (tick.ts > latest) latest = tick.ts;
      if (!liveLever.get(tick.symbol)?.size && !liveCoin.get(tick.symbol)?.size) continue;
      const price = dec(tick.price);
      leverTick(tick.symbol, price);
      coinTick(tick.symbol, price);
    }
    settleDue(latest);
  }

  // Ticks are processed from the start (tests drive prices by hand without start()); timed trades
  // settle on the scheduler, which also runs on every tick batch so a trade settles on the tick it ends on.
  let unsubscribe: (() => void) | null = feed.onTicks(onTicks);

  function start(): void {
    unsubscribe ??= feed.onTicks(onTicks);
  }

  function stop(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  return {
    start,
    stop,
    settleDue,
    /** Reloads the live index from the database (after a restart it is built at creation). */
    reload: loadIndex,
    usdtId,
    symbolByName,
    symbolById,
    currencyCode,
    leverView,
    timedView,
    coinView,
    leverSubmit,
    leverClose,
    leverCancel,
    leverSetStop,
    leverBatchClose,
    timedSubmit,
    coinTrade,
    coinCancel,
    /** How many open positions and pending orders the tick loop watches (for tests and benchmarks). */
    liveCount: () => {
      let n = 0;
      for (const m of liveLever.values()) n += m.size;
      for (const m of liveCoin.values()) n += m.size;
      return n;
    },
  };
}

export type TradingEngine = ReturnType<typeof createTradingEngine>;
