#!/usr/bin/env node
// Settlement benchmark: 10,000 term orders (AI savings and locked mining) come due at once on a running
// reference server, on each database engine (engines.mjs), side by side, while the API is under an open-loop load. Seeds a fresh DATA_DIR
// (settleSeed.ts), starts the server, warms up, then moves every order's day-1 income job due now (in
// the database, as a clock reaching that day would) and measures:
//   settle_10k_ms            from due to the last income paid (the server's scheduler, in 8 ms slices)
//   settle_api_p99_ms (p50, max, requests)   GET /api/currency/quotation_new latencies planned inside that window
//   settle_paid              income entries written (each order paid once: must equal the orders)
//   settle_audit, settle_audit_ms   the auditor of the books (GET /api/admin/audit) afterwards: held, and how long it took
//   BENCH_SETTLE_ORDERS (10000), BENCH_RPS (200)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, freePort, root } from './common.mjs';
import { onEachEngine } from './engines.mjs';
import { agent, openLoop, percentile, sleep, startServerProcess, stopChild, waitUntilUp } from './load.mjs';

const ORDERS = Number(process.env.BENCH_SETTLE_ORDERS || 10_000);
const RPS = Number(process.env.BENCH_RPS || 200);
const KINDS = "('quant.income', 'lockming.income')";

const ok = await onEachEngine(async (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-settle-'));
  const database = await engine.database(dataDir);
  const seeded = spawnSync(bin('tsx'), ['scripts/bench/settleSeed.ts', dataDir, String(ORDERS)], {
    cwd: root,
    env: { ...process.env, ...database.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const port = await freePort();
  const child = startServerProcess(root, dataDir, port, database.env);
  const file = database.open();
  const show = (name, value) => console.log(`${name}_${engine.name}: ${value}`);
  try {
    await waitUntilUp(port, child);
    await openLoop(port, 300, RPS);
    const doneCount = async () => (await file.get(`SELECT count(*) AS n FROM jobs WHERE kind IN ${KINDS} AND status = 'done'`)).n;
    // Whether any of them is still due: a look along the scheduler's own index (status, due time) that
    // costs the engine next to nothing, where counting the done ones 100 times a second took PostgreSQL a
    // sixth of its time in the window it measured.
    const anyDue = async (dueMs) =>
      Boolean(await file.get(`SELECT 1 AS due FROM jobs WHERE status = 'pending' AND due_ms <= ? AND kind IN ${KINDS} LIMIT 1`, dueMs));
    const load = openLoop(port, Math.round(RPS * 20), RPS);
    await sleep(2000);
    const dueAt = performance.now();
    const dueMs = Date.now();
    await file.run(`UPDATE jobs SET due_ms = ? WHERE kind IN ${KINDS} AND status = 'pending'`, dueMs);
    let endAt = null;
    while (performance.now() - dueAt < 30_000) {
      if (!(await anyDue(dueMs))) {
        endAt = performance.now();
        break;
      }
      await sleep(10);
    }
    const { timed, failures } = await load;
    if (endAt === null) throw new Error(`only ${await doneCount()} of ${ORDERS} settled within 30 s`);
    const window = timed
      .filter(([planned]) => planned >= dueAt && planned <= endAt)
      .map(([, latency]) => latency)
      .sort((a, b) => a - b);
    const paid = (await file.get("SELECT count(*) AS n FROM journal WHERE kind IN ('quant_income', 'lockming_income')")).n;
    const fixed = (x) => x.toFixed(1);
    show('settle_10k_ms', fixed(endAt - dueAt));
    show('settle_api_p99_ms', fixed(percentile(window, 99)));
    show('settle_api_p50_ms', fixed(percentile(window, 50)));
    show('settle_api_max_ms', fixed(window.at(-1) ?? Number.NaN));
    show('settle_api_requests', window.length);
    show('settle_paid', `${paid} of ${ORDERS}`);
    // The books after it all: every invariant of the auditor held.
    const auditStart = performance.now();
    const audit = await fetch(`http://127.0.0.1:${port}/api/admin/audit`, { headers: { 'x-admin-token': 'bench' } }).then((r) => r.json());
    const report = audit.message;
    const broken = (report?.results ?? []).filter((r) => !r.held);
    show('settle_audit', report?.ok ? 'held' : `BROKEN ${broken.map((r) => `${r.name} (${r.examples[0] ?? ''})`).join('; ')}`);
    show('settle_audit_ms', fixed(performance.now() - auditStart));
    return failures === 0 && paid === ORDERS && Boolean(report?.ok);
  } finally {
    await file.close();
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
agent.destroy();
process.exit(ok ? 0 : 1);
