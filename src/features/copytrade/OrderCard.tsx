// One contract order of a lead trader or a copy: symbol, side, lots, prices, margin, profit, times.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverOrder } from '../../contract/trade';
import { dec } from '../../shared/lib/decimal';
import { useCopyFormat } from './format';
import styles from './copy.module.css';

export function OrderCard({ order, children, extra = [] }: { order: LeverOrder; children?: ReactNode; extra?: Array<[string, string]> }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const profit = dec(order.profit);
  const rows: Array<[string, string, string?]> = [
    [t('copy.field.lots'), f.num(order.lots)],
    [t('copy.field.openPrice'), order.open_price ? f.num(order.open_price) : '--'],
    [t('copy.field.closePrice'), order.close_price ? f.num(order.close_price) : '--'],
    [t('copy.field.margin'), f.money(order.margin)],
    [t('copy.field.fee'), f.money(order.fee)],
    [t('copy.field.profit'), f.money(order.profit), profit.gt(0) ? styles.up : profit.lt(0) ? styles.down : undefined],
    [t('copy.field.openedAt'), f.time(order.opened_at)],
    [t('copy.field.closedAt'), f.time(order.closed_at)],
    ...extra,
  ];
  return (
    <li className={styles.card} aria-label={`${order.symbol} #${order.id}`}>
      <div className={styles.head}>
        <strong>
          {order.symbol} · {t(`copy.side.${order.side}`)} · {order.leverage}×
        </strong>
        <span className={styles.badge}>{t(`copy.status.${order.status}`)}</span>
      </div>
      <dl className={styles.figures}>
        {rows.map(([label, value, cls]) => (
          <div key={label}>
            <dt>
              <span>{label}</span>
            </dt>
            <dd className={cls} style={{ margin: 0 }}>
              <strong>{value}</strong>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
