// The opened page's first data, asked for at start-up beside the page's code instead of after the page
// has loaded and rendered (one round trip less before its content paints). A route names its calls
// (`early` in its route entry); src/main.tsx asks for them; the query client (queryRoot.tsx) and the
// ticker store take the answers as their first fetch. Never in the way: a failed or unused early answer
// is simply fetched again as usual. The transport hands itself over as it loads (./index.ts): the route
// table that names these calls stays free of it, and no import of it stands before the call.
import type { AnyCall, ReqOf } from '../contract/define';

type Send = (call: AnyCall, params: unknown) => Promise<unknown>;
let send: Send | undefined;

/** The transport's quiet call, for the early answers (set by src/api/index.ts as it loads). */
export function setEarlyTransport(transport: Send): void {
  send = transport;
}

/** The query key of a call with its params: [path] matches every query of the call, [path, params] one. */
export function callKey<C extends AnyCall>(call: C, params?: ReqOf<C>): readonly unknown[] {
  return params === undefined ? [call.path] : [call.path, params];
}

const answers = new Map<string, { key: readonly unknown[]; answer: Promise<unknown>; query: boolean }>();

/**
 * Asks for a call now (once per call and params); `for: 'store'` keeps it for a store's takeEarly, not the
 * query client; `key`: the params the query is keyed by, where they are not all it sends (a time window).
 */
export function fetchEarly<C extends AnyCall>(
  call: C,
  params?: ReqOf<C>,
  { for: taker = 'query', key: keyParams = params }: { for?: 'query' | 'store'; key?: Partial<ReqOf<C>> } = {},
): void {
  const key = callKey(call, keyParams as ReqOf<C> | undefined);
  const id = JSON.stringify(key);
  if (send && !answers.has(id)) answers.set(id, { key, answer: send(call, params), query: taker === 'query' });
}

/** The early answer of a call, once (later asks go to the server). */
export function takeEarly<C extends AnyCall>(call: C, params?: ReqOf<C>): Promise<unknown> | undefined {
  const id = JSON.stringify(callKey(call, params));
  const found = answers.get(id);
  answers.delete(id);
  return found?.answer;
}

/** Every early answer for the query client, with its query key (the client adopts them). */
export function takeAllEarly(): Array<{ key: readonly unknown[]; answer: Promise<unknown> }> {
  const all = [...answers.entries()].filter(([, a]) => a.query);
  for (const [id] of all) answers.delete(id);
  return all.map(([, a]) => a);
}
