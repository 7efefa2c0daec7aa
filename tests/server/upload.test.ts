// POST /api/upload: multipart field `file`, a whole JPG / JPEG 2000 / PNG image (checked to its last
// byte), at most 5 MB, session required; served back with its type, nosniff and a sandbox.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from './strings';
import { UPLOAD_MAX_BYTES } from '../../src/shared/config/constants';
import { JPEG, j2kCodestream, jp2Image, PNG, pngChunk, pngImage, withTrailer } from '../fixtures';
import { startServer, type TestServer } from './helpers';
import { demoLogin, expectErrorEnvelope, raw } from './support';

const GIF = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]);
const HTML = '<html><script>alert(document.cookie)</script></html>';

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
  const accepted: Array<[string, Uint8Array<ArrayBuffer>, string, string, string]> = [
    ['PNG', PNG, 'photo.png', 'image/png', 'png'],
    ['JPEG', JPEG, 'photo.jpg', 'image/jpeg', 'jpg'],
    ['JPEG 2000 (JP2 file)', jp2Image(), 'photo.jp2', 'image/jp2', 'jp2'],
    ['JPEG 2000 (codestream)', j2kCodestream(), 'photo.j2k', 'image/jp2', 'jp2'],
  ];
  for (const [label, bytes, name, type, ext] of accepted) {
    it(`${label}: the reply is /uploads/<name>, served with the same bytes, its type, nosniff and a sandbox`, async () => {
      const res = await upload(bytes, name, type);
      expect(res.status).toBe(200);
      expect(res.json?.type).toBe('ok');
      const stored = res.json?.message as string;
      expect(stored).toMatch(new RegExp(`^/uploads/${uid}-[0-9a-f]{16}\\.${ext}$`));
      const served = await fetch(`${t.url}${stored}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    });
  }

  it('names the stored file by its content, not by the name it was sent with', async () => {
    const res = await upload(PNG, 'looks-like.jpg', 'image/jpeg');
    expect(res.json?.message).toMatch(/\.png$/);
  });

  it('accepts exactly 5 MB', async () => {
    const res = await upload(pngImage(UPLOAD_MAX_BYTES), 'big.png', 'image/png');
    expect(res.json?.type).toBe('ok');
    const stored = res.json?.message as string;
    expect(fs.statSync(path.join(t.dataDir, stored)).size).toBe(UPLOAD_MAX_BYTES);
  });
});

describe('images that are not whole', () => {
  async function expectRefused(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
    const before = storedFiles();
    const res = await upload(bytes, name, type);
    expect(res.status).toBe(200);
    expectErrorEnvelope(res);
    expect(res.json).toMatchObject({ field: 'file', message: en.errors.uploadType });
    expect(storedFiles()).toEqual(before);
  }

  it('a PNG with an HTML page appended after IEND', () => expectRefused(withTrailer(PNG, HTML), 'x.png', 'image/png'));
  it('a JPEG with data after EOI', () => expectRefused(withTrailer(JPEG, HTML), 'x.jpg', 'image/jpeg'));
  it('a JP2 file and a codestream with bytes after their end', async () => {
    await expectRefused(withTrailer(jp2Image(), HTML), 'x.jp2', 'image/jp2');
    await expectRefused(withTrailer(j2kCodestream(), [0]), 'x.j2k', 'image/jp2');
  });
  it('a PNG cut short (no IEND), and one cut inside its last chunk', async () => {
    await expectRefused(PNG.slice(0, PNG.length - 12), 'cut.png', 'image/png');
    await expectRefused(PNG.slice(0, PNG.length - 1), 'cut.png', 'image/png');
  });
  it('a JPEG cut before EOI', () => expectRefused(JPEG.slice(0, JPEG.length - 2), 'cut.jpg', 'image/jpeg'));
  it('a PNG whose chunk CRC is wrong, and a PNG signature followed by random bytes', async () => {
    const badCrc = PNG.slice();
    badCrc[PNG.length - 13] ^= 0xff; // last byte of the IDAT CRC
    await expectRefused(badCrc, 'crc.png', 'image/png');
    const noise = new Uint8Array(300).map((_, i) => (i * 31 + 7) & 0xff);
    noise.set(PNG.subarray(0, 8));
    await expectRefused(noise, 'noise.png', 'image/png');
  });
  it('a PNG whose IEND is followed by another chunk', () =>
    expectRefused(withTrailer(PNG, pngChunk('tEXt', Buffer.from('Comment\0after the end'))), 'x.png', 'image/png'));

  it('property: any non-empty bytes after a PNG or a JPEG are refused over the wire', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(PNG, JPEG), fc.uint8Array({ minLength: 1, maxLength: 64 }), async (image, extra) => {
        const res = await upload(withTrailer(image, extra), 'x.img', 'application/octet-stream');
        expect(res.json).toMatchObject({ type: 'error', field: 'file', message: en.errors.uploadType });
      }),
      { numRuns: 20 },
    );
  });
});

describe('refused uploads', () => {
  it('a GIF', async () => {
    const before = storedFiles();
    const res = await upload(GIF, 'anim.gif', 'image/gif');
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
    const res = await upload(pngImage(UPLOAD_MAX_BYTES + 1), 'huge.png', 'image/png');
    expect(res.status).toBeLessThan(500);
    expectErrorEnvelope(res);
    expect(res.json).toMatchObject({ field: 'file', message: en.errors.uploadSize });
    expect(storedFiles()).toEqual(before);
  });

  it('an empty file, a wrong field name and a non-multipart body', async () => {
    const empty = await upload(new Uint8Array(0), 'empty.png', 'image/png');
    expectErrorEnvelope(empty);
    expect(empty.json).toMatchObject({ field: 'file', message: en.errors.uploadMissing });
    const wrongField = await upload(PNG, 'a.png', 'image/png', { field: 'image' });
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
    const anonymous = await upload(PNG, 'a.png', 'image/png', { token: null });
    expect(anonymous.status).toBe(200);
    expectErrorEnvelope(anonymous, 999);
    expect(anonymous.json?.message).toBe(en.errors.loginFirst);
    const bogus = await upload(PNG, 'a.png', 'image/png', { token: 'not-a-session' });
    expectErrorEnvelope(bogus, 999);
    expect(storedFiles()).toEqual(before);
  });
});
