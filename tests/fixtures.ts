// Small, complete, well-formed images for the tests that upload one (server and browser tests): a PNG
// with correct CRCs, a baseline JPEG, a JPEG 2000 codestream and its JP2 file, each built here byte by
// byte so what is in them is plain to see.
import { crc32, deflateSync } from 'node:zlib';

type Bytes = Uint8Array<ArrayBuffer>;

function concat(parts: ArrayLike<number>[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: ArrayLike<number> = []): Bytes {
  const typeAndData = concat([ascii(type), data]);
  return concat([u32(data.length), typeAndData, u32(crc32(typeAndData))]);
}

/** A 2 × 2 RGB PNG; `padTo` adds a tEXt comment so the file is exactly that many bytes. */
export function pngImage(padTo?: number): Bytes {
  const header = pngChunk('IHDR', [...u32(2), ...u32(2), 8, 2, 0, 0, 0]);
  // Each row: filter byte 0, then two RGB pixels.
  const pixels = [0, 0x1e, 0x88, 0xe5, 0xf0, 0xb9, 0x0b, 0, 0x2e, 0xbd, 0x85, 0xf6, 0x46, 0x5c];
  const data = pngChunk('IDAT', deflateSync(Buffer.from(pixels)));
  const end = pngChunk('IEND');
  const body = [PNG_SIGNATURE, header, data];
  if (padTo !== undefined) {
    const comment = ascii('Comment\0');
    const room = padTo - concat([...body, end]).length - 12 - comment.length;
    if (room < 0) throw new Error(`a PNG cannot be as small as ${padTo} bytes`);
    body.push(pngChunk('tEXt', concat([comment, new Uint8Array(room).fill(0x2e)])));
  }
  return concat([...body, end]);
}

/** An 8 × 8 grey baseline JPEG: one block whose DC difference and AC run are both the single 1-bit code. */
export function jpegImage(): Bytes {
  const segment = (marker: number, body: ArrayLike<number>) => concat([[0xff, marker], u16(body.length + 2), body]);
  const oneCodeTable = (tableClassAndId: number) => [tableClassAndId, 1, ...new Array(15).fill(0), 0x00];
  return concat([
    [0xff, 0xd8],
    segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, ...u16(1), ...u16(1), 0, 0]),
    segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    segment(0xc0, [8, ...u16(8), ...u16(8), 1, 1, 0x11, 0]),
    segment(0xc4, oneCodeTable(0x00)),
    segment(0xc4, oneCodeTable(0x10)),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    [0x3f], // bits 0 (DC difference 0) and 0 (end of block), then 1-padding
    [0xff, 0xd9],
  ]);
}

/** A 1 × 1, 8-bit grey JPEG 2000 codestream: SOC, SIZ, COD, QCD, one tile-part with an empty packet, EOC. */
export function j2kCodestream(): Bytes {
  const segment = (marker: number, body: ArrayLike<number>) => concat([[0xff, marker], u16(body.length + 2), body]);
  const siz = segment(0x51, [
    ...u16(0),
    ...u32(1),
    ...u32(1),
    ...u32(0),
    ...u32(0),
    ...u32(1),
    ...u32(1),
    ...u32(0),
    ...u32(0),
    ...u16(1),
    7,
    1,
    1,
  ]);
  const cod = segment(0x52, [0, 0, ...u16(1), 0, 0, 4, 4, 0, 1]);
  const qcd = segment(0x5c, [0x40, 0x40]);
  const tileData = concat([[0xff, 0x93], [0x00]]); // SOD, then one empty packet
  const sot = segment(0x90, [...u16(0), ...u32(12 + tileData.length), 0, 1]);
  return concat([[0xff, 0x4f], siz, cod, qcd, sot, tileData, [0xff, 0xd9]]);
}

/** The codestream in a JP2 file: signature box, ftyp, jp2h (ihdr, colr) and jp2c. */
export function jp2Image(): Bytes {
  const box = (type: string, body: ArrayLike<number>) => concat([u32(body.length + 8), ascii(type), body]);
  return concat([
    box('jP  ', [0x0d, 0x0a, 0x87, 0x0a]),
    box('ftyp', [...ascii('jp2 '), ...u32(0), ...ascii('jp2 ')]),
    box('jp2h', concat([box('ihdr', [...u32(1), ...u32(1), ...u16(1), 7, 7, 0, 0]), box('colr', [1, 0, 0, ...u32(17)])])),
    box('jp2c', j2kCodestream()),
  ]);
}

/** `image` with `extra` bytes after its end (an HTML page, say). */
export function withTrailer(image: ArrayLike<number>, extra: ArrayLike<number> | string): Bytes {
  return concat([image, typeof extra === 'string' ? Buffer.from(extra) : extra]);
}

/** The small PNG most upload tests send. */
export const PNG: Bytes = pngImage();
export const JPEG: Bytes = jpegImage();
