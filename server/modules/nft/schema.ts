// The NFT marketplace's tables, column for column as migrations.ts creates them.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  NFT_MARGIN_STATES,
  NFT_MEDIA,
  NFT_MINT_STATES,
  NFT_MODES,
  NFT_ORDER_KINDS,
  NFT_ORDER_STATES,
  NFT_PAY_TYPES,
} from '../../../src/contract/nft';

export const nftArtists = sqliteTable('nft_artists', {
  id: integer('id').primaryKey(),
  user_id: integer('user_id').notNull().unique(),
  name: text('name').notNull(),
  avatar_url: text('avatar_url').notNull(),
  bio: text('bio').notNull().default(''),
  created_at: integer('created_at').notNull(),
});
export type ArtistRow = typeof nftArtists.$inferSelect;

export const nftItems = sqliteTable(
  'nft_items',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    media_type: text('media_type', { enum: NFT_MEDIA }).notNull(),
    media_url: text('media_url').notNull(),
    poster_url: text('poster_url'),
    artist_id: integer('artist_id').notNull(),
    mode: text('mode', { enum: NFT_MODES }).notNull(),
    price: text('price').notNull(),
    start_at: integer('start_at').notNull(),
    end_at: integer('end_at').notNull(),
    /** NULL while the artist holds it. */
    owner_id: integer('owner_id'),
    /** On the market (first sale, or listed for resale by its owner). */
    listed: integer('listed').notNull().default(1),
    /** The order the item is held for (a wallet purchase, an auction's winner), or NULL; see state.ts. */
    reserved_order: integer('reserved_order'),
    resale: integer('resale').notNull().default(0),
    /** The listing number: 1 for the first sale, +1 per resale. */
    listing: integer('listing').notNull().default(1),
    min_raise: text('min_raise'),
    margin: text('margin'),
    pay_hours: integer('pay_hours').notNull().default(24),
    supply: integer('supply'),
    sold: integer('sold').notNull().default(0),
    seed: text('seed'),
    commitment: text('commitment'),
    /** JSON [{name, media_type, media_url, poster_url, weight}] for a blind series. */
    prizes: text('prizes'),
    /** Withdrawn to a chain: no longer tradable in the app. */
    locked: integer('locked').notNull().default(0),
    token_id: text('token_id'),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('nft_items_owner').on(t.owner_id), index('nft_items_artist').on(t.artist_id)],
);
export type ItemRow = typeof nftItems.$inferSelect;

export const nftBids = sqliteTable(
  'nft_bids',
  {
    id: integer('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    listing: integer('listing').notNull(),
    user_id: integer('user_id').notNull(),
    price: text('price').notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('nft_bids_item').on(t.item_id, t.listing, t.id), index('nft_bids_user').on(t.user_id, t.item_id)],
);
export type BidRow = typeof nftBids.$inferSelect;

export const nftMargins = sqliteTable(
  'nft_margins',
  {
    id: integer('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    listing: integer('listing').notNull(),
    user_id: integer('user_id').notNull(),
    amount: text('amount').notNull(),
    state: text('state', { enum: NFT_MARGIN_STATES }).notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('nft_margins_item_listing_user_id_unique').on(t.item_id, t.listing, t.user_id)],
);
export type MarginRow = typeof nftMargins.$inferSelect;

export const nftOrders = sqliteTable(
  'nft_orders',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    item_id: integer('item_id').notNull(),
    listing: integer('listing').notNull(),
    kind: text('kind', { enum: NFT_ORDER_KINDS }).notNull(),
    /** Who receives the sale: the artist's account on a first sale, the owner on a resale. */
    seller_id: integer('seller_id').notNull(),
    resale: integer('resale').notNull(),
    amount: text('amount').notNull(),
    status: text('status', { enum: NFT_ORDER_STATES }).notNull(),
    deadline: integer('deadline'),
    pay_type: text('pay_type', { enum: NFT_PAY_TYPES }),
    chain_id: integer('chain_id'),
    tx_hash: text('tx_hash').unique(),
    deposit_id: integer('deposit_id'),
    paid_amount: text('paid_amount'),
    /** The platform fee and the artist's royalty taken when paid (nftSaleSplit at that time). */
    fee: text('fee'),
    royalty: text('royalty'),
    box_id: integer('box_id'),
    /** The message's key under nftMessages, and its variables (JSON), rendered in the caller's language. */
    message: text('message'),
    message_vars: text('message_vars'),
    read: integer('read').notNull().default(1),
    created_at: integer('created_at').notNull(),
    paid_at: integer('paid_at'),
  },
  (t) => [
    index('nft_orders_user').on(t.user_id, t.id),
    index('nft_orders_item').on(t.item_id, t.status),
    index('nft_orders_deposit').on(t.deposit_id),
  ],
);
export type OrderRow = typeof nftOrders.$inferSelect;

export const nftBoxes = sqliteTable(
  'nft_boxes',
  {
    id: integer('id').primaryKey(),
    series_id: integer('series_id').notNull(),
    user_id: integer('user_id').notNull(),
    number: integer('number').notNull(),
    code: text('code').notNull().unique(),
    price: text('price').notNull(),
    item_id: integer('item_id'),
    prize_index: integer('prize_index'),
    draw_hmac: text('draw_hmac'),
    created_at: integer('created_at').notNull(),
    opened_at: integer('opened_at'),
  },
  (t) => [index('nft_boxes_user').on(t.user_id, t.id), uniqueIndex('nft_boxes_series_id_number_unique').on(t.series_id, t.number)],
);
export type BoxRow = typeof nftBoxes.$inferSelect;

export const nftFavourites = sqliteTable(
  'nft_favourites',
  {
    user_id: integer('user_id').notNull(),
    item_id: integer('item_id').notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.item_id] }), index('nft_favourites_item').on(t.item_id)],
);

/** Withdrawals to the chain (mint.ts): recorded before the mint is signed and sent. */
export const nftMints = sqliteTable('nft_mints', {
  id: integer('id').primaryKey(),
  item_id: integer('item_id').notNull(),
  user_id: integer('user_id').notNull(),
  token_id: text('token_id').notNull(),
  to_address: text('to_address').notNull(),
  chain_id: integer('chain_id').notNull(),
  contract: text('contract').notNull(),
  status: text('status', { enum: NFT_MINT_STATES }).notNull(),
  from_address: text('from_address'),
  nonce: integer('nonce'),
  raw_tx: text('raw_tx'),
  tx_hash: text('tx_hash'),
  block_number: integer('block_number'),
  confirmations: integer('confirmations').notNull().default(0),
  reason: text('reason'),
  created_at: integer('created_at').notNull(),
  updated_at: integer('updated_at').notNull(),
});
export type MintRow = typeof nftMints.$inferSelect;
