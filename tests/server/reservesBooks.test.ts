// The auditor of the books on the proof of reserves: the newest snapshot's checks hold on sound books and
// each catches the damage it promises to catch, done behind the journal's back: a published sum that is
// not the journal's total, a leaf that is not its user's balance, a missing leaf, a root the leaves do
// not give. A snapshot of books with a negative real balance cannot be taken at all.
import { describe, expect, it } from 'vitest';
import { auditDatabase } from '../../server/app';
import type { Db } from '../../server/core/db';
import { EXTERNAL_ID, HOUSE_ID, pocket, transfer } from '../../server/core/ledger';
import { createSnapshots } from '../../server/modules/reserves/snapshots';
import type { ServerOptions } from '../../server/core/options';
import { addUser, memoryDb } from './fakeFeed';

const OPTIONS = { dataDir: ':memory:', reading: 'B', base64: false, mode: 'demo', adminToken: 'x', h5Demo: false } satisfies ServerOptions;
const SUMS = "reserves: the newest snapshot's sums equal the journal's totals of real users at its position";
const LEAVES = 'reserves: the newest snapshot has one leaf per real account, with its balances at its position';
const ROOT = "reserves: the newest snapshot's root recomputes from its stored leaves";

/** Sound books with a published snapshot: three real accounts and a demo one. */
async function books() {
  const db = await memoryDb();
  const [a, b, c] = [await addUser(db, 'real'), await addUser(db, 'real'), await addUser(db, 'real')];
  const demo = await addUser(db, 'demo');
  await db.transaction(async () => {
    await transfer(db, EXTERNAL_ID, a, 1, '120.5', 'deposit', 'test');
    await transfer(db, HOUSE_ID, pocket(b, 'change'), 2, '0.25', 'demo_grant', 'test');
    await transfer(db, EXTERNAL_ID, pocket(c, 'micro'), 1, '3', 'deposit', 'test');
  });
  const snapshots = createSnapshots(db, OPTIONS, () => undefined);
  const id = await snapshots.take('admin');
  return { db, id, a, b, c, demo };
}

const broken = async (db: Db) =>
  (await auditDatabase(db)).results.filter((r) => !r.held).map((r) => ({ name: r.name, example: r.examples[0] ?? '' }));
const status = async (db: Db, id: number) =>
  await db.$sql.get('SELECT status, reason, leaf_count FROM reserves_snapshots WHERE id = ?', id);

describe('the auditor of the books on the proof of reserves', () => {
  it('finds a sound snapshot sound: its sums, its leaves and its root', async () => {
    const { db, id } = await books();
    expect(await status(db, id)).toMatchObject({ status: 'published', leaf_count: 3 });
    const names = (await auditDatabase(db)).results.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([SUMS, LEAVES, ROOT]));
    expect(await broken(db)).toEqual([]);
  });

  it('finds a published sum that is not the journal’s total at the position', async () => {
    const { db, id } = await books();
    await db.$sql.run(`UPDATE reserves_snapshots SET sums = '["100.5","0.25"]' WHERE id = ?`, id);
    expect(await broken(db)).toEqual([
      { name: SUMS, example: `snapshot ${id}: USDT sums to 100.5, the journal to 123.5 at position ${await positionOf(db, id)}` },
      { name: ROOT, example: expect.stringContaining(`snapshot ${id}: its leaves give root`) },
    ]);
  });

  it('finds a leaf that is not its user’s balance, and a real account without a leaf', async () => {
    const { db, id, a, c } = await books();
    // User a's leaf made to hold 20.5 USDT instead of 120.5 (sums written as the tree writes them: 16 bytes each).
    const leaf = Buffer.alloc(32);
    leaf.writeBigUInt64BE(2_050_000_000n, 8);
    await db.$sql.run('UPDATE reserves_nodes SET sums = ? WHERE snapshot_id = ? AND user_id = ?', leaf, id, a);
    expect(await broken(db)).toEqual([
      { name: LEAVES, example: `snapshot ${id}: user ${a}'s leaf holds 20.5 USDT, the journal 120.5` },
      { name: ROOT, example: expect.stringContaining('its leaves give root') },
    ]);
    await db.$sql.run('DELETE FROM reserves_nodes WHERE snapshot_id = ? AND user_id = ?', id, c);
    expect((await broken(db)).find((b) => b.name === LEAVES)?.example).toBe(`snapshot ${id}: 2 leaves stored, 3 published`);
    expect((await auditDatabase(db)).results.find((r) => r.name === LEAVES)?.examples).toContain(`snapshot ${id}: user ${c} has no leaf`);
  });

  it('takes no snapshot of books where a real account is below zero: it fails and says why', async () => {
    const { db, a } = await books();
    await db.$sql.run("UPDATE balances SET available = '-1' WHERE user_id = ? AND currency_id = 1", a);
    const id = await createSnapshots(db, OPTIONS, () => undefined).take('admin');
    expect(await status(db, id)).toMatchObject({
      status: 'failed',
      reason: `user ${a} holds a negative balance of USDT: no tree can hold it`,
    });
    expect(await db.$sql.get('SELECT COUNT(*) AS n FROM reserves_nodes WHERE snapshot_id = ?', id)).toEqual({ n: 0 });
  });
});

const positionOf = async (db: Db, id: number) =>
  ((await db.$sql.get('SELECT position FROM reserves_snapshots WHERE id = ?', id)) as { position: number }).position;
