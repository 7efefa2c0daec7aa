// Trading calls: balances, contract orders, options, seconds trades, spot. The engine executes every
// order; this module validates (the contract's zod schemas), answers and reads the lists.
import type { Paged } from '../../../src/contract/common';
import { tradeCalls } from '../../../src/contract/trade';
import type * as T from '../../../src/contract/trade';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { ApiFailure } from '../../core/http';
import { balanceOf, text } from '../../core/ledger';
import type { ModuleKit } from '../../core/module';
import type { PriceFeed } from '../market/feed';
import { type CoinRow, type LeverRow, OPTION_DURATIONS, SECONDS_DURATIONS, type TimedRow, type TradingEngine } from './trading';

export function registerTradeRoutes({ route, db }: ModuleKit, engine: TradingEngine, feed: PriceFeed): void {
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
    const total = (db.$client.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
    const list = (
      db.$client
        .prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...args, limit, (page - 1) * limit) as Row[]
    ).map(view);
    return { list, total, page, limit };
  }

  // ---------- balances ----------

  route(tradeCalls.balances, (_input, ctx) => {
    const user = ctx.user;
    const rows = db.$client
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
      ? db.$client
          .prepare("SELECT * FROM lever_orders WHERE user_id = ? AND symbol = ? AND status IN ('open', 'pending') ORDER BY id DESC")
          .all(userId, symbol)
      : db.$client
          .prepare("SELECT * FROM lever_orders WHERE user_id = ? AND status IN ('open', 'pending') ORDER BY id DESC")
          .all(userId)) as LeverRow[];

  route(tradeCalls.leverDeal, ({ symbol }, ctx) => {
    const user = ctx.user;
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

  route(tradeCalls.leverSubmit, (input, ctx) => engine.leverSubmit(ctx.user.id, input));

  route(tradeCalls.leverAll, (_input, ctx) => {
    const list = liveOrders(ctx.user.id).map(engine.leverView);
    let profit = new Decimal(0);
    let margin = new Decimal(0);
    for (const order of list) {
      if (order.status !== 'open') continue;
      profit = profit.plus(order.profit);
      margin = margin.plus(order.margin);
    }
    return { list, profit: text(profit), margin: text(margin) };
  });

  route(tradeCalls.leverClose, ({ id }, ctx) => engine.leverClose(ctx.user.id, id));
  route(tradeCalls.leverCancel, ({ id }, ctx) => engine.leverCancel(ctx.user.id, id));
  route(tradeCalls.leverSetStop, (input, ctx) => engine.leverSetStop(ctx.user.id, input));
  route(tradeCalls.leverBatchClose, ({ type }, ctx) => ({ closed: engine.leverBatchClose(ctx.user.id, type) }));

  route(tradeCalls.leverMyTrade, ({ page, limit, status }, ctx) => {
    const user = ctx.user;
    return status
      ? paged('lever_orders', 'user_id = ? AND status = ?', [user.id, status], page, limit, (row: LeverRow) => engine.leverView(row))
      : paged('lever_orders', 'user_id = ?', [user.id], page, limit, (row: LeverRow) => engine.leverView(row));
  });

  // ---------- options ----------

  route(tradeCalls.optionConfig, ({ symbol }) => {
    const s = symbolOf(symbol);
    return { symbol: s.symbol, price: text(feed.price(s.symbol) ?? 0), is_open: feed.isOpen(s.symbol), durations: [...OPTION_DURATIONS] };
  });

  route(tradeCalls.optionSubmit, ({ symbol, direction, seconds, amount }, ctx) =>
    engine.timedSubmit(ctx.user.id, {
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

  route(tradeCalls.optionList, ({ page, limit, status }, ctx) => timedPage(ctx.user.id, 'option', page, limit, status));

  // ---------- seconds (micro) trades ----------

  route(tradeCalls.microCurrencies, (_input, ctx) => [
    {
      id: engine.usdtId,
      code: engine.currencyCode(engine.usdtId),
      available: text(balanceOf(db, ctx.user.id, engine.usdtId).available),
    },
  ]);

  route(tradeCalls.microSeconds, () => [...SECONDS_DURATIONS]);

  route(tradeCalls.microList, ({ page, limit }, ctx) => timedPage(ctx.user.id, 'seconds', page, limit));

  route(tradeCalls.microSubmit, (input, ctx) => {
    const s = engine.symbolById(input.match_id);
    if (!s) throw new ApiFailure('tradeErrors.unknownSymbol', {}, { field: 'match_id' });
    return engine.timedSubmit(ctx.user.id, {
      kind: 'seconds',
      symbol: s,
      direction: input.type,
      seconds: input.seconds,
      amount: input.number,
      currencyId: input.currency_id,
      fields: { amount: 'number', currency: 'currency_id' },
    });
  });

  route(tradeCalls.microResult, ({ id }, ctx) => {
    const row = db.$client.prepare('SELECT * FROM timed_orders WHERE id = ? AND user_id = ?').get(id, ctx.user.id) as TimedRow | undefined;
    if (!row) throw new ApiFailure('tradeErrors.orderNotFound', {}, { field: 'id' });
    return engine.timedView(row);
  });

  // ---------- coin (spot) trading ----------

  route(tradeCalls.coinTrade, (input, ctx) => engine.coinTrade(ctx.user.id, input));

  route(tradeCalls.coinList, ({ page, limit, status }, ctx) => {
    const user = ctx.user;
    return status
      ? paged('coin_orders', 'user_id = ? AND status = ?', [user.id, status], page, limit, (row: CoinRow) => engine.coinView(row))
      : paged('coin_orders', 'user_id = ?', [user.id], page, limit, (row: CoinRow) => engine.coinView(row));
  });

  route(tradeCalls.coinCancel, ({ id }, ctx) => engine.coinCancel(ctx.user.id, id));
}
