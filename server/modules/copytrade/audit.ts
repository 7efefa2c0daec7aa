// What the auditor of the books (core/audit.ts) checks of copy trading. Copies hold nothing frozen of
// their own (a copy is a contract order: the trade module's audit counts its margin); the rules:
// - each copy's share is settled once and exactly by the formula: a copy that closed pays the share of
//   its realised profit, one taken over the share of its profit so far then (shared profitShare, at its
//   follow's rate), recorded on the copy and paid by one journal entry; nothing before either;
// - every open copy belongs to its follow and to its own open order, and one that still follows the
//   trader to the trader's open order (a closed trader order closes its copies);
// - no follow links a demo and a real account; at most MAX_FOLLOWS active follows per follower;
// - an automatic (strategy) trader is a demo account.
import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { MAX_FOLLOWS, profitShare } from '../../../src/shared/earn/copytrade';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { journal, ledger, users } from '../../core/schema';
import { leverOrdersWhere } from '../trade/leverReads';
import { copyRef } from './engine';
import { copyFollows, copyPositions, leadTraders } from './schema';

export function copyAudit(db: Db): ModuleAudit {
  const copies = async () => await db.select().from(copyPositions).orderBy(copyPositions.order_id).all();
  const follows = async () => new Map((await db.select().from(copyFollows).all()).map((f) => [f.id, f]));
  /** The contract orders copies and the orders they copy. */
  async function ordersOf(ids: number[]) {
    const found = new Map<number, { user_id: number; status: string; profit: string }>();
    for (let i = 0; i < ids.length; i += 500)
      for (const o of await leverOrdersWhere(db, { ids: ids.slice(i, i + 500) }))
        found.set(o.id, { user_id: o.user_id, status: o.status, profit: o.profit });
    return found;
  }

  return {
    checks: {
      "each copy's profit share is settled once, exactly by the formula": async () => {
        const list = await copies();
        const rates = await follows();
        const orders = await ordersOf(list.map((c) => c.order_id));
        // The share entries: how many per copy, and what the follower paid in them.
        const entries = new Map<string, { ids: Set<number>; paid: Decimal }>();
        const legs = await db
          .select({ id: journal.id, ref: journal.ref, user_id: ledger.user_id, wallet: ledger.wallet, amount: ledger.amount })
          .from(journal)
          .innerJoin(ledger, eq(ledger.entry_id, journal.id))
          .where(eq(journal.kind, 'copy_profit_share'))
          .all();
        const byRef = new Map(list.map((c) => [copyRef(c.order_id), c]));
        for (const leg of legs) {
          const ref = leg.ref ?? '';
          const e = entries.get(ref) ?? { ids: new Set<number>(), paid: new Decimal(0) };
          e.ids.add(leg.id);
          const copy = byRef.get(ref);
          if (copy && leg.user_id === copy.follower_id && leg.wallet === 'lever') e.paid = e.paid.minus(leg.amount);
          entries.set(ref, e);
        }
        const broken: string[] = [];
        for (const ref of entries.keys()) if (!byRef.has(ref)) broken.push(`share entry ${ref} belongs to no copy`);
        for (const c of list) {
          const order = orders.get(c.order_id);
          const rate = rates.get(c.follow_id)?.share_rate ?? '0';
          const settled = c.closed === 1 || c.self_held === 1;
          if (c.closed && order?.status !== 'closed')
            broken.push(`copy ${c.order_id} is closed, its order is ${order?.status ?? 'missing'}`);
          const basis = c.self_held ? (c.held_profit ?? '0') : (order?.profit ?? '0');
          const expected = settled ? profitShare(basis, rate).paid : new Decimal(0);
          const entry = entries.get(copyRef(c.order_id));
          const count = entry?.ids.size ?? 0;
          const paid = entry?.paid ?? new Decimal(0);
          const what = c.self_held ? `profit so far ${basis} when taken over` : `profit ${basis}`;
          if (!dec(c.share_paid).eq(expected))
            broken.push(
              `copy ${c.order_id} records a share of ${c.share_paid}; the formula gives ${expected.toFixed()} (${what}, rate ${rate})`,
            );
          if (count !== (expected.gt(0) ? 1 : 0) || !paid.eq(expected))
            broken.push(
              `copy ${c.order_id}: ${count} share entries paying ${paid.toFixed()}; the formula gives ${expected.toFixed()} (${what})`,
            );
        }
        return broken;
      },

      'every open copy belongs to its follow and a live order': async () => {
        const open = (await copies()).filter((c) => !c.closed);
        const byId = await follows();
        const orders = await ordersOf(open.flatMap((c) => [c.order_id, c.trader_order_id]));
        const broken: string[] = [];
        for (const c of open) {
          const f = byId.get(c.follow_id);
          if (!f || f.follower_id !== c.follower_id || f.trader_id !== c.trader_id)
            broken.push(`open copy ${c.order_id} is not of a follow of ${c.follower_id} → ${c.trader_id}`);
          const own = orders.get(c.order_id);
          if (own?.user_id !== c.follower_id || own.status !== 'open')
            broken.push(`open copy ${c.order_id}: its order is ${own ? `${own.status}, of ${own.user_id}` : 'missing'}`);
          const source = orders.get(c.trader_order_id);
          if (source?.user_id !== c.trader_id) broken.push(`open copy ${c.order_id} copies order ${c.trader_order_id}, not the trader's`);
          else if (!c.self_held && source.status !== 'open')
            broken.push(`open copy ${c.order_id} still follows order ${c.trader_order_id}, which is ${source.status}`);
        }
        return broken;
      },

      'no follow links a demo and a real account': async () => {
        const follower = alias(users, 'follower');
        const trader = alias(users, 'trader');
        return (
          await db
            .select({ id: copyFollows.id, f: follower.account_type, t: trader.account_type })
            .from(copyFollows)
            .innerJoin(follower, eq(follower.id, copyFollows.follower_id))
            .innerJoin(trader, eq(trader.id, copyFollows.trader_id))
            .all()
        )
          .filter((r) => r.f !== r.t)
          .map((r) => `follow ${r.id}: a ${r.f} account follows a ${r.t} one`);
      },

      [`at most ${MAX_FOLLOWS} active follows per follower`]: async () => {
        const counts = new Map<number, number>();
        for (const f of (await follows()).values())
          if (f.status === 'active') counts.set(f.follower_id, (counts.get(f.follower_id) ?? 0) + 1);
        return [...counts].filter(([, n]) => n > MAX_FOLLOWS).map(([id, n]) => `user ${id} has ${n} active follows`);
      },

      'an automatic (strategy) trader is a demo account': async () =>
        (
          await db
            .select({ id: leadTraders.user_id, strategy: leadTraders.strategy })
            .from(leadTraders)
            .innerJoin(users, eq(users.id, leadTraders.user_id))
            .where(and(isNotNull(leadTraders.strategy), eq(leadTraders.active, 1), eq(users.account_type, 'real')))
            .all()
        ).map((r) => `real account ${r.id} trades by the strategy ${r.strategy}`),
    },
  };
}
