// The blind-box draw: the commitment of a known seed, the HMAC against Node's own, the index always in
// range and equal to the cumulative walk of the weights, the published odds.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawHmac, drawRoll, pickPrize, prizeOdds, seedCommitment } from '../../src/shared/nft/draw';

const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const weights = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }).map((ws) => ws.map((weight) => ({ weight })));

describe('blind-box draw', () => {
  it('the commitment of a known seed is its SHA-256', async () => {
    expect(await seedCommitment('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(await seedCommitment(`0x${'ab'.repeat(32)}`)).toBe(
      createHash('sha256')
        .update(Buffer.from('ab'.repeat(32), 'hex'))
        .digest('hex'),
    );
  });

  it('the HMAC is HMAC-SHA256(seed bytes, box code)', async () => {
    await fc.assert(
      fc.asyncProperty(hex32, fc.string({ minLength: 1, maxLength: 20 }), async (seed, code) => {
        expect(await drawHmac(seed, code)).toBe(createHmac('sha256', Buffer.from(seed, 'hex')).update(code, 'utf8').digest('hex'));
      }),
      { numRuns: 50 },
    );
  });

  it('the prize index is in range and is the first whose running weight exceeds hmac mod total', () => {
    fc.assert(
      fc.property(hex32, weights, (hmac, prizes) => {
        const index = pickPrize(hmac, prizes);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(prizes.length);
        const total = prizes.reduce((s, p) => s + p.weight, 0);
        const roll = Number(BigInt(`0x${hmac}`) % BigInt(total));
        expect(drawRoll(hmac, prizes).roll).toBe(BigInt(roll));
        const before = prizes.slice(0, index).reduce((s, p) => s + p.weight, 0);
        expect(roll >= before && roll < before + prizes[index].weight).toBe(true);
      }),
    );
  });

  it('publishes odds as percentages with 2 decimals, rounded down', () => {
    expect(prizeOdds([{ weight: 50 }, { weight: 30 }, { weight: 15 }, { weight: 5 }])).toEqual(['50.00', '30.00', '15.00', '5.00']);
    expect(prizeOdds([{ weight: 1 }, { weight: 2 }])).toEqual(['33.33', '66.66']);
  });
});
