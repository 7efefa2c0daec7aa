// Property: random OTC steps (place on seeded and users' adverts, mark paid, cancel, release, dispute,
// admin decisions, clock moves running the scheduler's expiry and demo-merchant jobs) at engine level on
// an in-memory SQLite. After every step no balance is negative, a refused step changes nothing, and each
// account's frozen USDT is exactly the escrow of its open orders as seller. At the end every open order
// is settled (disputes decided, paid orders released), nothing stays frozen, and the books balance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock, enableTestClock } from '../../server/core/clock';
import type { Db } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { EXTERNAL_ID, LedgerError, totalsByCurrency, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import { createScheduler } from '../../server/core/scheduler';
import { userById } from '../../server/core/users';
import { seedOtc } from '../../server/modules/otc/seed';
import { createOtc } from '../../server/modules/otc/service';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { addUser, memoryDb } from './fakeFeed';
import { checkBooks, negatives } from './ledgerBooks';

const USDT = 1;
const SEC = 1000;
const user = fc.nat(3);
const amount = fc.integer({ min: 500, max: 300_000 }).map((c) => (c / 100).toFixed(2));
const op = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('place' as const), user, ad: fc.nat(), amount }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('paid' as const, 'cancel' as const, 'release' as const), user, order: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dispute' as const), user, order: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decide' as const), order: fc.nat(), release: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('clock' as const), sec: fc.integer({ min: 0, max: 1200 }) }) },
);

function world() {
  enableTestClock();
  const db: Db = memoryDb();
  seedOtc(db, { mode: 'demo' });
  const scheduler = createScheduler(db, () => undefined);
  const otc = createOtc(db, scheduler, notifyNobody);
  const users = [addUser(db, 'real'), addUser(db, 'real'), addUser(db, 'real'), addUser(db, 'real')];
  db.transaction(() => {
    for (const uid of users) transfer(db, EXTERNAL_ID, uid, USDT, '2500', 'deposit', 'test');
  });
  db.$client.prepare(`UPDATE users SET kyc_level = 2, kyc_status = 2 WHERE id IN (${users.join(',')})`).run();
  // Two users' adverts (not automatic): one sells, one buys.
  const at = Math.floor(Date.now() / 1000);
  db.$client
    .prepare(
      `INSERT INTO otc_ads (user_id, side, fiat, price, min_amount, max_amount, methods, pay_details, created_at)
       VALUES (?, 'sell', 'USD', '1.02', '5', '3000', 'bank', 'Acct', ?), (?, 'buy', 'EUR', '0.9', '5', '3000', 'sepa', '', ?)`,
    )
    .run(users[0], at, users[1], at);
  const ads = (db.$client.prepare('SELECT id FROM otc_ads ORDER BY id').all() as Array<{ id: number }>).map((r) => r.id);
  return { db, scheduler, otc, users, ads };
}
type World = ReturnType<typeof world>;

const snapshot = (db: Db) =>
  JSON.stringify([
    db.$client.prepare('SELECT user_id, wallet, available, frozen FROM balances ORDER BY 1, 2').all(),
    db.$client.prepare('SELECT id, status FROM otc_orders ORDER BY id').all(),
  ]);

/** Frozen USDT of every account = the escrow of its open orders as seller. */
function frozenIsEscrow(db: Db) {
  const rows = db.$client
    .prepare(
      `SELECT b.user_id, b.frozen, (SELECT group_concat(amount, ' ') FROM otc_orders o
         WHERE o.seller_id = b.user_id AND o.status IN ('unpaid', 'paid', 'disputed')) AS held
       FROM balances b WHERE b.currency_id = 1 AND b.wallet = 'legal'`,
    )
    .all() as Array<{ user_id: number; frozen: string; held: string | null }>;
  for (const r of rows) {
    const held = (r.held ? r.held.split(' ') : []).reduce((a, x) => a.plus(x), new Decimal(0));
    expect(dec(r.frozen).toFixed(), `frozen of ${r.user_id}`).toBe(held.toFixed());
  }
}

function run(w: World, step: Record<string, unknown> & { kind: string }) {
  const ids = (w.db.$client.prepare('SELECT id FROM otc_orders ORDER BY id').all() as Array<{ id: number }>).map((r) => r.id);
  const pick = (n: unknown) => (ids.length ? ids[Number(n) % ids.length] : 0);
  const me = () => {
    const u = userById(w.db, w.users[Number(step.user)]);
    if (!u) throw new Error('no user');
    return u;
  };
  switch (step.kind) {
    case 'place': {
      const ads = (w.db.$client.prepare('SELECT id FROM otc_ads ORDER BY id').all() as Array<{ id: number }>).map((r) => r.id);
      w.otc.place(me(), ads[Number(step.ad) % ads.length], String(step.amount), 'My bank');
      return;
    }
    case 'paid':
      w.otc.markPaid(me(), pick(step.order));
      return;
    case 'cancel':
      w.otc.cancel(me(), pick(step.order));
      return;
    case 'release':
      w.otc.release(me(), pick(step.order));
      return;
    case 'dispute':
      w.otc.dispute(me(), pick(step.order), 'No payment');
      return;
    case 'decide':
      w.otc.decide(pick(step.order), step.release ? 'release' : 'refund', 'Checked');
      return;
    case 'clock':
      advanceClock(Number(step.sec) * SEC);
      w.scheduler.runDue();
      return;
  }
}

describe('OTC ledger property', () => {
  it('random orders, payments, releases, cancels, disputes and clock moves conserve money and keep escrow exact', () => {
    let refusals = 0;
    let steps = 0;
    fc.assert(
      fc.property(fc.array(op, { minLength: 30, maxLength: 80 }), (ops) => {
        const w = world();
        const start = totalsByCurrency(w.db, { withoutExternal: true });
        for (const step of ops) {
          const before = snapshot(w.db);
          try {
            run(w, step as never);
          } catch (error) {
            if (!(error instanceof ApiFailure) && !(error instanceof LedgerError)) throw error;
            refusals += 1;
            expect(snapshot(w.db), `refused ${JSON.stringify(step)} changed something`).toBe(before);
          }
          steps += 1;
          expect(negatives(w.db)).toBe(0);
          frozenIsEscrow(w.db);
        }
        // Settle what is left: unpaid ones expire, disputes are decided, paid ones released by their seller.
        advanceClock(3600 * SEC);
        w.scheduler.runDue();
        for (const o of w.db.$client
          .prepare("SELECT id, status, seller_id FROM otc_orders WHERE status IN ('paid', 'disputed')")
          .all() as Array<{
          id: number;
          status: string;
          seller_id: number;
        }>) {
          if (o.status === 'disputed') w.otc.decide(o.id, 'refund', 'End');
          else {
            const seller = userById(w.db, o.seller_id);
            if (seller) w.otc.release(seller, o.id);
          }
        }
        frozenIsEscrow(w.db);
        const frozen = w.db.$client.prepare("SELECT count(*) AS n FROM balances WHERE frozen NOT IN ('0', '')").get() as { n: number };
        expect(frozen.n).toBe(0);
        checkBooks(w.db, start);
      }),
      { numRuns: 25 },
    );
    expect(refusals).toBeGreaterThan(30);
    expect(refusals).toBeLessThan(steps - 200);
  });
});
