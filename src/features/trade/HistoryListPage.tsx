// Closed and cancelled contract orders, ten per page, each with SPEC's fields and a link to its page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { tradeCalls } from '../../contract/trade';
import { useTickers } from '../../shared/market/tickers';
import { useCurrentRoute } from '../../shared/route';
import { CostPreview } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { useOrderEvents } from './api';
import { useOrderRows } from './LeverOrders';
import { Segmented } from './parts';
import styles from './trade.module.css';

/** SPEC §9: order lists load 10 at a time. */
const LIMIT = 10;
type Status = 'closed' | 'cancelled';

export default function HistoryListPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [status, setStatus] = useState<Status>('closed');
  const { tickers } = useTickers();
  const rowsOf = useOrderRows();
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
          renderItem={(order) => (
            <li className={styles.card} aria-label={t('trade.orderLabel', { id: order.id })}>
              <CostPreview plain rows={rowsOf(order, tickers.get(order.symbol)?.decimals ?? 2)} />
              <Link to={`/pages/transaction/contract_order?id=${order.id}`} state={{ order }} className={styles.cardLink}>
                {t('trade.details')}
              </Link>
            </li>
          )}
        />
      </div>
    </Page>
  );
}
