// The user's sale orders (dollarOrderList), newest first, page by page: each with its figures, its
// state and times, and the reason when refused. A pending order is read again now and then.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { saleCalls } from '../../contract/salecoin';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { SALE_PATH } from './paths';
import records from '../../shared/ui/records.module.css';
import styles from './salecoin.module.css';
import { SaleOrderItem } from './SaleOrderItem';

/** SPEC §9: order lists 10 at a time. */
const PER_PAGE = 10;
const NO_FILTER = {};
const WHILE_PENDING_MS = 15_000;

export default function SaleOrdersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.saleCoin.dollarOrderList')}>
      <div className="content">
        <PagedList
          call={saleCalls.saleOrders}
          filter={NO_FILTER}
          limit={PER_PAGE}
          label={t('routes.saleCoin.dollarOrderList')}
          className={records.list}
          empty={
            <>
              <p>{t('salecoin.sale.noOrders')}</p>
              <Link to={SALE_PATH}>{t('routes.saleCoin.saleCoin')}</Link>
            </>
          }
          itemKey={(order) => order.id}
          renderItem={(order) => <SaleOrderItem order={order} />}
          refetchInterval={(orders) => (orders.some((o) => o.status === 'pending') ? WHILE_PENDING_MS : false)}
        />
        <p className={styles.links}>
          <Link to={SALE_PATH}>{t('routes.saleCoin.saleCoin')}</Link>
        </p>
      </div>
    </Page>
  );
}
