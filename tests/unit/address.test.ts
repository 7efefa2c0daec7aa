// EIP-55 addresses (src/shared/fund/address.ts, its Keccak-256 in keccak.ts): the checksummed form is
// viem's for any address, a mixed-case address passes only with its checksum, a single-case one always.
import fc from 'fast-check';
import { getAddress, keccak256, toBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressProblem, checksummed } from '../../src/shared/fund/address';
import { keccak256Hex } from '../../src/shared/fund/keccak';

const hex40 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);

describe('EIP-55 addresses', () => {
  it('Keccak-256 is the one Ethereum uses (viem), at every length around the block size', () => {
    for (const n of [0, 1, 55, 135, 136, 137, 272, 500]) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 31 + 7) & 0xff);
      expect(keccak256Hex(bytes)).toBe(keccak256(bytes).slice(2));
    }
    expect(keccak256Hex(toBytes('abc'))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  });

  it("the checksummed form is viem's; it passes, and so do the lower- and upper-case forms", () => {
    fc.assert(
      fc.property(hex40, (lower) => {
        const good = checksummed(lower);
        expect(good).toBe(getAddress(lower));
        expect(addressProblem(good)).toBeNull();
        expect(addressProblem(lower)).toBeNull();
        expect(addressProblem(`0x${lower.slice(2).toUpperCase()}`)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('a mixed-case address with one letter flipped is refused; a wrong shape is a bad address', () => {
    fc.assert(
      fc.property(hex40, fc.nat(), (lower, pick) => {
        const good = checksummed(lower);
        const letters = [...good].map((c, i) => (i > 1 && /[a-fA-F]/.test(c) ? i : -1)).filter((i) => i >= 0);
        if (letters.length < 2) return;
        const at = letters[pick % letters.length];
        const c = good[at];
        const typo = good.slice(0, at) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + good.slice(at + 1);
        const single = typo.slice(2) === typo.slice(2).toLowerCase() || typo.slice(2) === typo.slice(2).toUpperCase();
        expect(addressProblem(typo)).toBe(single ? null : 'walletErrors.badChecksum');
      }),
      { numRuns: 200 },
    );
    expect(addressProblem('0x1234')).toBe('walletErrors.badAddress');
    expect(addressProblem(`0x${'g'.repeat(40)}`)).toBe('walletErrors.badAddress');
  });
});
