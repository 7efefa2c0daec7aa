// Starts a real reference server on a temporary SQLite file (or a fresh PostgreSQL database: engine.ts) and a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditLines } from '../../server/core/audit';
import { createServer, type KestrelServer, type ServerOptions } from '../../server/app';
import { databaseOfFolder, dropDatabase } from './engine';
import { fromTemplate } from './templates';

export interface TestServer {
  server: KestrelServer;
  url: string;
  api: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-test-'));
  const options: ServerOptions = {
    dataDir,
    reading: 'B',
    base64: false,
    mode: 'demo',
    adminToken: 'test-admin-token',
    h5Demo: true,
    log: false,
    // Every reply is checked against its call's schema; the clock can be moved forward.
    checkReplies: true,
    testClock: true,
    // Tests create many demo accounts from one address; the brake has its own test.
    demoPerHour: 100_000,
    // Thousands of passwords are hashed: at the lowest cost (each hash keeps its cost; security.test.ts).
    passwordCost: 1024,
    ...overrides,
  };
  // A new server starts from a copy of a seeded template where one can stand for its options (templates.ts).
  const copied = overrides.databaseUrl ? undefined : await fromTemplate(options, overrides);
  // On PostgreSQL (KESTREL_TEST_PG) each data folder has a database of its own: a server restarted on the
  // same folder finds the same data.
  const databaseUrl = overrides.databaseUrl ?? (await databaseOfFolder(dataDir, copied?.databaseUrl));
  const server = await createServer({ ...options, databaseUrl });
  const url = await server.listen(0, '127.0.0.1');
  return {
    server,
    url,
    api: `${url}/api`,
    dataDir,
    stop: async () => {
      // Every reply this server gave matched its call's schema (checkReplies), and the books hold.
      const violations = [...server.router.replyViolations];
      const audit = await server.audit();
      await server.close();
      if (!overrides.dataDir) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await dropDatabase(databaseUrl);
      }
      if (violations.length) throw new Error(`replies that do not match their schema:\n${violations.join('\n')}`);
      if (!audit.ok) throw new Error(`the auditor of the books found:\n${auditLines(audit).join('\n')}`);
    },
  };
}

/** A form-encoded call the way reading B sends it; returns HTTP status and the parsed envelope. */
export async function post(api: string, path: string, form: Record<string, string> = {}, token?: string) {
  const response = await fetch(`${api}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as { type: unknown; code?: number; message: unknown; field?: string } };
}

export async function get(api: string, path: string, query: Record<string, string> = {}, token?: string) {
  const qs = new URLSearchParams(query).toString();
  const response = await fetch(`${api}/${path}${qs ? `?${qs}` : ''}`, { headers: token ? { authorization: token } : {} });
  return { status: response.status, body: (await response.json()) as { type: unknown; code?: number; message: unknown; field?: string } };
}
