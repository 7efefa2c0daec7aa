// The dual investment formulas (src/shared/earn/dual.ts) the purchase page shows and the server settles
// with: what the user receives is rounded down by less than one unit, what a put costs is rounded up by
// less than one unit, nothing is created, and the settlement pays exactly one of the two outcomes shown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dualFactor, dualInvestment, dualOutcomes, dualPaysInCoin, dualSettle, dualTermRate } from '../../src/shared/earn/dual';
import { Decimal } from '../../src/shared/lib/decimal';

const UNIT = new Decimal('0.00000001');
const num = fc.integer({ min: 1, max: 10_000 });
const price = fc.integer({ min: 1, max: 20_000_000 }).map((n) => new Decimal(n).div(100));
const rate = fc.integer({ min: 0, max: 50_000 }).map((n) => new Decimal(n).div(10_000));
const days = fc.integer({ min: 1, max: 365 });
const type = fc.constantFrom('call' as const, 'put' as const);

/** The exact outcomes as fractions: value = numerator / denominator (no rounding anywhere). */
function exactOutcomes(t: 'call' | 'put', invested: Decimal, strike: Decimal, r: Decimal, d: number) {
  const grown = invested.times(new Decimal(365).plus(r.times(d)));
  return t === 'call'
    ? { coin: [grown, new Decimal(365)], usdt: [grown.times(strike), new Decimal(365)] }
    : { coin: [grown, strike.times(365)], usdt: [grown, new Decimal(365)] };
}
/** paid ≤ n/d < paid + one unit, by multiplication only. */
function roundedDownOnce(paid: Decimal, [n, d]: Decimal[]) {
  expect(paid.decimalPlaces()).toBeLessThanOrEqual(8);
  expect(paid.times(d).lte(n)).toBe(true);
  expect(paid.plus(UNIT).times(d).gt(n)).toBe(true);
}

describe('dual investment formulas', () => {
  it('examples', () => {
    // 10 % a year for 10 days: factor 1 + 0.1 × 10 / 365.
    expect(dualFactor('0.1', 10).toFixed(12)).toBe('1.002739726027');
    expect(dualTermRate('0.365', 1).toFixed()).toBe('0.001');
    expect(dualInvestment('call', 3, '95000').toFixed()).toBe('0.3');
    expect(dualInvestment('put', 2, '95123.456789').toFixed()).toBe('19024.6913578');
    expect(dualInvestment('put', 1, '0.000000015').toFixed()).toBe('0.00000001');
    // Call of 0.1 BTC at strike 100,000, 36.5 % a year for 1 day (factor 1.001).
    const call = dualOutcomes('call', '0.1', '100000', '0.365', 1);
    expect(call.coin.toFixed()).toBe('0.1001');
    expect(call.usdt.toFixed()).toBe('10010');
    expect(dualSettle('call', '0.1', '100000', '0.365', 1, '99999.99')).toEqual({ in: 'coin', amount: call.coin });
    expect(dualSettle('call', '0.1', '100000', '0.365', 1, '100000')).toEqual({ in: 'usdt', amount: call.usdt });
    // Put of 9,000 USDT at strike 90,000: coin at or below the strike, USDT above.
    const put = dualOutcomes('put', '9000', '90000', '0.365', 1);
    expect(put.coin.toFixed()).toBe('0.1001');
    expect(put.usdt.toFixed()).toBe('9009');
    expect(dualSettle('put', '9000', '90000', '0.365', 1, '90000')).toEqual({ in: 'coin', amount: put.coin });
    expect(dualSettle('put', '9000', '90000', '0.365', 1, '90000.01')).toEqual({ in: 'usdt', amount: put.usdt });
    // Rounded down: 0.1 × 366.2 / 365 = 0.100328767…
    expect(dualOutcomes('call', '0.1', '95000', '1.2', 1).coin.toFixed()).toBe('0.10032876');
  });

  it('a put share costs the price of 0.1 coin rounded up by less than one unit; a call share is 0.1 coin', () => {
    fc.assert(
      fc.property(num, price, (n, p) => {
        const exact = p.times(n).div(10);
        const cost = dualInvestment('put', n, p);
        expect(cost.decimalPlaces()).toBeLessThanOrEqual(8);
        expect(cost.gte(exact)).toBe(true);
        expect(cost.minus(exact).lt(UNIT)).toBe(true);
        expect(dualInvestment('call', n, p).eq(new Decimal(n).div(10))).toBe(true);
      }),
    );
  });

  it('both outcomes are the exact formula rounded down once, by less than one unit', () => {
    fc.assert(
      fc.property(type, num, price, price, rate, days, (t, n, p, strike, r, d) => {
        const invested = dualInvestment(t, n, p);
        const shown = dualOutcomes(t, invested, strike, r, d);
        const exact = exactOutcomes(t, invested, strike, r, d);
        roundedDownOnce(shown.coin, exact.coin);
        roundedDownOnce(shown.usdt, exact.usdt);
        // Never less than what was invested, in its own currency (the rate is not negative).
        if (t === 'call') expect(shown.coin.gte(invested)).toBe(true);
        else expect(shown.usdt.gte(invested)).toBe(true);
      }),
    );
  });

  it('the settlement pays exactly one of the outcomes shown, on the side the rule names', () => {
    fc.assert(
      fc.property(type, num, price, price, price, rate, days, (t, n, p, strike, settlement, r, d) => {
        const invested = dualInvestment(t, n, p);
        const shown = dualOutcomes(t, invested, strike, r, d);
        const paid = dualSettle(t, invested, strike, r, d, settlement);
        const inCoin = t === 'call' ? settlement.lt(strike) : settlement.lte(strike);
        expect(dualPaysInCoin(t, settlement, strike)).toBe(inCoin);
        expect(paid).toEqual(inCoin ? { in: 'coin', amount: shown.coin } : { in: 'usdt', amount: shown.usdt });
      }),
    );
  });
});
