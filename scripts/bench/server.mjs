#!/usr/bin/env node
// Server benchmark: the quotation list's latency at 500 requests per second on loopback.
// Starts the reference server on a temporary DATA_DIR and a free port (LOG=0), waits until it answers,
// warms up, then fires GET /api/currency/quotation_new on a fixed schedule (open loop: a request leaves at
// its planned time whether or not earlier ones have been answered) and measures each latency from its
// planned time, so a stalled server cannot hide its queue. Prints `name: value` lines, then stops the server.
//   BENCH_RPS (500), BENCH_SECONDS (10), BENCH_EXTRA_SYMBOLS (0: the standard catalogue)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './common.mjs';

const RPS = Number(process.env.BENCH_RPS || 500);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const EXTRA = Number(process.env.BENCH_EXTRA_SYMBOLS || 0);
const WARMUP = 300;
const TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET; resolves with the HTTP status and whether the envelope says ok. */
function request(port, pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent, timeout: TIMEOUT_MS }, (res) => {
      // Only the envelope's start is read: parsing every reply would load the client, not the server.
      let head = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        if (head.length < 32) head += chunk.slice(0, 32);
      });
      res.on('end', () => resolve({ status: res.statusCode, ok: head.startsWith('{"type":"ok"') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

async function waitUntilUp(port, child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const reply = await request(port, '/api/getSiteConfig');
      if (reply.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('server did not answer within 90 s');
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Fires `total` requests at `rps` on a fixed schedule; returns latencies (ms) and failures. */
function openLoop(port, total, rps) {
  return new Promise((resolve) => {
    const interval = 1000 / rps;
    const latencies = [];
    let failures = 0;
    let sent = 0;
    let done = 0;
    const start = performance.now() + 5;
    const fire = (planned) => {
      request(port, '/api/currency/quotation_new')
        .then((reply) => {
          if (reply.status === 200 && reply.ok) latencies.push(performance.now() - planned);
          else failures += 1;
        })
        .catch(() => {
          failures += 1;
        })
        .finally(() => {
          done += 1;
          if (done === total) resolve({ latencies, failures });
        });
    };
    const pump = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        fire(start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(pump, Math.max(0, Math.min(interval, start + sent * interval - performance.now())));
    };
    setTimeout(pump, 5);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
const port = await freePort();
const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG: '0',
    ADMIN_TOKEN: 'bench',
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...(EXTRA > 0 ? { MARKET_EXTRA_SYMBOLS: String(EXTRA) } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

function stopServer() {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

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
