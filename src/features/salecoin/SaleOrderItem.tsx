// One sale order as the user sees it: what was sold, at which rate, the fee and the dollars paid to the
// card, its state with its times, and the reason when it was refused.
import { useTranslation } from 'react-i18next';
import type { SaleOrder } from '../../contract/salecoin';
import { CostPreview, type Row } from '../../shared/ui/money';
import { useFormat } from './format';
import records from '../../shared/ui/records.module.css';
import styles from './salecoin.module.css';
import { Reason, StatusText } from './Status';

/** A sale order's card; `as` li inside the orders list, section for the order just placed. */
export function SaleOrderItem({ order, as = 'li' }: { order: SaleOrder; as?: 'li' | 'section' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Tag = as;
  const name = t('salecoin.sale.orderName', { number: format.usdt(order.number) });
  const rows: Row[] = [
    [t('salecoin.sale.rate'), t('salecoin.saleRate', { rate: format.rate(order.rate) })],
    [t('salecoin.sale.gross'), format.usd(order.gross)],
    [t('salecoin.sale.fee'), format.usd(order.fee)],
    [t('salecoin.sale.receive'), format.usd(order.receive)],
    [t('salecoin.sale.paidTo'), `${order.card.bank_name} •••• ${order.card.card_last4}`],
    [t('salecoin.submittedAt'), format.time(order.created_at)],
  ];
  if (order.decided_at !== null) rows.push([t(`salecoin.decidedAt.${order.status}`), format.time(order.decided_at)]);
  return (
    <Tag className={records.record} aria-label={name}>
      <div className={`${records.recordHead} ${styles.baseline}`}>
        <strong>{format.usdt(order.number)}</strong>
        <StatusText status={order.status} />
      </div>
      <CostPreview plain rows={rows} />
      {order.status === 'rejected' && <p className="muted">{t('salecoin.sale.returned')}</p>}
      <Reason reason={order.reason} />
    </Tag>
  );
}
