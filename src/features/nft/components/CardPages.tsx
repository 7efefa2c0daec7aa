// A grid of artwork cards read page by page (getBoxList with a filter, or the caller's favourites):
// loading, error with retry, empty, "Load more" and "No more data", as every list of the app says them.
import { useTranslation } from 'react-i18next';
import { type FilterOf, useCallPages } from '../../../api/pages';
import { type NftCard, nftCalls } from '../../../contract/nft';
import { Button } from '../../../shared/ui/Button';
import { Failed, Placeholder } from '../../../shared/ui/Page';
import { useServerNow } from '../format';
import { NftGrid } from '../parts';

const PER_PAGE = 10;

type ListFilter = FilterOf<typeof nftCalls.getBoxList>;

interface CardQuery {
  data?: { pages: Array<{ list: NftCard[] }> };
  dataUpdatedAt: number;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): Promise<unknown>;
  fetchNextPage(): Promise<unknown>;
}

function Pages({ query, serverNow, label, empty }: { query: CardQuery; serverNow: number | undefined; label: string; empty: string }) {
  const { t } = useTranslation();
  const now = useServerNow(serverNow, query.dataUpdatedAt);
  const cards = (query.data?.pages ?? []).flatMap((p) => p.list);
  if (query.isPending) return <Placeholder>{t('common.loading')}</Placeholder>;
  if (query.isError && !query.data) {
    return <Failed message={t('errors.failed')} onRetry={() => void query.refetch()} />;
  }
  if (cards.length === 0) return <Placeholder>{empty}</Placeholder>;
  return (
    <>
      <NftGrid cards={cards} now={now} label={label} onElapsed={() => void query.refetch()} />
      <div className="paged-end">
        {query.hasNextPage ? (
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('common.loading') : t('common.more')}
          </Button>
        ) : (
          <p className="footnote">{t('common.noMore')}</p>
        )}
      </div>
    </>
  );
}

/** Artworks and series on the market matching `filter`, newest first. */
export function MarketCards({
  filter,
  label,
  empty,
  enabled = true,
}: {
  filter: ListFilter;
  label: string;
  empty: string;
  enabled?: boolean;
}) {
  const query = useCallPages(nftCalls.getBoxList, filter, PER_PAGE, { enabled });
  return <Pages query={query} serverNow={query.data?.pages[0]?.now} label={label} empty={empty} />;
}

/** The caller's favourites. */
export function FavouriteCards({ label, empty }: { label: string; empty: string }) {
  const query = useCallPages(nftCalls.getCollection, {}, PER_PAGE);
  return <Pages query={query} serverNow={undefined} label={label} empty={empty} />;
}
