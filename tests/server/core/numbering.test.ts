// Numbered keys on PostgreSQL (a trigger per table, engines/postgresSchema.ts): rows inserted without an
// id by many connections at once each get an id of their own, and a row given an id past the sequence
// (a seed's catalogue) moves the sequence past it. Before core-009, an id the column's default took was
// handed to setval too, which raced with the other connections' nextval: two journal entries got one id.
// Also the scheduler's order of due jobs, read along its index (core-010).
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../engine';
import { memoryDb } from '../fakeFeed';

const WRITERS = 8;
const EACH = 300;

describe.runIf(onPostgres)('numbered rows on PostgreSQL', () => {
  it('eight connections inserting without an id at once never number two rows alike', async () => {
    const db = await memoryDb();
    const writer = async (w: number) => {
      for (let i = 0; i < EACH; i += 10)
        await db.transaction(async () => {
          for (let k = i; k < i + 10; k++)
            await db.$sql.run('INSERT INTO journal (kind, ref, created_at) VALUES (?, ?, ?)', 'test', `${w}.${k}`, 0);
        });
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    const rows = await db.$sql.all<{ id: number }>("SELECT id FROM journal WHERE kind = 'test'");
    expect(rows).toHaveLength(WRITERS * EACH);
    expect(new Set(rows.map((r) => Number(r.id))).size).toBe(WRITERS * EACH);
    await db.$store.close();
  });

  it('a row given an id past the sequence moves it past that id; one below it moves nothing', async () => {
    const db = await memoryDb();
    const next = async () => {
      await db.$sql.run('INSERT INTO journal (kind, ref, created_at) VALUES (?, ?, ?)', 'test', null, 0);
      return Number((await db.$sql.get<{ id: number }>('SELECT max(id) AS id FROM journal'))?.id);
    };
    const first = await next();
    await db.$sql.run('INSERT INTO journal (id, kind, ref, created_at) VALUES (?, ?, ?, ?)', first + 1000, 'test', null, 0);
    expect(await next()).toBe(first + 1001);
    await db.$sql.run('INSERT INTO journal (id, kind, ref, created_at) VALUES (?, ?, ?, ?)', first + 500, 'test', null, 0);
    expect(await next()).toBe(first + 1002);
    await db.$store.close();
  });
});

describe.runIf(onPostgres)('due jobs on PostgreSQL', () => {
  it('are read in order along their index, not sorted: 10,000 due at once cost no more than a few', async () => {
    const db = await memoryDb();
    await db.$sql.run(
      "INSERT INTO jobs (kind, ref, due_ms, created_at) SELECT 'test.due', 'r' || g, 5, 0 FROM generate_series(1, 10000) AS g",
    );
    await db.$sql.run('ANALYZE jobs');
    const plan = await db.$sql.all<{ 'QUERY PLAN': string }>(
      "EXPLAIN SELECT id FROM jobs WHERE status = 'pending' AND due_ms <= 10 ORDER BY due_ms, id LIMIT 200",
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using jobs_due/);
    expect(text).not.toMatch(/Sort/);
    await db.$store.close();
  });
});
