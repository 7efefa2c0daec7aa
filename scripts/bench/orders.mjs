#!/usr/bin/env node
// Order benchmark: contract (lever) market orders placed and filled through the API by 50 users at once,
// each sending its next order as soon as the last one is answered, on each database engine
// (engines.mjs), side by side. The users are demo accounts (user/demo, with their grant); the feed runs.
//   orders_per_s_<engine>          orders answered "ok" (placed and filled) per second
//   orders_p99_ms_<engine> (p50)   each order's latency
//   orders_errors_<engine>         orders not answered "ok"
//   the same with _postgres_2_instances: two server processes on one PostgreSQL database (several
//   instances), the users spread over both as a proxy would
//   adapter_event_ms_postgres      what one user event costs the realtime adapter between instances (a pg_notify of its size)
//   BENCH_USERS (50), BENCH_SECONDS (10), BENCH_ENGINES
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, root } from './common.mjs';
import { onEachEngine } from './engines.mjs';
import { agent, percentile, startServerProcess, stopChild, waitUntilUp } from './load.mjs';

const USERS = Number(process.env.BENCH_USERS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);

/** A form POST; resolves with the parsed envelope. */
function post(port, pathname, form, token) {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: token } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ORDER = { symbol: 'BTCUSDT', side: 'buy', order_type: 'market', lots: '1', leverage: '100' };

/** 50 users placing orders through `ports` (spread over them as a proxy would); the figures. */
async function measure(ports) {
  const tokens = [];
  for (let i = 0; i < USERS; i++) {
    const reply = await post(ports[i % ports.length], '/api/user/demo', {});
    if (reply.type !== 'ok') throw new Error(`user/demo: ${JSON.stringify(reply)}`);
    tokens.push(reply.message.token);
  }
  const portOf = (i) => ports[i % ports.length];
  // Warm-up: one order each.
  await Promise.all(tokens.map((token, i) => post(portOf(i), '/api/lever/submit', ORDER, token)));
  const latencies = [];
  let errors = 0;
  let firstError = '';
  const began = performance.now();
  const until = began + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const reply = await post(portOf(i), '/api/lever/submit', ORDER, token).catch((error) => ({
          type: 'error',
          message: String(error),
        }));
        if (reply.type === 'ok' && reply.message.status === 'open') latencies.push(performance.now() - sent);
        else {
          errors += 1;
          firstError ||= JSON.stringify(reply).slice(0, 200);
        }
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, firstError };
}

/** `count` server processes on one database and data folder (several instances: the first migrates it). */
async function startInstances(dataDir, env, count) {
  const servers = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    // No dev chain (orders never touch it, and two instances would both try to start one).
    const child = startServerProcess(root, dataDir, port, { ...env, DEMO_PER_HOUR: '100000', DEV_CHAIN: '0' });
    servers.push({ port, child });
    await waitUntilUp(port, child);
  }
  return servers;
}

const ok = await onEachEngine(async (engine) => {
  // One instance on each engine; on PostgreSQL also two on one database, the load spread over both.
  const runs = engine.name === 'postgres' ? [1, 2] : [1];
  let fine = true;
  for (const count of runs) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-orders-'));
    const database = await engine.database(dataDir);
    const servers = await startInstances(dataDir, database.env, count);
    try {
      const figures = await measure(servers.map((s) => s.port));
      const suffix = count === 1 ? engine.name : `${engine.name}_${count}_instances`;
      const show = (name, value) => console.log(`${name}_${suffix}: ${value}`);
      show('orders_per_s', figures.perSecond.toFixed(1));
      show('orders_p50_ms', figures.p50.toFixed(1));
      show('orders_p99_ms', figures.p99.toFixed(1));
      show('orders_errors', figures.errors);
      if (figures.firstError) console.error(`bench/orders (${suffix}): first refusal ${figures.firstError}`);
      fine &&= figures.errors === 0;
      if (count === 1 && engine.name === 'postgres') show('adapter_event_ms', (await adapterCost(database.env.DATABASE_URL)).toFixed(3));
    } finally {
      for (const s of servers) await stopChild(s.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return fine;
});

/**
 * What one user event costs the realtime adapter between instances: a notification of an order event's
 * size (socket.io's Postgres adapter sends each as one pg_notify), sent one after another, per event.
 */
async function adapterCost(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const payload = JSON.stringify({
      uid: 'x'.repeat(16),
      type: 3,
      data: { packet: { type: 2, data: ['order', { kind: 'lever', order: { id: 1, pad: 'y'.repeat(600) } }] } },
    });
    const n = 2000;
    for (let i = 0; i < 200; i++) await client.query('SELECT pg_notify($1, $2)', ['bench_adapter', payload]);
    const began = performance.now();
    for (let i = 0; i < n; i++) await client.query('SELECT pg_notify($1, $2)', ['bench_adapter', payload]);
    return (performance.now() - began) / n;
  } finally {
    await client.end();
  }
}
agent.destroy();
process.exit(ok ? 0 : 1);
