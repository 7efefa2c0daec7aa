// The copy engine: listens to every contract fill and close (trade/lever.ts) inside its transaction.
//
// - A lead trader's position opens: for each active follow, a copy opens in the follower's contract
//   account in the SAME transaction, at the SAME price, sized by the follow's rule (shared copyLots),
//   with the follower's own fee. Skipped, with a notification saying why, when the market is closed,
//   the size is below the symbol's minimum, the follow's budget or the follower's margin is short.
//   Each follower's copy runs in its own savepoint: one follower's failure never undoes the trader's
//   order or another follower's copy.
// - A position closes: its copies that are still the trader's (not taken over) close at the same
//   price, whether their follow is still active or was stopped; a copy that closes (with the trader, or
//   by its follower, a stop or a liquidation) and was not taken over pays the profit share (shared
//   profitShare) from the follower's contract account to the trader's, the rounding unit to the fee
//   account (the demo pool for a demo account), in the closing transaction.
// - A copy taken over (takeOver) pays the share then, on its profit so far at the live price (shared
//   takeOverShare), and nothing when it closes later. Each copy's share is settled once: every change of
//   a copy's state is a conditional update (closed = 0, self_held = 0) checked in the paying transaction.
import { contextKey } from '../../core/context';
import { and, eq, sql } from 'drizzle-orm';
import { copyLots, type ProfitShare, profitShare, takeOverShare } from '../../../src/shared/earn/copytrade';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { requiredMargin, tradingFee } from '../../../src/shared/trade/formulas';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, counterpartiesOf, pocket, post, text } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import type { PriceFeed } from '../market/feed';
import { leverOrdersWhere } from '../trade/leverReads';
import type { LeverRow, TradingEngine } from '../trade/trading';
import { type CopyRow, copyFollows, copyPositions, type FollowRow, leadTraders } from './schema';

export const copyRef = (orderId: number) => `copy:${orderId}`;
const notOpen = () => new ApiFailure('copyErrors.notOpen', {}, { field: 'transaction_id' });

export function createCopyEngine(db: Db, trading: TradingEngine, feed: PriceFeed, notify: Notify) {
  const usdt = trading.usdtId;
  /**
   * Set in the async context that opens copies: a copy is never itself copied. Carried by the context,
   * not a module flag, so another request running between awaits is never mistaken for a copy.
   */
  const copying = contextKey<true>();

  const leadOf = async (userId: number) =>
    await db
      .select()
      .from(leadTraders)
      .where(and(eq(leadTraders.user_id, userId), eq(leadTraders.active, 1)))
      .get();
  const copyOf = async (orderId: number) => await db.select().from(copyPositions).where(eq(copyPositions.order_id, orderId)).get();

  /** The margin the open copies of a follow hold (taken-over ones are the user's own, not counted). */
  async function usedOf(followId: number): Promise<Decimal> {
    const held = db
      .select({ id: copyPositions.order_id })
      .from(copyPositions)
      .where(and(eq(copyPositions.follow_id, followId), eq(copyPositions.closed, 0), eq(copyPositions.self_held, 0)));
    return (await leverOrdersWhere(db, { ids: held, status: 'open' })).reduce((sum, r) => sum.plus(r.margin), dec(0));
  }

  /** Runs `fn` in a savepoint of the running transaction; a failure undoes only what it wrote. */
  async function savepoint(fn: () => Promise<void>): Promise<void> {
    try {
      await db.transaction(async () => {
        await fn();
      });
    } catch (error) {
      console.error('[copytrade] a copy failed:', error);
    }
  }

  async function copyOne(follow: FollowRow, traderName: string, source: LeverRow, price: Decimal): Promise<void> {
    const s = await trading.symbolByName(source.symbol);
    if (!s) return;
    const vars = { trader: traderName, symbol: source.symbol, lots: source.lots };
    const tell = async (kind: string, more: Record<string, string> = {}): Promise<void> => {
      await notify(follow.follower_id, kind, { ...vars, ...more }, copyRef(source.id));
    };
    if (!feed.isOpen(source.symbol)) return await tell('copySkippedClosed');
    const lots = copyLots(follow.type, follow.number, source.lots, s);
    if (!lots) return await tell('copySkippedSize', { min: s.min_lots });
    const margin = requiredMargin(price, lots, s.lot_size, source.leverage);
    const fee = tradingFee(price, lots, s.lot_size, s.fee_rate);
    const used = await usedOf(follow.id);
    if (used.plus(margin).gt(follow.budget))
      return await tell('copySkippedBudget', { margin: text(margin), budget: follow.budget, used: text(used) });
    const available = (await balanceOf(db, pocket(follow.follower_id, 'lever'), usdt)).available;
    if (available.lt(margin.plus(fee)))
      return await tell('copySkippedMargin', { need: text(margin.plus(fee)), available: text(available) });
    const copy = await trading.leverOpenCopy(follow.follower_id, source, lots, price);
    await db
      .insert(copyPositions)
      .values({
        order_id: copy.id,
        trader_order_id: source.id,
        follow_id: follow.id,
        follower_id: follow.follower_id,
        trader_id: source.user_id,
      })
      .run();
  }

  async function opened(row: LeverRow, price: Decimal): Promise<void> {
    if (copying.get()) return;
    const lead = await leadOf(row.user_id);
    if (!lead) return;
    const follows = await db
      .select()
      .from(copyFollows)
      .where(and(eq(copyFollows.trader_id, row.user_id), eq(copyFollows.status, 'active')))
      .orderBy(copyFollows.id)
      .all();
    if (follows.length === 0) return;
    await copying.run(true, async () => {
      for (const follow of follows) await savepoint(async () => await copyOne(follow, lead.name, row, price));
    });
  }

  const rateOf = async (followId: number): Promise<string> =>
    (await db.select({ rate: copyFollows.share_rate }).from(copyFollows).where(eq(copyFollows.id, followId)).get())?.rate ?? '0';

  /** Pays a copy's share: the follower's contract account to the trader's, the rounding unit to the fee account. */
  async function payShare(copy: CopyRow, share: ProfitShare): Promise<void> {
    if (!share.paid.gt(0)) return;
    await post(db, {
      kind: 'copy_profit_share',
      ref: copyRef(copy.order_id),
      field: 'transaction_id',
      legs: [
        { account: pocket(copy.follower_id, 'lever'), currency: usdt, amount: share.paid.neg() },
        { account: pocket(copy.trader_id, 'lever'), currency: usdt, amount: share.received },
        { account: (await counterpartiesOf(db, copy.follower_id)).fees, currency: usdt, amount: share.rest },
      ],
    });
  }

  /**
   * Holds a copy's row for the rest of the transaction before its state is read, so that what is read
   * stays true until the commit: a conditional update that, on PostgreSQL, waits for a transaction that
   * changes the row meanwhile (a take-over, a close) and then sees its outcome. True when the copy is
   * still open (with `following`, also not taken over).
   */
  async function holdCopy(orderId: number, following: boolean): Promise<boolean> {
    const held = await db
      .update(copyPositions)
      .set({ closed: sql`${copyPositions.closed}` })
      .where(and(eq(copyPositions.order_id, orderId), eq(copyPositions.closed, 0), ...(following ? [eq(copyPositions.self_held, 0)] : [])))
      .run();
    return held.changes === 1;
  }

  /**
   * A copy closed: the share of a positive realised profit, whatever the follow's state; a copy taken
   * over settled its share then and pays nothing more.
   */
  async function settleCopy(row: LeverRow): Promise<void> {
    if (!(await holdCopy(row.id, false))) return; // not a copy, or settled already
    const copy = await copyOf(row.id);
    if (!copy) return;
    const share = copy.self_held ? null : profitShare(row.profit, await rateOf(copy.follow_id));
    const marked = await db
      .update(copyPositions)
      .set({ closed: 1, ...(share ? { share_paid: text(share.paid) } : {}) })
      .where(and(eq(copyPositions.order_id, row.id), eq(copyPositions.closed, 0), eq(copyPositions.self_held, copy.self_held)))
      .run();
    if (marked.changes !== 1) throw new Error(`copy ${row.id} changed while it closed`);
    if (share) await payShare(copy, share);
  }

  /**
   * Takes an open copy over at `price` (the live price), inside the caller's transaction: the share of its
   * profit so far is paid now and the copy no longer closes with the trader. The caller checked that the
   * follower's available balance covers the share; refused (nothing written) when the copy is no longer
   * open or already taken over.
   */
  async function takeOver(copy: CopyRow, order: LeverRow, price: Decimal, lotSize: Decimal.Value) {
    if (order.status !== 'open' || !order.open_price) throw notOpen();
    const share = takeOverShare({ ...order, open_price: order.open_price }, price, lotSize, await rateOf(copy.follow_id));
    const held = await db
      .update(copyPositions)
      .set({ self_held: 1, share_paid: text(share.paid), held_profit: text(share.profit), held_price: text(price), held_at: now() })
      .where(and(eq(copyPositions.order_id, copy.order_id), eq(copyPositions.closed, 0), eq(copyPositions.self_held, 0)))
      .run();
    if (held.changes !== 1) throw notOpen();
    await payShare(copy, share);
    return share;
  }

  async function closed(row: LeverRow, price: Decimal): Promise<void> {
    await settleCopy(row);
    // The trader's copies that still follow them close at the same price (each pays its share above).
    const followers = await db
      .select({ order_id: copyPositions.order_id })
      .from(copyPositions)
      .where(and(eq(copyPositions.trader_order_id, row.id), eq(copyPositions.closed, 0), eq(copyPositions.self_held, 0)))
      .all();
    // Each held first: one taken over meanwhile is its follower's now, and stays open.
    for (const { order_id } of followers) if (await holdCopy(order_id, true)) await trading.leverCloseCopy(order_id, price);
  }

  trading.leverListen({ opened, closed });

  return { usedOf, copyOf, leadOf, rateOf, takeOver };
}

export type CopyEngine = ReturnType<typeof createCopyEngine>;
