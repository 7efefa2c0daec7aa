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
import styles from './salecoin.module.css';
import { StatusText } from './Status';

export default function WirePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const method = params.get('method') === 'card' ? 'card' : 'wire';
  const demo = useSession((s) => s.accountType === 'demo');
  const info = useCallQuery(walletCalls.wireInfo, undefined, { enabled: !demo, staleTime: 60_000 });
  const [done, setDone] = useState<FiatDeposit | null>(null);
  const title = method === 'card' ? t('salecoin.card.title') : t('routes.TelegraphicMoney.TelegraphicMoney');

  let body: ReactNode;
  if (demo) body = <Placeholder>{t('salecoin.demoDeposit')}</Placeholder>;
  else if (info.isPending) body = <Placeholder>{t('common.loading')}</Placeholder>;
  else if (info.isError || !info.data) body = <Failed message={t('errors.failed')} onRetry={() => void info.refetch()} />;
  else if (!info.data.offered)
    body = (
      <section className={styles.card} aria-labelledby="rails-not-offered">
        <h2 id="rails-not-offered">{t('salecoin.notOffered.title')}</h2>
        <p>{t('salecoin.notOffered.text')}</p>
        <Link className="btn" style={{ textAlign: 'center', textDecoration: 'none' }} to={DEPOSIT_PATH}>
          {t('salecoin.notOffered.usdt')}
        </Link>
      </section>
    );
  else
    body = (
      <>
        <fieldset className="segmented" aria-label={t('salecoin.deposit.method')}>
          <button type="button" aria-pressed={method === 'wire'} onClick={() => navigate(WIRE_PATH, { replace: true })}>
            {t('salecoin.deposit.wire')}
          </button>
          <button type="button" aria-pressed={method === 'card'} onClick={() => navigate(CARD_PATH, { replace: true })}>
            {t('salecoin.deposit.card')}
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
          <Link to={FIAT_RECORDS_PATH}>{t('salecoin.records')}</Link>
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
      <h2 id="rails-submitted">{t('salecoin.submitted.title')}</h2>
      <CostPreview
        plain
        label={t('salecoin.submitted.title')}
        rows={[
          [t('salecoin.status.label'), <StatusText key="s" status={deposit.status} />],
          [t('salecoin.proof.amount'), format.usd(deposit.amount)],
          [t('salecoin.proof.credit'), format.usdt(deposit.credit)],
          [t('salecoin.proof.txSuffix'), deposit.tx_suffix],
          [t('salecoin.proof.remitter'), deposit.remitter],
          [t('salecoin.submittedAt'), format.time(deposit.created_at)],
        ]}
      />
      <p className="muted">{t('salecoin.submitted.note')}</p>
      <Link className="btn" style={{ textAlign: 'center', textDecoration: 'none' }} to={FIAT_RECORDS_PATH}>
        {t('salecoin.submitted.view')}
      </Link>
      <Button variant="secondary" onClick={onAgain}>
        {t('salecoin.submitted.again')}
      </Button>
    </section>
  );
}
