// Lists read page by page from a paged call (`page` and `limit` in, `{ list, total, page, limit }`
// out), as one infinite query keyed by the call. Kept apart from query.ts so the first screen does not
// carry it (only list pages use it).
import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '../contract/common';
import type { AnyCall, ReqOf, ResOf } from '../contract/define';
import { api } from './index';
import { callKey } from './query';

export type ItemOf<C extends AnyCall> = ResOf<C> extends Paged<infer T> ? T : never;
export type FilterOf<C extends AnyCall> = Omit<NonNullable<ReqOf<C>>, 'page' | 'limit'>;

export interface PagesOptions<C extends AnyCall> {
  enabled?: boolean;
  /** Read the list again every so many ms while this says so (a deposit waiting for confirmations). */
  refetchInterval?: (items: ItemOf<C>[]) => number | false;
}

/** Every item of the pages loaded so far. */
export function itemsOf<C extends AnyCall>(data: InfiniteData<ResOf<C>> | undefined): ItemOf<C>[] {
  return (data?.pages ?? []).flatMap((p) => (p as Paged<ItemOf<C>>).list);
}

/** Pages of a paged call, `limit` at a time. */
export function useCallPages<C extends AnyCall>(call: C, filter: FilterOf<C>, limit: number, options: PagesOptions<C> = {}) {
  const params = { ...filter, limit } as ReqOf<C>;
  const { refetchInterval } = options;
  return useInfiniteQuery<ResOf<C>, Error, InfiniteData<ResOf<C>>, QueryKey, number>({
    queryKey: callKey(call, params),
    queryFn: ({ pageParam }) => api(call, { ...params, page: pageParam } as ReqOf<C>),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const p = last as Paged<unknown>;
      return p.page * p.limit < p.total && p.list.length > 0 ? p.page + 1 : undefined;
    },
    enabled: options.enabled,
    refetchInterval: refetchInterval ? (query) => refetchInterval(itemsOf<C>(query.state.data)) : undefined,
  });
}
