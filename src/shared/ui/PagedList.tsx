// A list read page by page from a paged call: loads the next page when its end scrolls into view (or
// on "Load more"), says "No more data" at the end, and shows loading, error (with retry) and empty states.
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterOf, type ItemOf, itemsOf, type PagesOptions, useCallPages } from '../../api/pages';
import type { AnyCall } from '../../contract/define';
import { Button } from './Button';
import { Failed, Placeholder } from './Page';

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

export function PagedList<C extends AnyCall>({
  call,
  filter,
  limit,
  empty,
  label,
  className,
  itemKey,
  renderItem,
  enabled,
  refetchInterval,
}: PagedListProps<C>) {
  const { t } = useTranslation();
  const query = useCallPages(call, filter, limit, { enabled, refetchInterval });
  const items = itemsOf<C>(query.data);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = end.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <Placeholder>{t('common.loading')}</Placeholder>;
  if (query.isError && !query.data) {
    return <Failed message={t('errors.failed')} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <Placeholder>{empty}</Placeholder>;
  return (
    <>
      <ul className={className} aria-label={label}>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      <div ref={end} className="paged-end">
        {hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('common.loading') : t('common.more')}
          </Button>
        ) : (
          <p className="footnote">{t('common.noMore')}</p>
        )}
      </div>
    </>
  );
}
