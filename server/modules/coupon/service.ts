// Vouchers as the other areas use them: granted (at registration, by an admin), looked at before an
// order is placed, taken by the order inside its transaction, given back when the order is cancelled
// before it filled. A voucher is used once; one past its expiry cannot be taken.
import { and, eq } from 'drizzle-orm';
import type { Coupon } from '../../../src/contract/coupon';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { getSetting } from '../../core/settings';
import { USDT_ID } from '../market/catalogue';
import { type CouponRow, coupons } from './schema';

export const SIGNUP_DEFAULTS = { signup_voucher_amount: '10', signup_voucher_days: '7' } as const;
const DAY = 86_400;

export function couponView(row: CouponRow, at = now()): Coupon {
  const expired = row.status === 'available' && row.expires_at <= at;
  return {
    id: row.id,
    amount: row.amount,
    currency: 'USDT',
    product: row.product,
    status: expired ? 'expired' : row.status,
    source: row.source,
    note: row.note,
    created_at: row.created_at,
    expires_at: row.expires_at,
    used_at: row.used_at,
    used_ref: row.used_ref,
  };
}

export async function grantVoucher(
  db: Db,
  grant: { userId: number; amount: string; days: number; product: CouponRow['product']; source: CouponRow['source']; note?: string },
): Promise<CouponRow> {
  const at = now();
  return await db
    .insert(coupons)
    .values({
      user_id: grant.userId,
      currency_id: USDT_ID,
      amount: dec(grant.amount).toFixed(),
      product: grant.product,
      source: grant.source,
      note: grant.note ?? null,
      status: 'available',
      created_at: at,
      expires_at: at + grant.days * DAY,
    })
    .returning()
    .get();
}

/** The voucher a new real account gets, when the operator offers one (`signup_voucher_amount` > 0). */
export async function grantSignupVoucher(db: Db, userId: number): Promise<void> {
  const amount = await getSetting(db, 'signup_voucher_amount', SIGNUP_DEFAULTS.signup_voucher_amount);
  const days = Number(await getSetting(db, 'signup_voucher_days', SIGNUP_DEFAULTS.signup_voucher_days));
  if (!/^\d+(\.\d+)?$/.test(amount) || dec(amount).lte(0) || !(days >= 1)) return;
  await grantVoucher(db, { userId, amount, days, product: 'contract', source: 'signup' });
}

const refuse = () => new ApiFailure('couponErrors.notUsable', {}, { field: 'coupon_id' });

/** The user's voucher for `product` that can be used now, or the refusal at `coupon_id`. */
async function usableRow(db: Db, userId: number, id: number, product: CouponRow['product']): Promise<CouponRow> {
  const row = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.user_id, userId)))
    .get();
  if (!row || row.product !== product || couponView(row).status !== 'available') throw refuse();
  return row;
}

export const vouchers = {
  /** What the voucher is worth, checked before an order is placed (nothing written). */
  async peek(db: Db, userId: number, id: number, product: CouponRow['product']): Promise<string> {
    return (await usableRow(db, userId, id, product)).amount;
  },
  /** Marks it used by `ref`; call inside the order's transaction. Returns its amount. */
  async take(db: Db, userId: number, id: number, product: CouponRow['product'], ref: string): Promise<string> {
    const row = await usableRow(db, userId, id, product);
    const taken = await db
      .update(coupons)
      .set({ status: 'used', used_at: now(), used_ref: ref })
      .where(and(eq(coupons.id, row.id), eq(coupons.status, 'available')))
      .returning()
      .get();
    if (!taken) throw refuse();
    return taken.amount;
  },
  /** Gives it back, unused (its order was cancelled before it filled); it keeps its expiry. */
  async release(db: Db, id: number): Promise<void> {
    await db.update(coupons).set({ status: 'available', used_at: null, used_ref: null }).where(eq(coupons.id, id)).run();
  },
};

export type Vouchers = typeof vouchers;
