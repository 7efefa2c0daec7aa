// The one description of an API call: method, path, who may make it, and the zod schemas of its
// payload and reply, declared together per area in src/contract/<area>.ts.
//
// The server registers each call with `route(call, handler)` and validates with its schemas; the tests
// check every reply against `res`. The app imports the same modules, but its build replaces each
// contract module with the calls' method, path and access only (scripts/contract-plugin.ts), so zod
// never reaches the app bundle: app code reads `method`, `path` and `access`, never `req` or `res`.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make a call: anyone, a logged-in user (session token), or the admin (admin token). */
export type Access = 'public' | 'user' | 'admin';

export interface Call<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, A extends Access = Access> {
  readonly method: HttpMethod;
  /** Path under the API base, without a leading slash, e.g. `user/login`. */
  readonly path: string;
  readonly access: A;
  /** Payload schema (server and tests only). */
  readonly req: Req;
  /** Reply schema: what `message` (reading B) or `data` (reading A) holds on success (server and tests only). */
  readonly res: Res;
}

/** Any call, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: the widest call type, for tables of calls.
export type AnyCall = Call<any, any, Access>;

/** What the app sends: the payload as typed in a form (before the schema's transforms). */
export type ReqOf<C extends AnyCall> = z.input<C['req']>;
/** What the app receives. */
export type ResOf<C extends AnyCall> = z.output<C['res']>;

export function call<const A extends Access, Req extends z.ZodType, Res extends z.ZodType>(
  method: HttpMethod,
  path: string,
  access: A,
  req: Req,
  res: Res,
): Call<Req, Res, A> {
  return { method, path, access, req, res };
}

/** Whether a value is a call (the app's build keeps these, without their schemas). */
export function isCall(value: unknown): value is AnyCall {
  return Boolean(value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value);
}

/** Envelope types of reading B (the default). */
export const ENVELOPE_OK = 'ok';
export const ENVELOPE_ERROR = 'error';
/** Session invalid: the client clears the session and goes to login. */
export const TYPE_SESSION_INVALID = 999;
/** Identity verification required: the client goes to the verification page. */
export const TYPE_VERIFY_REQUIRED = 998;

export interface OkEnvelope<T> {
  type: 'ok';
  code: 1;
  message: T;
}
export interface ErrorEnvelope {
  type: 'error' | 999 | 998;
  code: 0;
  message: string;
  /** The payload field the error is about, when it is about one. */
  field?: string;
}
/** Reading A: success when HTTP 200 and type === 1, data in `data`. */
export interface EnvelopeA<T> {
  type: 1 | 0 | 999 | 998;
  data?: T;
  message?: string;
  field?: string;
}
