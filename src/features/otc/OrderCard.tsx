// One OTC order as a card: side, amount, total, counterparty, state and, while pending, its time left.
import { useTranslation } from 'react-i18next';
import type { OtcOrder } from '../../contract/otc';
import { useOtcFormat } from './format';
import styles from './otc.module.css';

export function StateBadge({ order }: { order: OtcOrder }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[order.status] ?? ''}`}>{t(`otc.status.${order.status}`)}</span>;
}

/** The time left is as of the reply (the list is read again every few seconds); the detail ticks. */
export function OrderCard({ order, onOpen }: { order: OtcOrder; onOpen(): void }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const due = order.status === 'unpaid' ? order.pay_due_at : null;
  return (
    <li className={styles.card}>
      <button type="button" className={styles.open} onClick={onOpen} aria-label={t('otc.detail.title', { id: order.id })}>
        <div className={styles.head}>
          <strong>
            {order.side === 'buy' ? t('otc.detail.youBuy') : t('otc.detail.youSell')} {f.usdt(order.amount)}
          </strong>
          <StateBadge order={order} />
        </div>
        <div className={styles.meta}>
          {f.fiat(order.total, order.fiat)} · {order.counterparty} · #{order.id}
        </div>
        {due !== null && (
          <div className={styles.meta}>
            {t('otc.detail.payLeft')}: {f.left(due - order.now)}
          </div>
        )}
      </button>
    </li>
  );
}
