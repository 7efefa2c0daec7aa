// Identity photos are personal data: stored under DATA_DIR/private/kyc (never the public upload folder),
// named at random, never listed, and read back only by their owner (real/photo) and the admin
// (admin/kyc/photo); anyone else finds nothing. Wrong types and sizes are refused like any upload.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/core/schema';
import { UPLOAD_MAX_BYTES } from '../../../src/shared/config/constants';
import { T } from '../../strings';
import { get, startServer, type TestServer } from '../helpers';
import { raw } from '../support';
import { adminGet, count, idOf, image, JPEG, kycUser, PNG, upload } from './support';

let t: TestServer;
let owner: { token: string; uid: number };
let other: { token: string; uid: number };
beforeAll(async () => {
  t = await startServer();
  owner = await kycUser(t);
  other = await kycUser(t);
  // Both have a verified level 1 (the photos are level 2's).
  for (const u of [owner, other]) await t.server.db.update(users).set({ kyc_level: 1, kyc_status: 2 }).where(eq(users.id, u.uid)).run();
});
afterAll(async () => {
  await t?.stop();
});

const privateDir = () => path.join(t.dataDir, 'private', 'kyc');
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [e.name]))
    : [];

describe('identity photos', () => {
  it('are stored privately, outside the public upload folder, and only the owner and the admin read them', async () => {
    const bytes = image(JPEG, 2048);
    const res = await upload(t, owner.token, 'front', bytes, 'front.jpg', 'image/jpeg');
    expect(res.json, res.text).toMatchObject({ type: 'ok', message: { side: 'front' } });
    const id = idOf(res);
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    // On disk: DATA_DIR/private/kyc/<id>.jpg with the same bytes, readable by the server only; nothing under uploads.
    const file = path.join(privateDir(), `${id}.jpg`);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(fs.statSync(privateDir()).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(filesUnder(path.join(t.dataDir, 'uploads')).some((f) => f.includes(id))).toBe(false);
    expect(path.relative(path.join(t.dataDir, 'uploads'), file).startsWith('..')).toBe(true);

    // The owner reads it back as a data URL of the same bytes.
    const mine = await get(t.api, 'real/photo', { id }, owner.token);
    expect(mine.body).toMatchObject({ type: 'ok', message: { id, side: 'front', mime: 'image/jpeg' } });
    expect((mine.body.message as { data: string }).data).toBe(`data:image/jpeg;base64,${bytes.toString('base64')}`);
    // So does the admin, with the admin token.
    const admin = await adminGet(t, 'admin/kyc/photo', { id });
    expect(admin.body).toMatchObject({ type: 'ok', message: { id, data: (mine.body.message as { data: string }).data } });

    // Another user finds nothing (404), not even that it exists; no session is a login prompt (999).
    const theirs = await get(t.api, 'real/photo', { id }, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ type: 'error', message: T('errors.notFound') });
    expect(JSON.stringify(theirs.body)).not.toContain(bytes.toString('base64').slice(0, 40));
    expect((await get(t.api, 'real/photo', { id })).body.type).toBe(999);
    // A user's session is no admin token, and a wrong admin token is refused.
    expect((await get(t.api, 'admin/kyc/photo', { id }, other.token)).status).toBe(403);
    const wrong = await fetch(`${t.api}/admin/kyc/photo?id=${id}`, { headers: { 'x-admin-token': 'nope' } });
    expect(wrong.status).toBe(403);
    expect((await get(t.api, 'real/photo', { id: '../../kestrel' }, owner.token)).body.type).toBe('error');
  });

  it('are never served as files or listed, whatever the path', async () => {
    const res = await upload(t, owner.token, 'back', image(PNG, 700));
    const id = idOf(res);
    for (const url of [
      `/private/kyc/${id}.png`,
      `/uploads/../private/kyc/${id}.png`,
      `/uploads/%2e%2e/private/kyc/${id}.png`,
      `/uploads/..%2fprivate%2fkyc%2f${id}.png`,
      `/uploads/${id}.png`,
      '/uploads/',
      '/private/kyc/',
      '/private/',
    ]) {
      const r = await raw(`${t.url}${url}`);
      expect(r.status, url).toBe(404);
      expect(r.text, url).not.toContain(id);
    }
  });

  it('a new upload of the same field replaces the one not yet submitted', async () => {
    const first = await upload(t, other.token, 'hand', image(PNG, 800));
    const firstId = idOf(first);
    const second = await upload(t, other.token, 'hand', image(PNG, 801));
    const secondId = idOf(second);
    expect(fs.existsSync(path.join(privateDir(), `${firstId}.png`))).toBe(false);
    expect((await get(t.api, 'real/photo', { id: firstId }, other.token)).status).toBe(404);
    expect((await get(t.api, 'real/photo', { id: secondId }, other.token)).body.type).toBe('ok');
  });

  it('refuses a wrong type, a file too large, an empty or missing file and an unknown field, storing nothing', async () => {
    const before = { rows: await count(t, 'identity_photos'), files: filesUnder(privateDir()).length };
    const gif = await upload(t, owner.token, 'front', image(Buffer.from('GIF89a'), 500), 'a.gif', 'image/gif');
    expect(gif.json).toMatchObject({ type: 'error', field: 'file', message: T('errors.uploadType') });
    const renamed = await upload(t, owner.token, 'front', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png');
    expect(renamed.json).toMatchObject({ type: 'error', message: T('errors.uploadType') });
    const big = await upload(t, owner.token, 'front', image(PNG, UPLOAD_MAX_BYTES + 1));
    expect(big.json).toMatchObject({ type: 'error', message: T('errors.uploadSize') });
    const empty = await upload(t, owner.token, 'front', Buffer.alloc(0));
    expect(empty.json).toMatchObject({ type: 'error', message: T('errors.uploadMissing') });
    const side = await upload(t, owner.token, 'selfie');
    expect(side.json).toMatchObject({ type: 'error', field: 'side', message: T('identity.errors.side') });
    const noFile = await raw(`${t.api}/real/upload?side=front`, { method: 'POST', headers: { authorization: owner.token } });
    expect(noFile.json).toMatchObject({ type: 'error' });
    expect((await upload(t, null, 'front')).json).toMatchObject({ type: 999 });
    expect({ rows: await count(t, 'identity_photos'), files: filesUnder(privateDir()).length }).toEqual(before);
  });
});
