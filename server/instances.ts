// INSTANCES=N: N server processes behind one port on this machine (node's cluster). The primary process
// listens and hands each connection to a worker, sticky by socket.io session (@socket.io/sticky), so a
// client on the polling fallback keeps talking to the worker that holds its session; each worker is a
// whole server on the shared PostgreSQL database (DATABASE_URL): one of them leads (core/cluster.ts).
// A worker that dies is replaced; SIGINT/SIGTERM stops every worker, then the primary.
//
// The dev chain and the signing keys are prepared once, by the primary, and given to the workers.
import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';
import { setupMaster, setupWorker } from '@socket.io/sticky';
import type { KestrelServer } from './app';
import type { ServerOptions } from './core/options';

/** INSTANCES (default 1). */
export function instancesWanted(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.INSTANCES || 1);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error('INSTANCES must be a whole number from 1 to 64');
  return n;
}

/** What the primary prepared that a worker cannot make again (the dev chain's addresses, the keys). */
type Prepared = Pick<ServerOptions, 'chains' | 'hotWalletKey' | 'nftMinterKey'>;
const PREPARED = 'KESTREL_INSTANCE_OPTIONS';
/** A worker's message once it serves. */
const READY = 'kestrel:ready';

/** In a worker: the options the primary prepared. */
export function workerOptions(): Prepared {
  const raw = process.env[PREPARED];
  return raw ? (JSON.parse(raw) as Prepared) : {};
}

/** In a worker: serves the connections the primary hands over, and takes part in the cluster. */
export async function runWorker(server: KestrelServer): Promise<void> {
  await server.app.ready();
  setupWorker(server.io);
  await server.startWork();
  process.send?.({ type: READY });
  console.log(`  instance ${cluster.worker?.id} (pid ${process.pid}) ready${server.cluster.leading() ? ', leading' : ''}`);
}

/** In the primary: starts `n` workers and the port they share. */
export async function runInstances(
  n: number,
  options: ServerOptions & { port: number; host: string },
  hooks: { onListening: (url: string) => void; onExit: () => Promise<void> },
): Promise<void> {
  if (!options.databaseUrl) throw new Error('INSTANCES above 1 needs DATABASE_URL: the instances share a PostgreSQL database');
  const prepared: Prepared = { chains: options.chains, hotWalletKey: options.hotWalletKey, nftMinterKey: options.nftMinterKey };
  const env = { [PREPARED]: JSON.stringify(prepared) };
  let stopping = false;
  // Connections go to the workers with their first bytes, which need the advanced serialisation (Buffers).
  cluster.setupPrimary({ serialization: 'advanced' });
  const fork = () => cluster.fork(env);
  // The first one migrates the database; the others start after it is ready, on a migrated database.
  const ready = await new Promise<boolean>((resolve) => {
    const first = fork();
    first.on('message', (message: { type?: string }) => {
      if (message?.type === READY) resolve(true);
    });
    first.once('exit', () => resolve(false));
  });
  if (!ready) {
    console.error('The first instance did not start (see above).');
    process.exit(1);
  }
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    console.error(`instance ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? `status ${code}`}); starting another`);
    fork();
  });
  for (let i = 1; i < n; i++) fork();

  const httpServer = http.createServer();
  setupMaster(httpServer, { loadBalancingMethod: 'least-connection' });
  await new Promise<void>((resolve) => httpServer.listen(options.port, options.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  hooks.onListening(`http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`);
  console.log(`  ${n} instances on one port, sharing the database (INSTANCES=${n})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      httpServer.close();
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      for (const worker of workers) worker.process.kill('SIGTERM');
      void Promise.all(workers.map((w) => new Promise((resolve) => (w.isDead() ? resolve(null) : w.once('exit', resolve)))))
        .then(hooks.onExit)
        .finally(() => process.exit(0));
    });
  }
}
