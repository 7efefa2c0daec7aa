// Copy trading's calls that change something: following (at most MAX_FOLLOWS traders, never yourself,
// only a lead trader of your own side of the money: demo follows demo, real follows real, the agreement
// accepted), stopping (new orders are no longer copied; open copies still close with the trader and pay
// the share on close), taking a copy over (the share settled then, on the profit so far at the live
// price), and the follower's copies. Every check runs before the first write: a refusal changes nothing.
import { and, desc, eq } from 'drizzle-orm';
import type { CopyPosition, Follow } from '../../../src/contract/copytrade';
import { MAX_FOLLOWS, takeOverShare } from '../../../src/shared/earn/copytrade';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { balanceOf, pocket, text } from '../../core/ledger';
import type { UserRow } from '../../core/schema';
import type { PriceFeed } from '../market/feed';
import type { TradingEngine } from '../trade/trading';
import type { CopyEngine } from './engine';
import { copyFollows, copyPositions } from './schema';
import { accountTypeOf, type CopyViews, fail } from './views';

export function createCopyService(db: Db, trading: TradingEngine, feed: PriceFeed, engine: CopyEngine, views: CopyViews) {
  const { followView, copyView, requireLead, activeCount, activeFollowOf } = views;

  async function follow(user: UserRow, input: { trader_user_id: number; type: 1 | 2; number: string; budget: string }): Promise<Follow> {
    if (input.trader_user_id === user.id) throw fail('copyErrors.self', 'trader_user_id');
    // The trader is checked in the transaction that writes the follow: an admin unflagging them between
    // the check and the write (another request, between awaits) can no longer leave an active follow of a non-lead.
    return await db.transaction(async () => {
      const lead = await requireLead(input.trader_user_id);
      // Real and virtual money never meet: a demo account follows demo traders only, a real one real ones only.
      if ((await accountTypeOf(db, lead.user_id)) !== user.account_type)
        throw fail(user.account_type === 'demo' ? 'copyErrors.realTrader' : 'copyErrors.demoTrader', 'trader_user_id');
      const existing = await activeFollowOf(user.id, lead.user_id);
      const values = { type: input.type, number: text(input.number), budget: text(input.budget), share_rate: lead.share_rate };
      if (existing)
        return await followView(await db.update(copyFollows).set(values).where(eq(copyFollows.id, existing.id)).returning().get());
      if ((await activeCount(user.id)) >= MAX_FOLLOWS) throw fail('copyErrors.maxTraders', 'trader_user_id', { max: MAX_FOLLOWS });
      const row = await db
        .insert(copyFollows)
        .values({ ...values, follower_id: user.id, trader_id: lead.user_id, status: 'active', created_at: now() })
        .returning()
        .get();
      return await followView(row);
    });
  }

  /** Stops copying the trader's new orders; the open copies stay copies (they close with the trader and pay the share). */
  async function cancel(user: UserRow, traderId: number): Promise<Follow> {
    return await db.transaction(async () => {
      const row = await activeFollowOf(user.id, traderId);
      if (!row) throw fail('copyErrors.notFollowing', 'trader_user_id');
      const ended = await db
        .update(copyFollows)
        .set({ status: 'cancelled', cancelled_at: now() })
        .where(and(eq(copyFollows.id, row.id), eq(copyFollows.status, 'active')))
        .returning()
        .get();
      if (!ended) throw fail('copyErrors.notFollowing', 'trader_user_id');
      return await followView(ended);
    });
  }

  /**
   * Takes an open copy over: the share of its profit so far at the live price (shared takeOverShare) is
   * paid now from the contract account's available balance, and it no longer closes with the trader.
   */
  async function selfHolding(user: UserRow, orderId: number): Promise<CopyPosition> {
    return await db.transaction(async () => {
      const copy = await engine.copyOf(orderId);
      if (!copy || copy.follower_id !== user.id) throw fail('copyErrors.notYourCopy', 'transaction_id');
      // The position held until the commit: a close meanwhile (a stop, its trader's) waits, or came first.
      const order = await trading.leverHold(orderId);
      if (copy.closed || copy.self_held || order?.status !== 'open' || !order.open_price)
        throw fail('copyErrors.notOpen', 'transaction_id');
      const symbol = await trading.symbolByName(order.symbol);
      if (!symbol || !feed.isOpen(order.symbol)) throw fail('copyErrors.marketClosed', 'transaction_id');
      const price = feed.price(order.symbol);
      if (!price) throw fail('copyErrors.noPrice', 'transaction_id');
      const share = takeOverShare({ ...order, open_price: order.open_price }, price, symbol.lot_size, await engine.rateOf(copy.follow_id));
      const available = (await balanceOf(db, pocket(user.id, 'lever'), trading.usdtId)).available;
      if (available.lt(share.paid))
        throw fail('copyErrors.shareShort', 'transaction_id', { share: text(share.paid), available: text(available) });
      await engine.takeOver(copy, order, price, symbol.lot_size);
      const held = await engine.copyOf(orderId);
      if (!held) throw fail('copyErrors.notOpen', 'transaction_id');
      return await copyView(held);
    });
  }

  async function my(user: UserRow) {
    const copies = await db
      .select()
      .from(copyPositions)
      .where(eq(copyPositions.follower_id, user.id))
      .orderBy(desc(copyPositions.order_id))
      .all();
    const followIds = new Set(copies.map((c) => c.follow_id));
    const follows = (
      await db.select().from(copyFollows).where(eq(copyFollows.follower_id, user.id)).orderBy(desc(copyFollows.id)).all()
    ).filter((f) => f.status === 'active' || followIds.has(f.id));
    const views = new Map(await Promise.all(copies.map(async (c) => [c.order_id, await copyView(c)] as const)));
    return {
      follows: await Promise.all(
        follows.map(async (f) => {
          const mine = copies.filter((c) => c.follow_id === f.id);
          const done = mine.filter((c) => c.closed);
          return {
            ...(await followView(f)),
            open: mine
              .filter((c) => !c.closed && views.get(c.order_id)?.order.status === 'open')
              .map((c) => views.get(c.order_id) as CopyPosition),
            profit: text(done.reduce((s, c) => s.plus(views.get(c.order_id)?.order.profit ?? 0), dec(0))),
            // Shares paid on close and on taking a copy over.
            shares: text(mine.reduce((s, c) => s.plus(c.share_paid), dec(0))),
            closed: done.length,
          };
        }),
      ),
      history: copies
        .filter((c) => c.closed)
        .slice(0, 50)
        .map((c) => views.get(c.order_id) as CopyPosition),
      available: text((await balanceOf(db, pocket(user.id, 'lever'), trading.usdtId)).available),
    };
  }

  return { follow, cancel, selfHolding, my };
}
