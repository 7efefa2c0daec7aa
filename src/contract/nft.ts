// NFT marketplace (/pages/nft/*, calls under bind_box/): artworks by artists, sold at a fixed price, by
// auction or in blind boxes, resold by their owners, paid from the funding balance or straight from the
// connected wallet, and withdrawn to the owner's wallet as an ERC-721 token. The rules are AREAS.md's
// "NFT marketplace"; the money formulas are src/shared/nft/fees.ts, the blind-box draw
// src/shared/nft/draw.ts, used by the pages' previews and by the server alike.
import { z } from 'zod';
import { decimalString, intString, page, paged, positiveDecimal } from './common';
import { call } from './define';

export const NFT_MODES = ['fixed', 'auction', 'blind'] as const;
/** A listing's state: before its start, on sale, reserved (held for a buyer's payment), or ended (sold, closed, sold out, past its end). */
export const NFT_STATES = ['upcoming', 'on_sale', 'reserved', 'ended'] as const;
export const NFT_MEDIA = ['image', 'video'] as const;
/** An order: awaiting payment until `deadline` (a won auction, a wallet purchase), paid, expired, or forfeited (margin to the seller). */
export const NFT_ORDER_STATES = ['awaiting_payment', 'paid', 'expired', 'forfeited'] as const;
export const NFT_ORDER_KINDS = ['buy', 'auction', 'box'] as const;
export const NFT_PAY_TYPES = ['balance', 'wallet'] as const;
/** A bidder's margin on an auction: frozen while it runs, returned (lost, or paid win), forfeited (unpaid win). */
export const NFT_MARGIN_STATES = ['frozen', 'returned', 'forfeited'] as const;
/** An NFT withdrawn to the chain: recorded, sent (transaction known), minted (confirmed), failed (reason; may retry). */
export const NFT_MINT_STATES = ['recorded', 'sent', 'minted', 'failed'] as const;

const id = intString(1, Number.MAX_SAFE_INTEGER);
const itemId = z.coerce
  .number({ message: 'nftErrors.item' })
  .int('nftErrors.item')
  .min(1, 'nftErrors.item')
  .max(Number.MAX_SAFE_INTEGER, 'nftErrors.item');
const orderId = z.coerce
  .number({ message: 'nftErrors.order' })
  .int('nftErrors.order')
  .min(1, 'nftErrors.order')
  .max(Number.MAX_SAFE_INTEGER, 'nftErrors.order');

export const nftArtist = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Served by the app's origin (e.g. /nft/artists/1.svg). */
  avatar_url: z.string(),
  bio: z.string(),
  /** Artworks by the artist on the market (any state). */
  works: z.number().int(),
});

/** One prize of a blind-box series: what a box may reveal, with its published odds. */
export const nftPrize = z.object({
  /** Position in the published list (the draw walks the list in this order). */
  index: z.number().int(),
  name: z.string(),
  media_type: z.enum(NFT_MEDIA),
  media_url: z.string(),
  poster_url: z.string().nullable(),
  /** Weight of the prize; its odds are weight / sum of weights. */
  weight: z.number().int(),
  /** The odds as a percentage string with 2 decimals (weight / total × 100), as published. */
  odds: decimalString,
});

/** An artwork (a unique NFT), or a blind-box series (mode "blind"), as a card in a list. */
export const nftCard = z.object({
  id: z.number().int(),
  /** A short code shown on the card (e.g. KST-0007); a series' boxes are its code with a number. */
  code: z.string(),
  name: z.string(),
  media_type: z.enum(NFT_MEDIA),
  media_url: z.string(),
  /** A still image for a video (and for lists), or null for an image. */
  poster_url: z.string().nullable(),
  artist: nftArtist.pick({ id: true, name: true, avatar_url: true }),
  mode: z.enum(NFT_MODES),
  /** Fixed price, the auction's current price (starting price before any bid), or the price of one box. */
  price: decimalString,
  currency: z.literal('USDT'),
  start_at: z.number().int(),
  end_at: z.number().int(),
  state: z.enum(NFT_STATES),
  /** Sold by its artist (first sale, no royalty) or resold by an owner. */
  resale: z.boolean(),
  /** Favourites count. */
  favourites: z.number().int(),
});

export const nftAuction = z.object({
  /** A bid raises the price by at least this. */
  min_raise: decimalString,
  /** USDT frozen from a bidder's funding on their first bid; returned at the end unless they win and do not pay. */
  margin: decimalString,
  /** The starting price. */
  start_price: decimalString,
  /** The highest bid so far, or null before the first bid. */
  highest_bid: decimalString.nullable(),
  /** The highest bidder, masked (e.g. "a***@mail.com"), or null. */
  highest_bidder: z.string().nullable(),
  bids: z.number().int(),
  /** The lowest bid accepted now: the starting price before any bid, else highest + min_raise. */
  next_min_bid: decimalString,
  /** Hours the winner has to pay. */
  pay_hours: z.number().int(),
});

export const nftBlind = z.object({
  /** Boxes in the series, and sold so far. */
  supply: z.number().int(),
  sold: z.number().int(),
  /** SHA-256 (hex) of the secret seed, published before the sale. */
  commitment: z.string(),
  /** The seed (hex), revealed once the series has sold out (or ended), else null. */
  seed: z.string().nullable(),
  prizes: z.array(nftPrize),
});

/** An artwork or series in full, as its detail page shows it. */
export const nftItem = nftCard.extend({
  description: z.string(),
  /** The owner, masked, or null while the artist (the platform) still holds it. */
  owner: z.string().nullable(),
  /** Whether the caller owns it (false for a guest). */
  mine: z.boolean(),
  /** Whether the caller favourited it (false for a guest). */
  favourite: z.boolean(),
  /** On chain: the ERC-721 token id once withdrawn to a wallet (the item's id), else null. */
  token_id: z.string().nullable(),
  auction: nftAuction.nullable(),
  blind: nftBlind.nullable(),
});

export const nftFees = z.object({
  /** Platform fee on every sale, a fraction (0.025 = 2.5 %). */
  platform_fee_rate: decimalString,
  /** The artist's royalty on a resale, a fraction (0.05 = 5 %); none on the artist's first sale. */
  royalty_rate: decimalString,
});

export const nftCurrencyReply = nftFees.extend({
  currency: z.literal('USDT'),
  /** Minutes a purchase paid from the wallet is held for its transfer to confirm, and how many one user may hold at once. */
  wallet_pay_minutes: z.number().int(),
  max_wallet_holds: z.number().int(),
  /** Confirmations after which a wallet payment counts. */
  confirmations: z.number().int(),
});

export const nftListReq = z.object({
  ...page,
  mode: z.enum(NFT_MODES).optional(),
  state: z.enum(NFT_STATES).optional(),
  artist_id: intString(1, Number.MAX_SAFE_INTEGER).optional(),
  /** Searches names, codes and artists' names (case-insensitive). */
  keyword: z.string().trim().max(40).optional(),
  /** Only first sales by artists, or only resales. */
  resale: z.enum(['0', '1']).optional(),
});
export const nftListReply = z.object({ ...paged(nftCard), now: z.number().int() });

export const nftBid = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  /** Masked bidder (the caller's own bids say "me": `mine`). */
  bidder: z.string(),
  mine: z.boolean(),
  price: decimalString,
  created_at: z.number().int(),
});

export const nftDetailReply = z.object({
  item: nftItem,
  /** The server's time (seconds): countdowns run from it. */
  now: z.number().int(),
  fees: nftFees,
  /** What a buy would cost and pay out now (from the shared formula): null for a blind series. */
  preview: z
    .object({
      price: decimalString,
      platform_fee: decimalString,
      royalty: decimalString,
      seller_receives: decimalString,
    })
    .nullable(),
  /** The caller's funding USDT available, and their margin frozen on this auction; null for a guest. */
  available: decimalString.nullable(),
  margin_frozen: decimalString.nullable(),
});

export const nftOrder = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  kind: z.enum(NFT_ORDER_KINDS),
  name: z.string(),
  code: z.string(),
  media_type: z.enum(NFT_MEDIA),
  media_url: z.string(),
  poster_url: z.string().nullable(),
  /** What the buyer pays (USDT). */
  amount: decimalString,
  currency: z.literal('USDT'),
  status: z.enum(NFT_ORDER_STATES),
  /** Pay by this time (unix seconds) while awaiting payment. */
  deadline: z.number().int().nullable(),
  pay_type: z.enum(NFT_PAY_TYPES).nullable(),
  /** A wallet payment: the chain, its transaction, confirmations so far, and the amount the transfer carried. */
  chain_id: z.number().int().nullable(),
  tx_hash: z.string().nullable(),
  confirmations: z.number().int().nullable(),
  paid_amount: decimalString.nullable(),
  /** The order's message to the buyer (won, paid, underpaid, late, expired, forfeited), and whether it was read. */
  message: z.string().nullable(),
  read: z.boolean(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});

/** A blind box bought: opened or not; once opened, the artwork it revealed and how the draw went. */
export const nftBox = z.object({
  id: z.number().int(),
  /** The series (an item of mode "blind") and this box's code (series code + "-" + its number). */
  series_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: decimalString,
  opened: z.boolean(),
  /** The artwork revealed (now an item the user owns), or null before opening. */
  item_id: z.number().int().nullable(),
  prize_index: z.number().int().nullable(),
  /** HMAC-SHA256(seed, code) in hex, once opened (check it once the seed is revealed). */
  draw_hmac: z.string().nullable(),
  created_at: z.number().int(),
});

export const nftOwned = nftCard.extend({
  /** Listed for resale by the caller (mode and price are the listing's), or only held. */
  listed: z.boolean(),
  token_id: z.string().nullable(),
  mint: z
    .object({
      status: z.enum(NFT_MINT_STATES),
      to: z.string(),
      chain_id: z.number().int(),
      contract: z.string(),
      tx_hash: z.string().nullable(),
      /** An explorer link to the token, when the chain has an explorer configured. */
      explorer_url: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
});

export const myNftsReply = z.object({ ...paged(nftOwned), boxes: z.array(nftBox) });

export const myBid = z.object({
  item_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  poster_url: z.string().nullable(),
  media_url: z.string(),
  /** My highest bid, the auction's highest, and whether mine leads. */
  my_bid: decimalString,
  highest_bid: decimalString,
  leading: z.boolean(),
  margin: decimalString,
  margin_state: z.enum(NFT_MARGIN_STATES),
  state: z.enum(NFT_STATES),
  end_at: z.number().int(),
  /** Won: the order to pay (or paid), else null. */
  order_id: z.number().int().nullable(),
});

const priceField = positiveDecimal('nftErrors.price', 8);

export const buyReq = z.object({
  id: itemId,
  /** The price the user saw: refused when the item's price is no longer this. */
  price: priceField,
  pay_type: z.enum(NFT_PAY_TYPES, { message: 'nftErrors.payType' }).default('balance'),
});
export const bidReq = z.object({ id: itemId, price: priceField });
export const resellReq = z.object({
  id: itemId,
  mode: z.enum(['fixed', 'auction'], { message: 'nftErrors.mode' }),
  price: priceField,
  /** Auction only: the raise, the margin, and the window (unix seconds; start defaults to now). */
  min_raise: positiveDecimal('nftErrors.minRaise', 8).optional(),
  margin: positiveDecimal('nftErrors.margin', 8).optional(),
  start_at: intString(0, Number.MAX_SAFE_INTEGER).optional(),
  end_at: intString(1, Number.MAX_SAFE_INTEGER).optional(),
});
export const payReq = z.object({
  order_id: orderId,
  pay_type: z.enum(NFT_PAY_TYPES, { message: 'nftErrors.payType' }),
  /** Wallet payments: the chain and the transaction hash of the USDT transfer the wallet sent. */
  chain_id: intString(1, Number.MAX_SAFE_INTEGER).optional(),
  tx_hash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^0x[0-9a-f]{64}$/, 'nftErrors.txHash')
    .optional(),
});

export const nftCalls = {
  /** Artworks and blind-box series on the market, newest first. */
  getBoxList: call('GET', 'bind_box/getBoxList', 'public', nftListReq, nftListReply),
  /** One artwork or series; a logged-in caller also gets what is theirs. */
  getBoxDetail: call('GET', 'bind_box/getBoxDetail', 'public', z.object({ id: itemId }), nftDetailReply),
  getArtist: call(
    'GET',
    'bind_box/getArtist',
    'public',
    z.object({ ...page, keyword: z.string().trim().max(40).optional() }),
    z.object(paged(nftArtist)),
  ),
  getArtistDetail: call(
    'GET',
    'bind_box/getArtistDetail',
    'public',
    z.object({ id }),
    z.object({ artist: nftArtist, items: z.array(nftCard), now: z.number().int() }),
  ),
  /** Adds the item to the caller's favourites, or removes it: the new state. */
  collect: call(
    'POST',
    'bind_box/collect',
    'user',
    z.object({ id: itemId }),
    z.object({ id: z.number().int(), favourite: z.boolean(), favourites: z.number().int() }),
  ),
  /** The caller's favourites. */
  getCollection: call('GET', 'bind_box/getCollection', 'user', z.object(page), z.object(paged(nftCard))),
  getNftCurrency: call('GET', 'bind_box/getNftCurrency', 'public', z.object({}), nftCurrencyReply),
  /**
   * Buys a fixed-price artwork, or one box of a blind series, at `price`. Paid from the balance: done at
   * once (one transaction, both sides). Paid from the wallet: an order held for the wallet's transfer
   * until its deadline (the item is reserved meanwhile); payNFTOrder then names the transaction.
   */
  buyNFT: call('POST', 'bind_box/buyNFT', 'user', buyReq, nftOrder),
  /** Joins an auction: freezes its margin from funding (a first bid does so too). */
  marginNFT: call(
    'POST',
    'bind_box/marginNFT',
    'user',
    z.object({ id: itemId }),
    z.object({ id: z.number().int(), margin_frozen: decimalString }),
  ),
  /** Bids `price` on an auction (at least next_min_bid; funding must cover it). */
  auctionNFT: call('POST', 'bind_box/auctionNFT', 'user', bidReq, nftBid),
  /** An auction's bids, newest first. */
  getBindBoxQuotationLog: call(
    'GET',
    'bind_box/getBindBoxQuotationLog',
    'public',
    z.object({ ...page, id: itemId }),
    z.object(paged(nftBid)),
  ),
  getMyNFTs: call('GET', 'bind_box/getMyNFTs', 'user', z.object(page), myNftsReply),
  getMyBindBoxQuotationLog: call('GET', 'bind_box/getMyBindBoxQuotationLog', 'user', z.object(page), z.object(paged(myBid))),
  openBlindBox: call('POST', 'bind_box/openBlindBox', 'user', z.object({ box_id: id }), nftBox),
  /** Lists an owned artwork for sale (fixed or auction); `cancelResell` takes it back while no one has bid. */
  resellNFT: call('POST', 'bind_box/resellNFT', 'user', resellReq, nftOwned),
  cancelResell: call('POST', 'bind_box/cancelResell', 'user', z.object({ id: itemId }), nftOwned),
  /** Orders awaiting payment, soonest deadline first. */
  getNeedPayNFTOrder: call('GET', 'bind_box/getNeedPayNFTOrder', 'user', z.object({}), z.array(nftOrder)),
  /** Every order of the caller's (bought), newest first. */
  getNFTOrders: call('GET', 'bind_box/getNFTOrders', 'user', z.object(page), z.object(paged(nftOrder))),
  readNFTOrderMessage: call('POST', 'bind_box/readNFTOrderMessage', 'user', z.object({ order_id: orderId }), nftOrder),
  /** Pays an order from the balance (at once), or names the wallet transfer that pays it (after 5 confirmations). */
  payNFTOrder: call('POST', 'bind_box/payNFTOrder', 'user', payReq, nftOrder),
  /** Withdraws an owned artwork to the caller's bound wallet as an ERC-721 token (recorded first, then minted). */
  withdrawNFT: call(
    'POST',
    'bind_box/withdrawNFT',
    'user',
    z.object({
      id: itemId,
      address: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^0x[0-9a-f]{40}$/, 'nftErrors.address'),
    }),
    nftOwned,
  ),
};

/** Journal entry kinds: a sale's legs, auction margins, and wallet payments. */
export const entryKinds = ['nft_buy', 'nft_sale', 'nft_fee', 'nft_royalty', 'nft_margin_forfeit', 'nft_box'] as const;

export type NftArtist = z.output<typeof nftArtist>;
export type NftPrize = z.output<typeof nftPrize>;
export type NftCard = z.output<typeof nftCard>;
export type NftItem = z.output<typeof nftItem>;
export type NftAuction = z.output<typeof nftAuction>;
export type NftBlind = z.output<typeof nftBlind>;
export type NftDetailReply = z.output<typeof nftDetailReply>;
export type NftBid = z.output<typeof nftBid>;
export type NftOrder = z.output<typeof nftOrder>;
export type NftBox = z.output<typeof nftBox>;
export type NftOwned = z.output<typeof nftOwned>;
export type MyBid = z.output<typeof myBid>;
export type NftCurrencyReply = z.output<typeof nftCurrencyReply>;
