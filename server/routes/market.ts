// Market calls: categories, quotations, symbols, candles, depth, trades, favourites. (Stub: being written.)
import type { Db } from '../db';
import type { PriceFeed } from '../engine/feed';
import type { Router } from '../http';

export function registerMarketRoutes(_router: Router, _db: Db, _feed: PriceFeed): void {}
