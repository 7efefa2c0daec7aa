// The load side of the server benchmarks: keep-alive GETs, an open-loop schedule that measures each
// latency from its planned time (a stalled server cannot hide its queue), percentiles, and waiting for
// and stopping a server child process.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const TIMEOUT_MS = 10_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET; resolves with the HTTP status and whether the envelope says ok. */
export function request(port, pathname) {
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

export async function waitUntilUp(port, child) {
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

export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Fires `total` requests at `rps` on a fixed schedule; returns latencies (ms) and failures. */
export function openLoop(port, total, rps, pathname = '/api/currency/quotation_new') {
  return new Promise((resolve) => {
    const interval = 1000 / rps;
    const latencies = [];
    /** [planned time (performance.now()), latency]: for a window's percentile. */
    const timed = [];
    let failures = 0;
    let sent = 0;
    let done = 0;
    const start = performance.now() + 5;
    const fire = (planned) => {
      request(port, pathname)
        .then((reply) => {
          if (reply.status === 200 && reply.ok) {
            latencies.push(performance.now() - planned);
            timed.push([planned, performance.now() - planned]);
          } else failures += 1;
        })
        .catch(() => {
          failures += 1;
        })
        .finally(() => {
          done += 1;
          if (done === total) resolve({ latencies, timed, failures });
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

/** Stops a server started `detached` (its whole process group): TERM, then KILL after 5 s. */
export function stopChild(child) {
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

/** Starts the reference server (tsx server/index.ts) on DATA_DIR and a port, quiet, with no app build. */
// BENCH_PROF=1: each server writes its CPU profile to /tmp/profs (node --cpu-prof) when it stops.
export function startServerProcess(root, dataDir, port, env = {}) {
  return spawn(
    process.execPath,
    [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/profs'] : []), '--import', 'tsx', 'server/index.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG: '0',
        ADMIN_TOKEN: 'bench',
        DIST_DIR: path.join(dataDir, 'no-dist'),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
}
