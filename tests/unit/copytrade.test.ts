// Copy trading formulas (src/shared/earn/copytrade.ts): copy sizes, the profit share (no money
// created, the house's unit at most), the share settled when a copy is taken over, and the figures from
// known trades.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyLots, followNumberProblem, profitShare, takeOverShare, traderFigures } from '../../src/shared/earn/copytrade';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { positionProfit } from '../../src/shared/trade/formulas';

const rules = { min_lots: '0.01', max_lots: '100', lot_decimals: 2 };
const money = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((n) => dec(n).div(1e8));
const rate = fc.integer({ min: 0, max: 2000 }).map((n) => dec(n).div(10000));

describe('copy sizes', () => {
  it('type 1 multiplies and rounds down to the lot step; type 2 is fixed; below the minimum nothing', () => {
    expect(copyLots(1, '2', '1.5', rules)?.toFixed()).toBe('3');
    expect(copyLots(1, '0.37', '1', rules)?.toFixed()).toBe('0.37');
    expect(copyLots(1, '0.3', '0.03', rules)).toBeNull();
    expect(copyLots(1, '5', '30', rules)?.toFixed()).toBe('100');
    expect(copyLots(2, '0.5', '7', rules)?.toFixed()).toBe('0.5');
  });
  it('ranges: multiple 0.1–5, lots 0.01–5', () => {
    expect(followNumberProblem(1, '0.1')).toBeNull();
    expect(followNumberProblem(1, '5')).toBeNull();
    expect(followNumberProblem(1, '0.09')).toBe('copyErrors.multiple');
    expect(followNumberProblem(1, '5.01')).toBe('copyErrors.multiple');
    expect(followNumberProblem(2, '0.01')).toBeNull();
    expect(followNumberProblem(2, '0.001')).toBe('copyErrors.lots');
    expect(followNumberProblem(2, 'x')).toBe('copyErrors.lots');
  });
  it('never copies more than the rule asks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 10000 }), (m, l) => {
        const lots = copyLots(1, dec(m).div(100), dec(l).div(100), rules);
        if (lots) expect(lots.lte(dec(m).div(100).times(dec(l).div(100)))).toBe(true);
      }),
    );
  });
});

describe('profit share', () => {
  it('is exact, nothing on a loss', () => {
    expect(profitShare('20.0074', '0.1234')).toEqual({ paid: dec('2.46891316'), received: dec('2.46891316'), rest: dec(0) });
    const odd = profitShare('0.00000011', '0.15');
    expect([odd.paid.toFixed(), odd.received.toFixed(), odd.rest.toFixed()]).toEqual(['0.00000002', '0.00000001', '0.00000001']);
    expect(profitShare('-5', '0.2').paid.toFixed()).toBe('0');
    expect(profitShare('0', '0.2').paid.toFixed()).toBe('0');
  });
  it('creates no money: paid = received + rest, rest at most one unit, paid ≥ exact ≥ received', () => {
    fc.assert(
      fc.property(money, rate, (p, r) => {
        const s = profitShare(p, r);
        expect(s.paid.toFixed()).toBe(s.received.plus(s.rest).toFixed());
        expect(s.rest.lte('0.00000001')).toBe(true);
        if (p.gt(0)) {
          expect(s.paid.gte(p.times(r))).toBe(true);
          expect(s.received.lte(p.times(r))).toBe(true);
          expect(s.paid.lte(p)).toBe(true);
        } else expect(s.paid.isZero()).toBe(true);
      }),
    );
  });
});

describe('taking a copy over', () => {
  const copy = { side: 'buy' as const, open_price: '60000', lots: '1', margin: '60' };
  it('settles the share of the profit so far at the price; nothing when not in profit', () => {
    const held = takeOverShare(copy, '60500.5', '0.01', '0.1234');
    expect([held.profit.toFixed(), held.paid.toFixed(), held.received.toFixed(), held.rest.toFixed()]).toEqual([
      '5.005',
      '0.617617',
      '0.617617',
      '0',
    ]);
    expect(takeOverShare({ ...copy, side: 'sell' }, '60500.5', '0.01', '0.1234').paid.toFixed()).toBe('0');
    expect(takeOverShare(copy, '60000', '0.01', '0.2').paid.toFixed()).toBe('0');
  });
  it('is the profit share of what closing at that price would realise, never more than that profit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.integer({ min: 1, max: 200_000_00 }),
        fc.integer({ min: 1, max: 500 }),
        rate,
        (side, cents, lots, r) => {
          const price = dec(cents).div(100);
          const c = { ...copy, side, lots: dec(lots).div(100).toFixed() };
          const held = takeOverShare(c, price, '0.01', r);
          const profit = positionProfit(side, c.open_price, price, c.lots, '0.01', c.margin);
          expect(held.profit.toFixed()).toBe(profit.toFixed());
          expect(held.paid.toFixed()).toBe(profitShare(profit, r).paid.toFixed());
          expect(held.paid.lte(Decimal.max(profit, 0))).toBe(true);
        },
      ),
    );
  });
});

describe('trader figures', () => {
  it('return, win rate, drawdown from known trades', () => {
    const trades = [
      { profit: '10', margin: '60', closed_at: 100 },
      { profit: '-5', margin: '61', closed_at: 200 },
      { profit: '-2', margin: '60.5', closed_at: 300 },
      { profit: '8', margin: '60', closed_at: 400 },
    ];
    const f = traderFigures(trades, 0);
    expect(f).toEqual({
      return_rate: dec(11).div('241.5').toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(),
      win_rate: '0.5',
      max_drawdown: dec(7).div('241.5').toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(),
      profit: '11',
      trades: 4,
      wins: 2,
    });
    expect(traderFigures(trades, 250)).toMatchObject({
      trades: 2,
      wins: 1,
      profit: '6',
      max_drawdown: dec(2).div('120.5').toDecimalPlaces(6, 1).toFixed(),
    });
    expect(traderFigures([], 0)).toMatchObject({ return_rate: '0', win_rate: '0', max_drawdown: '0', trades: 0 });
  });
});
