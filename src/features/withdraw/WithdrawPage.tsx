// Withdraw USDT from the funding account to an address of the user's address book (AREAS.md
// "Withdrawals"). Before the form: what stands in the way, each with the way past it — a demo account
// (a real one is offered), no verified identity, no payment password. Everything shown comes from
// wallet/get_info: balance, fee rate, minimum, the 24-hour limit and what is left of it.
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type WithdrawInfo, withdrawCalls } from '../../contract/withdraw';
import { useSession } from '../../shared/stores/session';
import { Failed, Page, Placeholder } from '../../shared/ui/Page';
import { DemoWithdrawNotice } from './DemoNotice';
import { KYC_PATH, PAY_PASSWORD_PATH, recordsPath } from './paths';
import styles from './withdraw.module.css';
import { WithdrawForm } from './WithdrawForm';

/** What must be done before a withdrawal, each with its page. */
function Requirements({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const steps = [
    info.kyc_level === 0 && { key: 'kyc', text: t('withdraw.needKyc'), action: t('withdraw.verifyNow'), to: KYC_PATH },
    !info.has_pay_password && {
      key: 'payPassword',
      text: t('withdraw.needPayPassword'),
      action: t('withdraw.setPayPassword'),
      to: PAY_PASSWORD_PATH,
    },
  ].filter((s) => s !== false);
  return (
    <section className={styles.blockers} aria-labelledby="withdraw-before">
      <h2 id="withdraw-before">{t('withdraw.beforeTitle')}</h2>
      {steps.map((s) => (
        <div key={s.key} className={styles.blocker} role="alert">
          <p>{s.text}</p>
          <Link className="btn" to={s.to}>
            {s.action}
          </Link>
        </div>
      ))}
    </section>
  );
}

function WithdrawBody() {
  const { t } = useTranslation();
  // A withdrawal is checked against fresh figures: read again each time the page opens.
  const info = useCallQuery(withdrawCalls.withdrawInfo, {}, { staleTime: 0, quiet: true });
  if (info.isPending) return <Placeholder>{t('common.loading')}</Placeholder>;
  if (!info.data) {
    return <Failed message={info.error?.message ?? t('errors.failed')} onRetry={() => void info.refetch()} />;
  }
  if (info.data.demo) return <DemoWithdrawNotice />;
  if (info.data.kyc_level === 0 || !info.data.has_pay_password) return <Requirements info={info.data} />;
  return <WithdrawForm info={info.data} />;
}

export default function WithdrawPage() {
  const { t } = useTranslation();
  const demo = useSession((s) => s.accountType === 'demo');
  return (
    <Page
      title={t('routes.fund.withdraw')}
      right={
        <Link to={recordsPath('withdraw')} className={styles.navLink}>
          {t('withdraw.records')}
        </Link>
      }
    >
      <div className="content">{demo ? <DemoWithdrawNotice /> : <WithdrawBody />}</div>
    </Page>
  );
}
