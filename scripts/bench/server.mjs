#!/usr/bin/env node
// Server benchmark: the quotation list's latency at 500 requests per second on loopback, on each database
// engine (engines.mjs: SQLite, then PostgreSQL), side by side.
// Starts the reference server on a temporary DATA_DIR (and database) and a free port (LOG=0), waits until
// it answers, warms up, then fires GET /api/currency/quotation_new on a fixed schedule (open loop: a
// request leaves at its planned time whether or not earlier ones have been answered) and measures each
// latency from its planned time, so a stalled server cannot hide its queue. Prints `name_<engine>: value`
// lines, then stops the server.
//   BENCH_RPS (500), BENCH_SECONDS (10), BENCH_EXTRA_SYMBOLS (0: the standard catalogue), BENCH_ENGINES
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './common.mjs';
import { onEachEngine } from './engines.mjs';
import { agent, openLoop, percentile, startServerProcess, stopChild, waitUntilUp } from './load.mjs';

const RPS = Number(process.env.BENCH_RPS || 500);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const EXTRA = Number(process.env.BENCH_EXTRA_SYMBOLS || 0);
const WARMUP = 300;

const ok = await onEachEngine(async (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
  const database = await engine.database(dataDir);
  const port = await freePort();
  const child = startServerProcess(root, dataDir, port, { ...database.env, ...(EXTRA > 0 ? { MARKET_EXTRA_SYMBOLS: String(EXTRA) } : {}) });
  try {
    await waitUntilUp(port, child);
    await openLoop(port, WARMUP, RPS);
    const total = Math.round(RPS * SECONDS);
    const began = performance.now();
    const { latencies, failures } = await openLoop(port, total, RPS);
    const elapsed = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    const show = (name, x) => console.log(`${name}_${engine.name}: ${x.toFixed(1)}`);
    show('quotation_p99_ms', percentile(latencies, 99));
    show('quotation_p50_ms', percentile(latencies, 50));
    show('quotation_p90_ms', percentile(latencies, 90));
    show('quotation_max_ms', latencies.at(-1) ?? Number.NaN);
    show('quotation_rps', latencies.length / elapsed);
    console.log(`quotation_errors_${engine.name}: ${failures}`);
    return failures === 0;
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
agent.destroy();
process.exit(ok ? 0 : 1);
