// What the three trading engines (lever.ts, timed.ts, coin.ts) share: the database, the price feed,
// the scheduler, the symbol cache, the reply views and the socket `order` event.
import { type SQL, sql } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { OrderEvent } from '../../../src/contract/trade';
import type { Db } from '../../core/db';
import { userRoom } from '../../core/realtime';
import type { Scheduler } from '../../core/scheduler';
import type { PriceFeed } from '../market/feed';
import { createSymbolCache } from './symbols';
import { createViews } from './views';

/**
 * A named value bound when a prepared statement runs, usable where Drizzle wants SQL (an update's
 * `set`), not only where it takes a placeholder (`where`, an insert's `values`).
 */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

export function createTradeContext(db: Db, feed: PriceFeed, io: Server | null, scheduler: Scheduler) {
  const symbols = createSymbolCache(db, feed);
  return {
    db,
    feed,
    scheduler,
    symbols,
    usdtId: symbols.usdtId,
    views: createViews(feed, symbols),
    /** Tells the user's sockets that one of their orders changed. */
    emit(userId: number, event: OrderEvent): void {
      io?.to(userRoom(userId)).emit('order', event);
    },
  };
}

export type TradeContext = ReturnType<typeof createTradeContext>;
