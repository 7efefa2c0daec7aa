// The trial-voucher formula (src/shared/trade/voucher.ts) that the contract form shows and the server
// charges: fee first, then margin; never more than the voucher or the cost; at close the house gets
// back at most what the voucher lent of the margin, the user never less than zero, and no money is
// created or lost between the user, the house and the fee account (property tests).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../src/shared/lib/decimal';
import { positionProfit, requiredMargin, tradingFee } from '../../src/shared/trade/formulas';
import { voucherCover, voucherKeep, voucherReturn } from '../../src/shared/trade/voucher';

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => dec(n).div(100).toFixed());

describe('voucherCover', () => {
  it('pays the fee first, then the margin, and the user the rest', () => {
    expect(voucherCover('10', '12', '0.3')).toMatchObject({ fee: dec('0.3'), margin: dec('9.7'), total: dec('10'), pay: dec('2.3') });
    // Worth more than the cost: it pays all of it, and no more.
    expect(voucherCover('50', '12', '0.3')).toMatchObject({ fee: dec('0.3'), margin: dec('12'), total: dec('12.3'), pay: dec('0') });
    // Less than the fee: part of the fee, none of the margin.
    expect(voucherCover('0.1', '12', '0.3')).toMatchObject({ fee: dec('0.1'), margin: dec('0'), total: dec('0.1'), pay: dec('12.2') });
  });

  it('never covers more than the voucher or the cost, and pay + covered is the cost exactly', () => {
    fc.assert(
      fc.property(money(100), money(10_000), money(50), (voucher, margin, fee) => {
        const c = voucherCover(voucher, margin, fee);
        expect(c.total.lte(voucher)).toBe(true);
        expect(c.fee.lte(fee) && c.margin.lte(margin)).toBe(true);
        expect(c.pay.gte(0)).toBe(true);
        expect(c.pay.plus(c.total).eq(dec(margin).plus(fee))).toBe(true);
      }),
    );
  });
});

describe('voucherReturn and voucherKeep', () => {
  it('a profit is all the user’s; a loss falls on the voucher part first', () => {
    expect(voucherReturn('9.7', '3').toFixed()).toBe('9.7');
    expect(voucherKeep('9.7', '12', '3').toFixed()).toBe('5.3');
    expect(voucherReturn('9.7', '-4').toFixed()).toBe('5.7');
    expect(voucherKeep('9.7', '12', '-4').toFixed()).toBe('2.3');
    expect(voucherReturn('9.7', '-12').toFixed()).toBe('0');
    expect(voucherKeep('9.7', '12', '-12').toFixed()).toBe('0');
  });

  it('over any order and close: nothing created, the user never below zero, the house never back more than it lent', () => {
    const lots = fc.integer({ min: 1, max: 500 }).map((n) => dec(n).div(100).toFixed());
    const price = fc.integer({ min: 1000, max: 100_000 }).map(String);
    fc.assert(
      fc.property(money(100), price, price, lots, fc.constantFrom(1, 5, 10, 50, 100), fc.boolean(), (voucher, open, close, l, lev, buy) => {
        const margin = requiredMargin(open, l, '0.01', lev);
        const fee = tradingFee(open, l, '0.01', '0.0005');
        const cover = voucherCover(voucher, margin, fee);
        const profit = positionProfit(buy ? 'buy' : 'sell', open, close, l, '0.01', margin);
        const back = voucherReturn(cover.margin, profit);
        const keep = voucherKeep(cover.margin, margin, profit);
        expect(back.gte(0) && back.lte(cover.margin)).toBe(true);
        expect(keep.gte(0)).toBe(true);
        // The user's own money: paid `pay`, got `keep`; the user's result is never worse than losing what they paid.
        expect(keep.minus(cover.pay).gte(cover.pay.neg())).toBe(true);
        // With a profit the user gets their own margin and the whole profit back.
        if (profit.gte(0)) expect(keep.eq(margin.minus(cover.margin).plus(profit))).toBe(true);
        // Conservation: what the house paid out (covered + profit) less what came back equals the user's net plus the fee.
        const houseOut = cover.total.plus(profit).minus(back);
        const userNet = keep.minus(cover.pay);
        expect(houseOut.eq(userNet.plus(fee))).toBe(true);
      }),
    );
  });
});
