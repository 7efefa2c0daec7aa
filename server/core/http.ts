// Envelope, validation and access for every call: one place decides what a reply looks like.
// A module registers a call of the contract with `route(call, handler)`: the payload schema comes from
// the call, `ctx.user` is there (non-null) on calls with access 'user', and with `checkReplies` on
// (every test server) each reply is checked against the call's reply schema.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnyCall } from '../../src/contract/define';
import type { Db } from './db';
import { ApiFailure } from './errors';
import { hasKey, langOf, translate } from './i18n';
import { LedgerError } from './ledger';
import type { ServerOptions } from './options';
import { type UserRow, userByToken } from './users';

export { ApiFailure };
export type { ServerOptions };

export interface Ctx {
  lang: string;
  ip: string;
  user: UserRow | null;
  request: FastifyRequest;
}
/** The context of a call with access 'user': the router has already refused anonymous callers. */
export interface UserCtx extends Ctx {
  user: UserRow;
}
export type CtxOf<C extends AnyCall> = C['access'] extends 'user' ? UserCtx : Ctx;
export type Handler<C extends AnyCall> = (input: z.output<C['req']>, ctx: CtxOf<C>) => z.input<C['res']> | Promise<z.input<C['res']>>;

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

/** Where the ledger's refusals land: the only one a user can cause is a short balance. */
const LEDGER_MESSAGES: Record<string, string> = { insufficient: 'errors.insufficient' };

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

function adminTokenMatches(request: FastifyRequest, expected: string): boolean {
  const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}

export function createRouter(db: Db, options: ServerOptions) {
  const replies = createReplies(options);
  /** Every call registered, by `METHOD path`: the test that pairs calls and routes reads it. */
  const registered = new Map<string, AnyCall>();
  /** Replies that did not match their schema (checkReplies): tests assert there are none. */
  const replyViolations: string[] = [];

  async function contextOf(request: FastifyRequest, payload: Record<string, unknown>): Promise<Ctx> {
    return {
      lang: langOf(payload.lang, request.headers['accept-language']),
      ip: request.ip,
      user: await userByToken(db, request.headers.authorization),
      request,
    };
  }

  function replyFailure(reply: FastifyReply, lang: string, err: unknown, request: FastifyRequest) {
    if (err instanceof ApiFailure) return replies.error(reply, lang, err);
    if (err instanceof LedgerError && LEDGER_MESSAGES[err.problem]) {
      return replies.error(reply, lang, new ApiFailure(LEDGER_MESSAGES[err.problem], {}, { field: err.field }));
    }
    request.log.error(err);
    if (options.log !== false) console.error(err);
    return replies.error(reply, lang, new ApiFailure('errors.internal'));
  }

  function checkReply(call: AnyCall, data: unknown): void {
    const parsed = (call.res as z.ZodType).safeParse(data);
    if (parsed.success) return;
    const problem = `${call.method} ${call.path}: the reply does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`;
    replyViolations.push(problem);
    throw new Error(problem);
  }

  /** Registers one call of the contract on `app` (a module's plugin instance). */
  function routeOn(app: FastifyInstance) {
    /**
     * `multipart`: the body is a file upload; the payload schema then checks the query only and the
     * handler reads the file from `ctx.request`.
     */
    return function route<C extends AnyCall>(call: C, handler: Handler<C>, opts: { multipart?: boolean } = {}): void {
      const key = `${call.method} ${call.path}`;
      if (registered.has(key)) throw new Error(`call ${key} is routed twice`);
      registered.set(key, call);
      app.route({
        method: call.method,
        url: `/api/${call.path}`,
        handler: async (request, reply) => {
          const payload = opts.multipart ? { ...((request.query ?? {}) as Record<string, unknown>) } : payloadOf(request);
          const ctx = await contextOf(request, payload);
          if (call.access === 'admin') ctx.lang = 'en';
          try {
            if (call.access === 'admin' && !adminTokenMatches(request, options.adminToken)) {
              throw new ApiFailure('errors.adminOnly', {}, { status: 403 });
            }
            if (call.access === 'user' && !ctx.user) {
              const hadToken = Boolean(request.headers.authorization);
              throw new ApiFailure(hadToken ? 'errors.sessionExpired' : 'errors.loginFirst', {}, { type: 999 });
            }
            const parsed = (call.req as z.ZodType).safeParse(payload);
            if (!parsed.success) throw failureFromZod(parsed.error);
            const data = (await handler(parsed.data as z.output<C['req']>, ctx as CtxOf<C>)) ?? null;
            if (options.checkReplies) checkReply(call, data);
            return replies.ok(reply, data);
          } catch (err) {
            return replyFailure(reply, ctx.lang, err, request);
          }
        },
      });
    };
  }

  return { routeOn, replies, replyFailure, contextOf, registered, replyViolations };
}

export type Router = ReturnType<typeof createRouter>;
export type RouteFn = ReturnType<Router['routeOn']>;
