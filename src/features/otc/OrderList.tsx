// My orders: open ones first (with their time left), then the ended ones; each opens its detail.
import { useTranslation } from 'react-i18next';
import { otcCalls } from '../../contract/otc';
import { PagedList } from '../../api/PagedList';
import { OrderCard } from './OrderCard';
import styles from './otc.module.css';

export function OrderList({ onOpen }: { onOpen(id: number): void }) {
  const { t } = useTranslation();
  return (
    <PagedList
      call={otcCalls.otcOrders}
      filter={{}}
      limit={10}
      label={t('otc.tabs.orders')}
      className={styles.list}
      empty={t('otc.noOrders')}
      itemKey={(o) => o.id}
      refetchInterval={(items) => (items.some((o) => o.status === 'unpaid' || o.status === 'paid') ? 5000 : false)}
      renderItem={(o) => <OrderCard order={o} onOpen={() => onOpen(o.id)} />}
    />
  );
}
