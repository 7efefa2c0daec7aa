// Market calls: categories, quotations, symbols, candles, depth, trades, favourites.
// Quotations, depth and trades come from the price engine's memory; candles merge SQLite history with
// the live candle; favourites live in the `favourites` table.
import { calls } from '../../src/contract/calls';
import { emptyReq } from '../../src/contract/common';
import * as M from '../../src/contract/market';
import { type Db, now } from '../db';
import { CATEGORY_NAMES } from '../engine/catalogue';
import { type MarketFeed, specFor } from '../engine/prices';
import { ApiFailure, type Ctx, type Router, userOf } from '../http';

const FAVOURITES = 100;

export function registerMarketRoutes(router: Router, db: Db, feed: MarketFeed): void {
  const listFavourites = db.prepare('SELECT symbol FROM favourites WHERE user_id = ? ORDER BY created_at, rowid');
  const addFavourite = db.prepare('INSERT OR IGNORE INTO favourites (user_id, symbol, created_at) VALUES (?, ?, ?)');
  const deleteFavourite = db.prepare('DELETE FROM favourites WHERE user_id = ? AND symbol = ?');

  const unknownSymbol = () => new ApiFailure('marketErrors.unknownSymbol', {}, { field: 'symbol' });
  /** The symbol as the feed knows it, or a refusal at the `symbol` field. */
  const known = (symbol: string): string => {
    if (!feed.has(symbol)) throw unknownSymbol();
    return symbol;
  };
  const favourites = (uid: number): string[] => (listFavourites.all(uid) as Array<{ symbol: string }>).map((r) => r.symbol);
  const favouriteTickers = (ctx: Ctx) => (ctx.user ? feed.tickers({ symbols: favourites(ctx.user.id) }) : []);

  router.handle(calls.categories, emptyReq, () => CATEGORY_NAMES.map((c) => ({ ...c })));

  router.handle(calls.quotation, M.quotationReq, ({ category }, ctx) => {
    if (category === FAVOURITES) return favouriteTickers(ctx);
    if (category !== undefined && !(M.CATEGORIES as readonly number[]).includes(category)) {
      throw new ApiFailure('marketErrors.unknownCategory', {}, { field: 'category' });
    }
    return feed.tickers({ category });
  });

  router.handle(calls.optionalQuotation, emptyReq, (_input, ctx) => {
    userOf(ctx);
    return favouriteTickers(ctx);
  });

  router.handle(calls.symbol, M.symbolReq, ({ symbol }) => {
    const spec = specFor(feed, symbol);
    if (!spec) throw unknownSymbol();
    return spec;
  });

  router.handle(calls.timeshar, M.timesharReq, ({ symbol, period, from, to }) => {
    known(symbol);
    if (from !== undefined && to !== undefined && from > to) throw new ApiFailure('marketErrors.badRange', {}, { field: 'from' });
    return feed.candles(symbol, period, { from, to });
  });

  router.handle(calls.depth, M.symbolReq, ({ symbol }) => {
    const depth = feed.depth(symbol);
    if (!depth) throw unknownSymbol();
    return depth;
  });

  router.handle(calls.trades, M.symbolReq, ({ symbol }) => feed.trades(known(symbol)));

  router.handle(calls.optionalAdd, M.optionalReq, ({ symbol }, ctx) => {
    addFavourite.run(userOf(ctx).id, known(symbol), now());
    return null;
  });

  router.handle(calls.optionalDel, M.optionalReq, ({ symbol }, ctx) => {
    deleteFavourite.run(userOf(ctx).id, known(symbol));
    return null;
  });

  router.handle(calls.optionalList, emptyReq, (_input, ctx) => favourites(userOf(ctx).id));
}
