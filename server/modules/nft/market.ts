// The marketplace's reads: the list with its filters, an item's detail with what is the caller's, the
// artists, favourites, bid logs, the caller's NFTs, boxes and orders, the order messages.
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { MyBid, NftCard, NftDetailReply, NftOrder } from '../../../src/contract/nft';
import { nftSaleSplit } from '../../../src/shared/nft/fees';
import { type Db, now } from '../../core/db';
import { balanceOf, text } from '../../core/ledger';
import type { ServerOptions } from '../../core/options';
import { readPage } from '../../core/paging';
import type { UserRow } from '../../core/users';
import { lockRow, maxWalletHolds, notFound, ratesOf, USDT, walletPayMinutes } from './params';
import { nftArtists, nftBids, nftBoxes, nftFavourites, nftItems, nftMargins, nftOrders } from './schema';
import { maskedUser, stateOf, type Views } from './views';

interface ListFilter {
  page: number;
  limit: number;
  mode?: NftCard['mode'];
  state?: NftCard['state'];
  artist_id?: number;
  keyword?: string;
  resale?: '0' | '1';
}

const pageOf = <T>(all: T[], page: number, limit: number) => ({
  list: all.slice((page - 1) * limit, page * limit),
  total: all.length,
  page,
  limit,
});

export function createMarket(db: Db, options: ServerOptions, views: Views) {
  async function list(f: ListFilter) {
    const at = now();
    const artists = new Map((await db.select().from(nftArtists).all()).map((a) => [a.id, a]));
    const keyword = f.keyword?.toLowerCase();
    const rows = (await db.select().from(nftItems).where(ne(nftItems.listing, 0)).orderBy(desc(nftItems.id)).all())
      .filter((i) => !f.mode || i.mode === f.mode)
      .filter((i) => f.artist_id === undefined || i.artist_id === f.artist_id)
      .filter((i) => f.resale === undefined || i.resale === Number(f.resale))
      .filter((i) => !f.state || stateOf(i, at) === f.state)
      .filter((i) => !keyword || [i.name, i.code, artists.get(i.artist_id)?.name ?? ''].some((s) => s.toLowerCase().includes(keyword)));
    const paged = pageOf(rows, f.page, f.limit);
    return {
      ...paged,
      list: await Promise.all(paged.list.map(async (i) => await views.card(i, at, artists.get(i.artist_id) ?? null))),
      now: at,
    };
  }

  async function detail(user: UserRow | null, id: number): Promise<NftDetailReply> {
    const item = await views.itemById(id);
    if (!item) throw notFound('item', 'id');
    const at = now();
    const rates = await ratesOf(db);
    const split = item.mode === 'blind' ? null : nftSaleSplit(await views.currentPrice(item), rates, item.resale === 1);
    const margin =
      user && item.mode === 'auction'
        ? await db
            .select()
            .from(nftMargins)
            .where(and(eq(nftMargins.item_id, item.id), eq(nftMargins.listing, item.listing), eq(nftMargins.user_id, user.id)))
            .get()
        : undefined;
    return {
      item: await views.detail(item, user?.id ?? null, at),
      now: at,
      fees: rates,
      preview: split && {
        price: text(split.price),
        platform_fee: text(split.platformFee),
        royalty: text(split.royalty),
        seller_receives: text(split.sellerReceives),
      },
      available: user ? text((await balanceOf(db, user.id, USDT)).available) : null,
      margin_frozen: user ? (margin?.state === 'frozen' ? margin.amount : '0') : null,
    };
  }

  async function artists(page: number, limit: number, keyword?: string) {
    const k = keyword?.toLowerCase();
    const all = (await db.select().from(nftArtists).orderBy(asc(nftArtists.id)).all()).filter(
      (a) => !k || a.name.toLowerCase().includes(k),
    );
    const paged = pageOf(all, page, limit);
    return { ...paged, list: await Promise.all(paged.list.map(views.artistView)) };
  }

  async function artistDetail(id: number) {
    const artist = await views.artistById(id);
    if (!artist) throw notFound('artist', 'id');
    const at = now();
    const items = await db
      .select()
      .from(nftItems)
      .where(and(eq(nftItems.artist_id, id), ne(nftItems.listing, 0)))
      .orderBy(desc(nftItems.id))
      .all();
    return {
      artist: await views.artistView(artist),
      items: await Promise.all(items.map(async (i) => await views.card(i, at, artist))),
      now: at,
    };
  }

  async function collect(user: UserRow, id: number) {
    return await db.transaction(async () => {
      // Toggles of one item take turns (PostgreSQL): two at once add, then remove (not add twice: a duplicate key).
      await lockRow(db, 'nft_items', id);
      const item = await views.itemById(id);
      if (!item) throw notFound('item', 'id');
      const where = and(eq(nftFavourites.user_id, user.id), eq(nftFavourites.item_id, id));
      const had = await db.select().from(nftFavourites).where(where).get();
      if (had) await db.delete(nftFavourites).where(where).run();
      else await db.insert(nftFavourites).values({ user_id: user.id, item_id: id, created_at: now() }).run();
      const favourites = (await db.select({ n: count() }).from(nftFavourites).where(eq(nftFavourites.item_id, id)).get())?.n ?? 0;
      return { id, favourite: !had, favourites };
    });
  }

  async function collection(user: UserRow, page: number, limit: number) {
    const ids = (
      await db
        .select({ id: nftFavourites.item_id })
        .from(nftFavourites)
        .where(eq(nftFavourites.user_id, user.id))
        .orderBy(desc(nftFavourites.created_at), desc(nftFavourites.item_id))
        .all()
    ).map((r) => r.id);
    const paged = pageOf(ids, page, limit);
    const byId = new Map((await views.itemsByIds(paged.list)).map((i) => [i.id, i]));
    const at = now();
    const items = paged.list.flatMap((id) => byId.get(id) ?? []);
    return { ...paged, list: await Promise.all(items.map(async (i) => await views.card(i, at))) };
  }

  async function currency() {
    return {
      ...(await ratesOf(db)),
      currency: 'USDT' as const,
      wallet_pay_minutes: await walletPayMinutes(db),
      max_wallet_holds: await maxWalletHolds(db),
      confirmations: options.chains?.[0]?.confirmations ?? 5,
    };
  }

  async function quotationLog(user: UserRow | null, id: number, page: number, limit: number) {
    const item = await views.itemById(id);
    if (!item) throw notFound('item', 'id');
    const where = and(eq(nftBids.item_id, id), eq(nftBids.listing, item.listing));
    return await readPage(
      db.select().from(nftBids).where(where).orderBy(desc(nftBids.id)),
      db.select({ n: count() }).from(nftBids).where(where),
      { page, limit },
      async (b) => ({
        id: b.id,
        item_id: b.item_id,
        bidder: await maskedUser(db, b.user_id),
        mine: user !== null && b.user_id === user.id,
        price: b.price,
        created_at: b.created_at,
      }),
    );
  }

  /** The auctions the caller bid on (one row per item and listing, newest first). */
  async function myBids(user: UserRow, page: number, limit: number) {
    const at = now();
    const margins = await db.select().from(nftMargins).where(eq(nftMargins.user_id, user.id)).orderBy(desc(nftMargins.id)).all();
    const rows: MyBid[] = [];
    for (const m of margins) {
      const item = await views.itemById(m.item_id);
      if (!item) continue;
      const bids = await db
        .select()
        .from(nftBids)
        .where(and(eq(nftBids.item_id, m.item_id), eq(nftBids.listing, m.listing)))
        .orderBy(desc(nftBids.id))
        .all();
      const mine = bids.find((b) => b.user_id === user.id);
      const order = await db
        .select({ id: nftOrders.id })
        .from(nftOrders)
        .where(
          and(
            eq(nftOrders.item_id, m.item_id),
            eq(nftOrders.listing, m.listing),
            eq(nftOrders.user_id, user.id),
            eq(nftOrders.kind, 'auction'),
          ),
        )
        .get();
      const current = m.listing === item.listing;
      rows.push({
        item_id: item.id,
        name: item.name,
        code: item.code,
        poster_url: item.poster_url,
        media_url: item.media_url,
        my_bid: mine?.price ?? '0',
        highest_bid: bids[0]?.price ?? item.price,
        leading: Boolean(mine && bids[0]?.id === mine.id),
        margin: m.amount,
        margin_state: m.state,
        state: current ? stateOf(item, at) : 'ended',
        end_at: item.end_at,
        order_id: order?.id ?? null,
      });
    }
    return pageOf(rows, page, limit);
  }

  async function myNFTs(user: UserRow, page: number, limit: number) {
    const at = now();
    const where = eq(nftItems.owner_id, user.id);
    const owned = await readPage(
      db.select().from(nftItems).where(where).orderBy(desc(nftItems.id)),
      db.select({ n: count() }).from(nftItems).where(where),
      { page, limit },
      async (i) => await views.ownedView(i, at),
    );
    const boxes = await db.select().from(nftBoxes).where(eq(nftBoxes.user_id, user.id)).orderBy(desc(nftBoxes.id)).all();
    return { ...owned, boxes: await Promise.all(boxes.map(async (b) => await views.boxView(b))) };
  }

  async function needPay(user: UserRow, lang: string): Promise<NftOrder[]> {
    const rows = await db
      .select()
      .from(nftOrders)
      .where(and(eq(nftOrders.user_id, user.id), eq(nftOrders.status, 'awaiting_payment')))
      .orderBy(asc(nftOrders.deadline), asc(nftOrders.id))
      .all();
    return await Promise.all(rows.map(async (o) => await views.orderView(o, lang)));
  }

  async function orders(user: UserRow, page: number, limit: number, lang: string) {
    const where = eq(nftOrders.user_id, user.id);
    const found = await readPage(
      db.select().from(nftOrders).where(where).orderBy(desc(nftOrders.id)),
      db.select({ n: count() }).from(nftOrders).where(where),
      { page, limit },
    );
    const items = new Map((await views.itemsByIds([...new Set(found.list.map((o) => o.item_id))])).map((i) => [i.id, i]));
    return { ...found, list: await Promise.all(found.list.map(async (o) => await views.orderView(o, lang, items.get(o.item_id) ?? null))) };
  }

  async function readMessage(user: UserRow, orderId: number, lang: string): Promise<NftOrder> {
    const o = await db.select().from(nftOrders).where(eq(nftOrders.id, orderId)).get();
    if (!o || o.user_id !== user.id) throw notFound('order', 'order_id');
    const row = await db.update(nftOrders).set({ read: 1 }).where(eq(nftOrders.id, o.id)).returning().get();
    return await views.orderView(row, lang);
  }

  return { list, detail, artists, artistDetail, collect, collection, currency, quotationLog, myBids, myNFTs, needPay, orders, readMessage };
}

export type Market = ReturnType<typeof createMarket>;
