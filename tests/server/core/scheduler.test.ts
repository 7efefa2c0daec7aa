// The scheduler: a due job runs once, inside the transaction that writes its effects; a failure rolls
// back and is tried again; a restart never runs a done job twice; downtime is caught up day by day.
import { describe, expect, it, vi } from 'vitest';
import { advanceClock, clock, enableTestClock } from '../../../server/core/clock';
import type { Db } from '../../../server/core/db';
import { balanceOf, HOUSE_ID, transfer } from '../../../server/core/ledger';
import { createScheduler, type Scheduler } from '../../../server/core/scheduler';
import { addUser, memoryDb } from '../fakeFeed';

enableTestClock();
const USDT = 1;
const DAY = 86_400_000;

/** A daily payment of 1 USDT to `user` for `days` days, each day scheduling the next from its own due time. */
function definePay(db: Db, s: Scheduler, user: number, days: number) {
  s.define('pay.daily', async (job) => {
    const n = (job.payload as { n: number }).n;
    await transfer(db, HOUSE_ID, user, USDT, '1', 'demo_grant', `pay:${n}`);
    if (n < days) await s.schedule('pay.daily', `day:${n + 1}`, job.due_ms + DAY, { n: n + 1 });
    return undefined;
  });
}

describe('scheduler', () => {
  it('runs a job once when it comes due, not before', async () => {
    const db = await memoryDb();
    const s = await createScheduler(db);
    const user = await addUser(db, 'real');
    definePay(db, s, user, 1);
    await db.transaction(async () => await s.schedule('pay.daily', 'day:1', clock.ms() + 60_000, { n: 1 }));
    expect(await s.runDue()).toBe(0);
    advanceClock(60_000);
    expect(await s.runDue()).toBe(1);
    expect(await s.runDue()).toBe(0);
    expect((await balanceOf(db, user, USDT)).available.toFixed()).toBe('1');
    expect((await s.pendingOf('pay.daily', 'day:1'))?.status).toBe('done');
  });

  it('scheduling the same kind and ref twice keeps one job', async () => {
    const db = await memoryDb();
    const s = await createScheduler(db);
    await db.transaction(async () => {
      await s.schedule('x', 'a', clock.ms());
      await s.schedule('x', 'a', clock.ms() + 5);
    });
    expect(((await db.$sql.get("SELECT count(*) AS n FROM jobs WHERE kind = 'x'")) as { n: number }).n).toBe(1);
  });

  it('a failing job rolls back everything it wrote, and runs later when it can', async () => {
    const db = await memoryDb();
    const s = await createScheduler(db, () => undefined);
    const user = await addUser(db, 'real');
    let fail = true;
    s.define('flaky', async () => {
      await transfer(db, HOUSE_ID, user, USDT, '3', 'demo_grant');
      if (fail) throw new Error('not yet');
      return undefined;
    });
    await db.transaction(async () => await s.schedule('flaky', 'one', clock.ms()));
    expect(await s.runDue()).toBe(0);
    expect((await balanceOf(db, user, USDT)).available.toFixed()).toBe('0');
    const job = await s.pendingOf('flaky', 'one');
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'not yet' });
    fail = false;
    expect(await s.runDue()).toBe(0); // waits for its retry time
    advanceClock(5_000);
    expect(await s.runDue()).toBe(1);
    expect((await balanceOf(db, user, USDT)).available.toFixed()).toBe('3');
  });

  it('never runs a done job twice, even with a new scheduler on the same database (a restart)', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    const first = await createScheduler(db);
    definePay(db, first, user, 1);
    await db.transaction(async () => await first.schedule('pay.daily', 'day:1', clock.ms(), { n: 1 }));
    expect(await first.runDue()).toBe(1);
    const second = await createScheduler(db);
    definePay(db, second, user, 1);
    expect(await second.runDue()).toBe(0);
    expect((await balanceOf(db, user, USDT)).available.toFixed()).toBe('1');
  });

  it('after three days down, pays each of the three days once, in order', async () => {
    const db = await memoryDb();
    const user = await addUser(db, 'real');
    const s = await createScheduler(db);
    definePay(db, s, user, 30);
    const start = clock.ms();
    await db.transaction(async () => await s.schedule('pay.daily', 'day:1', start + DAY, { n: 1 }));
    advanceClock(3 * DAY);
    expect(await s.runDue()).toBe(3);
    expect((await balanceOf(db, user, USDT)).available.toFixed()).toBe('3');
    const paid = await db.$sql.all("SELECT ref FROM ledger WHERE user_id = ? AND kind = 'demo_grant' ORDER BY id", user);
    expect(paid).toEqual([{ ref: 'pay:1' }, { ref: 'pay:2' }, { ref: 'pay:3' }]);
    expect(await s.pendingOf('pay.daily', 'day:4')).toMatchObject({ status: 'pending', due_ms: start + 4 * DAY });
  });

  it('a cancelled job never runs; a job of a kind nobody defined waits', async () => {
    const db = await memoryDb();
    const s = await createScheduler(db, () => undefined);
    let ran = 0;
    s.define('c', () => {
      ran += 1;
      return undefined;
    });
    await db.transaction(async () => {
      await s.schedule('c', 'one', clock.ms());
      await s.schedule('unknown', 'two', clock.ms());
    });
    expect(await db.transaction(async () => await s.cancel('c', 'one'))).toBe(true);
    expect(await s.runDue()).toBe(0);
    expect(ran).toBe(0);
    expect((await s.pendingOf('unknown', 'two'))?.status).toBe('pending');
  });

  it('runs the after-commit part of a job only once it has committed', async () => {
    const db = await memoryDb();
    const s = await createScheduler(db);
    const events: string[] = [];
    s.define('e', (job) => () => {
      events.push(job.ref);
    });
    await db.transaction(async () => await s.schedule('e', 'x', clock.ms()));
    await s.runDue();
    expect(events).toEqual(['x']);
  });

  it('runs batchable jobs many to a transaction: a failing one is undone alone and tried later, the others paid once', async () => {
    const db = await memoryDb();
    const s = createScheduler(db, () => {});
    const users = [await addUser(db, 'real'), await addUser(db, 'real'), await addUser(db, 'real')];
    let fail = true;
    s.define(
      'pay.batch',
      async (job) => {
        const user = Number(job.ref);
        await transfer(db, HOUSE_ID, user, USDT, '1', 'demo_grant', `batch:${user}`);
        // The second user's payment fails once, after it wrote: its savepoint is undone, not the batch.
        if (user === users[1] && fail) {
          fail = false;
          throw new Error('not now');
        }
        return undefined;
      },
      { batch: true },
    );
    await db.transaction(async () => {
      for (const u of users) await s.schedule('pay.batch', String(u), clock.ms());
    });
    expect(await s.runDue()).toBe(2);
    const paid = async () => await Promise.all(users.map(async (u) => (await balanceOf(db, u, USDT)).available.toFixed()));
    expect(await paid()).toEqual(['1', '0', '1']);
    advanceClock(60_000);
    expect(await s.runDue()).toBe(1);
    expect(await paid()).toEqual(['1', '1', '1']);
    expect(await s.runDue()).toBe(0);
    await db.$store.close();
  });

  it('does many jobs of a kind together, set by set; a set that fails runs job by job, and each job is done once', async () => {
    const db = await memoryDb();
    const s = createScheduler(db, () => {});
    const users = [await addUser(db, 'real'), await addUser(db, 'real')];
    const sets: number[] = [];
    let failSet = false;
    s.define(
      'pay.many',
      async (job) => {
        await transfer(db, HOUSE_ID, Number(job.ref.split(':')[0]), USDT, '1', 'demo_grant', `many:${job.ref}`);
        return undefined;
      },
      {
        many: async (due) => {
          sets.push(due.length);
          for (const job of due) await transfer(db, HOUSE_ID, Number(job.ref.split(':')[0]), USDT, '1', 'demo_grant', `many:${job.ref}`);
          if (failSet) throw new Error('not together');
          return undefined;
        },
      },
    );
    await db.transaction(async () => {
      for (let i = 0; i < 250; i += 1) await s.schedule('pay.many', `${users[i % 2]}:${i}`, clock.ms());
    });
    expect(await s.runDue()).toBe(250);
    expect(sets).toEqual([100, 100, 50]);
    const paid = async () => await Promise.all(users.map(async (u) => (await balanceOf(db, u, USDT)).available.toFixed()));
    expect(await paid()).toEqual(['125', '125']);
    // A set that fails is undone whole, and its jobs are done one by one instead: once each.
    failSet = true;
    await db.transaction(async () => {
      for (let i = 0; i < 4; i += 1) await s.schedule('pay.many', `${users[i % 2]}:again${i}`, clock.ms());
    });
    expect(await s.runDue()).toBe(4);
    // (A batch commits every few milliseconds: what one did not reach is tried together again first.)
    expect(sets.slice(0, 4)).toEqual([100, 100, 50, 4]);
    expect(await paid()).toEqual(['127', '127']);
    expect(await s.runDue()).toBe(0);
    await db.$store.close();
  });

  it('groups due jobs of a kind done together even when another kind’s stand between them', async () => {
    const db = await memoryDb();
    const s = createScheduler(db, () => {});
    const sets: string[] = [];
    for (const kind of ['savings', 'mining'])
      s.define(kind, () => undefined, {
        many: async (due) => {
          sets.push(`${kind}:${due.length}`);
          return undefined;
        },
      });
    await db.transaction(async () => {
      for (let i = 0; i < 30; i += 1) await s.schedule(i % 2 ? 'mining' : 'savings', `o${i}`, clock.ms());
    });
    expect(await s.runDue()).toBe(30);
    expect(sets).toEqual(['savings:15', 'mining:15']);
    await db.$store.close();
  });

  it('the timer works through a pile of due jobs in short slices, letting other work in between, each job once', async () => {
    const db = await memoryDb();
    const s = await createScheduler(db);
    const events: string[] = [];
    s.define('slow', (job) => {
      const until = performance.now() + 1;
      while (performance.now() < until) {
        // a job of about a millisecond
      }
      events.push(job.ref);
      return undefined;
    });
    await s.start();
    await db.transaction(async () => {
      for (let i = 0; i < 60; i++) await s.schedule('slow', `j${i}`, clock.ms());
    });
    // Something else the event loop has to do while the jobs are due (a request, say).
    const other = setInterval(() => events.push('other'), 0);
    const jobs = () => events.filter((e) => e !== 'other');
    // Until all 60 have run (a busy machine takes longer than the 60 ms of work), then a while more:
    // none runs twice.
    await vi.waitFor(() => expect(new Set(jobs()).size).toBe(60), { timeout: 20_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    clearInterval(other);
    await s.stop();
    expect(jobs()).toHaveLength(60);
    // The other work ran between the first and the last job, not only after them.
    const first = events.indexOf('j0');
    const last = events.indexOf('j59');
    expect(events.slice(first, last).filter((e) => e === 'other').length).toBeGreaterThan(2);
  });
});
