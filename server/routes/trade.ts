// Trading calls: balances, contract orders, options, seconds trades, spot. (Stub: being written.)
import type { Db } from '../db';
import type { PriceFeed } from '../engine/feed';
import type { TradingEngine } from '../engine/trading';
import type { Router } from '../http';

export function registerTradeRoutes(_router: Router, _db: Db, _engine: TradingEngine, _feed: PriceFeed): void {}
