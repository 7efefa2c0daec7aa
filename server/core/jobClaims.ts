// Claiming due jobs: a job is marked done in the transaction that does its work, on the condition that it
// is still pending, so it runs once however many schedulers look at it. On PostgreSQL several server
// instances share the jobs: a job another instance has claimed (its row locked by a transaction still
// open) is skipped (`FOR UPDATE SKIP LOCKED`), not waited for, so the instances share the work instead
// of queueing behind each other; if that instance rolls back, the job is still pending for the next
// round. SQLite has one writer: the plain conditional update is enough.
import type { Db } from './db';

const skipLocked = (db: Db) => db.$store.engine === 'postgres';

/** Claims one job; true when it was still pending (and not being done elsewhere). */
export async function claimJob(db: Db, id: number, at: number): Promise<boolean> {
  const which = skipLocked(db) ? "(SELECT id FROM jobs WHERE id = ? AND status = 'pending' FOR UPDATE SKIP LOCKED)" : '?';
  const claimed = await db.$sql.run(
    `UPDATE jobs SET status = 'done', done_at = ?, attempts = attempts + 1 WHERE id = ${which} AND status = 'pending'`,
    at,
    id,
  );
  return claimed.changes > 0;
}

/** Claims those of `ids` still pending (and not being done elsewhere); returns them. */
export async function claimJobs(db: Db, ids: number[], at: number): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = ids.map(() => '?').join(', ');
  // "Not done or cancelled" rather than "pending", so no index on the status is used over the ids'
  // (PostgreSQL without statistics read every pending job).
  const open = "status NOT IN ('done', 'cancelled')";
  const which = skipLocked(db) ? `(SELECT id FROM jobs WHERE id IN (${list}) AND ${open} FOR UPDATE SKIP LOCKED)` : `(${list})`;
  const claimed = await db.$sql.all<{ id: number }>(
    `UPDATE jobs SET status = 'done', done_at = ?, attempts = attempts + 1 WHERE id IN ${which} AND ${open} RETURNING id`,
    at,
    ...ids,
  );
  return new Set(claimed.map((row) => Number(row.id)));
}
