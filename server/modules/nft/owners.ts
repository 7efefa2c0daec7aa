// What owners do: resell an owned artwork (fixed price or auction; royalty to the artist applies) and
// take a listing back while no one has bid; open a blind box (the draw: HMAC-SHA256(seed, box code) over
// the published weights, src/shared/nft/draw.ts), which turns it into an artwork of the user's own.
// Listing and taking down are state.ts's moves: never while the item is held for a buyer's order.
import { and, eq, isNull } from 'drizzle-orm';
import type { NftBox, NftOwned } from '../../../src/contract/nft';
import { dec } from '../../../src/shared/lib/decimal';
import { drawHmac, pickPrize } from '../../../src/shared/nft/draw';
import { type Db, now } from '../../core/db';
import { text } from '../../core/ledger';
import type { UserRow } from '../../core/users';
import type { Auctions } from './auction';
import { fail, notFound, payHours } from './params';
import { refuseDemo } from './sales';
import { nftBids, nftBoxes, nftItems } from './schema';
import { itemState, listItem, unlistItem } from './state';
import { prizesOf, type Views } from './views';

const YEAR = 365 * 86_400;

export interface ResellInput {
  id: number;
  mode: 'fixed' | 'auction';
  price: string;
  min_raise?: string;
  margin?: string;
  start_at?: number;
  end_at?: number;
}

export function createOwners(db: Db, views: Views, auctions: Auctions) {
  async function owned(user: UserRow, id: number) {
    const item = await views.itemById(id);
    if (!item) throw notFound('item', 'id');
    if (item.owner_id !== user.id) throw fail('notOwner', 'id');
    if (item.locked === 1) throw fail('locked', 'id');
    return item;
  }

  async function resell(user: UserRow, input: ResellInput): Promise<NftOwned> {
    return await db.transaction(async () => {
      const item = await owned(user, input.id);
      refuseDemo(user, 'id');
      if (itemState(item) === 'reserved') throw fail('held', 'id');
      if (itemState(item) === 'listed') throw fail('alreadyListed', 'id');
      const at = now();
      const start = input.start_at ?? at;
      let end = input.end_at ?? start + YEAR;
      if (input.mode === 'auction') {
        if (!input.min_raise) throw fail('minRaise', 'min_raise');
        if (!input.margin) throw fail('margin', 'margin');
        if (input.end_at === undefined) throw fail('endAt', 'end_at');
        end = input.end_at;
      }
      if (start < at - 60) throw fail('startPast', 'start_at');
      if (end <= Math.max(start, at)) throw fail('endAt', 'end_at');
      const row = await listItem(db, item, user.id, {
        mode: input.mode,
        price: text(dec(input.price)),
        resale: 1,
        start_at: start,
        end_at: end,
        min_raise: input.mode === 'auction' ? text(dec(input.min_raise ?? '0')) : null,
        margin: input.mode === 'auction' ? text(dec(input.margin ?? '0')) : null,
        pay_hours: await payHours(db),
      });
      if (!row) throw fail('alreadyListed', 'id');
      if (row.mode === 'auction') await auctions.scheduleEnd(row);
      return await views.ownedView(row, at);
    });
  }

  async function cancel(user: UserRow, id: number): Promise<NftOwned> {
    return await db.transaction(async () => {
      const item = await owned(user, id);
      if (itemState(item) === 'reserved') throw fail('held', 'id');
      if (itemState(item) !== 'listed') throw fail('notListed', 'id');
      const bids = await db
        .select({ id: nftBids.id })
        .from(nftBids)
        .where(and(eq(nftBids.item_id, item.id), eq(nftBids.listing, item.listing)))
        .get();
      if (bids) throw fail('hasBids', 'id');
      const row = await unlistItem(db, item);
      if (!row) throw fail('notListed', 'id');
      if (item.mode === 'auction') await auctions.withdrawListing(item);
      return await views.ownedView(row);
    });
  }

  async function open(user: UserRow, boxId: number): Promise<NftBox> {
    const box = await db.select().from(nftBoxes).where(eq(nftBoxes.id, boxId)).get();
    if (!box || box.user_id !== user.id) throw notFound('box', 'box_id');
    if (box.opened_at !== null) throw fail('opened', 'box_id');
    const series = await views.itemById(box.series_id);
    if (!series?.seed) throw notFound('box', 'box_id');
    const prizes = prizesOf(series);
    const hmac = await drawHmac(series.seed, box.code);
    const index = pickPrize(hmac, prizes);
    const prize = prizes[index];
    return await db.transaction(async () => {
      const at = now();
      // Opened once: the box is claimed by a conditional update before the artwork is made.
      const claimed = await db
        .update(nftBoxes)
        .set({ opened_at: at })
        .where(and(eq(nftBoxes.id, box.id), eq(nftBoxes.user_id, user.id), isNull(nftBoxes.opened_at)))
        .run();
      if (claimed.changes !== 1 || !prize) throw fail('opened', 'box_id');
      const item = await db
        .insert(nftItems)
        .values({
          code: box.code,
          name: `${prize.name} #${box.number}`,
          description: series.description,
          media_type: prize.media_type,
          media_url: prize.media_url,
          poster_url: prize.poster_url,
          artist_id: series.artist_id,
          mode: 'fixed',
          price: box.price,
          start_at: at,
          end_at: at,
          owner_id: user.id,
          listed: 0,
          resale: 0,
          // Never listed yet: not on the market's lists until its owner resells it.
          listing: 0,
          created_at: at,
        })
        .returning()
        .get();
      const row = await db
        .update(nftBoxes)
        .set({ item_id: item.id, prize_index: index, draw_hmac: hmac })
        .where(eq(nftBoxes.id, box.id))
        .returning()
        .get();
      return await views.boxView(row, series);
    });
  }

  return { resell, cancel, open };
}
