// The shape of one API call, shared by the client (types only) and the server (types + zod schemas).
// `calls.ts` holds the runtime-light metadata (method, path, auth) so the app bundle never pulls zod in;
// the zod schemas live per area and are used by the server and the tests.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallMeta<Req, Res> {
  method: HttpMethod;
  /** Path under the API base, without a leading slash, e.g. `user/login`. */
  path: string;
  /** Whether the call needs a session token. */
  auth: boolean;
  /** Phantom fields: carry the payload and reply types, never set at runtime. */
  readonly _req?: Req;
  readonly _res?: Res;
}

export type ReqOf<C> = C extends CallMeta<infer Req, unknown> ? Req : never;
export type ResOf<C> = C extends CallMeta<unknown, infer Res> ? Res : never;

export function call<Req, Res>(method: HttpMethod, path: string, auth = false): CallMeta<Req, Res> {
  return { method, path, auth };
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
