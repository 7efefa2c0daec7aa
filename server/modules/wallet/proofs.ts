// The private store of fiat deposit proofs (wire and bank-card screenshots): DATA_DIR/private/proofs
// (mode 700, files 600), beside — never under — the public upload folder that /uploads/ serves, like the
// identity photos. Files are named by a random id and nothing lists them. A proof is read back only by
// its owner (wallet/proof) or the operator (admin/deposit/proof), as a data URL inside the envelope;
// where a URL is needed (the operator's deposit list), a signed URL that expires.
//
// Proofs stored by earlier versions in the public folder are moved here at start, and their deposits
// point at them by id (`migrateLegacyProofs`).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProofReply } from '../../../src/contract/wallet';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { readImageUpload } from '../account/upload';
import { fiatDeposits, fiatProofs } from './schema';

const MIME: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', jp2: 'image/jp2' };
/** How long a signed URL to a proof is good for (seconds). */
export const PROOF_URL_TTL_SEC = 15 * 60;
/** Where the signed URLs point: outside the API (no envelope: the image itself), never under /uploads/. */
export const PROOF_FILE_PATH = '/proofs/file';

const privateDir = (dataDir: string) => path.join(dataDir, 'private');
export const privateProofDir = (dataDir: string) => path.join(privateDir(dataDir), 'proofs');

/** The key signed URLs are made with: random, kept in the private folder (600), made once. */
function urlKey(dataDir: string): Buffer {
  const file = path.join(privateDir(dataDir), 'url-key');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32), { mode: 0o600, flag: 'wx' });
  return fs.readFileSync(file);
}

export function createProofStore(db: Db, dataDir: string) {
  const dir = privateProofDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(privateDir(dataDir), 0o700);
  fs.chmodSync(dir, 0o700);
  const key = urlKey(dataDir);
  const sign = (id: string, expires: number) => createHmac('sha256', key).update(`proof:${id}:${expires}`).digest('hex');

  /** Stores a new proof of the user's (a whole JPG, JPEG 2000 or PNG, at most 5 MB): its id. */
  async function save(userId: number, request: FastifyRequest): Promise<{ id: string }> {
    const { data, kind } = await readImageUpload(request);
    const id = randomBytes(16).toString('hex');
    const file = `${id}.${kind}`;
    await fs.promises.writeFile(path.join(dir, file), data, { mode: 0o600 });
    await db.insert(fiatProofs).values({ id, user_id: userId, mime: MIME[kind], file, bytes: data.length, created_at: now() }).run();
    return { id };
  }

  const byId = async (id: string) => (await db.select().from(fiatProofs).where(eq(fiatProofs.id, id)).get()) ?? null;

  /** The proof's bytes for a reader: the owner (`ownerId`) or the operator (null); anyone else finds nothing (404). */
  async function file(id: string, ownerId: number | null): Promise<{ mime: string; data: Buffer }> {
    const row = await byId(id);
    if (!row || (ownerId !== null && row.user_id !== ownerId)) throw new ApiFailure('errors.notFound', {}, { status: 404 });
    try {
      return { mime: row.mime, data: fs.readFileSync(path.join(dir, row.file)) };
    } catch {
      throw new ApiFailure('errors.notFound', {}, { status: 404 });
    }
  }

  /** As a data URL inside the envelope. */
  async function read(id: string, ownerId: number | null): Promise<ProofReply> {
    const { mime, data } = await file(id, ownerId);
    return { id, mime, data: `data:${mime};base64,${data.toString('base64')}` };
  }

  /** A URL to the proof that works without a session until it expires (PROOF_URL_TTL_SEC). */
  function signedUrl(id: string): string {
    const expires = now() + PROOF_URL_TTL_SEC;
    return `${PROOF_FILE_PATH}?${new URLSearchParams({ id, expires: String(expires), sig: sign(id, expires) })}`;
  }

  /** The bytes a signed URL names, or null when it is forged, altered or expired. */
  async function bySignedUrl(query: Record<string, unknown>): Promise<{ mime: string; data: Buffer } | null> {
    const { id, expires, sig } = query;
    if (typeof id !== 'string' || typeof sig !== 'string' || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
    if (!/^[0-9a-f]{32}$/.test(id) || !/^[0-9a-f]{64}$/.test(sig) || Number(expires) < now()) return null;
    const expected = Buffer.from(sign(id, Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return null;
    try {
      return await file(id, null);
    } catch {
      return null;
    }
  }

  /** The raw image behind a signed URL (for an <img> or a link); 404 for anything else. Never cached by others. */
  function registerFileRoute(app: FastifyInstance): void {
    app.get(PROOF_FILE_PATH, async (request, reply) => {
      const found = await bySignedUrl((request.query ?? {}) as Record<string, unknown>);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      if (!found) return reply.code(404).type('text/plain').send('Not found');
      return reply.type(found.mime).send(found.data);
    });
  }

  return { save, byId, read, signedUrl, registerFileRoute, dir };
}
export type ProofStore = ReturnType<typeof createProofStore>;

/**
 * Moves proofs of earlier versions out of the public upload folder: each deposit whose screenshot is a
 * `/uploads/…` path gets a private proof (the file moved; a missing one leaves a proof that reads as
 * not found) and names it by id. Runs at every start; does nothing once done.
 */
export async function migrateLegacyProofs(db: Db, dataDir: string): Promise<number> {
  const legacy = await db.select().from(fiatDeposits).where(like(fiatDeposits.screenshot, '/uploads/%')).all();
  if (!legacy.length) return 0;
  const dir = privateProofDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const screenshot of new Set(legacy.map((d) => d.screenshot))) {
    const owner = legacy.find((d) => d.screenshot === screenshot) as (typeof legacy)[number];
    const id = randomBytes(16).toString('hex');
    const name = path.basename(screenshot);
    const ext = path.extname(name).slice(1).toLowerCase();
    const from = path.join(dataDir, 'uploads', name);
    const file = `${id}.${ext || 'bin'}`;
    const found = fs.existsSync(from);
    // Copied first, then recorded, then the public copy goes: a crash in between leaves it readable by no one else.
    if (found) fs.copyFileSync(from, path.join(dir, file));
    if (found) fs.chmodSync(path.join(dir, file), 0o600);
    await db.transaction(async () => {
      await db
        .insert(fiatProofs)
        .values({
          id,
          user_id: owner.user_id,
          mime: MIME[ext] ?? 'application/octet-stream',
          file,
          bytes: found ? fs.statSync(from).size : 0,
          created_at: owner.created_at,
        })
        .run();
      await db.update(fiatDeposits).set({ screenshot: id }).where(eq(fiatDeposits.screenshot, screenshot)).run();
    });
    if (found) fs.rmSync(from);
  }
  return legacy.length;
}
