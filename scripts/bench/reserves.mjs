#!/usr/bin/env node
// Proof-of-reserves benchmark: a snapshot of 100,000 real users with 3 currencies each, taken on a
// running reference server while the API is under an open-loop load. Seeds a fresh DATA_DIR
// (reservesSeed.ts), starts the server, warms up, then asks for a snapshot (admin/reserves/snapshot,
// which answers once it is published) and measures:
//   reserves_snapshot_ms         from the command to the snapshot published (read, tree built in the
//                                worker thread, written in slices, signed and published)
//   reserves_api_p99_ms (p50, max, requests)   GET /api/currency/quotation_new latencies planned inside that window
//   reserves_api_before_p99_ms   the same in the 5 s before it (the machine's own noise, to compare with)
//   reserves_leaves              the snapshot's leaf count (must equal the real users: those seeded and the server's own)
//   reserves_proof_bytes, reserves_proof_siblings   one user's proof (GET reserves/proof) as JSON, and its path's length
//   reserves_audit, reserves_audit_ms   the auditor of the books afterwards (the snapshot against the journal)
//   BENCH_RESERVES_USERS (100000), BENCH_RPS (200)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { bin, freePort, root } from './common.mjs';
import { agent, openLoop, percentile, sleep, startServerProcess, stopChild, waitUntilUp } from './load.mjs';

const USERS = Number(process.env.BENCH_RESERVES_USERS || 100_000);
const RPS = Number(process.env.BENCH_RPS || 200);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-reserves-'));
const seeded = spawnSync(bin('tsx'), ['scripts/bench/reservesSeed.ts', dataDir, String(USERS)], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seeded.status !== 0) {
  console.error('bench/reserves: seeding failed');
  process.exit(1);
}
const port = await freePort();
// Production mode, no chain: the figures are the liabilities' (no dev chain to start, no demo data).
const child = startServerProcess(root, dataDir, port, { KESTREL_MODE: 'production', DEV_CHAIN: '0' });
const api = `http://127.0.0.1:${port}/api`;
const admin = { 'x-admin-token': 'bench' };

let exitCode = 0;
try {
  await waitUntilUp(port, child);
  await openLoop(port, 300, RPS);
  const load = openLoop(port, Math.round(RPS * 30), RPS);
  await sleep(6000);
  const start = performance.now();
  const reply = await fetch(`${api}/admin/reserves/snapshot`, { method: 'POST', headers: admin }).then((r) => r.json());
  const end = performance.now();
  const { timed, failures } = await load;
  const figures = reply.message;
  if (reply.type !== 'ok' || figures?.status !== 'published')
    throw new Error(`the snapshot was not published: ${JSON.stringify(reply).slice(0, 300)}`);
  const within = (from, to) =>
    timed
      .filter(([planned]) => planned >= from && planned <= to)
      .map(([, latency]) => latency)
      .sort((a, b) => a - b);
  const window = within(start, end);
  const before = within(start - 5000, start);
  const fixed = (x) => x.toFixed(1);
  console.log(`reserves_snapshot_ms: ${fixed(end - start)}`);
  console.log(`reserves_api_p99_ms: ${fixed(percentile(window, 99))}`);
  console.log(`reserves_api_p50_ms: ${fixed(percentile(window, 50))}`);
  console.log(`reserves_api_max_ms: ${fixed(window.at(-1) ?? Number.NaN)}`);
  console.log(`reserves_api_requests: ${window.length}`);
  console.log(`reserves_api_before_p99_ms: ${fixed(percentile(before, 99))}`);
  const file = new Database(path.join(dataDir, 'kestrel.sqlite'), { readonly: true });
  const real = file.prepare("SELECT COUNT(*) AS n FROM users WHERE account_type = 'real' AND id > 100000").get().n;
  file.close();
  console.log(`reserves_leaves: ${figures.leaf_count} of ${real} real users (${USERS} seeded)`);

  const token = fs.readFileSync(path.join(dataDir, 'bench-token'), 'utf8').trim();
  const proof = await fetch(`${api}/reserves/proof`, { headers: { authorization: token } }).then((r) => r.json());
  if (proof.type !== 'ok') throw new Error(`no proof: ${JSON.stringify(proof).slice(0, 300)}`);
  console.log(`reserves_proof_bytes: ${Buffer.byteLength(JSON.stringify(proof.message))}`);
  console.log(`reserves_proof_siblings: ${proof.message.path.length}`);

  const auditStart = performance.now();
  const audit = await fetch(`${api}/admin/audit`, { headers: admin }).then((r) => r.json());
  const report = audit.message;
  const broken = (report?.results ?? []).filter((r) => !r.held);
  console.log(`reserves_audit: ${report?.ok ? 'held' : `BROKEN ${broken.map((r) => `${r.name} (${r.examples[0] ?? ''})`).join('; ')}`}`);
  console.log(`reserves_audit_ms: ${fixed(performance.now() - auditStart)}`);
  if (failures > 0 || figures.leaf_count !== real || !report?.ok) exitCode = 1;
} catch (error) {
  console.error(`bench/reserves: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  agent.destroy();
  await stopChild(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
