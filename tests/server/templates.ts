// Seeded templates for test servers. Starting a server on an empty database migrates it, seeds every
// module and writes each symbol's back-history of candles (about 3 s of a busy machine, most of a small
// test file's time). A test server whose options leave the stored data as any other's with the same
// options starts instead on a copy of a database seeded once per worker: the SQLite folder copied, or on
// PostgreSQL a database made from the seeded one (CREATE DATABASE … TEMPLATE). That is a restart, which
// every server must survive anyway: the seeds are idempotent and the feed resumes from its newest candle.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ServerOptions } from '../../server/app';
import { copyDatabase, freshDatabaseUrl, onPostgres } from './engine';

/** Options that change nothing the server stores at its start: a server with other ones starts afresh. */
const RUNTIME_ONLY = new Set([
  'dataDir',
  'databaseUrl',
  'reading',
  'base64',
  'demoPerHour',
  'codesPerHour',
  'adminToken',
  'distDir',
  'log',
  'checkReplies',
]);
const MARKET_RUNTIME_ONLY = new Set(['autoStart', 'tickMs']);

/** The part of the options that decides the seeded data, or null when a template cannot stand for them. */
export function templateKey(options: ServerOptions, overrides: Partial<ServerOptions>): string | null {
  for (const key of Object.keys(overrides))
    if (!RUNTIME_ONLY.has(key) && !['market', 'mode', 'h5Demo', 'testClock'].includes(key)) return null;
  for (const key of Object.keys(overrides.market ?? {})) if (!MARKET_RUNTIME_ONLY.has(key)) return null;
  return JSON.stringify({ mode: options.mode, h5Demo: options.h5Demo, testClock: options.testClock });
}

interface Template {
  dataDir: string;
  databaseUrl: string | undefined;
}
const templates = new Map<string, Promise<Template>>();

async function makeTemplate(options: ServerOptions): Promise<Template> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-template-'));
  const databaseUrl = await freshDatabaseUrl();
  const server = await createServer({ ...options, dataDir, databaseUrl, market: { autoStart: false } });
  await server.close();
  return { dataDir, databaseUrl };
}

/** A seeded template for these options, made on first use in this worker. */
function templateFor(key: string, options: ServerOptions): Promise<Template> {
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(options);
    templates.set(key, template);
  }
  return template;
}

/**
 * Fills an empty data folder (and, on PostgreSQL, returns a new database) from the seeded template of
 * these options; returns undefined, leaving the folder alone, when none can stand for them.
 */
export async function fromTemplate(
  options: ServerOptions,
  overrides: Partial<ServerOptions>,
): Promise<{ databaseUrl: string | undefined } | undefined> {
  const key = templateKey(options, overrides);
  if (key === null || (fs.existsSync(options.dataDir) && fs.readdirSync(options.dataDir).length)) return undefined;
  const template = await templateFor(createHash('sha256').update(key).digest('hex'), options);
  fs.cpSync(template.dataDir, options.dataDir, { recursive: true });
  return { databaseUrl: onPostgres && template.databaseUrl ? await copyDatabase(template.databaseUrl) : undefined };
}
