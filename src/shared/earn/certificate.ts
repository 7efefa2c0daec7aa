// Certificate deposit formulas (AREAS.md), shared by the page's preview and the server's settlement.
// A fixed-term deposit at a fixed annual rate: the interest is paid with the principal at maturity.
// Before `min_hold_days` it cannot be withdrawn; after that an early withdrawal pays interest for the
// whole days held at the published lower rate. Interest is what the user receives: rounded DOWN.
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS } from '../trade/formulas';

const DAY_SEC = 86_400;

/** amount × annual rate × days / 365, rounded down to the ledger's unit. */
export function certificateInterest(amount: Decimal.Value, annualRate: Decimal.Value, days: number): Decimal {
  return dec(amount)
    .times(annualRate)
    .times(Math.max(0, Math.floor(days)))
    .div(365)
    .toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
}

/** Whole days between two times (seconds): an early withdrawal counts only the days completed. */
export const daysHeld = (fromSec: number, atSec: number) => Math.max(0, Math.floor((atSec - fromSec) / DAY_SEC));

export interface EarlyWithdrawal {
  /** Whether it may be withdrawn at this time (held at least min_hold_days, and not yet matured). */
  allowed: boolean;
  days: number;
  interest: Decimal;
  /** When it may first be withdrawn early (seconds). */
  from: number;
}

/** An early withdrawal at `atSec`: the days completed, and their interest at the early rate. */
export function certificateEarly(
  c: { amount: Decimal.Value; early_rate: Decimal.Value; min_hold_days: number; days: number; created_at: number },
  atSec: number,
): EarlyWithdrawal {
  const days = Math.min(daysHeld(c.created_at, atSec), c.days);
  return {
    allowed: days >= c.min_hold_days && days < c.days,
    days,
    interest: certificateInterest(c.amount, c.early_rate, days),
    from: c.created_at + c.min_hold_days * DAY_SEC,
  };
}
