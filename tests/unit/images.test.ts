// The upload check (server/modules/account/images.ts): a whole image is accepted as its kind; the same
// image with anything appended, or cut anywhere, is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImage } from '../../server/modules/account/images';
import { JPEG, j2kCodestream, jp2Image, PNG, pngImage, withTrailer } from '../fixtures';

const images = [
  ['PNG', PNG, 'png'],
  ['JPEG', JPEG, 'jpg'],
  ['JP2', jp2Image(), 'jp2'],
  ['J2K codestream', j2kCodestream(), 'jp2'],
] as const;
const image = fc.constantFrom(...images);

describe('checkImage', () => {
  it('accepts each fixture as its kind, and a PNG padded to 5 MB with a comment chunk', () => {
    for (const [, bytes, kind] of images) expect(checkImage(Buffer.from(bytes))).toBe(kind);
    expect(checkImage(Buffer.from(pngImage(5 * 1024 * 1024)))).toBe('png');
  });

  it('property: any non-empty bytes appended are refused', () => {
    fc.assert(
      fc.property(image, fc.uint8Array({ minLength: 1, maxLength: 300 }), ([, bytes], extra) => {
        expect(checkImage(Buffer.from(withTrailer(bytes, extra)))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('property: an image cut at any point is refused', () => {
    fc.assert(
      fc.property(
        image.chain(([, bytes]) => fc.tuple(fc.constant(bytes), fc.nat({ max: bytes.length - 1 }))),
        ([bytes, cut]) => {
          expect(checkImage(Buffer.from(bytes.subarray(0, cut)))).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: one flipped byte inside a PNG breaks a CRC and is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: PNG.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const broken = Buffer.from(PNG);
        broken[at] ^= flip;
        expect(checkImage(broken)).toBeNull();
      }),
    );
  });
});
