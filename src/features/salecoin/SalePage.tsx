// Sale coin: sell USDT from the funding account for dollars paid to the bound bank card, at the server's
// dollar rate minus its published fee. Like a withdrawal it needs a verified identity and fits in the
// 24-hour limit the two share (shown with the BTC price it is valued at). The figures come from the
// shared formula before anything is confirmed; the USDT stays frozen until an admin pays (then it
// leaves) or refuses with a reason.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type SaleInfo, type SaleOrder, saleCalls } from '../../contract/salecoin';
import { CostPreview } from '../../shared/ui/money';
import { LimitNote, useLimitRows } from '../../shared/ui/money/OutflowLimit';
import { Failed, Page, Placeholder } from '../../shared/ui/Page';
import { useFormat } from './format';
import { BANK_CARD_PATH, KYC_PATH, PAY_PASSWORD_PATH, SALE_ORDERS_PATH } from './paths';
import styles from './salecoin.module.css';
import { SaleForm } from './SaleForm';
import { SaleOrderItem } from './SaleOrderItem';

export default function SalePage() {
  const { t } = useTranslation();
  const info = useCallQuery(saleCalls.saleInfo, undefined, { staleTime: 0 });
  const [placed, setPlaced] = useState<SaleOrder | null>(null);
  const placedTitle = useRef<HTMLHeadingElement>(null);
  // The order just placed shows above the form: bring it into view.
  useEffect(() => {
    if (placed) placedTitle.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [placed]);

  let body: ReactNode;
  if (info.isPending) body = <Placeholder>{t('common.loading')}</Placeholder>;
  else if (info.isError || !info.data) body = <Failed message={t('errors.failed')} onRetry={() => void info.refetch()} />;
  else if (info.data.demo) body = <Placeholder>{t('salecoin.sale.demo')}</Placeholder>;
  else
    body = (
      <>
        <Terms info={info.data} />
        <Blockers info={info.data} />
        {placed && (
          <>
            <h2 className={`section-title ${styles.below}`} ref={placedTitle}>
              {t('salecoin.sale.placed')}
            </h2>
            <SaleOrderItem order={placed} as="section" />
          </>
        )}
        {info.data.kyc_level > 0 && info.data.card && info.data.has_pay_password && <SaleForm info={info.data} onPlaced={setPlaced} />}
      </>
    );

  return (
    <Page title={t('routes.saleCoin.saleCoin')}>
      <div className="content">
        {body}
        <p className={styles.links}>
          <Link to={SALE_ORDERS_PATH}>{t('routes.saleCoin.dollarOrderList')}</Link>
        </p>
      </div>
    </Page>
  );
}

/** What the server offers: the balance, the rate, the fee, the minimum, the card paid to, and the 24-hour limit. */
function Terms({ info }: { info: SaleInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const limitRows = useLimitRows(info);
  return (
    <>
      <CostPreview
        label={t('salecoin.sale.terms')}
        rows={[
          [t('salecoin.sale.available'), format.usdt(info.available)],
          [t('salecoin.sale.rate'), t('salecoin.saleRate', { rate: format.rate(info.rate) })],
          [t('salecoin.sale.feeRate'), format.percent(info.fee_rate)],
          [t('salecoin.sale.min'), format.usdt(info.min)],
          [t('salecoin.sale.paidTo'), info.card ? `${info.card.bank_name} · ${info.card.real_name} · •••• ${info.card.card_last4}` : '--'],
          ...limitRows,
        ]}
      />
      <LimitNote limit={info} />
    </>
  );
}

/** What must come first: a verified identity, a bound bank card, a payment password. */
function Blockers({ info }: { info: SaleInfo }) {
  const { t } = useTranslation();
  if (info.kyc_level > 0 && info.card && info.has_pay_password) return null;
  return (
    <div className={styles.notice} role="note">
      {info.kyc_level === 0 && (
        <p>
          {t('salecoin.sale.needKyc')} <Link to={KYC_PATH}>{t('salecoin.sale.verifyNow')}</Link>
        </p>
      )}
      {!info.card && (
        <p>
          {t('salecoin.sale.noCard')} <Link to={BANK_CARD_PATH}>{t('salecoin.sale.bindCard')}</Link>
        </p>
      )}
      {!info.has_pay_password && (
        <p>
          {t('salecoin.sale.noPayPassword')} <Link to={PAY_PASSWORD_PATH}>{t('salecoin.sale.setPayPassword')}</Link>
        </p>
      )}
    </div>
  );
}
