// OTC orders (AREAS.md): taking an advert freezes the seller's USDT in escrow (funding account); the
// buyer marks paid within pay_sec or cancels; the seller releases (frozen USDT to the buyer, both legs in
// one entry). On the scheduler: an unpaid order expires at its due time and unfreezes (otc.expire, once,
// caught up after downtime); a seeded demo merchant marks paid / releases after auto_sec (otc.auto), only
// ever in an order between demo accounts. After dispute_sec without release either side opens a dispute;
// an admin releases or refunds with a reason. Demo accounts take only demo merchants' adverts, real
// accounts only real users'; one person holds at most `otc_max_open_orders` unpaid orders placed at once.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { OTC_OPEN_STATES, type OtcOrder, type OtcState } from '../../../src/contract/otc';
import { otcAdvertOffers, otcAmountProblem, otcTotal, otcTraderLimit } from '../../../src/shared/earn/otc';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, currencyIdOf, freeze, post, text, unfreeze } from '../../core/ledger';
import type { Notify } from '../../core/notifications';
import { readPage } from '../../core/paging';
import type { Scheduler } from '../../core/scheduler';
import type { UserRow } from '../../core/schema';
import { userById } from '../../core/users';
import { type OtcOrderRow, otcAds, otcOrders } from './schema';
import { otcParamsOf } from './seed';
import { createViews } from './views';
import { takeTurn } from '../../core/turns';

export const OTC_EXPIRE = 'otc.expire';
export const OTC_AUTO = 'otc.auto';
const ref = (id: number) => `otc:${id}`;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });
const notFound = () => new ApiFailure('otcErrors.notFound', {}, { field: 'id', status: 404 });

/**
 * One person's orders and adverts are made one at a time where many write at once (PostgreSQL; SQLite has
 * one writer): each cap (unpaid orders placed, open adverts) then counts what was made just before.
 * Call first inside the writing transaction.
 */
export async function onePersonAtATime(db: Db, uid: number): Promise<void> {
  await takeTurn(db, 'otcPerson', uid);
}

export function createOtc(db: Db, scheduler: Scheduler, notify: Notify) {
  const usdt = async () => (await currencyIdOf(db, 'USDT')) ?? 1;
  const views = createViews(db, usdt);
  const byId = async (id: number) => await db.select().from(otcOrders).where(eq(otcOrders.id, id)).get();
  /**
   * Moves an order on from the state it was read in, by a conditional update, before any money moves: of
   * two requests at once (PostgreSQL runs them together) only the first moves it; the other, refused here,
   * waited for it and moves nothing.
   */
  const move = async (row: OtcOrderRow, fields: Partial<OtcOrderRow>) => {
    const moved = await db
      .update(otcOrders)
      .set(fields)
      .where(and(eq(otcOrders.id, row.id), eq(otcOrders.status, row.status)))
      .returning()
      .get();
    if (!moved) throw new ApiFailure('otcErrors.state', {}, { field: 'id', status: 409 });
    return moved;
  };
  const vars = (row: OtcOrderRow) => ({ id: row.id, amount: row.amount, total: row.total, fiat: row.fiat });
  /** The order's merchant takes its own steps: a seeded demo merchant, with demo accounts on both sides. */
  const automatic = async (row: Pick<OtcOrderRow, 'merchant_id' | 'buyer_id' | 'seller_id'>) =>
    (await views.autoOf(row.merchant_id)) && (await views.isDemo(row.buyer_id)) && (await views.isDemo(row.seller_id));

  /** Unpaid orders `uid` placed (took someone's advert), each holding a seller's USDT until paid or expired. */
  const openPlaced = async (uid: number) =>
    (
      await db
        .select({ n: count() })
        .from(otcOrders)
        .where(
          and(
            eq(otcOrders.status, 'unpaid'),
            sql`${otcOrders.merchant_id} <> ${uid}`,
            or(eq(otcOrders.buyer_id, uid), eq(otcOrders.seller_id, uid)),
          ),
        )
        .get()
    )?.n ?? 0;

  /** The caller's order (as buyer or seller) inside a transaction, else 404. */
  async function mine(user: UserRow, id: number): Promise<OtcOrderRow> {
    const row = await byId(id);
    if (!row || (row.buyer_id !== user.id && row.seller_id !== user.id)) throw notFound();
    return row;
  }
  function expect(row: OtcOrderRow, states: readonly OtcState[]): void {
    if (!states.includes(row.status)) throw new ApiFailure('otcErrors.state', {}, { field: 'id', status: 409 });
  }

  async function place(user: UserRow, adId: number, amount: string, payDetails: string | undefined): Promise<OtcOrder> {
    const params = await otcParamsOf(db);
    const limit = otcTraderLimit(user.account_type, user.kyc_level, params);
    if (limit === null) throw new ApiFailure('otcErrors.verify', {}, { type: 998 });
    return await db.transaction(async () => {
      await onePersonAtATime(db, user.id);
      const ad = await db
        .select()
        .from(otcAds)
        .where(and(eq(otcAds.id, adId), eq(otcAds.active, 1)))
        .get();
      if (!ad) throw fail('otcErrors.advert', 'ad_id');
      if (ad.user_id === user.id) throw fail('otcErrors.ownAdvert', 'ad_id');
      const owner = await userById(db, ad.user_id);
      if (!owner || owner.kyc_level < 2) throw fail('otcErrors.advert', 'ad_id');
      // Virtual and real money never meet: demo accounts trade with demo merchants, real with real.
      if (owner.account_type !== user.account_type)
        throw fail(user.account_type === 'demo' ? 'otcErrors.demoOnly' : 'otcErrors.realOnly', 'ad_id');
      if ((await openPlaced(user.id)) >= params.max_open_orders)
        throw fail('otcErrors.tooManyOrders', 'amount', { max: params.max_open_orders });
      const takerBuys = ad.side === 'sell';
      const seller = takerBuys ? ad.user_id : user.id;
      const buyer = takerBuys ? user.id : ad.user_id;
      const details = takerBuys ? ad.pay_details : (payDetails ?? '');
      if (!details) throw fail('otcErrors.payDetails', 'pay_details');
      const problem = otcAmountProblem(amount, {
        min: ad.min_amount,
        max: ad.max_amount,
        limit,
        sellerBalance: text(
          takerBuys
            ? otcAdvertOffers(ad.max_amount, (await balanceOf(db, seller, await usdt())).available)
            : (await balanceOf(db, seller, await usdt())).available,
        ),
        takerSells: !takerBuys,
      });
      if (problem) throw fail(problem.key, 'amount', problem.vars);
      const at = now();
      // A seeded demo merchant that buys marks paid by itself after auto_sec (demo accounts only).
      const autoAt =
        !takerBuys && (await automatic({ merchant_id: ad.user_id, buyer_id: buyer, seller_id: seller })) ? at + params.auto_sec : null;
      const row = await db
        .insert(otcOrders)
        .values({
          ad_id: ad.id,
          merchant_id: ad.user_id,
          buyer_id: buyer,
          seller_id: seller,
          currency_id: await usdt(),
          amount: text(amount),
          price: ad.price,
          fiat: ad.fiat,
          total: text(otcTotal(amount, ad.price, takerBuys)),
          methods: ad.methods,
          pay_details: details,
          status: 'unpaid',
          created_at: at,
          pay_due_at: at + params.pay_sec,
          dispute_sec: params.dispute_sec,
          auto_at: autoAt,
        })
        .returning()
        .get();
      await freeze(db, seller, await usdt(), row.amount, ref(row.id), 'amount');
      await scheduler.schedule(OTC_EXPIRE, ref(row.id), row.pay_due_at * 1000);
      if (autoAt !== null) await scheduler.schedule(OTC_AUTO, `${ref(row.id)}:paid`, autoAt * 1000);
      await notify(ad.user_id, 'otcOrderPlaced', vars(row), ref(row.id));
      return await views.order(row, user.id, at);
    });
  }

  async function doPaid(row: OtcOrderRow, at: number): Promise<OtcOrderRow> {
    const autoAt = row.seller_id === row.merchant_id && (await automatic(row)) ? at + (await otcParamsOf(db)).auto_sec : null;
    const paid = await move(row, { status: 'paid', paid_at: at, auto_at: autoAt });
    await scheduler.cancel(OTC_EXPIRE, ref(row.id));
    if (autoAt !== null) await scheduler.schedule(OTC_AUTO, `${ref(row.id)}:release`, autoAt * 1000);
    await notify(row.seller_id, 'otcPaid', vars(row), ref(row.id));
    return paid;
  }

  /** The escrow to the buyer: the seller's frozen USDT and the buyer's credit in one entry. */
  async function doRelease(row: OtcOrderRow, at: number, decision: string | null): Promise<OtcOrderRow> {
    const released = await move(row, { status: 'released', done_at: at, auto_at: null, decision_reason: decision });
    await post(db, {
      kind: 'otc',
      ref: ref(row.id),
      field: 'id',
      legs: [
        { account: row.seller_id, currency: row.currency_id, amount: dec(row.amount).neg(), bucket: 'frozen' },
        { account: row.buyer_id, currency: row.currency_id, amount: row.amount },
      ],
    });
    await scheduler.cancel(OTC_AUTO, `${ref(row.id)}:release`);
    await notify(row.buyer_id, 'otcReleased', vars(row), ref(row.id));
    return released;
  }

  /** The escrow back to the seller: cancelled by the buyer, expired unpaid, or refunded by an admin. */
  async function doReturn(
    row: OtcOrderRow,
    status: 'cancelled' | 'expired' | 'refunded',
    at: number,
    decision: string | null,
  ): Promise<OtcOrderRow> {
    const returned = await move(row, { status, done_at: at, auto_at: null, decision_reason: decision });
    await unfreeze(db, row.seller_id, row.currency_id, row.amount, ref(row.id), 'id');
    await scheduler.cancel(OTC_EXPIRE, ref(row.id));
    await scheduler.cancel(OTC_AUTO, `${ref(row.id)}:paid`);
    return returned;
  }

  const act = async (user: UserRow, id: number, fn: (row: OtcOrderRow, at: number) => Promise<OtcOrderRow>) =>
    await db.transaction(async () => {
      const at = now();
      return await views.order(await fn(await mine(user, id), at), user.id, at);
    });

  const markPaid = async (user: UserRow, id: number) =>
    await act(user, id, async (row, at) => {
      if (row.buyer_id !== user.id) throw fail('otcErrors.notBuyer', 'id');
      expect(row, ['unpaid']);
      if (at >= row.pay_due_at) throw fail('otcErrors.expired', 'id');
      return await doPaid(row, at);
    });

  const release = async (user: UserRow, id: number) =>
    await act(user, id, async (row, at) => {
      if (row.seller_id !== user.id) throw fail('otcErrors.notSeller', 'id');
      expect(row, ['paid', 'disputed']);
      return await doRelease(row, at, null);
    });

  const cancel = async (user: UserRow, id: number) =>
    await act(user, id, async (row, at) => {
      if (row.buyer_id !== user.id) throw fail('otcErrors.notBuyer', 'id');
      expect(row, ['unpaid']);
      const done = await doReturn(row, 'cancelled', at, null);
      await notify(row.seller_id, 'otcCancelled', vars(row), ref(row.id));
      return done;
    });

  const dispute = async (user: UserRow, id: number, reason: string) =>
    await act(user, id, async (row, at) => {
      expect(row, ['paid']);
      if (at < (row.paid_at ?? at) + row.dispute_sec)
        throw fail('otcErrors.disputeEarly', 'id', { minutes: Math.ceil(row.dispute_sec / 60) });
      const by = row.buyer_id === user.id ? 'buyer' : 'seller';
      const disputed = await move(row, { status: 'disputed', dispute_by: by, dispute_reason: reason, auto_at: null });
      await scheduler.cancel(OTC_AUTO, `${ref(row.id)}:release`);
      await notify(by === 'buyer' ? row.seller_id : row.buyer_id, 'otcDisputed', { ...vars(row), reason }, ref(row.id));
      return disputed;
    });

  const adminView = async (row: OtcOrderRow) => ({
    ...(await views.order(row, row.buyer_id)),
    buyer_id: row.buyer_id,
    seller_id: row.seller_id,
  });

  async function decide(id: number, outcome: 'release' | 'refund', reason: string) {
    return await db.transaction(async () => {
      const row = await byId(id);
      if (!row) throw notFound();
      if (row.status !== 'disputed') throw new ApiFailure('otcErrors.notDisputed', {}, { field: 'id', status: 409 });
      const at = now();
      const done = outcome === 'release' ? await doRelease(row, at, reason) : await doReturn(row, 'refunded', at, reason);
      for (const uid of [row.buyer_id, row.seller_id])
        await notify(uid, outcome === 'release' ? 'otcDecidedRelease' : 'otcDecidedRefund', { ...vars(row), reason }, ref(row.id));
      return await adminView(done);
    });
  }

  /** A job's step, unless a request moved the order meanwhile (then the job has nothing left to do). */
  const unlessMoved = async (step: () => Promise<unknown>) => {
    try {
      await db.transaction(step);
    } catch (error) {
      if (!(error instanceof ApiFailure && error.key === 'otcErrors.state')) throw error;
    }
  };

  scheduler.define(OTC_EXPIRE, async (job) => {
    const row = await byId(Number(job.ref.slice('otc:'.length)));
    if (row?.status !== 'unpaid') return undefined;
    await unlessMoved(async () => {
      await doReturn(row, 'expired', now(), null);
      for (const uid of [row.buyer_id, row.seller_id]) await notify(uid, 'otcExpired', vars(row), ref(row.id));
    });
    return undefined;
  });

  scheduler.define(OTC_AUTO, async (job) => {
    const [, idText, step] = job.ref.split(':');
    const row = await byId(Number(idText));
    if (!row || !(await automatic(row))) return undefined;
    const at = now();
    if (step === 'paid' && row.status === 'unpaid' && at < row.pay_due_at) await unlessMoved(async () => await doPaid(row, at));
    if (step === 'release' && row.status === 'paid') await unlessMoved(async () => await doRelease(row, at, null));
    return undefined;
  });

  async function orders(user: UserRow, open: '1' | '0' | undefined, page: number, limit: number) {
    const who = or(eq(otcOrders.buyer_id, user.id), eq(otcOrders.seller_id, user.id));
    const where =
      open === undefined
        ? who
        : and(
            who,
            open === '1' ? inArray(otcOrders.status, [...OTC_OPEN_STATES]) : sql`${otcOrders.status} NOT IN ('unpaid', 'paid', 'disputed')`,
          );
    const at = now();
    return await readPage(
      db.select().from(otcOrders).where(where).orderBy(desc(otcOrders.id)),
      db.select({ n: count() }).from(otcOrders).where(where),
      { page, limit },
      async (r) => await views.order(r, user.id, at),
    );
  }

  const order = async (user: UserRow, id: number) => await views.order(await mine(user, id), user.id);

  const adminList = async (status?: OtcState) =>
    await Promise.all(
      (
        await db
          .select()
          .from(otcOrders)
          .where(status ? eq(otcOrders.status, status) : undefined)
          .orderBy(desc(otcOrders.id))
          .limit(200)
          .all()
      ).map(adminView),
    );

  return { place, markPaid, release, cancel, dispute, decide, orders, order, adminList, openPlaced, views, usdt };
}
export type OtcEngine = ReturnType<typeof createOtc>;
