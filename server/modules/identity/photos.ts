// The private store of identity photos: DATA_DIR/private/kyc (mode 700, files 600), beside — never
// under — the public upload folder that /uploads/ serves. Files are named by a random id, nothing lists
// them, and one is read back only for its owner or the admin (as a data URL inside the envelope).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PhotoReply } from '../../../src/contract/identity';
import type { PhotoSide } from '../../../src/shared/identity/rules';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { readImageUpload } from '../account/upload';
import { type PhotoRow, photos, submissions } from './schema';

const MIME = { jpg: 'image/jpeg', png: 'image/png', jp2: 'image/jp2' } as const;

/** The folder of identity photos under a data folder. */
export const privateKycDir = (dataDir: string) => path.join(dataDir, 'private', 'kyc');

export function createPhotoStore(db: Db, dataDir: string) {
  const dir = privateKycDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(dir), 0o700);
  fs.chmodSync(dir, 0o700);

  /** Photos of this side the user uploaded but never submitted: a new upload replaces them. */
  async function unsubmitted(userId: number, side: PhotoSide): Promise<PhotoRow[]> {
    const mine = await db
      .select()
      .from(photos)
      .where(and(eq(photos.user_id, userId), eq(photos.side, side)))
      .all();
    const left: PhotoRow[] = [];
    for (const p of mine) if (!(await isSubmitted(p.id))) left.push(p);
    return left;
  }

  async function isSubmitted(id: string): Promise<boolean> {
    const used = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(or(eq(submissions.front_photo, id), eq(submissions.back_photo, id), eq(submissions.hand_photo, id)))
      .get();
    return Boolean(used);
  }

  /** Stores a new photo for the user; an earlier unsubmitted photo of the same side goes. */
  async function save(userId: number, side: PhotoSide, request: FastifyRequest): Promise<{ id: string; side: PhotoSide }> {
    const { data, kind } = await readImageUpload(request);
    const id = randomBytes(16).toString('hex');
    const file = `${id}.${kind}`;
    await fs.promises.writeFile(path.join(dir, file), data, { mode: 0o600 });
    const replaced = await db.transaction(async () => {
      const old = await unsubmitted(userId, side);
      for (const p of old) await db.delete(photos).where(eq(photos.id, p.id)).run();
      await db.insert(photos).values({ id, user_id: userId, side, mime: MIME[kind], file, bytes: data.length, created_at: now() }).run();
      return old;
    });
    for (const p of replaced) await fs.promises.rm(path.join(dir, p.file), { force: true });
    return { id, side };
  }

  async function byId(id: string): Promise<PhotoRow | null> {
    return (await db.select().from(photos).where(eq(photos.id, id)).get()) ?? null;
  }

  /** The photo for a reader: the owner (`ownerId`) or the admin (null). Anyone else finds nothing (404). */
  async function read(id: string, ownerId: number | null): Promise<PhotoReply> {
    const row = await byId(id);
    if (!row || (ownerId !== null && row.user_id !== ownerId)) throw new ApiFailure('errors.notFound', {}, { status: 404 });
    let data: Buffer;
    try {
      data = fs.readFileSync(path.join(dir, row.file));
    } catch {
      throw new ApiFailure('errors.notFound', {}, { status: 404 });
    }
    return { id: row.id, side: row.side, mime: row.mime, data: `data:${row.mime};base64,${data.toString('base64')}` };
  }

  return { save, byId, read, dir };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
