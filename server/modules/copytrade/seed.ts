// The seeded lead traders: real accounts (no password: nobody signs in as them) that trade by the
// published strategies (strategies.ts), each with a contract balance from outside, as a deposit.
import { isNotNull, sql } from 'drizzle-orm';
import type { StrategyName } from '../../../src/contract/copytrade';
import type { Db } from '../../core/db';
import { now } from '../../core/db';
import { currencyIdOf, EXTERNAL_ID, pocket, transfer } from '../../core/ledger';
import { users } from '../../core/schema';
import { createUser } from '../../core/users';
import { leadTraders } from './schema';

const SEEDED: Array<{ name: string; strategy: StrategyName; share_rate: string }> = [
  { name: 'Ada Trend', strategy: 'ma_cross', share_rate: '0.1' },
  { name: 'Bo Breakout', strategy: 'breakout', share_rate: '0.15' },
  { name: 'Mira Revert', strategy: 'mean_reversion', share_rate: '0.08' },
];
export const SEED_BALANCE = '20000';

export function seedLeadTraders(db: Db): void {
  const usdt = currencyIdOf(db, 'USDT');
  const seeded = db.select({ n: sql<number>`count(*)` }).from(leadTraders).where(isNotNull(leadTraders.strategy)).get()?.n ?? 0;
  if (seeded > 0 || usdt === null) return;
  db.transaction(() => {
    for (const t of SEEDED) {
      const user = createUser(db, {
        email: `${t.strategy.replace('_', '.')}@traders.kestrel.invalid`,
        password_hash: null,
        account_type: 'real',
      });
      db.update(users).set({ nickname: t.name }).where(sql`${users.id} = ${user.id}`).run();
      db.insert(leadTraders)
        .values({ user_id: user.id, name: t.name, strategy: t.strategy, share_rate: t.share_rate, created_at: now() })
        .run();
      transfer(db, EXTERNAL_ID, pocket(user.id, 'lever'), usdt, SEED_BALANCE, 'deposit', 'copytrade:seed');
    }
  });
}
