// Buying and paying (AREAS.md "NFT marketplace"): a fixed-price artwork or one box of a blind series,
// paid from the funding balance at once or held for a wallet transfer until its deadline; a won
// auction's order paid before its deadline. Every payment is one transaction with all its legs: the
// buyer's debit to the fee account, the seller's share (price − fee − royalty) and the artist's royalty
// out of it (so the fee account keeps exactly the fee), the owner change or the box, the order paid.
// A wallet payment names the transfer (payNFTOrder) and is settled when the wallet module credits that
// deposit (onCredited, inside the crediting transaction). Deadlines run on the scheduler, once.
// An artwork moves between its states only through state.ts: a purchase reserves it for its order, and
// settling checks that reservation (this order, this listing, this seller) before any money moves.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { NftOrder } from '../../../src/contract/nft';
import { dec } from '../../../src/shared/lib/decimal';
import { nftSaleSplit } from '../../../src/shared/nft/fees';
import { type Db, now } from '../../core/db';
import { balanceOf, FEES_ID, post, text, unfreeze } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import type { ChainConfig, ServerOptions } from '../../core/options';
import type { Scheduler } from '../../core/scheduler';
import type { UserRow } from '../../core/users';
import { type DepositRow, depositTxFree, reportDeposit } from '../wallet/deposits';
import {
  fail,
  lockRow,
  lockWalletHolds,
  maxWalletHolds,
  notFound,
  ORDER_DEADLINE,
  orderRef,
  ratesOf,
  USDT,
  walletPayMinutes,
} from './params';
import { type ItemRow, nftBoxes, nftItems, nftMargins, nftOrders, type OrderRow } from './schema';
import { holdsFor, releaseItem, reserveItem, sellItem } from './state';
import { stateOf, type Views } from './views';

type Message = 'won' | 'paid' | 'underpaid' | 'late' | 'expired' | 'forfeited' | 'released' | 'releasedPaid';
const NOTICE: Record<Message, string> = {
  won: 'nftWon',
  paid: 'nftPaid',
  underpaid: 'nftUnderpaid',
  late: 'nftLate',
  expired: 'nftExpired',
  forfeited: 'nftForfeited',
  released: 'nftExpired',
  releasedPaid: 'nftLate',
};

export function refuseDemo(user: UserRow, field: string): void {
  if (user.account_type === 'demo') throw fail('demo', field);
}

export function createSales(db: Db, options: ServerOptions, scheduler: Scheduler, notify: Notify, views: Views) {
  const orderById = async (id: number) => (await db.select().from(nftOrders).where(eq(nftOrders.id, id)).get()) ?? null;
  const sellerOf = async (item: ItemRow) => item.owner_id ?? (await views.artistById(item.artist_id))?.user_id ?? 0;
  const artistUserOf = async (item: ItemRow) => (await views.artistById(item.artist_id))?.user_id ?? 0;

  /** Writes the order's message (an nftMessages key), unread, and tells the buyer (after the commit). */
  async function tell(o: OrderRow, message: Message, extra: Record<string, string | number> = {}): Promise<void> {
    const item = await views.itemById(o.item_id);
    const vars = { name: item?.name ?? '', code: item?.code ?? '', amount: o.amount, ...extra };
    await db
      .update(nftOrders)
      .set({ message, message_vars: JSON.stringify(vars), read: 0 })
      .where(eq(nftOrders.id, o.id))
      .run();
    await notify(o.user_id, NOTICE[message], vars, orderRef(o.id));
  }

  /** Boxes not yet sold nor held for a wallet payment. */
  async function boxesLeft(series: ItemRow): Promise<number> {
    const held =
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(nftOrders)
          .where(and(eq(nftOrders.item_id, series.id), eq(nftOrders.kind, 'box'), eq(nftOrders.status, 'awaiting_payment')))
          .get()
      )?.n ?? 0;
    return (series.supply ?? 0) - series.sold - held;
  }

  /** Wallet purchases (artworks and boxes) the user holds now, each waiting for its transfer. */
  const walletHolds = async (userId: number) =>
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(nftOrders)
        .where(
          and(
            eq(nftOrders.user_id, userId),
            eq(nftOrders.status, 'awaiting_payment'),
            eq(nftOrders.pay_type, 'wallet'),
            ne(nftOrders.kind, 'auction'),
          ),
        )
        .get()
    )?.n ?? 0;

  /** What the order holds is still its own: the artwork reserved for it (state.ts), or a box of a series not oversold. */
  async function stillHeld(o: OrderRow, item: ItemRow | null): Promise<boolean> {
    if (!item) return false;
    if (o.kind === 'box') return item.mode === 'blind' && item.sold < (item.supply ?? 0);
    return await holdsFor(item, o, sellerOf);
  }

  /** The order closed unpaid (expired or forfeited), only while it is still awaiting payment. */
  const closeOrder = async (o: OrderRow, status: 'expired' | 'forfeited') =>
    (
      await db
        .update(nftOrders)
        .set({ status })
        .where(and(eq(nftOrders.id, o.id), eq(nftOrders.status, 'awaiting_payment')))
        .run()
    ).changes === 1;

  /**
   * Pays an order from the buyer's funding balance: the money legs, the item to its buyer (or the box),
   * the order paid. Inside the caller's transaction. Refused before anything is written when the order
   * no longer holds its item (the reservation it was given is gone) or the balance is short.
   */
  async function settle(o: OrderRow, payType: 'balance' | 'wallet', field = 'price'): Promise<OrderRow> {
    // The boxes of a series are counted by a conditional update: its buyers take turns on its row.
    await lockRow(db, 'nft_items', o.item_id);
    const item = await views.itemById(o.item_id);
    if (!item || !(await stillHeld(o, item))) throw fail(o.kind === 'box' ? 'soldOut' : 'reservationGone', field);
    const split = nftSaleSplit(o.amount, await ratesOf(db), o.resale === 1);
    const ref = orderRef(o.id);
    if ((await balanceOf(db, o.user_id, USDT)).available.lt(o.amount)) throw fail('balance', field, { cost: o.amount });
    await post(db, {
      kind: o.kind === 'box' ? 'nft_box' : 'nft_buy',
      ref,
      field,
      legs: [
        { account: o.user_id, currency: USDT, amount: dec(o.amount).neg() },
        { account: FEES_ID, currency: USDT, amount: o.amount },
      ],
    });
    await post(db, {
      kind: 'nft_sale',
      ref,
      legs: [
        { account: FEES_ID, currency: USDT, amount: split.sellerReceives.neg() },
        { account: o.seller_id, currency: USDT, amount: split.sellerReceives },
      ],
    });
    await post(db, {
      kind: 'nft_royalty',
      ref,
      legs: [
        { account: FEES_ID, currency: USDT, amount: split.royalty.neg() },
        { account: await artistUserOf(item), currency: USDT, amount: split.royalty },
      ],
    });
    const at = now();
    let boxId: number | null = null;
    if (o.kind === 'box') {
      const number = item.sold + 1;
      const counted = await db
        .update(nftItems)
        .set({ sold: number })
        .where(and(eq(nftItems.id, item.id), eq(nftItems.sold, item.sold)))
        .run();
      if (counted.changes !== 1) throw fail('soldOut', field);
      boxId = (
        await db
          .insert(nftBoxes)
          .values({ series_id: item.id, user_id: o.user_id, number, code: `${item.code}-${number}`, price: o.amount, created_at: at })
          .returning({ id: nftBoxes.id })
          .get()
      ).id;
    } else if (!(await sellItem(db, item, o))) throw fail('reservationGone', field);
    const paid = await db
      .update(nftOrders)
      .set({
        status: 'paid',
        pay_type: payType,
        paid_at: at,
        box_id: boxId,
        fee: text(split.platformFee),
        royalty: text(split.royalty),
      })
      .where(and(eq(nftOrders.id, o.id), eq(nftOrders.status, 'awaiting_payment')))
      .returning()
      .all();
    if (paid.length !== 1) throw fail('notAwaiting', field);
    return paid[0] as OrderRow;
  }

  /** Returns the winner's margin to available before an auction order is paid (the same transaction). */
  async function releaseMargin(o: OrderRow): Promise<void> {
    if (o.kind !== 'auction') return;
    const m = await db
      .select()
      .from(nftMargins)
      .where(and(eq(nftMargins.item_id, o.item_id), eq(nftMargins.listing, o.listing), eq(nftMargins.user_id, o.user_id)))
      .get();
    if (m?.state !== 'frozen') return;
    const returned = await db
      .update(nftMargins)
      .set({ state: 'returned' })
      .where(and(eq(nftMargins.id, m.id), eq(nftMargins.state, 'frozen')))
      .run();
    if (returned.changes === 1) await unfreeze(db, o.user_id, USDT, m.amount, orderRef(o.id));
  }

  async function buy(user: UserRow, id: number, price: string, payType: 'balance' | 'wallet', lang: string): Promise<NftOrder> {
    return await db.transaction(async () => {
      // Buyers of one item take turns (PostgreSQL): each sees what the one before left (a box fewer, a reservation).
      await lockRow(db, 'nft_items', id);
      const item = await views.itemById(id);
      if (!item || item.listing === 0) throw notFound('item', 'id');
      refuseDemo(user, 'id');
      if (item.mode === 'auction') throw fail('notFixed', 'id');
      if (item.locked === 1) throw fail('locked', 'id');
      const at = now();
      const state = stateOf(item, at);
      if (state === 'upcoming') throw fail('notStarted', 'id');
      if (state === 'reserved') throw fail('reserved', 'id');
      if (state === 'ended') throw fail(item.mode === 'blind' ? 'soldOut' : 'ended', 'id');
      const seller = await sellerOf(item);
      if (seller === user.id || (await artistUserOf(item)) === user.id) throw fail('ownItem', 'id');
      if (item.mode === 'blind' && (await boxesLeft(item)) <= 0) throw fail('soldOut', 'id');
      if (!dec(price).eq(item.price)) throw fail('priceChanged', 'price', { price: item.price });
      if (payType === 'wallet' && (options.chains ?? []).length === 0) throw fail('noChain', 'pay_type');
      const max = await maxWalletHolds(db);
      if (payType === 'wallet') await lockWalletHolds(db, user.id);
      if (payType === 'wallet' && (await walletHolds(user.id)) >= max) throw fail('walletHolds', 'pay_type', { max });
      const order = await db
        .insert(nftOrders)
        .values({
          user_id: user.id,
          item_id: item.id,
          listing: item.listing,
          kind: item.mode === 'blind' ? 'box' : 'buy',
          seller_id: seller,
          resale: item.resale,
          amount: item.price,
          status: 'awaiting_payment',
          deadline: payType === 'wallet' ? at + (await walletPayMinutes(db)) * 60 : null,
          pay_type: payType === 'wallet' ? 'wallet' : null,
          created_at: at,
        })
        .returning()
        .get();
      // An artwork leaves the market for this order (listed → reserved), then is sold or waits.
      if (item.mode !== 'blind' && !(await reserveItem(db, item, order))) throw fail('reserved', 'id');
      if (payType === 'balance') return await views.orderView(await settle(order, 'balance'), lang, item);
      await scheduler.schedule(ORDER_DEADLINE, orderRef(order.id), (order.deadline ?? at) * 1000);
      return await views.orderView(order, lang, item);
    });
  }

  const chainOf = (chainId: number | undefined): ChainConfig => {
    const chain = (options.chains ?? []).find((c) => c.chainId === chainId);
    if (!chain) throw fail('chain', 'chain_id');
    return chain;
  };

  async function payable(user: UserRow, orderId: number): Promise<OrderRow> {
    const o = await orderById(orderId);
    // Someone else's order is answered as one that does not exist.
    if (!o || o.user_id !== user.id) throw notFound('order', 'order_id');
    if (o.status === 'paid') throw fail('alreadyPaid', 'order_id');
    if (o.status !== 'awaiting_payment') throw fail('notAwaiting', 'order_id');
    if (o.deadline !== null && now() > o.deadline) throw fail('deadlinePassed', 'order_id');
    return o;
  }

  async function pay(
    user: UserRow,
    input: { order_id: number; pay_type: 'balance' | 'wallet'; chain_id?: number; tx_hash?: string },
    lang: string,
  ): Promise<NftOrder> {
    return await db.transaction(async () => {
      // Payments of one order take turns (PostgreSQL): the second reads the order the first paid.
      await lockRow(db, 'nft_orders', input.order_id);
      const o = await payable(user, input.order_id);
      refuseDemo(user, 'order_id');
      if (input.pay_type === 'balance') {
        await releaseMargin(o);
        return await views.orderView(await settle(o, 'balance', 'order_id'), lang);
      }
      if (!(await stillHeld(o, await views.itemById(o.item_id)))) throw fail('reservationGone', 'order_id');
      const chain = chainOf(input.chain_id);
      const hash = input.tx_hash;
      if (!hash) throw fail('txHash', 'tx_hash');
      if (o.tx_hash !== null) throw fail('walletPending', 'tx_hash');
      const linked = await db.select({ id: nftOrders.id }).from(nftOrders).where(eq(nftOrders.tx_hash, hash)).get();
      if (linked || !(await depositTxFree(db, hash, user.id, chain.chainId))) throw fail('txUsed', 'tx_hash');
      const deposit = await reportDeposit(db, options, chain, user.id, hash);
      const row = await db
        .update(nftOrders)
        .set({ pay_type: 'wallet', chain_id: chain.chainId, tx_hash: hash, deposit_id: deposit.id })
        .where(eq(nftOrders.id, o.id))
        .returning()
        .get();
      return await views.orderView(row, lang);
    });
  }

  /**
   * The wallet module credited a deposit (inside its transaction, which must not fail here): the order
   * linked to it is paid when the transfer covers it in time and the order still holds its item; else the
   * money stays in funding and the order says why (an order whose item is no longer held for it closes).
   */
  async function onCredited(deposit: DepositRow, credited: string): Promise<void> {
    const linked = await db.select({ id: nftOrders.id }).from(nftOrders).where(eq(nftOrders.deposit_id, deposit.id)).get();
    if (!linked) return;
    await lockRow(db, 'nft_orders', linked.id);
    const o = await orderById(linked.id);
    if (!o) return;
    await db.update(nftOrders).set({ paid_amount: credited }).where(eq(nftOrders.id, o.id)).run();
    const inTime = o.status === 'awaiting_payment' && (o.deadline === null || now() <= o.deadline);
    if (!inTime) await tell(o, 'late', { paid: credited });
    else if (!(await stillHeld(o, await views.itemById(o.item_id)))) {
      await releaseMargin(o);
      await closeOrder(o, 'expired');
      await tell(o, 'releasedPaid', { paid: credited });
    } else if (dec(credited).lt(o.amount)) await tell(o, 'underpaid', { paid: credited, rest: text(dec(o.amount).minus(credited)) });
    else {
      await releaseMargin(o);
      await tell(await settle(o, 'wallet'), 'paid', { paid: credited });
    }
  }

  /**
   * The deadline of an order awaiting payment: a purchase expires (the artwork is listed again); a won
   * auction is forfeited (the margin to the seller, the artwork back to its owner). An order whose item
   * was no longer held for it closes without a forfeit: its margin comes back.
   */
  async function onDeadline(orderId: number): Promise<void> {
    await lockRow(db, 'nft_orders', orderId);
    const o = await orderById(orderId);
    if (o?.status !== 'awaiting_payment') return;
    const item = await views.itemById(o.item_id);
    const held = (await stillHeld(o, item)) || o.kind === 'box';
    if (!held) {
      await releaseMargin(o);
      if (await closeOrder(o, 'expired')) await tell(o, 'released');
      return;
    }
    if (o.kind !== 'auction') {
      if (!(await closeOrder(o, 'expired'))) return;
      if (o.kind === 'buy' && item) await releaseItem(db, item, o, true);
      await tell(o, 'expired');
      return;
    }
    const m = await db
      .select()
      .from(nftMargins)
      .where(and(eq(nftMargins.item_id, o.item_id), eq(nftMargins.listing, o.listing), eq(nftMargins.user_id, o.user_id)))
      .get();
    if (!(await closeOrder(o, 'forfeited'))) return;
    if (m && m.state === 'frozen') {
      await post(db, {
        kind: 'nft_margin_forfeit',
        ref: orderRef(o.id),
        legs: [
          { account: o.user_id, currency: USDT, amount: dec(m.amount).neg(), bucket: 'frozen' },
          { account: o.seller_id, currency: USDT, amount: m.amount },
        ],
      });
      await db
        .update(nftMargins)
        .set({ state: 'forfeited' })
        .where(and(eq(nftMargins.id, m.id), eq(nftMargins.state, 'frozen')))
        .run();
    }
    if (item) await releaseItem(db, item, o, false);
    await tell(o, 'forfeited', { margin: m?.amount ?? '0' });
  }

  scheduler.define(ORDER_DEADLINE, async (job) => {
    await onDeadline(Number(job.ref.split(':')[1]));
    return undefined;
  });

  return { buy, pay, settle, onCredited, tell, orderById, sellerOf, artistUserOf, boxesLeft, walletHolds };
}

export type Sales = ReturnType<typeof createSales>;
