// Amounts in the proof of reserves: integers in units of 1e-8 (bigint), never floats. In a hash they
// are written unsigned, 16 bytes big-endian each, so a negative amount cannot be written at all and a
// sum above 2^128 − 1 is out of range. Pure and synchronous: the server, the browser page and the
// command-line verifier use the same functions.

/** Places of one unit: 1 unit = 1e-8 of the currency. */
export const UNIT_DECIMALS = 8;
/** Bytes of one amount in a hash input. */
export const AMOUNT_BYTES = 16;
/** The largest amount that can be written. */
export const MAX_AMOUNT = (1n << 128n) - 1n;

const DECIMAL = /^(-?)(\d{1,40})(?:\.(\d{1,8}))?$/;
const MASK64 = (1n << 64n) - 1n;

/** Units of a decimal text ("12.5" → 1250000000n, "-1" → -100000000n); null when it is not a decimal with at most 8 places. */
export function unitsOf(text: string): bigint | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const units = BigInt(m[2] + (m[3] ?? '').padEnd(UNIT_DECIMALS, '0'));
  return m[1] ? -units : units;
}

/** The decimal text of units, without trailing zeros ("0", "12.5", "-0.00000001"). */
export function textOfUnits(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(UNIT_DECIMALS + 1, '0');
  const whole = digits.slice(0, -UNIT_DECIMALS);
  const fraction = digits.slice(-UNIT_DECIMALS).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Whether an amount can be written: 0 ≤ x ≤ 2^128 − 1. */
export const inRange = (x: bigint): boolean => x >= 0n && x <= MAX_AMOUNT;

const TWO_32 = 2 ** 32;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Writes amounts unsigned into `out` at `offset` (16 bytes each); throws a RangeError on a negative or too large one. */
export function writeAmounts(amounts: readonly bigint[], out: Uint8Array, offset = 0): void {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let i = 0; i < amounts.length; i++) {
    const x = amounts[i];
    const at = offset + i * AMOUNT_BYTES;
    if (x >= 0n && x <= SAFE) {
      // The usual case, without big-integer shifts: the high 8 bytes are zero.
      const n = Number(x);
      view.setUint32(at, 0);
      view.setUint32(at + 4, 0);
      view.setUint32(at + 8, Math.floor(n / TWO_32));
      view.setUint32(at + 12, n % TWO_32);
      continue;
    }
    if (!inRange(x)) throw new RangeError(`amount ${x} cannot be written (negative or above 2^128 − 1)`);
    view.setBigUint64(at, x >> 64n);
    view.setBigUint64(at + 8, x & MASK64);
  }
}

/** The amounts written as `writeAmounts` writes them. */
export function encodeAmounts(amounts: readonly bigint[]): Uint8Array {
  const out = new Uint8Array(amounts.length * AMOUNT_BYTES);
  writeAmounts(amounts, out);
  return out;
}

/** Reads `count` amounts written by `writeAmounts`. */
export function readAmounts(bytes: Uint8Array, count: number, offset = 0): bigint[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const at = offset + i * AMOUNT_BYTES;
    out.push((view.getBigUint64(at) << 64n) | view.getBigUint64(at + 8));
  }
  return out;
}

/** Lower-case hex of bytes, without 0x. */
export function hexOf(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Bytes of a hex text (an optional 0x, an even number of hex digits); null when it is not one. */
export function bytesOfHex(hex: string): Uint8Array | null {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (!/^([0-9a-fA-F]{2})*$/.test(clean)) return null;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}
