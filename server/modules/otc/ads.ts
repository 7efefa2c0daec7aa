// OTC adverts: the market list (what a person wants to do, filtered by fiat and payment method, best
// price first; a demo account sees the demo merchants' adverts, anyone else real KYC-level-2 users'),
// and a KYC-level-2 user's own adverts (post, close). An advert freezes nothing: each order escrows its
// own amount from the seller's funding account.
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { OTC_METHODS, type OtcMethod, type OtcSide } from '../../../src/contract/otc';
import { dec } from '../../../src/shared/lib/decimal';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { text } from '../../core/ledger';
import { readPage } from '../../core/paging';
import { type UserRow, users } from '../../core/schema';
import { fiatsOf } from '../fund/fiats';
import { otcAds } from './schema';
import { otcParamsOf } from './seed';
import { onePersonAtATime } from './service';
import type { createViews } from './views';

/** Adverts one user may have open at once. */
const MAX_OPEN_ADS = 10;
const fail = (key: string, field: string, vars: Record<string, string | number> = {}) => new ApiFailure(key, vars, { field });

export interface AdInput {
  side: OtcSide;
  fiat: string;
  price: string;
  min_amount: string;
  max_amount: string;
  methods: string;
  pay_details?: string;
}

export function createAds(db: Db, views: ReturnType<typeof createViews>) {
  async function list(
    user: UserRow | null,
    want: OtcSide,
    fiat: string | undefined,
    method: OtcMethod | undefined,
    page: number,
    limit: number,
  ) {
    // A person who wants to buy takes sell adverts, the cheapest first; one who sells, the best bid first.
    const side: OtcSide = want === 'buy' ? 'sell' : 'buy';
    // Virtual and real money never meet: owners of the caller's kind (a guest sees the real market).
    const owners = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.account_type, user?.account_type === 'demo' ? 'demo' : 'real'), gte(users.kyc_level, 2)));
    const where = and(
      inArray(otcAds.user_id, owners),
      eq(otcAds.active, 1),
      eq(otcAds.side, side),
      fiat ? eq(otcAds.fiat, fiat) : undefined,
      method ? sql`(',' || ${otcAds.methods} || ',') LIKE ${`%,${method},%`}` : undefined,
      user ? ne(otcAds.user_id, user.id) : undefined,
    );
    const price = sql`CAST(${otcAds.price} AS REAL)`;
    return await readPage(
      db
        .select()
        .from(otcAds)
        .where(where)
        .orderBy(side === 'sell' ? asc(price) : desc(price), asc(otcAds.id)),
      db.select({ n: count() }).from(otcAds).where(where),
      { page, limit },
      async (r) => await views.advert(r, user?.id ?? null),
    );
  }

  const mine = async (user: UserRow) =>
    await Promise.all(
      (await db.select().from(otcAds).where(eq(otcAds.user_id, user.id)).orderBy(desc(otcAds.active), desc(otcAds.id)).limit(50).all()).map(
        async (r) => await views.advert(r, user.id),
      ),
    );

  async function create(user: UserRow, input: AdInput) {
    if (user.account_type === 'demo') throw fail('otcErrors.demo', 'side');
    if (user.kyc_level < 2) throw fail('otcErrors.level2', 'side');
    if (!(await fiatsOf(db)).some((f) => f.code === input.fiat)) throw fail('otcErrors.fiat', 'fiat');
    const methods = [...new Set(input.methods.split(',').map((m) => m.trim()))];
    if (!methods.length || methods.some((m) => !OTC_METHODS.includes(m as OtcMethod))) throw fail('otcErrors.methods', 'methods');
    if (dec(input.min_amount).gt(input.max_amount)) throw fail('otcErrors.minMax', 'min_amount');
    const limit = (await otcParamsOf(db)).limit_l2;
    if (dec(input.max_amount).gt(limit)) throw fail('otcErrors.kycLimit', 'max_amount', { limit });
    const details = input.pay_details ?? '';
    if (input.side === 'sell' && !details) throw fail('otcErrors.payDetails', 'pay_details');
    return await db.transaction(async () => {
      await onePersonAtATime(db, user.id);
      const open = (
        await db
          .select({ n: count() })
          .from(otcAds)
          .where(and(eq(otcAds.user_id, user.id), eq(otcAds.active, 1)))
          .get()
      )?.n;
      if ((open ?? 0) >= MAX_OPEN_ADS) throw fail('otcErrors.tooManyAds', 'side', { max: MAX_OPEN_ADS });
      const row = await db
        .insert(otcAds)
        .values({
          user_id: user.id,
          side: input.side,
          fiat: input.fiat,
          price: text(input.price),
          min_amount: text(input.min_amount),
          max_amount: text(input.max_amount),
          methods: methods.join(','),
          pay_details: input.side === 'sell' ? details : '',
          created_at: now(),
        })
        .returning()
        .get();
      return await views.advert(row, user.id);
    });
  }

  async function close(user: UserRow, id: number) {
    return await db.transaction(async () => {
      const row = await db
        .update(otcAds)
        .set({ active: 0 })
        .where(and(eq(otcAds.id, id), eq(otcAds.user_id, user.id)))
        .returning()
        .get();
      if (!row) throw new ApiFailure('otcErrors.notFound', {}, { field: 'id', status: 404 });
      return await views.advert(row, user.id);
    });
  }

  return { list, mine, create, close };
}
