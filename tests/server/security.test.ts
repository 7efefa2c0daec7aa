// Hardening found by a black-box test of `npm start`: a burst of login guesses gets no more tries than a
// sequence; X-Forwarded-For is not believed unless a proxy is configured; the dev outbox answers only this
// machine; what the HTTP parser refuses is the envelope too; security headers on the API, the app and uploads.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../fixtures';
import { post, startServer, type TestServer } from './helpers';
import { freshEmail, mailCode, PASSWORD, registerEmail } from './support';

let t: TestServer;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kestrel</title>');
  t = await startServer({ distDir: dist });
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const login = (user_string: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${t.api}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ type: 'email', user_string, password }).toString(),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { type: unknown; message: unknown } }));

describe('brakes', () => {
  it('a burst of 40 login guesses at once is judged like 5 in a row: the right password among them does not get in', async () => {
    const email = freshEmail('burst');
    await registerEmail(t.api, email);
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? PASSWORD : `wrong${i}x`));
    const replies = await Promise.all(guesses.map((g) => login(email, g)));
    const judged = replies.filter((r) => r.status !== 429);
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.body.type === 'ok').length).toBe(judged.some((r) => r.body.type === 'ok') ? 1 : 0);
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('a burst of 20 code guesses at once is judged like 5 in a row, and a right code sent twice at once is spent once', async () => {
    const register = (email: string, code: string) =>
      post(t.api, 'user/register', { type: 'email', user_string: email, code, password: PASSWORD, re_password: PASSWORD, lang: 'en' });
    const judged = (replies: Array<{ body: { type: unknown; message: unknown } }>) =>
      replies.filter((r) => r.body.type === 'ok' || r.body.message === 'The verification code is wrong');
    const burst = freshEmail('codeburst');
    const code = await mailCode(t.api, burst);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => register(burst, i === 19 ? code : wrong)));
    expect(judged(guesses).length).toBeLessThanOrEqual(5);
    expect(guesses.every((r) => r.status !== 500)).toBe(true);

    const twice = freshEmail('codetwice');
    const right = await mailCode(t.api, twice);
    const both = await Promise.all([register(twice, right), register(twice, right)]);
    expect(both.map((r) => r.body.type).sort()).toEqual(['error', 'ok']);
    expect(both.find((r) => r.body.type === 'error')?.body).toMatchObject({
      field: 'code',
      message: 'The verification code has expired. Please request a new one',
    });
    expect(await t.server.db.$sql.get('SELECT count(*) AS n FROM users WHERE email = ?', twice)).toEqual({ n: 1 });
  });

  it('an X-Forwarded-For header does not reset the per-address brake (no proxy configured)', async () => {
    // 50 wrong passwords from this address, each on an unknown account (the account brake stays out of it).
    for (let i = 0; i < 50; i += 1) await login(`nobody-${i}-${Date.now()}@kestrel.test`, 'wrong-pass1');
    const spoofed = await login(`nobody-x-${Date.now()}@kestrel.test`, 'wrong-pass1', { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.status).toBe(429);
    expect(spoofed.body.type).toBe('error');
  });
});

describe('demo accounts', () => {
  it('one address creates a few an hour, then is braked (429) with nothing created', async () => {
    const braked = await startServer({ demoPerHour: 3 });
    try {
      const tries = [];
      for (let i = 0; i < 5; i += 1) tries.push(await fetch(`${braked.api}/user/demo`, { method: 'POST' }).then((r) => r.status));
      expect(tries).toEqual([200, 200, 200, 429, 429]);
      // Demo accounts people can sign in to (the seeded OTC merchants and lead traders are demo accounts too).
      const demos = (await braked.server.db.$sql.get(
        "SELECT count(*) AS n FROM users WHERE account_type = 'demo' AND id NOT IN (SELECT user_id FROM otc_merchants) AND id NOT IN (SELECT user_id FROM lead_traders)",
      )) as { n: number };
      expect(demos.n).toBe(4); // the seeded demo account and three
    } finally {
      await braked.stop();
    }
  });
});

describe('the dev outbox', () => {
  it('answers a client on this machine only, whatever it claims', async () => {
    const local = await t.server.app.inject({ method: 'GET', url: '/api/dev/outbox?to=someone%40kestrel.test' });
    expect(local.json()).toMatchObject({ type: 'ok' });
    const remote = await t.server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=someone%40kestrel.test',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ type: 'error' });
  });
});

describe('replies', () => {
  it('a 100 KB query string gets the envelope with 431, not the framework body', async () => {
    const { port } = new URL(t.url);
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: `/api/getSiteConfig?x=${'a'.repeat(100_000)}` }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toMatchObject({ type: 'error' });
  });

  it('sends nosniff and a referrer policy everywhere, a CSP without inline script and no framing on the app', async () => {
    const api = await fetch(`${t.api}/getSiteConfig`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const page = await fetch(`${t.url}/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const me = await registerEmail(t.api, freshEmail('hdr'));
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const up = (await (await fetch(`${t.api}/upload`, { method: 'POST', body: form, headers: { authorization: me.token } })).json()) as {
      message: string;
    };
    const image = await fetch(`${t.url}${up.message}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
