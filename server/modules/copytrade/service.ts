// Copy trading's calls: the lead traders with their figures (from their own closed contract orders,
// shared traderFigures), a trader's detail and trades, following (at most MAX_FOLLOWS traders, never
// yourself, only a lead trader, the agreement accepted), cancel (open copies stay as the user's own),
// taking a copy over (selfHolding), the follower's copies, and the admin's flag and rate.
import { and, count, desc, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { CopyPosition, Follow, TraderSummary } from '../../../src/contract/copytrade';
import { MAX_FOLLOWS, profitCurve, traderFigures, tradesSince } from '../../../src/shared/earn/copytrade';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, pocket, text } from '../../core/ledger';
import { users, type UserRow } from '../../core/schema';
import { type LeverRow, leverOrders } from '../trade/schema';
import type { TradingEngine } from '../trade/trading';
import type { CopyEngine } from './engine';
import { type CopyRow, copyFollows, copyPositions, type FollowRow, type LeadTraderRow, leadTraders } from './schema';

const DAY = 86_400;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });

export function createCopyService(db: Db, trading: TradingEngine, engine: CopyEngine) {
  const copiedIds = db.select({ id: copyPositions.order_id }).from(copyPositions);
  /** A trader's own contract orders (their copies of someone else are not their trades). */
  const ownOrders = (traderId: number) => and(eq(leverOrders.user_id, traderId), notInArray(leverOrders.id, copiedIds));

  function closedTrades(traderId: number, since: number) {
    return db
      .select({ profit: leverOrders.profit, margin: leverOrders.margin, closed_at: sql<number>`${leverOrders.closed_at}` })
      .from(leverOrders)
      .where(and(ownOrders(traderId), eq(leverOrders.status, 'closed'), gte(leverOrders.closed_at, since)))
      .orderBy(leverOrders.closed_at, leverOrders.id)
      .all();
  }

  const activeFollows = (where: ReturnType<typeof eq>) =>
    db
      .select()
      .from(copyFollows)
      .where(and(where, eq(copyFollows.status, 'active')))
      .all();

  function summary(lead: LeadTraderRow, viewer: UserRow | null, at = now()): TraderSummary {
    const trades = closedTrades(lead.user_id, at - 30 * DAY);
    const f30 = traderFigures(trades, at - 30 * DAY);
    const f7 = traderFigures(trades, at - 7 * DAY);
    const follows = activeFollows(eq(copyFollows.trader_id, lead.user_id));
    return {
      user_id: lead.user_id,
      name: lead.name,
      share_rate: lead.share_rate,
      strategy: lead.strategy,
      followers: follows.length,
      assets_followed: text(follows.reduce((s, f) => s.plus(f.budget), dec(0))),
      return_7d: f7.return_rate,
      return_30d: f30.return_rate,
      win_rate_30d: f30.win_rate,
      max_drawdown_30d: f30.max_drawdown,
      following: Boolean(viewer && follows.some((f) => f.follower_id === viewer.id)),
    };
  }

  const leads = () => db.select().from(leadTraders).where(eq(leadTraders.active, 1)).orderBy(leadTraders.user_id).all();
  const requireLead = (traderId: number) => {
    const lead = engine.leadOf(traderId);
    if (!lead) throw fail('copyErrors.notLead', 'trader_user_id');
    return lead;
  };
  const activeCount = (userId: number) => activeFollows(eq(copyFollows.follower_id, userId)).length;

  function index(viewer: UserRow | null) {
    const list = leads()
      .map((l) => summary(l, viewer))
      .sort((a, b) => dec(b.return_30d).comparedTo(a.return_30d) || a.user_id - b.user_id);
    return { list, follows: viewer ? activeCount(viewer.id) : 0, max_follows: MAX_FOLLOWS };
  }

  const nameOf = (traderId: number) =>
    db.select({ name: leadTraders.name }).from(leadTraders).where(eq(leadTraders.user_id, traderId)).get()?.name ?? String(traderId);

  function followView(row: FollowRow): Follow {
    return {
      id: row.id,
      trader_user_id: row.trader_id,
      trader_name: nameOf(row.trader_id),
      type: row.type,
      number: row.number,
      budget: row.budget,
      used: text(row.status === 'active' ? engine.usedOf(row.id) : 0),
      share_rate: row.share_rate,
      status: row.status,
      created_at: row.created_at,
      cancelled_at: row.cancelled_at,
    };
  }

  const activeFollowOf = (userId: number, traderId: number) =>
    db
      .select()
      .from(copyFollows)
      .where(and(eq(copyFollows.follower_id, userId), eq(copyFollows.trader_id, traderId), eq(copyFollows.status, 'active')))
      .get();

  const orderRow = (id: number): LeverRow | undefined => trading.leverRow(id);

  function detail(traderId: number, viewer: UserRow | null) {
    const lead = requireLead(traderId);
    const at = now();
    const trades = closedTrades(traderId, at - 30 * DAY);
    const orders = (status: 'open' | 'closed', limit: number) =>
      db
        .select()
        .from(leverOrders)
        .where(and(ownOrders(traderId), eq(leverOrders.status, status)))
        .orderBy(desc(leverOrders.id))
        .limit(limit)
        .all()
        .map(trading.leverView);
    const mine = viewer ? activeFollowOf(viewer.id, traderId) : undefined;
    return {
      trader: summary(lead, viewer, at),
      figures_7d: traderFigures(trades, at - 7 * DAY),
      figures_30d: traderFigures(trades, at - 30 * DAY),
      curve: profitCurve(tradesSince(trades, at - 30 * DAY)),
      open: orders('open', 50),
      recent: orders('closed', 10),
      follow: mine ? followView(mine) : null,
      available: viewer ? text(balanceOf(db, pocket(viewer.id, 'lever'), trading.usdtId).available) : null,
    };
  }

  function history(traderId: number, q: { page: number; limit: number; status?: 'open' | 'closed'; days?: number }) {
    requireLead(traderId);
    const where = and(
      ownOrders(traderId),
      q.status ? eq(leverOrders.status, q.status) : inArray(leverOrders.status, ['open', 'closed']),
      q.days ? gte(leverOrders.closed_at, now() - q.days * DAY) : undefined,
    );
    const list = db
      .select()
      .from(leverOrders)
      .where(where)
      .orderBy(desc(leverOrders.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .all()
      .map(trading.leverView);
    const total = db.select({ n: count() }).from(leverOrders).where(where).get()?.n ?? 0;
    return { list, total, page: q.page, limit: q.limit };
  }

  function follow(user: UserRow, input: { trader_user_id: number; type: 1 | 2; number: string; budget: string }): Follow {
    if (input.trader_user_id === user.id) throw fail('copyErrors.self', 'trader_user_id');
    const lead = requireLead(input.trader_user_id);
    if (user.account_type === 'demo') throw fail('copyErrors.demo', 'trader_user_id');
    return db.transaction(() => {
      const existing = activeFollowOf(user.id, lead.user_id);
      const values = { type: input.type, number: text(input.number), budget: text(input.budget), share_rate: lead.share_rate };
      if (existing) return followView(db.update(copyFollows).set(values).where(eq(copyFollows.id, existing.id)).returning().get());
      if (activeCount(user.id) >= MAX_FOLLOWS) throw fail('copyErrors.maxTraders', 'trader_user_id', { max: MAX_FOLLOWS });
      const row = db
        .insert(copyFollows)
        .values({ ...values, follower_id: user.id, trader_id: lead.user_id, status: 'active', created_at: now() })
        .returning()
        .get();
      return followView(row);
    });
  }

  /** Ends a follow: its open copies become the user's own (they no longer close with the trader). */
  function endFollow(row: FollowRow): FollowRow {
    db.update(copyPositions)
      .set({ self_held: 1 })
      .where(and(eq(copyPositions.follow_id, row.id), eq(copyPositions.closed, 0)))
      .run();
    return db.update(copyFollows).set({ status: 'cancelled', cancelled_at: now() }).where(eq(copyFollows.id, row.id)).returning().get();
  }

  function cancel(user: UserRow, traderId: number): Follow {
    return db.transaction(() => {
      const row = activeFollowOf(user.id, traderId);
      if (!row) throw fail('copyErrors.notFollowing', 'trader_user_id');
      return followView(endFollow(row));
    });
  }

  function copyView(copy: CopyRow): CopyPosition {
    const order = orderRow(copy.order_id);
    if (!order) throw fail('copyErrors.notYourCopy', 'transaction_id');
    const rate = db.select({ r: copyFollows.share_rate }).from(copyFollows).where(eq(copyFollows.id, copy.follow_id)).get()?.r ?? '0';
    return {
      order: trading.leverView(order),
      trader_user_id: copy.trader_id,
      trader_name: nameOf(copy.trader_id),
      trader_order_id: copy.trader_order_id,
      self_held: copy.self_held === 1,
      share_rate: rate,
      share_paid: copy.share_paid,
    };
  }

  function selfHolding(user: UserRow, orderId: number): CopyPosition {
    return db.transaction(() => {
      const copy = engine.copyOf(orderId);
      if (!copy || copy.follower_id !== user.id) throw fail('copyErrors.notYourCopy', 'transaction_id');
      if (copy.closed || copy.self_held || orderRow(orderId)?.status !== 'open') throw fail('copyErrors.notOpen', 'transaction_id');
      db.update(copyPositions).set({ self_held: 1 }).where(eq(copyPositions.order_id, orderId)).run();
      return copyView({ ...copy, self_held: 1 });
    });
  }

  function my(user: UserRow) {
    const copies = db
      .select()
      .from(copyPositions)
      .where(eq(copyPositions.follower_id, user.id))
      .orderBy(desc(copyPositions.order_id))
      .all();
    const followIds = new Set(copies.map((c) => c.follow_id));
    const follows = db
      .select()
      .from(copyFollows)
      .where(eq(copyFollows.follower_id, user.id))
      .orderBy(desc(copyFollows.id))
      .all()
      .filter((f) => f.status === 'active' || followIds.has(f.id));
    const views = new Map(copies.map((c) => [c.order_id, copyView(c)]));
    return {
      follows: follows.map((f) => {
        const mine = copies.filter((c) => c.follow_id === f.id);
        const done = mine.filter((c) => c.closed);
        return {
          ...followView(f),
          open: mine
            .filter((c) => !c.closed && views.get(c.order_id)?.order.status === 'open')
            .map((c) => views.get(c.order_id) as CopyPosition),
          profit: text(done.reduce((s, c) => s.plus(views.get(c.order_id)?.order.profit ?? 0), dec(0))),
          shares: text(done.reduce((s, c) => s.plus(c.share_paid), dec(0))),
          closed: done.length,
        };
      }),
      history: copies
        .filter((c) => c.closed)
        .slice(0, 50)
        .map((c) => views.get(c.order_id) as CopyPosition),
      available: text(balanceOf(db, pocket(user.id, 'lever'), trading.usdtId).available),
    };
  }

  // ---------- admin ----------

  const leadView = (row: LeadTraderRow) => ({
    user_id: row.user_id,
    name: row.name,
    share_rate: row.share_rate,
    strategy: row.strategy,
    active: row.active === 1,
  });

  const adminList = () => db.select().from(leadTraders).orderBy(leadTraders.user_id).all().map(leadView);

  function adminSet(input: { user_id: number; active: number; share_rate?: string; name?: string; strategy?: string }) {
    const user = db.select().from(users).where(eq(users.id, input.user_id)).get();
    if (!user) throw fail('copyErrors.noUser', 'user_id');
    if (user.account_type === 'demo') throw fail('copyErrors.demo', 'user_id');
    return db.transaction(() => {
      const existing = db.select().from(leadTraders).where(eq(leadTraders.user_id, user.id)).get();
      const fields = {
        active: input.active,
        ...(input.share_rate !== undefined ? { share_rate: text(input.share_rate) } : {}),
        ...(input.name ? { name: input.name } : {}),
        ...(input.strategy ? { strategy: input.strategy === 'none' ? null : input.strategy } : {}),
      };
      const row = existing
        ? db.update(leadTraders).set(fields).where(eq(leadTraders.user_id, user.id)).returning().get()
        : db
            .insert(leadTraders)
            .values({ user_id: user.id, name: user.nickname, share_rate: '0', created_at: now(), ...fields })
            .returning()
            .get();
      if (!row.active)
        for (const f of db
          .select()
          .from(copyFollows)
          .where(and(eq(copyFollows.trader_id, user.id), ne(copyFollows.status, 'cancelled')))
          .all())
          endFollow(f);
      return leadView(row);
    });
  }

  return { index, detail, history, follow, cancel, selfHolding, my, adminList, adminSet };
}
