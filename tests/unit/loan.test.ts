// The loan formulas (src/shared/earn/loan.ts) the application page shows and the server charges: the
// first day is free, then every started day; interest is rounded up by less than one unit; it never
// falls as days go by; the term's cost is the interest at its last day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanDaysHeld, loanDueAt, loanInterest, loanTermCost } from '../../src/shared/earn/loan';
import { Decimal } from '../../src/shared/lib/decimal';

const amount = fc.integer({ min: 1, max: 5_000_000 }).map((n) => new Decimal(n).div(100));
const rate = fc.integer({ min: 0, max: 10_000 }).map((n) => new Decimal(n).div(1e7));
const days = fc.integer({ min: 1, max: 400 });
const UNIT = new Decimal('0.00000001');

describe('loan formulas', () => {
  it('days held count started days from 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e9 }), fc.integer({ min: 0, max: 400 * 86_400 }), (issued, held) => {
        const n = loanDaysHeld(issued, issued + held);
        expect(n).toBe(Math.max(1, Math.ceil(held / 86_400)));
        expect(loanDueAt(issued, n)).toBeGreaterThanOrEqual(issued + held);
      }),
    );
  });

  it('interest is amount × rate × (days − 1), rounded up by less than one unit, and never falls', () => {
    fc.assert(
      fc.property(amount, rate, days, (a, r, d) => {
        const exact = a.times(r).times(d - 1);
        const charged = loanInterest(a, r, d);
        expect(charged.decimalPlaces()).toBeLessThanOrEqual(8);
        expect(charged.gte(exact)).toBe(true);
        expect(charged.minus(exact).lt(UNIT)).toBe(true);
        expect(loanInterest(a, r, d + 1).gte(charged)).toBe(true);
        expect(loanInterest(a, r, 1).isZero()).toBe(true);
      }),
    );
  });

  it('the term costs the interest at its last day, and the repayment is amount + interest', () => {
    fc.assert(
      fc.property(amount, rate, days, (a, r, d) => {
        const { interest, repay } = loanTermCost(a, r, d);
        expect(interest.eq(loanInterest(a, r, d))).toBe(true);
        expect(repay.eq(a.plus(interest))).toBe(true);
      }),
    );
  });
});
