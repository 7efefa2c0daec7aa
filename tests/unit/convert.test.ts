// The conversion formulas: the fee is rounded up and what arrives rounded down, each by less than one
// last unit, the user pays number + fee, and at the quoted prices nothing is created.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFigures, quoteMoved } from '../../src/shared/fund/convert';
import { Decimal } from '../../src/shared/lib/decimal';

const UNIT = new Decimal('0.00000001');
const number = fc.bigInt({ min: 1n, max: 10n ** 17n }).map((n) => new Decimal(n.toString()).div(1e8));
const price = fc.bigInt({ min: 1n, max: 10n ** 12n }).map((n) => new Decimal(n.toString()).div(1e4));
const feeRate = fc.integer({ min: 0, max: 50_000 }).map((n) => new Decimal(n).div(1e6));

describe('conversion formulas', () => {
  it('examples', () => {
    const f = convertFigures({ number: '100', fromPrice: '1', toPrice: '60000', feeRate: '0.002' });
    expect([f.fee, f.cost, f.receive].map((d) => d.toFixed())).toEqual(['0.2', '100.2', '0.00166666']);
    expect(convertFigures({ number: '0.000001', fromPrice: '60300', toPrice: '1', feeRate: '0.002' }).fee.toFixed()).toBe('0.00000001');
    expect(quoteMoved('60000', '60600')).toBe(false);
    expect(quoteMoved('60000', '60600.01')).toBe(true);
    expect(quoteMoved('60000', '59399.99')).toBe(true);
  });

  it('rounds the fee up and what arrives down, by less than one unit; the cost is number + fee', () => {
    fc.assert(
      fc.property(number, price, price, feeRate, (n, from, to, rate) => {
        const f = convertFigures({ number: n, fromPrice: from, toPrice: to, feeRate: rate });
        const exactFee = n.times(rate);
        expect(f.fee.gte(exactFee) && f.fee.minus(exactFee).lt(UNIT)).toBe(true);
        const exactReceive = n.times(from).div(to);
        expect(f.receive.lte(exactReceive) && exactReceive.minus(f.receive).lt(UNIT)).toBe(true);
        expect(f.cost.equals(n.plus(f.fee))).toBe(true);
        for (const d of [f.fee, f.cost, f.receive]) expect(d.decimalPlaces()).toBeLessThanOrEqual(8);
        // Valued at the quoted prices, what arrives is never worth more than what was given.
        expect(f.receive.times(to).lte(n.times(from))).toBe(true);
      }),
    );
  });
});
