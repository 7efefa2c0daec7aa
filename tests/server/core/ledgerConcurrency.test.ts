// Many writers at once: eight transactions in flight, each on a connection of its own on PostgreSQL
// (one after another on the embedded SQLite), posting to the same accounts. No update may be lost:
// every balance equals its ledger rows afterwards, and every currency still sums to zero.
import { describe, expect, it } from 'vitest';
import { auditDatabase } from '../../../server/app';
import { FEES_ID, HOUSE_ID, LedgerError, totalsByCurrency, transfer } from '../../../server/core/ledger';
import { onPostgres } from '../engine';
import { addUser, memoryDb } from '../fakeFeed';

const USDT = 1;
const WRITERS = 8;
const EACH = 40;

describe('the ledger with many writers', () => {
  it('loses no update when eight connections post to the same accounts at once', async () => {
    const db = await memoryDb();
    const users = [await addUser(db, 'real'), await addUser(db, 'real'), await addUser(db, 'real')];
    await db.transaction(async () => {
      for (const u of users) await transfer(db, HOUSE_ID, u, USDT, '1000', 'demo_grant');
    });
    const start = await totalsByCurrency(db, { withoutExternal: true });
    let posted = 0;
    let refused = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    const writer = async (w: number) => {
      for (let i = 0; i < EACH; i++) {
        const from = users[(w + i) % users.length];
        const to = i % 4 === 0 ? FEES_ID : users[(w + i + 1) % users.length];
        try {
          await db.transaction(async () => {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            try {
              await transfer(db, from, to, USDT, `${1 + ((w * EACH + i) % 7)}.25`, 'fee');
              // The house pays something back in the same entry's transaction: a second hot account.
              await transfer(db, HOUSE_ID, from, USDT, '0.5', 'demo_grant');
            } finally {
              inFlight -= 1;
            }
          });
          posted += 1;
        } catch (error) {
          if (!(error instanceof LedgerError) || error.problem !== 'insufficient') throw error;
          refused += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    expect(posted + refused).toBe(WRITERS * EACH);
    expect(posted).toBeGreaterThan(WRITERS * EACH * 0.9);
    if (db.$store.engine === 'postgres') expect(mostInFlight).toBeGreaterThan(1);
    const report = await auditDatabase(db);
    expect(report.results.filter((r) => !r.held)).toEqual([]);
    const end = await totalsByCurrency(db, { withoutExternal: true });
    expect(end.get(USDT)?.toFixed()).toBe(start.get(USDT)?.toFixed());
    const entries = (await db.$sql.get<{ n: number }>("SELECT count(*) AS n FROM journal WHERE kind IN ('fee', 'demo_grant')"))?.n;
    expect(Number(entries)).toBe(3 + posted * 2);
    await db.$store.close();
  });

  it.runIf(onPostgres)('holds the house and fee balances only for the commit: a trade never waits for another one still open', async () => {
    const db = await memoryDb();
    const [a, b] = [await addUser(db, 'real'), await addUser(db, 'real')];
    await db.transaction(async () => {
      for (const u of [a, b]) await transfer(db, HOUSE_ID, u, USDT, '100', 'demo_grant');
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posted: () => void = () => {};
    const firstPosted = new Promise<void>((resolve) => {
      posted = resolve;
    });
    // A pays the house and a fee, then stays open (a slow request) until B is done.
    const first = db.transaction(async () => {
      await transfer(db, a, HOUSE_ID, USDT, '3', 'fee');
      await transfer(db, a, FEES_ID, USDT, '1', 'fee');
      posted();
      await held;
    });
    await firstPosted;
    // B does the same meanwhile: it commits while A is still open (with the rows locked it would wait for A).
    const second = db.transaction(async () => {
      await transfer(db, b, HOUSE_ID, USDT, '5', 'fee');
      await transfer(db, b, FEES_ID, USDT, '2', 'fee');
    });
    const winner = await Promise.race([second.then(() => 'B committed'), new Promise((r) => setTimeout(() => r('B waited'), 3_000))]);
    release();
    await Promise.all([first, second]);
    expect(winner).toBe('B committed');
    const report = await auditDatabase(db);
    expect(report.results.filter((r) => !r.held)).toEqual([]);
    const house = await db.$sql.get<{ available: string }>(
      "SELECT available FROM balances WHERE user_id = ? AND currency_id = ? AND wallet = 'legal'",
      HOUSE_ID,
      USDT,
    );
    const fees = await db.$sql.get<{ available: string }>(
      "SELECT available FROM balances WHERE user_id = ? AND currency_id = ? AND wallet = 'legal'",
      FEES_ID,
      USDT,
    );
    expect(fees?.available).toBe('3');
    expect(house?.available).toMatch(/^\d+$/);
    await db.$store.close();
  });

  it.runIf(onPostgres)('refuses at the commit what would take a system account below zero, and writes nothing of it', async () => {
    const db = await memoryDb();
    const a = await addUser(db, 'real');
    await db.transaction(async () => {
      await transfer(db, HOUSE_ID, a, USDT, '10', 'demo_grant');
      await transfer(db, a, FEES_ID, USDT, '4', 'fee');
    });
    const before = await db.$sql.get<{ n: number }>('SELECT count(*) AS n FROM journal');
    await expect(
      db.transaction(async () => {
        await transfer(db, FEES_ID, a, USDT, '5', 'fee');
      }),
    ).rejects.toThrow(LedgerError);
    expect(Number((await db.$sql.get<{ n: number }>('SELECT count(*) AS n FROM journal'))?.n)).toBe(Number(before?.n));
    const report = await auditDatabase(db);
    expect(report.results.filter((r) => !r.held)).toEqual([]);
    await db.$store.close();
  });

  it.runIf(onPostgres)('runs again the transaction PostgreSQL ends in a deadlock: both of two crossing transfers are made', async () => {
    const db = await memoryDb();
    const [a, b] = [await addUser(db, 'real'), await addUser(db, 'real')];
    await db.transaction(async () => {
      for (const u of [a, b]) await transfer(db, HOUSE_ID, u, USDT, '100', 'demo_grant');
    });
    let arrived = 0;
    let bothIn: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothIn = resolve;
    });
    let attempts = 0;
    // Each locks its own balance first, then waits for the other to do the same, then pays the other.
    const crossing = (from: number, to: number) =>
      db.transaction(async () => {
        attempts += 1;
        await transfer(db, from, HOUSE_ID, USDT, '1', 'fee');
        arrived += 1;
        if (arrived === 2) bothIn();
        await barrier;
        await transfer(db, from, to, USDT, '10', 'fee');
      });
    await Promise.all([crossing(a, b), crossing(b, a)]);
    expect(attempts).toBe(3);
    const report = await auditDatabase(db);
    expect(report.results.filter((r) => !r.held)).toEqual([]);
    const balance = async (u: number) =>
      (
        await db.$sql.get<{ available: string }>(
          "SELECT available FROM balances WHERE user_id = ? AND currency_id = ? AND wallet = 'legal'",
          u,
          USDT,
        )
      )?.available;
    expect([await balance(a), await balance(b)]).toEqual(['99', '99']);
    await db.$store.close();
  });
});
