// Price engine: a seeded random walk per symbol, candles for every period, order book and trades.
// (Stub: being written.)
import type { Server } from 'socket.io';
import type { Db } from '../db';
import type { MarketOptions } from '../http';
import type { PriceFeed } from './feed';

export function createPriceFeed(_db: Db, _io: Server | null, _options: MarketOptions = {}): PriceFeed {
  const listeners = new Set<(ticks: import('./feed').Tick[]) => void>();
  return {
    price: () => null,
    priceAt: () => null,
    isOpen: () => false,
    onTicks: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    push: () => undefined,
    start: () => undefined,
    stop: () => undefined,
  };
}
