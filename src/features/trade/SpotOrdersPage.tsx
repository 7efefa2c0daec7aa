// Spot order history by status: pending, filled, cancelled; ten per page.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { type CoinOrder, tradeCalls } from '../../contract/trade';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { useTickers } from '../../api/tickers';
import { useCurrentRoute } from '../../shared/route';
import { CostPreview } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { useOrderEvents } from './api';
import { useTradeFormat } from './format';
import { LinkRow, Segmented } from './parts';
import styles from './trade.module.css';

/** SPEC §9: order lists load 10 at a time. */
const LIMIT = 10;
const STATUSES = ['pending', 'filled', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];

export default function SpotOrdersPage() {
  const { t, i18n } = useTranslation();
  const fmt = useTradeFormat();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const status: Status = STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const { tickers } = useTickers();
  useOrderEvents();
  const time = (ts: number | null) => (ts ? formatDateTime(ts, i18n.language) : EMPTY_VALUE);

  const renderOrder = (o: CoinOrder) => {
    const decimals = tickers.get(o.symbol)?.decimals ?? 2;
    return (
      <li className={styles.card} aria-label={t('trade.orderLabel', { id: o.id })}>
        <div className={styles.cardHead}>
          <strong>{o.symbol}</strong>
          <span className={`${styles.badge} ${o.type === 'buy' ? 'up' : 'down'}`}>{t(`trade.${o.type}`)}</span>
          <span className="muted">{t(`trade.${o.order_type}`)}</span>
        </div>
        <CostPreview
          plain
          rows={[
            [t('trade.orderId'), String(o.id)],
            [t('trade.amount'), fmt.qty(o.amount)],
            [t('trade.limitPrice'), fmt.price(o.price, decimals)],
            [t('trade.filledPrice'), fmt.price(o.filled_price, decimals)],
            [t('trade.total'), fmt.money(o.total)],
            [t('trade.fee'), fmt.money(o.fee)],
            [t('trade.status.label'), t(`trade.status.${o.status}`)],
            [t('trade.createTime'), time(o.created_at)],
            [t('trade.filledTime'), time(o.filled_at)],
          ]}
        />
      </li>
    );
  };

  return (
    <Page title={t(route.title)}>
      <div className="content">
        <Segmented
          label={t('trade.status.label')}
          value={status}
          onChange={(next) => setParams({ status: next }, { replace: true })}
          choices={STATUSES.map((s) => ({ value: s, label: t(`trade.status.${s}`) }))}
        />
        <PagedList
          call={tradeCalls.coinList}
          filter={{ status }}
          limit={LIMIT}
          empty={t('trade.noHistory')}
          className={styles.orders}
          itemKey={(o) => o.id}
          renderItem={renderOrder}
        />
        <LinkRow links={[['/pages/transaction/currency', t('trade.spotTrade')]]} />
      </div>
    </Page>
  );
}
