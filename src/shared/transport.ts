// What shared code uses of the transport, handed over by the transport as it loads (src/api/index.ts,
// which the shell imports before anything runs): shared code never imports src/api, the transport
// imports shared code (its stores, translations, constants). Today only the DAPP_DEMO start
// (shared/demo/start.ts) calls the server from shared code; pages and features use src/api directly.
import type { AnyCall, ReqOf, ResOf } from '../contract/define';

export interface SharedCallOptions {
  /** Do not toast a business error (the caller shows it). */
  quiet?: boolean;
}
export type SharedCall = <C extends AnyCall>(call: C, params?: ReqOf<C>, options?: SharedCallOptions) => Promise<ResOf<C>>;

let transport: SharedCall | undefined;

/** The transport hands over its call (src/api/index.ts). */
export function setSharedTransport(call: SharedCall): void {
  transport = call;
}

/** A call of the contract through the app's transport. */
export function callApi<C extends AnyCall>(call: C, params?: ReqOf<C>, options?: SharedCallOptions): Promise<ResOf<C>> {
  if (!transport) return Promise.reject(new Error('the transport (src/api) has not loaded'));
  return transport(call, params, options);
}
