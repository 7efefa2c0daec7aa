// Builds the reference server: Fastify (API, uploads, the built app) and socket.io on one port, with
// the core (database, router, journal, scheduler, notifications) and every module of server/modules.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { runAudit } from './core/audit';
import { advanceClock, clock, enableTestClock } from './core/clock';
import { joinCluster } from './core/cluster';
import { type Db, openDb, openPostgresDb } from './core/db';
import { readBaseline } from './core/engines/baselineFile';
import { addSecurityHeaders, setUploadHeaders } from './core/headers';
import { ApiFailure, createRouter, type SessionHub } from './core/http';
import { langOf } from './core/i18n';
import { seedHouse } from './core/ledger';
import { migrate, migratePostgres } from './core/migrate';
import { coreMigrations } from './core/migrations';
import { DEFAULT_PASSWORD_COST, setPasswordCost } from './core/security';
import { type ModuleKit, orderModules, type Services } from './core/module';
import { createNotifier } from './core/notifications';
import type { ServerOptions } from './core/options';
import { createRealtimeServer } from './core/realtime';
import { createScheduler } from './core/scheduler';
import * as listed from './modules';

export type { ServerOptions } from './core/options';

/** Every migration, the core's first, then each module's in module order. */
export const allMigrations = () => [...coreMigrations, ...orderModules(Object.values(listed)).flatMap((m) => m.migrations ?? [])];

/** Every module's part of the auditor of the books, on `db`. */
const auditsOf = (db: Db) => orderModules(Object.values(listed)).flatMap((m) => (m.audit ? [{ name: m.name, audit: m.audit(db) }] : []));

/** The auditor of the books on any database of the server's (a property test's world, a copied file). */
export const auditDatabase = async (db: Db) => await runAudit(db, auditsOf(db));

/** The database under `dataDir` (or ':memory:') with every migration applied: for tools and tests. */
export function openDatabase(dataDir: string): Db {
  const db = openDb(dataDir);
  migrate(db.$migrations, allMigrations());
  return db;
}

/** The server's database, migrated: PostgreSQL when `databaseUrl` is set, else the embedded file under `dataDir`. */
export async function openServerDatabase(options: Pick<ServerOptions, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  if (!options.databaseUrl) return openDatabase(options.dataDir);
  const db = openPostgresDb(options.databaseUrl);
  await migratePostgres(db.$pool, allMigrations(), readBaseline);
  return db;
}

export async function createServer(options: ServerOptions) {
  if (options.testClock) enableTestClock();
  setPasswordCost(options.passwordCost ?? DEFAULT_PASSWORD_COST);
  const modules = orderModules(Object.values(listed));
  const db: Db = await openServerDatabase(options);
  for (const m of modules) await m.seed?.({ db, options });
  await seedHouse(db);

  const app = Fastify({
    logger: options.log ? { level: 'warn' } : false,
    bodyLimit: 1024 * 1024,
    // A module's start may write a back-history of candles: seconds on a busy machine or a remote
    // database, more than Fastify's default 10 s allows a plugin.
    pluginTimeout: 120_000,
    // Forwarded addresses only from the configured proxies: anyone else could reset the brakes with a header.
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    // What the HTTP parser refuses (a 100 KB query string: 431) gets the envelope too.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({ type: 'error', message: status === 431 ? 'Request too large' : 'Bad request' });
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  addSecurityHeaders(app, options);
  await app.register(formbody);
  await app.register(multipart);
  /** Every API route Fastify has, `METHOD path`: a test checks each is a call of the contract. */
  const apiRoutes: string[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/')) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${r.url.slice('/api/'.length)}`);
  });
  const router = createRouter(db, options);
  const hub: SessionHub = new EventEmitter();

  // Malformed bodies, oversize payloads, anything thrown outside a handler: the envelope, never a 500.
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    const lang = langOf(undefined, request.headers['accept-language']);
    const key = status === 413 ? 'errors.tooLarge' : status && status < 500 ? 'errors.badRequest' : 'errors.internal';
    if (!status || status >= 500) request.log.error(error);
    return router.replies.error(reply, lang, new ApiFailure(key, {}, { status: status && status < 500 ? status : 200 }));
  });

  const log = (message: string) => {
    if (options.log !== false) console.log(message);
  };
  const cluster = await joinCluster(options.databaseUrl, log);
  const pool = (db as Partial<ReturnType<typeof openPostgresDb>>).$pool;
  const io = await createRealtimeServer(app.server, db, hub, pool ? { pool, log } : undefined);
  const scheduler = createScheduler(db);
  const notifier = createNotifier(db, io);
  const services: Partial<Services> = {};
  const audits = auditsOf(db);
  /** The auditor of the books: the core's checks and every module's, on the database as it is now. */
  const audit = async () => await runAudit(db, audits);
  const starts: Array<() => void | Promise<void>> = [];
  const stops: Array<() => void | Promise<void>> = [];
  function use<K extends keyof Services>(name: K): Services[K] {
    const service = services[name];
    if (service === undefined) throw new Error(`no module provides ${String(name)} (is it listed, and in the module's "after"?)`);
    return service as Services[K];
  }

  for (const module of modules) {
    // biome-ignore lint/nursery/noMisusedPromises: Fastify awaits an async plugin.
    await app.register(async (instance) => {
      const kit: ModuleKit = {
        app: instance,
        db,
        options,
        io,
        hub,
        route: router.routeOn(instance),
        scheduler,
        notify: notifier.notify,
        provide: (name, service) => {
          if (services[name] !== undefined) throw new Error(`${String(name)} is provided twice`);
          services[name] = service;
        },
        use,
        cluster,
        onLead: (fn) => starts.push(fn),
        onLeadEnd: (fn) => stops.push(fn),
        audit,
      };
      await module.register(kit);
    });
  }

  await app.register(fastifyStatic, {
    root: path.join(options.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders: (reply, file) => setUploadHeaders(reply, file),
  });
  const dist = options.distDir;
  if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      // The build's files are listed once, here (a new build is served from the next start, as npm start
      // does): with a route per file, no request reads the assets folder (a thousand names) to check the
      // spelling of its path, which took a sixth of a busy server's time.
      wildcard: false,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must always be fresh so a deploy is picked up.
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const lang = langOf(undefined, request.headers['accept-language']);
    return router.replies.error(reply, lang, new ApiFailure('errors.notFound', {}, { status: 404 }));
  });

  async function listen(port: number, host = '0.0.0.0'): Promise<string> {
    await app.listen({ port, host });
    await startWork();
    const address = app.server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    return `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`;
  }

  let listening = false;
  /** Takes part in the cluster (leads, or follows) and runs the scheduler: once the server serves. */
  async function startWork(): Promise<void> {
    listening = true;
    await cluster.start(lead, unlead);
    await scheduler.start();
  }
  async function lead(): Promise<void> {
    for (const start of starts) await start();
  }
  async function unlead(): Promise<void> {
    for (const [n, stop] of [...stops].reverse().entries()) {
      closing = `the modules' ends of the lead (${n + 1} of ${stops.length})`;
      await stop();
    }
  }

  let requestsUnderWay = 0;
  app.server.on('request', (_request, response: ServerResponse) => {
    requestsUnderWay++;
    response.once('close', () => requestsUnderWay--);
  });
  /** What close() waits for now (said when a shutdown takes too long). */
  let closing = 'not closing';
  async function close(): Promise<void> {
    closing = 'the scheduler';
    await scheduler.stop();
    // The lead ends (the modules' onLeadEnd) and its lock goes, so another instance takes over at once. A
    // server that never listened never led: its modules end all the same (the feed writes its candles).
    closing = 'the lead';
    await cluster.stop();
    if (!listening) await unlead();
    // The sockets first (an open one keeps the HTTP server from closing), then HTTP: requests under way
    // finish, idle connections are closed, new requests get 503. io.close() alone would wait for the
    // HTTP server's close without cutting its idle connections.
    closing = 'realtime';
    io.disconnectSockets(true);
    io.engine.close();
    closing = `HTTP (${await connectionCount()} connections open)`;
    const httpClosed = app.close();
    // Node waits for every connection, even one that never sent a request (a browser's spare socket,
    // until its headers time out: 90 s). Once no request is under way, what is left is cut.
    while (requestsUnderWay > 0) {
      closing = `HTTP (${requestsUnderWay} requests under way)`;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    app.server.closeAllConnections();
    await httpClosed;
    await io.close();
    closing = 'the database';
    await db.$store.close();
    closing = 'closed';
  }
  const connectionCount = () => new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)));

  /** Test clock: moves the server's time forward and runs whatever came due (tests only). */
  async function advance(ms: number): Promise<number> {
    advanceClock(ms);
    return await scheduler.runDue();
  }

  return {
    app,
    db,
    io,
    router,
    apiRoutes,
    scheduler,
    cluster,
    notify: notifier.notify,
    use,
    listen,
    startWork,
    close,
    closingStage: () => closing,
    options,
    clock,
    advance,
    audit,
  };
}

export type KestrelServer = Awaited<ReturnType<typeof createServer>>;
