// Contract (lever) orders: open, close, cancel, TP/SL, batch close, and the tick loop's checks.
// Every order, fill and close is ONE db.transaction, in the contract lane (leverCommit.ts), and every
// check runs before the first write, so a refused call changes nothing. The house is the counterparty; fees go to the fee account (for a demo
// account, the demo pool is both: ledger.counterpartiesOf).
//
// Money through the journal (core/ledger.ts), each movement its own entry so the account-change record
// labels it: a fill freezes the margin ('freeze') and pays the fee ('fee'); a pending limit order holds
// margin + fee frozen until it fills or is cancelled ('unfreeze'); a close releases the margin
// ('unfreeze') and settles the profit or loss with the house ('profit').
//
// - A market order fills at the feed's current price. A limit order the price has already reached
//   fills at once at the current price (never worse than its limit); otherwise it waits ('pending')
//   and fills at its limit price on the first tick that reaches it.
// - TP, SL and liquidation close at the price of the tick that triggers them; a loss never exceeds the
//   margin (formulas.positionProfit).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { LeverOrder, leverSetStopReq, leverSubmitReq } from '../../../src/contract/trade';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import {
  checkStops,
  isLiquidated,
  limitReached,
  positionProfit,
  requiredMargin,
  stopHit,
  tradingFee,
} from '../../../src/shared/trade/formulas';
import { voucherCover, voucherReturn } from '../../../src/shared/trade/voucher';
import { now } from '../../core/db';
import { balanceOf, counterpartiesOf, freeze, pocket, text, transfer, unfreeze } from '../../core/ledger';
import type { TradeContext } from './context';
import { createLeverCommit, leverStatements } from './leverCommit';
import { createLeverLive, type LiveLever } from './leverLive';
import { type LeverRow, leverOrders } from './schema';
import { fail, type SymbolInfo } from './symbols';

export type LeverSubmitInput = z.output<typeof leverSubmitReq>;
export type LeverSetStopInput = z.output<typeof leverSetStopReq>;
type CloseReason = NonNullable<LeverOrder['close_reason']>;

/**
 * Told of every position that opens (a market fill, a limit fill) and closes, inside the transaction
 * that writes it, with the price it filled or closed at. What it writes commits (or rolls back) with it.
 */
export interface LeverListener {
  opened(row: LeverRow, price: Decimal): void | Promise<void>;
  closed(row: LeverRow, price: Decimal): void | Promise<void>;
}

/** Closes the user did not ask for, told to them (a notification in the closing transaction). */
const CLOSE_NOTICES: Partial<Record<CloseReason, string>> = {
  tp: 'takeProfitFilled',
  sl: 'stopLossFilled',
  liquidation: 'positionLiquidated',
};

const optionalText = (x: string | null | undefined): string | null => (x ? text(x) : null);
/** A fill of a pending row written in the same transaction (it cannot have changed meanwhile). */
const filledNow = (row: LeverRow | null, id: number): LeverRow => {
  if (!row) throw new Error(`lever order ${id} did not open`);
  return row;
};

export function createLeverEngine({ db, feed, symbols, usdtId, views, emit, notify, onFee, vouchers }: TradeContext) {
  const ref = (id: number) => `lever:${id}`;

  // ---------- statements (prepared once: the tick loop fills and closes through them) ----------

  const { byId, markOpen, markClosed, holdOpen } = leverStatements(db);
  const getLever = async (id: number): Promise<LeverRow | undefined> => await byId.get({ id });

  // ---------- the live index: open positions and pending orders by symbol (leverLive.ts) ----------

  const { live, index, drop, load } = createLeverLive(db, symbols);

  // ---------- transactions: in the contract lane; the rows they opened or closed (copies included) indexed and told after the commit ----------

  const { touch, commit } = createLeverCommit({
    db,
    reread: getLever,
    index,
    drop,
    tell: async (row) => emit(row.user_id, { kind: 'lever', order: await views.leverView(row) }),
  });

  // ---------- listeners (copy trading): told of every fill and close inside its transaction ----------

  const listeners: LeverListener[] = [];

  // ---------- opening ----------

  function checkLots(s: SymbolInfo, lots: string): void {
    const x = dec(lots);
    if (x.decimalPlaces() > s.lot_decimals) throw fail('tradeErrors.lotsStep', 'lots', { decimals: s.lot_decimals });
    if (x.lt(s.min_lots)) throw fail('tradeErrors.lotsMin', 'lots', { min: s.min_lots });
    if (x.gt(s.max_lots)) throw fail('tradeErrors.lotsMax', 'lots', { max: s.max_lots });
  }

  /**
   * Opens a pending order as a filled position inside a transaction: margin frozen, fee to the fee
   * account (a limit order's hold, `held`, released first). Null, with nothing written, when it is no
   * longer pending (cancelled or filled meanwhile).
   */
  async function openPosition(row: LeverRow, price: Decimal, s: SymbolInfo, at: number, held?: Decimal): Promise<LeverRow | null> {
    const margin = requiredMargin(price, row.lots, s.lot_size, row.leverage);
    const fee = tradingFee(price, row.lots, s.lot_size, s.fee_rate);
    const filled = await markOpen.get({ id: row.id, price: text(price), margin: text(margin), fee: text(fee), at });
    if (!filled) return null;
    if (held) await unfreeze(db, pocket(row.user_id, 'lever'), usdtId, held, ref(row.id));
    await freeze(db, pocket(row.user_id, 'lever'), usdtId, margin, ref(row.id), 'lots');
    const { fees } = await counterpartiesOf(db, row.user_id);
    await transfer(db, pocket(row.user_id, 'lever'), fees, usdtId, fee, 'fee', ref(row.id), 'lots');
    // The inviter's rebate is on what the user paid, not on what a voucher paid.
    const paidFee = fee.minus(row.coupon_fee ?? 0);
    if (paidFee.gt(0)) await onFee(row.user_id, usdtId, paidFee, ref(row.id));
    const opened = touch(filled);
    for (const listener of listeners) await listener.opened(opened, price);
    return opened;
  }

  async function submit(userId: number, input: LeverSubmitInput): Promise<LeverOrder> {
    const s = await symbols.requireSymbol(input.symbol, 'symbol');
    symbols.requireOpen(s, 'symbol');
    const market = symbols.requirePrice(s, 'symbol');
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
    // A trial voucher pays the fee, then part of the margin; the user pays the rest.
    const couponId = input.coupon_id ?? null;
    const cover = couponId ? voucherCover(await vouchers.peek(userId, couponId), margin, fee) : null;
    const pay = cover ? cover.pay : margin.plus(fee);
    if ((await balanceOf(db, pocket(userId, 'lever'), usdtId)).available.lt(pay)) throw fail('tradeErrors.insufficient', 'lots');

    const at = now();
    const row = await commit(async () => {
      const pending = await db
        .insert(leverOrders)
        .values({
          user_id: userId,
          symbol: s.symbol,
          side: input.side,
          order_type: input.order_type,
          status: 'pending',
          lots: text(input.lots),
          leverage: input.leverage,
          limit_price: limit ? text(limit) : null,
          margin: text(margin),
          fee: text(fee),
          target_profit_price: optionalText(input.target_profit_price),
          stop_loss_price: optionalText(input.stop_loss_price),
          coupon_id: couponId,
          coupon_fee: cover ? text(cover.fee) : null,
          coupon_margin: cover ? text(cover.margin) : null,
          created_at: at,
        })
        .returning()
        .get();
      if (couponId && cover) {
        // Taken here (once, even when two orders race for it); the house pays what it covers.
        await vouchers.take(userId, couponId, ref(pending.id));
        if (cover.total.gt(0)) {
          const { house } = await counterpartiesOf(db, userId);
          await transfer(db, house, pocket(userId, 'lever'), usdtId, cover.total, 'coupon', ref(pending.id));
        }
      }
      if (fillsNow) return filledNow(await openPosition(pending, market, s, at), pending.id);
      // A pending limit order holds what it will cost at its limit price.
      await freeze(db, pocket(userId, 'lever'), usdtId, margin.plus(fee), ref(pending.id), 'lots');
      return pending;
    });
    return await views.leverView(row);
  }

  /** Fills a pending limit order at its limit price (what it froze), inside a transaction. */
  async function fillPending(id: number): Promise<LeverRow | null> {
    const row = await getLever(id);
    if (row?.status !== 'pending' || !row.limit_price) return null;
    const s = await symbols.symbolByName(row.symbol);
    if (!s) return null;
    return await openPosition(row, dec(row.limit_price), s, now(), dec(row.margin).plus(row.fee));
  }

  // ---------- closing and changing ----------

  async function own(userId: number, id: number): Promise<LeverRow> {
    const row = await getLever(id);
    if (!row || row.user_id !== userId) throw fail('tradeErrors.orderNotFound', 'id');
    return row;
  }

  /** Closes an open position at `price` inside a transaction; null when it is no longer open. */
  async function closePosition(id: number, price: Decimal, reason: CloseReason): Promise<LeverRow | null> {
    const row = await getLever(id);
    if (row?.status !== 'open' || !row.open_price) return null;
    const lotSize = (await symbols.symbolByName(row.symbol))?.lot_size ?? '1';
    const profit = positionProfit(row.side, row.open_price, price, row.lots, lotSize, row.margin);
    const closed = await markClosed.get({ id: row.id, price: text(price), profit: text(profit), reason, at: now() });
    if (!closed) return null;
    await unfreeze(db, pocket(row.user_id, 'lever'), usdtId, row.margin, ref(row.id));
    const { house } = await counterpartiesOf(db, row.user_id);
    if (profit.gt(0)) await transfer(db, house, pocket(row.user_id, 'lever'), usdtId, profit, 'profit', ref(row.id));
    else if (profit.lt(0)) await transfer(db, pocket(row.user_id, 'lever'), house, usdtId, profit.neg(), 'profit', ref(row.id));
    // A voucher's part of the margin goes back to the house, less the loss it absorbed.
    const back = row.coupon_margin ? voucherReturn(row.coupon_margin, profit) : null;
    if (back?.gt(0)) await transfer(db, pocket(row.user_id, 'lever'), house, usdtId, back, 'coupon', ref(row.id));
    const kind = CLOSE_NOTICES[reason];
    if (kind)
      await notify(row.user_id, kind, { symbol: row.symbol, lots: row.lots, price: text(price), profit: text(profit) }, ref(row.id));
    touch(closed);
    for (const listener of listeners) await listener.closed(closed, price);
    return closed;
  }

  /**
   * Opens a copy of a position for `userId` at `price` (the trader's fill), inside the caller's
   * transaction: a market order filled at once, with the user's own fee. The caller checked the margin.
   */
  async function openCopy(userId: number, source: LeverRow, lots: Decimal, price: Decimal): Promise<LeverRow> {
    const s = await symbols.symbolByName(source.symbol);
    if (!s) throw fail('tradeErrors.unknownSymbol', 'symbol');
    // Opened when the trader's position opened (the same transaction: its clock may have passed a second since).
    const at = source.opened_at ?? now();
    const pending = await db
      .insert(leverOrders)
      .values({
        user_id: userId,
        symbol: s.symbol,
        side: source.side,
        order_type: 'market',
        status: 'pending',
        lots: text(lots),
        leverage: source.leverage,
        margin: text(requiredMargin(price, lots, s.lot_size, source.leverage)),
        fee: text(tradingFee(price, lots, s.lot_size, s.fee_rate)),
        created_at: at,
      })
      .returning()
      .get();
    return filledNow(await openPosition(pending, price, s, at), pending.id);
  }

  /** Closes a copied position at the trader's close price, inside the caller's transaction. */
  const closeCopy = async (id: number, price: Decimal): Promise<LeverRow | null> => await closePosition(id, price, 'copy');

  async function close(userId: number, id: number): Promise<LeverOrder> {
    const row = await own(userId, id);
    if (row.status !== 'open') throw fail('tradeErrors.notOpen', 'id');
    const s = await symbols.requireSymbol(row.symbol, 'id');
    symbols.requireOpen(s, 'id');
    const price = symbols.requirePrice(s, 'id');
    const closed = await commit(async () => await closePosition(id, price, 'manual'));
    if (!closed) throw fail('tradeErrors.notOpen', 'id');
    return await views.leverView(closed);
  }

  /** Closes every open position of the user (of one side, or all) whose market is open now. */
  async function batchClose(userId: number, type: 'all' | 'buy' | 'sell'): Promise<number> {
    const rows = await db
      .select()
      .from(leverOrders)
      .where(and(eq(leverOrders.user_id, userId), eq(leverOrders.status, 'open')))
      .orderBy(asc(leverOrders.id))
      .all();
    let count = 0;
    await commit(async () => {
      for (const row of rows) {
        if (type !== 'all' && row.side !== type) continue;
        if (!feed.isOpen(row.symbol)) continue;
        const price = feed.price(row.symbol);
        if (!price) continue;
        if (await closePosition(row.id, price, 'batch')) count += 1;
      }
      return null;
    });
    return count;
  }

  async function cancel(userId: number, id: number): Promise<LeverOrder> {
    const row = await own(userId, id);
    if (row.status !== 'pending') throw fail('tradeErrors.notPending', 'id');
    const cancelled = await commit(async () => {
      const fresh = await getLever(id);
      if (fresh?.status !== 'pending') return null;
      const ended = await db
        .update(leverOrders)
        .set({ status: 'cancelled', closed_at: now() })
        .where(and(eq(leverOrders.id, id), eq(leverOrders.status, 'pending')))
        .returning()
        .get();
      if (!ended) return null;
      await unfreeze(db, pocket(userId, 'lever'), usdtId, dec(fresh.margin).plus(fresh.fee), ref(id));
      if (fresh.coupon_id) {
        // Never filled: what the voucher paid goes back to the house, and the voucher to the user.
        const covered = dec(fresh.coupon_fee ?? 0).plus(fresh.coupon_margin ?? 0);
        if (covered.gt(0))
          await transfer(db, pocket(userId, 'lever'), (await counterpartiesOf(db, userId)).house, usdtId, covered, 'coupon', ref(id));
        await vouchers.release(fresh.coupon_id);
      }
      return ended;
    });
    if (!cancelled) throw fail('tradeErrors.notPending', 'id');
    return await views.leverView(cancelled);
  }

  async function setStop(userId: number, input: LeverSetStopInput): Promise<LeverOrder> {
    const row = await own(userId, input.id);
    let reference: Decimal;
    if (row.status === 'pending' && row.limit_price) reference = dec(row.limit_price);
    else if (row.status === 'open') reference = symbols.requirePrice(await symbols.requireSymbol(row.symbol, 'id'), 'id');
    else throw fail('tradeErrors.notOpenOrPending', 'id');
    const stops = checkStops(row.side, reference, input.target_profit_price, input.stop_loss_price);
    if (stops) throw fail(stops.key, stops.field);
    const set = { target_profit_price: optionalText(input.target_profit_price), stop_loss_price: optionalText(input.stop_loss_price) };
    const updated = await commit(
      async () =>
        (await db
          .update(leverOrders)
          .set(set)
          .where(and(eq(leverOrders.id, row.id), inArray(leverOrders.status, ['open', 'pending'])))
          .returning()
          .get()) ?? null,
    );
    if (!updated) throw fail('tradeErrors.notOpenOrPending', 'id');
    return await views.leverView(updated);
  }

  // ---------- the tick loop ----------

  /** Closes an open position whose take-profit, stop-loss or liquidation price `price` reaches. */
  async function checkPosition(position: LiveLever, price: Decimal): Promise<void> {
    const hit = stopHit(position.side, price, position.tp, position.sl);
    const reason = hit ?? (position.liquidation && isLiquidated(position.side, price, position.liquidation) ? 'liquidation' : null);
    if (reason) await commit(async () => await closePosition(position.id, price, reason));
  }

  async function tick(symbol: string, price: Decimal): Promise<void> {
    const orders = live.get(symbol);
    if (!orders || orders.size === 0) return;
    for (const order of [...orders.values()]) {
      try {
        if (order.status === 'open') await checkPosition(order, price);
        else if (order.limit && limitReached(order.side, price, order.limit)) {
          await commit(async () => await fillPending(order.id));
          // A gap can take the price past a stop on the very tick that fills the order.
          const opened = orders.get(order.id);
          if (opened?.status === 'open') await checkPosition(opened, price);
        }
      } catch (error) {
        console.error(`[trading] lever order ${order.id}:`, error);
      }
    }
  }

  return {
    /** Adds a listener told of every fill and close (copy trading). */
    listen: (listener: LeverListener): void => {
      listeners.push(listener);
    },
    openCopy,
    closeCopy,
    getLever,
    holdOpen: async (id: number): Promise<LeverRow | null> => (await holdOpen.get({ id })) ?? null,
    submit,
    close,
    cancel,
    setStop,
    batchClose,
    tick,
    load,
    /** Indexes one order as the database has it now (another instance changed it). */
    refresh: async (id: number): Promise<void> => {
      const row = await getLever(id);
      if (row) await index(row);
    },
    /** Whether the tick loop watches anything of this symbol. */
    watches: (symbol: string): boolean => Boolean(live.get(symbol)?.size),
    liveCount: (): number => {
      let n = 0;
      for (const m of live.values()) n += m.size;
      return n;
    },
  };
}
