// Coupons: trial vouchers of USDT, granted at registration (when the operator offers one) and by an
// admin, listed in the coupon centre, used once on a contract order (the trading engine takes them
// through the `vouchers` service). The registration modules grant the signup voucher through
// `signupVoucher`, inside the transaction that creates the account.
//
// In every mode, production included, the signup voucher is the operator's published offer: the
// settings signup_voucher_amount and signup_voucher_days (10 USDT for 7 days until the operator changes
// them; 0 offers none), the same for every new real account. It is a voucher, not money in an account:
// it pays a contract order's fee and part of its margin, and what it paid goes back to the house when
// the position closes, less the loss it absorbed (src/shared trade formulas, server/modules/trade/lever.ts).
import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { couponAdminCalls, couponCalls } from '../../../src/contract/coupon';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { defineModule } from '../../core/module';
import { seedSetting } from '../../core/settings';
import { userById } from '../../core/users';
import { migrations } from './migrations';
import { coupons } from './schema';
import { couponView, grantSignupVoucher, grantVoucher, SIGNUP_DEFAULTS, type Vouchers, vouchers } from './service';

declare module '../../core/module' {
  interface Services {
    vouchers: Vouchers;
    signupVoucher: (db: Db, userId: number) => Promise<void>;
  }
}

/** Which rows a tab shows: available (not expired), used, expired (available past its expiry). */
function tab(status: 'available' | 'used' | 'expired', at: number): SQL {
  if (status === 'used') return eq(coupons.status, 'used');
  const open = eq(coupons.status, 'available');
  return and(open, status === 'available' ? gt(coupons.expires_at, at) : lte(coupons.expires_at, at)) as SQL;
}

export default defineModule({
  name: 'coupon',
  after: ['market'],
  migrations,
  seed: async ({ db }) => {
    for (const [key, value] of Object.entries(SIGNUP_DEFAULTS)) await seedSetting(db, key, value);
  },
  register({ route, db, provide, notify }) {
    provide('vouchers', vouchers);
    provide('signupVoucher', grantSignupVoucher);

    route(couponCalls.couponList, async ({ status, page, limit }, { user }) => {
      const at = now();
      const mine = (s: 'available' | 'used' | 'expired') => and(eq(coupons.user_id, user.id), tab(s, at)) as SQL;
      const countOf = async (s: 'available' | 'used' | 'expired') =>
        (await db.select({ n: count() }).from(coupons).where(mine(s)).get())?.n ?? 0;
      const rows = await db
        .select()
        .from(coupons)
        .where(mine(status))
        // Available: the one that runs out first on top; the others newest first.
        .orderBy(status === 'available' ? coupons.expires_at : desc(coupons.id))
        .limit(limit)
        .offset((page - 1) * limit)
        .all();
      const counts = { available: await countOf('available'), used: await countOf('used'), expired: await countOf('expired') };
      return { list: rows.map((r) => couponView(r, at)), total: counts[status], page, limit, counts };
    });

    route(couponAdminCalls.adminCouponGrant, async ({ uid, amount, days, product, note }) => {
      const user = await userById(db, uid);
      if (!user) throw new ApiFailure('errors.accountNotFound', {}, { field: 'uid', status: 404 });
      if (user.account_type === 'demo') throw new ApiFailure('couponErrors.demo', {}, { field: 'uid' });
      return await db.transaction(async () => {
        const row = await grantVoucher(db, { userId: uid, amount, days, product, source: 'admin', note });
        await notify(uid, 'couponGranted', { amount: row.amount, days }, `coupon:${row.id}`);
        return { ...couponView(row), user_id: row.user_id };
      });
    });

    route(couponAdminCalls.adminCoupons, async ({ uid }) =>
      (
        await db
          .select()
          .from(coupons)
          .where(uid ? eq(coupons.user_id, uid) : undefined)
          .orderBy(desc(coupons.id))
          .limit(200)
          .all()
      ).map((r) => ({ ...couponView(r), user_id: r.user_id })),
    );
  },
});
