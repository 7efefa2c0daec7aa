// Several instances of the server on one PostgreSQL database. Every instance answers requests and runs
// the scheduler (jobs are claimed once: jobClaims.ts); ONE of them leads and runs what must run once:
// the price feed and its tick engine, the copy-trading strategies, the deposit watcher, the withdrawal
// sender, the NFT minter and the reserves' snapshots (each module's `onLead`), since each of those has one
// clock or one signing key. The leader holds a session advisory lock on a connection of its own; the
// others try it every LEAD_POLL_MS. When the leader dies its connection closes, PostgreSQL releases the
// lock, and the next try of another instance takes the lead.
//
// The same connection carries short messages between the instances (LISTEN/NOTIFY): the tick stream the
// followers mirror prices from, and which orders the leader's tick engine must watch. A message is at
// most MESSAGE_BYTES; the sender's own messages are not delivered back to it.
//
// On the embedded engine there is one instance: it leads from the start and has nobody to tell.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** How often a follower tries to take the lead (and the leader checks its connection). */
export const LEAD_POLL_MS = Number(process.env.LEAD_POLL_MS || 1000);
/** The advisory lock's key: "KESTREL" in ASCII. */
const LEADER_LOCK = '21196757383947596';
/** PostgreSQL's limit on a notification's payload is 8,000 bytes; the instance id and a space go first. */
export const MESSAGE_BYTES = 7900;

type Handler = (body: string) => void;

export interface Cluster {
  /** This instance's id (random per start). */
  readonly id: string;
  /** Whether other instances may share the database (PostgreSQL): else there is nobody to tell anything. */
  readonly shared: boolean;
  /** Whether this instance leads now. */
  leading(): boolean;
  /** Sends `body` (≤ MESSAGE_BYTES) to the other instances listening on `channel`; dropped when the connection is down. */
  send(channel: string, body: string): void;
  /** Calls `handler` with every message the other instances send on `channel`. */
  listen(channel: string, handler: Handler): void;
  /** Starts leading (embedded) or trying to; `lead` runs on taking the lead, `unlead` on losing it. */
  start(lead: () => Promise<void>, unlead: () => Promise<void>): Promise<void>;
  /** Stops leading (its `unlead` runs first) and closes the connection, so another instance takes over at once. */
  stop(): Promise<void>;
}

/** The embedded engine's one instance. */
function soleInstance(): Cluster {
  let lead: (() => Promise<void>) | null = null;
  let unlead: (() => Promise<void>) | null = null;
  return {
    id: 'sole',
    shared: false,
    leading: () => lead !== null,
    send: () => undefined,
    listen: () => undefined,
    async start(onLead, onUnlead) {
      [lead, unlead] = [onLead, onUnlead];
      await onLead();
    },
    async stop() {
      const end = unlead;
      [lead, unlead] = [null, null];
      await end?.();
    },
  };
}

/** An instance among those sharing the database at `url`. */
async function sharedInstance(url: string, log: (message: string) => void): Promise<Cluster> {
  const id = randomUUID().slice(0, 8);
  const handlers = new Map<string, Handler[]>();
  let client: pg.Client | null = null;
  let leading = false;
  let stopped = false;
  let hooks: { lead: () => Promise<void>; unlead: () => Promise<void> } | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** One change of the lead at a time (a try, a loss, the stop). */
  let lane: Promise<unknown> = Promise.resolve();
  const serially = (fn: () => Promise<void>) => {
    lane = lane.then(fn).catch((error: unknown) => log(`[cluster] ${(error as Error).message}`));
    return lane;
  };

  /** The connection's queries, one after another (pg queues them, but warns of a query sent while one runs). */
  let queue: Promise<unknown> = Promise.resolve();
  function query<R extends pg.QueryResultRow>(on: pg.Client, text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    const run = queue.then(() => on.query<R>(text, values));
    queue = run.catch(() => undefined);
    return run;
  }

  async function loseLead(why: string): Promise<void> {
    if (!leading) return;
    leading = false;
    log(`[cluster] instance ${id} stops leading: ${why}`);
    await hooks?.unlead();
  }

  async function connect(): Promise<void> {
    // Named after the process: the leader is the holder of the lock in pg_locks, its pid in pg_stat_activity's application_name.
    const next = new pg.Client({ connectionString: url, application_name: `kestrel ${process.pid} ${id}` });
    next.on('notification', ({ channel, payload }) => {
      if (!payload) return;
      const space = payload.indexOf(' ');
      if (payload.slice(0, space) === id) return;
      for (const handler of handlers.get(channel) ?? []) handler(payload.slice(space + 1));
    });
    // A lost connection is a lost lock: the leader stops leading at once, and a new connection is made.
    const lost = (why: string) => {
      if (client !== next) return;
      client = null;
      void serially(async () => await loseLead(why));
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    await next.connect();
    for (const channel of handlers.keys()) await query(next, `LISTEN ${channel}`);
    client = next;
  }

  async function tryLead(): Promise<void> {
    if (stopped || !hooks) return;
    if (!client) await connect();
    const held = client as pg.Client;
    if (leading) {
      await query(held, 'SELECT 1');
      return;
    }
    const { rows } = await query<{ won: boolean }>(held, 'SELECT pg_try_advisory_lock($1::bigint) AS won', [LEADER_LOCK]);
    if (!rows[0]?.won || held !== client) return;
    leading = true;
    log(`[cluster] instance ${id} leads`);
    await hooks.lead();
  }

  await connect();
  return {
    id,
    shared: true,
    leading: () => leading,
    send(channel, body) {
      if (!client) return;
      query(client, 'SELECT pg_notify($1, $2)', [channel, `${id} ${body}`]).catch((error: Error) =>
        log(`[cluster] send: ${error.message}`),
      );
    },
    listen(channel, handler) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const known = handlers.get(channel);
      if (known) known.push(handler);
      else {
        handlers.set(channel, [handler]);
        if (client) query(client, `LISTEN ${channel}`).catch((error: Error) => log(`[cluster] listen: ${error.message}`));
      }
    },
    async start(lead, unlead) {
      hooks = { lead, unlead };
      await serially(tryLead);
      timer = setInterval(() => void serially(tryLead), LEAD_POLL_MS);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await serially(async () => await loseLead('stopping'));
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

/** The cluster this instance belongs to: shared through PostgreSQL at `databaseUrl`, else the sole instance. */
export async function joinCluster(databaseUrl: string | undefined, log: (message: string) => void): Promise<Cluster> {
  return databaseUrl ? await sharedInstance(databaseUrl, log) : soleInstance();
}
