// The fiat rails forms check what the server checks: the proof's fields refused by the page exactly when
// the contract refuses them, the minimum and the balance on top; the figures shown before confirming
// are the shared formula's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleReq } from '../../src/contract/salecoin';
import { wireReq } from '../../src/contract/wallet';
import {
  fiatAmountProblem,
  remitterProblem,
  saleAmountProblem,
  saleFiguresOf,
  saleMax,
  txSuffixProblem,
  typedAmount,
} from '../../src/features/salecoin/rules';
import { fiatCredit, saleFigures } from '../../src/shared/fund/sale';
import { dec } from '../../src/shared/lib/decimal';
import { alnumString, positiveDecimal } from './arbitraries';

const contractAccepts = (field: 'tx_suffix' | 'remitter' | 'amount', value: string) => wireReq.shape[field].safeParse(value).success;

describe('the proof of a fiat deposit', () => {
  it('the last 6 characters: refused by the page exactly when the contract refuses them', () => {
    const candidates = fc.oneof(
      alnumString(0, 9),
      fc.string({ maxLength: 9 }),
      alnumString(6, 6).map((s) => ` ${s} `),
    );
    fc.assert(
      fc.property(candidates, (v) => {
        expect(txSuffixProblem(v) === null).toBe(contractAccepts('tx_suffix', v));
      }),
    );
    expect(txSuffixProblem('4f7K2q')).toBeNull();
    expect(txSuffixProblem('4F-7K2')).toBe('fiatErrors.txSuffix');
  });

  it('the remitter: 2 to 60 characters once trimmed, as the contract', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (v) => {
        expect(remitterProblem(v) === null).toBe(contractAccepts('remitter', v));
      }),
    );
  });

  it('an amount the page takes (above the minimum) is one the contract takes, and is credited by the shared formula', () => {
    fc.assert(
      fc.property(positiveDecimal(3), fc.constantFrom('0', '1', '10'), (v, min) => {
        const ok = fiatAmountProblem(v, min) === null;
        if (ok) {
          expect(contractAccepts('amount', v)).toBe(true);
          expect(dec(v).gte(min)).toBe(true);
          const typed = typedAmount(v, 2);
          expect(typed).toBe(v);
          expect(fiatCredit(v, '0.99875').eq(dec(v).times('0.99875').toDecimalPlaces(8, 1))).toBe(true);
        } else if (dec(v).gte(min)) expect(contractAccepts('amount', v)).toBe(false);
      }),
    );
    expect(fiatAmountProblem('250,5', '10')).toBeNull();
    expect(fiatAmountProblem('5', '10')).toEqual({ key: 'fiatErrors.belowMin', vars: { min: '10' } });
    expect(fiatAmountProblem('1.005', '1')).toEqual({ key: 'validation.tooManyDecimals', vars: { max: 2, count: 2 } });
  });
});

describe('a sale', () => {
  it('refused above the balance and below the minimum; otherwise the contract takes it', () => {
    fc.assert(
      fc.property(positiveDecimal(9), (v) => {
        const problem = saleAmountProblem(v, '20', '500');
        if (problem === null) {
          expect(saleReq.shape.number.safeParse(v).success).toBe(true);
          expect(dec(v).gte(20) && dec(v).lte(500)).toBe(true);
        }
      }),
    );
    expect(saleAmountProblem('500.00000001', '20', '500')).toBe('saleErrors.aboveBalance');
    expect(saleAmountProblem('19.99', '20', '500')).toEqual({ key: 'saleErrors.belowMin', vars: { min: '20' } });
  });

  it('a sale fits in the 24-hour limit it shares with withdrawals; Max stays within it; no price is said as such', () => {
    const limit = { room_usdt: '60', price_known: true };
    expect(saleAmountProblem('60.5', '20', '500', limit)).toEqual({ key: 'saleErrors.aboveLimit', vars: { room: '60' } });
    expect(saleAmountProblem('60', '20', '500', limit)).toBeNull();
    expect(saleAmountProblem('30', '20', '500', { room_usdt: '0', price_known: false })).toBe('saleErrors.noPrice');
    expect(saleMax('500', limit)).toBe('60');
    expect(saleMax('12.123456789', { room_usdt: '1000', price_known: true })).toBe('12.12345678');
    expect(saleMax('500', { room_usdt: '0', price_known: false })).toBe('0');
  });

  it('the figures before confirming are the shared formula of the amount as it will be sent', () => {
    fc.assert(
      fc.property(positiveDecimal(8), fc.constantFrom('1', '0.9987', '7.25'), fc.constantFrom('0', '0.005', '0.0999'), (v, rate, fee) => {
        const shown = saleFiguresOf(v.replace('.', ','), rate, fee);
        const formula = saleFigures(v, rate, fee);
        expect(shown?.number).toBe(v);
        expect(shown?.gross.eq(formula.gross) && shown.fee.eq(formula.fee) && shown.receive.eq(formula.receive)).toBe(true);
      }),
    );
    expect(saleFiguresOf('', '1', '0.005')).toBeNull();
    expect(saleFiguresOf('0', '1', '0.005')).toBeNull();
  });
});
