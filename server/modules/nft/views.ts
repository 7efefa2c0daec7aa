// How the marketplace's rows are shown: an item's state now, its current price, cards, details, orders
// and boxes, in the contract's shapes. Reads only.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { NftAuction, NftBlind, NftBox, NftCard, NftItem, NftOrder, NftOwned, NftPrize } from '../../../src/contract/nft';
import { nftNextMinBid } from '../../../src/shared/nft/fees';
import { prizeOdds } from '../../../src/shared/nft/draw';
import { type Db, now } from '../../core/db';
import { translate } from '../../core/i18n';
import { text } from '../../core/ledger';
import { users } from '../../core/schema';
import { maskEmail, maskMobile } from '../invite/mask';
import { findDeposit } from '../wallet/deposits';
import { type ArtistRow, type BoxRow, type ItemRow, nftArtists, nftBids, nftFavourites, nftItems, nftMints, type OrderRow } from './schema';
import { tokenExplorerUrl } from '../../chain/nft';
import type { ChainConfig } from '../../core/options';

export interface StoredPrize {
  name: string;
  media_type: 'image' | 'video';
  media_url: string;
  poster_url: string | null;
  weight: number;
}

export const prizesOf = (item: ItemRow): StoredPrize[] => (item.prizes ? (JSON.parse(item.prizes) as StoredPrize[]) : []);

/**
 * The item's state at `at`: before its start, on sale, reserved (held for a buyer's payment: a wallet
 * purchase, or an auction's winner), or ended (sold, closed, sold out, past its end, withdrawn).
 */
export function stateOf(item: ItemRow, at: number): NftCard['state'] {
  if (item.locked === 1) return 'ended';
  if (item.reserved_order !== null) return 'reserved';
  if (item.listed === 0) return 'ended';
  if (at < item.start_at) return 'upcoming';
  if (at >= item.end_at) return 'ended';
  if (item.mode === 'blind' && item.sold >= (item.supply ?? 0)) return 'ended';
  return 'on_sale';
}

/** A series' seed is revealed once it sold out or its sale ended. */
export const seedRevealed = (item: ItemRow, at: number) =>
  item.mode === 'blind' && (item.sold >= (item.supply ?? 0) || at >= item.end_at || item.listed === 0);

export async function maskedUser(db: Db, userId: number): Promise<string> {
  const u = await db
    .select({ email: users.email, mobile: users.mobile, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!u) return '***';
  if (u.email) return maskEmail(u.email);
  if (u.mobile) return maskMobile(u.mobile);
  return maskMobile(u.nickname);
}

export function createViews(db: Db, chains: readonly ChainConfig[] = []) {
  /** The mint part of an owned item's view (its latest withdrawal to a chain), or null. */
  async function mintView(itemId: number): Promise<NftOwned['mint']> {
    const row = await db.select().from(nftMints).where(eq(nftMints.item_id, itemId)).orderBy(desc(nftMints.id)).limit(1).get();
    if (!row) return null;
    const chain = chains.find((c) => c.chainId === row.chain_id);
    return {
      status: row.status,
      to: row.to_address,
      chain_id: row.chain_id,
      contract: row.contract,
      tx_hash: row.status === 'recorded' ? null : row.tx_hash,
      explorer_url: chain && row.status === 'minted' ? tokenExplorerUrl(chain, row.contract, row.token_id) : null,
      reason: row.reason,
    };
  }

  const artistById = async (id: number) => (await db.select().from(nftArtists).where(eq(nftArtists.id, id)).get()) ?? null;
  const itemById = async (id: number) => (await db.select().from(nftItems).where(eq(nftItems.id, id)).get()) ?? null;

  /** The highest bid of the item's current listing, or null. */
  async function highestBid(item: ItemRow) {
    return (
      (await db
        .select()
        .from(nftBids)
        .where(and(eq(nftBids.item_id, item.id), eq(nftBids.listing, item.listing)))
        .orderBy(desc(nftBids.id))
        .limit(1)
        .get()) ?? null
    );
  }

  /** What the item costs now: the fixed price, a box's price, or the auction's highest bid (the start price before any). */
  async function currentPrice(item: ItemRow): Promise<string> {
    if (item.mode !== 'auction') return item.price;
    return (await highestBid(item))?.price ?? item.price;
  }

  const favouritesOf = async (itemId: number) =>
    (await db.select({ n: count() }).from(nftFavourites).where(eq(nftFavourites.item_id, itemId)).get())?.n ?? 0;

  async function card(item: ItemRow, at = now(), known?: ArtistRow | null): Promise<NftCard> {
    const artist = known ?? (await artistById(item.artist_id));
    return {
      id: item.id,
      code: item.code,
      name: item.name,
      media_type: item.media_type,
      media_url: item.media_url,
      poster_url: item.poster_url,
      artist: { id: artist?.id ?? item.artist_id, name: artist?.name ?? '', avatar_url: artist?.avatar_url ?? '' },
      mode: item.mode,
      price: await currentPrice(item),
      currency: 'USDT',
      start_at: item.start_at,
      end_at: item.end_at,
      state: stateOf(item, at),
      resale: item.resale === 1,
      favourites: await favouritesOf(item.id),
    };
  }

  async function auctionOf(item: ItemRow): Promise<NftAuction | null> {
    if (item.mode !== 'auction') return null;
    const top = await highestBid(item);
    const bids = (
      await db
        .select({ n: count() })
        .from(nftBids)
        .where(and(eq(nftBids.item_id, item.id), eq(nftBids.listing, item.listing)))
        .get()
    )?.n;
    const minRaise = item.min_raise ?? '0';
    return {
      min_raise: minRaise,
      margin: item.margin ?? '0',
      start_price: item.price,
      highest_bid: top?.price ?? null,
      highest_bidder: top ? await maskedUser(db, top.user_id) : null,
      bids: bids ?? 0,
      next_min_bid: text(nftNextMinBid(item.price, top?.price ?? null, minRaise)),
      pay_hours: item.pay_hours,
    };
  }

  function blindOf(item: ItemRow, at: number): NftBlind | null {
    if (item.mode !== 'blind') return null;
    const prizes = prizesOf(item);
    const odds = prizeOdds(prizes);
    return {
      supply: item.supply ?? 0,
      sold: item.sold,
      commitment: item.commitment ?? '',
      seed: seedRevealed(item, at) ? item.seed : null,
      prizes: prizes.map(
        (p, index): NftPrize => ({
          index,
          name: p.name,
          media_type: p.media_type,
          media_url: p.media_url,
          poster_url: p.poster_url,
          weight: p.weight,
          odds: odds[index] ?? '0.00',
        }),
      ),
    };
  }

  async function detail(item: ItemRow, userId: number | null, at = now()): Promise<NftItem> {
    const favourite =
      userId !== null &&
      Boolean(
        await db
          .select({ n: nftFavourites.item_id })
          .from(nftFavourites)
          .where(and(eq(nftFavourites.user_id, userId), eq(nftFavourites.item_id, item.id)))
          .get(),
      );
    return {
      ...(await card(item, at)),
      description: item.description,
      owner: item.owner_id === null ? null : await maskedUser(db, item.owner_id),
      mine: userId !== null && item.owner_id === userId,
      favourite,
      token_id: item.token_id,
      auction: await auctionOf(item),
      blind: blindOf(item, at),
    };
  }

  async function artistView(a: ArtistRow) {
    const works = (await db.select({ n: count() }).from(nftItems).where(eq(nftItems.artist_id, a.id)).get())?.n ?? 0;
    return { id: a.id, name: a.name, avatar_url: a.avatar_url, bio: a.bio, works };
  }

  async function orderView(o: OrderRow, lang: string, known?: ItemRow | null): Promise<NftOrder> {
    const item = known ?? (await itemById(o.item_id));
    const deposit = o.deposit_id === null ? null : ((await findDeposit(db, o.deposit_id)) ?? null);
    const vars = o.message_vars ? (JSON.parse(o.message_vars) as Record<string, string | number>) : {};
    return {
      id: o.id,
      item_id: o.item_id,
      kind: o.kind,
      name: item?.name ?? '',
      code: item?.code ?? '',
      media_type: item?.media_type ?? 'image',
      media_url: item?.media_url ?? '',
      poster_url: item?.poster_url ?? null,
      amount: o.amount,
      currency: 'USDT',
      status: o.status,
      deadline: o.deadline,
      pay_type: o.pay_type,
      chain_id: o.chain_id,
      tx_hash: o.tx_hash,
      confirmations: deposit ? deposit.confirmations : null,
      paid_amount: o.paid_amount,
      message: o.message ? translate(lang, `nftMessages.${o.message}`, vars) : null,
      read: o.read === 1,
      created_at: o.created_at,
      paid_at: o.paid_at,
    };
  }

  async function boxView(b: BoxRow, known?: ItemRow | null): Promise<NftBox> {
    const series = known ?? (await itemById(b.series_id));
    return {
      id: b.id,
      series_id: b.series_id,
      code: b.code,
      name: series?.name ?? '',
      price: b.price,
      opened: b.opened_at !== null,
      item_id: b.item_id,
      prize_index: b.prize_index,
      draw_hmac: b.draw_hmac,
      created_at: b.created_at,
    };
  }

  /** An item the caller owns, with its withdrawal to a chain when there is one. */
  async function ownedView(item: ItemRow, at = now()): Promise<NftOwned> {
    return { ...(await card(item, at)), listed: item.listed === 1, token_id: item.token_id, mint: await mintView(item.id) };
  }

  const itemsByIds = async (ids: number[]) => (ids.length ? await db.select().from(nftItems).where(inArray(nftItems.id, ids)).all() : []);

  return {
    artistById,
    itemById,
    itemsByIds,
    highestBid,
    currentPrice,
    card,
    detail,
    artistView,
    orderView,
    boxView,
    ownedView,
  };
}

export type Views = ReturnType<typeof createViews>;
