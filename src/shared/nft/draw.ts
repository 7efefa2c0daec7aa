// The blind-box draw (AREAS.md): each series publishes its prizes with their weights and the SHA-256 of
// a secret seed before the sale; opening box `code` computes HMAC-SHA256(key = the seed's bytes,
// message = the box code in UTF-8), reads the 32 bytes as one big-endian number n, takes
// r = n mod (sum of weights), and walks the published prizes in order: the first whose running sum of
// weights exceeds r is the prize. Once the seed is revealed anyone can repeat it (the pages do, with
// the browser's own Web Crypto). Works in the browser and in Node (globalThis.crypto).

export interface Weighted {
  weight: number;
}

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.replace(/^0x/, '');
  if (!/^([0-9a-f]{2})+$/i.test(clean)) throw new Error('not a hex string');
  const out = new Uint8Array(new ArrayBuffer(clean.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function hexOf(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the seed's bytes, in hex: the commitment published before the sale. */
export async function seedCommitment(seedHex: string): Promise<string> {
  return hexOf(await globalThis.crypto.subtle.digest('SHA-256', bytesOfHex(seedHex)));
}

/** HMAC-SHA256(seed, box code), in hex. */
export async function drawHmac(seedHex: string, boxCode: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', bytesOfHex(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hexOf(await globalThis.crypto.subtle.sign('HMAC', key, new TextEncoder().encode(boxCode)));
}

/** r = n mod total weight, with n the HMAC read as a big-endian number. */
export function drawRoll(hmacHex: string, prizes: readonly Weighted[]): { roll: bigint; total: bigint } {
  const total = prizes.reduce((sum, p) => sum + BigInt(p.weight), 0n);
  if (total <= 0n) throw new Error('no weight to draw from');
  return { roll: BigInt(`0x${hmacHex}`) % total, total };
}

/** The index of the prize the HMAC draws from the published list. */
export function pickPrize(hmacHex: string, prizes: readonly Weighted[]): number {
  const { roll } = drawRoll(hmacHex, prizes);
  let running = 0n;
  for (let i = 0; i < prizes.length; i++) {
    running += BigInt(prizes[i]?.weight ?? 0);
    if (roll < running) return i;
  }
  return prizes.length - 1; // unreachable: roll < total
}

/** The published odds of each prize, as a percentage with 2 decimals (rounded down; they may sum below 100). */
export function prizeOdds(prizes: readonly Weighted[]): string[] {
  const total = prizes.reduce((sum, p) => sum + BigInt(p.weight), 0n);
  return prizes.map((p) => {
    if (total === 0n) return '0.00';
    const hundredths = (BigInt(p.weight) * 10000n) / total;
    return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
  });
}
