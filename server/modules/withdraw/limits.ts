// The 24-hour limit on money leaving a user's funding account: chain withdrawals and sale-coin orders
// count together (a sale takes room a withdrawal then lacks, and the other way round). The KYC level's
// limit is in BTC, valued at the live BTC price; without one, at the last known price, which is kept in
// the database (seen at most once a minute) so a restart or an outage of the feed does not lose it.
// With no price ever seen nothing can leave, and the refusal says that prices are unavailable.
import { and, eq, gte, inArray } from 'drizzle-orm';
import type * as C from '../../../src/contract/withdraw';
import { WITHDRAW_WINDOW_MS, withdrawRoom } from '../../../src/shared/fund/withdraw';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { clock } from '../../core/clock';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import { text } from '../../core/ledger';
import { getSetting } from '../../core/settings';
import type { UserRow } from '../../core/users';
import { saleUsedUsdt } from '../salecoin/usage';
import { lastPrices, withdrawals } from './schema';
import { takeTurn } from '../../core/turns';

export const BTC = 'BTCUSDT';
/** A live price is written down at most this often (seconds). */
const SAVE_EVERY_SEC = 60;
/** Withdrawal states whose amount counts against the limit (everything not given back). */
const COUNTED: C.WithdrawState[] = ['pending', 'approved', 'sent', 'completed'];

export const LIMIT_DEFAULTS = { withdraw_limit_l1_btc: '200', withdraw_limit_l2_btc: '500' } as const;

/** Which area asks: its refusals are its own keys (`withdrawErrors.aboveLimit`, `saleErrors.noPrice`). */
type Area = 'withdrawErrors' | 'saleErrors';

export function createOutflowLimit(db: Db, livePrice: () => Decimal | null) {
  let savedAt = -Infinity;

  /** Writes the live price down (at most once a minute). */
  async function remember(price: Decimal): Promise<void> {
    if (!price.gt(0) || now() - savedAt < SAVE_EVERY_SEC) return;
    savedAt = now();
    const row = { symbol: BTC, price: text(price), at: savedAt };
    await db.insert(lastPrices).values(row).onConflictDoUpdate({ target: lastPrices.symbol, set: row }).run();
  }

  /** The price the limit is valued at: live, else the last known one, else none. */
  async function price(): Promise<{ price: Decimal; live: boolean; at: number | null } | null> {
    const live = livePrice();
    if (live?.gt(0)) {
      await remember(live);
      return { price: live, live: true, at: null };
    }
    const last = await db.select().from(lastPrices).where(eq(lastPrices.symbol, BTC)).get();
    return last ? { price: dec(last.price), live: false, at: last.at } : null;
  }

  /** USDT that left or is leaving in the window: withdrawals not given back and sale orders not rejected. */
  async function used(userId: number): Promise<Decimal> {
    const since = Math.floor((clock.ms() - WITHDRAW_WINDOW_MS) / 1000);
    const asked = (
      await db
        .select({ value: withdrawals.value_usdt })
        .from(withdrawals)
        .where(and(eq(withdrawals.user_id, userId), gte(withdrawals.created_at, since), inArray(withdrawals.status, COUNTED)))
        .all()
    ).reduce((sum, r) => sum.plus(r.value), dec(0));
    return asked.plus(await saleUsedUsdt(db, userId, since));
  }

  async function limitBtc(user: UserRow): Promise<string> {
    if (user.kyc_level >= 2) return await getSetting(db, 'withdraw_limit_l2_btc', LIMIT_DEFAULTS.withdraw_limit_l2_btc);
    if (user.kyc_level === 1) return await getSetting(db, 'withdraw_limit_l1_btc', LIMIT_DEFAULTS.withdraw_limit_l1_btc);
    return '0';
  }

  /** What the pages show: the limit, the price it is valued at (and whether live), used and room. */
  async function of(user: UserRow): Promise<C.OutflowLimit & { room: Decimal }> {
    const limit = await limitBtc(user);
    const p = await price();
    const spent = await used(user.id);
    const room = p ? withdrawRoom(limit, p.price, spent) : dec(0);
    return {
      kyc_level: user.kyc_level,
      limit_btc: limit,
      btc_price: p ? text(p.price) : '0',
      price_known: p !== null,
      price_live: p?.live ?? false,
      btc_price_at: p && !p.live ? p.at : null,
      used_usdt: text(spent),
      room_usdt: text(room),
      room,
    };
  }

  /** Refuses (at `field`) an amount above the room, or any amount while no price is known; call inside the writing transaction. */
  async function check(user: UserRow, amount: Decimal, area: Area, field = 'number'): Promise<void> {
    // One person's outflows are asked one at a time where many write at once (PostgreSQL; SQLite has one
    // writer): the room is then read after the withdrawal or sale asked just before was written.
    await takeTurn(db, 'outflows', user.id);
    const limit = await of(user);
    if (!limit.price_known) throw new ApiFailure(`${area}.noPrice`, {}, { field });
    if (amount.gt(limit.room)) throw new ApiFailure(`${area}.aboveLimit`, { room: text(limit.room) }, { field });
  }

  return { of, check, remember };
}
export type OutflowLimitService = ReturnType<typeof createOutflowLimit>;
