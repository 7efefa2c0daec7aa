// Which database engine the server tests run on. By default the embedded SQLite (a file per test
// server, in memory for engine-level tests); with KESTREL_TEST_PG=<socket folder> (set by
// scripts/postgres.mjs, which starts a PostgreSQL server in a temporary folder) every test server and
// every engine-level database is a fresh database on that PostgreSQL instead.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { allMigrations, openDatabase, openServerDatabase } from '../../server/app';
import { readBaseline } from '../../server/core/engines/baselineFile';
import type { Db } from '../../server/core/db';

const socket = process.env.KESTREL_TEST_PG;
const user = process.env.KESTREL_TEST_PG_USER ?? 'kestrel';
export const onPostgres = Boolean(socket);

/**
 * A property test's number of runs on this engine: two thirds on the embedded default, a third on
 * PostgreSQL (`npm test` runs the whole server suite on both, on two cores). For the random property
 * tests whose every run counts alike (ledger, savings and loans, dual products) and those whose fixed
 * seed still reaches every case in a third of its runs (copy trading). Those whose fixed seed needs all
 * its runs to reach every case (NFT, OTC) or whose random runs differ much (presale) make all of them.
 */
const RUN_SHARE = onPostgres ? 1 / 3 : 2 / 3;
export const runsOnEngine = (runs: number): number => Math.max(3, Math.round(runs * RUN_SHARE));

const urlOf = (database: string) => `postgres://${user}@localhost/${database}?host=${encodeURIComponent(socket ?? '')}`;
let created = 0;

/** The migrated database every test database is copied from, made once (by whichever test worker comes first). */
const TEMPLATE = `kt_template_${createHash('sha256')
  .update(readBaseline())
  .update(
    allMigrations()
      .map((m) => m.id)
      .join(),
  )
  .digest('hex')
  .slice(0, 10)}`;
async function ensureTemplate(admin: pg.Client): Promise<void> {
  await admin.query('SELECT pg_advisory_lock(7475)');
  try {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE])).rowCount) return;
    await admin.query(`CREATE DATABASE ${TEMPLATE}_new`);
    const db = await openServerDatabase({ dataDir: ':memory:', databaseUrl: urlOf(`${TEMPLATE}_new`) });
    await db.$store.close();
    await admin.query(`ALTER DATABASE ${TEMPLATE}_new RENAME TO ${TEMPLATE}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7475)');
  }
}

const nameOf = (url: string) => new URL(url.replace(/^postgres:/, 'http:')).pathname.slice(1);

/** A new database copied from `template` (or from the migrated template), as its URL. */
async function newDatabase(template?: string): Promise<string> {
  const name = `kt_${process.pid}_${++created}`;
  const admin = new pg.Client(urlOf('postgres'));
  await admin.connect();
  try {
    if (!template) await ensureTemplate(admin);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template ?? TEMPLATE}`);
  } finally {
    await admin.end();
  }
  return urlOf(name);
}

/** On PostgreSQL: a new migrated database's URL (dropped by `dropDatabase`); otherwise undefined. */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  return socket ? await newDatabase() : undefined;
}

/** On PostgreSQL: a copy of a database nobody is connected to (a seeded template), as a new database's URL. */
export async function copyDatabase(url: string): Promise<string> {
  return await newDatabase(nameOf(url));
}

/** The database of a data folder: a server restarted on the same folder finds the same database (PostgreSQL only). */
const byFolder = new Map<string, string>();
export async function databaseOfFolder(dataDir: string, fresh?: string): Promise<string | undefined> {
  if (!socket) return undefined;
  let url = byFolder.get(dataDir);
  if (!url) {
    url = fresh ?? (await freshDatabaseUrl());
    if (url) byFolder.set(dataDir, url);
  }
  return url;
}

export async function dropDatabase(url: string | undefined): Promise<void> {
  if (!url) return;
  const name = nameOf(url);
  const admin = new pg.Client(urlOf('postgres'));
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A migrated database for engine-level tests: in memory on SQLite, a fresh one on PostgreSQL. Close it with `db.$store.close()`. */
export async function testDatabase(): Promise<Db> {
  const url = await freshDatabaseUrl();
  if (!url) return openDatabase(':memory:');
  const db = await openServerDatabase({ dataDir: ':memory:', databaseUrl: url });
  const close = db.$store.close.bind(db.$store);
  Object.assign(db.$store, {
    close: async () => {
      await close();
      await dropDatabase(url);
    },
  });
  return db;
}
