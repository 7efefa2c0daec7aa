// The reference servers the browser tests start of their own (the lanes', a production one, the DApp demo):
// each a process group of its own (the server and the dev chain it may start), its warnings and errors shown with a label,
// and stopped as an operator stops it: SIGTERM, then, if the group is still there after the server's own
// shutdown deadline (SHUTDOWN_GRACE_MS, 10 s), SIGKILL to the whole group, so that no server outlives the run.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function spawnServer(label: string, env: Record<string, string | undefined>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk}`));
  return child;
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

export function stopServer(child: ChildProcess | undefined, graceMs = 15_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** For a process's 'exit' handler: whatever is left, now. */
export const killServer = (child: ChildProcess) => signalGroup(child, 'SIGKILL');
