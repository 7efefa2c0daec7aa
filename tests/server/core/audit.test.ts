// The auditor of the books (server/core/audit.ts) finds every kind of damage it promises to find: each
// check below is held on sound books and broken, with an example naming the place, once the books are
// damaged in that one way behind the journal's back.
import { describe, expect, it } from 'vitest';
import { auditDatabase } from '../../../server/app';
import type { Db } from '../../../server/core/db';
import { DEMO_POOL_ID, freeze, HOUSE_ID, transfer } from '../../../server/core/ledger';
import { addUser, memoryDb } from '../fakeFeed';

const USDT = 1;

/** Sound books: a real and a demo account funded, the real one with a frozen amount no object holds yet. */
async function books() {
  const db = await memoryDb();
  const real = await addUser(db, 'real');
  const demo = await addUser(db, 'demo');
  await db.transaction(async () => {
    await transfer(db, HOUSE_ID, real, USDT, '100', 'demo_grant');
    await transfer(db, DEMO_POOL_ID, demo, USDT, '50', 'demo_grant', 'demo');
  });
  return { db, real, demo };
}

const brokenChecks = async (db: Db) =>
  (await auditDatabase(db)).results.filter((r) => !r.held).map((r) => ({ name: r.name, example: r.examples[0] ?? '' }));

describe('the auditor of the books', () => {
  it('finds sound books sound: every check held, the core and each module', async () => {
    const { db } = await books();
    const report = await auditDatabase(db);
    expect(report.ok).toBe(true);
    const names = report.results.map((r) => r.name);
    expect(names).toContain('core: every journal entry balances per currency');
    expect(names).toContain('core: frozen money is what live orders, escrows and requests hold');
    expect(report.results.length).toBeGreaterThanOrEqual(6);
  });

  it('finds an entry that does not balance, and a balance its rows do not explain', async () => {
    const { db, real } = await books();
    await db.$sql.run("UPDATE ledger SET amount = '101' WHERE user_id = ? AND amount = '100'", real);
    expect(await brokenChecks(db)).toEqual([
      { name: 'core: every journal entry balances per currency', example: expect.stringMatching(/currency 1 sums to 1$/) },
      { name: 'core: every balance equals its ledger rows', example: expect.stringContaining(`${real}/legal/1:available is 100`) },
    ]);
  });

  it('finds money created from nowhere, and an account below zero', async () => {
    const { db, real } = await books();
    await db.$sql.run("UPDATE balances SET available = '-5' WHERE user_id = ? AND currency_id = 1", real);
    const broken = (await brokenChecks(db)).map((b) => b.name);
    expect(broken).toContain('core: every currency sums to zero over all accounts');
    expect(broken).toContain('core: no account is below zero but the external one');
  });

  it('finds frozen money that no live order, escrow or request holds', async () => {
    const { db, real } = await books();
    await db.transaction(async () => await freeze(db, real, USDT, '30', 'nothing'));
    expect(await brokenChecks(db)).toEqual([
      { name: 'core: frozen money is what live orders, escrows and requests hold', example: `${real}/legal/1: frozen 30, held 0 by []` },
    ]);
  });

  it('finds an entry that moves virtual money to a real account', async () => {
    const { db, real, demo } = await books();
    await db.transaction(async () => await transfer(db, demo, real, USDT, '1', 'demo_grant'));
    expect((await brokenChecks(db)).map((b) => b.name)).toEqual(['core: virtual money stays on the demo side']);
  });

  it('finds a journal entry without legs', async () => {
    const { db } = await books();
    await db.$sql.run("INSERT INTO journal (kind, ref, created_at) VALUES ('fee', 'empty', 0)");
    expect(await brokenChecks(db)).toEqual([
      { name: 'core: every journal entry balances per currency', example: expect.stringMatching(/^entry \d+ \(fee\) has no legs$/) },
    ]);
  });
});
