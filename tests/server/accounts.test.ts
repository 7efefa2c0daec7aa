// Accounts against a real server: register, login, logout, throttles, codes, validation, passwords, languages.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../server/core/schema';
import { en, zh } from './strings';
import { get, post, startServer, type TestServer } from './helpers';
import { codeFor, demoLogin, expectErrorEnvelope, freshEmail, mailCode, PASSWORD, raw, registerEmail } from './support';

let t: TestServer;

beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const usersWithEmail = (email: string) => t.server.db.$count(users, eq(users.email, email.toLowerCase()));
const passwordHashOf = async (uid: number) =>
  (await t.server.db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, uid)).get())?.password_hash;
const inviteCodeOf = async (uid: number) =>
  (await t.server.db.select({ invite_code: users.invite_code }).from(users).where(eq(users.id, uid)).get())?.invite_code ?? '';

/** Moves the clock the throttles read (Date only: sockets and timers keep running). */
function advanceClock(ms: number) {
  const at = Date.now() + ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('register, login, user info, logout', () => {
  it('registers by email with the outbox code, logs in, reads user/info, and logout ends the session', async () => {
    const email = freshEmail('reg');
    const reply = await registerEmail(t.api, email);
    expect(reply).toEqual({ token: expect.any(String), uid: expect.any(Number), account_type: 'real' });
    expect(reply.token.length).toBeGreaterThanOrEqual(32);
    expect(reply.uid).toBeGreaterThan(100000);

    const login = await post(t.api, 'user/login', { user_string: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ type: 'ok', code: 1, message: { uid: reply.uid, account_type: 'real' } });
    const token = (login.body.message as { token: string }).token;
    expect(token).not.toBe(reply.token);

    const info = await get(t.api, 'user/info', {}, token);
    expect(info.body.type).toBe('ok');
    expect(info.body.message).toMatchObject({ uid: reply.uid, email: email.toLowerCase(), account_type: 'real', kyc_status: 0 });

    const out = await get(t.api, 'user/logout', {}, token);
    expect(out.body).toMatchObject({ type: 'ok', code: 1 });
    const after = await get(t.api, 'user/info', {}, token);
    expect(after.status).toBe(200);
    expect(after.body.type).toBe(999);
    expect(after.body.message).toBe(en.errors.sessionExpired);
    // The other session (from register) is still valid: logout ends only its own token.
    expect((await get(t.api, 'user/info', {}, reply.token)).body.type).toBe('ok');
    // No token at all: 999 with "log in first".
    expect((await get(t.api, 'user/info')).body).toMatchObject({ type: 999, message: en.errors.loginFirst });
  });

  it('stores passwords as scrypt hashes and sessions as SHA-256 hashes of the token', async () => {
    const email = freshEmail('hash');
    const { token, uid } = await registerEmail(t.api, email);
    const passwordHash = await passwordHashOf(uid);
    expect(passwordHash).not.toContain(PASSWORD);
    expect(passwordHash).toMatch(/^scrypt\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const stored = await t.server.db.select({ token_hash: sessions.token_hash }).from(sessions).where(eq(sessions.user_id, uid)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toBe(token);
    expect(stored[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    // Two accounts with the same password get different hashes (salted).
    const other = await registerEmail(t.api, freshEmail('hash2'));
    expect(await passwordHashOf(other.uid)).not.toBe(passwordHash);
  });

  it('demo login gives a demo account without a password', async () => {
    const reply = await demoLogin(t.api);
    expect(reply).toEqual({ token: expect.any(String), uid: expect.any(Number), account_type: 'demo' });
    const info = await get(t.api, 'user/info', {}, reply.token);
    expect(info.body.message).toMatchObject({ uid: reply.uid, account_type: 'demo', email: null, mobile: null });
    const row = await t.server.db
      .select({ password_hash: users.password_hash, account_type: users.account_type })
      .from(users)
      .where(eq(users.id, reply.uid))
      .get();
    expect(row).toEqual({ password_hash: null, account_type: 'demo' });
    // Virtual funds from the demo pool, once (tests/server/demoPool.test.ts: never from the house).
    const wallet = await post(t.api, 'wallet/detail', { type: 'legal' }, reply.token);
    const usdt = (wallet.body.message as Array<{ code: string; available: string }>).find((b) => b.code === 'USDT');
    expect(usdt?.available).toBe('10000');
    // A real account gets nothing.
    const real = await registerEmail(t.api, freshEmail('nofunds'));
    const realWallet = await post(t.api, 'wallet/detail', { type: 'legal' }, real.token);
    expect((realWallet.body.message as Array<{ code: string; available: string }>)[0]).toMatchObject({ code: 'USDT', available: '0' });
  });
});

describe('throttles', () => {
  it('refuses a sixth login after five wrong passwords with HTTP 429, even with the right password, until the window passes', async () => {
    const email = freshEmail('throttle');
    await registerEmail(t.api, email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(t.api, 'user/login', { user_string: email, password: `wrong${i}pass` });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toMatchObject({ type: 'error', message: en.errors.loginFailed, field: 'password' });
    }
    const locked = await raw(`${t.api}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_string: email, password: 'wrong9pass' }).toString(),
    });
    expect(locked.status).toBe(429);
    expectErrorEnvelope(locked);
    expect(locked.json?.message).toBe(en.errors.tooManyAttempts.replace('{{minutes}}', '15'));

    const right = await post(t.api, 'user/login', { user_string: email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.type).toBe('error');
    expect(right.body.message).toMatch(/Too many wrong attempts/);

    // A different account is not locked by this one's failures.
    const other = freshEmail('throttle-other');
    await registerEmail(t.api, other);
    expect((await post(t.api, 'user/login', { user_string: other, password: PASSWORD })).body.type).toBe('ok');

    advanceClock(15 * 60 * 1000 + 1000);
    const later = await post(t.api, 'user/login', { user_string: email, password: PASSWORD });
    expect(later.status).toBe(200);
    expect(later.body.type).toBe('ok');
  });

  it('refuses a second code for the same address within 60 s with HTTP 429, and sends one after', async () => {
    const email = freshEmail('code60');
    expect((await post(t.api, 'sms_mail', { email })).body.type).toBe('ok');
    const again = await post(t.api, 'sms_mail', { email });
    expect(again.status).toBe(429);
    expect(again.body.type).toBe('error');
    expect(again.body.message).toMatch(/^A code was just sent\. Please wait \d+ s/);
    // Only one code went out.
    expect((await get(t.api, 'dev/outbox', { to: email })).body.message).toHaveLength(1);

    advanceClock(61 * 1000);
    expect((await post(t.api, 'sms_mail', { email })).body.type).toBe('ok');
    expect((await get(t.api, 'dev/outbox', { to: email })).body.message).toHaveLength(2);
  });
});

describe('codes', () => {
  it('a wrong code is refused on field code, and five wrong tries burn the code', async () => {
    const email = freshEmail('wrongcode');
    const code = await mailCode(t.api, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const form = { type: 'email', user_string: email, password: PASSWORD, re_password: PASSWORD };
    for (let i = 0; i < 5; i += 1) {
      const r = await post(t.api, 'user/register', { ...form, code: wrongCode });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ type: 'error', field: 'code', message: en.errors.codeWrong });
    }
    const burned = await post(t.api, 'user/register', { ...form, code });
    expect(burned.body).toMatchObject({ type: 'error', field: 'code', message: en.errors.codeExpired });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('a code is single-use and bound to its scene', async () => {
    const email = freshEmail('scene');
    const code = await mailCode(t.api, email, 'register');
    const form = { type: 'email', user_string: email, password: PASSWORD, re_password: PASSWORD, code };
    expect((await post(t.api, 'user/register', form)).body.type).toBe('ok');
    // A register code cannot change the password.
    const { body } = await post(t.api, 'user/forget', { account: email, code, password: 'new12345', repassword: 'new12345' });
    expect(body).toMatchObject({ type: 'error', field: 'code' });
  });
});

describe('register validation', () => {
  const base = () => ({ type: 'email', user_string: freshEmail('val'), code: '123456', password: PASSWORD, re_password: PASSWORD });
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['password without digits', { password: 'abcdefgh', re_password: 'abcdefgh' }, 'password', en.validation.passwordLetterDigit],
    ['6-character password', { password: 'abc123', re_password: 'abc123' }, 'password', en.validation.passwordLength],
    ['mismatched re_password', { re_password: 'abc12346' }, 're_password', en.validation.passwordMismatch],
    ['bad email', { user_string: 'not-an-email' }, 'user_string', en.validation.email],
    ['code of 5 characters', { code: '12345' }, 'code', en.validation.code],
    ['unknown invite code', { extension_code: 'ZZZZ9999' }, 'extension_code', en.errors.inviteUnknown],
  ];
  for (const [name, change, field, message] of cases) {
    it(`refuses ${name} on field ${field} with HTTP 200 and creates no user`, async () => {
      const form = { ...base(), ...change };
      const before = await t.server.db.$count(users);
      const r = await post(t.api, 'user/register', form);
      expect(r.status).toBe(200);
      expect(r.body.type).toBe('error');
      expect(r.body.field).toBe(field);
      expect(r.body.message).toBe(message);
      expect(await t.server.db.$count(users)).toBe(before);
      expect(await usersWithEmail(form.user_string)).toBe(0);
    });
  }

  it('accepts a known invite code and records the inviter', async () => {
    const inviter = await registerEmail(t.api, freshEmail('inviter'));
    const inviteCode = await inviteCodeOf(inviter.uid);
    expect(inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    const email = freshEmail('invited');
    const code = await mailCode(t.api, email);
    const r = await post(t.api, 'user/register', {
      type: 'email',
      user_string: email,
      code,
      password: PASSWORD,
      re_password: PASSWORD,
      extension_code: inviteCode.toLowerCase(),
    });
    expect(r.body.type).toBe('ok');
    const row = await t.server.db
      .select({ invited_by: users.invited_by })
      .from(users)
      .where(eq(users.id, (r.body.message as { uid: number }).uid))
      .get();
    expect(row).toEqual({ invited_by: inviter.uid });
  });

  it('refuses registering the same email twice', async () => {
    const email = freshEmail('twice');
    await registerEmail(t.api, email);
    const again = await post(t.api, 'user/register', {
      type: 'email',
      user_string: email.toUpperCase(),
      code: '123456',
      password: PASSWORD,
      re_password: PASSWORD,
    });
    expect(again.body).toMatchObject({ type: 'error', field: 'user_string', message: en.errors.accountExists });
    expect(await usersWithEmail(email)).toBe(1);
    // Asking for a register code for a taken address is refused too (the seeded demo account).
    const code = await post(t.api, 'sms_mail', { email: 'demo@kestrel.test' });
    expect(code.body).toMatchObject({ type: 'error', field: 'user_string', message: en.errors.accountExists });
  });
});

describe('passwords', () => {
  it('forget password: a forget code sets a new password, ends old sessions, and the new password logs in', async () => {
    const email = freshEmail('forget');
    const { token } = await registerEmail(t.api, email);
    const code = await mailCode(t.api, email, 'forget');
    const newPassword = 'newpass789';
    const r = await post(t.api, 'user/forget', { account: email, code, password: newPassword, repassword: newPassword });
    expect(r.body).toMatchObject({ type: 'ok', code: 1 });
    expect((await get(t.api, 'user/info', {}, token)).body.type).toBe(999);
    expect((await post(t.api, 'user/login', { user_string: email, password: PASSWORD })).body).toMatchObject({
      type: 'error',
      field: 'password',
    });
    const login = await post(t.api, 'user/login', { user_string: email, password: newPassword });
    expect(login.body.type).toBe('ok');
    // The code was spent.
    const reuse = await post(t.api, 'user/forget', { account: email, code, password: 'other1234', repassword: 'other1234' });
    expect(reuse.body).toMatchObject({ type: 'error', field: 'code' });
  });

  it('forget refuses an unknown account and mismatched passwords', async () => {
    const unknown = await post(t.api, 'sms_mail', { email: freshEmail('nobody'), scene: 'forget' });
    expect(unknown.body).toMatchObject({ type: 'error', message: en.errors.accountNotFound });
    const mismatch = await post(t.api, 'user/forget', {
      account: freshEmail('nobody'),
      code: '123456',
      password: 'abc12345',
      repassword: 'abc12399',
    });
    expect(mismatch.body).toMatchObject({ type: 'error', field: 'repassword', message: en.validation.passwordMismatch });
  });

  it('safe/update_password changes the password with a password-scene code', async () => {
    const email = freshEmail('update');
    const { token } = await registerEmail(t.api, email);
    const noToken = await post(t.api, 'safe/update_password', { password: 'changed123', re_password: 'changed123', code: '123456' });
    expect(noToken.body.type).toBe(999);

    const code = await mailCode(t.api, email, 'password');
    const wrongScene = await post(
      t.api,
      'safe/update_password',
      { password: 'changed123', re_password: 'changed123', code: code === '999999' ? '999998' : '999999' },
      token,
    );
    expect(wrongScene.body).toMatchObject({ type: 'error', field: 'code' });
    const r = await post(t.api, 'safe/update_password', { password: 'changed123', re_password: 'changed123', code }, token);
    expect(r.body).toMatchObject({ type: 'ok', code: 1 });
    expect((await post(t.api, 'user/login', { user_string: email, password: 'changed123' })).body.type).toBe('ok');
    expect((await post(t.api, 'user/login', { user_string: email, password: PASSWORD })).body.type).toBe('error');
  });
});

describe('languages', () => {
  it('answers in English for lang=en and falls back to English for an unknown lang', async () => {
    const en1 = await post(t.api, 'user/login', { user_string: freshEmail('lang'), password: 'whatever1', lang: 'en' });
    expect(en1.body.message).toBe(en.errors.loginFailed);
    const unknown = await post(t.api, 'user/login', { user_string: freshEmail('lang'), password: 'whatever1', lang: 'xx' });
    expect(unknown.body.message).toBe(en.errors.loginFailed);
    const validation = await post(t.api, 'user/register', {
      type: 'email',
      user_string: freshEmail('lang'),
      code: '123456',
      password: 'abc1',
      re_password: 'abc1',
      lang: 'xx',
    });
    expect(validation.body).toMatchObject({ field: 'password', message: en.validation.passwordLength });
  });

  it('answers in Chinese for lang=zh where the zh locale has the key, else in English', async () => {
    expect(zh.errors.loginFailed).not.toBe(en.errors.loginFailed);
    const r = await post(t.api, 'user/login', { user_string: freshEmail('zh'), password: 'whatever1', lang: 'zh' });
    expect(r.body.message).toBe(zh.errors.loginFailed);
  });
});

describe('production mode', () => {
  it('refuses the dev outbox with a 404 envelope', async () => {
    const prod = await startServer({ mode: 'production', h5Demo: false });
    try {
      const res = await raw(`${prod.api}/dev/outbox?to=someone%40example.com`);
      expect(res.status).toBe(404);
      expectErrorEnvelope(res);
      expect(res.json?.message).toBe(en.errors.notFound);
      // Codes are still issued (to the outbox table), just never shown.
      const email = freshEmail('prod');
      expect((await post(prod.api, 'sms_mail', { email })).body.type).toBe('ok');
      const again = await raw(`${prod.api}/dev/outbox?to=${encodeURIComponent(email)}`);
      expect(again.status).toBe(404);
      expect(again.text).not.toMatch(/"code":"\d{6}"/);
      // The demo login is off when H5_DEMO is off.
      expect((await post(prod.api, 'user/demo')).body).toMatchObject({ type: 'error', message: en.errors.demoDisabled });
    } finally {
      await prod.stop();
    }
  });
});

it('codeFor reads the newest code first', async () => {
  const email = freshEmail('newest');
  const first = await mailCode(t.api, email);
  advanceClock(61 * 1000);
  expect((await post(t.api, 'sms_mail', { email })).body.type).toBe('ok');
  const second = await codeFor(t.api, email);
  const rows = (await get(t.api, 'dev/outbox', { to: email })).body.message as Array<{ code: string }>;
  expect(rows.map((r) => r.code)).toEqual([second, first]);
});
