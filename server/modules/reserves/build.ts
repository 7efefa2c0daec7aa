// Where a snapshot's tree is built: in a worker thread with its own connection to the database file
// (WAL: a read transaction there sees one committed state while the server goes on writing), so the
// reading and hashing of 100,000 users never holds up a reply. A small book (a few hundred real users,
// a database in memory) is read and built right here: it takes a few milliseconds.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../core/db';
import { type BuiltTree, FIRST_USER_ID, readAndBuildThrough } from './liabilities';

/** Up to how many real users the tree is built on the server's thread (tests set 0 to use the worker). */
export const tuning = { inlineUpTo: 500 };

export interface Building {
  tree: Promise<BuiltTree>;
  /** Stops the worker (the server is stopping); the promise rejects. */
  cancel(): Promise<void>;
}

/** Whether there are more real users than `n` (counting stops there: no scan of a large table on this thread). */
async function moreRealUsersThan(db: Db, n: number): Promise<boolean> {
  const sql = `SELECT COUNT(*) AS n FROM (SELECT 1 FROM users WHERE account_type = 'real' AND id >= ${FIRST_USER_ID} LIMIT ?) AS real_users`;
  return Number(((await db.$sql.get(sql, n + 1)) as { n: number | string }).n) > n;
}

export async function buildTree(db: Db, dataDir: string, secret: string): Promise<Building> {
  // The worker reads the SQLite file: a database in memory, or on another engine, is read through the store.
  if (db.$store.engine !== 'sqlite' || dataDir === ':memory:' || !(await moreRealUsersThan(db, tuning.inlineUpTo))) {
    const tree = readAndBuildThrough(db, secret);
    return { tree, cancel: async () => undefined };
  }
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData: { file: path.join(dataDir, 'kestrel.sqlite'), secret },
  });
  const tree = new Promise<BuiltTree>((resolve, reject) => {
    worker.once('message', (m: { tree?: BuiltTree; error?: string }) =>
      m.tree ? resolve(m.tree) : reject(new Error(m.error ?? 'no tree')),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the snapshot worker stopped (exit code ${code})`)));
  });
  tree.finally(() => void worker.terminate()).catch(() => undefined);
  return {
    tree,
    cancel: async () => {
      await worker.terminate();
    },
  };
}
