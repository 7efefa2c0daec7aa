#!/usr/bin/env node
// A PostgreSQL server of its own, from Debian's `postgresql` package (its binaries under
// /usr/lib/postgresql/<version>/bin), in a temporary folder, on a unix socket only:
//
//   node scripts/postgres.mjs run -- <command…>   starts it, runs the command with KESTREL_TEST_PG set
//                                                   (the server tests then run on it), stops it, removes it
//   node scripts/postgres.mjs start [folder]      starts one that stays (default .data/postgres) and prints
//                                                   its DATABASE_URL; `stop [folder]` stops it
//
// initdb refuses to run as root: as root, the cluster belongs to the `postgres` user the package made.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USER = 'kestrel';

/** The newest installed PostgreSQL's binaries, or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export const POSTGRES_HINT = 'apt-get update && apt-get install -y postgresql';

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary as the cluster's owner. */
function pgRun(bin, args, options = {}) {
  const [command, list] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    return execFileSync(command, list, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  } catch (error) {
    throw new Error(`${path.basename(bin)} failed: ${String(error.stderr ?? error.message).trim()}`);
  }
}

/**
 * Starts a cluster in `dir` (made if new) with its socket in `socketDir`; returns the socket folder.
 * `durable`: every commit reaches the disk, as in production (the benchmarks); tests skip that.
 */
export function startCluster(dir, socketDir, { durable = false } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error(`PostgreSQL is not installed. Install it with\n\n  ${POSTGRES_HINT}\n`);
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(socketDir, { recursive: true });
  if (asRoot) execFileSync('chown', ['postgres', dir, socketDir]);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    pgRun(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', USER, '--no-sync', '-E', 'UTF8']);
  // Tests throw their databases away: nothing needs to reach the disk before the answer.
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const settings = `-k ${socketDir} -c listen_addresses=''${fast} -c max_connections=300`;
  pgRun(path.join(bin, 'pg_ctl'), ['-D', dir, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  return socketDir;
}

export function stopCluster(dir) {
  const bin = postgresBin();
  if (bin && fs.existsSync(path.join(dir, 'postmaster.pid'))) pgRun(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
}

export const databaseUrl = (socketDir, database = 'kestrel') =>
  `postgres://${USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;

async function main() {
  const [what, ...rest] = process.argv.slice(2);
  if (what === 'run') {
    const command = rest[0] === '--' ? rest.slice(1) : rest;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-pg-'));
    fs.chmodSync(dir, 0o755); // the cluster's owner must reach its folders inside
    const socketDir = startCluster(path.join(dir, 'data'), path.join(dir, 's'));
    const stop = () => {
      try {
        stopCluster(path.join(dir, 'data'));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, KESTREL_TEST_PG: socketDir } });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => {
      stop();
      process.exit(code ?? (signal ? 1 : 0));
    });
  } else if (what === 'start' || what === 'stop') {
    const dir = path.resolve(rest[0] ?? path.join(root, '.data', 'postgres'));
    if (what === 'stop') return stopCluster(path.join(dir, 'data'));
    const socketDir = startCluster(path.join(dir, 'data'), path.join(dir, 's'));
    try {
      pgRun(path.join(postgresBin(), 'createdb'), ['-h', socketDir, '-U', USER, 'kestrel']);
    } catch {
      // there already
    }
    console.log(`PostgreSQL is running. Start the server on it with\n\n  DATABASE_URL='${databaseUrl(socketDir)}' npm start\n`);
  } else {
    console.error('usage: node scripts/postgres.mjs run -- <command…> | start [folder] | stop [folder]');
    process.exit(2);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
