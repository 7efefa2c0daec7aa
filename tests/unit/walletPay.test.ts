// What a wallet sends to pay an NFT order: the order's amount in the token's units, rounded up to the
// token's smallest unit (never short, at most one unit over), and the check against the wallet's balance.
import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkHolding, walletPayUnits } from '../../src/features/wallet/pay/amount';
import { dec } from '../../src/shared/lib/decimal';

describe('walletPayUnits', () => {
  it('sends the exact amount when the token has enough places', () => {
    expect(walletPayUnits('12.5', 6)).toBe(12_500_000n);
    expect(walletPayUnits('100', 6)).toBe(100_000_000n);
    expect(walletPayUnits('0.00000001', 18)).toBe(10_000_000_000n);
  });
  it('rounds a finer amount up to the smallest unit', () => {
    expect(walletPayUnits('12.34567801', 6)).toBe(12_345_679n);
    expect(walletPayUnits('12.34567800', 6)).toBe(12_345_678n);
    expect(walletPayUnits('0.00000001', 6)).toBe(1n);
  });
  it('never pays less than the amount, and at most one unit more', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 16n }), fc.integer({ min: 0, max: 8 }))
      .map(([n, places]) => dec(n.toString()).div(dec(10).pow(places)).toFixed());
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 18 }), (value, decimals) => {
        const units = walletPayUnits(value, decimals);
        const sent = dec(formatUnits(units, decimals));
        expect(sent.gte(value)).toBe(true);
        expect(sent.minus(value).lt(dec(10).pow(-decimals))).toBe(true);
      }),
    );
  });
});

describe('checkHolding', () => {
  it('refuses more than the wallet holds, before anything is sent', () => {
    expect(checkHolding(10n, { units: 9n, decimals: 6 })).toBe('nftChain.pay.insufficient');
    expect(checkHolding(10n, { units: 10n, decimals: 6 })).toBeNull();
    expect(checkHolding(10n, null)).toBe('wallet.balanceUnknown');
  });
});
