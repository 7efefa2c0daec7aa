// Server state through the contract's calls: a query's key comes from its call (the call's path, then
// the params), so two components asking the same call share one cache entry, and invalidating a call
// refreshes every query of it. Pages use these hooks instead of calling `api` themselves.
import {
  type InfiniteData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Paged } from '../contract/common';
import type { AnyCall, ReqOf, ResOf } from '../contract/define';
import type { RequestOptions } from './http';
import { api } from './index';

/** The query key of a call with its params: [path] matches every query of the call, [path, params] one. */
export function callKey<C extends AnyCall>(call: C, params?: ReqOf<C>): QueryKey {
  return params === undefined ? [call.path] : [call.path, params];
}

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

interface MutationExtras<C extends AnyCall> {
  /** Calls whose queries are stale once this one succeeded. */
  invalidates?: readonly AnyCall[];
  /** Toast business errors (default false: a form shows them at its fields). */
  toast?: boolean;
  onSuccess?(data: ResOf<C>, params: ReqOf<C>): void;
}

/** A call that changes something; on success every query of `invalidates` is refetched. */
export function useCallMutation<C extends AnyCall>(call: C, { invalidates = [], toast = false, onSuccess }: MutationExtras<C> = {}) {
  const queryClient = useQueryClient();
  return useMutation<ResOf<C>, Error, ReqOf<C>>({
    mutationFn: (params) => api(call, params, { quiet: !toast }),
    onSuccess: (data, params) => {
      for (const other of invalidates) void queryClient.invalidateQueries({ queryKey: callKey(other) });
      onSuccess?.(data, params);
    },
  });
}

/** Refetches every query of the given calls (after a socket event said they changed). */
export function useInvalidateCalls() {
  const queryClient = useQueryClient();
  return (...calls: readonly AnyCall[]) => {
    for (const c of calls) void queryClient.invalidateQueries({ queryKey: callKey(c) });
  };
}

type ItemOf<C extends AnyCall> = ResOf<C> extends Paged<infer T> ? T : never;
type FilterOf<C extends AnyCall> = Omit<NonNullable<ReqOf<C>>, 'page' | 'limit'>;

/** Pages of a paged call (`page` and `limit` in, `{ list, total, page, limit }` out), `limit` at a time. */
export function useCallPages<C extends AnyCall>(call: C, filter: FilterOf<C>, limit: number, options: { enabled?: boolean } = {}) {
  const params = { ...filter, limit } as ReqOf<C>;
  return useInfiniteQuery<ResOf<C>, Error, InfiniteData<ResOf<C>>, QueryKey, number>({
    queryKey: callKey(call, params),
    queryFn: ({ pageParam }) => api(call, { ...params, page: pageParam } as ReqOf<C>),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const p = last as Paged<unknown>;
      return p.page * p.limit < p.total && p.list.length > 0 ? p.page + 1 : undefined;
    },
    enabled: options.enabled,
  });
}

/** Every item of the pages loaded so far. */
export function itemsOf<C extends AnyCall>(data: InfiniteData<ResOf<C>> | undefined): ItemOf<C>[] {
  return (data?.pages ?? []).flatMap((p) => (p as Paged<ItemOf<C>>).list);
}
