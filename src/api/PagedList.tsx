// A paged call of the contract shown as a list (shared/ui/PagedList.tsx: next page on scroll or "Load
// more", "No more data", loading, error with retry, empty). Loaded only by list pages, with ./pages.ts.
import type { ReactNode } from 'react';
import type { AnyCall } from '../contract/define';
import { PagedItems } from '../shared/ui/PagedList';
import { type FilterOf, type ItemOf, itemsOf, type PagesOptions, useCallPages } from './pages';

interface PagedListProps<C extends AnyCall> {
  call: C;
  /** The call's params other than page and limit. */
  filter: FilterOf<C>;
  /** Items per page (SPEC §9: order lists 10, seconds trades 5). */
  limit: number;
  /** Shown when the list has no item at all. */
  empty: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
  itemKey(item: ItemOf<C>): string | number;
  /** One `<li>` per item. */
  renderItem(item: ItemOf<C>): ReactNode;
  enabled?: boolean;
  refetchInterval?: PagesOptions<C>['refetchInterval'];
}

export function PagedList<C extends AnyCall>({ call, filter, limit, enabled, refetchInterval, ...view }: PagedListProps<C>) {
  const query = useCallPages(call, filter, limit, { enabled, refetchInterval });
  const pages = {
    items: itemsOf<C>(query.data),
    isPending: query.isPending,
    failed: query.isError && !query.data,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  };
  return <PagedItems pages={pages} {...view} />;
}
