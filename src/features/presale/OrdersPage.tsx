// My presale orders (/pages/ieo/order): each subscription with its project, amount, price, what was
// paid, when, and its state — pending delivery (with the delivery date) or delivered (when) — by state.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../shared/nav';
import { type PresaleOrder, presaleCalls } from '../../contract/presale';
import { CostPreview, type Row } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import { IEO_PATH, usePresaleFormat } from './format';
import styles from './presale.module.css';

const TABS = ['all', 'pending', 'delivered'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 10;

function OrderCard({ order: o }: { order: PresaleOrder }) {
  const { t } = useTranslation();
  const f = usePresaleFormat();
  const decimals = 8;
  const rows: Row[] = [
    [t('presale.order.amount'), f.tokens(o.amount, decimals, o.code)],
    [t('presale.order.price'), f.money(o.price, o.pay_currency)],
    [t('presale.order.paid'), f.money(o.paid, o.pay_currency)],
    [t('presale.order.time'), f.time(o.created_at)],
    o.delivered_at ? [t('presale.order.deliveredAt'), f.time(o.delivered_at)] : [t('presale.order.delivery'), f.time(o.delivery_at)],
  ];
  return (
    <li className={styles.card} aria-label={`${o.name} #${o.id}`}>
      <div className={styles.head}>
        <h2>
          {o.name} <span className={styles.code}>{o.code}</span>
        </h2>
        <strong className={`${styles.badge} ${o.status === 'delivered' ? styles.live : styles.upcoming}`}>
          {t(`presale.orderState.${o.status}`)}
        </strong>
      </div>
      <CostPreview plain rows={rows} />
    </li>
  );
}

export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'all';
  return (
    <Page title={t('routes.ieo.order')}>
      <div className="content">
        <TabStrip
          label={t('presale.tabs.label')}
          tabs={TABS.map((name) => ({ id: name, label: t(`presale.tabs.${name}`) }))}
          value={tab}
          onChange={(name) => setParams({ tab: name }, { replace: true })}
          panelId="presale-orders"
        />
        <div role="tabpanel" id="presale-orders" aria-labelledby={tabId('presale-orders', tab)}>
          <PagedList
            call={presaleCalls.presaleOrders}
            filter={tab === 'all' ? {} : { status: tab }}
            limit={PER_PAGE}
            label={t(`presale.tabs.${tab}`)}
            className={styles.list}
            empty={
              <>
                {t('presale.order.empty')} <Link to={IEO_PATH}>{t('presale.order.browse')}</Link>
              </>
            }
            itemKey={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} />}
          />
        </div>
      </div>
    </Page>
  );
}
