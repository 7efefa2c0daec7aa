// Envelope, validation and auth for every route: one place decides what a reply looks like.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallMeta } from '../src/contract/define';
import { type Db, now } from './db';
import { hasKey, langOf, translate } from './i18n';

export interface ServerOptions {
  dataDir: string;
  /** Envelope reading: B (default) or A. */
  reading: 'A' | 'B';
  /** Encode every reply body as base64 JSON. */
  base64: boolean;
  /** demo/dev enables the dev outbox, the demo login and the seeded demo account. */
  mode: 'demo' | 'production';
  adminToken: string;
  h5Demo: boolean;
  /** Where the built app is served from, if it exists. */
  distDir?: string;
  log?: boolean;
  /** Price engine settings; tests stop the clock and push prices by hand. */
  market?: MarketOptions;
  /** Chains the server accepts USDT deposits on and verifies wallet signatures against. */
  chains?: ChainConfig[];
  /** BIP-39 mnemonic of the HD key deposit addresses derive from (one address per user). */
  depositMnemonic?: string;
  /** Poll interval of the chain watcher in ms (default 1000); 0 = tests call the watcher themselves. */
  watchMs?: number;
  /** Domains a Sign-In with Ethereum message may name; unset, the request's Host header. */
  siweDomains?: string[];
}

export interface ChainConfig {
  chainId: number;
  name: string;
  rpcUrl: string;
  /** The USDT ERC-20 contract on that chain. */
  usdt: string;
  /** Explorer base URL, '' when none. */
  explorer: string;
  /** Confirmations before a deposit is credited (SPEC: 5). */
  confirmations: number;
}

export interface MarketOptions {
  /** Milliseconds between ticks (default 250). */
  tickMs?: number;
  /** Start ticking on its own (default true). Tests set false and call feed.push(). */
  autoStart?: boolean;
  /** Extra synthetic crypto symbols, for the benchmarks (default 0). */
  extraSymbols?: number;
  /** Seed of the random walks (default 42). */
  seed?: number;
}

export interface UserRow {
  id: number;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: string;
  account_type: 'real' | 'demo';
  kyc_status: number;
  invite_code: string;
  invited_by: number | null;
  created_at: number;
}

/** A refusal: translated with the caller's language, sent as the error envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly key: string,
    readonly vars: Record<string, string | number> = {},
    readonly extra: { field?: string; type?: 'error' | 999 | 998; status?: number } = {},
  ) {
    super(key);
  }
}

export interface Ctx {
  lang: string;
  ip: string;
  user: UserRow | null;
  request: FastifyRequest;
}

/** The caller of a call registered with auth: true (the router has already refused anonymous callers). */
export function userOf(ctx: Ctx): UserRow {
  if (!ctx.user) throw new ApiFailure('errors.loginFirst', {}, { type: 999 });
  return ctx.user;
}

/** Tells the realtime server that sessions ended (logout, revoke, password change), so sockets leave the user's room. */
export interface SessionsEnded {
  uid?: number;
  tokenHash?: string;
  /** A session that stays (the one that changed the password). */
  except?: string;
}
export interface SessionHub {
  emit(event: 'sessionsEnded', ended: SessionsEnded): boolean;
  on(event: 'sessionsEnded', listener: (ended: SessionsEnded) => void): unknown;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function userByToken(db: Db, token: string | undefined): UserRow | null {
  if (!token) return null;
  const raw = token.replace(/^Bearer\s+/i, '').trim();
  if (!raw) return null;
  return (
    (db
      .prepare('SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?')
      .get(hashToken(raw), now()) as UserRow | undefined) ?? null
  );
}

export function createReplies(options: ServerOptions) {
  function encode(body: unknown): string {
    const json = JSON.stringify(body);
    return options.base64 ? Buffer.from(json, 'utf8').toString('base64') : json;
  }

  function send(reply: FastifyReply, status: number, body: unknown) {
    return reply
      .code(status)
      .header('content-type', options.base64 ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(encode(body));
  }

  function ok(reply: FastifyReply, data: unknown) {
    const body = options.reading === 'A' ? { type: 1, data, message: 'ok' } : { type: 'ok', code: 1, message: data };
    return send(reply, 200, body);
  }

  function error(reply: FastifyReply, lang: string, failure: ApiFailure) {
    const message = translate(lang, failure.key, failure.vars);
    const type = failure.extra.type ?? 'error';
    const envelopeType = options.reading === 'A' && type === 'error' ? 0 : type;
    const body: Record<string, unknown> = { type: envelopeType, code: 0, message };
    if (failure.extra.field) body.field = failure.extra.field;
    return send(reply, failure.extra.status ?? 200, body);
  }

  return { ok, error, send };
}

/** Picks the payload of a request: the query for GET/DELETE, the query plus the body otherwise. */
export function payloadOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return { ...query, ...body };
}

function failureFromZod(error: z.ZodError): ApiFailure {
  const issue = error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : undefined;
  const key = issue?.message && hasKey(issue.message) ? issue.message : field ? 'errors.invalidParam' : 'errors.badRequest';
  const params =
    issue && 'params' in issue && issue.params && typeof issue.params === 'object' ? (issue.params as Record<string, string | number>) : {};
  return new ApiFailure(key, { field: field ?? '', ...params }, { field });
}

export function createRouter(app: FastifyInstance, db: Db, options: ServerOptions) {
  const replies = createReplies(options);

  function contextOf(request: FastifyRequest, payload: Record<string, unknown>): Ctx {
    return {
      lang: langOf(payload.lang, request.headers['accept-language']),
      ip: request.ip,
      user: userByToken(db, request.headers.authorization),
      request,
    };
  }

  /** Registers one call of the contract with its payload schema and handler. */
  function handle<Req, Res, S extends z.ZodType>(
    meta: CallMeta<Req, Res>,
    schema: S,
    handler: (input: z.output<S>, ctx: Ctx) => Res | Promise<Res>,
  ): void {
    app.route({
      method: meta.method,
      url: `/api/${meta.path}`,
      handler: async (request, reply) => {
        const payload = payloadOf(request);
        const ctx = contextOf(request, payload);
        try {
          if (meta.auth && !ctx.user) {
            const hadToken = Boolean(request.headers.authorization);
            throw new ApiFailure(hadToken ? 'errors.sessionExpired' : 'errors.loginFirst', {}, { type: 999 });
          }
          const parsed = schema.safeParse(payload);
          if (!parsed.success) throw failureFromZod(parsed.error);
          const data = await handler(parsed.data, ctx);
          return replies.ok(reply, data ?? null);
        } catch (err) {
          return replyFailure(reply, ctx.lang, err, request);
        }
      },
    });
  }

  function replyFailure(reply: FastifyReply, lang: string, err: unknown, request: FastifyRequest) {
    if (err instanceof ApiFailure) return replies.error(reply, lang, err);
    request.log.error(err);
    return replies.error(reply, lang, new ApiFailure('errors.internal'));
  }

  return { handle, replies, replyFailure, contextOf };
}

export type Router = ReturnType<typeof createRouter>;
