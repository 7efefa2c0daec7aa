#!/usr/bin/env node
// Server benchmark: the quotation list's latency at 500 requests per second on loopback.
// Starts the reference server on a temporary DATA_DIR and a free port (LOG=0), waits until it answers,
// warms up, then fires GET /api/currency/quotation_new on a fixed schedule (open loop: a request leaves at
// its planned time whether or not earlier ones have been answered) and measures each latency from its
// planned time, so a stalled server cannot hide its queue. Prints `name: value` lines, then stops the server.
//   BENCH_RPS (500), BENCH_SECONDS (10), BENCH_EXTRA_SYMBOLS (0: the standard catalogue)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './common.mjs';
import { agent, openLoop, percentile, startServerProcess, stopChild, waitUntilUp } from './load.mjs';

const RPS = Number(process.env.BENCH_RPS || 500);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const EXTRA = Number(process.env.BENCH_EXTRA_SYMBOLS || 0);
const WARMUP = 300;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
const port = await freePort();
const child = startServerProcess(root, dataDir, port, EXTRA > 0 ? { MARKET_EXTRA_SYMBOLS: String(EXTRA) } : {});

const stopServer = () => stopChild(child);

let exitCode = 0;
try {
  await waitUntilUp(port, child);
  await openLoop(port, WARMUP, RPS);
  const total = Math.round(RPS * SECONDS);
  const began = performance.now();
  const { latencies, failures } = await openLoop(port, total, RPS);
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const fixed = (x) => x.toFixed(1);
  console.log(`quotation_p99_ms: ${fixed(percentile(latencies, 99))}`);
  console.log(`quotation_p50_ms: ${fixed(percentile(latencies, 50))}`);
  console.log(`quotation_p90_ms: ${fixed(percentile(latencies, 90))}`);
  console.log(`quotation_max_ms: ${fixed(latencies.at(-1) ?? Number.NaN)}`);
  console.log(`quotation_rps: ${fixed(latencies.length / elapsed)}`);
  console.log(`quotation_errors: ${failures}`);
  if (failures > 0) exitCode = 1;
} catch (error) {
  console.error(`bench/server: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  agent.destroy();
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
