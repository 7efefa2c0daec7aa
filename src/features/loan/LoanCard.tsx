// One loan with SPEC's fields: contract number, amount, term, daily rate, total interest, application,
// issue and repayment dates, days held, interest, repaid and what remains; its state said plainly, each
// with its time (waiting for review since the application, paid out on, overdue after the repayment
// date, rejected on a date with the reason) and each collection with its time, amount and reason.
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../contract/loan';
import { CostPreview, type Row, DailyRate } from '../../shared/ui/money';
import { useLoanFormat } from './format';
import styles from './loan.module.css';

export function LoanCard({ loan: l, children }: { loan: Loan; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const live = l.status === 'issued' || l.status === 'overdue';
  const rows: Row[] = [
    [t('loan.field.contract'), l.contract_no],
    [t('loan.field.amount'), f.money(l.amount, l.currency)],
    [t('loan.field.term'), f.days(l.days)],
    [
      t('loan.field.rate'),
      <DailyRate
        key="rate"
        daily={t('loan.perDay', { rate: f.percent(l.daily_rate) })}
        yearly={t('loan.perYear', { rate: f.yearly(l.daily_rate) })}
      />,
    ],
    [t('loan.field.totalInterest'), f.money(l.total_interest, l.currency)],
    [t('loan.field.applied'), f.time(l.applied_at)],
  ];
  if (l.status === 'rejected') rows.push([t('loan.field.rejectedAt'), f.time(l.decided_at)]);
  if (l.issued_at) rows.push([t('loan.field.issued'), f.time(l.issued_at)], [t('loan.field.due'), f.time(l.due_at)]);
  if (live || l.status === 'repaid') {
    rows.push(
      [t('loan.field.daysHeld'), f.days(l.days_held)],
      [t('loan.field.interest'), f.money(l.interest, l.currency)],
      [t('loan.field.repaid'), f.money(l.repaid, l.currency)],
    );
  }
  if (live) rows.push([t('loan.field.remaining'), f.money(l.remaining, l.currency)]);
  if (l.repaid_at) rows.push([t('loan.field.repaidAt'), f.time(l.repaid_at)]);
  return (
    <li className={styles.card} aria-label={t('loan.cardLabel', { contract: l.contract_no })}>
      <div className={styles.head}>
        <strong>{f.money(l.amount, l.currency)}</strong>
        <span className={`${styles.badge} ${styles[l.status]}`}>{t(`loan.status.${l.status}`)}</span>
      </div>
      {l.status === 'pending' && <p className="muted">{t('loan.pendingNote')}</p>}
      {l.status === 'overdue' && <p className={styles.warn}>{t('loan.overdueNote', { rate: f.percent(l.daily_rate) })}</p>}
      {l.status === 'rejected' && <p className={styles.warn}>{t('loan.rejectedNote', { reason: l.reason ?? '' })}</p>}
      <CostPreview plain rows={rows} />
      {l.collections.length > 0 && (
        <ul className={styles.collections} aria-label={t('loan.collections')}>
          {l.collections.map((c) => (
            <li key={`${c.at}-${c.amount}`}>
              {t('loan.collection', { time: f.time(c.at), amount: f.money(c.amount, l.currency), reason: c.reason })}
            </li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}
