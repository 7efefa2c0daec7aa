// Playwright's global set-up: one reference server per lane (tests/e2e/lanes.ts), all started at once
// (each takes seconds: the server and its dev chain), each on a fresh database. The returned function
// stops them when the run ends.
import type { ChildProcess } from 'node:child_process';
import type { FullConfig } from '@playwright/test';
import { killServer, spawnServer, stopServer } from './child';
import { laneOf, laneServerEnv } from './lanes';

const READY_MS = 180_000;

const answers = (url: string) =>
  fetch(`${url}/api/getSiteConfig`).then(
    (r) => r.ok,
    () => false,
  );

async function startLane(lane: number, dataDir: string, children: ChildProcess[]): Promise<void> {
  const { url } = laneOf(lane);
  if (await answers(url)) throw new Error(`${url} is already in use: set E2E_PORT to a free range of ports`);
  const child = spawnServer(`lane ${lane}`, laneServerEnv(lane, dataDir));
  children.push(child);
  const errors: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk));
  const until = Date.now() + READY_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`the lane ${lane} server exited (${child.exitCode}): ${Buffer.concat(errors)}`);
    if (Date.now() > until) throw new Error(`the lane ${lane} server did not answer on ${url} within ${READY_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const dataDir = process.env.E2E_DATA_DIR as string;
  const lanes = Array.from({ length: config.workers }, (_, lane) => lane);
  const children: ChildProcess[] = [];
  const stopAll = () => Promise.all(children.map((child) => stopServer(child))).then(() => undefined);
  // A run that is killed still stops its servers (and their dev chains): its 'exit' handlers do not run
  // on a signal, so SIGTERM and SIGINT stop them too, then take their usual course (npm test's first
  // failing step stops the others with SIGTERM: the lanes were left running, and the next run's failed).
  const killAll = () => {
    for (const child of children) killServer(child);
  };
  process.once('exit', killAll);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const onSignal = () => {
      killAll();
      process.removeListener(signal, onSignal);
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
  const started = await Promise.allSettled(lanes.map((lane) => startLane(lane, dataDir, children)));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
