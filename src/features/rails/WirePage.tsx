// Fiat deposit (TelegraphicMoney): the platform's receiving bank account, then the proof of the transfer.
// `?method=card` makes it a bank-card recharge (wallet/charge_req type card) with the same proof. Both
// wait for an admin: pending → approved (credited to the funding account) or rejected with a reason.
// Until the operator has set the receiving account (a new production server), the page says plainly
// that wire and card deposits are not offered, and points to USDT deposits.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type FiatDeposit, walletCalls } from '../../contract/wallet';
import { useSession } from '../../shared/stores/session';
import { Button } from '../../shared/ui/Button';
import { CostPreview } from '../../shared/ui/money';
import { Failed, Page, Placeholder } from '../../shared/ui/Page';
import { BankDetails } from './BankDetails';
import { useFormat } from './format';
import { CARD_PATH, DEPOSIT_PATH, FIAT_RECORDS_PATH, WIRE_PATH } from './paths';
import { ProofForm } from './ProofForm';
import styles from './rails.module.css';
import { StatusText } from './Status';

export default function WirePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const method = params.get('method') === 'card' ? 'card' : 'wire';
  const demo = useSession((s) => s.accountType === 'demo');
  const info = useCallQuery(walletCalls.wireInfo, undefined, { enabled: !demo, staleTime: 60_000 });
  const [done, setDone] = useState<FiatDeposit | null>(null);
  const title = method === 'card' ? t('rails.card.title') : t('routes.TelegraphicMoney.TelegraphicMoney');

  let body: ReactNode;
  if (demo) body = <Placeholder>{t('rails.demoDeposit')}</Placeholder>;
  else if (info.isPending) body = <Placeholder>{t('common.loading')}</Placeholder>;
  else if (info.isError || !info.data) body = <Failed message={t('errors.failed')} onRetry={() => void info.refetch()} />;
  else if (!info.data.offered)
    body = (
      <section className={styles.card} aria-labelledby="rails-not-offered">
        <h2 id="rails-not-offered">{t('rails.notOffered.title')}</h2>
        <p>{t('rails.notOffered.text')}</p>
        <Link className="btn" style={{ textAlign: 'center', textDecoration: 'none' }} to={DEPOSIT_PATH}>
          {t('rails.notOffered.usdt')}
        </Link>
      </section>
    );
  else
    body = (
      <>
        <fieldset className="segmented" aria-label={t('rails.deposit.method')}>
          <button type="button" aria-pressed={method === 'wire'} onClick={() => navigate(WIRE_PATH, { replace: true })}>
            {t('rails.deposit.wire')}
          </button>
          <button type="button" aria-pressed={method === 'card'} onClick={() => navigate(CARD_PATH, { replace: true })}>
            {t('rails.deposit.card')}
          </button>
        </fieldset>
        <BankDetails info={info.data} method={method} />
        {done ? (
          <Submitted deposit={done} onAgain={() => setDone(null)} />
        ) : (
          <ProofForm info={info.data} method={method} onDone={setDone} />
        )}
      </>
    );

  return (
    <Page title={title}>
      <div className="content">
        {body}
        <p className={styles.links}>
          <Link to={FIAT_RECORDS_PATH}>{t('rails.records')}</Link>
        </p>
      </div>
    </Page>
  );
}

/** The deposit just sent, as the records will show it: pending until an admin decides. */
function Submitted({ deposit, onAgain }: { deposit: FiatDeposit; onAgain(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const card = useRef<HTMLElement>(null);
  // The record takes the form's place further down: bring it into view.
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <section ref={card} className={`${styles.card} ${styles.below}`} aria-labelledby="rails-submitted">
      <h2 id="rails-submitted">{t('rails.submitted.title')}</h2>
      <CostPreview
        plain
        label={t('rails.submitted.title')}
        rows={[
          [t('rails.status.label'), <StatusText key="s" status={deposit.status} />],
          [t('rails.proof.amount'), format.usd(deposit.amount)],
          [t('rails.proof.credit'), format.usdt(deposit.credit)],
          [t('rails.proof.txSuffix'), deposit.tx_suffix],
          [t('rails.proof.remitter'), deposit.remitter],
          [t('rails.submittedAt'), format.time(deposit.created_at)],
        ]}
      />
      <p className="muted">{t('rails.submitted.note')}</p>
      <Link className="btn" style={{ textAlign: 'center', textDecoration: 'none' }} to={FIAT_RECORDS_PATH}>
        {t('rails.submitted.view')}
      </Link>
      <Button variant="secondary" onClick={onAgain}>
        {t('rails.submitted.again')}
      </Button>
    </section>
  );
}
