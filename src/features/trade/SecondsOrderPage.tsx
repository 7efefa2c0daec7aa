// History of timed trades: seconds trades (5 per page, as SPEC says) and options.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { useTickers } from '../../shared/market/tickers';
import { useCurrentRoute } from '../../shared/route';
import { Page, Placeholder } from '../../shared/ui/Page';
import { ProfitText } from '../../shared/ui/ProfitText';
import { keys, useOrderEvents } from './api';
import { fmtMoney, fmtPrice, fmtRate, fmtSigned } from './lib';
import { InfoRows, LinkRow, MoreButton, Segmented } from './parts';
import { fmtSeconds, type TimedKind } from './Timed';
import './trade.css';

/** SPEC §9: the seconds-trade list is 5 per page; other order lists 10. */
const LIMITS: Record<TimedKind, number> = { seconds: 5, option: 10 };

export default function SecondsOrderPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const kind: TimedKind = params.get('tab') === 'option' ? 'option' : 'seconds';
  const { tickers } = useTickers();
  useOrderEvents();
  const query = useInfiniteQuery({
    queryKey: kind === 'seconds' ? keys.microList : keys.optionList,
    queryFn: ({ pageParam }) =>
      kind === 'seconds'
        ? api(tradeCalls.microList, { page: pageParam, limit: LIMITS.seconds })
        : api(tradeCalls.optionList, { page: pageParam, limit: LIMITS.option }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total && last.list.length > 0 ? last.page + 1 : undefined),
  });
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const time = (ts: number | null) => (ts ? formatDateTime(ts, i18n.language) : EMPTY_VALUE);

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <Segmented
          label={t('trade.timedKind')}
          value={kind}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          choices={[
            { value: 'seconds', label: t('trade.seconds') },
            { value: 'option', label: t('trade.options') },
          ]}
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
                  <span className={o.direction === 'up' ? 'trade-badge up' : 'trade-badge down'}>{t(`trade.${o.direction}`)}</span>
                  <span className="muted">{t(`trade.outcome.${o.status}`)}</span>
                </div>
                <InfoRows
                  rows={[
                    [t('trade.orderId'), String(o.id)],
                    [t('trade.duration'), fmtSeconds(o.seconds, t)],
                    [t('trade.cost'), `${fmtMoney(o.amount)} ${o.currency}`],
                    [t('trade.payoutRate'), fmtRate(o.rate)],
                    [t('trade.expected'), fmtMoney(o.expected)],
                    [t('trade.openPrice'), fmtPrice(o.open_price, decimals)],
                    [t('trade.closePrice'), fmtPrice(o.close_price, decimals)],
                    [
                      t('trade.result'),
                      o.status === 'open' ? (
                        t('trade.outcome.open')
                      ) : (
                        <ProfitText key="p" value={o.profit}>
                          {fmtSigned(o.profit)}
                        </ProfitText>
                      ),
                    ],
                    [t('trade.payout'), o.status === 'open' ? EMPTY_VALUE : fmtMoney(o.payout)],
                    [t('trade.endTime'), time(o.end_at)],
                    [t('trade.createTime'), time(o.created_at)],
                  ]}
                />
              </li>
            );
          })}
        </ul>
        {query.data && list.length > 0 && (
          <MoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
        )}
        <LinkRow links={[[`/pages/transaction/index?tab=${kind}`, t('trade.newTimed')]]} />
      </div>
    </Page>
  );
}
