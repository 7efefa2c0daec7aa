// A snapshot's tree in the database: written from the server's thread in slices of a few milliseconds
// (each its own transaction, requests served between them), read back node by node for a proof, and
// dropped in slices when a snapshot is old or failed.
import type { Db } from '../../core/db';
import type { BuiltTree } from './liabilities';

/** The longest one slice of writing or deleting holds the thread. */
const SLICE_MS = 4;
const yieldThread = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `step` (which does a bounded piece and says whether more is left) in slices until it is done. */
async function inSlices(db: Db, step: () => Promise<boolean>, stopped: () => boolean): Promise<void> {
  for (let more = true; more; ) {
    if (stopped()) throw new Error('the server stopped');
    const until = performance.now() + SLICE_MS;
    more = await db.transaction(async () => {
      let left = true;
      while (left && performance.now() < until) left = await step();
      return left;
    });
    if (more) await yieldThread();
  }
}

/** Writes every node of a built tree (level 0 with each leaf's user). */
export async function storeTree(db: Db, snapshotId: number, tree: BuiltTree, stopped: () => boolean): Promise<void> {
  const insert = 'INSERT INTO reserves_nodes (snapshot_id, level, position, hash, sums, user_id) VALUES (?, ?, ?, ?, ?, ?)';
  const width = tree.currencies.length * 16;
  let level = 0;
  let position = 0;
  await inSlices(
    db,
    async () => {
      // A bounded batch between clock checks.
      for (let n = 0; n < 64; n++) {
        const l = tree.levels[level];
        if (!l) return false;
        if (position >= l.count) {
          level += 1;
          position = 0;
          continue;
        }
        const hash = Buffer.from(l.hashes.buffer, l.hashes.byteOffset + position * 32, 32);
        const sums = Buffer.from(l.sumBytes.buffer, l.sumBytes.byteOffset + position * width, width);
        await db.$sql.run(insert, snapshotId, level, position, hash, sums, level === 0 ? tree.userIds[position] : null);
        position += 1;
      }
      return level < tree.levels.length;
    },
    stopped,
  );
}

/** Deletes a snapshot's stored tree. */
export async function dropTree(db: Db, snapshotId: number, stopped: () => boolean): Promise<void> {
  const del =
    'DELETE FROM reserves_nodes WHERE (snapshot_id, level, position) IN (SELECT snapshot_id, level, position FROM reserves_nodes WHERE snapshot_id = ? LIMIT 500)';
  await inSlices(db, async () => (await db.$sql.run(del, snapshotId)).changes > 0, stopped);
}

export interface StoredNode {
  hash: Buffer;
  sums: Buffer;
  user_id: number | null;
}

/** Node `position` of `level` of a snapshot's tree. */
export async function storedNode(db: Db, snapshotId: number, level: number, position: number): Promise<StoredNode | undefined> {
  return (await db.$sql.get(
    'SELECT hash, sums, user_id FROM reserves_nodes WHERE snapshot_id = ? AND level = ? AND position = ?',
    snapshotId,
    level,
    position,
  )) as StoredNode | undefined;
}

/** Where a user's leaf is in a snapshot's tree. */
export async function leafOf(db: Db, snapshotId: number, userId: number): Promise<{ position: number; sums: Buffer } | undefined> {
  return (await db.$sql.get(
    'SELECT position, sums FROM reserves_nodes WHERE snapshot_id = ? AND user_id = ? AND level = 0',
    snapshotId,
    userId,
  )) as { position: number; sums: Buffer } | undefined;
}

/** Every leaf of a snapshot, in order (the auditor recomputes the tree from them). */
export async function leavesOf(db: Db, snapshotId: number): Promise<Array<{ position: number; sums: Buffer; user_id: number }>> {
  return (await db.$sql.all(
    'SELECT position, sums, user_id FROM reserves_nodes WHERE snapshot_id = ? AND level = 0 ORDER BY position',
    snapshotId,
  )) as Array<{ position: number; sums: Buffer; user_id: number }>;
}
