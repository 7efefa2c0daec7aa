// Several server instances on one PostgreSQL database each run the scheduler (issue 32): a due job is done
// once, and an instance never waits for a job another one is doing: it skips it (FOR UPDATE SKIP LOCKED)
// and goes on with the rest. If the other rolls back, the job is still there for the next round.
import { describe, expect, it } from 'vitest';
import { enableTestClock } from '../../../server/core/clock';
import { openPostgresDb } from '../../../server/core/db';
import { createScheduler } from '../../../server/core/scheduler';
import { dropDatabase, freshDatabaseUrl, onPostgres } from '../engine';

enableTestClock();

describe.runIf(onPostgres)('the scheduler on two instances sharing PostgreSQL', () => {
  it('does each job once, and one instance goes on while the other holds a job', async () => {
    const url = (await freshDatabaseUrl()) as string;
    const [a, b] = [openPostgresDb(url), openPostgresDb(url)];
    try {
      await a.$sql.run('CREATE TABLE test_done (ref text PRIMARY KEY, instance text NOT NULL)');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const aHolds = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const schedulers = [a, b].map((db, n) => {
        const s = createScheduler(db, () => undefined);
        s.define('test.work', async (job) => {
          await db.$sql.run('INSERT INTO test_done (ref, instance) VALUES (?, ?)', job.ref, n ? 'B' : 'A');
          // A's first job stays open until B is done with everything else.
          if (n === 0 && job.ref === 'j00') {
            holding();
            await held;
          }
          return undefined;
        });
        return s;
      });
      const refs = Array.from({ length: 40 }, (_, i) => `j${String(i).padStart(2, '0')}`);
      await a.transaction(
        async () =>
          await schedulers[0].scheduleMany(
            'test.work',
            refs.map((ref) => ({ ref, dueMs: 0 })),
          ),
      );

      const first = schedulers[0].runDue();
      await aHolds;
      // B does all the others while A holds j00: it skips j00 instead of waiting for A's transaction.
      const second = schedulers[1].runDue();
      const outcome = await Promise.race([second.then(() => 'B done'), new Promise((r) => setTimeout(() => r('B waited'), 5_000))]);
      release();
      await Promise.all([first, second]);
      expect(outcome).toBe('B done');

      const done = await a.$sql.all<{ ref: string; instance: string }>('SELECT ref, instance FROM test_done ORDER BY ref');
      expect(done.map((row) => row.ref)).toEqual(refs);
      expect(done[0].instance).toBe('A');
      expect(done.filter((row) => row.instance === 'B').length).toBe(39);
      const jobs = await a.$sql.all<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE kind = 'test.work'");
      expect(jobs.every((job) => job.status === 'done' && Number(job.attempts) === 1)).toBe(true);
    } finally {
      await a.$store.close();
      await b.$store.close();
      await dropDatabase(url);
    }
  });
});
