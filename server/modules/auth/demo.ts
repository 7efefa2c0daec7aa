// Demo accounts: virtual funds from the demo pool (never the house, which backs real balances),
// granted once per account.
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import type { Wallet } from '../../../src/contract/fund';
import { currencyIdOf, DEMO_POOL_ID, pocket, transfer } from '../../core/ledger';
import { ledger, users } from '../../core/schema';

/**
 * What a demo account gets once: 10,000 USDT in each account (funding, spot, contract, seconds), so
 * every kind of trade can be tried at once, and a little BTC and ETH in spot to try selling.
 */
export const DEMO_GRANT: ReadonlyArray<readonly [code: string, amount: string, wallet: Wallet]> = [
  ['USDT', '10000', 'legal'],
  ['USDT', '10000', 'change'],
  ['USDT', '10000', 'lever'],
  ['USDT', '10000', 'micro'],
  ['BTC', '0.5', 'change'],
  ['ETH', '5', 'change'],
];

/** Whether a user already got the demo grant. */
export async function hasDemoGrant(db: Db, userId: number): Promise<boolean> {
  return Boolean(
    await db
      .select({ one: sql`1` })
      .from(ledger)
      .where(and(eq(ledger.user_id, userId), eq(ledger.kind, 'demo_grant')))
      .limit(1)
      .get(),
  );
}

/**
 * Gives a demo account its virtual funds once (from the demo pool): DEMO_GRANT, in the currencies that
 * exist. Returns whether it granted now. Real accounts get nothing.
 */
export async function grantDemoFunds(db: Db, userId: number): Promise<boolean> {
  return await db.transaction(async () => {
    const user = await db.select({ account_type: users.account_type }).from(users).where(eq(users.id, userId)).get();
    if (user?.account_type !== 'demo' || (await hasDemoGrant(db, userId))) return false;
    for (const [code, amount, wallet] of DEMO_GRANT) {
      const currencyId = await currencyIdOf(db, code);
      if (currencyId !== null) await transfer(db, DEMO_POOL_ID, pocket(userId, wallet), currencyId, amount, 'demo_grant', 'demo');
    }
    return true;
  });
}

/** Grants the demo funds to every demo account that has none yet (the seeded demo account after a first start). */
export async function grantAllDemoAccounts(db: Db): Promise<number> {
  const granted = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.account_type, 'demo'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ledger)
            .where(and(eq(ledger.user_id, users.id), eq(ledger.kind, 'demo_grant'))),
        ),
      ),
    )
    .all();
  let n = 0;
  for (const { id } of granted) if (await grantDemoFunds(db, id)) n += 1;
  return n;
}
