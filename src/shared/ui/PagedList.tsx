// A list read page by page: loads the next page when its end scrolls into view (or on "Load more"),
// says "No more data" at the end, and shows loading, error (with retry) and empty states. The view only:
// `PagedList` of src/api/PagedList.tsx binds it to a paged call of the contract (shared code does not
// call the transport).
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Failed, Placeholder } from './Page';

/** Where a paged read is: its items so far, and how to ask for more or again. */
export interface PagesState<T> {
  items: T[];
  isPending: boolean;
  /** Failed, with nothing loaded. */
  failed: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
  refetch(): unknown;
}

export interface PagedItemsProps<T> {
  pages: PagesState<T>;
  /** Shown when the list has no item at all. */
  empty: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
  itemKey(item: T): string | number;
  /** One `<li>` per item. */
  renderItem(item: T): ReactNode;
}

export function PagedItems<T>({ pages, empty, label, className, itemKey, renderItem }: PagedItemsProps<T>) {
  const { t } = useTranslation();
  const { items, hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = end.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages.isPending) return <Placeholder>{t('common.loading')}</Placeholder>;
  if (pages.failed) return <Failed message={t('errors.failed')} onRetry={() => void pages.refetch()} />;
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
