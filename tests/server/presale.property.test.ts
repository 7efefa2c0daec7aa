// Property: random presale subscriptions (by amount and by USDT total, by demo and real accounts, many
// refused), closes and clock moves that cross start, end and delivery dates, at the engine level on an
// in-memory SQLite with the scheduler run by hand. After every step no balance is negative and a
// refused step changes nothing; sold never passes the supply. At the end, with every delivery done:
// the books balance (checkBooks: money conserved per currency, every entry balanced, the ledger
// explains every balance, virtual money stays on the demo side), each project sold exactly what its
// orders hold, each user paid exactly what their orders say and holds exactly the tokens they bought.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock, enableTestClock } from '../../server/core/clock';
import { now } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { balanceOf, currencyIdOf, EXTERNAL_ID, HOUSE_SEED, LedgerError, totalsByCurrency, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import { createScheduler } from '../../server/core/scheduler';
import { userById } from '../../server/core/users';
import { grantDemoFunds } from '../../server/modules/auth/demo';
import { createDelivery } from '../../server/modules/presale/delivery';
import { createProjectAdmin } from '../../server/modules/presale/projects';
import { createPresale } from '../../server/modules/presale/service';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { addUser, memoryDb } from './fakeFeed';
import { balancesSnapshot, checkBooks, negatives } from './ledgerBooks';

const USDT = 1;
const HOUR = 3_600;
const DAY = 86_400;

const op = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('order' as const),
      u: fc.nat(3),
      k: fc.nat(2),
      units: fc.oneof(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 1, max: 2_000_000 })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('total' as const), u: fc.nat(3), k: fc.nat(2), cents: fc.integer({ min: 0, max: 500_000 }) }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 24 * 6 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('close' as const), k: fc.nat(2) }) },
);

async function world() {
  enableTestClock();
  const db = await memoryDb();
  const scheduler = await createScheduler(db, () => undefined);
  const presale = createPresale(db);
  const delivery = createDelivery(db, scheduler, notifyNobody);
  const admin = createProjectAdmin(db, presale, delivery);
  const users = [await addUser(db, 'demo'), await addUser(db, 'demo'), await addUser(db, 'real'), await addUser(db, 'real')];
  for (const u of users.slice(0, 2)) await grantDemoFunds(db, u);
  await db.transaction(async () => {
    for (const u of users.slice(2)) await transfer(db, EXTERNAL_ID, u, USDT, '10000', 'deposit', 'test');
  });
  const t = now();
  const n = Math.floor(Math.random() * 1e9);
  const terms = [
    // On sale now, decimals 2, an awkward price.
    {
      code: `PA${n}`,
      price: '0.333333',
      decimals: 2,
      start_at: t,
      end_at: t + 3 * DAY,
      delivery_at: t + 4 * DAY,
      supply: '30000',
      min: '10',
      max: '20000',
    },
    // Starts in a day, whole tokens.
    {
      code: `PB${n}`,
      price: '1.7',
      decimals: 0,
      start_at: t + DAY,
      end_at: t + 5 * DAY,
      delivery_at: t + 5 * DAY,
      supply: '5000',
      min: '1',
      max: '3000',
    },
    // A small supply with 8 decimals.
    {
      code: `PC${n}`,
      price: '12.5',
      decimals: 8,
      start_at: t,
      end_at: t + 2 * DAY,
      delivery_at: t + 6 * DAY,
      supply: '100',
      min: '0.5',
      max: '60',
    },
  ];
  const projects = [];
  for (const p of terms)
    projects.push(
      await admin.create({
        code: p.code.slice(0, 12),
        name: p.code,
        description: '',
        supply: p.supply,
        price: p.price,
        decimals: p.decimals,
        start_at: p.start_at,
        end_at: p.end_at,
        delivery_at: p.delivery_at,
        min_amount: p.min,
        max_amount: p.max,
      }),
    );
  return { db, scheduler, presale, admin, users, projects };
}

describe('presale ledger property', () => {
  it('random subscriptions, closes and clock moves conserve money and deliver exactly what was bought', async () => {
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 60 }), async (ops) => {
        const w = await world();
        const { db } = w;
        const start = await totalsByCurrency(db, { withoutExternal: true });
        const snapshot = async () => await balancesSnapshot(db);
        for (const o of ops) {
          const before = await snapshot();
          try {
            if (o.t === 'clock') {
              advanceClock(o.hours * HOUR * 1000);
              await w.scheduler.runDue();
            } else if (o.t === 'close') await w.admin.close(w.projects[o.k].id);
            else {
              const p = w.projects[o.k];
              const user = await userById(db, w.users[o.u]);
              if (!user) throw new Error('no user');
              if (o.t === 'order')
                await w.presale.subscribe(user, p.id, dec(o.units).div(dec(10).pow(Math.min(p.decimals, 2))), 'amount', p.price);
              else await w.presale.buyWithTotal(user, p.id, dec(o.cents).div(100).toFixed());
            }
          } catch (error) {
            if (!(error instanceof ApiFailure || error instanceof LedgerError)) throw error;
            expect(await snapshot(), 'a refused step changes nothing').toBe(before);
          }
          expect(await negatives(db)).toBe(0);
          for (const p of w.projects) {
            const row = await w.presale.projectById(p.id);
            expect(dec(row?.sold ?? 0).lte(p.supply)).toBe(true);
          }
        }
        advanceClock(10 * DAY * 1000);
        await w.scheduler.runDue();

        // The books, with each token's stock (the house's and the demo pool's seed) counted from its creation.
        for (const p of w.projects) {
          const token = await currencyIdOf(db, p.code);
          if (token !== null) start.set(token, dec(HOUSE_SEED).times(2));
        }
        await checkBooks(db, start);

        const orders = (await db.$sql.all('SELECT * FROM presale_orders')) as Array<{
          user_id: number;
          project_id: number;
          amount: string;
          paid: string;
          status: string;
        }>;
        expect(orders.every((o) => o.status === 'delivered')).toBe(true);
        placed += orders.length;
        for (const p of w.projects) {
          const mine = orders.filter((o) => o.project_id === p.id);
          const sold = mine.reduce((s, o) => s.plus(o.amount), new Decimal(0));
          expect(dec((await w.presale.projectById(p.id))?.sold ?? 0).toFixed()).toBe(sold.toFixed());
          const token = await currencyIdOf(db, p.code);
          for (const u of w.users) {
            const held = token === null ? new Decimal(0) : (await balanceOf(db, u, token)).available;
            const bought = mine.filter((o) => o.user_id === u).reduce((s, o) => s.plus(o.amount), new Decimal(0));
            expect(held.toFixed(), `tokens of ${u} in ${p.code}`).toBe(bought.toFixed());
          }
        }
        for (const u of w.users.slice(2)) {
          const paid = orders.filter((o) => o.user_id === u).reduce((s, o) => s.plus(o.paid), new Decimal(0));
          expect((await balanceOf(db, u, USDT)).available.toFixed()).toBe(dec(10000).minus(paid).toFixed());
        }
      }),
      { numRuns: 40 },
    );
    // The random steps did subscribe (not only refusals).
    expect(placed).toBeGreaterThan(20);
  });
});
