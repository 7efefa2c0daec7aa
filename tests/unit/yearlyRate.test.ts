// The yearly equivalent of a daily rate (src/shared/earn/rate.ts), shown beside each daily rate of the
// savings, locked mining and loan pages: simple (daily rate × 365, no compounding), exact in decimals,
// never through a float.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS_PER_YEAR, yearlyRate } from '../../src/shared/earn/rate';
import { Decimal } from '../../src/shared/lib/decimal';

/** Daily rates as the server publishes them: decimal strings of up to 10 places, 0 to 100 % a day. */
const daily = fc
  .tuple(fc.bigInt({ min: 0n, max: 10_000_000_000n }), fc.integer({ min: 0, max: 10 }))
  .map(([units, places]) => new Decimal(units.toString()).div(new Decimal(10).pow(places)).toFixed());

describe('yearly equivalent of a daily rate', () => {
  it('is the example of the issue: 0.6 % a day is 219 % a year; the seeded rates as the pages show them', () => {
    expect(yearlyRate('0.006').toFixed()).toBe('2.19');
    expect(yearlyRate('0.003').toFixed()).toBe('1.095');
    expect(yearlyRate('0.001').toFixed()).toBe('0.365');
    expect(yearlyRate('0.0007').toFixed()).toBe('0.2555');
    expect(yearlyRate('0').isZero()).toBe(true);
    expect(DAYS_PER_YEAR).toBe(365);
  });

  it('is exactly daily × 365: simple, no compounding, and back to the daily rate exactly', () => {
    fc.assert(
      fc.property(daily, (d) => {
        const y = yearlyRate(d);
        expect(y.eq(new Decimal(d).times(365))).toBe(true);
        expect(y.div(365).eq(d)).toBe(true);
        // Simple, never compounded: (1 + d)^365 − 1 is at least as much, more for any positive rate.
        if (new Decimal(d).gt(0)) expect(new Decimal(1).plus(d).pow(365).minus(1).gt(y)).toBe(true);
      }),
    );
  });

  it('is exact: no more decimals than the daily rate, the same from a string or a Decimal', () => {
    fc.assert(
      fc.property(daily, (d) => {
        const y = yearlyRate(d);
        expect(y.decimalPlaces()).toBeLessThanOrEqual(new Decimal(d).decimalPlaces());
        expect(yearlyRate(new Decimal(d)).eq(y)).toBe(true);
      }),
    );
  });

  it('keeps the order of daily rates and adds up: a higher daily rate is a higher yearly one', () => {
    fc.assert(
      fc.property(daily, daily, (a, b) => {
        expect(yearlyRate(a).cmp(yearlyRate(b))).toBe(new Decimal(a).cmp(b));
        expect(yearlyRate(new Decimal(a).plus(b)).eq(yearlyRate(a).plus(yearlyRate(b)))).toBe(true);
      }),
    );
  });
});
