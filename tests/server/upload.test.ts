// POST /api/upload: multipart field `file`, JPG / JPEG 2000 / PNG by content, at most 5 MB, session required.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from './strings';
import { UPLOAD_MAX_BYTES } from '../../src/shared/config/constants';
import { startServer, type TestServer } from './helpers';
import { demoLogin, expectErrorEnvelope, raw } from './support';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
const JP2_SIGNATURE = [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a];
const J2K_CODESTREAM = [0xff, 0x4f, 0xff, 0x51];
const GIF_SIGNATURE = [...Buffer.from('GIF89a')];

/** A file starting with `signature`, then `size - signature.length` varied bytes. */
function fileBytes(signature: number[], size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  for (let i = signature.length; i < size; i += 1) bytes[i] = (i * 31 + 7) & 0xff;
  return bytes;
}

let t: TestServer;
let token: string;
let uid: number;

beforeAll(async () => {
  t = await startServer();
  ({ token, uid } = await demoLogin(t.api));
});
afterAll(async () => {
  await t?.stop();
});

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, opts: { token?: string | null; field?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'file', new Blob([bytes], { type }), name);
  const auth = opts.token === undefined ? token : opts.token;
  return raw(`${t.api}/upload`, { method: 'POST', body: form, headers: auth ? { authorization: auth } : {} });
}

const uploadsDir = () => path.join(t.dataDir, 'uploads');
const storedFiles = () => fs.readdirSync(uploadsDir()).sort();

describe('accepted images', () => {
  const accepted: Array<[string, number[], string, string, string]> = [
    ['PNG', PNG_SIGNATURE, 'photo.png', 'image/png', 'png'],
    ['JPEG', JPEG_SIGNATURE, 'photo.jpg', 'image/jpeg', 'jpg'],
    ['JPEG 2000 (jP box)', JP2_SIGNATURE, 'photo.jp2', 'image/jp2', 'jp2'],
    ['JPEG 2000 (codestream)', J2K_CODESTREAM, 'photo.j2k', 'image/jp2', 'jp2'],
  ];
  for (const [label, signature, name, type, ext] of accepted) {
    it(`${label}: the reply is /uploads/<name> and that path serves the same bytes`, async () => {
      const bytes = fileBytes(signature, 1000);
      const res = await upload(bytes, name, type);
      expect(res.status).toBe(200);
      expect(res.json?.type).toBe('ok');
      const stored = res.json?.message as string;
      expect(stored).toMatch(new RegExp(`^/uploads/${uid}-[0-9a-f]{16}\\.${ext}$`));
      const served = await fetch(`${t.url}${stored}`);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    });
  }

  it('names the stored file by its content, not by the name it was sent with', async () => {
    const res = await upload(fileBytes(PNG_SIGNATURE), 'looks-like.jpg', 'image/jpeg');
    expect(res.json?.message).toMatch(/\.png$/);
  });

  it('accepts exactly 5 MB', async () => {
    const res = await upload(fileBytes(PNG_SIGNATURE, UPLOAD_MAX_BYTES), 'big.png', 'image/png');
    expect(res.json?.type).toBe('ok');
    const stored = res.json?.message as string;
    expect(fs.statSync(path.join(t.dataDir, stored)).size).toBe(UPLOAD_MAX_BYTES);
  });
});

describe('refused uploads', () => {
  it('a GIF', async () => {
    const before = storedFiles();
    const res = await upload(fileBytes(GIF_SIGNATURE), 'anim.gif', 'image/gif');
    expect(res.status).toBe(200);
    expectErrorEnvelope(res);
    expect(res.json).toMatchObject({ field: 'file', message: en.errors.uploadType });
    expect(storedFiles()).toEqual(before);
  });

  it('a text file renamed .png', async () => {
    const before = storedFiles();
    const res = await upload(new TextEncoder().encode('hello, I am not an image\n'.repeat(10)), 'fake.png', 'image/png');
    expectErrorEnvelope(res);
    expect(res.json).toMatchObject({ field: 'file', message: en.errors.uploadType });
    expect(storedFiles()).toEqual(before);
  });

  it('a file over 5 MB', async () => {
    const before = storedFiles();
    const res = await upload(fileBytes(PNG_SIGNATURE, UPLOAD_MAX_BYTES + 1), 'huge.png', 'image/png');
    expect(res.status).toBeLessThan(500);
    expectErrorEnvelope(res);
    expect(res.json).toMatchObject({ field: 'file', message: en.errors.uploadSize });
    expect(storedFiles()).toEqual(before);
  });

  it('an empty file, a wrong field name and a non-multipart body', async () => {
    const empty = await upload(new Uint8Array(0), 'empty.png', 'image/png');
    expectErrorEnvelope(empty);
    expect(empty.json).toMatchObject({ field: 'file', message: en.errors.uploadMissing });
    const wrongField = await upload(fileBytes(PNG_SIGNATURE), 'a.png', 'image/png', { field: 'image' });
    expectErrorEnvelope(wrongField);
    expect(wrongField.json).toMatchObject({ field: 'file', message: en.errors.uploadMissing });
    const notMultipart = await raw(`${t.api}/upload`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'file=abc',
    });
    expectErrorEnvelope(notMultipart);
    expect(notMultipart.json).toMatchObject({ field: 'file', message: en.errors.uploadMissing });
  });

  it('no token (or a revoked one) is 999, and nothing is stored', async () => {
    const before = storedFiles();
    const anonymous = await upload(fileBytes(PNG_SIGNATURE), 'a.png', 'image/png', { token: null });
    expect(anonymous.status).toBe(200);
    expectErrorEnvelope(anonymous, 999);
    expect(anonymous.json?.message).toBe(en.errors.loginFirst);
    const bogus = await upload(fileBytes(PNG_SIGNATURE), 'a.png', 'image/png', { token: 'not-a-session' });
    expectErrorEnvelope(bogus, 999);
    expect(storedFiles()).toEqual(before);
  });
});
