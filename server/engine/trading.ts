// Order execution against the price feed: contract (lever) orders, options and seconds trades, spot.
// (Stub: being written.)
import type { Server } from 'socket.io';
import type { Db } from '../db';
import type { PriceFeed } from './feed';

export function createTradingEngine(_db: Db, _feed: PriceFeed, _io: Server | null) {
  return { start: () => undefined, stop: () => undefined };
}

export type TradingEngine = ReturnType<typeof createTradingEngine>;
