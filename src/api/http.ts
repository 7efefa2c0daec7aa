// The one HTTP transport. Reading B by default (base /api, form-encoded, lang on every payload,
// Authorization token, pass on type 'ok' or code 1, data in `message`); reading A and the base64
// reply variant are config switches.
import type { AnyCall, ReqOf, ResOf } from '../contract/define';
import { acceptLanguageOf, LOADING_DELAY_MS, NETWORK_TIMEOUT_MS } from '../shared/config/constants';
import { ApiError, type ApiErrorKind } from '../shared/lib/apiError';

export interface TransportConfig {
  /** API base: '/api' for reading B; the admin host for reading A. */
  baseUrl: string;
  reading: 'A' | 'B';
  base64: boolean;
  timeoutMs?: number;
}

export interface TransportHooks {
  getToken(): string | null;
  getLang(): string;
  getUid(): number | null;
  /** Translate a key of the `errors` namespace (network failures, HTTP errors, upload checks). */
  translate(key: string, vars?: Record<string, string | number>): string;
  /** Show a message as a toast. */
  toast(message: string): void;
  /** Type 999: clear the session and go to login. */
  onSessionInvalid(message: string): void;
  /** Type 998: go to identity verification. */
  onVerifyRequired(message: string): void;
  /** Loading indicator: true once a call is slower than 800 ms, false when it ends. */
  onLoading?(visible: boolean): void;
}

export { ApiError, type ApiErrorKind };

export interface RequestOptions {
  /** Do not toast a business error (the caller shows it at a field). Session and verification errors still act. */
  quiet?: boolean;
}

type Payload = Record<string, unknown>;

/** A reply read off the wire; `stale` when the session changed while the call was on its way. */
interface Reply {
  status: number;
  body: Envelope;
  stale: boolean;
}

interface Envelope {
  type?: unknown;
  code?: unknown;
  message?: unknown;
  data?: unknown;
  field?: unknown;
}

function decodeBase64Json(text: string): unknown {
  const binary = atob(text.trim());
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function encodeForm(payload: Payload): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createHttp(config: TransportConfig, hooks: TransportHooks) {
  const timeoutMs = config.timeoutMs ?? NETWORK_TIMEOUT_MS;
  let pending = 0;
  let loadingVisible = false;

  function trackLoading(): () => void {
    pending += 1;
    const timer = setTimeout(() => {
      if (pending > 0 && !loadingVisible) {
        loadingVisible = true;
        hooks.onLoading?.(true);
      }
    }, LOADING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      pending -= 1;
      if (pending === 0 && loadingVisible) {
        loadingVisible = false;
        hooks.onLoading?.(false);
      }
    };
  }

  function withEnvelopeFields(payload: Payload): Payload {
    if (config.reading === 'A') return { ...payload, lang: 'zh', uid: hooks.getUid() ?? undefined };
    return { ...payload, lang: hooks.getLang() };
  }

  function fail(message: string, kind: ApiErrorKind, opts: RequestOptions, status?: number, field?: string): never {
    if (kind === 'session') hooks.onSessionInvalid(message);
    else if (kind === 'verify') hooks.onVerifyRequired(message);
    else if (!opts.quiet) hooks.toast(message);
    throw new ApiError(message, kind, status, field);
  }

  /**
   * Reads an envelope of either reading and returns the data or fails the call. `stale`: the session
   * changed while the call was on its way (signed out, or in as someone else): its 999 is about a
   * session already gone, so it fails the call without signing out or speaking again.
   */
  function unwrap<T>({ status, body, stale }: Reply, opts: RequestOptions): T {
    const message = typeof body.message === 'string' ? body.message : hooks.translate('errors.failed');
    const field = typeof body.field === 'string' ? body.field : undefined;
    if (body.type === 999 || body.type === '999') {
      if (stale) throw new ApiError(message, 'session', status);
      return fail(message, 'session', opts, status);
    }
    if (body.type === 998 || body.type === '998') return fail(message, 'verify', opts, status);
    if (config.reading === 'A') {
      if (status === 200 && (body.type === 1 || body.type === '1')) return body.data as T;
    } else if (status === 200 && (body.type === 'ok' || body.code === 1 || body.code === '1')) {
      return body.message as T;
    }
    if (status !== 200 && typeof body.message !== 'string') {
      return fail(hooks.translate('errors.http', { status }), 'http', opts, status);
    }
    return fail(message, status === 200 ? 'business' : 'http', opts, status, field);
  }

  async function send(url: string, init: RequestInit, opts: RequestOptions, timeout: number): Promise<Reply> {
    const token = hooks.getToken();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    const done = trackLoading();
    // No answer: the timeout aborted the call, or the network failed.
    const lost = (): never =>
      controller.signal.aborted
        ? fail(hooks.translate('errors.timeout'), 'timeout', opts)
        : fail(hooks.translate('errors.network'), 'network', opts);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal }).catch(lost);
      // A body that stalls or breaks after the headers is the same as no answer.
      const text = await response.text().catch(lost);
      let body: unknown;
      try {
        body = config.base64 && !text.trimStart().startsWith('{') ? decodeBase64Json(text) : JSON.parse(text);
      } catch {
        if (response.status !== 200)
          return fail(hooks.translate('errors.http', { status: response.status }), 'http', opts, response.status);
        return fail(hooks.translate('errors.badReply'), 'http', opts, response.status);
      }
      if (!body || typeof body !== 'object') return fail(hooks.translate('errors.badReply'), 'http', opts, response.status);
      return { status: response.status, body: body as Envelope, stale: hooks.getToken() !== token };
    } finally {
      clearTimeout(timer);
      done();
    }
  }

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const token = hooks.getToken();
    return token ? { ...extra, Authorization: token } : extra;
  }

  async function request<T>(method: string, path: string, payload: Payload = {}, opts: RequestOptions = {}): Promise<T> {
    const data = withEnvelopeFields(payload);
    let url = joinUrl(config.baseUrl, path);
    const init: RequestInit = { method, headers: headers() };
    if (method === 'GET' || method === 'DELETE') {
      const query = encodeForm(data).toString();
      if (query) url += (url.includes('?') ? '&' : '?') + query;
    } else if (config.reading === 'A') {
      init.headers = headers({ 'Content-Type': 'application/json' });
      init.body = JSON.stringify(data);
    } else {
      init.headers = headers({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
      init.body = encodeForm(data).toString();
    }
    return unwrap<T>(await send(url, init, opts, timeoutMs), opts);
  }

  /** Calls one entry of the contract's call table. */
  function callApi<C extends AnyCall>(meta: C, payload?: ReqOf<C>, opts?: RequestOptions): Promise<ResOf<C>> {
    return request<ResOf<C>>(meta.method, meta.path, (payload ?? {}) as Payload, opts);
  }

  /** Base URL for images: the API base without its /api suffix, or the page origin. */
  function resolveImage(path: string): string {
    if (!path || /^(https?:|data:|blob:)/.test(path)) return path;
    const root = config.baseUrl.replace(/\/api\/?$/, '');
    return joinUrl(root || '', path);
  }

  /** POSTs a multipart form (an upload, ./upload.ts) to {base}/{path}; the reply is read as any call's. */
  async function postForm<T>(path: string, form: FormData, opts: RequestOptions = {}): Promise<T> {
    const init = { method: 'POST', body: form, headers: headers({ 'accept-language': acceptLanguageOf(hooks.getLang()) }) };
    return unwrap<T>(await send(joinUrl(config.baseUrl, path), init, opts, timeoutMs), opts);
  }

  /** Refuses a call before it is sent, as the server would (an `errors` key), the way a refused reply fails. */
  const refuse = (key: string, opts: RequestOptions = {}): never => fail(hooks.translate(key), 'business', opts);

  return { request, call: callApi, postForm, refuse, resolveImage };
}

export type Http = ReturnType<typeof createHttp>;
