// The Loans tab: the terms on offer (daily rate, what 1,000 costs over the term) leading to the
// application; the user's open loan with what remains to repay now and "Repay" (principal and interest
// shown before it confirms, from the shared formula); the loan records ("no loan history").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type Loan, loanCalls } from '../../contract/loan';
import { loanTermCost } from '../../shared/earn/loan';
import { dec } from '../../shared/lib/decimal';
import { useSession } from '../../shared/stores/session';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { ConfirmDialog } from '../../shared/ui/money';
import { BORROWING_PATH, useLoanFormat } from './format';
import { LoanCard } from './LoanCard';
import styles from './loan.module.css';

const EXAMPLE = '1000';

export default function LoanPage() {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const loggedIn = useSession((s) => Boolean(s.token));
  const info = useCallQuery(loanCalls.loanInfo);
  const [repaying, setRepaying] = useState<Loan | null>(null);
  const repay = useCallMutation(loanCalls.loanRepay, { invalidates: [loanCalls.loanInfo, loanCalls.loanRecords], toast: true });
  const current = info.data?.current ?? null;
  const available = info.data?.available ?? '0';

  const confirmRepay = async (l: Loan) => {
    try {
      const done = await repay.mutateAsync({ id: l.id });
      toast(t('loan.repaid', { amount: f.money(done.repaid, done.currency) }));
    } finally {
      setRepaying(null);
    }
  };

  return (
    <Page title={t('tabs.loan')} tabs>
      <div className="content">
        <p className={styles.intro}>{t('loan.intro')}</p>
        {info.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {info.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {current && (
          <>
            <h2 className="section-title">{t('loan.current')}</h2>
            <ul className={styles.list}>
              <LoanCard loan={current}>
                {(current.status === 'issued' || current.status === 'overdue') && (
                  <Button className={styles.action} onClick={() => setRepaying(current)}>
                    {t('loan.repay.open')}
                  </Button>
                )}
              </LoanCard>
            </ul>
          </>
        )}
        {info.data && !current && (
          <>
            <h2 className="section-title">{t('loan.terms')}</h2>
            {info.data.products.length === 0 ? (
              <Placeholder>{t('loan.noTerms')}</Placeholder>
            ) : (
              <ul className={styles.terms} aria-label={t('loan.terms')}>
                {info.data.products.map((p) => (
                  <li key={p.id}>
                    <Link className={styles.term} to={loggedIn ? `${BORROWING_PATH}?term=${p.days}` : '/pages/common/login'}>
                      <strong>{f.days(p.days)}</strong>
                      <span>{t('loan.perDay', { rate: f.percent(p.daily_rate) })}</span>
                      <span>{t('loan.perYear', { rate: f.yearly(p.daily_rate) })}</span>
                      <span>
                        {t('loan.example', {
                          amount: f.money(EXAMPLE, p.currency),
                          interest: f.money(loanTermCost(EXAMPLE, p.daily_rate, p.days).interest, p.currency),
                        })}
                      </span>
                      <em>{loggedIn ? t('loan.apply') : t('loan.login')}</em>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <h2 className="section-title">{t('loan.howTitle')}</h2>
        <ul className={styles.rules}>
          <li>{t('loan.rules.firstDay')}</li>
          <li>{t('loan.rules.repay')}</li>
          <li>{t('loan.rules.overdue')}</li>
          <li>{t('loan.rules.yearly')}</li>
        </ul>
        {loggedIn && (
          <>
            <h2 className="section-title">{t('loan.records')}</h2>
            <PagedList
              call={loanCalls.loanRecords}
              filter={{}}
              limit={10}
              label={t('loan.records')}
              className={styles.list}
              empty={t('loan.noHistory')}
              itemKey={(l) => l.id}
              renderItem={(l) => <LoanCard loan={l} />}
            />
          </>
        )}
      </div>
      {repaying && (
        <ConfirmDialog
          title={t('loan.repay.title')}
          busy={repay.isPending}
          rows={[
            [t('loan.field.amount'), f.money(repaying.amount, repaying.currency)],
            [t('loan.repay.interest', { count: Math.max(repaying.days_held - 1, 0) }), f.money(repaying.interest, repaying.currency)],
            ...(dec(repaying.repaid).gt(0)
              ? [[t('loan.field.repaid'), `−${f.money(repaying.repaid, repaying.currency)}`] as [string, string]]
              : []),
            [t('loan.repay.total'), f.money(repaying.remaining, repaying.currency)],
            [t('loan.repay.available'), f.money(available, repaying.currency)],
          ]}
          note={dec(available).lt(repaying.remaining) ? t('loan.repay.short') : t('loan.repay.note')}
          onClose={() => setRepaying(null)}
          onConfirm={() => void confirmRepay(repaying)}
        />
      )}
    </Page>
  );
}
