// The marketplace a new demo database starts with, placed around the seed time: 3 artists, 4 artworks at
// a fixed price (one a video), 3 auctions ending in 3 to 5 days, 1 sale starting in 2 days, 1 auction
// that ended without bids, and a blind series of 20 boxes with 4 prizes (weights 50/30/15/5). The media
// ship with the app (public/nft/…). Written once; an operator's changes stay. Production mode starts
// clean (issue 29): only the operator's settings; artists and items exist once the operator creates
// them (admin/nft/artist/create, admin/nft/item/create, `npm run admin -- nft-…`).
import { sql } from 'drizzle-orm';
import { type Db, now } from '../../core/db';
import type { ServerOptions } from '../../core/options';
import { createArtist, createItem, type ItemInput } from './catalog';
import { seedNftSettings } from './params';
import { type ArtistRow, nftArtists } from './schema';

const DAY = 86_400;
const art = (slug: string) => `/nft/art/${slug}.svg`;

const ARTISTS = [
  { name: 'Mira Solberg', avatar_url: '/nft/artists/1.svg', bio: 'Paints northern light and cold seas in flat, quiet colour fields.' },
  {
    name: 'Tomas Reyes',
    avatar_url: '/nft/artists/2.svg',
    bio: 'Geometric studies of rock, fire and ice; every piece is drawn by hand in vectors.',
  },
  { name: 'Lena Okafor', avatar_url: '/nft/artists/3.svg', bio: 'Slow loops and botanical forms: kelp forests, juniper, drifting light.' },
];

type Base = Omit<ItemInput, 'artist_id' | 'description' | 'media_type'> & {
  artist: number;
  description: string;
  media_type?: 'image' | 'video';
};

const items = (t: number): Base[] => [
  {
    artist: 0,
    name: 'Aurora',
    description: 'Green light over a sleeping fjord.',
    media_url: art('aurora'),
    mode: 'fixed',
    price: '120',
    start_at: t - DAY,
    end_at: t + 180 * DAY,
  },
  {
    artist: 1,
    name: 'Basalt',
    description: 'Columns of cooled lava, seen from above.',
    media_url: art('basalt'),
    mode: 'fixed',
    price: '85',
    start_at: t - DAY,
    end_at: t + 180 * DAY,
  },
  {
    artist: 1,
    name: 'Cinder',
    description: 'The last glow of a fire at dawn.',
    media_url: art('cinder'),
    mode: 'fixed',
    price: '64.5',
    start_at: t - DAY,
    end_at: t + 180 * DAY,
  },
  {
    artist: 2,
    name: 'Tide',
    description: 'A looping tide rolling over the sand (video).',
    media_type: 'video',
    media_url: '/nft/video/tide.webm',
    poster_url: '/nft/video/tide.svg',
    mode: 'fixed',
    price: '150',
    start_at: t - DAY,
    end_at: t + 180 * DAY,
  },
  {
    artist: 0,
    name: 'Drift',
    description: 'Snow drifting across an empty road.',
    media_url: art('drift'),
    mode: 'auction',
    price: '50',
    min_raise: '5',
    margin: '20',
    start_at: t - DAY,
    end_at: t + 3 * DAY,
  },
  {
    artist: 1,
    name: 'Ember',
    description: 'A single ember, glowing in the dark.',
    media_url: art('ember'),
    mode: 'auction',
    price: '80',
    min_raise: '10',
    margin: '30',
    start_at: t - DAY,
    end_at: t + 4 * DAY,
  },
  {
    artist: 2,
    name: 'Fjord',
    description: 'Deep water between steep walls.',
    media_url: art('fjord'),
    mode: 'auction',
    price: '100',
    min_raise: '10',
    margin: '40',
    start_at: t - DAY,
    end_at: t + 5 * DAY,
  },
  {
    artist: 0,
    name: 'Glacier',
    description: 'Blue ice, centuries old. On sale soon.',
    media_url: art('glacier'),
    mode: 'fixed',
    price: '200',
    start_at: t + 2 * DAY,
    end_at: t + 60 * DAY,
  },
  {
    artist: 2,
    name: 'Halo',
    description: 'A ring of light around the winter moon. This auction has ended.',
    media_url: art('halo'),
    mode: 'auction',
    price: '60',
    min_raise: '5',
    margin: '20',
    start_at: t - 10 * DAY,
    end_at: t - DAY,
  },
  {
    artist: 2,
    name: 'Seasons blind box',
    description: 'Twenty boxes; each opens to one of four artworks by the published odds.',
    media_url: art('iris'),
    mode: 'blind',
    price: '25',
    start_at: t - DAY,
    end_at: t + 30 * DAY,
    supply: 20,
    prizes: JSON.stringify([
      { name: 'Iris', media_url: art('iris'), weight: 50 },
      { name: 'Juniper', media_url: art('juniper'), weight: 30 },
      { name: 'Kelp', media_url: art('kelp'), weight: 15 },
      { name: 'Lumen', media_url: art('lumen'), weight: 5 },
    ]),
  },
];

export async function seedNft(db: Db, options: Pick<ServerOptions, 'mode'>): Promise<void> {
  await seedNftSettings(db);
  if (options.mode !== 'demo') return;
  const count = (await db.select({ n: sql<number>`count(*)` }).from(nftArtists).get())?.n ?? 0;
  if (count > 0) return;
  const artists: ArtistRow[] = [];
  for (const a of ARTISTS) artists.push(await createArtist(db, a));
  const t = now();
  for (const { artist, media_type, ...item } of items(t))
    await createItem(db, { ...item, media_type: media_type ?? 'image', artist_id: artists[artist]?.id ?? 1 });
}
