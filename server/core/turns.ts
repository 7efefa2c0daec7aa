// Turns: work that must not run twice at once for the same thing, where many writers share the database.
// On PostgreSQL a turn is a transaction-scoped advisory lock, held until the caller's transaction ends;
// on the embedded SQLite every transaction already runs alone, so a turn costs nothing. Every turn of the
// server is named here, so no two areas ever pick the same number.
import type { Db } from './db';

/** What takes turns, each with its lock's number (7474: migrations, 7475: the tests' template database). */
const TURNS = {
  /** New accounts: the next id is read, then taken. */
  newAccount: 7476,
  /** One person's OTC orders and adverts (the caps of unpaid orders and of adverts). */
  otcPerson: 7477,
  /** One person's withdrawals and coin sales (the 24-hour room). */
  outflows: 7478,
  /** One person's identity submissions. */
  identityPerson: 7479,
  /** One identity document number. */
  identityDocument: 7480,
  /** New NFT items: the next id (and its code) is read, then taken. */
  newNftItem: 7481,
  /** One person's wallet purchases of NFTs (the cap of purchases held). */
  nftWalletHolds: 7482,
} as const;

export type Turn = keyof typeof TURNS;

/**
 * Waits, inside the caller's transaction, until no other transaction holds the same turn (of `key`: a
 * user id, a document number…), and holds it until the caller's transaction ends.
 */
export async function takeTurn(db: Db, turn: Turn, key?: number | string): Promise<void> {
  if (db.$store.engine !== 'postgres') return;
  if (!db.$store.inTransaction()) throw new Error(`takeTurn(${turn}) outside a transaction holds nothing`);
  if (key === undefined) await db.$sql.run('SELECT pg_advisory_xact_lock(?)', TURNS[turn]);
  else if (typeof key === 'number') await db.$sql.run('SELECT pg_advisory_xact_lock(?, ?)', TURNS[turn], key);
  else await db.$sql.run('SELECT pg_advisory_xact_lock(?, hashtext(?))', TURNS[turn], key);
}
