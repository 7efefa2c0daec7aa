// Work for later, stored in the database: a job is (kind, ref, due time). Each due job runs ONCE, inside the
// transaction that writes its effects (ledger legs included) and marks it done, so a crash or restart
// can never do it twice; a failure rolls everything back and the job is tried again later. After
// downtime, `runDue` catches up: a server stopped for three days runs what came due in those days, in
// order (a daily job schedules its next day from its own due time, so each day is paid once).
//
// Modules `define` a handler per job kind (before the server starts) and `schedule` jobs inside their
// own transactions. Time is the server clock (clock.ts), which tests move forward.
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { clock } from './clock';
import { contextKey } from './context';
import { type Db, now } from './db';
import { claimJob, claimJobs } from './jobClaims';
import { jobs } from './schema';
import { insertText } from './sqlText';

export interface Job {
  id: number;
  kind: string;
  ref: string;
  due_ms: number;
  payload: unknown;
}

/**
 * Runs inside the job's transaction. Return a function to run after the commit (socket events,
 * notifications that must not go out for work that was rolled back).
 */
export type AfterCommit = () => void | Promise<void>;
export type JobHandler = (job: Job) => Promise<AfterCommit | undefined> | AfterCommit | undefined;
/** Does the work of many jobs of one kind at once, set by set (define's `many`), in their one transaction. */
export type ManyHandler = (jobs: Job[]) => Promise<AfterCommit | undefined>;

/** How often the timer looks for due jobs. */
const TICK_MS = 200;
/** A failed job waits this long (doubling per attempt, at most an hour) before it is tried again. */
const RETRY_MS = 5_000;
const BATCH = 200;
/** The most jobs a `many` handler does at once. */
const MANY = 100;
/** The longest a batch of jobs keeps its transaction open before it commits. */
const BATCH_MS = 8;
/** The longest the timer's work holds the event loop before it lets waiting requests through. */
const SLICE_MS = 8;

export function createScheduler(db: Db, log: (message: string, error?: unknown) => void = console.error) {
  const handlers = new Map<string, JobHandler>();
  /** The kinds whose due jobs may share a transaction (define's `batch`). */
  const batchable = new Set<string>();
  /** The kinds whose due jobs are done together, set by set (define's `many`). */
  const manyHandlers = new Map<string, ManyHandler>();
  /** How many jobs a set beside requests holds: learnt from how long the last full one took. */
  let setSize = 20;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The rounds of due work, one after another. */
  let rounds: Promise<unknown> = Promise.resolve();
  /** Set while a job's handler runs. */
  const inJob = contextKey<boolean>();
  /** Set by stop(): sliced work still queued does nothing (the database may be closing). */
  let stopped = false;
  /** The chain of slices under way (runSliced), and up to when it runs what is due. */
  let slicing: { upto: number; failed: Set<number> } | null = null;

  /**
   * `batch`: the kind's due jobs may run many to a transaction, each in a savepoint of it (one commit for
   * many: the savings and mining income). Only for a handler that does all its work in the transaction's
   * context: work it starts elsewhere (another connection) could wait for a row an earlier job of the
   * same batch holds until the batch commits.
   * `many`: the kind's due jobs are done together by this handler, in a few statements for all of them
   * (10,000 savings incomes due at once); if it fails, they run in a batch, each with `handler`.
   */
  function define(kind: string, handler: JobHandler, options: { batch?: boolean; many?: ManyHandler } = {}): void {
    if (handlers.has(kind)) throw new Error(`scheduler: job kind ${kind} is defined twice`);
    handlers.set(kind, handler);
    if (options.batch || options.many) batchable.add(kind);
    if (options.many) manyHandlers.set(kind, options.many);
  }

  /**
   * Schedules `kind` for `ref` at `dueMs` (server clock, ms). Call it inside the transaction that
   * creates the thing it is for. A (kind, ref) that exists already is left as it is: scheduling is
   * idempotent, so a retried request cannot schedule twice.
   */
  async function schedule(kind: string, ref: string, dueMs: number, payload?: unknown): Promise<void> {
    await db
      .insert(jobs)
      .values({ kind, ref, due_ms: Math.floor(dueMs), payload: payload === undefined ? null : JSON.stringify(payload), created_at: now() })
      .onConflictDoNothing()
      .run();
  }

  /** Schedules many jobs of one kind at once (each as `schedule` would), in the caller's transaction. */
  async function scheduleMany(kind: string, list: Array<{ ref: string; dueMs: number }>): Promise<void> {
    const at = now();
    for (let from = 0; from < list.length; from += MANY) {
      const part = list.slice(from, from + MANY);
      const text = insertText('jobs', ['id', 'kind', 'ref', 'due_ms', 'payload', 'created_at'], part.length, 'ON CONFLICT DO NOTHING');
      await db.$sql.run(text, ...part.flatMap(({ ref, dueMs }) => [null, kind, ref, Math.floor(dueMs), null, at]));
    }
  }

  /** Cancels a pending job (inside the caller's transaction); a job that already ran stays done. */
  async function cancel(kind: string, ref: string): Promise<boolean> {
    const result = await db
      .update(jobs)
      .set({ status: 'cancelled', done_at: now() })
      .where(and(eq(jobs.kind, kind), eq(jobs.ref, ref), eq(jobs.status, 'pending')))
      .run();
    return result.changes > 0;
  }

  async function pendingOf(kind: string, ref: string) {
    return (
      (await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.ref, ref)))
        .get()) ?? null
    );
  }

  async function dueJobs(upto: number, skip: Set<number>) {
    return (
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.due_ms, upto), or(isNull(jobs.retry_ms), lte(jobs.retry_ms, clock.ms()))))
        .orderBy(asc(jobs.due_ms), asc(jobs.id))
        .limit(BATCH)
        .all()
    ).filter((j) => !skip.has(j.id));
  }

  /**
   * Claims a job and runs its handler in the caller's transaction (a savepoint of it): the claim and
   * everything the handler wrote stay or go together. Returns what to run after the commit, or null when
   * the job was done meanwhile; throws what the handler threw.
   */
  async function claimAndRun(row: typeof jobs.$inferSelect, handler: JobHandler): Promise<{ after: AfterCommit | undefined } | null> {
    return await db.transaction(async () => {
      // Marked done first, in the same transaction: if it was done meanwhile, nothing happens.
      if (!(await claimJob(db, row.id, now()))) return null;
      const payload = row.payload === null ? null : (JSON.parse(row.payload) as unknown);
      return {
        after: await inJob.run(
          true,
          async () => (await handler({ id: row.id, kind: row.kind, ref: row.ref, due_ms: row.due_ms, payload })) ?? undefined,
        ),
      };
    });
  }

  /** A job that failed: tried again later, waiting longer each time (in the caller's transaction, if any). */
  async function postpone(row: typeof jobs.$inferSelect, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const wait = Math.min(RETRY_MS * 2 ** (attempts - 1), 3_600_000);
    await db
      .update(jobs)
      .set({ attempts, retry_ms: clock.ms() + wait, last_error: error instanceof Error ? error.message : String(error) })
      .where(eq(jobs.id, row.id))
      .run();
    log(`[scheduler] job ${row.id} (${row.kind} ${row.ref}) failed, tried again in ${wait} ms:`, error);
  }

  async function runAfter(row: typeof jobs.$inferSelect, after: AfterCommit | undefined): Promise<void> {
    if (typeof after !== 'function') return;
    try {
      await after();
    } catch (error) {
      log(`[scheduler] after job ${row.id} (${row.kind} ${row.ref}):`, error);
    }
  }

  /** Runs one job in its own transaction; true when it ran (false: already done, or it failed). */
  async function runOne(row: typeof jobs.$inferSelect): Promise<boolean> {
    const handler = handlers.get(row.kind);
    if (!handler) {
      log(`[scheduler] no handler for job kind ${row.kind} (job ${row.id}); it waits`);
      return false;
    }
    try {
      const outcome = await claimAndRun(row, handler);
      if (!outcome) return false;
      await runAfter(row, outcome.after);
      return true;
    } catch (error) {
      await postpone(row, error);
      return false;
    }
  }

  /**
   * Does due jobs of one kind with the kind's `many` handler, in one transaction that claims them all:
   * one set of statements for all of them. If that fails, they run in a batch, each alone in a
   * savepoint. Returns what runBatch returns.
   */
  async function runMany(
    mine: (typeof jobs.$inferSelect)[],
    many: ManyHandler,
    deadline: number,
  ): Promise<{ through: number; ran: number; failed: number[] }> {
    try {
      const { ran, after } = await db.transaction(async () => {
        const ids = await claimJobs(
          db,
          mine.map((row) => row.id),
          now(),
        );
        const todo = mine
          .filter((row) => ids.has(row.id))
          .map((row) => ({ ...row, payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown) }));
        return { ran: todo.length, after: todo.length ? await inJob.run(true, () => many(todo)) : undefined };
      });
      await runAfter(mine[0], after);
      return { through: mine.length, ran, failed: [] };
    } catch (error) {
      log(`[scheduler] ${mine.length} jobs (${mine[0].kind}) could not be done together; each runs alone:`, error);
      return await runBatch(mine, deadline); // what it does not reach stays due for the next round
    }
  }

  /**
   * Runs due jobs of batchable kinds from the start of `rows` in ONE transaction, each in a savepoint of it (a job that fails
   * is undone alone and postponed), until they run out or `deadline` passes: one commit for many jobs
   * instead of one each. If the commit itself fails, those jobs run again one by one. Returns how many
   * rows it went through, the jobs that ran, and those that could not.
   */
  async function runBatch(
    rows: (typeof jobs.$inferSelect)[],
    deadline: number,
  ): Promise<{ through: number; ran: number; failed: number[] }> {
    let through = 0;
    let ran = 0;
    let failed: number[] = [];
    let afters: Array<[typeof jobs.$inferSelect, AfterCommit | undefined]> = [];
    try {
      await db.transaction(async () => {
        for (const row of rows) {
          if (through > 0 && !batchable.has(row.kind)) break;
          through += 1;
          const handler = handlers.get(row.kind);
          if (!handler) {
            log(`[scheduler] no handler for job kind ${row.kind} (job ${row.id}); it waits`);
            failed.push(row.id);
          } else {
            try {
              const outcome = await claimAndRun(row, handler);
              if (outcome) {
                ran += 1;
                afters.push([row, outcome.after]);
              } else failed.push(row.id);
            } catch (error) {
              await postpone(row, error);
              failed.push(row.id);
            }
          }
          if (performance.now() >= deadline) break;
        }
      });
    } catch (error) {
      log('[scheduler] a batch of jobs could not commit; each runs alone:', error);
      [ran, failed, afters] = [0, [], []];
      for (const row of rows.slice(0, through)) {
        if (await runOne(row)) ran += 1;
        else failed.push(row.id);
      }
    }
    for (const [row, after] of afters) await runAfter(row, after);
    return { through, ran, failed };
  }

  /**
   * Runs pending jobs due at or before `uptoMs` (default: now on the server clock), oldest first,
   * including the jobs those jobs schedule if they are due too, until none is left or `deadline`
   * (performance.now()) passes. `failed` collects the jobs that could not run, so they are not picked
   * again in the same round.
   */
  function drain(uptoMs: number | undefined, deadline: number, failed: Set<number>): Promise<{ ran: number; more: boolean }> {
    if (inJob.get()) return Promise.resolve({ ran: 0, more: false }); // a handler that (indirectly) asks again: the outer loop gets there
    // One round at a time: a round asked for meanwhile (the test clock, a tick) runs after it.
    const round = rounds.then(() => drainNow(uptoMs, deadline, failed));
    rounds = round.catch(() => undefined);
    return round;
  }

  async function drainNow(uptoMs: number | undefined, deadline: number, failed: Set<number>): Promise<{ ran: number; more: boolean }> {
    let ran = 0;
    for (;;) {
      // A sliced round after stop() does nothing more (the database may be closing); the test clock's runs to the end.
      if (stopped && deadline !== Number.POSITIVE_INFINITY) return { ran, more: false };
      const upto = Math.max(uptoMs ?? 0, clock.ms());
      const due = await dueJobs(upto, failed);
      if (due.length === 0) return { ran, more: false };
      let rest = due;
      while (rest.length) {
        const until = Math.min(deadline, performance.now() + BATCH_MS);
        const many = manyHandlers.get(rest[0].kind);
        if (many) {
          // The kind's due jobs together, wherever they stand among other kinds' (each kind keeps its order).
          // Beside requests (a sliced round) on the embedded engine's one connection, a set is sized to
          // hold it about BATCH_MS; catching up, or on PostgreSQL (requests have connections of their own), MANY.
          const sliced = deadline !== Number.POSITIVE_INFINITY && db.$store.engine === 'sqlite';
          const set = rest.filter((row) => row.kind === rest[0].kind).slice(0, sliced ? setSize : MANY);
          const began = performance.now();
          const batch = await runMany(set, many, until);
          if (sliced && set.length === setSize)
            setSize = Math.max(5, Math.min(MANY, Math.round((setSize * BATCH_MS) / Math.max(1, performance.now() - began))));
          const gone = new Set(set.slice(0, batch.through).map((row) => row.id));
          rest = rest.filter((row) => !gone.has(row.id));
          ran += batch.ran;
          for (const id of batch.failed) failed.add(id);
        } else if (batchable.has(rest[0].kind)) {
          // A batch commits at least every BATCH_MS, so the embedded engine's one connection is never held long.
          const batch = await runBatch(rest, until);
          rest = rest.slice(batch.through);
          ran += batch.ran;
          for (const id of batch.failed) failed.add(id);
        } else {
          if (await runOne(rest[0])) ran += 1;
          else failed.add(rest[0].id);
          rest = rest.slice(1);
        }
        if (performance.now() >= deadline) return { ran, more: true };
      }
    }
  }

  /** Runs every job due at or before `uptoMs` now, to the end (start-up catch-up, the test clock). */
  async function runDue(uptoMs?: number): Promise<number> {
    return (await drain(uptoMs, Number.POSITIVE_INFINITY, new Set())).ran;
  }

  /**
   * Runs due work in slices of SLICE_MS, each continued after the requests that arrived meanwhile are
   * served (setImmediate), so 10,000 settlements coming due at once never hold a reply up for longer
   * than a slice. The timer and the market's ticks use it; what it leaves for later runs within
   * milliseconds.
   */
  function runSliced(uptoMs?: number): void {
    // One chain of slices at a time: a tick or timer round meanwhile only widens what it covers.
    if (slicing) {
      slicing.upto = Math.max(slicing.upto, uptoMs ?? 0);
      return;
    }
    slicing = { upto: uptoMs ?? 0, failed: new Set() };
    void slice();
  }

  async function slice(): Promise<void> {
    if (!slicing) return;
    if (stopped) {
      slicing = null;
      return;
    }
    try {
      const { more } = await drain(slicing.upto, performance.now() + SLICE_MS, slicing.failed);
      if (more) setImmediate(() => void slice());
      else slicing = null;
    } catch (error) {
      slicing = null;
      log('[scheduler] a round of due work failed:', error);
    }
  }

  async function start(): Promise<void> {
    await runDue();
    stopped = false;
    timer ??= setInterval(() => runSliced(), TICK_MS);
    timer.unref?.();
  }

  /** Stops the timer, and resolves once the round under way has ended. */
  async function stop(): Promise<void> {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = null;
    await rounds;
  }

  return { define, schedule, scheduleMany, cancel, pendingOf, runDue, runSliced, start, stop };
}

export type Scheduler = ReturnType<typeof createScheduler>;
