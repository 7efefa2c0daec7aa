// One page of a list (server/core/paging.ts), on the engine under test: the select's order kept, at most
// `limit` rows, the total over every matching row, and a page beyond the end empty with that total.
import { asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/db';
import { readPage } from '../../../server/core/paging';
import { journal } from '../../../server/core/schema';
import { memoryDb } from '../fakeFeed';

const KIND = 'paging.test';
const ROWS = 7;

describe('readPage', () => {
  let db: Db;
  const where = eq(journal.kind, KIND);
  const newest = () => db.select().from(journal).where(where).orderBy(desc(journal.id));
  const counted = () => db.select({ n: count() }).from(journal).where(where);

  beforeAll(async () => {
    db = await memoryDb();
    for (let i = 1; i <= ROWS; i++)
      await db
        .insert(journal)
        .values({ kind: KIND, ref: `r${i}`, created_at: i })
        .run();
    // Rows of another kind are neither listed nor counted.
    await db.insert(journal).values({ kind: 'other', ref: 'x', created_at: 0 }).run();
  });
  afterAll(async () => await db.$store.close());

  it('gives the first page in the select order, with the whole total', async () => {
    const page = await readPage(newest(), counted(), { page: 1, limit: 3 }, (r) => r.ref);
    expect(page).toEqual({ list: ['r7', 'r6', 'r5'], total: ROWS, page: 1, limit: 3 });
  });

  it('gives the rows after the pages before it, and a short last page', async () => {
    expect((await readPage(newest(), counted(), { page: 2, limit: 3 }, (r) => r.ref)).list).toEqual(['r4', 'r3', 'r2']);
    expect(await readPage(newest(), counted(), { page: 3, limit: 3 }, (r) => r.ref)).toEqual({
      list: ['r1'],
      total: ROWS,
      page: 3,
      limit: 3,
    });
  });

  it('keeps the order the select asks for', async () => {
    const oldest = db.select().from(journal).where(where).orderBy(asc(journal.created_at));
    expect((await readPage(oldest, counted(), { page: 1, limit: 2 }, (r) => r.ref)).list).toEqual(['r1', 'r2']);
  });

  it('answers a page beyond the end with an empty list and the total', async () => {
    expect(await readPage(newest(), counted(), { page: 9, limit: 3 })).toEqual({ list: [], total: ROWS, page: 9, limit: 3 });
  });

  it('gives the rows as they are without a view, and awaits an async view in order', async () => {
    const plain = await readPage(newest(), counted(), { page: 1, limit: 1 });
    expect(plain.list.map((r) => r.ref)).toEqual(['r7']);
    const slowFirst = async (r: { ref: string | null; created_at: number }) => {
      await new Promise((resolve) => setTimeout(resolve, r.created_at === ROWS ? 20 : 0));
      return r.ref;
    };
    expect((await readPage(newest(), counted(), { page: 1, limit: 3 }, slowFirst)).list).toEqual(['r7', 'r6', 'r5']);
  });

  it('counts nothing for a where no row matches', async () => {
    const none = eq(journal.kind, 'nothing');
    const page = await readPage(
      db.select().from(journal).where(none).orderBy(desc(journal.id)),
      db.select({ n: count() }).from(journal).where(none),
      { page: 1, limit: 10 },
    );
    expect(page).toEqual({ list: [], total: 0, page: 1, limit: 10 });
  });
});
