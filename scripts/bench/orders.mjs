#!/usr/bin/env node
// Order benchmark: contract (lever) market orders placed and filled through the API by 50 users at once,
// each sending its next order as soon as the last one is answered, on each database engine
// (engines.mjs), side by side. The users are demo accounts (user/demo, with their grant); the feed runs.
//   orders_per_s_<engine>          orders answered "ok" (placed and filled) per second
//   orders_p99_ms_<engine> (p50)   each order's latency
//   orders_errors_<engine>         orders not answered "ok"
//   BENCH_USERS (50), BENCH_SECONDS (10), BENCH_ENGINES
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
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

const ok = await onEachEngine(async (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-orders-'));
  const database = await engine.database(dataDir);
  const port = await freePort();
  const child = startServerProcess(root, dataDir, port, { ...database.env, DEMO_PER_HOUR: '100000' });
  try {
    await waitUntilUp(port, child);
    const tokens = [];
    for (let i = 0; i < USERS; i++) {
      const reply = await post(port, '/api/user/demo', {});
      if (reply.type !== 'ok') throw new Error(`user/demo: ${JSON.stringify(reply)}`);
      tokens.push(reply.message.token);
    }
    // Warm-up: one order each.
    await Promise.all(tokens.map((token) => post(port, '/api/lever/submit', ORDER, token)));
    const latencies = [];
    let errors = 0;
    let firstError = '';
    const began = performance.now();
    const until = began + SECONDS * 1000;
    await Promise.all(
      tokens.map(async (token) => {
        while (performance.now() < until) {
          const sent = performance.now();
          const reply = await post(port, '/api/lever/submit', ORDER, token).catch((error) => ({ type: 'error', message: String(error) }));
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
    const show = (name, value) => console.log(`${name}_${engine.name}: ${value}`);
    show('orders_per_s', (latencies.length / elapsed).toFixed(1));
    show('orders_p50_ms', percentile(latencies, 50).toFixed(1));
    show('orders_p99_ms', percentile(latencies, 99).toFixed(1));
    show('orders_errors', errors);
    if (firstError) console.error(`bench/orders (${engine.name}): first refusal ${firstError}`);
    return errors === 0;
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
agent.destroy();
process.exit(ok ? 0 : 1);
