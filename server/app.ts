// Builds the reference server: Fastify (API, uploads, the built app) and socket.io on one port.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { type Db, openDb } from './db';
import { ApiFailure, createRouter, type ServerOptions, type SessionHub } from './http';
import { langOf } from './i18n';
import { createDepositWatcher, registerDepositRoutes } from './engine/deposits';
import { createPriceFeed } from './engine/prices';
import { createTradingEngine } from './engine/trading';
import { createRealtimeServer } from './realtime';
import { registerAdminRoutes } from './routes/admin';
import { registerAuthRoutes, registerProfileRoutes } from './routes/auth';
import { registerContentRoutes } from './routes/content';
import { registerMarketRoutes } from './routes/market';
import { registerTradeRoutes } from './routes/trade';
import { registerWalletRoutes } from './routes/wallet';
import { registerUploadRoute } from './routes/upload';
import { seed } from './seed';

export type { ServerOptions } from './http';

export async function createServer(options: ServerOptions) {
  const db: Db = openDb(options.dataDir);
  await seed(db, options.mode === 'demo');

  const app = Fastify({ logger: options.log ? { level: 'warn' } : false, bodyLimit: 1024 * 1024, trustProxy: true });
  await app.register(formbody);
  await app.register(multipart);
  const router = createRouter(app, db, options);
  const hub: SessionHub = new EventEmitter();

  // Malformed bodies, oversize payloads, anything thrown outside a handler: the envelope, never a 500.
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    const lang = langOf(undefined, request.headers['accept-language']);
    const key = status === 413 ? 'errors.tooLarge' : status && status < 500 ? 'errors.badRequest' : 'errors.internal';
    if (!status || status >= 500) request.log.error(error);
    return router.replies.error(reply, lang, new ApiFailure(key, {}, { status: status && status < 500 ? status : 200 }));
  });

  registerAuthRoutes(router, db, options, hub);
  registerProfileRoutes(router, db);
  registerContentRoutes(router, db, options);
  registerUploadRoute(app, router, db, options);
  registerAdminRoutes(app, router, db, options, hub);

  // Markets and trading: the price engine ticks, the trading engine executes against the same prices.
  const io = createRealtimeServer(app.server, db, hub);
  const feed = createPriceFeed(db, io, options.market);
  const trading = createTradingEngine(db, feed, io);
  registerMarketRoutes(router, db, feed);
  registerTradeRoutes(router, db, trading, feed);

  // Wallet sign-in and USDT deposits watched on the configured chains.
  registerWalletRoutes(router, db, options);
  const deposits = createDepositWatcher(db, options, io);
  registerDepositRoutes(router, db, options, deposits);

  await app.register(fastifyStatic, {
    root: path.join(options.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
  });
  const dist = options.distDir;
  if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
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
    if (options.market?.autoStart !== false) {
      feed.start();
      trading.start();
    }
    deposits.start();
    const address = app.server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    return `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`;
  }

  async function close(): Promise<void> {
    await deposits.stop();
    trading.stop();
    feed.stop();
    io.close();
    await app.close();
    db.close();
  }

  return { app, db, io, feed, trading, deposits, listen, close, options };
}

export type KestrelServer = Awaited<ReturnType<typeof createServer>>;
