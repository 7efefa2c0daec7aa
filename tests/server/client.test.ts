// The app's transport (src/api/http.ts) against the real server, in Node.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en, zh } from './strings';
import { ApiError, createHttp, type TransportConfig, type TransportHooks } from '../../src/api/http';
import { checkUploadFile, upload } from '../../src/api/upload';
import { accountCalls } from '../../src/contract/account';
import { authCalls } from '../../src/contract/auth';
import { contentCalls } from '../../src/contract/content';
import * as C from '../../src/contract/content';
import { PNG } from '../fixtures';
import { post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, registerEmail } from './support';

interface Recorder {
  hooks: TransportHooks;
  state: { token: string | null; lang: string; uid: number | null };
  toasts: string[];
  sessionInvalid: string[];
  verifyRequired: string[];
  loading: boolean[];
  translated: string[];
}

function recorder(initial: Partial<Recorder['state']> = {}): Recorder {
  const r: Recorder = {
    state: { token: null, lang: 'en', uid: null, ...initial },
    toasts: [],
    sessionInvalid: [],
    verifyRequired: [],
    loading: [],
    translated: [],
    hooks: undefined as unknown as TransportHooks,
  };
  r.hooks = {
    getToken: () => r.state.token,
    getLang: () => r.state.lang,
    getUid: () => r.state.uid,
    translate: (key) => {
      r.translated.push(key);
      return key;
    },
    toast: (message) => r.toasts.push(message),
    onSessionInvalid: (message) => r.sessionInvalid.push(message),
    onVerifyRequired: (message) => r.verifyRequired.push(message),
    onLoading: (visible) => r.loading.push(visible),
  };
  return r;
}

/** Runs `promise`, expecting an ApiError, and returns it. */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to be rejected');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading B against a reading-B server', () => {
  let t: TestServer;
  const config = (): TransportConfig => ({ baseUrl: t.api, reading: 'B', base64: false });

  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('contentCalls.siteConfig returns the data', async () => {
    const r = recorder();
    const site = await createHttp(config(), r.hooks).call(contentCalls.siteConfig);
    expect(C.siteConfig.parse(site)).toEqual({ site_name: 'Kestrel', site_logo: '/logo.svg', tk_radio: '0.01', H5_DEMO: true });
    expect(r.toasts).toEqual([]);
  });

  it('sends lang on every payload (GET query and POST form), and the server answers in it', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const r = recorder({ lang: 'zh' });
    const api = createHttp(config(), r.hooks);
    const faq = await api.call(contentCalls.faq);
    expect(faq[0].question).toMatch(/[\u4e00-\u9fff]/);
    const news = await api.call(contentCalls.newsList, { page: 1, limit: 2 });
    expect(news.list[0].title).toBe('欢迎来到 Kestrel');
    expect(news).toMatchObject({ page: 1, limit: 2 });

    const [getUrl] = spy.mock.calls[0];
    expect(new URL(String(getUrl)).searchParams.get('lang')).toBe('zh');
    const [postUrl, postInit] = spy.mock.calls[1];
    expect(String(postUrl)).toBe(`${t.api}/news/list`);
    expect(postInit?.method).toBe('POST');
    const form = new URLSearchParams(String(postInit?.body));
    expect(Object.fromEntries(form)).toEqual({ page: '1', limit: '2', lang: 'zh' });

    r.state.lang = 'en';
    expect((await api.call(contentCalls.faq))[0].question).toMatch(/account/i);
  });

  it('sends the token in Authorization', async () => {
    const { token, uid } = await demoLogin(t.api);
    const r = recorder({ token });
    const info = await createHttp(config(), r.hooks).call(authCalls.userInfo);
    expect(info).toMatchObject({ uid, account_type: 'demo' });
  });

  it('a business error rejects with kind business and toasts the message', async () => {
    const r = recorder();
    const api = createHttp(config(), r.hooks);
    const error = await apiError(api.call(authCalls.login, { user_string: freshEmail('nobody'), password: 'abc12345' }));
    expect(error).toMatchObject({ kind: 'business', message: en.errors.loginFailed, status: 200, field: 'password' });
    expect(r.toasts).toEqual([en.errors.loginFailed]);
    expect(r.sessionInvalid).toEqual([]);
  });

  it('quiet suppresses the toast but still rejects', async () => {
    const r = recorder();
    const api = createHttp(config(), r.hooks);
    const error = await apiError(api.call(contentCalls.newsDetail, { id: 987654 }, { quiet: true }));
    expect(error).toMatchObject({ kind: 'business', message: en.errors.notFound, field: 'id' });
    expect(r.toasts).toEqual([]);
  });

  it('an HTTP refusal with an envelope (429) rejects with kind http, its status and the server message', async () => {
    const r = recorder();
    const api = createHttp(config(), r.hooks);
    const account = freshEmail('locked');
    for (let i = 0; i < 5; i += 1) {
      await apiError(api.call(authCalls.login, { user_string: account, password: 'wrong1234' }, { quiet: true }));
    }
    const error = await apiError(api.call(authCalls.login, { user_string: account, password: 'wrong1234' }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/Too many wrong attempts/);
    expect(r.toasts).toEqual([error.message]);
  });

  it('999 (a revoked token) calls onSessionInvalid and rejects with kind session', async () => {
    const { token } = await registerEmail(t.api, freshEmail('revoked'));
    expect((await fetch(`${t.api}/user/logout`, { headers: { authorization: token } })).status).toBe(200);
    const r = recorder({ token });
    const error = await apiError(createHttp(config(), r.hooks).call(authCalls.userInfo, undefined, { quiet: true }));
    expect(error.kind).toBe('session');
    expect(error.message).toBe(en.errors.sessionExpired);
    expect(r.sessionInvalid).toEqual([en.errors.sessionExpired]);
    expect(r.verifyRequired).toEqual([]);
    expect(r.toasts).toEqual([]);
  });

  it('a 999 about a session that ended while the call was on its way fails the call, and signs out no one again', async () => {
    const { token } = await registerEmail(t.api, freshEmail('ended'));
    expect((await fetch(`${t.api}/user/logout`, { headers: { authorization: token } })).status).toBe(200);
    const r = recorder({ token });
    const http = createHttp(config(), r.hooks);
    // Signed out (the wallet disconnected) while a page's call with the old token was in flight.
    const inFlight = http.call(authCalls.userInfo);
    r.state.token = null;
    expect(await apiError(inFlight)).toMatchObject({ kind: 'session', message: en.errors.sessionExpired });
    expect(r.sessionInvalid).toEqual([]);
    expect(r.toasts).toEqual([]);
    // The session it was sent with is still the app's: the same reply signs out, as before.
    r.state.token = token;
    await apiError(http.call(authCalls.userInfo));
    expect(r.sessionInvalid).toEqual([en.errors.sessionExpired]);
  });

  it('998 calls onVerifyRequired and rejects with kind verify', async () => {
    const { token } = await demoLogin(t.api);
    const r = recorder({ token });
    const error = await apiError(createHttp(config(), r.hooks).call(accountCalls.cashInfo));
    expect(error).toMatchObject({ kind: 'verify', message: en.errors.verifyFirst });
    expect(r.verifyRequired).toEqual([en.errors.verifyFirst]);
    expect(r.sessionInvalid).toEqual([]);
  });

  it('upload() of a PNG returns the stored path, which resolveImage turns into a URL serving the bytes', async () => {
    const { token } = await demoLogin(t.api);
    const r = recorder({ token, lang: 'zh' });
    const spy = vi.spyOn(globalThis, 'fetch');
    const api = createHttp(config(), r.hooks);
    const stored = await upload(api, new File([PNG], 'avatar.png', { type: 'image/png' }));
    expect(stored).toMatch(/^\/uploads\/\d+-[0-9a-f]{16}\.png$/);
    const [url, init] = spy.mock.calls[0];
    expect(String(url)).toBe(`${t.api}/upload`);
    expect(new Headers(init?.headers).get('accept-language')).toBe('zh-cn');
    expect(new Headers(init?.headers).get('authorization')).toBe(token);

    const imageUrl = api.resolveImage(stored);
    expect(imageUrl).toBe(`${t.url}${stored}`);
    const served = await fetch(imageUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('upload() without a session is 999', async () => {
    const r = recorder();
    const error = await apiError(upload(createHttp(config(), r.hooks), new File([PNG], 'a.png', { type: 'image/png' })));
    expect(error.kind).toBe('session');
    expect(r.sessionInvalid).toEqual([en.errors.loginFirst]);
  });

  it('checkUploadFile refuses a .gif and a 6 MB file, and upload() refuses them before any request', async () => {
    expect(checkUploadFile({ name: 'anim.gif', type: 'image/gif', size: 1000 })).toBe('errors.uploadType');
    expect(checkUploadFile({ name: 'big.png', type: 'image/png', size: 6 * 1024 * 1024 })).toBe('errors.uploadSize');
    expect(checkUploadFile({ name: 'ok.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkUploadFile({ name: 'ok.jp2', type: '', size: 1000 })).toBeNull();

    const spy = vi.spyOn(globalThis, 'fetch');
    const r = recorder({ token: 'whatever' });
    const api = createHttp(config(), r.hooks);
    const gif = await apiError(upload(api, new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'anim.gif', { type: 'image/gif' })));
    expect(gif).toMatchObject({ kind: 'business', message: 'errors.uploadType' });
    const big = await apiError(upload(api, new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' })));
    expect(big).toMatchObject({ kind: 'business', message: 'errors.uploadSize' });
    expect(spy).not.toHaveBeenCalled();
    expect(r.toasts).toEqual(['errors.uploadType', 'errors.uploadSize']);
  });

  it('resolveImage prefixes relative paths with the base and leaves absolute URLs alone', () => {
    const api = createHttp(config(), recorder().hooks);
    expect(api.resolveImage('/uploads/x.png')).toBe(`${t.url}/uploads/x.png`);
    expect(api.resolveImage('uploads/x.png')).toBe(`${t.url}/uploads/x.png`);
    expect(api.resolveImage('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(api.resolveImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    const relative = createHttp({ baseUrl: '/api', reading: 'B', base64: false }, recorder().hooks);
    expect(relative.resolveImage('/uploads/x.png')).toBe('/uploads/x.png');
  });
});

describe('network failures', () => {
  let silent: http.Server;
  let silentUrl: string;

  beforeAll(async () => {
    // Accepts requests and never answers.
    silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('a closed port rejects with kind network and translate("errors.network")', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const r = recorder();
    const api = createHttp({ baseUrl: `http://127.0.0.1:${port}/api`, reading: 'B', base64: false }, r.hooks);
    const error = await apiError(api.call(contentCalls.siteConfig));
    expect(error).toMatchObject({ kind: 'network', message: 'errors.network' });
    expect(r.translated).toContain('errors.network');
    expect(r.toasts).toEqual(['errors.network']);
  });

  it('a server that never answers rejects with kind timeout after timeoutMs', async () => {
    const r = recorder();
    const api = createHttp({ baseUrl: silentUrl, reading: 'B', base64: false, timeoutMs: 50 }, r.hooks);
    const started = Date.now();
    const error = await apiError(api.call(contentCalls.siteConfig));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ kind: 'timeout', message: 'errors.timeout' });
    expect(r.toasts).toEqual(['errors.timeout']);
  });

  it('shows the loading indicator after 800 ms and hides it when the call ends', async () => {
    const r = recorder();
    const api = createHttp({ baseUrl: silentUrl, reading: 'B', base64: false, timeoutMs: 1000 }, r.hooks);
    const error = await apiError(api.call(contentCalls.siteConfig, undefined, { quiet: true }));
    expect(error.kind).toBe('timeout');
    expect(r.loading).toEqual([true, false]);
    const fast = recorder();
    await apiError(
      createHttp({ baseUrl: silentUrl, reading: 'B', base64: false, timeoutMs: 50 }, fast.hooks).call(contentCalls.siteConfig),
    );
    expect(fast.loading).toEqual([]);
  });
});

describe('reading A client against a reading-A server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ reading: 'A' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('returns data, sends lang=zh and uid, and fails business, session and verify replies', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const login = await post(t.api, 'user/demo');
    const { token, uid } = (login.body as unknown as { data: { token: string; uid: number } }).data;
    const r = recorder({ token, uid, lang: 'en' });
    const api = createHttp({ baseUrl: t.api, reading: 'A', base64: false }, r.hooks);

    const site = await api.call(contentCalls.siteConfig);
    expect(C.siteConfig.safeParse(site).success).toBe(true);
    const info = await api.call(authCalls.userInfo);
    expect(info).toMatchObject({ uid, account_type: 'demo' });

    const query = new URL(String(spy.mock.calls[1][0])).searchParams;
    expect(query.get('lang')).toBe('zh');
    expect(query.get('uid')).toBe(String(uid));

    const news = await api.call(contentCalls.newsList, { page: 1, limit: 1 });
    expect(news.list).toHaveLength(1);
    const postInit = spy.mock.calls[3][1];
    expect(JSON.parse(String(postInit?.body))).toEqual({ page: 1, limit: 1, lang: 'zh', uid });

    // Reading A always sends lang=zh, so the server answers in Chinese.
    const business = await apiError(api.call(contentCalls.newsDetail, { id: 987654 }));
    expect(business).toMatchObject({ kind: 'business', message: zh.errors.notFound });
    expect(r.toasts).toEqual([zh.errors.notFound]);

    const verify = await apiError(api.call(accountCalls.cashInfo));
    expect(verify.kind).toBe('verify');

    r.state.token = 'revoked';
    const session = await apiError(api.call(authCalls.userInfo));
    expect(session.kind).toBe('session');
    expect(r.sessionInvalid).toEqual([zh.errors.sessionExpired]);
  });
});

describe('base64 client against a base64 server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ base64: true });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('decodes success and error replies, including UTF-8 text', async () => {
    const r = recorder({ lang: 'zh' });
    const api = createHttp({ baseUrl: t.api, reading: 'B', base64: true }, r.hooks);
    const site = await api.call(contentCalls.siteConfig);
    expect(site).toMatchObject({ site_name: 'Kestrel', tk_radio: '0.01' });
    const about = await api.call(contentCalls.aboutus);
    expect(about.title).toBe('关于 Kestrel');
    const error = await apiError(api.call(contentCalls.newsDetail, { id: 987654 }));
    expect(error).toMatchObject({ kind: 'business', message: zh.errors.notFound });
    r.state.token = 'revoked';
    const session = await apiError(api.call(authCalls.userInfo));
    expect(session.kind).toBe('session');
  });

  it('a plain (non-base64) client cannot read base64 replies and says so', async () => {
    const r = recorder();
    const error = await apiError(createHttp({ baseUrl: t.api, reading: 'B', base64: false }, r.hooks).call(contentCalls.siteConfig));
    expect(error).toMatchObject({ kind: 'http', message: 'errors.badReply' });
  });
});
