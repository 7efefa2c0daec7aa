// Closed and cancelled contract orders, ten per page. Each card leads with what a trader looks for
// (symbol, side, leverage, profit and ROE) and folds SPEC's other fields under "Details".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LeverOrder, tradeCalls } from '../../contract/trade';
import { useCurrentRoute } from '../../shared/route';
import { CostPreview } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { useOrderEvents } from './api';
import { OrderHead, useOrderRows } from './LeverOrders';
import { useLiveOrders } from './liveOrders';
import { LinkRow, ProfitLine, Segmented } from './parts';
import styles from './trade.module.css';

/** SPEC §9: order lists load 10 at a time. */
const LIMIT = 10;
type Status = 'closed' | 'cancelled';

export default function HistoryListPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [status, setStatus] = useState<Status>('closed');
  useOrderEvents();

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
        <PagedList
          call={tradeCalls.leverMyTrade}
          filter={{ status }}
          limit={LIMIT}
          empty={t('trade.noHistory')}
          className={styles.orders}
          itemKey={(order) => order.id}
          renderItem={(order) => <HistoryCard order={order} />}
        />
        <LinkRow
          links={[
            ['/pages/transaction/contract', t('trade.newOrder')],
            ['/pages/contractOrders/contractOrders', t('trade.allPositions')],
          ]}
        />
      </div>
    </Page>
  );
}

/** One finished order: its headline, then every field of it behind a disclosure. */
export function HistoryCard({ order }: { order: LeverOrder }) {
  const { t } = useTranslation();
  const rowsOf = useOrderRows();
  const [live] = useLiveOrders([order]);
  return (
    <li className={styles.card} aria-label={t('trade.orderLabel', { id: order.id })}>
      <OrderHead order={order} />
      <ProfitLine profit={order.profit} base={order.margin} />
      <details className={styles.disclosure}>
        <summary>{t('trade.details')}</summary>
        <CostPreview plain rows={rowsOf(order, live?.decimals ?? 2, { lotDecimals: live?.lotDecimals, lead: false })} />
      </details>
    </li>
  );
}
