// What the three trading engines (lever.ts, timed.ts, coin.ts) share: the database, the price feed,
// the scheduler, the symbol cache, the reply views, the socket `order` event, and the hooks of other
// areas: notifications (a position liquidated, a take-profit filled) and the invite rebate on fees.
import { type SQL, sql } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { OrderEvent } from '../../../src/contract/trade';
import type { Decimal } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import { type Notify, notifyNobody } from '../../core/notifications';
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

/** What other areas add to a trade, inside its transaction. Engines built without them (unit tests) skip them. */
export interface TradeHooks {
  notify?: Notify;
  /** A fee the user paid to the fee account (the inviter's rebate). */
  onFee?: (userId: number, currencyId: number, fee: Decimal, ref: string) => void | Promise<void>;
  /** Trial vouchers (the coupon area) on contract orders. */
  vouchers?: VoucherHooks;
  /** A contract or spot order changed (committed): the leading instance's tick engine must watch it as it is now. */
  onOrderChanged?: (kind: WatchedKind, id: number) => void;
}

/** The orders the tick engine watches: contract (lever) and spot (coin) ones. */
export type WatchedKind = 'lever' | 'coin';

/** A contract order's voucher: its worth looked at before, taken inside the order's transaction, given back on cancel. */
export interface VoucherHooks {
  peek(userId: number, couponId: number): Promise<string>;
  take(userId: number, couponId: number, ref: string): Promise<string>;
  release(couponId: number): Promise<void>;
}

/** Without the coupon area (unit tests): every voucher is refused. */
const noVouchers: VoucherHooks = {
  peek: async () => {
    throw new Error('vouchers are not available here');
  },
  take: async () => {
    throw new Error('vouchers are not available here');
  },
  release: async () => undefined,
};

export async function createTradeContext(db: Db, feed: PriceFeed, io: Server | null, scheduler: Scheduler, hooks: TradeHooks = {}) {
  const symbols = await createSymbolCache(db, feed);
  return {
    db,
    notify: hooks.notify ?? notifyNobody,
    onFee: hooks.onFee ?? (() => undefined),
    vouchers: hooks.vouchers ?? noVouchers,
    feed,
    scheduler,
    symbols,
    usdtId: symbols.usdtId,
    views: createViews(feed, symbols),
    /** Tells the user's sockets that one of their orders changed. */
    emit(userId: number, event: OrderEvent): void {
      io?.to(userRoom(userId)).emit('order', event);
      if (event.kind !== 'timed') hooks.onOrderChanged?.(event.kind, event.order.id);
    },
  };
}

export type TradeContext = Awaited<ReturnType<typeof createTradeContext>>;
