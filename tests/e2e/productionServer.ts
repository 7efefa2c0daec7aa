// A reference server of its own in production mode (KESTREL_MODE=production) for the browser tests that
// show what a new user finds there: a fresh database, its own port (E2E_PORT + an offset each spec file
// chooses, so files in different lanes never share one) and its own admin token; and registering on it
// as production does (no dev outbox: the code is read from the operator's outbox).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { spawnServer, stopServer } from './child';
import { PASSWORD } from './helpers';

const answers = (origin: string) =>
  fetch(`${origin}/api/getSiteConfig`).then(
    (r) => r.ok,
    () => false,
  );

export interface ProductionServer {
  origin: string;
  adminToken: string;
  /** Starts it (in a beforeAll): refuses a port in use, waits until it answers. */
  start(): Promise<void>;
  /** Stops it and removes its database (in an afterAll). */
  stop(): Promise<void>;
}

export function productionServer(offset: number, adminToken = 'e2e-production-token'): ProductionServer {
  const port = Number(process.env.E2E_PORT || 8187) + offset;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let dataDir = '';
  return {
    origin,
    adminToken,
    async start() {
      if (await answers(origin)) throw new Error(`port ${port} is in use: set E2E_PORT so that E2E_PORT + ${offset} is free`);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-production-'));
      server = spawnServer(`production ${port}`, {
        KESTREL_MODE: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_TOKEN: adminToken,
        LOG: '0',
        CHECK_REPLIES: '1',
        ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      });
      // Beside the lanes' servers and the other tests, a start can take a minute or two on a busy machine.
      const until = Date.now() + 150_000;
      while (!(await answers(origin))) {
        if (server.exitCode !== null) throw new Error(`the production server exited (${server.exitCode})`);
        if (Date.now() > until) throw new Error(`the production server did not answer on ${origin}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      await stopServer(server);
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a new user by email on a production server: the code read from the operator's outbox. */
export async function registerInProduction(request: APIRequestContext, prod: ProductionServer, email: string) {
  await request.post(`${prod.origin}/api/sms_mail`, { form: { email, lang: 'en' } });
  const outbox = await request.get(`${prod.origin}/api/admin/outbox`, {
    headers: { 'x-admin-token': prod.adminToken },
    params: { to: email },
  });
  const [sent] = ((await outbox.json()) as { message: Array<{ code: string }> }).message;
  const reply = await request.post(`${prod.origin}/api/user/register`, {
    form: { type: 'email', user_string: email, code: sent?.code ?? '', password: PASSWORD, re_password: PASSWORD, lang: 'en' },
  });
  const body = (await reply.json()) as { type: string; message: { token: string; uid: number } };
  expect(body.type, `user/register: ${JSON.stringify(body)}`).toBe('ok');
  return body.message;
}
