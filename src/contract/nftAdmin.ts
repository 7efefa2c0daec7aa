// NFT marketplace administration: artists, artworks and blind-box series, and the sale rates (admin
// API and `npm run admin -- nft-…`). The market's own calls are ./nft.ts.
import { z } from 'zod';
import { intString, positiveDecimal } from './common';
import { call } from './define';
import { NFT_MEDIA, NFT_MODES, nftArtist, nftFees, nftItem } from './nft';

const id = intString(1, Number.MAX_SAFE_INTEGER);
const priceField = positiveDecimal('nftErrors.price', 8);
const seconds = z.coerce.number({ message: 'nftErrors.time' }).int('nftErrors.time').min(0, 'nftErrors.time');
export const artistCreateReq = z.object({
  name: z.string().trim().min(1, 'nftErrors.name').max(40, 'nftErrors.name'),
  avatar_url: z.string().trim().min(1).max(200),
  bio: z.string().trim().max(500).default(''),
});
export const itemCreateReq = z.object({
  artist_id: id,
  name: z.string().trim().min(1, 'nftErrors.name').max(60, 'nftErrors.name'),
  description: z.string().trim().max(1000).default(''),
  media_type: z.enum(NFT_MEDIA).default('image'),
  media_url: z.string().trim().min(1).max(200),
  poster_url: z.string().trim().max(200).optional(),
  mode: z.enum(NFT_MODES),
  price: priceField,
  start_at: seconds,
  end_at: seconds,
  min_raise: positiveDecimal('nftErrors.minRaise', 8).optional(),
  margin: positiveDecimal('nftErrors.margin', 8).optional(),
  /** Blind series: the number of boxes and the prizes as JSON [{name, media_url, media_type?, poster_url?, weight}]. */
  supply: intString(1, 100000).optional(),
  prizes: z.string().max(20000).optional(),
});

export const nftAdminCalls = {
  adminNftArtistCreate: call('POST', 'admin/nft/artist/create', 'admin', artistCreateReq, nftArtist),
  adminNftItemCreate: call('POST', 'admin/nft/item/create', 'admin', itemCreateReq, nftItem),
  adminNftItems: call('GET', 'admin/nft/items', 'admin', z.object({}), z.array(nftItem)),
  /** Sets the platform fee or royalty rate (fractions, below 0.5 together). */
  adminNftFees: call('POST', 'admin/nft/fees', 'admin', nftFees.partial(), nftFees),
};
