// The presale formulas: the cost of an amount is rounded up by less than one unit of the ledger; the
// amount a total buys is rounded down to the token's units and its cost never passes the total (and
// one more unit would); what a user may still subscribe stays within their maximum and the supply;
// the state of a project at a time; the progress bar's fraction.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  presaleAmountOf,
  presaleCost,
  presaleCountdownTo,
  presaleLeft,
  presaleProgress,
  presaleRemaining,
  presaleState,
} from '../../src/shared/earn/presale';
import { Decimal } from '../../src/shared/lib/decimal';

const UNIT = new Decimal('0.00000001');
const price = fc.bigInt({ min: 1n, max: 10n ** 12n }).map((n) => new Decimal(n.toString()).div(1e8));
const decimals = fc.integer({ min: 0, max: 8 });
const amountIn = (places: number) => fc.bigInt({ min: 1n, max: 10n ** 14n }).map((n) => new Decimal(n.toString()).div(10 ** places));
const total = fc.bigInt({ min: 0n, max: 10n ** 16n }).map((n) => new Decimal(n.toString()).div(1e8));

describe('presale formulas', () => {
  it('examples', () => {
    expect(presaleCost('100', '0.25').toFixed()).toBe('25');
    expect(presaleCost('100', '0.333333').toFixed()).toBe('33.3333');
    expect(presaleCost('0.00000001', '0.5').toFixed()).toBe('0.00000001');
    expect(presaleAmountOf('10', '0.333333', 2).toFixed()).toBe('30');
    expect(presaleAmountOf('1', '0.333333', 2).toFixed()).toBe('3');
    expect(presaleAmountOf('0.001', '0.5', 2).toFixed()).toBe('0');
    expect(presaleAmountOf('10', '0', 2).toFixed()).toBe('0');
    expect(presaleRemaining({ supply: '1000', sold: '900', max_amount: '600' }, '0').toFixed()).toBe('100');
    expect(presaleRemaining({ supply: '1000', sold: '100', max_amount: '600' }, '550').toFixed()).toBe('50');
    expect(presaleRemaining({ supply: '1000', sold: '100', max_amount: '600' }, '700').toFixed()).toBe('0');
    expect(presaleLeft({ supply: '10', sold: '12' }).toFixed()).toBe('0');
    expect(presaleProgress({ supply: '10000000', sold: '3250000' }).toFixed()).toBe('0.325');
    expect(presaleProgress({ supply: '3', sold: '1' }).toFixed()).toBe('0.3333');
  });

  it('states: not started, on sale, sold out, ended, closed', () => {
    const terms = { supply: '100', sold: '10', start_at: 1000, end_at: 2000 };
    expect(presaleState(terms, 999)).toBe('upcoming');
    expect(presaleState(terms, 1000)).toBe('live');
    expect(presaleState(terms, 1999)).toBe('live');
    expect(presaleState(terms, 2000)).toBe('ended');
    expect(presaleState({ ...terms, sold: '100' }, 1500)).toBe('soldout');
    expect(presaleState({ ...terms, sold: '100' }, 2500)).toBe('soldout');
    expect(presaleState({ ...terms, closed: true }, 1500)).toBe('ended');
    expect(presaleState({ ...terms, closed: true }, 500)).toBe('ended');
    expect(presaleCountdownTo('upcoming', terms)).toBe(1000);
    expect(presaleCountdownTo('live', terms)).toBe(2000);
    expect(presaleCountdownTo('soldout', terms)).toBeNull();
    expect(presaleCountdownTo('ended', terms)).toBeNull();
  });

  it('the cost of an amount is the exact product rounded up by less than one unit', () => {
    fc.assert(
      fc.property(
        decimals.chain((d) => amountIn(d)),
        price,
        (a, p) => {
          const exact = a.times(p);
          const cost = presaleCost(a, p);
          expect(cost.decimalPlaces()).toBeLessThanOrEqual(8);
          expect(cost.gte(exact)).toBe(true);
          expect(cost.minus(exact).lt(UNIT)).toBe(true);
        },
      ),
    );
  });

  it('a total buys the most whole units it can pay for: its cost never passes the total, one more unit would', () => {
    fc.assert(
      fc.property(total, price, decimals, (t, p, d) => {
        const amount = presaleAmountOf(t, p, d);
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(d);
        expect(amount.gte(0)).toBe(true);
        // What is charged (shown before confirm and taken by the server) is at most the total typed.
        expect(presaleCost(amount, p).lte(t)).toBe(true);
        const more = amount.plus(new Decimal(1).div(10 ** d));
        expect(more.times(p).gt(t)).toBe(true);
      }),
    );
  });

  it('what a user may still subscribe never passes their maximum left nor the supply left, and is never negative', () => {
    const amount = amountIn(2);
    fc.assert(
      fc.property(amount, amount, amount, amount, (supply, sold, max, bought) => {
        const r = presaleRemaining({ supply, sold, max_amount: max }, bought);
        expect(r.gte(0)).toBe(true);
        expect(r.lte(Decimal.max(0, supply.minus(sold)))).toBe(true);
        expect(r.lte(Decimal.max(0, max.minus(bought)))).toBe(true);
        const progress = presaleProgress({ supply, sold });
        expect(progress.gte(0) && progress.lte(1)).toBe(true);
      }),
    );
  });
});
