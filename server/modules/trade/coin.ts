// Spot (coin) orders against the house: market orders fill at the feed's price; a limit order the
// price has already reached fills at once at that price, otherwise it waits ('pending') holding what
// it will pay at its limit price, and fills at its limit price on the first tick that reaches it.
//
// Money through the journal (core/ledger.ts): a fill is the exchange with the house as ONE 'spot'
// entry (the quote currency one way, the base currency the other) and the fee, in the quote currency,
// as a 'fee' entry; a pending order's hold is a 'freeze', released ('unfreeze') when it fills or is
// cancelled. Each is in the transaction of the order.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CoinOrder, coinTradeReq } from '../../../src/contract/trade';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { limitReached, type Side, spotQuote } from '../../../src/shared/trade/formulas';
import { now } from '../../core/db';
import { balanceOf, counterpartiesOf, freeze, pocket, post, text, transfer, unfreeze } from '../../core/ledger';
import { param, type TradeContext } from './context';
import { type CoinRow, coinOrders } from './schema';
import { fail } from './symbols';

export type CoinTradeInput = z.output<typeof coinTradeReq>;

/** A pending limit order as the tick loop sees it. */
interface LiveCoin {
  id: number;
  type: Side;
  limit: Decimal;
}

export function createCoinEngine({ db, symbols, views, emit, onFee }: TradeContext) {
  const ref = (id: number) => `coin:${id}`;

  const byId = db
    .select()
    .from(coinOrders)
    .where(eq(coinOrders.id, sql.placeholder('id')))
    .prepare();
  const markFilled = db
    .update(coinOrders)
    .set({
      status: 'filled',
      filled_price: param('price'),
      total: param('total'),
      fee: param('fee'),
      frozen_amount: '0',
      filled_at: param('at'),
    })
    .where(and(eq(coinOrders.id, sql.placeholder('id')), eq(coinOrders.status, 'pending')))
    .returning()
    .prepare();
  const getCoin = async (id: number): Promise<CoinRow | undefined> => await byId.get({ id });

  // ---------- the live index: pending limit orders by symbol ----------

  const live = new Map<string, Map<number, LiveCoin>>();

  function index(row: CoinRow): void {
    const bySymbol = live.get(row.symbol) ?? new Map<number, LiveCoin>();
    live.set(row.symbol, bySymbol);
    if (row.status === 'pending' && row.price) bySymbol.set(row.id, { id: row.id, type: row.type, limit: dec(row.price) });
    else bySymbol.delete(row.id);
  }

  async function load(): Promise<void> {
    live.clear();
    for (const row of await db.select().from(coinOrders).where(eq(coinOrders.status, 'pending')).all()) index(row);
  }

  /** Runs `fn` in one transaction, then updates the index and tells the user. */
  async function commit<R extends CoinRow | null>(fn: () => Promise<R>): Promise<R> {
    const row = await db.transaction(fn);
    if (row) {
      index(row);
      emit(row.user_id, { kind: 'coin', order: views.coinView(row) });
    }
    return row;
  }

  /**
   * Fills a pending spot order at `price` against the house, inside a transaction; null when it is no
   * longer pending. Its state changes first, conditional on the one it leaves: of a tick and a cancel at
   * once, the second finds it changed and moves no money.
   */
  async function fill(row: CoinRow, price: Decimal): Promise<CoinRow | null> {
    const q = spotQuote(row.type, row.amount, price);
    const filled = await markFilled.get({ id: row.id, price: text(price), total: text(q.total), fee: text(q.fee), at: now() });
    if (!filled) return null;
    if (row.frozen_currency_id !== null)
      await unfreeze(db, pocket(row.user_id, 'change'), row.frozen_currency_id, row.frozen_amount, ref(row.id), 'amount');
    // The user gives the quote currency for the base one (a buy) or the base for the quote (a sell).
    const [gives, gets, given, got] =
      row.type === 'buy'
        ? [row.legal_id, row.currency_id, q.total, dec(row.amount)]
        : [row.currency_id, row.legal_id, dec(row.amount), q.total];
    const { house, fees } = await counterpartiesOf(db, row.user_id);
    await post(db, {
      kind: 'spot',
      ref: ref(row.id),
      field: 'amount',
      legs: [
        { account: pocket(row.user_id, 'change'), currency: gives, amount: given.neg() },
        { account: house, currency: gives, amount: given },
        { account: house, currency: gets, amount: got.neg() },
        { account: pocket(row.user_id, 'change'), currency: gets, amount: got },
      ],
    });
    await transfer(db, pocket(row.user_id, 'change'), fees, row.legal_id, q.fee, 'fee', ref(row.id), 'amount');
    await onFee(row.user_id, row.legal_id, q.fee, ref(row.id));
    return filled;
  }

  async function trade(userId: number, input: CoinTradeInput): Promise<CoinOrder> {
    const s = await symbols.spotSymbol(input.currency_id, input.legal_id);
    if (!s) throw fail('tradeErrors.noSpotPair', 'currency_id');
    symbols.requireOpen(s, 'currency_id');
    const market = symbols.requirePrice(s, 'currency_id');
    const limit = input.target_price ? dec(input.target_price) : null;
    const fillsNow = limit === null || limitReached(input.type, market, limit);
    const at = fillsNow || limit === null ? market : limit;
    const q = spotQuote(input.type, input.amount, at);
    if (q.total.isZero() || (input.type === 'sell' && !q.get.gt(0))) throw fail('tradeErrors.amountTooSmall', 'amount');
    const payCurrency = input.type === 'buy' ? input.legal_id : input.currency_id;
    if ((await balanceOf(db, pocket(userId, 'change'), payCurrency)).available.lt(q.pay)) throw fail('tradeErrors.insufficient', 'amount');

    const row = await commit(async () => {
      const created = await db
        .insert(coinOrders)
        .values({
          user_id: userId,
          symbol: s.symbol,
          currency_id: input.currency_id,
          legal_id: input.legal_id,
          type: input.type,
          order_type: limit ? 'limit' : 'market',
          amount: text(input.amount),
          price: limit ? text(limit) : null,
          status: 'pending',
          created_at: now(),
        })
        .returning()
        .get();
      if (fillsNow) return await fill(created, market);
      // A pending limit order holds what it will pay at its limit price.
      await freeze(db, pocket(userId, 'change'), payCurrency, q.pay, ref(created.id), 'amount');
      return await db
        .update(coinOrders)
        .set({ frozen_currency_id: payCurrency, frozen_amount: text(q.pay) })
        .where(eq(coinOrders.id, created.id))
        .returning()
        .get();
    });
    if (!row) throw fail('tradeErrors.notPending', 'id'); // a new order is pending: never
    return views.coinView(row);
  }

  async function cancel(userId: number, id: number): Promise<CoinOrder> {
    const row = await getCoin(id);
    if (!row || row.user_id !== userId) throw fail('tradeErrors.orderNotFound', 'id');
    if (row.status !== 'pending') throw fail('tradeErrors.notPending', 'id');
    const cancelled = await commit(async () => {
      const fresh = await getCoin(id);
      if (fresh?.status !== 'pending') return null;
      // The state first, conditional (as a fill's): a fill meanwhile leaves nothing to cancel.
      const ended = await db
        .update(coinOrders)
        .set({ status: 'cancelled', frozen_amount: '0' })
        .where(and(eq(coinOrders.id, id), eq(coinOrders.status, 'pending')))
        .returning()
        .get();
      if (!ended) return null;
      if (fresh.frozen_currency_id !== null)
        await unfreeze(db, pocket(userId, 'change'), fresh.frozen_currency_id, fresh.frozen_amount, ref(id));
      return ended;
    });
    if (!cancelled) throw fail('tradeErrors.notPending', 'id');
    return views.coinView(cancelled);
  }

  async function tick(symbol: string, price: Decimal): Promise<void> {
    const orders = live.get(symbol);
    if (!orders || orders.size === 0) return;
    for (const order of [...orders.values()]) {
      if (!limitReached(order.type, price, order.limit)) continue;
      try {
        await commit(async () => {
          const row = await getCoin(order.id);
          return row && row.status === 'pending' && row.price ? await fill(row, dec(row.price)) : null;
        });
      } catch (error) {
        console.error(`[trading] coin order ${order.id}:`, error);
      }
    }
  }

  return {
    trade,
    cancel,
    tick,
    load,
    /** Indexes one order as the database has it now (another instance changed it). */
    refresh: async (id: number): Promise<void> => {
      const row = await getCoin(id);
      if (row) index(row);
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
