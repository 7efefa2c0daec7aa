// Properties of the shared trading formulas (src/shared/trade/formulas.ts): what the app shows before
// confirming is what the server charges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import {
  checkStops,
  expectedReturn,
  isLiquidated,
  limitReached,
  liquidationPrice,
  MONEY_DECIMALS,
  openCost,
  points,
  positionProfit,
  positionValue,
  requiredMargin,
  roundDown,
  roundUp,
  spotQuote,
  stopHit,
  timedOutcome,
  timedPayout,
  tradingFee,
} from '../../src/shared/trade/formulas';

/** A positive decimal string with up to `decimals` places, between 10^-decimals and max. */
const positive = (decimals: number, max: number) =>
  fc.bigInt({ min: 1n, max: BigInt(max) * 10n ** BigInt(decimals) }).map((n) => new Decimal(n.toString()).div(10 ** decimals).toFixed());
const price = positive(5, 100000);
const lots = positive(2, 100);
const lotSize = fc.constantFrom('0.01', '0.1', '1', '100', '1000');
const leverage = fc.constantFrom(1, 2, 5, 10, 20, 50, 100, 200);
const feeRate = fc.constantFrom('0', '0.0002', '0.0005', '0.001', '0.003');
const side = fc.constantFrom('buy' as const, 'sell' as const);

const places = (d: Decimal) => d.decimalPlaces();

describe('rounding', () => {
  it('roundUp never below the exact value, roundDown never above, both within one unit', () => {
    fc.assert(
      fc.property(positive(14, 1_000_000), (x) => {
        const unit = dec(10).pow(-MONEY_DECIMALS);
        expect(roundUp(x).gte(x)).toBe(true);
        expect(roundDown(x).lte(x)).toBe(true);
        expect(roundUp(x).minus(x).lt(unit)).toBe(true);
        expect(dec(x).minus(roundDown(x)).lt(unit)).toBe(true);
        expect(places(roundUp(x))).toBeLessThanOrEqual(MONEY_DECIMALS);
      }),
    );
  });
  it('roundDown floors negative amounts too (a loss is never made smaller)', () => {
    expect(roundDown('-0.000000001').toFixed()).toBe('-0.00000001');
    expect(roundUp('0.000000001').toFixed()).toBe('0.00000001');
  });
});

describe('contract orders', () => {
  it('margin × leverage covers the value, short of it by less than leverage units', () => {
    fc.assert(
      fc.property(price, lots, lotSize, leverage, (p, l, size, lev) => {
        const value = positionValue(p, l, size);
        const margin = requiredMargin(p, l, size, lev);
        expect(margin.times(lev).gte(value)).toBe(true);
        expect(margin.times(lev).minus(value).lt(dec(10).pow(-MONEY_DECIMALS).times(lev))).toBe(true);
      }),
    );
  });

  it('the fee is rounded up, never below the exact fee, and open cost = margin + fee', () => {
    fc.assert(
      fc.property(price, lots, lotSize, leverage, feeRate, (p, l, size, lev, rate) => {
        const exact = positionValue(p, l, size).times(rate);
        const fee = tradingFee(p, l, size, rate);
        expect(fee.gte(exact)).toBe(true);
        expect(fee.minus(exact).lt(dec(10).pow(-MONEY_DECIMALS))).toBe(true);
        expect(openCost(p, l, size, lev, rate).eq(requiredMargin(p, l, size, lev).plus(fee))).toBe(true);
      }),
    );
  });

  it('profit is symmetric: a buy gains what a sell loses (up to rounding), and zero at the open price', () => {
    fc.assert(
      fc.property(price, price, lots, lotSize, (open, close, l, size) => {
        const huge = '1e30';
        const buy = positionProfit('buy', open, close, l, size, huge);
        const sell = positionProfit('sell', open, close, l, size, huge);
        const exact = dec(close).minus(open).times(l).times(size);
        expect(buy.lte(exact) && sell.lte(exact.neg())).toBe(true);
        expect(buy.plus(sell).abs().lte(dec(10).pow(-MONEY_DECIMALS))).toBe(true);
        expect(positionProfit('buy', open, open, l, size, huge).isZero()).toBe(true);
        expect(points('buy', open, close).eq(points('sell', open, close).neg())).toBe(true);
      }),
    );
  });

  it('a loss never exceeds the margin', () => {
    fc.assert(
      fc.property(side, price, price, lots, lotSize, leverage, (s, open, close, l, size, lev) => {
        const margin = requiredMargin(open, l, size, lev);
        expect(positionProfit(s, open, close, l, size, margin).gte(margin.neg())).toBe(true);
      }),
    );
  });

  it('liquidation happens when the loss reaches 80 % of the margin, on the losing side', () => {
    fc.assert(
      fc.property(side, price, lots, lotSize, leverage, (s, open, l, size, lev) => {
        const margin = requiredMargin(open, l, size, lev);
        const liq = liquidationPrice(s, open, l, size, margin);
        expect(s === 'buy' ? liq.lt(open) : liq.gt(open)).toBe(true);
        expect(isLiquidated(s, liq, liq)).toBe(true);
        expect(isLiquidated(s, open, liq)).toBe(false);
        // The loss at the liquidation price is 80 % of the margin (to decimal.js's 20 significant digits).
        const loss = points(s, open, liq).times(l).times(size).neg();
        expect(loss.minus(margin.times('0.8')).abs().lte(margin.times('1e-15'))).toBe(true);
      }),
    );
  });

  it('checkStops: take-profit above and stop-loss below for a buy, the other way for a sell', () => {
    expect(checkStops('buy', '100', '110', '90')).toBeNull();
    expect(checkStops('sell', '100', '90', '110')).toBeNull();
    expect(checkStops('buy', '100', '100', null)).toEqual({ field: 'target_profit_price', key: 'tradeErrors.tpAbove' });
    expect(checkStops('buy', '100', null, '100')).toEqual({ field: 'stop_loss_price', key: 'tradeErrors.slBelow' });
    expect(checkStops('sell', '100', '101', null)).toEqual({ field: 'target_profit_price', key: 'tradeErrors.tpBelow' });
    expect(checkStops('sell', '100', undefined, '99')).toEqual({ field: 'stop_loss_price', key: 'tradeErrors.slAbove' });
    expect(checkStops('buy', '100', '', '')).toBeNull();
    fc.assert(
      fc.property(side, price, price, price, (s, p, tp, sl) => {
        const result = checkStops(s, p, tp, sl);
        const tpOk = s === 'buy' ? dec(tp).gt(p) : dec(tp).lt(p);
        const slOk = s === 'buy' ? dec(sl).lt(p) : dec(sl).gt(p);
        expect(result === null).toBe(tpOk && slOk);
        // Stops accepted at a price are not hit at that price.
        if (result === null) expect(stopHit(s, p, tp, sl)).toBeNull();
      }),
    );
  });

  it('stopHit and limitReached', () => {
    expect(stopHit('buy', '110', '110', '90')).toBe('tp');
    expect(stopHit('buy', '89', '110', '90')).toBe('sl');
    expect(stopHit('sell', '89', '90', '110')).toBe('tp');
    expect(stopHit('sell', '111', '90', '110')).toBe('sl');
    expect(stopHit('buy', '100', null, null)).toBeNull();
    expect(limitReached('buy', '99', '100')).toBe(true);
    expect(limitReached('buy', '101', '100')).toBe(false);
    expect(limitReached('sell', '101', '100')).toBe(true);
    expect(limitReached('sell', '99', '100')).toBe(false);
  });
});

describe('timed trades', () => {
  it('up wins above the open price, down below, equal is a draw', () => {
    expect(timedOutcome('up', '100', '100.01')).toBe('won');
    expect(timedOutcome('up', '100', '99.99')).toBe('lost');
    expect(timedOutcome('down', '100', '99.99')).toBe('won');
    expect(timedOutcome('down', '100', '100.01')).toBe('lost');
    expect(timedOutcome('up', '100', '100.00')).toBe('draw');
    fc.assert(
      fc.property(price, price, (open, close) => {
        const up = timedOutcome('up', open, close);
        const down = timedOutcome('down', open, close);
        expect(up === 'draw').toBe(down === 'draw');
        if (up !== 'draw') expect(up).not.toBe(down);
      }),
    );
  });

  it('payout: stake × (1 + rate) rounded down on a win, the stake on a draw, nothing on a loss', () => {
    expect(timedPayout('won', '100', '0.85').toFixed()).toBe('185');
    expect(timedPayout('draw', '100', '0.85').toFixed()).toBe('100');
    expect(timedPayout('lost', '100', '0.85').toFixed()).toBe('0');
    fc.assert(
      fc.property(positive(2, 100000), fc.constantFrom('0.8', '0.85', '0.9', '0.95'), (amount, rate) => {
        const won = expectedReturn(amount, rate);
        expect(won.lte(dec(amount).times(dec(rate).plus(1)))).toBe(true);
        expect(won.gt(amount)).toBe(true);
      }),
    );
  });
});

describe('spot', () => {
  it('a buy pays total + fee (both rounded up) and gets the amount; a sell pays the amount and gets total − fee', () => {
    const buy = spotQuote('buy', '0.5', '60000.01');
    expect(buy.total.toFixed()).toBe('30000.005');
    expect(buy.fee.toFixed()).toBe('30.000005');
    expect(buy.pay.toFixed()).toBe('30030.005005');
    expect(buy.get.toFixed()).toBe('0.5');
    const sell = spotQuote('sell', '0.5', '60000.01');
    expect(sell.pay.toFixed()).toBe('0.5');
    expect(sell.get.toFixed()).toBe('29970.004995');
  });

  it('the buyer never pays less and the seller never gets more than the exact amounts', () => {
    fc.assert(
      fc.property(positive(8, 1000), price, (amount, p) => {
        const exact = dec(amount).times(p);
        const exactFee = exact.times('0.001');
        const buy = spotQuote('buy', amount, p);
        const sell = spotQuote('sell', amount, p);
        expect(buy.pay.gte(exact.plus(exactFee))).toBe(true);
        expect(sell.get.lte(exact.minus(exactFee).abs())).toBe(true);
        expect(sell.get.gte(0)).toBe(true);
        expect(places(buy.pay)).toBeLessThanOrEqual(MONEY_DECIMALS);
        expect(places(sell.get)).toBeLessThanOrEqual(MONEY_DECIMALS);
      }),
    );
  });
});
