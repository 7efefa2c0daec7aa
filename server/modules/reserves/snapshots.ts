// Taking a snapshot, one at a time: the row is 'building' until every part is in place, then
// 'published' in one transaction (a failure: 'failed' with its reason, its partial tree dropped).
//   1. each chain's newest block is recorded (the reserves are read at that block);
//   2. the books are read at one journal position and the tree built, off the server's thread (build.ts);
//   3. the tree is written in slices (store.ts) and the figures set;
//   4. every platform address signs a message naming the snapshot and its root, its USDT is read at the
//      block (chain.ts); then it is published, and the trees of older snapshots are dropped.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import type { ServerOptions } from '../../core/options';
import { buildTree, type Building } from './build';
import { chainBlocks, readReserves } from './chain';
import { reservesAddresses, reservesChains, reservesSnapshots } from './schema';
import { dropTree, storeTree } from './store';

/** Published snapshots whose trees are kept (proofs of older ones are no longer given; their figures stay). */
export const KEEP_TREES = 7;

export type Trigger = 'schedule' | 'admin';

export function createSnapshots(db: Db, options: ServerOptions, log: (message: string) => void) {
  let running: Promise<number> | null = null;
  let building: Building | null = null;
  let stopped = false;
  const isStopped = () => stopped;

  async function fail(id: number, reason: string): Promise<void> {
    await db
      .update(reservesSnapshots)
      .set({ status: 'failed', reason: reason.slice(0, 500), tree_kept: 0 })
      .where(and(eq(reservesSnapshots.id, id), eq(reservesSnapshots.status, 'building')))
      .run();
  }

  async function run(id: number, secret: string): Promise<void> {
    const starts = await chainBlocks(options);
    if (stopped) throw new Error('the server stopped');
    const started = performance.now();
    building = await buildTree(db, options.dataDir, secret);
    const tree = await building.tree;
    building = null;
    const built = performance.now();
    await storeTree(db, id, tree, isStopped);
    const stored = performance.now();
    await db
      .update(reservesSnapshots)
      .set({
        position: tree.position,
        root: tree.root,
        currencies: JSON.stringify(tree.currencies),
        sums: JSON.stringify(tree.sums),
        leaf_count: tree.leafCount,
      })
      .where(eq(reservesSnapshots.id, id))
      .run();
    const reserves = await readReserves(db, options, { id, root: tree.root }, starts, isStopped);
    if (stopped) throw new Error('the server stopped');
    await db.transaction(async () => {
      for (const c of reserves.chains)
        await db
          .insert(reservesChains)
          .values({ snapshot_id: id, ...c })
          .run();
      for (const a of reserves.addresses)
        await db
          .insert(reservesAddresses)
          .values({ snapshot_id: id, ...a })
          .run();
      const published = await db
        .update(reservesSnapshots)
        .set({ status: 'published', published_at: now() })
        .where(and(eq(reservesSnapshots.id, id), eq(reservesSnapshots.status, 'building')))
        .run();
      if (published.changes !== 1) throw new Error(`snapshot ${id} is no longer building`);
    });
    log(
      `[reserves] snapshot ${id} published: ${tree.leafCount} accounts at journal position ${tree.position} (read ${Math.round(tree.readMs)} ms and built ${Math.round(tree.buildMs)} ms of ${Math.round(built - started)} ms in the worker, stored in ${Math.round(stored - built)} ms, signed and published in ${Math.round(performance.now() - stored)} ms)`,
    );
    await dropOldTrees();
  }

  /** Trees beyond the newest KEEP_TREES published ones go (their figures stay listed). */
  async function dropOldTrees(): Promise<void> {
    const kept = await db
      .select({ id: reservesSnapshots.id })
      .from(reservesSnapshots)
      .where(and(eq(reservesSnapshots.status, 'published'), eq(reservesSnapshots.tree_kept, 1)))
      .orderBy(desc(reservesSnapshots.id))
      .all();
    const old = kept.slice(KEEP_TREES).map((r) => r.id);
    if (old.length === 0) return;
    await db.update(reservesSnapshots).set({ tree_kept: 0 }).where(inArray(reservesSnapshots.id, old)).run();
    for (const id of old) await dropTree(db, id, isStopped);
  }

  /** Takes a snapshot; resolves with its id once it is published or has failed. Refused while one is under way. */
  async function take(trigger: Trigger): Promise<number> {
    if (running !== null) throw new ApiFailure('reservesErrors.busy');
    if (stopped) throw new ApiFailure('errors.internal');
    const secret = randomBytes(32).toString('hex');
    running = (async () => {
      const id = (await db.insert(reservesSnapshots).values({ status: 'building', trigger, secret, created_at: now() }).returning().get())
        .id;
      await run(id, secret).catch(async (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        building = null;
        if (stopped) return;
        log(`[reserves] snapshot ${id} failed: ${reason}`);
        await fail(id, reason);
        await dropTree(db, id, isStopped).catch(() => undefined);
      });
      return id;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** A snapshot left 'building' by a server that stopped: failed, its partial tree dropped. */
  async function recover(): Promise<void> {
    const left = await db
      .select({ id: reservesSnapshots.id })
      .from(reservesSnapshots)
      .where(eq(reservesSnapshots.status, 'building'))
      .all();
    for (const { id } of left) {
      await fail(id, 'interrupted: the server stopped while it was being taken');
      await dropTree(db, id, isStopped);
    }
  }

  /** Stops the worker; a snapshot under way writes nothing more (it is failed at the next start). */
  async function stop(): Promise<void> {
    stopped = true;
    await building?.cancel();
    // A chain that does not answer is not waited for: every step checks `stopped` before it writes.
    if (running !== null) await Promise.race([running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000))]);
  }

  return { take, recover, stop, isRunning: () => running !== null };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
