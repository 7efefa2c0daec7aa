// The envelope: every refusal is {type, message} (never HTTP 500, never a stack trace), the admin API,
// readings A and B, base64 replies, and the content calls validated against the contract's schemas.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { users as userTable } from '../../server/core/schema';
import { news } from '../../server/modules/content/schema';
import { en } from './strings';
import * as C from '../../src/contract/content';
import { get, post, startServer, type TestServer } from './helpers';
import { bindPhone } from './identity/support';
import { demoLogin, expectErrorEnvelope, expectNoStack, freshEmail, raw, registerEmail } from './support';

const ADMIN = { 'x-admin-token': 'test-admin-token' };

function admin(api: string, path: string, form: Record<string, string>, headers: Record<string, string> = ADMIN) {
  return raw(`${api}/admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

describe('reading B (default)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('refusals are the envelope', () => {
    it('malformed JSON body', async () => {
      const res = await raw(`${t.api}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"user_string": "a@b.co", ',
      });
      expect(res.status).toBe(400);
      expectErrorEnvelope(res);
      expect(res.json?.message).toBe('The request could not be read');
    });

    it('JSON with a __proto__ key', async () => {
      const res = await raw(`${t.api}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"__proto__": {"x": 1}}',
      });
      expect(res.status).toBe(400);
      expectErrorEnvelope(res);
    });

    it('unknown content type', async () => {
      const res = await raw(`${t.api}/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-whatever' }, body: 'x' });
      expect(res.status).toBe(415);
      expectErrorEnvelope(res);
    });

    it('unknown path: 404 envelope', async () => {
      for (const path of ['/api/no/such/call', '/api/', '/nothing-here', '/uploads/missing.png']) {
        const res = await raw(`${t.url}${path}`);
        expect(res.status, path).toBe(404);
        expectErrorEnvelope(res);
        expect(res.json?.message).toBe(en.errors.notFound);
      }
    });

    it('body over 1 MB: 413 envelope', async () => {
      const big = `user_string=${'a'.repeat(1024 * 1024 + 10)}`;
      const res = await raw(`${t.api}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: big,
      });
      expect(res.status).toBe(413);
      expectErrorEnvelope(res);
      expect(res.json?.message).toBe(en.errors.tooLarge);
      const json = await raw(`${t.api}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_string: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(json.status).toBe(413);
      expectErrorEnvelope(json);
    });

    it('GET on a POST-only path', async () => {
      const res = await raw(`${t.api}/user/login?user_string=a%40b.co&password=x`);
      expect([404, 405]).toContain(res.status);
      expectErrorEnvelope(res);
    });

    it('payloads with wrong types', async () => {
      const jsonLogin = await raw(`${t.api}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_string: { $gt: '' }, password: ['x'] }),
      });
      expect(jsonLogin.status).toBe(200);
      expectErrorEnvelope(jsonLogin);
      expect(jsonLogin.json?.field).toBe('user_string');

      const arrayBody = await raw(`${t.api}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[1,2,3]',
      });
      expectErrorEnvelope(arrayBody);
      const nullBody = await raw(`${t.api}/news/detail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' });
      expectErrorEnvelope(nullBody);
      expect(nullBody.json?.field).toBe('id');

      const page = await post(t.api, 'news/list', { page: 'abc', limit: '10' });
      expect(page.body).toMatchObject({ type: 'error', field: 'page', message: 'Wrong parameters: page' });
      const limit = await post(t.api, 'news/list', { page: '1', limit: '-5' });
      expect(limit.body).toMatchObject({ type: 'error', field: 'limit' });
      const id = await post(t.api, 'news/detail', { id: '1; DROP TABLE news' });
      expect(id.body).toMatchObject({ type: 'error', field: 'id' });
      const repeated = await raw(`${t.api}/news/list?page=1&page=2`, { method: 'POST' });
      expectErrorEnvelope(repeated);
      const scene = await post(t.api, 'sms_mail', { email: freshEmail('scene'), scene: 'hack' });
      expect(scene.body).toMatchObject({ type: 'error', field: 'scene' });
      // The news table survived.
      expect(await t.server.db.$count(news)).toBeGreaterThan(0);
    });

    it('a bad Authorization header on a public call is ignored; on a session call it is 999', async () => {
      const site = await get(t.api, 'getSiteConfig', {}, 'Bearer not-a-token');
      expect(site.body.type).toBe('ok');
      const info = await get(t.api, 'user/info', {}, 'Bearer not-a-token');
      expect(info.body).toMatchObject({ type: 999, message: en.errors.sessionExpired });
    });
  });

  describe('verification (998) and the admin API', () => {
    it('cash_info answers 998 until an admin verifies the user, then ok', async () => {
      const { token, uid } = await registerEmail(t.api, freshEmail('kyc'));
      const before = await post(t.api, 'user/cash_info', {}, token);
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ type: 998, message: en.errors.verifyFirst });

      // The operator's verification is a review like any other: both contacts bound, a reason, recorded.
      await bindPhone(t, uid);
      const res = await admin(t.api, 'kyc', { uid: String(uid), level: '1', reason: 'Documents checked' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ type: 'ok', code: 1, message: { user_id: uid, level: 1, status: 'approved', decided_by: 'admin' } });

      const after = await post(t.api, 'user/cash_info', {}, token);
      expect(after.body).toEqual({ type: 'ok', code: 1, message: null });
      expect((await get(t.api, 'user/info', {}, token)).body.message).toMatchObject({ kyc_status: 2 });
    });

    it('the admin API without (or with a wrong) token is a 403 envelope and changes nothing', async () => {
      const { uid } = await demoLogin(t.api);
      const tries: Array<Record<string, string>> = [{}, { 'x-admin-token': 'wrong' }, { 'x-admin-token': 'test-admin-token-longer' }];
      for (const headers of tries) {
        const res = await admin(t.api, 'kyc', { uid: String(uid), level: '1', reason: 'x' }, headers);
        expect(res.status).toBe(403);
        expectErrorEnvelope(res);
        expect(res.json?.message).toBe(en.errors.adminOnly);
      }
      const users = await raw(`${t.api}/admin/users`);
      expect(users.status).toBe(403);
      expectErrorEnvelope(users);
      expect(await t.server.db.select({ kyc_status: userTable.kyc_status }).from(userTable).where(eq(userTable.id, uid)).get()).toEqual({
        kyc_status: 0,
      });
    });

    it('admin refusals: unknown user and bad parameters', async () => {
      const unknown = await admin(t.api, 'kyc', { uid: '999999999', level: '1', reason: 'x' });
      expectErrorEnvelope(unknown);
      expect(unknown.json?.message).toBe(en.errors.accountNotFound);
      const bad = await admin(t.api, 'kyc', { uid: '1', level: '9', reason: 'x' });
      expectErrorEnvelope(bad);
    });

    it('/api/admin/revoke ends every session of the user (then 999)', async () => {
      const email = freshEmail('revoke');
      const first = await registerEmail(t.api, email);
      const second = (await post(t.api, 'user/login', { user_string: email, password: 'abc12345' })).body.message as { token: string };
      const res = await admin(t.api, 'revoke', { uid: String(first.uid) });
      expect(res.json).toEqual({ type: 'ok', code: 1, message: { revoked: 2 } });
      for (const token of [first.token, second.token]) {
        expect((await get(t.api, 'user/info', {}, token)).body.type).toBe(999);
      }
    });
  });

  describe('content calls (shapes per src/contract/content.ts)', () => {
    const check = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
      const parsed = schema.safeParse(value);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      return parsed.data as z.output<S>;
    };

    it('getSiteConfig', async () => {
      const { body } = await get(t.api, 'getSiteConfig');
      expect(body.type).toBe('ok');
      const config = check(C.siteConfig, body.message);
      expect(config).toEqual({ site_name: 'Kestrel', site_logo: '/logo.svg', tk_radio: '0.01', H5_DEMO: true });
    });

    it('menu and faq', async () => {
      const menu = check(C.menuReply, (await get(t.api, 'menu')).body.message);
      expect(menu.length).toBeGreaterThan(0);
      const faq = check(C.faqReply, (await get(t.api, 'faq', { lang: 'en' })).body.message);
      expect(faq.length).toBeGreaterThan(0);
      expect(faq[0].question).toMatch(/account/i);
      const faqZh = check(C.faqReply, (await get(t.api, 'faq', { lang: 'zh' })).body.message);
      expect(faqZh[0].question).toMatch(/[\u4e00-\u9fff]/);
      // German has its own; a language without content (its rows removed) falls back to English.
      const faqDe = check(C.faqReply, (await get(t.api, 'faq', { lang: 'dt' })).body.message);
      expect(faqDe[0].question).toBe('Wie erstelle ich ein Konto?');
      await t.server.db.$sql.run("DELETE FROM faq WHERE lang = 'dt'");
      expect(check(C.faqReply, (await get(t.api, 'faq', { lang: 'dt' })).body.message)).toEqual(faq);
    });

    it('aboutus, contactus, operational_compliance', async () => {
      for (const path of ['aboutus', 'contactus', 'operational_compliance']) {
        const { body } = await get(t.api, path);
        expect(body.type, path).toBe('ok');
        const article = check(C.articleReply, body.message);
        expect(article.title.length).toBeGreaterThan(0);
        expect(article.content.length).toBeGreaterThan(0);
      }
      expect(((await get(t.api, 'aboutus', { lang: 'zh' })).body.message as { title: string }).title).toBe('关于 Kestrel');
    });

    it('news/list with page and limit, news/detail, news/index_pop', async () => {
      const all = check(C.newsListReply, (await post(t.api, 'news/list', { page: '1', limit: '10' })).body.message);
      expect(all.total).toBe(3);
      expect(all.list).toHaveLength(3);
      expect(all).toMatchObject({ page: 1, limit: 10 });
      const first = check(C.newsListReply, (await post(t.api, 'news/list', { page: '1', limit: '2' })).body.message);
      const second = check(C.newsListReply, (await post(t.api, 'news/list', { page: '2', limit: '2' })).body.message);
      expect(first.list).toHaveLength(2);
      expect(second.list).toHaveLength(1);
      expect([...first.list, ...second.list].map((n) => n.id)).toEqual(all.list.map((n) => n.id));
      const beyond = check(C.newsListReply, (await post(t.api, 'news/list', { page: '5', limit: '2' })).body.message);
      expect(beyond.list).toEqual([]);
      const defaults = check(C.newsListReply, (await post(t.api, 'news/list')).body.message);
      expect(defaults).toMatchObject({ page: 1, limit: 10, total: 3 });

      const detail = check(C.newsDetail, (await post(t.api, 'news/detail', { id: String(all.list[0].id) })).body.message);
      expect(detail).toMatchObject(all.list[0]);
      expect(detail.content.length).toBeGreaterThan(0);
      const unknown = await post(t.api, 'news/detail', { id: '987654' });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toMatchObject({ type: 'error', message: en.errors.notFound, field: 'id' });

      const pop = check(C.newsPopReply, (await get(t.api, 'news/index_pop')).body.message);
      expect(pop?.title).toBe('Welcome to Kestrel');
    });
  });
});

describe('reading A', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ reading: 'A' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('success is {type: 1, data}', async () => {
    const res = await raw(`${t.api}/getSiteConfig?lang=zh`);
    expect(res.status).toBe(200);
    expect(res.json?.type).toBe(1);
    expect(C.siteConfig.safeParse(res.json?.data).success).toBe(true);
    const login = await raw(`${t.api}/user/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"lang":"zh"}',
    });
    expect(login.json).toMatchObject({ type: 1, data: { account_type: 'demo' } });
  });

  it('errors are {type: 0, message}; 999 stays 999; HTTP refusals too', async () => {
    const bad = await raw(`${t.api}/news/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id": 987654}',
    });
    expect(bad.status).toBe(200);
    expectErrorEnvelope(bad, 0);
    expect(bad.json?.data).toBeUndefined();
    const session = await raw(`${t.api}/user/info`, { headers: { authorization: 'nope' } });
    expectErrorEnvelope(session, 999);
    const notFound = await raw(`${t.api}/nope`);
    expect(notFound.status).toBe(404);
    expectErrorEnvelope(notFound, 0);
    const malformed = await raw(`${t.api}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(malformed.status).toBe(400);
    expectErrorEnvelope(malformed, 0);
  });

  it('998 stays 998', async () => {
    const login = await raw(`${t.api}/user/demo`, { method: 'POST' });
    const { token } = (login.json?.data ?? {}) as { token: string };
    const res = await raw(`${t.api}/user/cash_info`, { method: 'POST', headers: { authorization: token } });
    expectErrorEnvelope(res, 998);
  });
});

describe('base64 replies', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ base64: true });
  });
  afterAll(async () => {
    await t?.stop();
  });
  const decode = (text: string) => JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Record<string, unknown>;

  it('the body is base64 of the JSON envelope, for success and every kind of refusal', async () => {
    const ok = await raw(`${t.api}/getSiteConfig`);
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(ok.json).toBeUndefined();
    const body = decode(ok.text);
    expect(body).toMatchObject({ type: 'ok', code: 1 });
    expect(C.siteConfig.safeParse(body.message).success).toBe(true);

    // Non-ASCII content survives the round trip (UTF-8 inside the base64).
    const zh = decode((await raw(`${t.api}/aboutus?lang=zh`)).text);
    expect((zh.message as { title: string }).title).toBe('关于 Kestrel');

    const err = await raw(`${t.api}/news/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=987654',
    });
    expect(decode(err.text)).toMatchObject({ type: 'error', message: en.errors.notFound });
    const session = await raw(`${t.api}/user/info`, { headers: { authorization: 'nope' } });
    expect(decode(session.text)).toMatchObject({ type: 999 });
    const notFound = await raw(`${t.api}/nope`);
    expect(notFound.status).toBe(404);
    expect(decode(notFound.text)).toMatchObject({ type: 'error', message: en.errors.notFound });
    const malformed = await raw(`${t.api}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(malformed.status).toBe(400);
    const decoded = decode(malformed.text);
    expect(decoded.type).toBe('error');
    expectNoStack(JSON.stringify(decoded));
  });
});
