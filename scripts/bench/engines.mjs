// The database engines the server benchmarks run on, side by side in one run: the embedded SQLite (a
// file in the data folder) and PostgreSQL when Debian's package is installed (a cluster of its own in a
// temporary folder, on a unix socket, durable: every commit reaches the disk, as in production).
// BENCH_ENGINES=sqlite (or postgres) runs one only. Each engine gives a new database per server and a
// plain-SQL handle on it (the benchmark moves jobs due and counts what was paid behind the server's back).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { databaseUrl, postgresBin, startCluster, stopCluster } from '../postgres.mjs';

/** `?` parameters to PostgreSQL's `$n`. */
const numbered = (text) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

function sqliteEngine() {
  return {
    name: 'sqlite',
    /** A database for a server on `dataDir`: the server's environment, and a handle once it exists. */
    async database(dataDir) {
      return {
        env: {},
        open() {
          const file = new Database(path.join(dataDir, 'kestrel.sqlite'));
          file.pragma('busy_timeout = 5000');
          return {
            get: async (text, ...params) => file.prepare(text).get(...params),
            run: async (text, ...params) => file.prepare(text).run(...params).changes,
            close: async () => file.close(),
          };
        },
      };
    },
    async close() {},
  };
}

function postgresEngine() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const socketDir = startCluster(path.join(dir, 'data'), path.join(dir, 's'), { durable: true });
  let made = 0;
  return {
    name: 'postgres',
    async database() {
      const name = `bench_${++made}`;
      const admin = new pg.Client({ connectionString: databaseUrl(socketDir, 'postgres') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = databaseUrl(socketDir, name);
      return {
        env: { DATABASE_URL: url },
        open() {
          const client = new pg.Client({ connectionString: url });
          const connected = client.connect();
          return {
            get: async (text, ...params) => {
              await connected;
              const row = (await client.query(numbered(text), params)).rows[0];
              return (
                row &&
                Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]))
              );
            },
            run: async (text, ...params) => {
              await connected;
              return (await client.query(numbered(text), params)).rowCount;
            },
            close: async () => await client.end(),
          };
        },
      };
    },
    async close() {
      stopCluster(path.join(dir, 'data'));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The engines to measure: SQLite, then PostgreSQL if it is installed (or as BENCH_ENGINES says). */
export function benchEngines() {
  const wanted = (process.env.BENCH_ENGINES || 'sqlite,postgres').split(',');
  const list = [];
  if (wanted.includes('sqlite')) list.push(sqliteEngine);
  if (wanted.includes('postgres')) {
    if (postgresBin()) list.push(postgresEngine);
    else console.error('bench: PostgreSQL is not installed (apt-get install -y postgresql): its figures are left out');
  }
  return list;
}

/** Runs `measure(engine)` on each engine in turn, each engine's cluster started before and stopped after. */
export async function onEachEngine(measure) {
  let ok = true;
  for (const make of benchEngines()) {
    const engine = make();
    try {
      if ((await measure(engine)) === false) ok = false;
    } catch (error) {
      console.error(`bench (${engine.name}): ${error instanceof Error ? error.message : String(error)}`);
      ok = false;
    } finally {
      await engine.close();
    }
  }
  return ok;
}
