// Copy trading's reading side: the lead traders each viewer may follow (a demo account sees the demo
// traders, a real account the real ones, a guest both, each marked) with their figures (from their own
// closed contract orders, shared traderFigures), a trader's detail and trades, and the reply shapes of
// follows and copies.
import { and, eq } from 'drizzle-orm';
import type { CopyPosition, Follow, TraderSummary } from '../../../src/contract/copytrade';
import { MAX_FOLLOWS, profitCurve, traderFigures, tradesSince } from '../../../src/shared/earn/copytrade';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, pocket, text } from '../../core/ledger';
import { type UserRow, users } from '../../core/schema';
import { type LeverFilter, leverCountWhere, leverOrdersWhere } from '../trade/leverReads';
import type { TradingEngine } from '../trade/trading';
import type { CopyEngine } from './engine';
import { type CopyRow, copyFollows, copyPositions, type FollowRow, type LeadTraderRow, leadTraders } from './schema';

const DAY = 86_400;
export const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });

/** 'demo' or 'real': which money an account trades with (null for no such account). */
export const accountTypeOf = async (db: Db, userId: number): Promise<'demo' | 'real' | null> =>
  (await db.select({ type: users.account_type }).from(users).where(eq(users.id, userId)).get())?.type ?? null;

export function createCopyViews(db: Db, trading: TradingEngine, engine: CopyEngine) {
  const copiedIds = db.select({ id: copyPositions.order_id }).from(copyPositions);
  /** A trader's own contract orders (their copies of someone else are not their trades). */
  const ownOrders = (traderId: number, more: LeverFilter = {}): LeverFilter => ({ ...more, userId: traderId, notIds: copiedIds });

  async function closedTrades(traderId: number, since: number) {
    return (await leverOrdersWhere(db, ownOrders(traderId, { status: 'closed', closedSince: since }), { order: 'closed' })).map((o) => ({
      profit: o.profit,
      margin: o.margin,
      closed_at: o.closed_at as number,
    }));
  }

  const activeFollows = async (where: ReturnType<typeof eq>) =>
    await db
      .select()
      .from(copyFollows)
      .where(and(where, eq(copyFollows.status, 'active')))
      .all();

  async function summary(lead: LeadTraderRow, viewer: UserRow | null, at = now()): Promise<TraderSummary> {
    const trades = await closedTrades(lead.user_id, at - 30 * DAY);
    const f30 = traderFigures(trades, at - 30 * DAY);
    const f7 = traderFigures(trades, at - 7 * DAY);
    const follows = await activeFollows(eq(copyFollows.trader_id, lead.user_id));
    return {
      user_id: lead.user_id,
      name: lead.name,
      share_rate: lead.share_rate,
      strategy: lead.strategy,
      demo: (await accountTypeOf(db, lead.user_id)) === 'demo',
      followers: follows.length,
      assets_followed: text(follows.reduce((s, f) => s.plus(f.budget), dec(0))),
      return_7d: f7.return_rate,
      return_30d: f30.return_rate,
      win_rate_30d: f30.win_rate,
      max_drawdown_30d: f30.max_drawdown,
      following: Boolean(viewer && follows.some((f) => f.follower_id === viewer.id)),
    };
  }

  const leads = async () => await db.select().from(leadTraders).where(eq(leadTraders.active, 1)).orderBy(leadTraders.user_id).all();
  const requireLead = async (traderId: number) => {
    const lead = await engine.leadOf(traderId);
    if (!lead) throw fail('copyErrors.notLead', 'trader_user_id');
    return lead;
  };
  const activeCount = async (userId: number) => (await activeFollows(eq(copyFollows.follower_id, userId))).length;

  /** The lead traders the viewer may follow (their own side of the money; a guest sees both), by 30-day return. */
  async function index(viewer: UserRow | null) {
    const shown: LeadTraderRow[] = [];
    for (const l of await leads()) if (!viewer || (await accountTypeOf(db, l.user_id)) === viewer.account_type) shown.push(l);
    const list = (await Promise.all(shown.map(async (l) => await summary(l, viewer)))).sort(
      (a, b) => dec(b.return_30d).comparedTo(a.return_30d) || a.user_id - b.user_id,
    );
    return { list, follows: viewer ? await activeCount(viewer.id) : 0, max_follows: MAX_FOLLOWS };
  }

  const nameOf = async (traderId: number) =>
    (await db.select({ name: leadTraders.name }).from(leadTraders).where(eq(leadTraders.user_id, traderId)).get())?.name ??
    String(traderId);

  async function followView(row: FollowRow): Promise<Follow> {
    return {
      id: row.id,
      trader_user_id: row.trader_id,
      trader_name: await nameOf(row.trader_id),
      type: row.type,
      number: row.number,
      budget: row.budget,
      used: text(await engine.usedOf(row.id)),
      share_rate: row.share_rate,
      status: row.status,
      created_at: row.created_at,
      cancelled_at: row.cancelled_at,
    };
  }

  const activeFollowOf = async (userId: number, traderId: number) =>
    await db
      .select()
      .from(copyFollows)
      .where(and(eq(copyFollows.follower_id, userId), eq(copyFollows.trader_id, traderId), eq(copyFollows.status, 'active')))
      .get();

  async function copyView(copy: CopyRow): Promise<CopyPosition> {
    const order = await trading.leverRow(copy.order_id);
    if (!order) throw fail('copyErrors.notYourCopy', 'transaction_id');
    return {
      order: await trading.leverView(order),
      lot_size: (await trading.symbolByName(order.symbol))?.lot_size ?? '1',
      trader_user_id: copy.trader_id,
      trader_name: await nameOf(copy.trader_id),
      trader_order_id: copy.trader_order_id,
      self_held: copy.self_held === 1,
      share_rate: await engine.rateOf(copy.follow_id),
      share_paid: copy.share_paid,
      held_profit: copy.held_profit,
      held_price: copy.held_price,
    };
  }

  async function detail(traderId: number, viewer: UserRow | null) {
    const lead = await requireLead(traderId);
    const at = now();
    const trades = await closedTrades(traderId, at - 30 * DAY);
    const orders = async (status: 'open' | 'closed', limit: number) =>
      await Promise.all((await leverOrdersWhere(db, ownOrders(traderId, { status }), { limit })).map(trading.leverView));
    const mine = viewer ? await activeFollowOf(viewer.id, traderId) : undefined;
    return {
      trader: await summary(lead, viewer, at),
      figures_7d: traderFigures(trades, at - 7 * DAY),
      figures_30d: traderFigures(trades, at - 30 * DAY),
      curve: profitCurve(tradesSince(trades, at - 30 * DAY)),
      open: await orders('open', 50),
      recent: await orders('closed', 10),
      follow: mine ? await followView(mine) : null,
      available: viewer ? text((await balanceOf(db, pocket(viewer.id, 'lever'), trading.usdtId)).available) : null,
    };
  }

  async function history(traderId: number, q: { page: number; limit: number; status?: 'open' | 'closed'; days?: number }) {
    await requireLead(traderId);
    const where = ownOrders(traderId, {
      status: q.status ?? ['open', 'closed'],
      closedSince: q.days ? now() - q.days * DAY : undefined,
    });
    const list = await Promise.all(
      (await leverOrdersWhere(db, where, { limit: q.limit, offset: (q.page - 1) * q.limit })).map(trading.leverView),
    );
    const total = await leverCountWhere(db, where);
    return { list, total, page: q.page, limit: q.limit };
  }

  return { index, detail, history, followView, copyView, requireLead, activeCount, activeFollowOf };
}

export type CopyViews = ReturnType<typeof createCopyViews>;
