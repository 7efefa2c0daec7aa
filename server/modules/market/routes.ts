// Market calls: categories, quotations, symbols, candles, depth, trades, favourites.
// Quotations, depth and trades come from the price engine's memory; candles merge SQLite history with
// the live candle; favourites live in the `favourites` table (prepared once: category 100 lists them
// on every quotation request).
import { and, eq, sql } from 'drizzle-orm';
import { CATEGORIES, marketCalls, spotMarketCalls } from '../../../src/contract/market';
import { clock } from '../../core/clock';
import { ApiFailure, type Ctx } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import { CATEGORY_NAMES } from './catalogue';
import { type MarketFeed, specFor } from './prices';
import { favourites } from './schema';

const FAVOURITES = 100;

export function registerMarketRoutes({ route, db }: ModuleKit, feed: MarketFeed): void {
  const userIdParam = sql.placeholder('userId');
  const symbolParam = sql.placeholder('symbol');
  // In the order they were added: `created_at` is in milliseconds and rises with each add of a user
  // (both engines: PostgreSQL has no rowid, and two adds can share a second). Rows from before it was
  // so hold seconds and sort first, as they came first; two adds at the same moment fall back to the symbol.
  const listFavourites = db
    .select({ symbol: favourites.symbol })
    .from(favourites)
    .where(eq(favourites.user_id, userIdParam))
    .orderBy(favourites.created_at, favourites.symbol)
    .prepare();
  const lastAdded = db
    .select({ at: sql<number | null>`max(${favourites.created_at})` })
    .from(favourites)
    .where(eq(favourites.user_id, userIdParam))
    .prepare();
  const addFavourite = db
    .insert(favourites)
    .values({ user_id: userIdParam, symbol: symbolParam, created_at: sql.placeholder('createdAt') })
    .onConflictDoNothing()
    .prepare();
  const deleteFavourite = db
    .delete(favourites)
    .where(and(eq(favourites.user_id, userIdParam), eq(favourites.symbol, symbolParam)))
    .prepare();

  const unknownSymbol = () => new ApiFailure('marketErrors.unknownSymbol', {}, { field: 'symbol' });
  /** The symbol as the feed knows it, or a refusal at the `symbol` field. */
  const known = (symbol: string): string => {
    if (!feed.has(symbol)) throw unknownSymbol();
    return symbol;
  };
  const favouriteSymbols = async (uid: number): Promise<string[]> => (await listFavourites.all({ userId: uid })).map((r) => r.symbol);
  const favouriteTickers = async (ctx: Ctx) => (ctx.user ? feed.tickers({ symbols: await favouriteSymbols(ctx.user.id) }) : []);

  route(marketCalls.categories, () => CATEGORY_NAMES.map((c) => ({ ...c })));

  route(marketCalls.quotation, async ({ category }, ctx) => {
    if (category === FAVOURITES) return await favouriteTickers(ctx);
    if (category !== undefined && !(CATEGORIES as readonly number[]).includes(category)) {
      throw new ApiFailure('marketErrors.unknownCategory', {}, { field: 'category' });
    }
    return feed.tickers({ category });
  });

  // The spot pairs: symbols with a base and a quote currency (the catalogue is fixed once the server runs).
  let spotSymbols: string[] | null = null;
  route(spotMarketCalls.spotQuotation, () => {
    spotSymbols ??= feed
      .tickers()
      .map((t) => t.symbol)
      .filter((symbol) => {
        const row = feed.row(symbol);
        return row?.currency_id != null && row.legal_id != null;
      });
    return feed.tickers({ symbols: spotSymbols });
  });

  route(marketCalls.optionalQuotation, async (_input, ctx) => await favouriteTickers(ctx));

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

  route(marketCalls.optionalAdd, async ({ symbol }, ctx) => {
    const last = Number((await lastAdded.get({ userId: ctx.user.id }))?.at ?? 0);
    await addFavourite.run({ userId: ctx.user.id, symbol: known(symbol), createdAt: Math.max(clock.ms(), last + 1) });
    return null;
  });

  route(marketCalls.optionalDel, async ({ symbol }, ctx) => {
    await deleteFavourite.run({ userId: ctx.user.id, symbol: known(symbol) });
    return null;
  });

  route(marketCalls.optionalList, async (_input, ctx) => await favouriteSymbols(ctx.user.id));
}
