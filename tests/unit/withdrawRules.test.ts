// The withdraw form's checks and its Max (src/features/withdraw/rules.ts): the server's order of
// refusals, and a Max that always passes them (rounded down to the token's unit, never above the balance
// or the 24-hour room).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblem, maxAmount, minOn } from '../../src/features/withdraw/rules';
import { withdrawFigures } from '../../src/shared/fund/withdraw';
import { Decimal, dec } from '../../src/shared/lib/decimal';

const info = { available: '100', min: '10', decimals: 6, room_usdt: '50' };
const ledger = (max: number) =>
  fc.bigInt({ min: 0n, max: BigInt(max) * 10n ** 8n }).map((n) => new Decimal(n.toString()).div(1e8).toFixed());

describe('amountProblem', () => {
  it('refuses blank, zero, too many places, below the minimum, above the balance, above the room', () => {
    expect(amountProblem('', info)).toEqual({ key: 'validation.required' });
    expect(amountProblem('0', info)).toEqual({ key: 'withdrawErrors.amount' });
    expect(amountProblem('abc', info)).toEqual({ key: 'withdrawErrors.amount' });
    expect(amountProblem('12.1234567', info)).toEqual({ key: 'validation.tooManyDecimals', vars: { max: 6, count: 6 } });
    expect(amountProblem('9.99', info)).toEqual({ key: 'validation.belowMin', vars: { min: '10' } });
    expect(amountProblem('100.000001', { ...info, room_usdt: '1000' })).toEqual({ key: 'withdrawErrors.aboveBalance' });
    expect(amountProblem('50.5', info)).toEqual({ key: 'withdrawErrors.aboveLimit', vars: { room: '50' } });
  });

  it('says prices are unavailable (not "above the limit") when no BTC price values the limit; a chain has its own minimum', () => {
    expect(amountProblem('20', { ...info, room_usdt: '0', price_known: false })).toEqual({ key: 'withdrawErrors.noPrice' });
    const chains = [{ chain_id: 56, name: 'BNB Chain', explorer: '', confirmations: 5, min: '25' }];
    expect(minOn({ min: '10', chains }, '56')).toBe('25');
    expect(minOn({ min: '10', chains }, '1')).toBe('10');
    expect(amountProblem('20', { ...info, min: minOn({ min: '10', chains }, '56') })).toEqual({
      key: 'validation.belowMin',
      vars: { min: '25' },
    });
  });

  it('accepts the minimum, the room, and a decimal comma', () => {
    expect(amountProblem('10', info)).toBeNull();
    expect(amountProblem('50', info)).toBeNull();
    expect(amountProblem('25,5', info)).toBeNull();
  });
});

describe('maxAmount', () => {
  it('the smaller of balance and room, rounded down to 6 places', () => {
    expect(maxAmount(info)).toBe('50');
    expect(maxAmount({ ...info, available: '12.123456789', room_usdt: '1000' })).toBe('12.123456');
    expect(maxAmount({ ...info, available: '0' })).toBe('0');
  });

  it('always passes the balance and room checks', () => {
    fc.assert(
      fc.property(ledger(100_000), ledger(100_000), (available, room) => {
        const max = maxAmount({ available, room_usdt: room, min: '0', decimals: 6 });
        if (dec(max).isZero()) return;
        expect(amountProblem(max, { available, room_usdt: room, min: '0', decimals: 6 })).toBeNull();
      }),
    );
  });
});

describe('withdrawFigures as the page shows them', () => {
  it('25 USDT at 1 %: fee 0.25, receive 24.75', () => {
    const { fee, receive } = withdrawFigures('25', '0.01');
    expect(fee.toFixed()).toBe('0.25');
    expect(receive.toFixed()).toBe('24.75');
  });
});
