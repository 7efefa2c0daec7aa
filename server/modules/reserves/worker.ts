// The snapshot's worker thread: opens the database file on a connection of its own, reads the books at
// one point and builds the tree (liabilities.ts) off the server's thread, then hands the tree over.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { buffersOf, readAndBuild } from './liabilities';

const { file, secret } = workerData as { file: string; secret: string };
const sqlite = new Database(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
try {
  const tree = readAndBuild(sqlite, secret);
  parentPort?.postMessage({ tree }, buffersOf(tree));
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  sqlite.close();
}
