// Market calls: categories, quotations, symbols, candles, depth, trades, favourites.
// Quotations, depth and trades come from the price engine's memory; candles merge SQLite history with
// the live candle; favourites live in the `favourites` table.
import { CATEGORIES, marketCalls } from '../../../src/contract/market';
import { now } from '../../core/db';
import { ApiFailure, type Ctx } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { CATEGORY_NAMES } from './catalogue';
import { type MarketFeed, specFor } from './prices';

const FAVOURITES = 100;

export function registerMarketRoutes({ route, db }: ModuleKit, feed: MarketFeed): void {
  const listFavourites = db.$client.prepare('SELECT symbol FROM favourites WHERE user_id = ? ORDER BY created_at, rowid');
  const addFavourite = db.$client.prepare('INSERT OR IGNORE INTO favourites (user_id, symbol, created_at) VALUES (?, ?, ?)');
  const deleteFavourite = db.$client.prepare('DELETE FROM favourites WHERE user_id = ? AND symbol = ?');

  const unknownSymbol = () => new ApiFailure('marketErrors.unknownSymbol', {}, { field: 'symbol' });
  /** The symbol as the feed knows it, or a refusal at the `symbol` field. */
  const known = (symbol: string): string => {
    if (!feed.has(symbol)) throw unknownSymbol();
    return symbol;
  };
  const favourites = (uid: number): string[] => (listFavourites.all(uid) as Array<{ symbol: string }>).map((r) => r.symbol);
  const favouriteTickers = (ctx: Ctx) => (ctx.user ? feed.tickers({ symbols: favourites(ctx.user.id) }) : []);

  route(marketCalls.categories, () => CATEGORY_NAMES.map((c) => ({ ...c })));

  route(marketCalls.quotation, ({ category }, ctx) => {
    if (category === FAVOURITES) return favouriteTickers(ctx);
    if (category !== undefined && !(CATEGORIES as readonly number[]).includes(category)) {
      throw new ApiFailure('marketErrors.unknownCategory', {}, { field: 'category' });
    }
    return feed.tickers({ category });
  });

  route(marketCalls.optionalQuotation, (_input, ctx) => favouriteTickers(ctx));

  route(marketCalls.symbol, ({ symbol }) => {
    const spec = specFor(feed, symbol);
    if (!spec) throw unknownSymbol();
    return spec;
  });

  route(marketCalls.timeshar, ({ symbol, period, from, to }) => {
    known(symbol);
    if (from !== undefined && to !== undefined && from > to) throw new ApiFailure('marketErrors.badRange', {}, { field: 'from' });
    return feed.candles(symbol, period, { from, to });
  });

  route(marketCalls.depth, ({ symbol }) => {
    const depth = feed.depth(symbol);
    if (!depth) throw unknownSymbol();
    return depth;
  });

  route(marketCalls.trades, ({ symbol }) => feed.trades(known(symbol)));

  route(marketCalls.optionalAdd, ({ symbol }, ctx) => {
    addFavourite.run(ctx.user.id, known(symbol), now());
    return null;
  });

  route(marketCalls.optionalDel, ({ symbol }, ctx) => {
    deleteFavourite.run(ctx.user.id, known(symbol));
    return null;
  });

  route(marketCalls.optionalList, (_input, ctx) => favourites(ctx.user.id));
}
