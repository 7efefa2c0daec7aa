// Sale-coin orders: placing one (every check before anything is written; then the 24-hour limit shared
// with withdrawals, the balance, the row and the freeze in one transaction), the user's list, and the
// admin's decision (paid: the frozen USDT leaves to the house; rejected: unfrozen, with the reason).
import { and, count, desc, eq } from 'drizzle-orm';
import type * as C from '../../../src/contract/salecoin';
import { saleFigures } from '../../../src/shared/fund/sale';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { balanceOf, freeze, HOUSE_ID, post, text, unfreeze } from '../../core/ledger';
import { type Notify, notifyNobody } from '../../core/notifications';
import { readPage } from '../../core/paging';
import { getSetting } from '../../core/settings';
import type { UserRow } from '../../core/users';
import { bankCardOf } from '../account/cards';
import { USDT_ID } from '../market/catalogue';
import type { OutflowLimitService } from '../withdraw/limits';
import { type SaleOrderRow, saleOrders } from './schema';

export const SALE_DEFAULTS = { sale_rate: '1', sale_fee: '0.005', sale_min: '20' } as const;
export const saleSetting = async (db: Db, key: keyof typeof SALE_DEFAULTS) => await getSetting(db, key, SALE_DEFAULTS[key]);

const reply = (r: SaleOrderRow): C.SaleOrder => ({
  id: r.id,
  number: r.number,
  rate: r.rate,
  gross: r.gross,
  fee: r.fee,
  receive: r.receive,
  card: { bank_name: r.bank_name, real_name: r.real_name, card_last4: r.card_last4 },
  status: r.status,
  reason: r.reason,
  created_at: r.created_at,
  decided_at: r.decided_at,
});
const adminReply = (r: SaleOrderRow) => ({ ...reply(r), user_id: r.user_id });

export async function cardOf(db: Db, userId: number) {
  const card = await bankCardOf(db, userId);
  return card ? { bank_name: card.bank_name, real_name: card.real_name, card_last4: card.card_number.slice(-4) } : null;
}

export function createSaleOrders(db: Db, limit: OutflowLimitService, notify: Notify = notifyNobody) {
  /** What a user may do before the payment password is asked: refused here changes nothing. */
  async function precheck(user: UserRow, number: string) {
    if (user.account_type === 'demo') throw new ApiFailure('saleErrors.demo', {}, { field: 'number' });
    // The same identity check as a chain withdrawal (type 998: verify first).
    if (user.kyc_level < 1) throw new ApiFailure('errors.verifyFirst', {}, { type: 998 });
    const card = await cardOf(db, user.id);
    if (!card) throw new ApiFailure('saleErrors.noCard', {}, { field: 'number' });
    const min = await saleSetting(db, 'sale_min');
    if (dec(number).lt(min)) throw new ApiFailure('saleErrors.belowMin', { min }, { field: 'number' });
    if (!user.pay_password_hash) throw new ApiFailure('saleErrors.noPayPassword', {}, { field: 'pay_password' });
    return card;
  }

  /** The writing half, in one transaction: the limit and the balance checked, the row, the freeze. */
  async function place(user: UserRow, number: string, card: NonNullable<Awaited<ReturnType<typeof cardOf>>>): Promise<C.SaleOrder> {
    if (user.account_type === 'demo') throw new ApiFailure('saleErrors.demo', {}, { field: 'number' });
    const rate = await saleSetting(db, 'sale_rate');
    const { gross, fee, receive } = saleFigures(number, rate, await saleSetting(db, 'sale_fee'));
    return await db.transaction(async () => {
      await limit.check(user, dec(number), 'saleErrors');
      if (dec(number).gt((await balanceOf(db, user.id, USDT_ID)).available))
        throw new ApiFailure('saleErrors.aboveBalance', {}, { field: 'number' });
      const row = await db
        .insert(saleOrders)
        .values({
          user_id: user.id,
          currency_id: USDT_ID,
          number: text(number),
          rate,
          gross: gross.toFixed(2),
          fee: fee.toFixed(2),
          receive: receive.toFixed(2),
          ...card,
          status: 'pending',
          created_at: now(),
        })
        .returning()
        .get();
      await freeze(db, user.id, USDT_ID, number, `sale:${row.id}`, 'number');
      return reply(row);
    });
  }

  async function list(userId: number, page: number, limitRows: number) {
    const where = eq(saleOrders.user_id, userId);
    return await readPage(
      db.select().from(saleOrders).where(where).orderBy(desc(saleOrders.id)),
      db.select({ n: count() }).from(saleOrders).where(where),
      { page, limit: limitRows },
      reply,
    );
  }

  /** A pending order decided once: paid (the frozen USDT goes to the house) or rejected (unfrozen). */
  const decide = async (id: number, paid: boolean, reason: string | null) =>
    await db.transaction(async () => {
      const row = await db
        .update(saleOrders)
        .set({ status: paid ? 'paid' : 'rejected', reason, decided_at: now() })
        .where(and(eq(saleOrders.id, id), eq(saleOrders.status, 'pending')))
        .returning()
        .get();
      if (!row) {
        const known = await db.select({ id: saleOrders.id }).from(saleOrders).where(eq(saleOrders.id, id)).get();
        throw new ApiFailure(known ? 'saleErrors.decided' : 'saleErrors.notFound', {}, { field: 'id', status: known ? 409 : 404 });
      }
      if (paid)
        await post(db, {
          kind: 'sale',
          ref: `sale:${row.id}`,
          legs: [
            { account: row.user_id, currency: row.currency_id, amount: `-${row.number}`, bucket: 'frozen' },
            { account: HOUSE_ID, currency: row.currency_id, amount: row.number },
          ],
        });
      else await unfreeze(db, row.user_id, row.currency_id, row.number, `sale:${row.id}`);
      // Told to the user in the same transaction.
      if (paid)
        await notify(row.user_id, 'saleCoinPaid', { number: row.number, receive: row.receive, card: row.card_last4 }, `sale:${row.id}`);
      else await notify(row.user_id, 'saleCoinRejected', { number: row.number, reason: reason ?? '' }, `sale:${row.id}`);
      return adminReply(row);
    });

  const adminList = async (status: C.SaleOrder['status'] | undefined) =>
    (
      await db
        .select()
        .from(saleOrders)
        .where(status ? eq(saleOrders.status, status) : undefined)
        .orderBy(desc(saleOrders.id))
        .limit(500)
        .all()
    ).map(adminReply);

  return { precheck, place, list, decide, adminList };
}
