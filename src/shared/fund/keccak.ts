// Keccak-256 (the hash Ethereum uses, before SHA-3's padding), for EIP-55 address checksums in the
// contract's checks: small and dependency-free, so the pages that check an address do not pull the
// wallet library's hashing into a chunk of its own. Checked against viem's keccak256 in the unit tests.
const MASK = (1n << 64n) - 1n;
const rotl = (x: bigint, n: number) => (n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK);

// The rotation offsets and the lane order of ρ and π, and the round constants of ι (from the LFSR).
const ROTATIONS: number[] = new Array(25).fill(0);
const TARGET: number[] = new Array(25).fill(0);
for (let x = 0; x < 5; x += 1) for (let y = 0; y < 5; y += 1) TARGET[x + 5 * y] = y + 5 * ((2 * x + 3 * y) % 5);
for (let t = 0, x = 1, y = 0; t < 24; t += 1) {
  ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
  [x, y] = [y, (2 * x + 3 * y) % 5];
}
const ROUNDS: bigint[] = [];
for (let round = 0, r = 1; round < 24; round += 1) {
  let c = 0n;
  for (let j = 0; j < 7; j += 1) {
    if (r & 1) c |= 1n << BigInt((1 << j) - 1);
    r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff;
  }
  ROUNDS.push(c);
}

function permute(s: bigint[]): void {
  const b: bigint[] = new Array(25);
  for (const rc of ROUNDS) {
    const c = [0, 1, 2, 3, 4].map((x) => s[x] ^ s[x + 5] ^ s[x + 10] ^ s[x + 15] ^ s[x + 20]);
    for (let x = 0; x < 5; x += 1) {
      const d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1);
      for (let y = 0; y < 25; y += 5) s[x + y] ^= d;
    }
    for (let i = 0; i < 25; i += 1) b[TARGET[i]] = rotl(s[i], ROTATIONS[i]);
    for (let i = 0; i < 25; i += 1) s[i] = b[i] ^ (~b[i % 5 === 4 ? i - 4 : i + 1] & MASK & b[i % 5 >= 3 ? i - 3 : i + 2]);
    s[0] ^= rc;
  }
}

/** Keccak-256 of bytes, as 64 lower-case hex digits. */
export function keccak256Hex(data: Uint8Array): string {
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((data.length + 1) / rate) * rate);
  padded.set(data);
  padded[data.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;
  const s: bigint[] = new Array(25).fill(0n);
  for (let at = 0; at < padded.length; at += rate) {
    for (let i = 0; i < rate / 8; i += 1) {
      let lane = 0n;
      for (let k = 7; k >= 0; k -= 1) lane = (lane << 8n) | BigInt(padded[at + i * 8 + k]);
      s[i] ^= lane;
    }
    permute(s);
  }
  let hex = '';
  for (let i = 0; i < 4; i += 1)
    for (let k = 0; k < 8; k += 1)
      hex += Number((s[i] >> BigInt(8 * k)) & 0xffn)
        .toString(16)
        .padStart(2, '0');
  return hex;
}
