// The liabilities side of a snapshot: every real user's balance per currency (all four accounts,
// available + frozen; demo accounts and the system accounts left out) read at one point of the journal,
// and the Merkle-sum tree built from them (src/shared/reserves/tree.ts). Runs in a worker thread with a
// connection of its own (worker.ts); a small book or a database in memory is read through the server's store.
//
// One read transaction: in WAL mode it sees one committed state, so the journal position (the last
// entry id) and every balance read belong together: an entry and its balances commit as one.
import type { Db } from '../../core/db';
import { bytesOfHex, hexOf, textOfUnits, unitsOf } from '../../../src/shared/reserves/amounts';
import { buildLevels, leafLevel, rootOf, saltMaker } from '../../../src/shared/reserves/tree';

/** Ids below this are system accounts (core/users.ts: user ids start at 100001). */
export const FIRST_USER_ID = 100001;
/** The real users whose balances are liabilities (SQL over `users`, aliased u). */
export const REAL_USER_SQL = `u.account_type = 'real' AND u.id >= ${FIRST_USER_ID}`;

export interface SnapshotCurrency {
  id: number;
  code: string;
}

/** A built tree, flat, as the worker hands it over (its buffers transferred, not copied). */
export interface BuiltTree {
  position: number;
  currencies: SnapshotCurrency[];
  /** The root's sums, decimal text. */
  sums: string[];
  root: string;
  leafCount: number;
  /** The user of each leaf, in the leaves' order. */
  userIds: Float64Array;
  levels: Array<{ count: number; hashes: Uint8Array; sumBytes: Uint8Array }>;
  /** Milliseconds spent reading and hashing. */
  readMs: number;
  buildMs: number;
}

/** The books as read at one point. */
export interface Books {
  position: number;
  users: number[];
  rows: Array<{ user_id: number; currency_id: number; available: string; frozen: string }>;
  currencies: SnapshotCurrency[];
}

/** The statements of the read, in its order (one read transaction: the worker's, or the store's). */
export const READ_SQL = {
  position: 'SELECT COALESCE(MAX(id), 0) AS p FROM journal',
  users: `SELECT u.id FROM users u WHERE ${REAL_USER_SQL} ORDER BY u.id`,
  rows: `SELECT b.user_id, b.currency_id, b.available, b.frozen FROM balances b JOIN users u ON u.id = b.user_id WHERE ${REAL_USER_SQL}`,
  currencies: 'SELECT id, code FROM currencies ORDER BY id',
};

/** The same read through the server's store, in one transaction. */
function readThrough(db: Db): Promise<Books> {
  return db.transaction(async () => {
    // PostgreSQL's default (read committed) gives each statement its own state: one state for the whole read.
    if (db.$store.engine !== 'sqlite') await db.$sql.run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    return {
      position: ((await db.$sql.get(READ_SQL.position)) as { p: number }).p,
      users: ((await db.$sql.all(READ_SQL.users)) as Array<{ id: number }>).map((u) => u.id),
      rows: (await db.$sql.all(READ_SQL.rows)) as Books['rows'],
      currencies: (await db.$sql.all(READ_SQL.currencies)) as SnapshotCurrency[],
    };
  });
}

const units = (text: string, what: string): bigint => {
  if (text === '0') return 0n;
  const x = unitsOf(text);
  if (x === null) throw new Error(`${what} is not an amount of at most 8 places: ${text}`);
  return x;
};

/** Reads the books at one point through the server's store (a small book, or a database in memory) and builds the tree. */
export async function readAndBuildThrough(db: Db, secretHex: string): Promise<BuiltTree> {
  const started = performance.now();
  return buildFrom(await readThrough(db), secretHex, started);
}

/** Builds the tree of the books read since `started`; throws (with the reason) when it cannot be built. */
export function buildFrom(books: Books, secretHex: string, started: number): BuiltTree {
  const { position, users, rows, currencies: all } = books;
  const readMs = performance.now() - started;

  // Per user and currency: available + frozen over the four accounts.
  const held = new Map<number, Map<number, bigint>>();
  const anyHeld = new Set<number>();
  for (const r of rows) {
    const amount = units(r.available, `user ${r.user_id}'s balance`) + units(r.frozen, `user ${r.user_id}'s frozen balance`);
    const mine = held.get(r.user_id) ?? new Map<number, bigint>();
    mine.set(r.currency_id, (mine.get(r.currency_id) ?? 0n) + amount);
    held.set(r.user_id, mine);
  }
  for (const mine of held.values()) for (const [currency, amount] of mine) if (amount !== 0n) anyHeld.add(currency);
  // The tree's currencies: those some real user holds, by id.
  const currencies = all.filter((c) => anyHeld.has(c.id));
  const width = currencies.length;

  const secret = bytesOfHex(secretHex);
  if (secret?.length !== 32) throw new Error('the snapshot secret is not 32 bytes');
  const salt = saltMaker(secret);
  const leaves = users.map((userId) => {
    const mine = held.get(userId);
    const balances = currencies.map((c) => mine?.get(c.id) ?? 0n);
    const negative = balances.findIndex((x) => x < 0n);
    if (negative >= 0) throw new Error(`user ${userId} holds a negative balance of ${currencies[negative].code}: no tree can hold it`);
    return { userId, salt: salt(userId), balances };
  });
  // Leaves in the order of their salts: a user's neighbours in the tree are no one they could guess.
  const key = (s: Uint8Array) => s[0] * 2 ** 40 + s[1] * 2 ** 32 + s[2] * 2 ** 24 + s[3] * 2 ** 16 + s[4] * 2 ** 8 + s[5];
  const keyed = leaves.map((leaf) => ({ leaf, k: key(leaf.salt) }));
  keyed.sort((a, b) => a.k - b.k || a.leaf.userId - b.leaf.userId);
  const ordered = keyed.map((x) => x.leaf);

  const levels = buildLevels(leafLevel(ordered, width), width);
  const root = rootOf(levels, width);
  return {
    position,
    currencies,
    sums: root.sums.map(textOfUnits),
    root: hexOf(root.hash),
    leafCount: ordered.length,
    userIds: Float64Array.from(ordered, (l) => l.userId),
    levels: levels.map((l) => ({ count: l.count, hashes: l.hashes, sumBytes: l.sumBytes })),
    readMs,
    buildMs: performance.now() - started - readMs,
  };
}

/** The buffers of a built tree (to transfer them from the worker without a copy). */
export const buffersOf = (tree: BuiltTree): ArrayBuffer[] => [
  tree.userIds.buffer as ArrayBuffer,
  ...tree.levels.flatMap((l) => [l.hashes.buffer as ArrayBuffer, l.sumBytes.buffer as ArrayBuffer]),
];
