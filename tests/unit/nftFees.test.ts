// The NFT sale split: fee rounded up and royalty rounded down, each by less than one unit of the ledger;
// the three parts sum to the price exactly and none is negative; no royalty on a first sale; the next
// minimum bid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { nftNextMinBid, nftSaleSplit } from '../../src/shared/nft/fees';

const UNIT = new Decimal('0.00000001');
const money = fc.bigInt({ min: 1n, max: 10n ** 16n }).map((n) => new Decimal(n.toString()).div(1e8));
const rate = fc.integer({ min: 0, max: 2_499_999 }).map((n) => new Decimal(n).div(1e7));

describe('nftSaleSplit', () => {
  it('examples', () => {
    const rates = { platform_fee_rate: '0.025', royalty_rate: '0.05' };
    const first = nftSaleSplit('123.45', rates, false);
    expect([first.platformFee, first.royalty, first.sellerReceives].map((d) => d.toFixed())).toEqual(['3.08625', '0', '120.36375']);
    const resale = nftSaleSplit('100', rates, true);
    expect([resale.platformFee, resale.royalty, resale.sellerReceives].map((d) => d.toFixed())).toEqual(['2.5', '5', '92.5']);
    const tiny = nftSaleSplit('0.00000001', rates, true);
    expect([tiny.platformFee, tiny.royalty, tiny.sellerReceives].map((d) => d.toFixed())).toEqual(['0.00000001', '0', '0']);
  });

  it('sums to the price; the fee is rounded up and the royalty down, by less than one unit; nothing negative', () => {
    fc.assert(
      fc.property(money, rate, rate, fc.boolean(), (price, feeRate, royaltyRate, resale) => {
        const s = nftSaleSplit(price, { platform_fee_rate: feeRate, royalty_rate: royaltyRate }, resale);
        expect(s.platformFee.plus(s.royalty).plus(s.sellerReceives).eq(price)).toBe(true);
        const exactFee = price.times(feeRate);
        expect(s.platformFee.gte(exactFee) && s.platformFee.minus(exactFee).lt(UNIT)).toBe(true);
        if (resale) {
          const exactRoyalty = price.times(royaltyRate);
          expect(s.royalty.lte(exactRoyalty) && exactRoyalty.minus(s.royalty).lt(UNIT)).toBe(true);
        } else expect(s.royalty.isZero()).toBe(true);
        for (const part of [s.platformFee, s.royalty, s.sellerReceives]) {
          expect(part.isNeg()).toBe(false);
          expect(part.decimalPlaces()).toBeLessThanOrEqual(8);
        }
      }),
    );
  });

  it('the next minimum bid: the start price before any bid, else highest + raise', () => {
    fc.assert(
      fc.property(money, money, fc.option(money), (start, raise, highest) => {
        const next = nftNextMinBid(start, highest, raise);
        expect(next.eq(highest === null ? start : dec(highest).plus(raise))).toBe(true);
      }),
    );
  });
});
