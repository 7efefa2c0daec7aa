// Steps the identity tests share: a real user with both contacts bound, a valid level 1, photo uploads,
// the admin's calls, and a look at the tables.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../server/core/schema';
import { jpegImage, pngImage } from '../../fixtures';
import { get, post, type TestServer } from '../helpers';
import { freshEmail, raw, registerEmail, type TokenReply } from '../support';

export const ADMIN_TOKEN = 'test-admin-token';

let mobiles = 0;
/** A fresh mobile number (the users table keeps them unique). */
export function freshMobile(): string {
  mobiles += 1;
  return `139${String(Date.now() % 1e6).padStart(6, '0')}${String(mobiles % 100).padStart(2, '0')}`;
}

/** A real user registered by email; `phone` binds a mobile number too (phone binding is its own area). */
export async function kycUser(t: TestServer, { phone = true } = {}): Promise<TokenReply & { email: string }> {
  const email = freshEmail('kyc');
  const reply = await registerEmail(t.api, email);
  if (phone) await bindPhone(t, reply.uid);
  return { ...reply, email };
}

export async function bindPhone(t: TestServer, uid: number): Promise<void> {
  await t.server.db.update(users).set({ mobile: freshMobile(), area_code: '86' }).where(eq(users.id, uid)).run();
}

/**
 * Verifies a user quickly the way an operator does (admin/kyc): a review recorded with its reason, under
 * the same rules as any review — so a phone is bound first when the user has none (both contacts are
 * required), and level 2 comes after level 1. `adminToken` is the server's.
 */
export async function verifyByOperator(t: TestServer, uid: number, level: 1 | 2 = 1, adminToken = ADMIN_TOKEN): Promise<void> {
  if (!(await userRow(t, uid)).mobile) await bindPhone(t, uid);
  for (let l = (await userRow(t, uid)).kyc_level + 1; l <= level; l += 1) {
    const response = await fetch(`${t.api}/admin/kyc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': adminToken },
      body: new URLSearchParams({ uid: String(uid), level: String(l), reason: 'Test: documents checked by the operator' }).toString(),
    });
    const body = (await response.json()) as { type: unknown; message: unknown };
    expect(body, JSON.stringify(body)).toMatchObject({ type: 'ok', message: { status: 'approved', level: l } });
  }
}

export async function userRow(t: TestServer, uid: number) {
  const row = await t.server.db.select().from(users).where(eq(users.id, uid)).get();
  if (!row) throw new Error(`no user ${uid}`);
  return row;
}

let cards = 0;
/** A passport number no one else uses. */
export function freshCardId(): string {
  cards += 1;
  return `P${Date.now().toString(36).toUpperCase()}${cards}`;
}

/** A level 1 that passes every rule. */
export const person = (over: Record<string, string> = {}): Record<string, string> => ({
  real_type: '1',
  first_name: 'Ana',
  last_name: 'Souza',
  gender: 'female',
  birth_date: '1990-05-17',
  country: 'BR',
  address: 'Rua Augusta 1500, São Paulo',
  id_type: '1',
  card_id: freshCardId(),
  ...over,
});

export const count = async (t: TestServer, table: string) =>
  ((await t.server.db.$sql.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n;

export async function state(t: TestServer, token: string) {
  const { body } = await get(t.api, 'real/state', {}, token);
  expect(body.type).toBe('ok');
  return body.message as {
    level: number;
    kyc_status: number;
    email_bound: boolean;
    phone_bound: boolean;
    level1: { status: number; reason: string | null };
    level2: { status: number; reason: string | null };
  };
}

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/**
 * A file of `size` bytes: a whole PNG or JPEG (padded with a comment) for those signatures, so each size
 * makes a different valid image; for any other signature, that signature and varied bytes.
 */
export function image(signature: Buffer = PNG, size = 600): Buffer {
  if (signature.equals(PNG)) return Buffer.from(pngImage(size));
  if (signature.equals(JPEG)) {
    const whole = jpegImage();
    const room = size - whole.length - 4;
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (room + 2) >> 8, (room + 2) & 0xff]), Buffer.alloc(room, 0x2e)]);
    return Buffer.concat([whole.subarray(0, 2), comment, whole.subarray(2)]);
  }
  const bytes = Buffer.alloc(size);
  signature.copy(bytes);
  for (let i = signature.length; i < size; i += 1) bytes[i] = (i * 17 + size) & 0xff;
  return bytes;
}

/** POST real/upload?side=…, multipart field `file`. */
export async function upload(
  t: TestServer,
  token: string | null,
  side: string,
  bytes: Buffer = image(),
  name = 'id.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return raw(`${t.api}/real/upload?side=${side}`, { method: 'POST', body: form, headers: token ? { authorization: token } : {} });
}

/** The id an upload answered ('' when it was refused). */
export const idOf = (res: { json?: Record<string, unknown> }): string => (res.json?.message as { id?: string } | undefined)?.id ?? '';

/** Uploads the three photos and returns their ids by payload name. */
export async function threePhotos(t: TestServer, token: string) {
  const ids: Record<string, string> = {};
  for (const [side, field] of [
    ['front', 'front_pic'],
    ['back', 'reverse_pic'],
    ['hand', 'hand_pic'],
  ] as const) {
    const res = await upload(t, token, side, image(PNG, 500 + Object.keys(ids).length));
    expect(res.json, res.text).toMatchObject({ type: 'ok', message: { side } });
    ids[field] = idOf(res);
  }
  return ids;
}

export async function adminPost(t: TestServer, path: string, form: Record<string, string>) {
  const response = await fetch(`${t.api}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': ADMIN_TOKEN },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as { type: unknown; message: unknown; field?: string } };
}

export async function adminGet(t: TestServer, path: string, query: Record<string, string> = {}) {
  const response = await fetch(`${t.api}/${path}?${new URLSearchParams(query)}`, { headers: { 'x-admin-token': ADMIN_TOKEN } });
  return { status: response.status, body: (await response.json()) as { type: unknown; message: unknown; field?: string } };
}

/** The newest pending submission of a user (the admin's queue). */
export async function pendingOf(t: TestServer, uid: number): Promise<{ id: number; level: number }> {
  const { body } = await adminGet(t, 'admin/kyc/queue');
  const mine = (body.message as Array<{ id: number; user_id: number; level: number }>).filter((s) => s.user_id === uid);
  const last = mine.at(-1);
  if (!last) throw new Error(`nothing pending for ${uid}`);
  return last;
}

export { post };
