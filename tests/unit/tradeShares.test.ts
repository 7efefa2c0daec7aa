// The 25 / 50 / 75 / 100 % shortcuts of the trade forms (src/features/trade/lib.ts): a share of what
// the balance allows, rounded DOWN to the quantity step. Never more than the balance allows (by the
// formulas the server charges with), never a whole step below the exact share.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestFitting, maxLots, maxSpotAmount, maxStake, SHARES } from '../../src/features/trade/lib';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { openCost, spotQuote } from '../../src/shared/trade/formulas';

/** A decimal with up to `places` places between `min` and `max` (built from integers: no float). */
const decimal = (min: number, max: number, places: number) =>
  fc
    .bigInt({ min: BigInt(Math.round(min * 10 ** places)), max: BigInt(Math.round(max * 10 ** places)) })
    .map((n) => new Decimal(n.toString()).div(10 ** places).toFixed());
const ledger = (max: number) => decimal(0, max, 8);
const share = fc.constantFrom(...SHARES, 1, 33, 99);
const step = (places: number) => dec(1).div(dec(10).pow(places));

describe('contract lots by share (maxLots)', () => {
  const order = fc.record({
    available: ledger(2_000_000),
    price: decimal(0.00001, 200_000, 5),
    lotSize: fc.constantFrom('0.01', '0.001', '1', '10', '1000'),
    leverage: fc.constantFrom(1, 2, 5, 10, 20, 50, 100),
    feeRate: decimal(0, 0.002, 5),
    lotDecimals: fc.integer({ min: 0, max: 4 }),
    maxLots: fc.constantFrom('5', '100', '1000000'),
    share,
  });

  it('costs at most the share of the balance, and one more lot step would cost more (or pass the maximum)', () => {
    fc.assert(
      fc.property(order, (o) => {
        const lots = dec(maxLots(o));
        const budget = dec(o.available).times(o.share).div(100);
        const cost = (n: Decimal) => openCost(o.price, n, o.lotSize, o.leverage, o.feeRate);
        expect(lots.decimalPlaces()).toBeLessThanOrEqual(o.lotDecimals);
        expect(lots.gte(0)).toBe(true);
        expect(lots.lte(o.maxLots)).toBe(true);
        expect(cost(lots).lte(budget)).toBe(true);
        expect(cost(lots).lte(o.available)).toBe(true);
        const next = lots.plus(step(o.lotDecimals));
        if (next.lte(o.maxLots)) expect(cost(next).gt(budget)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a larger share never gives fewer lots; 100 % is the Max', () => {
    fc.assert(
      fc.property(order, (o) => {
        const bySize = SHARES.map((s) => dec(maxLots({ ...o, share: s })));
        for (let i = 1; i < bySize.length; i++) expect(bySize[i]?.gte(bySize[i - 1] ?? 0)).toBe(true);
        expect(maxLots({ ...o, share: 100 })).toBe(maxLots({ ...o, share: undefined }));
      }),
    );
  });

  it('1,000 USDT, BTC at 60,000, lot 0.01, ×10, fee 0.05 %: 25 % is 4.14 lots (4.15 would cost 250.245)', () => {
    const o = { available: '1000', price: '60000', lotSize: '0.01', leverage: 10, feeRate: '0.0005', lotDecimals: 2, maxLots: '100' };
    expect(maxLots({ ...o, share: 25 })).toBe('4.14');
    expect(openCost('60000', '4.15', '0.01', 10, '0.0005').toFixed()).toBe('250.245');
    expect(maxLots({ ...o, share: 100 })).toBe('16.58');
    expect(openCost('60000', '16.59', '0.01', 10, '0.0005').gt('1000')).toBe(true);
    expect(maxLots({ ...o, available: '0', share: 50 })).toBe('0');
    expect(maxLots({ ...o, price: '', share: 50 })).toBe('0');
  });
});

describe('spot amount by share (maxSpotAmount)', () => {
  const order = fc.record({
    available: ledger(5_000_000),
    price: decimal(0.00000001, 100_000, 8),
    decimals: fc.integer({ min: 0, max: 8 }),
    share,
  });

  it('buying: pays at most the share of the quote balance (fee included), and one more step would pay more', () => {
    fc.assert(
      fc.property(order, (o) => {
        const amount = dec(maxSpotAmount('buy', o.available, o.price, o.decimals, o.share));
        const budget = dec(o.available).times(o.share).div(100);
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(o.decimals);
        if (amount.gt(0)) expect(spotQuote('buy', amount, o.price).pay.lte(budget)).toBe(true);
        expect(spotQuote('buy', amount.plus(step(o.decimals)), o.price).pay.gt(budget)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('selling: the share of the base balance cut down to the step, never a whole step below it', () => {
    fc.assert(
      fc.property(order, (o) => {
        const amount = dec(maxSpotAmount('sell', o.available, o.price, o.decimals, o.share));
        const exact = dec(o.available).times(o.share).div(100);
        expect(amount.lte(exact)).toBe(true);
        expect(amount.plus(step(o.decimals)).gt(exact)).toBe(true);
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(o.decimals);
      }),
    );
  });
});

describe('timed stake by share (maxStake)', () => {
  it('the share of the smaller of balance and maximum, cut down to the cent', () => {
    fc.assert(
      fc.property(ledger(100_000), ledger(50_000), share, (available, max, s) => {
        const stake = dec(maxStake(available, max, 2, s));
        const exact = Decimal.min(available, max).times(s).div(100);
        expect(stake.lte(exact)).toBe(true);
        expect(stake.plus('0.01').gt(exact)).toBe(true);
      }),
    );
    expect(maxStake('1000.999', '5000', 2, 25)).toBe('250.24');
  });
});

describe('largestFitting', () => {
  it('finds the last step a rising cost fits, from 0 to the bound', () => {
    fc.assert(
      fc.property(decimal(0, 1_000_000, 3), decimal(0, 1_000_000, 6), fc.integer({ min: 0, max: 6 }), (limit, upper, places) => {
        const found = largestFitting(upper, places, (n) => n.lte(limit));
        const expected = Decimal.min(dec(limit), dec(upper)).toDecimalPlaces(places, Decimal.ROUND_DOWN);
        expect(found.toFixed()).toBe(expected.toFixed());
      }),
    );
  });
});
