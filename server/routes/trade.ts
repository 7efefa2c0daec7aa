// Trading calls: balances, contract orders, options, seconds trades, spot. The engine executes every
// order; this module validates (the contract's zod schemas), answers and reads the lists.
import { calls } from '../../src/contract/calls';
import { emptyReq, type Paged } from '../../src/contract/common';
import * as T from '../../src/contract/trade';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import type { Db } from '../db';
import type { PriceFeed } from '../engine/feed';
import { balanceOf, text } from '../engine/ledger';
import { type CoinRow, type LeverRow, OPTION_DURATIONS, SECONDS_DURATIONS, type TimedRow, type TradingEngine } from '../engine/trading';
import { ApiFailure, type Router, userOf } from '../http';

export function registerTradeRoutes(router: Router, db: Db, engine: TradingEngine, feed: PriceFeed): void {
  const { handle } = router;

  const symbolOf = (name: string, field = 'symbol') => {
    const s = engine.symbolByName(name);
    if (!s) throw new ApiFailure('tradeErrors.unknownSymbol', {}, { field });
    return s;
  };

  /** One page of a user's rows, newest first. `where` is a fixed SQL condition with `?` for `args`. */
  function paged<Row, Out>(
    table: string,
    where: string,
    args: unknown[],
    page: number,
    limit: number,
    view: (row: Row) => Out,
  ): Paged<Out> {
    const total = (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
    const list = (
      db.prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, limit, (page - 1) * limit) as Row[]
    ).map(view);
    return { list, total, page, limit };
  }

  // ---------- balances ----------

  handle(calls.balances, emptyReq, (_input, ctx) => {
    const user = userOf(ctx);
    const rows = db
      .prepare(
        'SELECT b.currency_id, c.code, b.available, b.frozen FROM balances b JOIN currencies c ON c.id = b.currency_id WHERE b.user_id = ? ORDER BY b.currency_id',
      )
      .all(user.id) as T.Balance[];
    const held = rows.filter((r) => r.currency_id === engine.usdtId || dec(r.available).plus(r.frozen).gt(0));
    if (!held.some((r) => r.currency_id === engine.usdtId)) {
      held.push({ currency_id: engine.usdtId, code: engine.currencyCode(engine.usdtId), available: '0', frozen: '0' });
    }
    return held.sort(
      (a, b) => Number(b.currency_id === engine.usdtId) - Number(a.currency_id === engine.usdtId) || a.currency_id - b.currency_id,
    );
  });

  // ---------- contract (lever) trading ----------

  const liveOrders = (userId: number, symbol?: string) =>
    (symbol
      ? db
          .prepare("SELECT * FROM lever_orders WHERE user_id = ? AND symbol = ? AND status IN ('open', 'pending') ORDER BY id DESC")
          .all(userId, symbol)
      : db
          .prepare("SELECT * FROM lever_orders WHERE user_id = ? AND status IN ('open', 'pending') ORDER BY id DESC")
          .all(userId)) as LeverRow[];

  handle(calls.leverDeal, T.leverDealReq, ({ symbol }, ctx) => {
    const user = userOf(ctx);
    const s = symbolOf(symbol);
    return {
      symbol: s.symbol,
      price: text(feed.price(s.symbol) ?? 0),
      available: text(balanceOf(db, user.id, engine.usdtId).available),
      leverages: s.leverageList,
      lot_size: s.lot_size,
      min_lots: s.min_lots,
      max_lots: s.max_lots,
      lot_decimals: s.lot_decimals,
      fee_rate: s.fee_rate,
      is_open: feed.isOpen(s.symbol),
      orders: liveOrders(user.id, s.symbol).map(engine.leverView),
    };
  });

  handle(calls.leverSubmit, T.leverSubmitReq, (input, ctx) => engine.leverSubmit(userOf(ctx).id, input));

  handle(calls.leverAll, emptyReq, (_input, ctx) => {
    const list = liveOrders(userOf(ctx).id).map(engine.leverView);
    let profit = new Decimal(0);
    let margin = new Decimal(0);
    for (const order of list) {
      if (order.status !== 'open') continue;
      profit = profit.plus(order.profit);
      margin = margin.plus(order.margin);
    }
    return { list, profit: text(profit), margin: text(margin) };
  });

  handle(calls.leverClose, T.leverIdReq, ({ id }, ctx) => engine.leverClose(userOf(ctx).id, id));
  handle(calls.leverCancel, T.leverIdReq, ({ id }, ctx) => engine.leverCancel(userOf(ctx).id, id));
  handle(calls.leverSetStop, T.leverSetStopReq, (input, ctx) => engine.leverSetStop(userOf(ctx).id, input));
  handle(calls.leverBatchClose, T.leverBatchCloseReq, ({ type }, ctx) => ({ closed: engine.leverBatchClose(userOf(ctx).id, type) }));

  handle(calls.leverMyTrade, T.leverMyTradeReq, ({ page, limit, status }, ctx) => {
    const user = userOf(ctx);
    return status
      ? paged('lever_orders', 'user_id = ? AND status = ?', [user.id, status], page, limit, (row: LeverRow) => engine.leverView(row))
      : paged('lever_orders', 'user_id = ?', [user.id], page, limit, (row: LeverRow) => engine.leverView(row));
  });

  // ---------- options ----------

  handle(calls.optionConfig, T.optionConfigReq, ({ symbol }) => {
    const s = symbolOf(symbol);
    return { symbol: s.symbol, price: text(feed.price(s.symbol) ?? 0), is_open: feed.isOpen(s.symbol), durations: [...OPTION_DURATIONS] };
  });

  handle(calls.optionSubmit, T.optionSubmitReq, ({ symbol, direction, seconds, amount }, ctx) =>
    engine.timedSubmit(userOf(ctx).id, {
      kind: 'option',
      symbol: symbolOf(symbol),
      direction,
      seconds,
      amount,
      currencyId: engine.usdtId,
      fields: { amount: 'amount', currency: 'amount' },
    }),
  );

  const timedPage = (userId: number, kind: 'option' | 'seconds', page: number, limit: number, status?: 'open' | 'settled') => {
    const where = status === 'open' ? " AND status = 'open'" : status === 'settled' ? " AND status <> 'open'" : '';
    return paged('timed_orders', `user_id = ? AND kind = ?${where}`, [userId, kind], page, limit, (row: TimedRow) => engine.timedView(row));
  };

  handle(calls.optionList, T.timedListReq, ({ page, limit, status }, ctx) => timedPage(userOf(ctx).id, 'option', page, limit, status));

  // ---------- seconds (micro) trades ----------

  handle(calls.microCurrencies, emptyReq, (_input, ctx) => [
    {
      id: engine.usdtId,
      code: engine.currencyCode(engine.usdtId),
      available: text(balanceOf(db, userOf(ctx).id, engine.usdtId).available),
    },
  ]);

  handle(calls.microSeconds, emptyReq, () => [...SECONDS_DURATIONS]);

  handle(calls.microList, T.microListReq, ({ page, limit }, ctx) => timedPage(userOf(ctx).id, 'seconds', page, limit));

  handle(calls.microSubmit, T.microSubmitReq, (input, ctx) => {
    const s = engine.symbolById(input.match_id);
    if (!s) throw new ApiFailure('tradeErrors.unknownSymbol', {}, { field: 'match_id' });
    return engine.timedSubmit(userOf(ctx).id, {
      kind: 'seconds',
      symbol: s,
      direction: input.type,
      seconds: input.seconds,
      amount: input.number,
      currencyId: input.currency_id,
      fields: { amount: 'number', currency: 'currency_id' },
    });
  });

  handle(calls.microResult, T.microResultReq, ({ id }, ctx) => {
    const row = db.prepare('SELECT * FROM timed_orders WHERE id = ? AND user_id = ?').get(id, userOf(ctx).id) as TimedRow | undefined;
    if (!row) throw new ApiFailure('tradeErrors.orderNotFound', {}, { field: 'id' });
    return engine.timedView(row);
  });

  // ---------- coin (spot) trading ----------

  handle(calls.coinTrade, T.coinTradeReq, (input, ctx) => engine.coinTrade(userOf(ctx).id, input));

  handle(calls.coinList, T.coinListReq, ({ page, limit, status }, ctx) => {
    const user = userOf(ctx);
    return status
      ? paged('coin_orders', 'user_id = ? AND status = ?', [user.id, status], page, limit, (row: CoinRow) => engine.coinView(row))
      : paged('coin_orders', 'user_id = ?', [user.id], page, limit, (row: CoinRow) => engine.coinView(row));
  });

  handle(calls.coinCancel, T.coinCancelReq, ({ id }, ctx) => engine.coinCancel(userOf(ctx).id, id));
}
