// The AI quant savings formulas: what a user receives is rounded down, what a user pays rounded up,
// never by more than the last unit, and nothing is created.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantDailyIncome, quantTermIncome, quantTermination } from '../../src/shared/earn/quant';
import { Decimal } from '../../src/shared/lib/decimal';

const amount = fc.bigInt({ min: 1n, max: 10n ** 14n }).map((n) => new Decimal(n.toString()).div(1e6));
const rate = fc.integer({ min: 0, max: 100_000 }).map((n) => new Decimal(n).div(1e6));
const UNIT = new Decimal('0.00000001');

describe('quant formulas', () => {
  it('examples', () => {
    expect(quantDailyIncome('1000', '0.006').toFixed()).toBe('6');
    expect(quantTermIncome('1000', '0.006', 7).toFixed()).toBe('42');
    expect(quantTermination('1000', '0.05')).toEqual({ penalty: new Decimal(50), refund: new Decimal(950) });
    expect(quantDailyIncome('0.33333333', '0.1').toFixed()).toBe('0.03333333');
  });

  it('daily income is the exact product rounded down by less than one unit', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        const exact = a.times(r);
        const paid = quantDailyIncome(a, r);
        expect(paid.decimalPlaces()).toBeLessThanOrEqual(8);
        expect(paid.lte(exact)).toBe(true);
        expect(exact.minus(paid).lt(UNIT)).toBe(true);
      }),
    );
  });

  it('termination: penalty rounded up by less than a unit, penalty + refund = amount, never below zero', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        const { penalty, refund } = quantTermination(a, r);
        const exact = Decimal.min(a, a.times(r));
        expect(penalty.gte(exact)).toBe(true);
        expect(penalty.minus(exact).lt(UNIT)).toBe(true);
        expect(penalty.plus(refund).eq(a)).toBe(true);
        expect(refund.gte(0)).toBe(true);
      }),
    );
  });
});
