// The convert page's Max (src/features/fund/convert.ts): the largest amount whose amount + fee (rounded
// up) fits what is available, by the formula the server charges with; and the pair the page opens with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialPair, maxConvertible } from '../../src/features/fund/convert';
import { convertFigures } from '../../src/shared/fund/convert';
import { Decimal, dec } from '../../src/shared/lib/decimal';

const ledger = (max: number) =>
  fc.bigInt({ min: 0n, max: BigInt(max) * 10n ** 8n }).map((n) => new Decimal(n.toString()).div(1e8).toFixed());
const feeRate = fc.integer({ min: 0, max: 999 }).map((n) => dec(n).div(10_000).toFixed());

describe('maxConvertible', () => {
  const quote = (fee_rate: string) => ({ from_price: '1', to_price: '60000', fee_rate });

  it('1,000 USDT at 0.2 %: 998.00399201, costing exactly 1,000', () => {
    expect(maxConvertible('1000', quote('0.002'))).toBe('998.00399201');
    expect(convertFigures({ number: '998.00399201', fromPrice: 1, toPrice: 60000, feeRate: '0.002' }).cost.toFixed()).toBe('1000');
  });

  it('nothing, or less than a unit, gives 0', () => {
    expect(maxConvertible('0', quote('0.002'))).toBe('0');
    expect(maxConvertible('0.00000001', quote('0.002'))).toBe('0');
    expect(maxConvertible('not a number', quote('0.002'))).toBe('0');
  });

  it('always fits, and one more unit never does', () => {
    fc.assert(
      fc.property(ledger(1_000_000), feeRate, (available, rate) => {
        const max = dec(maxConvertible(available, quote(rate)));
        const cost = (n: Decimal) => convertFigures({ number: n, fromPrice: 1, toPrice: 60000, feeRate: rate }).cost;
        expect(max.decimalPlaces()).toBeLessThanOrEqual(8);
        if (max.gt(0)) expect(cost(max).lte(available)).toBe(true);
        expect(cost(max.plus('0.00000001')).gt(available)).toBe(true);
      }),
    );
  });
});

describe('initialPair', () => {
  const list = [
    { id: 1, code: 'USDT', name: 'Tether', price_usdt: '1' },
    { id: 2, code: 'BTC', name: 'Bitcoin', price_usdt: '60000' },
    { id: 3, code: 'ETH', name: 'Ether', price_usdt: '3000' },
  ];
  it('USDT into BTC by default; the address when it names two currencies on offer', () => {
    expect(initialPair(list, null, null)).toEqual({ from: '1', to: '2' });
    expect(initialPair(list, '3', '1')).toEqual({ from: '3', to: '1' });
    expect(initialPair(list, '2', null)).toEqual({ from: '2', to: '1' });
    expect(initialPair(list, '9', '3')).toEqual({ from: '1', to: '3' });
    expect(initialPair(list, '3', '3')).toEqual({ from: '3', to: '2' });
  });
});
