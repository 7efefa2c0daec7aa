// Spot order history by status: pending, filled, cancelled; ten per page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { useTickers } from '../../shared/market/tickers';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import { keys, useOrderEvents } from './api';
import { fmtMoney, fmtPrice, fmtQty } from './lib';
import { InfoRows, LinkRow, MoreButton, Segmented } from './parts';
import './trade.css';

const LIMIT = 10;
const STATUSES = ['pending', 'filled', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];

export default function SpotOrdersPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const status: Status = STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const { tickers } = useTickers();
  useOrderEvents();
  const query = useInfiniteQuery({
    queryKey: keys.coinList(status),
    queryFn: ({ pageParam }) => api(tradeCalls.coinList, { page: pageParam, limit: LIMIT, status }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total && last.list.length > 0 ? last.page + 1 : undefined),
  });
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const time = (ts: number | null) => (ts ? formatDateTime(ts, i18n.language) : EMPTY_VALUE);

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <Segmented
          label={t('trade.status.label')}
          value={status}
          onChange={(next) => setParams({ status: next }, { replace: true })}
          choices={STATUSES.map((s) => ({ value: s, label: t(`trade.status.${s}`) }))}
        />
        {query.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {query.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {query.data && list.length === 0 && <Placeholder>{t('trade.noHistory')}</Placeholder>}
        <ul className="trade-orders">
          {list.map((o) => {
            const decimals = tickers.get(o.symbol)?.decimals ?? 2;
            return (
              <li key={o.id} className="trade-card" aria-label={t('trade.orderLabel', { id: o.id })}>
                <div className="trade-card-head">
                  <strong>{o.symbol}</strong>
                  <span className={o.type === 'buy' ? 'trade-badge up' : 'trade-badge down'}>{t(`trade.${o.type}`)}</span>
                  <span className="muted">{t(`trade.${o.order_type}`)}</span>
                </div>
                <InfoRows
                  rows={[
                    [t('trade.orderId'), String(o.id)],
                    [t('trade.amount'), fmtQty(o.amount)],
                    [t('trade.limitPrice'), fmtPrice(o.price, decimals)],
                    [t('trade.filledPrice'), fmtPrice(o.filled_price, decimals)],
                    [t('trade.total'), fmtMoney(o.total)],
                    [t('trade.fee'), fmtMoney(o.fee)],
                    [t('trade.status.label'), t(`trade.status.${o.status}`)],
                    [t('trade.createTime'), time(o.created_at)],
                    [t('trade.filledTime'), time(o.filled_at)],
                  ]}
                />
              </li>
            );
          })}
        </ul>
        {query.data && list.length > 0 && (
          <MoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
        )}
        <LinkRow links={[['/pages/transaction/currency', t('trade.spotTrade')]]} />
      </div>
    </Page>
  );
}
