// Server state through the contract's calls: a query's key comes from its call (the call's path, then
// the params), so two components asking the same call share one cache entry, and invalidating a call
// refreshes every query of it. Pages use these hooks instead of calling `api` themselves.
import { queryOptions, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AnyCall, ReqOf, ResOf } from '../contract/define';
import type { RequestOptions } from './http';
import { callKey } from './early';
import { api } from './index';

export { callKey } from './early';

/** Query options for one call: `queryClient.fetchQuery(callQuery(...))`, `useQueries`, prefetching. */
export function callQuery<C extends AnyCall>(call: C, params?: ReqOf<C>, opts: RequestOptions = {}) {
  return queryOptions<ResOf<C>>({ queryKey: callKey(call, params), queryFn: () => api(call, params, opts) });
}

type QueryExtras<C extends AnyCall> = Omit<UseQueryOptions<ResOf<C>>, 'queryKey' | 'queryFn'> & {
  /** Errors are not toasted (the page shows them itself). */
  quiet?: boolean;
};

export function useCallQuery<C extends AnyCall>(call: C, params?: ReqOf<C>, { quiet, ...options }: QueryExtras<C> = {}) {
  return useQuery({ ...callQuery(call, params, { quiet }), ...options });
}

/** Refetches every query of the given calls (after a socket event said they changed). Stable across renders. */
export function useInvalidateCalls() {
  const queryClient = useQueryClient();
  return useCallback(
    (...calls: readonly AnyCall[]) => {
      for (const c of calls) void queryClient.invalidateQueries({ queryKey: callKey(c) });
    },
    [queryClient],
  );
}
