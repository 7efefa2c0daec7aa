// Trading calls: balances, contract orders, options, seconds trades, spot. The engine executes every
// order; this module validates (the contract's zod schemas), answers and reads the lists (lists.ts).
import { tradeCalls } from '../../../src/contract/trade';
import { Decimal } from '../../../src/shared/lib/decimal';
import { ApiFailure } from '../../core/http';
import { balanceOf, pocket, text } from '../../core/ledger';
import type { ModuleKit } from '../../core/module';
import type { PriceFeed } from '../market/feed';
import { createTradeLists } from './lists';
import { OPTION_DURATIONS, SECONDS_DURATIONS, type TradingEngine } from './trading';

export function registerTradeRoutes({ route, db }: ModuleKit, engine: TradingEngine, feed: PriceFeed): void {
  const lists = createTradeLists(db);
  const symbolOf = async (name: string, field = 'symbol') => {
    const s = await engine.symbolByName(name);
    if (!s) throw new ApiFailure('tradeErrors.unknownSymbol', {}, { field });
    return s;
  };

  // ---------- contract (lever) trading ----------

  route(tradeCalls.leverDeal, async ({ symbol }, ctx) => {
    const user = ctx.user;
    const s = await symbolOf(symbol);
    return {
      symbol: s.symbol,
      price: text(feed.price(s.symbol) ?? 0),
      available: text((await balanceOf(db, pocket(user.id, 'lever'), engine.usdtId)).available),
      leverages: s.leverageList,
      lot_size: s.lot_size,
      min_lots: s.min_lots,
      max_lots: s.max_lots,
      lot_decimals: s.lot_decimals,
      fee_rate: s.fee_rate,
      is_open: feed.isOpen(s.symbol),
      orders: await Promise.all((await lists.liveLever(user.id, s.symbol)).map(engine.leverView)),
    };
  });

  route(tradeCalls.leverSubmit, async (input, ctx) => await engine.leverSubmit(ctx.user.id, input));

  route(tradeCalls.leverAll, async (_input, ctx) => {
    const list = await Promise.all((await lists.liveLever(ctx.user.id)).map(engine.leverView));
    let profit = new Decimal(0);
    let margin = new Decimal(0);
    for (const order of list) {
      if (order.status !== 'open') continue;
      profit = profit.plus(order.profit);
      margin = margin.plus(order.margin);
    }
    return { list, profit: text(profit), margin: text(margin) };
  });

  route(tradeCalls.leverClose, async ({ id }, ctx) => await engine.leverClose(ctx.user.id, id));
  route(tradeCalls.leverCancel, async ({ id }, ctx) => await engine.leverCancel(ctx.user.id, id));
  route(tradeCalls.leverSetStop, async (input, ctx) => await engine.leverSetStop(ctx.user.id, input));
  route(tradeCalls.leverBatchClose, async ({ type }, ctx) => ({ closed: await engine.leverBatchClose(ctx.user.id, type) }));

  route(
    tradeCalls.leverMyTrade,
    async ({ page, limit, status }, ctx) => await lists.leverPage(ctx.user.id, status, { page, limit }, engine.leverView),
  );

  // ---------- options ----------

  route(tradeCalls.optionConfig, async ({ symbol }) => {
    const s = await symbolOf(symbol);
    return { symbol: s.symbol, price: text(feed.price(s.symbol) ?? 0), is_open: feed.isOpen(s.symbol), durations: [...OPTION_DURATIONS] };
  });

  route(
    tradeCalls.optionSubmit,
    async ({ symbol, direction, seconds, amount }, ctx) =>
      await engine.timedSubmit(ctx.user.id, {
        kind: 'option',
        symbol: await symbolOf(symbol),
        direction,
        seconds,
        amount,
        currencyId: engine.usdtId,
        fields: { amount: 'amount', currency: 'amount' },
      }),
  );

  route(
    tradeCalls.optionList,
    async ({ page, limit, status }, ctx) => await lists.timedPage(ctx.user.id, 'option', status, { page, limit }, engine.timedView),
  );

  // ---------- seconds (micro) trades ----------

  route(tradeCalls.microCurrencies, async (_input, ctx) => [
    {
      id: engine.usdtId,
      code: await engine.currencyCode(engine.usdtId),
      available: text((await balanceOf(db, pocket(ctx.user.id, 'micro'), engine.usdtId)).available),
    },
  ]);

  route(tradeCalls.microSeconds, () => [...SECONDS_DURATIONS]);

  route(
    tradeCalls.microList,
    async ({ page, limit }, ctx) => await lists.timedPage(ctx.user.id, 'seconds', undefined, { page, limit }, engine.timedView),
  );

  route(tradeCalls.microSubmit, async (input, ctx) => {
    const s = await engine.symbolById(input.match_id);
    if (!s) throw new ApiFailure('tradeErrors.unknownSymbol', {}, { field: 'match_id' });
    return await engine.timedSubmit(ctx.user.id, {
      kind: 'seconds',
      symbol: s,
      direction: input.type,
      seconds: input.seconds,
      amount: input.number,
      currencyId: input.currency_id,
      fields: { amount: 'number', currency: 'currency_id' },
    });
  });

  route(tradeCalls.microResult, async ({ id }, ctx) => {
    const row = await lists.timedOf(ctx.user.id, id);
    if (!row) throw new ApiFailure('tradeErrors.orderNotFound', {}, { field: 'id' });
    return await engine.timedView(row);
  });

  // ---------- coin (spot) trading ----------

  route(tradeCalls.coinTrade, async (input, ctx) => await engine.coinTrade(ctx.user.id, input));

  route(
    tradeCalls.coinList,
    async ({ page, limit, status }, ctx) => await lists.coinPage(ctx.user.id, status, { page, limit }, engine.coinView),
  );

  route(tradeCalls.coinCancel, async ({ id }, ctx) => await engine.coinCancel(ctx.user.id, id));
}
