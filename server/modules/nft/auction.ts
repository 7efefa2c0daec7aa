// Auctions (AREAS.md): joining freezes the item's margin from funding (once per bidder and listing; a
// first bid does it too); a bid is at least the next minimum (nftNextMinBid) and funding available plus
// this item's frozen margin must cover it; no bid before the start, after the end, or by the seller or
// the artist. At the end (a scheduler job per listing, once, caught up after downtime) the highest
// bidder wins: an order awaiting payment until end + pay_hours, every other margin returned. No bids:
// the holder keeps the item. The winner's order holds the item (state.ts: listed → reserved) until it is
// paid or its deadline (sales.ts) passes.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { NftBid } from '../../../src/contract/nft';
import { dec } from '../../../src/shared/lib/decimal';
import { nftNextMinBid } from '../../../src/shared/nft/fees';
import { type Db, now } from '../../core/db';
import { balanceOf, freeze, LedgerError, text, unfreeze } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import type { Scheduler } from '../../core/scheduler';
import type { UserRow } from '../../core/users';
import { AUCTION_END, fail, itemRef, lockRow, notFound, ORDER_DEADLINE, orderRef, USDT } from './params';
import { refuseDemo, type Sales } from './sales';
import { type ItemRow, nftBids, nftItems, nftMargins, nftOrders } from './schema';
import { itemState, reserveItem, unlistItem } from './state';
import { maskedUser, stateOf, type Views } from './views';

export const auctionRef = (item: Pick<ItemRow, 'id' | 'listing'>) => `nft:${item.id}:${item.listing}`;

export function createAuctions(db: Db, scheduler: Scheduler, notify: Notify, views: Views, sales: Sales) {
  const marginOf = async (item: ItemRow, userId: number) =>
    (await db
      .select()
      .from(nftMargins)
      .where(and(eq(nftMargins.item_id, item.id), eq(nftMargins.listing, item.listing), eq(nftMargins.user_id, userId)))
      .get()) ?? null;

  /** Schedules the end of the item's current listing (inside the caller's transaction; idempotent). */
  const scheduleEnd = async (item: ItemRow) => await scheduler.schedule(AUCTION_END, auctionRef(item), item.end_at * 1000);

  /** An auction open to this user now, or the refusal. */
  async function open(user: UserRow, id: number): Promise<ItemRow> {
    // Bidders of one item take turns with each other and with its end (PostgreSQL): each bid reads the top one before it.
    await lockRow(db, 'nft_items', id);
    const item = await views.itemById(id);
    if (!item || item.listing === 0) throw notFound('item', 'id');
    refuseDemo(user, 'id');
    if (item.mode !== 'auction') throw fail('notAuction', 'id');
    const state = stateOf(item, now());
    if (state === 'upcoming') throw fail('notStarted', 'id');
    if (state !== 'on_sale') throw fail('auctionClosed', 'id');
    if ((await sales.sellerOf(item)) === user.id || (await sales.artistUserOf(item)) === user.id) throw fail('ownBid', 'id');
    return item;
  }

  /** Freezes the margin once; returns the margin frozen. */
  async function join(user: UserRow, item: ItemRow, field: string): Promise<string> {
    const held = await marginOf(item, user.id);
    if (held?.state === 'frozen') return held.amount;
    const margin = item.margin ?? '0';
    try {
      await freeze(db, user.id, USDT, margin, itemRef(item.id), field);
    } catch (error) {
      if (error instanceof LedgerError && error.problem === 'insufficient') throw fail('marginBalance', field, { margin });
      throw error;
    }
    await db
      .insert(nftMargins)
      .values({ item_id: item.id, listing: item.listing, user_id: user.id, amount: margin, state: 'frozen', created_at: now() })
      .run();
    return margin;
  }

  async function marginNFT(user: UserRow, id: number) {
    return await db.transaction(async () => {
      const item = await open(user, id);
      return { id: item.id, margin_frozen: await join(user, item, 'id') };
    });
  }

  async function bid(user: UserRow, id: number, price: string): Promise<NftBid> {
    const result = await db.transaction(async () => {
      const item = await open(user, id);
      const top = await views.highestBid(item);
      const min = nftNextMinBid(item.price, top?.price ?? null, item.min_raise ?? '0');
      if (dec(price).lt(min)) throw fail('bidTooLow', 'price', { min: text(min) });
      const held = await marginOf(item, user.id);
      const frozen = held?.state === 'frozen' ? dec(held.amount) : dec(0);
      const available = (await balanceOf(db, user.id, USDT)).available;
      // Before the first bid the margin is still available: it is frozen from it, and counts the same.
      if (available.plus(frozen).lt(price)) throw fail('bidBalance', 'price', { price });
      await join(user, item, 'price');
      const at = now();
      const row = await db
        .insert(nftBids)
        .values({ item_id: item.id, listing: item.listing, user_id: user.id, price: text(dec(price)), created_at: at })
        .returning()
        .get();
      if (top && top.user_id !== user.id) await notify(top.user_id, 'nftOutbid', { name: item.name, price: row.price }, itemRef(item.id));
      return row;
    });
    return {
      id: result.id,
      item_id: result.item_id,
      bidder: await maskedUser(db, user.id),
      mine: true,
      price: result.price,
      created_at: result.created_at,
    };
  }

  /** Returns every frozen margin of the listing except the winner's. */
  async function returnMargins(item: ItemRow, listing: number, winner: number | null): Promise<void> {
    const held = await db
      .select()
      .from(nftMargins)
      .where(and(eq(nftMargins.item_id, item.id), eq(nftMargins.listing, listing), eq(nftMargins.state, 'frozen')))
      .orderBy(asc(nftMargins.id))
      .all();
    for (const m of held) {
      if (m.user_id === winner) continue;
      const returned = await db
        .update(nftMargins)
        .set({ state: 'returned' })
        .where(and(eq(nftMargins.id, m.id), eq(nftMargins.state, 'frozen')))
        .run();
      if (returned.changes === 1) await unfreeze(db, m.user_id, USDT, m.amount, itemRef(item.id));
    }
  }

  /** The end of a listing's auction (the job): the winner's order, or no sale. */
  async function end(itemId: number, listing: number): Promise<void> {
    await lockRow(db, 'nft_items', itemId);
    const item = await views.itemById(itemId);
    if (!item || item.listing !== listing || item.mode !== 'auction' || itemState(item) !== 'listed') return;
    const top = await views.highestBid(item);
    await returnMargins(item, listing, top?.user_id ?? null);
    if (!top) {
      // No bid: the holder keeps it, off the market (a failed move rolls the job back: it runs again).
      if (!(await unlistItem(db, item))) throw new Error(`nft: item ${item.id} moved while its auction ended`);
      return;
    }
    const deadline = item.end_at + item.pay_hours * 3600;
    const order = await db
      .insert(nftOrders)
      .values({
        user_id: top.user_id,
        item_id: item.id,
        listing,
        kind: 'auction',
        seller_id: await sales.sellerOf(item),
        resale: item.resale,
        amount: top.price,
        status: 'awaiting_payment',
        deadline,
        created_at: now(),
      })
      .returning()
      .get();
    if (!(await reserveItem(db, item, order))) throw new Error(`nft: item ${item.id} moved while its auction ended`);
    await scheduler.schedule(ORDER_DEADLINE, orderRef(order.id), deadline * 1000);
    await sales.tell(order, 'won', { hours: item.pay_hours });
  }

  scheduler.define(AUCTION_END, async (job) => {
    const [, id, listing] = job.ref.split(':').map(Number);
    await end(id, listing);
    return undefined;
  });

  /** Every listed auction has its end job (after a seed, or a database from before a change). */
  async function scheduleAll(): Promise<void> {
    await db.transaction(async () => {
      for (const item of await db
        .select()
        .from(nftItems)
        .where(and(eq(nftItems.mode, 'auction'), ne(nftItems.listed, 0)))
        .all())
        await scheduleEnd(item);
    });
  }

  /** Takes an auction listing off the market before any bid: margins back, the end job cancelled. */
  async function withdrawListing(item: ItemRow): Promise<void> {
    await returnMargins(item, item.listing, null);
    await scheduler.cancel(AUCTION_END, auctionRef(item));
  }

  return { marginNFT, bid, scheduleEnd, scheduleAll, withdrawListing, marginOf };
}

export type Auctions = ReturnType<typeof createAuctions>;
