// A deposit's or a sale order's state, in words and colour, and the reason when it was refused.
import { useTranslation } from 'react-i18next';
import records from '../../shared/ui/records.module.css';
import styles from './salecoin.module.css';

export type RailState = 'pending' | 'approved' | 'rejected' | 'paid';

export function StatusText({ status }: { status: RailState }) {
  const { t } = useTranslation();
  return <span className={`${styles.status} ${records[status]}`}>{t(`salecoin.status.${status}`)}</span>;
}

export function Reason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <p className={styles.reason} role="note">
      {t('salecoin.reason', { reason })}
    </p>
  );
}
