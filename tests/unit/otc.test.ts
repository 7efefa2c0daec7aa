// OTC formulas (src/shared/earn/otc.ts): the fiat total is rounded against the taker by at most one cent,
// a typed fiat sum never buys more USDT than it pays for, the KYC limits (a demo account's too), the
// amount checks in order, and what a sell advert shows: its offer, never more than its maximum or the
// owner's balance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  otcAdvertOffers,
  otcAmountOfFiat,
  otcAmountProblem,
  otcCompletionRate,
  otcLimitOf,
  otcTotal,
  otcTraderLimit,
} from '../../src/shared/earn/otc';
import { dec } from '../../src/shared/lib/decimal';

const cents = (max: number) => fc.integer({ min: 1, max }).map((n) => (n / 100).toFixed(2));
const price = fc.integer({ min: 1, max: 2_000_000 }).map((n) => (n / 10_000).toFixed(4));

describe('OTC formulas', () => {
  it('examples', () => {
    expect(otcTotal('100', '1.01', true).toFixed()).toBe('101');
    expect(otcTotal('33.33', '0.95', true).toFixed()).toBe('31.67');
    expect(otcTotal('33.33', '0.95', false).toFixed()).toBe('31.66');
    expect(otcAmountOfFiat('100', '0.93').toFixed()).toBe('107.52');
    expect(otcLimitOf(0, { limit_l1: '2000', limit_l2: '1000000' })).toBeNull();
    expect(otcLimitOf(1, { limit_l1: '2000', limit_l2: '1000000' })).toBe('2000');
    expect(otcLimitOf(2, { limit_l1: '2000', limit_l2: '1000000' })).toBe('1000000');
    expect(otcCompletionRate(1271, 1284)).toBe('0.9898');
    expect(otcCompletionRate(0, 0)).toBeNull();
    const rules = { min: '10', max: '500', limit: '2000', sellerBalance: '300' };
    expect(otcAmountProblem('9.99', rules)?.key).toBe('otcErrors.min');
    expect(otcAmountProblem('500.01', rules)?.key).toBe('otcErrors.max');
    expect(otcAmountProblem('300.01', rules)?.key).toBe('otcErrors.sellerBalance');
    expect(otcAmountProblem('400', { ...rules, limit: '350' })?.key).toBe('otcErrors.kycLimit');
    expect(otcAmountProblem('300', rules)).toBeNull();
    expect(otcAmountProblem('300.01', { ...rules, takerSells: true })).toEqual({ key: 'otcErrors.balance', vars: { balance: '300' } });
    const limits = { limit_l1: '2000', limit_l2: '1000000' };
    expect([0, 1, 2].map((level) => otcTraderLimit('real', level, limits))).toEqual([null, '2000', '1000000']);
    expect([0, 1, 2].map((level) => otcTraderLimit('demo', level, limits))).toEqual(['2000', '2000', '1000000']);
    expect(otcAdvertOffers('50000', '2000000').toFixed()).toBe('50000');
    expect(otcAdvertOffers('500', '123.45').toFixed()).toBe('123.45');
    expect(otcAdvertOffers('500', '0').toFixed()).toBe('0');
  });

  it('a sell advert offers the smaller of its maximum and the owner’s balance: never more than either', () => {
    fc.assert(
      fc.property(cents(10_000_000), cents(100_000_000), (max, balance) => {
        const offers = otcAdvertOffers(max, balance);
        expect(offers.lte(max) && offers.lte(balance)).toBe(true);
        expect(offers.eq(max) || offers.eq(balance)).toBe(true);
      }),
    );
  });

  it('the total is the exact product rounded against the taker by less than one cent', () => {
    fc.assert(
      fc.property(cents(10_000_000), price, fc.boolean(), (amount, p, takerBuys) => {
        const exact = dec(amount).times(p);
        const total = otcTotal(amount, p, takerBuys);
        expect(total.decimalPlaces()).toBeLessThanOrEqual(2);
        const diff = total.minus(exact);
        if (takerBuys) expect(diff.gte(0) && diff.lt('0.01')).toBe(true);
        else expect(diff.lte(0) && diff.gt('-0.01')).toBe(true);
      }),
    );
  });

  it('a typed fiat sum never buys USDT worth more than it, and at most one USDT cent less', () => {
    fc.assert(
      fc.property(cents(10_000_000), price, (fiat, p) => {
        const amount = otcAmountOfFiat(fiat, p);
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(amount.times(p).lte(fiat)).toBe(true);
        expect(amount.plus('0.01').times(p).gt(fiat)).toBe(true);
      }),
    );
  });
});
