// Shared steps for the server tests (helpers.ts starts the server; this file drives common flows).
import { expect } from 'vitest';
import type { Db } from '../../server/core/db';
import { balanceOf } from '../../server/core/ledger';
import { get, post } from './helpers';
import { runAdmin } from '../../server/cli/run';

export const PASSWORD = 'abc12345';

export interface TokenReply {
  token: string;
  uid: number;
  account_type: 'real' | 'demo';
}

/** The newest code sent to `to` for `scene`, read from the dev outbox. */
export async function codeFor(api: string, to: string, scene = 'register'): Promise<string> {
  const { status, body } = await get(api, 'dev/outbox', { to });
  expect(status).toBe(200);
  expect(body.type).toBe('ok');
  const rows = body.message as Array<{ to: string; code: string; scene: string }>;
  const row = rows.find((r) => r.scene === scene);
  if (!row) throw new Error(`no ${scene} code for ${to}`);
  expect(row.code).toMatch(/^[0-9A-Z]{6}$/);
  return row.code;
}

/** Requests a code by mail for `email` and returns it. */
export async function mailCode(api: string, email: string, scene = 'register'): Promise<string> {
  const sent = await post(api, 'sms_mail', { email, scene });
  expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ type: 'ok', code: 1 });
  return codeFor(api, email, scene);
}

/** Registers an email account through the real code flow. */
export async function registerEmail(api: string, email: string, password = PASSWORD): Promise<TokenReply> {
  const code = await mailCode(api, email);
  const { status, body } = await post(api, 'user/register', { type: 'email', user_string: email, code, password, re_password: password });
  expect(status).toBe(200);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as TokenReply;
}

export async function demoLogin(api: string): Promise<TokenReply> {
  const { body } = await post(api, 'user/demo');
  expect(body.type).toBe('ok');
  return body.message as TokenReply;
}

let counter = 0;
/** A fresh email address for this run. */
export function freshEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** A raw request: HTTP status, the body text and the body as JSON when it is JSON. */
export async function raw(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The reading-B error envelope, never a 500 and never a stack trace. */
export function expectErrorEnvelope(res: { status: number; text: string; json?: Record<string, unknown> }, type: unknown = 'error') {
  expect(res.status).toBeLessThan(500);
  expect(res.json, res.text).toBeDefined();
  expect(res.json?.type).toBe(type);
  expect(typeof res.json?.message).toBe('string');
  expect(String(res.json?.message ?? '').length).toBeGreaterThan(0);
  expectNoStack(res.text);
}

export function expectNoStack(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toMatch(/node_modules|\.ts:\d+|stack/i);
}

/** A call that must succeed (GET or POST, form-encoded): its message. */
export async function okCall<T>(api: string, path: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
  const { body } = method === 'GET' ? await get(api, path, form, token) : await post(api, path, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}

/** A user's funding balance in a currency (USDT by default), as plain decimal strings. */
export async function fundingOf(db: Db, uid: number, currency = 1) {
  const b = await balanceOf(db, uid, currency);
  return { available: b.available.toFixed(), frozen: b.frozen.toFixed() };
}

/**
 * The admin command line (`npm run admin`) run in this process, the way its entry runs it (server/cli/run.ts):
 * resolves with what it printed when it exits with 0, and rejects with `{ code, stdout, stderr }` otherwise,
 * as `execFile` does. A process of its own costs seconds of start-up (persistence.test.ts starts one).
 */
export function adminCli(env: NodeJS.ProcessEnv) {
  return async (...args: string[]): Promise<{ stdout: string; stderr: string }> => {
    let stdout = '';
    let stderr = '';
    const code = await runAdmin(args, {
      env,
      out: (text) => {
        stdout += `${text}\n`;
      },
      err: (text) => {
        stderr += `${text}\n`;
      },
    });
    if (code !== 0) throw Object.assign(new Error(`admin ${args.join(' ')} exited with ${code}`), { code, stdout, stderr });
    return { stdout, stderr };
  };
}
