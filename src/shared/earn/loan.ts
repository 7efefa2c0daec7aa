// Loan formulas (AREAS.md), shared by the application page's preview and the server's repayment: no
// interest within the first day, then amount × daily rate for every started day after it. Interest is
// what the user pays: rounded UP to the ledger's 8 decimals, never by more than the last unit.
import { Decimal, dec } from '../lib/decimal';
import { MONEY_DECIMALS } from '../trade/formulas';

const DAY_SEC = 86_400;

/** Started days since `issuedAt` (seconds) at `at`: 1 from the first second, 2 once a day has passed… */
export function loanDaysHeld(issuedAt: number, at: number): number {
  return Math.max(1, Math.ceil((at - issuedAt) / DAY_SEC));
}

/** Interest for `daysHeld` started days: amount × daily rate × (days held − 1), the first day free. */
export function loanInterest(amount: Decimal.Value, dailyRate: Decimal.Value, daysHeld: number): Decimal {
  const charged = Math.max(0, Math.floor(daysHeld) - 1);
  return dec(amount).times(dailyRate).times(charged).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
}

/** Interest for the whole term of `days`, and what the user repays at the due date. */
export function loanTermCost(amount: Decimal.Value, dailyRate: Decimal.Value, days: number): { interest: Decimal; repay: Decimal } {
  const interest = loanInterest(amount, dailyRate, days);
  return { interest, repay: dec(amount).plus(interest) };
}

/** The due date (seconds) of a loan issued at `issuedAt` for `days`. */
export function loanDueAt(issuedAt: number, days: number): number {
  return issuedAt + days * DAY_SEC;
}
