// Property: random OTC steps (two demo accounts on the seeded demo merchants' adverts, two real accounts
// on each other's adverts, now and then one trying the other side's advert, which is refused; mark paid,
// cancel, release, dispute, admin decisions, clock moves running the scheduler's expiry and demo-merchant
// jobs) at engine level on an in-memory SQLite. After every step no balance is negative, a refused step
// changes nothing, each account's frozen USDT is exactly the escrow of its open orders as seller, nobody
// holds more unpaid orders than the cap, and the auditor's OTC checks hold. At the end every open order
// is settled (disputes decided, paid orders released), nothing stays frozen, and the books balance (the
// whole auditor). A fixed seed; the runs must have tried each new refusal and a demo merchant's release.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock, enableTestClock } from '../../server/core/clock';
import type { Db } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { DEMO_POOL_ID, EXTERNAL_ID, LedgerError, totalsByCurrency, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import { createScheduler } from '../../server/core/scheduler';
import { setSetting } from '../../server/core/settings';
import { userById } from '../../server/core/users';
import { otcAudit } from '../../server/modules/otc/audit';
import { seedOtc } from '../../server/modules/otc/seed';
import { createOtc } from '../../server/modules/otc/service';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { addUser, memoryDb } from './fakeFeed';
import { checkBooks, negatives } from './ledgerBooks';

const USDT = 1;
/** The cap on unpaid orders one person places (the operator's setting, lowered so the runs reach it). */
const MAX_OPEN = 2;
const SEC = 1000;
const user = fc.nat(3);
const amount = fc.integer({ min: 500, max: 300_000 }).map((c) => (c / 100).toFixed(2));
const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('place' as const), user, ad: fc.nat(), amount, cross: fc.nat(9).map((n) => n === 0) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('paid' as const, 'cancel' as const, 'release' as const), user, order: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dispute' as const), user, order: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decide' as const), order: fc.nat(), release: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('clock' as const), sec: fc.integer({ min: 0, max: 1200 }) }) },
);

async function world() {
  enableTestClock();
  const db: Db = await memoryDb();
  await seedOtc(db, { mode: 'demo' });
  const scheduler = await createScheduler(db, () => undefined);
  const otc = createOtc(db, scheduler, notifyNobody);
  const users = [await addUser(db, 'real'), await addUser(db, 'real'), await addUser(db, 'demo'), await addUser(db, 'demo')];
  await db.transaction(async () => {
    for (const uid of users.slice(0, 2)) await transfer(db, EXTERNAL_ID, uid, USDT, '2500', 'deposit', 'test');
    for (const uid of users.slice(2)) await transfer(db, DEMO_POOL_ID, uid, USDT, '2500', 'demo_grant', 'demo');
  });
  await db.$sql.run(`UPDATE users SET kyc_level = 2, kyc_status = 2 WHERE id IN (${users.join(',')})`);
  await setSetting(db, 'otc_max_open_orders', String(MAX_OPEN));
  // Two users' adverts (not automatic): one sells, one buys.
  const at = Math.floor(Date.now() / 1000);
  await db.$sql.run(
    `INSERT INTO otc_ads (user_id, side, fiat, price, min_amount, max_amount, methods, pay_details, created_at)
       VALUES (?, 'sell', 'USD', '1.02', '5', '3000', 'bank', 'Acct', ?), (?, 'buy', 'EUR', '0.9', '5', '3000', 'sepa', '', ?)`,
    users[0],
    at,
    users[1],
    at,
  );
  const adsOf = async (type: 'real' | 'demo') =>
    (
      (await db.$sql.all(
        'SELECT a.id FROM otc_ads a JOIN users u ON u.id = a.user_id WHERE u.account_type = ? ORDER BY a.id',
        type,
      )) as Array<{ id: number }>
    ).map((r) => r.id);
  return { db, scheduler, otc, users, ads: { real: await adsOf('real'), demo: await adsOf('demo') } };
}
type World = Awaited<ReturnType<typeof world>>;

const snapshot = async (db: Db) =>
  JSON.stringify([
    await db.$sql.all('SELECT user_id, wallet, available, frozen FROM balances ORDER BY 1, 2'),
    await db.$sql.all('SELECT id, status FROM otc_orders ORDER BY id'),
  ]);

/** Frozen USDT of every account = the escrow of its open orders as seller. */
async function frozenIsEscrow(db: Db) {
  const rows = (await db.$sql.all(`SELECT b.user_id, b.frozen, (SELECT string_agg(amount, ' ') FROM otc_orders o
         WHERE o.seller_id = b.user_id AND o.status IN ('unpaid', 'paid', 'disputed')) AS held
       FROM balances b WHERE b.currency_id = 1 AND b.wallet = 'legal'`)) as Array<{ user_id: number; frozen: string; held: string | null }>;
  for (const r of rows) {
    const held = (r.held ? r.held.split(' ') : []).reduce((a, x) => a.plus(x), new Decimal(0));
    expect(dec(r.frozen).toFixed(), `frozen of ${r.user_id}`).toBe(held.toFixed());
  }
}

/** The most unpaid orders any one person placed (took an advert) and holds at once. */
const maxUnpaidPlaced = async (db: Db) =>
  (
    (await db.$sql.get(`SELECT max(n) AS n FROM (SELECT CASE WHEN buyer_id = merchant_id THEN seller_id ELSE buyer_id END AS taker, count(*) AS n
         FROM otc_orders WHERE status = 'unpaid' GROUP BY taker) AS t`)) as { n: number | null }
  ).n ?? 0;

async function run(w: World, step: Record<string, unknown> & { kind: string }) {
  const all = (await w.db.$sql.all('SELECT id, buyer_id, seller_id, status FROM otc_orders ORDER BY id')) as Array<{
    id: number;
    buyer_id: number;
    seller_id: number;
    status: string;
  }>;
  // An even pick acts on an open order as one of its sides (the buyer or the seller, by the user's parity),
  // an odd one as the drawn user on any order (often someone else's or ended: refused).
  const n = Number(step.order);
  const open = all.filter((o) => o.status === 'unpaid' || o.status === 'paid' || o.status === 'disputed');
  const from = n % 2 === 0 && open.length ? open : all;
  const target = from.length ? from[Math.floor(n / 2) % from.length] : null;
  const pick = () => target?.id ?? 0;
  const me = async () => {
    const side = target && n % 2 === 0 ? (Number(step.user) % 2 === 0 ? target.buyer_id : target.seller_id) : null;
    const u = await userById(w.db, side ?? w.users[Number(step.user)]);
    if (!u) throw new Error('no user');
    return u;
  };
  switch (step.kind) {
    case 'place': {
      // Each takes the adverts of its own side; a crossing attempt (a demo account on a real advert or the reverse) is refused.
      const taker = await userById(w.db, w.users[Number(step.user)]);
      if (!taker) throw new Error('no user');
      const own = taker.account_type;
      const ads = w.ads[step.cross ? (own === 'demo' ? 'real' : 'demo') : own];
      await w.otc.place(taker, ads[Number(step.ad) % ads.length], String(step.amount), 'My bank');
      if (step.cross) throw new Error('a demo and a real account met in an order');
      return;
    }
    case 'paid':
      await w.otc.markPaid(await me(), pick());
      return;
    case 'cancel':
      await w.otc.cancel(await me(), pick());
      return;
    case 'release':
      await w.otc.release(await me(), pick());
      return;
    case 'dispute':
      await w.otc.dispute(await me(), pick(), 'No payment');
      return;
    case 'decide':
      await w.otc.decide(pick(), step.release ? 'release' : 'refund', 'Checked');
      return;
    case 'clock':
      advanceClock(Number(step.sec) * SEC);
      await w.scheduler.runDue();
      return;
  }
}

describe('OTC ledger property', () => {
  it('random orders, payments, releases, cancels, disputes and clock moves conserve money and keep escrow exact', async () => {
    let refusals = 0;
    let steps = 0;
    /** Refusals by key, and orders the demo merchants completed by themselves: the runs try what they should. */
    const refusedBy = new Map<string, number>();
    let merchantReleases = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 30, maxLength: 80 }), async (ops) => {
        const w = await world();
        const start = await totalsByCurrency(w.db, { withoutExternal: true });
        for (const step of ops) {
          const before = await snapshot(w.db);
          try {
            await run(w, step as never);
          } catch (error) {
            if (!(error instanceof ApiFailure) && !(error instanceof LedgerError)) throw error;
            refusals += 1;
            if (error instanceof ApiFailure) refusedBy.set(error.key, (refusedBy.get(error.key) ?? 0) + 1);
            expect(await snapshot(w.db), `refused ${JSON.stringify(step)} changed something`).toBe(before);
          }
          steps += 1;
          expect(await negatives(w.db)).toBe(0);
          await frozenIsEscrow(w.db);
          expect(await maxUnpaidPlaced(w.db)).toBeLessThanOrEqual(MAX_OPEN);
          // The auditor's OTC checks every few steps (each reads every order and escrow entry); the whole auditor at the end.
          if (steps % 5 === 0)
            for (const [name, check] of Object.entries(otcAudit(w.db).checks ?? {})) expect(await check(), name).toEqual([]);
        }
        // Settle what is left: unpaid ones expire, disputes are decided, paid ones released by their seller.
        advanceClock(3600 * SEC);
        await w.scheduler.runDue();
        for (const o of (await w.db.$sql.all(
          "SELECT id, status, seller_id FROM otc_orders WHERE status IN ('paid', 'disputed')",
        )) as Array<{
          id: number;
          status: string;
          seller_id: number;
        }>) {
          if (o.status === 'disputed') await w.otc.decide(o.id, 'refund', 'End');
          else {
            const seller = await userById(w.db, o.seller_id);
            if (seller) await w.otc.release(seller, o.id);
          }
        }
        await frozenIsEscrow(w.db);
        const frozen = (await w.db.$sql.get("SELECT count(*) AS n FROM balances WHERE frozen NOT IN ('0', '')")) as { n: number };
        expect(frozen.n).toBe(0);
        await checkBooks(w.db, start);
        merchantReleases += (
          (await w.db.$sql.get(
            "SELECT count(*) AS n FROM otc_orders WHERE status = 'released' AND seller_id IN (SELECT user_id FROM otc_merchants)",
          )) as { n: number }
        ).n;
      }),
      { numRuns: 20, seed: 20261126 },
    );
    expect(refusals).toBeGreaterThan(30);
    expect(refusals).toBeLessThan(steps - 200);
    for (const key of ['otcErrors.demoOnly', 'otcErrors.realOnly', 'otcErrors.tooManyOrders'])
      expect(refusedBy.get(key), key).toBeGreaterThan(0);
    expect(merchantReleases).toBeGreaterThan(0);
  });
});
