// Creating artists and items (the admin's calls and the seed share it): an artist is a user account of
// its own (no password: nobody signs in as it) that receives first sales and royalties; an item gets
// the next code (KST-0001…); a blind series gets a random 32-byte seed, kept secret, and its
// commitment (SHA-256) published from the start.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { artistCreateReq, itemCreateReq } from '../../../src/contract/nftAdmin';
import { dec } from '../../../src/shared/lib/decimal';
import { seedCommitment } from '../../../src/shared/nft/draw';
import { type Db, now } from '../../core/db';
import { text } from '../../core/ledger';
import { users } from '../../core/schema';
import { createUser } from '../../core/users';
import { fail, notFound, payHours } from './params';
import { type ArtistRow, type ItemRow, nftArtists, nftItems } from './schema';
import type { StoredPrize } from './views';
import { takeTurn } from '../../core/turns';

export type ArtistInput = z.output<typeof artistCreateReq>;
export type ItemInput = z.output<typeof itemCreateReq>;

export async function createArtist(db: Db, input: ArtistInput): Promise<ArtistRow> {
  return await db.transaction(async () => {
    const user = await createUser(db, { password_hash: null, account_type: 'real' });
    await db.update(users).set({ nickname: input.name }).where(eq(users.id, user.id)).run();
    return await db
      .insert(nftArtists)
      .values({ user_id: user.id, name: input.name, avatar_url: input.avatar_url, bio: input.bio, created_at: now() })
      .returning()
      .get();
  });
}

/** The prizes of a series from the admin's JSON, checked: a name, a media URL and a whole weight ≥ 1 each. */
export function parsePrizes(json: string | undefined): StoredPrize[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    throw fail('prizes', 'prizes');
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100) throw fail('prizes', 'prizes');
  return raw.map((p: Record<string, unknown>) => {
    const weight = Number(p?.weight);
    if (typeof p?.name !== 'string' || !p.name.trim() || typeof p.media_url !== 'string' || !p.media_url.trim())
      throw fail('prizes', 'prizes');
    if (!Number.isInteger(weight) || weight < 1 || weight > 1_000_000) throw fail('prizes', 'prizes');
    return {
      name: p.name.trim().slice(0, 60),
      media_type: p.media_type === 'video' ? 'video' : 'image',
      media_url: p.media_url.trim(),
      poster_url: typeof p.poster_url === 'string' && p.poster_url.trim() ? p.poster_url.trim() : null,
      weight,
    };
  });
}

export async function createItem(db: Db, input: ItemInput): Promise<ItemRow> {
  if (input.end_at <= input.start_at) throw fail('endAt', 'end_at');
  if (input.mode === 'auction' && !input.min_raise) throw fail('minRaise', 'min_raise');
  if (input.mode === 'auction' && !input.margin) throw fail('margin', 'margin');
  if (input.mode === 'blind' && !input.supply) throw fail('supply', 'supply');
  const prizes = input.mode === 'blind' ? parsePrizes(input.prizes) : null;
  const seed = input.mode === 'blind' ? randomBytes(32).toString('hex') : null;
  const commitment = seed ? await seedCommitment(seed) : null;
  return await db.transaction(async () => {
    if (!(await db.select().from(nftArtists).where(eq(nftArtists.id, input.artist_id)).get())) throw notFound('artist', 'artist_id');
    // One new item at a time where many write at once (PostgreSQL): the next id (and its code) is read, then taken.
    await takeTurn(db, 'newNftItem');
    const id =
      ((
        await db
          .select({ max: sql<number | null>`max(${nftItems.id})` })
          .from(nftItems)
          .get()
      )?.max ?? 0) + 1;
    return await db
      .insert(nftItems)
      .values({
        id,
        code: `KST-${String(id).padStart(4, '0')}`,
        name: input.name,
        description: input.description,
        media_type: input.media_type,
        media_url: input.media_url,
        poster_url: input.poster_url || null,
        artist_id: input.artist_id,
        mode: input.mode,
        price: text(dec(input.price)),
        start_at: input.start_at,
        end_at: input.end_at,
        min_raise: input.mode === 'auction' ? text(dec(input.min_raise ?? '0')) : null,
        margin: input.mode === 'auction' ? text(dec(input.margin ?? '0')) : null,
        pay_hours: await payHours(db),
        supply: input.mode === 'blind' ? (input.supply ?? null) : null,
        seed,
        commitment,
        prizes: prizes ? JSON.stringify(prizes) : null,
        created_at: now(),
      })
      .returning()
      .get();
  });
}
