// Closed and cancelled contract orders, ten per page, each with SPEC's fields and a link to its page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import { useTickers } from '../../shared/market/tickers';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import { keys, useOrderEvents } from './api';
import { useOrderRows } from './LeverOrders';
import { InfoRows, MoreButton, Segmented } from './parts';
import './trade.css';

const LIMIT = 10;
type Status = 'closed' | 'cancelled';

export default function HistoryListPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [status, setStatus] = useState<Status>('closed');
  const { tickers } = useTickers();
  const rowsOf = useOrderRows();
  useOrderEvents();
  const query = useInfiniteQuery({
    queryKey: keys.leverHistory(status),
    queryFn: ({ pageParam }) => api(tradeCalls.leverMyTrade, { page: pageParam, limit: LIMIT, status }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total && last.list.length > 0 ? last.page + 1 : undefined),
  });
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <Segmented
          label={t('trade.status.label')}
          value={status}
          onChange={setStatus}
          choices={[
            { value: 'closed', label: t('trade.status.closed') },
            { value: 'cancelled', label: t('trade.status.cancelled') },
          ]}
        />
        {query.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {query.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {query.data && list.length === 0 && <Placeholder>{t('trade.noHistory')}</Placeholder>}
        <ul className="trade-orders">
          {list.map((order) => (
            <li key={order.id} className="trade-card" aria-label={t('trade.orderLabel', { id: order.id })}>
              <InfoRows rows={rowsOf(order, tickers.get(order.symbol)?.decimals ?? 2)} />
              <Link to={`/pages/transaction/contract_order?id=${order.id}`} state={{ order }} className="trade-card-link">
                {t('trade.details')}
              </Link>
            </li>
          ))}
        </ul>
        {query.data && list.length > 0 && (
          <MoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
        )}
      </div>
    </Page>
  );
}
