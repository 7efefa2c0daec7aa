// Invite rebates: when the operator publishes a rate (the setting `invite_rebate_rate`, a fraction
// below 1), a friend's trading fee in USDT (a contract opening, a spot fill) pays that share of it from
// the fee account to the inviter's funding account, in the transaction that took the fee. Without the
// setting (or at 0) nothing is paid and the invite page shows no rebate.
import { and, eq, sql } from 'drizzle-orm';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { MONEY_DECIMALS } from '../../../src/shared/trade/formulas';
import type { Db } from '../../core/db';
import { counterpartiesOf, FEES_ID, text, transfer } from '../../core/ledger';
import { ledger, users } from '../../core/schema';
import { getSetting } from '../../core/settings';
import { USDT_ID } from '../market/catalogue';

export const REBATE_SETTING = 'invite_rebate_rate';

/** The published rate, or null when none is offered. */
export async function rebateRate(db: Db): Promise<Decimal | null> {
  const value = await getSetting(db, REBATE_SETTING, '');
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const rate = dec(value);
  return rate.gt(0) && rate.lt(1) ? rate : null;
}

/** Rebates paid to a user so far, USDT. */
export async function rebatesPaid(db: Db, userId: number): Promise<Decimal> {
  const rows = await db
    .select({ amount: ledger.amount })
    .from(ledger)
    .where(
      and(
        eq(ledger.user_id, userId),
        eq(ledger.currency_id, USDT_ID),
        eq(ledger.kind, 'invite_rebate'),
        sql`${ledger.bucket} = 'available'`,
      ),
    )
    .all();
  return rows.reduce((sum, r) => sum.plus(r.amount), dec(0));
}

/** Pays the inviter their share of a fee the user just paid; call inside the fee's transaction. */
export async function payRebate(db: Db, userId: number, currencyId: number, fee: Decimal.Value, ref: string): Promise<void> {
  // Only real fees, paid into the fee account: a demo account's virtual fee (the demo pool's) pays no one.
  if (currencyId !== USDT_ID || (await counterpartiesOf(db, userId)).fees !== FEES_ID) return;
  const rate = await rebateRate(db);
  if (!rate) return;
  const inviter = (await db.select({ invited_by: users.invited_by }).from(users).where(eq(users.id, userId)).get())?.invited_by;
  if (!inviter) return;
  const amount = dec(fee).times(rate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
  if (amount.lte(0)) return;
  await transfer(db, FEES_ID, inviter, USDT_ID, text(amount), 'invite_rebate', ref);
}

export type PayRebate = typeof payRebate;
