// Property: random dual investment products, buys, cancels, price moves and clock moves across real and
// demo users (engine level, in-memory SQLite, prices pushed by hand, settlements run by the scheduler).
// After every step no balance is negative, a refused step changes nothing, and each user's frozen coin
// and USDT is exactly what their open orders hold. At the end, once every product has settled: every
// order is settled or cancelled, each payout is the shared formula at its product's settlement price,
// and the books balance (checkBooks: money conserved per currency, every entry balanced, the ledger
// explains every balance, virtual money stays on the demo side).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock, clock, enableTestClock } from '../../server/core/clock';
import type { Db } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { currencyIdOf, DEMO_POOL_ID, EXTERNAL_ID, LedgerError, totalsByCurrency, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import { createScheduler } from '../../server/core/scheduler';
import { userById } from '../../server/core/users';
import { createDualOrders } from '../../server/modules/dual/orders';
import { createDualProducts } from '../../server/modules/dual/products';
import { dualSettle } from '../../src/shared/earn/dual';
import { dec } from '../../src/shared/lib/decimal';
import { addUser, createFakeFeed, memoryDb } from './fakeFeed';
import { checkBooks, negatives } from './ledgerBooks';
import { runsOnEngine } from './engine';

const HOUR = 3_600_000;
const START = { BTC: 60000, ETH: 3000 } as const;
const coin = fc.constantFrom('BTC' as const, 'ETH' as const);

const op = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      coin,
      type: fc.constantFrom('call' as const, 'put' as const),
      strikePct: fc.integer({ min: 85, max: 115 }),
      ratePct: fc.integer({ min: 0, max: 200 }),
      startHours: fc.integer({ min: 1, max: 30 }),
      days: fc.integer({ min: 1, max: 3 }),
      shares: fc.integer({ min: 1, max: 30 }),
      limit: fc.integer({ min: 1, max: 12 }),
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({ kind: fc.constant('buy' as const), user: fc.nat(3), product: fc.nat(), num: fc.integer({ min: 1, max: 8 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(3), order: fc.nat(), own: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('price' as const), coin, pct: fc.integer({ min: 80, max: 120 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 0, max: 12 }) }) },
);

async function world() {
  enableTestClock();
  const db: Db = await memoryDb();
  const feed = createFakeFeed({ BTCUSDT: String(START.BTC), ETHUSDT: String(START.ETH) });
  const scheduler = await createScheduler(db, () => undefined);
  const products = createDualProducts(db, scheduler, feed);
  const orders = createDualOrders(db, scheduler, notifyNobody, feed, products);
  const ids = {
    USDT: (await currencyIdOf(db, 'USDT')) as number,
    BTC: (await currencyIdOf(db, 'BTC')) as number,
    ETH: (await currencyIdOf(db, 'ETH')) as number,
  };
  // Users 0 and 1 are demo accounts funded by the demo pool; 2 and 3 real ones with deposits.
  const users = [await addUser(db, 'demo'), await addUser(db, 'demo'), await addUser(db, 'real'), await addUser(db, 'real')];
  await db.transaction(async () => {
    for (const [i, uid] of users.entries())
      for (const [code, amount] of [
        ['USDT', '50000'],
        ['BTC', '2'],
        ['ETH', '20'],
      ] as const)
        await transfer(db, i < 2 ? DEMO_POOL_ID : EXTERNAL_ID, uid, ids[code], amount, i < 2 ? 'demo_grant' : 'deposit', 'test');
  });
  return { db, feed, scheduler, products, orders, ids, users };
}

const snapshot = async (db: Db) =>
  JSON.stringify([
    await db.$sql.all('SELECT user_id, currency_id, wallet, available, frozen FROM balances ORDER BY 1, 2, 3'),
    await db.$sql.all('SELECT id, status FROM dual_orders ORDER BY id'),
    await db.$sql.all('SELECT id, remaining FROM dual_products ORDER BY id'),
  ]);

/** Each user's frozen funding balance per currency is what their open orders hold. */
async function frozenMatchesOrders(db: Db, users: number[]) {
  for (const uid of users) {
    const frozen = (await db.$sql.all("SELECT currency_id, frozen FROM balances WHERE user_id = ? AND wallet = 'legal'", uid)) as Array<{
      currency_id: number;
      frozen: string;
    }>;
    const held = (await db.$sql.all(
      "SELECT currency_id, string_agg(invested, ' ') s FROM dual_orders WHERE user_id = ? AND status = 'open' GROUP BY currency_id",
      uid,
    )) as Array<{ currency_id: number; s: string }>;
    for (const row of frozen) {
      const sum = (held.find((h) => h.currency_id === row.currency_id)?.s ?? '')
        .split(' ')
        .filter(Boolean)
        .reduce((a, x) => a.plus(x), dec(0));
      expect(sum.toFixed(), `frozen of ${uid} in ${row.currency_id}`).toBe(dec(row.frozen).toFixed());
    }
  }
}

describe('dual investment ledger property', () => {
  it('random products, buys, cancels, prices and clock moves conserve money and settle per the formula', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 80 }), async (ops) => {
        const w = await world();
        const start = await totalsByCurrency(w.db, { withoutExternal: true });
        const created: number[] = [];
        const prices = { ...START } as Record<'BTC' | 'ETH', number>;
        for (const step of ops) {
          const before = await snapshot(w.db);
          try {
            if (step.kind === 'create') {
              const p = await w.products.create({
                coin: step.coin,
                type: step.type,
                strike: String(Math.round((prices[step.coin] * step.strikePct) / 100)),
                annual_rate: String(step.ratePct / 100),
                start_ms: clock.ms() + step.startHours * HOUR,
                days: step.days,
                shares: step.shares,
                per_user_limit: step.limit,
              });
              created.push(p.id);
            } else if (step.kind === 'buy' && created.length) {
              const user = await userById(w.db, w.users[step.user]);
              if (user) await w.orders.buy(user, created[step.product % created.length], step.num);
            } else if (step.kind === 'cancel') {
              // Mostly the user's own orders; sometimes anyone's (refused unless it is theirs).
              const all = (await w.db.$sql.all(
                'SELECT id FROM dual_orders WHERE ? OR user_id = ? ORDER BY id',
                step.own ? 0 : 1,
                w.users[step.user],
              )) as Array<{ id: number }>;
              const user = await userById(w.db, w.users[step.user]);
              if (all.length && user) await w.orders.cancel(user, all[step.order % all.length].id);
            } else if (step.kind === 'price') {
              prices[step.coin] = Math.round((START[step.coin] * step.pct) / 100);
              await w.feed.push(`${step.coin}USDT`, String(prices[step.coin]));
            } else if (step.kind === 'clock') {
              advanceClock(step.hours * HOUR);
              await w.scheduler.runDue();
            }
          } catch (error) {
            if (!(error instanceof ApiFailure) && !(error instanceof LedgerError)) throw error;
            expect(await snapshot(w.db), `refused ${JSON.stringify(step)} changed something`).toBe(before);
          }
          expect(await negatives(w.db)).toBe(0);
          await frozenMatchesOrders(w.db, w.users);
        }
        // Past every expiry: everything settles, once.
        advanceClock(6 * 24 * HOUR);
        await w.scheduler.runDue();
        const open = (await w.db.$sql.get("SELECT count(*) n FROM dual_orders WHERE status = 'open'")) as { n: number };
        expect(open.n).toBe(0);
        const settled =
          (await w.db.$sql.all(`SELECT o.invested, o.payout, o.payout_currency_id, o.settlement_price, p.type, p.strike, p.annual_rate, p.days, p.currency_id
             FROM dual_orders o JOIN dual_products p ON p.id = o.product_id WHERE o.status = 'settled'`)) as Array<
            Record<string, string | number>
          >;
        for (const o of settled) {
          const paid = dualSettle(
            o.type as 'call' | 'put',
            String(o.invested),
            String(o.strike),
            String(o.annual_rate),
            Number(o.days),
            String(o.settlement_price),
          );
          expect(String(o.payout)).toBe(paid.amount.toFixed());
          expect(o.payout_currency_id).toBe(paid.in === 'coin' ? o.currency_id : w.ids.USDT);
        }
        await frozenMatchesOrders(w.db, w.users);
        await checkBooks(w.db, start);
      }),
      { numRuns: runsOnEngine(25) },
    );
  });
});
