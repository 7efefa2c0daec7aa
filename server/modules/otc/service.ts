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
import type { Scheduler } from '../../core/scheduler';
import type { UserRow } from '../../core/schema';
import { userById } from '../../core/users';
import { type OtcOrderRow, otcAds, otcOrders } from './schema';
import { otcParamsOf } from './seed';
import { createViews } from './views';

export const OTC_EXPIRE = 'otc.expire';
export const OTC_AUTO = 'otc.auto';
const ref = (id: number) => `otc:${id}`;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });
const notFound = () => new ApiFailure('otcErrors.notFound', {}, { field: 'id', status: 404 });

export function createOtc(db: Db, scheduler: Scheduler, notify: Notify) {
  const usdt = () => currencyIdOf(db, 'USDT') ?? 1;
  const views = createViews(db, usdt);
  const byId = (id: number) => db.select().from(otcOrders).where(eq(otcOrders.id, id)).get();
  const set = (id: number, fields: Partial<OtcOrderRow>) => db.update(otcOrders).set(fields).where(eq(otcOrders.id, id)).returning().get();
  const vars = (row: OtcOrderRow) => ({ id: row.id, amount: row.amount, total: row.total, fiat: row.fiat });
  /** The order's merchant takes its own steps: a seeded demo merchant, with demo accounts on both sides. */
  const automatic = (row: Pick<OtcOrderRow, 'merchant_id' | 'buyer_id' | 'seller_id'>) =>
    views.autoOf(row.merchant_id) && views.isDemo(row.buyer_id) && views.isDemo(row.seller_id);

  /** Unpaid orders `uid` placed (took someone's advert), each holding a seller's USDT until paid or expired. */
  const openPlaced = (uid: number) =>
    db
      .select({ n: count() })
      .from(otcOrders)
      .where(
        and(
          eq(otcOrders.status, 'unpaid'),
          sql`${otcOrders.merchant_id} <> ${uid}`,
          or(eq(otcOrders.buyer_id, uid), eq(otcOrders.seller_id, uid)),
        ),
      )
      .get()?.n ?? 0;

  /** The caller's order (as buyer or seller) inside a transaction, else 404. */
  function mine(user: UserRow, id: number): OtcOrderRow {
    const row = byId(id);
    if (!row || (row.buyer_id !== user.id && row.seller_id !== user.id)) throw notFound();
    return row;
  }
  function expect(row: OtcOrderRow, states: readonly OtcState[]): void {
    if (!states.includes(row.status)) throw new ApiFailure('otcErrors.state', {}, { field: 'id', status: 409 });
  }

  function place(user: UserRow, adId: number, amount: string, payDetails: string | undefined): OtcOrder {
    const params = otcParamsOf(db);
    const limit = otcTraderLimit(user.account_type, user.kyc_level, params);
    if (limit === null) throw new ApiFailure('otcErrors.verify', {}, { type: 998 });
    return db.transaction(() => {
      const ad = db
        .select()
        .from(otcAds)
        .where(and(eq(otcAds.id, adId), eq(otcAds.active, 1)))
        .get();
      if (!ad) throw fail('otcErrors.advert', 'ad_id');
      if (ad.user_id === user.id) throw fail('otcErrors.ownAdvert', 'ad_id');
      const owner = userById(db, ad.user_id);
      if (!owner || owner.kyc_level < 2) throw fail('otcErrors.advert', 'ad_id');
      // Virtual and real money never meet: demo accounts trade with demo merchants, real with real.
      if (owner.account_type !== user.account_type)
        throw fail(user.account_type === 'demo' ? 'otcErrors.demoOnly' : 'otcErrors.realOnly', 'ad_id');
      if (openPlaced(user.id) >= params.max_open_orders) throw fail('otcErrors.tooManyOrders', 'amount', { max: params.max_open_orders });
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
          takerBuys ? otcAdvertOffers(ad.max_amount, balanceOf(db, seller, usdt()).available) : balanceOf(db, seller, usdt()).available,
        ),
        takerSells: !takerBuys,
      });
      if (problem) throw fail(problem.key, 'amount', problem.vars);
      const at = now();
      // A seeded demo merchant that buys marks paid by itself after auto_sec (demo accounts only).
      const autoAt = !takerBuys && automatic({ merchant_id: ad.user_id, buyer_id: buyer, seller_id: seller }) ? at + params.auto_sec : null;
      const row = db
        .insert(otcOrders)
        .values({
          ad_id: ad.id,
          merchant_id: ad.user_id,
          buyer_id: buyer,
          seller_id: seller,
          currency_id: usdt(),
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
      freeze(db, seller, usdt(), row.amount, ref(row.id), 'amount');
      scheduler.schedule(OTC_EXPIRE, ref(row.id), row.pay_due_at * 1000);
      if (autoAt !== null) scheduler.schedule(OTC_AUTO, `${ref(row.id)}:paid`, autoAt * 1000);
      notify(ad.user_id, 'otcOrderPlaced', vars(row), ref(row.id));
      return views.order(row, user.id, at);
    });
  }

  function doPaid(row: OtcOrderRow, at: number): OtcOrderRow {
    const autoAt = row.seller_id === row.merchant_id && automatic(row) ? at + otcParamsOf(db).auto_sec : null;
    const paid = set(row.id, { status: 'paid', paid_at: at, auto_at: autoAt });
    scheduler.cancel(OTC_EXPIRE, ref(row.id));
    if (autoAt !== null) scheduler.schedule(OTC_AUTO, `${ref(row.id)}:release`, autoAt * 1000);
    notify(row.seller_id, 'otcPaid', vars(row), ref(row.id));
    return paid;
  }

  /** The escrow to the buyer: the seller's frozen USDT and the buyer's credit in one entry. */
  function doRelease(row: OtcOrderRow, at: number, decision: string | null): OtcOrderRow {
    post(db, {
      kind: 'otc',
      ref: ref(row.id),
      field: 'id',
      legs: [
        { account: row.seller_id, currency: row.currency_id, amount: dec(row.amount).neg(), bucket: 'frozen' },
        { account: row.buyer_id, currency: row.currency_id, amount: row.amount },
      ],
    });
    scheduler.cancel(OTC_AUTO, `${ref(row.id)}:release`);
    notify(row.buyer_id, 'otcReleased', vars(row), ref(row.id));
    return set(row.id, { status: 'released', done_at: at, auto_at: null, decision_reason: decision });
  }

  /** The escrow back to the seller: cancelled by the buyer, expired unpaid, or refunded by an admin. */
  function doReturn(row: OtcOrderRow, status: 'cancelled' | 'expired' | 'refunded', at: number, decision: string | null): OtcOrderRow {
    unfreeze(db, row.seller_id, row.currency_id, row.amount, ref(row.id), 'id');
    scheduler.cancel(OTC_EXPIRE, ref(row.id));
    scheduler.cancel(OTC_AUTO, `${ref(row.id)}:paid`);
    return set(row.id, { status, done_at: at, auto_at: null, decision_reason: decision });
  }

  const act = (user: UserRow, id: number, fn: (row: OtcOrderRow, at: number) => OtcOrderRow) =>
    db.transaction(() => {
      const at = now();
      return views.order(fn(mine(user, id), at), user.id, at);
    });

  const markPaid = (user: UserRow, id: number) =>
    act(user, id, (row, at) => {
      if (row.buyer_id !== user.id) throw fail('otcErrors.notBuyer', 'id');
      expect(row, ['unpaid']);
      if (at >= row.pay_due_at) throw fail('otcErrors.expired', 'id');
      return doPaid(row, at);
    });

  const release = (user: UserRow, id: number) =>
    act(user, id, (row, at) => {
      if (row.seller_id !== user.id) throw fail('otcErrors.notSeller', 'id');
      expect(row, ['paid', 'disputed']);
      return doRelease(row, at, null);
    });

  const cancel = (user: UserRow, id: number) =>
    act(user, id, (row, at) => {
      if (row.buyer_id !== user.id) throw fail('otcErrors.notBuyer', 'id');
      expect(row, ['unpaid']);
      const done = doReturn(row, 'cancelled', at, null);
      notify(row.seller_id, 'otcCancelled', vars(row), ref(row.id));
      return done;
    });

  const dispute = (user: UserRow, id: number, reason: string) =>
    act(user, id, (row, at) => {
      expect(row, ['paid']);
      if (at < (row.paid_at ?? at) + row.dispute_sec)
        throw fail('otcErrors.disputeEarly', 'id', { minutes: Math.ceil(row.dispute_sec / 60) });
      const by = row.buyer_id === user.id ? 'buyer' : 'seller';
      scheduler.cancel(OTC_AUTO, `${ref(row.id)}:release`);
      notify(by === 'buyer' ? row.seller_id : row.buyer_id, 'otcDisputed', { ...vars(row), reason }, ref(row.id));
      return set(row.id, { status: 'disputed', dispute_by: by, dispute_reason: reason, auto_at: null });
    });

  const adminView = (row: OtcOrderRow) => ({ ...views.order(row, row.buyer_id), buyer_id: row.buyer_id, seller_id: row.seller_id });

  function decide(id: number, outcome: 'release' | 'refund', reason: string) {
    return db.transaction(() => {
      const row = byId(id);
      if (!row) throw notFound();
      if (row.status !== 'disputed') throw new ApiFailure('otcErrors.notDisputed', {}, { field: 'id', status: 409 });
      const at = now();
      const done = outcome === 'release' ? doRelease(row, at, reason) : doReturn(row, 'refunded', at, reason);
      for (const uid of [row.buyer_id, row.seller_id])
        notify(uid, outcome === 'release' ? 'otcDecidedRelease' : 'otcDecidedRefund', { ...vars(row), reason }, ref(row.id));
      return adminView(done);
    });
  }

  scheduler.define(OTC_EXPIRE, (job) => {
    const row = byId(Number(job.ref.slice('otc:'.length)));
    if (row?.status !== 'unpaid') return undefined;
    doReturn(row, 'expired', now(), null);
    for (const uid of [row.buyer_id, row.seller_id]) notify(uid, 'otcExpired', vars(row), ref(row.id));
    return undefined;
  });

  scheduler.define(OTC_AUTO, (job) => {
    const [, idText, step] = job.ref.split(':');
    const row = byId(Number(idText));
    if (!row || !automatic(row)) return undefined;
    const at = now();
    if (step === 'paid' && row.status === 'unpaid' && at < row.pay_due_at) doPaid(row, at);
    if (step === 'release' && row.status === 'paid') doRelease(row, at, null);
    return undefined;
  });

  function orders(user: UserRow, open: '1' | '0' | undefined, page: number, limit: number) {
    const who = or(eq(otcOrders.buyer_id, user.id), eq(otcOrders.seller_id, user.id));
    const where =
      open === undefined
        ? who
        : and(
            who,
            open === '1' ? inArray(otcOrders.status, [...OTC_OPEN_STATES]) : sql`${otcOrders.status} NOT IN ('unpaid', 'paid', 'disputed')`,
          );
    const at = now();
    const list = db
      .select()
      .from(otcOrders)
      .where(where)
      .orderBy(desc(otcOrders.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all()
      .map((r) => views.order(r, user.id, at));
    const total = db.select({ n: count() }).from(otcOrders).where(where).get()?.n ?? 0;
    return { list, total, page, limit };
  }

  const order = (user: UserRow, id: number) => views.order(mine(user, id), user.id);

  const adminList = (status?: OtcState) =>
    db
      .select()
      .from(otcOrders)
      .where(status ? eq(otcOrders.status, status) : undefined)
      .orderBy(desc(otcOrders.id))
      .limit(200)
      .all()
      .map(adminView);

  return { place, markPaid, release, cancel, dispute, decide, orders, order, adminList, openPlaced, views, usdt };
}
export type OtcEngine = ReturnType<typeof createOtc>;
