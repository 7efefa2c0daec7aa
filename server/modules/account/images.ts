// What an upload must be to be kept: a whole PNG, JPEG or JPEG 2000 image and nothing else. The kind
// comes from the first bytes; then the file's structure is walked to its last byte, so a polyglot (an
// image with HTML or a script appended after its end) is refused, and so is a file cut short.
import { crc32 } from 'node:zlib';

export type ImageKind = 'jpg' | 'png' | 'jp2';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JP2_SIGNATURE_BOX = Buffer.from([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);

/** The image kind from its first bytes, or null when it is none of the accepted ones. */
export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 12 && head.subarray(0, 12).equals(JP2_SIGNATURE_BOX)) return 'jp2';
  if (isCodestreamStart(head)) return 'jp2';
  return null;
}

/** The kind of a complete, well-formed image, or null when the bytes are not one (or carry more than one). */
export function checkImage(data: Buffer): ImageKind | null {
  const kind = sniffImage(data.subarray(0, 16));
  if (kind === 'png') return isWholePng(data) ? kind : null;
  if (kind === 'jpg') return isWholeJpeg(data) ? kind : null;
  if (kind === 'jp2') return (isCodestreamStart(data) ? isWholeCodestream(data) : isWholeJp2(data)) ? kind : null;
  return null;
}

const isLetter = (b: number) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);

/** Signature, IHDR first, chunks with their CRCs, at least one IDAT, and IEND as the file's last 12 bytes. */
export function isWholePng(data: Buffer): boolean {
  if (data.length < PNG_SIGNATURE.length || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let pos = PNG_SIGNATURE.length;
  let sawData = false;
  for (let index = 0; pos + 12 <= data.length; index += 1) {
    const length = data.readUInt32BE(pos);
    const typeBytes = data.subarray(pos + 4, pos + 8);
    if (length > 0x7fffffff || !typeBytes.every(isLetter)) return false;
    const end = pos + 12 + length;
    if (end > data.length) return false;
    if (crc32(data.subarray(pos + 4, pos + 8 + length)) !== data.readUInt32BE(pos + 8 + length)) return false;
    const type = typeBytes.toString('latin1');
    if (index === 0 && (type !== 'IHDR' || length !== 13)) return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return length === 0 && sawData && end === data.length;
    pos = end;
  }
  return false;
}

/** Markers that stand alone, without a length: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers (C4 DHT, C8 JPG and CC DAC share the range but are not frames). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** SOI, segments with their lengths, a frame and a scan (entropy data walked to its next marker), and EOI as the last two bytes. */
export function isWholeJpeg(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return false;
  let pos = 2;
  let sawFrame = false;
  let sawScan = false;
  while (pos + 1 < data.length) {
    if (data[pos] !== 0xff) return false;
    while (pos + 1 < data.length && data[pos + 1] === 0xff) pos += 1; // fill bytes before a marker
    if (pos + 1 >= data.length) return false;
    const marker = data[pos + 1];
    pos += 2;
    if (marker === 0xd9) return sawFrame && sawScan && pos === data.length;
    if (standalone(marker)) continue;
    if (marker === 0x00 || marker === 0xd8 || pos + 2 > data.length) return false;
    const length = data.readUInt16BE(pos);
    if (length < 2 || pos + length > data.length) return false;
    if (isFrame(marker)) sawFrame = true;
    pos += length;
    if (marker !== 0xda) continue;
    if (!sawFrame) return false;
    sawScan = true;
    // Entropy-coded data: an FF is followed by 00 (a stuffed byte), a restart marker, or the next marker.
    while (pos < data.length) {
      if (data[pos] !== 0xff) {
        pos += 1;
        continue;
      }
      if (pos + 1 >= data.length) return false;
      const next = data[pos + 1];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos += 2;
      else break;
    }
  }
  return false;
}

function isCodestreamStart(data: Buffer): boolean {
  return data.length >= 4 && data[0] === 0xff && data[1] === 0x4f && data[2] === 0xff && data[3] === 0x51;
}

/** A JPEG 2000 codestream: SOC, SIZ, main header segments, tile-parts by their lengths, and EOC as the last two bytes. */
export function isWholeCodestream(data: Buffer): boolean {
  if (!isCodestreamStart(data)) return false;
  let pos = 2;
  let tileParts = 0;
  while (pos + 2 <= data.length) {
    if (data[pos] !== 0xff) return false;
    const marker = data[pos + 1];
    if (marker === 0xd9) return tileParts > 0 && pos + 2 === data.length;
    if (pos + 4 > data.length) return false;
    const length = data.readUInt16BE(pos + 2);
    if (length < 2) return false;
    if (marker === 0x90) {
      // SOT: Psot is the tile-part's length from this marker on; 0 means "up to the EOC", so the file must end with one.
      if (length !== 10 || pos + 12 > data.length) return false;
      const tilePart = data.readUInt32BE(pos + 6);
      tileParts += 1;
      if (tilePart === 0) return data.length >= pos + 16 && data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9;
      if (tilePart < 14 || pos + tilePart > data.length) return false;
      pos += tilePart;
      continue;
    }
    if (tileParts > 0 || (marker >= 0x30 && marker <= 0x3f)) return false; // only SOT or EOC after the first tile-part
    if (pos + 2 + length > data.length) return false;
    pos += 2 + length;
  }
  return false;
}

/** A JP2 file: the signature box, `ftyp`, a `jp2h` header and a `jp2c` codestream, boxes ending exactly at the file's end. */
export function isWholeJp2(data: Buffer): boolean {
  if (data.length < 12 || !data.subarray(0, 12).equals(JP2_SIGNATURE_BOX)) return false;
  let pos = 12;
  let index = 1;
  let sawHeader = false;
  let sawCodestream = false;
  while (pos < data.length) {
    if (pos + 8 > data.length) return false;
    let length = data.readUInt32BE(pos);
    const type = data.subarray(pos + 4, pos + 8).toString('latin1');
    let header = 8;
    if (length === 1) {
      if (pos + 16 > data.length) return false;
      const long = data.readBigUInt64BE(pos + 8);
      if (long > BigInt(data.length)) return false;
      length = Number(long);
      header = 16;
    } else if (length === 0) {
      length = data.length - pos; // the last box runs to the end of the file
    }
    if (length < header || pos + length > data.length) return false;
    if (index === 1 && type !== 'ftyp') return false;
    if (type === 'jp2h') sawHeader = true;
    if (type === 'jp2c') {
      if (!sawHeader || !isWholeCodestream(data.subarray(pos + header, pos + length))) return false;
      sawCodestream = true;
    }
    pos += length;
    index += 1;
  }
  return sawHeader && sawCodestream && pos === data.length;
}
