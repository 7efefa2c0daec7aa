// Dual investment orders (AREAS.md). Buying, before the product's start, holds the amount invested
// FROZEN in the funding account (the coin for a call, USDT for a put): the user sees it as theirs and
// waiting, and a cancellation before the start simply unfreezes it (a full refund, nothing else moves).
// At expiry one scheduler job per product (dual.settle, ref dual:<id>) settles all its open orders in
// one transaction: the frozen amount goes to the house ('dual_invest') and the house pays the payout
// ('dual_payout', src/shared/earn/dual.ts) into the funding account, in the coin or in USDT. Demo
// users deal with the demo pool (counterpartiesOf). The settlement price is the coin's last price at
// or before the expiry instant (feed.priceAt); with no price known the job fails and is tried again.
import { and, count, desc, eq, inArray, lte, gt, ne, sql } from 'drizzle-orm';
import type { DualOrder } from '../../../src/contract/dual';
import { quoteMoved } from '../../../src/shared/fund/convert';
import { dualInvestment, dualOutcomes, dualSettle } from '../../../src/shared/earn/dual';
import { dec } from '../../../src/shared/lib/decimal';
import { clock } from '../../core/clock';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, counterpartiesOf, currencyIdOf, freeze, post, text, transfer, unfreeze } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import { readPage } from '../../core/paging';
import type { Scheduler } from '../../core/scheduler';
import type { UserRow } from '../../core/schema';
import type { PriceFeed } from '../market/feed';
import { DUAL_SETTLE, type DualProducts, productRef } from './products';
import { type DualOrderRow, type DualProductRow, dualOrders, dualProducts } from './schema';

const orderRef = (id: number) => `dualorder:${id}`;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });
type ListStatus = DualOrder['status'] | 'open' | 'ended';

export function createDualOrders(db: Db, scheduler: Scheduler, notify: Notify, feed: PriceFeed, products: DualProducts) {
  const usdtId = async () => (await currencyIdOf(db, 'USDT')) ?? 1;

  async function view(row: DualOrderRow, product: DualProductRow, at = clock.ms()): Promise<DualOrder> {
    const p = await products.view(product, at);
    const outcomes = dualOutcomes(p.type, row.invested, p.strike, p.annual_rate, p.days);
    const state = row.status === 'open' ? (at < product.start_ms ? 'waiting' : 'running') : row.status;
    return {
      id: row.id,
      product_id: p.id,
      coin: p.coin,
      type: p.type,
      strike: p.strike,
      annual_rate: p.annual_rate,
      days: p.days,
      start_at: p.start_at,
      expiry_at: p.expiry_at,
      num: row.num,
      invest_currency: p.invest_currency,
      invested: row.invested,
      price: row.price,
      outcome_coin: text(outcomes.coin),
      outcome_usdt: text(outcomes.usdt),
      status: state,
      settlement_price: row.settlement_price,
      payout: row.payout,
      payout_currency: row.payout_currency_id === null ? null : await products.codeOf(row.payout_currency_id),
      created_at: row.created_at,
      settled_at: row.settled_at,
      cancelled_at: row.cancelled_at,
    };
  }

  /** Shares a user holds of a product (every order not cancelled). */
  const heldBy = async (userId: number, productId: number) =>
    Number(
      (
        await db
          .select({ n: sql<number>`coalesce(sum(${dualOrders.num}), 0)` })
          .from(dualOrders)
          .where(and(eq(dualOrders.user_id, userId), eq(dualOrders.product_id, productId), ne(dualOrders.status, 'cancelled')))
          .get()
      )?.n ?? 0,
    );

  async function detail(user: UserRow | null, id: number) {
    const row = await products.byId(id);
    if (!row) throw new ApiFailure('dualErrors.notFound', {}, { field: 'id', status: 404 });
    const { price, cost } = await products.shareCost(row);
    const investIn = row.type === 'call' ? row.currency_id : await usdtId();
    return {
      product: await products.view(row),
      price,
      share_cost: cost,
      my_shares: user ? await heldBy(user.id, id) : 0,
      available: user ? text((await balanceOf(db, user.id, investIn)).available) : null,
    };
  }

  async function buy(user: UserRow, id: number, num: number, confirmedPrice?: string): Promise<DualOrder> {
    return await db.transaction(async () => {
      const product = await products.byId(id);
      if (!product) throw new ApiFailure('dualErrors.notFound', {}, { field: 'id', status: 404 });
      const at = clock.ms();
      if (product.settled_at !== null || at >= product.start_ms) throw fail('dualErrors.started', 'id');
      if (product.closed) throw fail('dualErrors.closed', 'id');
      if (num > product.remaining) throw fail('dualErrors.remaining', 'num', { remaining: product.remaining });
      const held = await heldBy(user.id, id);
      if (held + num > product.per_user_limit) throw fail('dualErrors.limit', 'num', { limit: product.per_user_limit, held });
      const coin = await products.codeOf(product.currency_id);
      const live = products.livePrice(coin);
      if (!live) throw fail('dualErrors.noPrice', 'num');
      // A put costs the price of 0.1 coin a share: the price the user confirmed, while the live one is within 1 % of it.
      if (product.type === 'put' && confirmedPrice && quoteMoved(confirmedPrice, live)) throw fail('dualErrors.priceMoved', 'num');
      const price = product.type === 'put' && confirmedPrice ? dec(confirmedPrice) : live;
      const invested = dualInvestment(product.type, num, price);
      const investIn = product.type === 'call' ? product.currency_id : await usdtId();
      if ((await balanceOf(db, user.id, investIn)).available.lt(invested))
        throw fail('dualErrors.balance', 'num', { currency: product.type === 'call' ? coin : 'USDT' });
      const row = await db
        .insert(dualOrders)
        .values({
          user_id: user.id,
          product_id: id,
          currency_id: investIn,
          num,
          invested: text(invested),
          price: text(price),
          status: 'open',
          created_at: now(),
        })
        .returning()
        .get();
      await freeze(db, user.id, investIn, invested, orderRef(row.id), 'num');
      const taken = await db
        .update(dualProducts)
        .set({ remaining: sql`${dualProducts.remaining} - ${num}` })
        .where(and(eq(dualProducts.id, id), sql`${dualProducts.remaining} >= ${num}`))
        .returning()
        .get();
      if (!taken) throw fail('dualErrors.remaining', 'num', { remaining: product.remaining });
      return await view(row, taken, at);
    });
  }

  async function cancel(user: UserRow, id: number): Promise<DualOrder> {
    return await db.transaction(async () => {
      const row = await db.select().from(dualOrders).where(eq(dualOrders.id, id)).get();
      if (row?.user_id !== user.id) throw new ApiFailure('dualErrors.orderNotFound', {}, { field: 'id', status: 404 });
      if (row.status !== 'open') throw fail('dualErrors.notCancellable', 'id');
      const product = (await products.byId(row.product_id)) as DualProductRow;
      if (clock.ms() >= product.start_ms) throw fail('dualErrors.cancelStarted', 'id');
      await unfreeze(db, user.id, row.currency_id, row.invested, orderRef(id), 'id');
      const after = await db
        .update(dualProducts)
        .set({ remaining: sql`${dualProducts.remaining} + ${row.num}` })
        .where(eq(dualProducts.id, product.id))
        .returning()
        .get();
      const ended = await db
        .update(dualOrders)
        .set({ status: 'cancelled', cancelled_at: now() })
        .where(and(eq(dualOrders.id, id), eq(dualOrders.status, 'open')))
        .returning()
        .get();
      if (!ended) throw fail('dualErrors.notCancellable', 'id');
      return await view(ended, after);
    });
  }

  async function list(user: UserRow, status: ListStatus | undefined, page: number, limit: number) {
    const at = clock.ms();
    const where = and(
      eq(dualOrders.user_id, user.id),
      status === 'waiting' ? and(eq(dualOrders.status, 'open'), gt(dualProducts.start_ms, at)) : undefined,
      status === 'running' ? and(eq(dualOrders.status, 'open'), lte(dualProducts.start_ms, at)) : undefined,
      status === 'open' ? eq(dualOrders.status, 'open') : undefined,
      status === 'ended' ? inArray(dualOrders.status, ['settled', 'cancelled']) : undefined,
      status === 'settled' || status === 'cancelled' ? eq(dualOrders.status, status) : undefined,
    );
    const withProduct = eq(dualProducts.id, dualOrders.product_id);
    return await readPage(
      db
        .select({ o: dualOrders, p: dualProducts })
        .from(dualOrders)
        .innerJoin(dualProducts, withProduct)
        .where(where)
        .orderBy(desc(dualOrders.id)),
      db.select({ n: count() }).from(dualOrders).innerJoin(dualProducts, withProduct).where(where),
      { page, limit },
      async ({ o, p }) => await view(o, p, at),
    );
  }

  /** Settles every open order of a product, inside the scheduler's transaction for its job (so once). */
  async function settle(productId: number): Promise<(() => void) | undefined> {
    const product = await products.byId(productId);
    if (!product || product.settled_at !== null) return undefined;
    const coin = await products.codeOf(product.currency_id);
    const price = await feed.priceAt(products.symbolOf(coin), product.expiry_ms);
    if (!price) throw new Error(`dual: no ${coin} price at ${product.expiry_ms}; the settlement waits`);
    const usdt = await usdtId();
    const at = now();
    const open = await db
      .select()
      .from(dualOrders)
      .where(and(eq(dualOrders.product_id, productId), eq(dualOrders.status, 'open')))
      .all();
    for (const o of open) {
      const ref = orderRef(o.id);
      const house = (await counterpartiesOf(db, o.user_id)).house;
      const payout = dualSettle(product.type, o.invested, product.strike, product.annual_rate, product.days, price);
      const paidIn = payout.in === 'coin' ? product.currency_id : usdt;
      await post(db, {
        kind: 'dual_invest',
        ref,
        legs: [
          { account: o.user_id, currency: o.currency_id, amount: dec(o.invested).neg(), bucket: 'frozen' },
          { account: house, currency: o.currency_id, amount: o.invested },
        ],
      });
      await transfer(db, house, o.user_id, paidIn, payout.amount, 'dual_payout', ref);
      const settledOnce = await db
        .update(dualOrders)
        .set({ status: 'settled', settlement_price: text(price), payout: text(payout.amount), payout_currency_id: paidIn, settled_at: at })
        .where(and(eq(dualOrders.id, o.id), eq(dualOrders.status, 'open')))
        .run();
      if (settledOnce.changes !== 1) throw new Error(`dual: order ${o.id} changed while it was settled; the settlement is tried again`);
      await notify(
        o.user_id,
        'dualSettled',
        {
          coin,
          invested: o.invested,
          investCurrency: o.currency_id === usdt ? 'USDT' : coin,
          price: text(price),
          payout: text(payout.amount),
          currency: payout.in === 'coin' ? coin : 'USDT',
        },
        ref,
      );
    }
    await db
      .update(dualProducts)
      .set({ settlement_price: text(price), settled_at: at })
      .where(eq(dualProducts.id, productId))
      .run();
    return undefined;
  }

  scheduler.define(DUAL_SETTLE, async (job) => await settle(Number(job.ref.slice('dual:'.length))));

  return { detail, buy, cancel, list, settle, productRef };
}
