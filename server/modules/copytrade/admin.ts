// The operator's side of copy trading: the lead traders, and flagging or unflagging an account with its
// published profit-share rate. A strategy (strategies.ts: an automatic trader) runs only for a demo
// account on a demo-mode server; a real lead trader is a person who trades by hand. Unflagging stops
// every follow of the trader (their open copies still close with them and pay the share).
import { and, eq } from 'drizzle-orm';
import type { ServerOptions } from '../../core/options';
import { type Db, now } from '../../core/db';
import { text } from '../../core/ledger';
import { users } from '../../core/schema';
import { copyFollows, type LeadTraderRow, leadTraders } from './schema';
import { accountTypeOf, fail } from './views';

export function createCopyAdmin(db: Db, mode: ServerOptions['mode']) {
  const leadView = async (row: LeadTraderRow) => ({
    user_id: row.user_id,
    name: row.name,
    share_rate: row.share_rate,
    strategy: row.strategy,
    active: row.active === 1,
    demo: (await accountTypeOf(db, row.user_id)) === 'demo',
  });

  const adminList = async () => await Promise.all((await db.select().from(leadTraders).orderBy(leadTraders.user_id).all()).map(leadView));

  async function adminSet(input: { user_id: number; active: number; share_rate?: string; name?: string; strategy?: string }) {
    const user = await db.select().from(users).where(eq(users.id, input.user_id)).get();
    if (!user) throw fail('copyErrors.noUser', 'user_id');
    const strategy = input.strategy === 'none' ? null : input.strategy;
    if (strategy && (user.account_type !== 'demo' || mode !== 'demo')) throw fail('copyErrors.strategyDemo', 'strategy');
    return await db.transaction(async () => {
      const existing = await db.select().from(leadTraders).where(eq(leadTraders.user_id, user.id)).get();
      const fields = {
        active: input.active,
        ...(input.share_rate !== undefined ? { share_rate: text(input.share_rate) } : {}),
        ...(input.name ? { name: input.name } : {}),
        ...(input.strategy ? { strategy } : {}),
      };
      const row = existing
        ? await db.update(leadTraders).set(fields).where(eq(leadTraders.user_id, user.id)).returning().get()
        : await db
            .insert(leadTraders)
            .values({ user_id: user.id, name: user.nickname, share_rate: '0', created_at: now(), ...fields })
            .returning()
            .get();
      if (!row.active)
        await db
          .update(copyFollows)
          .set({ status: 'cancelled', cancelled_at: now() })
          .where(and(eq(copyFollows.trader_id, user.id), eq(copyFollows.status, 'active')))
          .run();
      return await leadView(row);
    });
  }

  return { adminList, adminSet };
}
