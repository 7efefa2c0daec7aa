// The seeded lead traders, in demo mode only: DEMO accounts (no password: nobody signs in as them) that
// trade by the published strategies (strategies.ts), each with a contract balance from the demo pool
// (virtual money, never the house's), so only demo accounts may follow them. Their figures come from
// their own orders alone. Production mode seeds none: no lead trader exists until an admin flags a real
// account. A database seeded by an earlier version, whose strategy traders were real accounts funded from
// outside, has those retired on every start: no longer lead traders, no strategy, their follows stopped.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { StrategyName } from '../../../src/contract/copytrade';
import type { ServerOptions } from '../../core/options';
import { type Db, now } from '../../core/db';
import { currencyIdOf, DEMO_POOL_ID, pocket, seedHouse, transfer } from '../../core/ledger';
import { users } from '../../core/schema';
import { createUser } from '../../core/users';
import { copyFollows, leadTraders } from './schema';

export const SEEDED: ReadonlyArray<{ name: string; strategy: StrategyName; share_rate: string }> = [
  { name: 'Ada Trend', strategy: 'ma_cross', share_rate: '0.1' },
  { name: 'Bo Breakout', strategy: 'breakout', share_rate: '0.15' },
  { name: 'Mira Revert', strategy: 'mean_reversion', share_rate: '0.08' },
];
export const SEED_BALANCE = '20000';
/** Each seeded trader's address: what finds it again on the next start (an earlier version's real ones used traders.kestrel.invalid). */
const emailOf = (strategy: StrategyName) => `${strategy.replace('_', '.')}@demo-traders.kestrel.invalid`;

/** Strategy traders that are real accounts (an earlier version's seed): no longer lead traders. */
async function retireRealStrategyTraders(db: Db): Promise<void> {
  const real = (
    await db
      .select({ id: leadTraders.user_id })
      .from(leadTraders)
      .innerJoin(users, eq(users.id, leadTraders.user_id))
      .where(and(isNotNull(leadTraders.strategy), eq(users.account_type, 'real')))
      .all()
  ).map((r) => r.id);
  if (real.length === 0) return;
  await db.transaction(async () => {
    await db.update(leadTraders).set({ active: 0, strategy: null }).where(inArray(leadTraders.user_id, real)).run();
    await db
      .update(copyFollows)
      .set({ status: 'cancelled', cancelled_at: now() })
      .where(and(inArray(copyFollows.trader_id, real), eq(copyFollows.status, 'active')))
      .run();
  });
}

export async function seedLeadTraders(db: Db, mode: ServerOptions['mode']): Promise<void> {
  await retireRealStrategyTraders(db);
  if (mode !== 'demo') return;
  const usdt = await currencyIdOf(db, 'USDT');
  if (usdt === null) return;
  // The demo pool is funded before the first grant from it (the server seeds it after the modules).
  await seedHouse(db);
  await db.transaction(async () => {
    for (const t of SEEDED) {
      const email = emailOf(t.strategy);
      // Each once: the address finds it on every later start.
      const known = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
      if (known) continue;
      const user = await createUser(db, { email, password_hash: null, account_type: 'demo' });
      await db.update(users).set({ nickname: t.name }).where(eq(users.id, user.id)).run();
      await db
        .insert(leadTraders)
        .values({ user_id: user.id, name: t.name, strategy: t.strategy, share_rate: t.share_rate, created_at: now() })
        .run();
      await transfer(db, DEMO_POOL_ID, pocket(user.id, 'lever'), usdt, SEED_BALANCE, 'demo_grant', 'copytrade:seed');
    }
  });
}
