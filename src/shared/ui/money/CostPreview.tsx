import type { ReactNode } from 'react';
import styles from './money.module.css';

export type Row = [label: string, value: ReactNode];

/**
 * Label and value pairs: what an action costs and what it returns (fee, margin, interest, penalty,
 * refund), or the fields of an order. `plain` drops the card background (inside a card).
 */
export function CostPreview({ rows, label, plain }: { rows: Row[]; label?: string; plain?: boolean }) {
  return (
    <dl className={plain ? `${styles.rows} ${styles.plain}` : styles.rows} aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
