// Certificate deposit: choose a term (30, 90, 180, 365 days at its annual rate), the amount, and see
// before confirming the interest at maturity, what comes back and when, and the early-withdrawal rule
// (from the shared formula the server pays with); then the user's certificates.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type CertificateProduct, certificateCalls } from '../../contract/certificate';
import { fundCalls } from '../../contract/fund';
import { certificateInterest } from '../../shared/earn/certificate';
import { readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm } from '../../shared/ui/form';
import { useFundedAmountForm } from '../../shared/ui/fundedAmount';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useTermFormat } from '../quant';
import { Certificates } from './Certificates';
import styles from './certificate.module.css';

const PLACES = 2;
const DAY_SEC = 86_400;

function DepositForm({ product: p }: { product: CertificateProduct }) {
  const { t } = useTranslation();
  const f = useTermFormat();
  const [confirming, setConfirming] = useState<string | null>(null);
  const buy = useCallMutation(certificateCalls.certificateBuy, { invalidates: [certificateCalls.certificateOrders, fundCalls.account] });
  const limits = { decimals: PLACES, invalidKey: 'certificateErrors.amount', min: p.min_amount, max: p.max_amount };
  const funding = useCallQuery(fundCalls.account, { type: 'legal' }).data?.find((b) => b.code === p.currency)?.available ?? '0';
  const { form, field, available, valid } = useFundedAmountForm(p.currency, limits, 'certificateErrors.balance', f.money, funding);
  const money = (v: ReturnType<typeof dec> | string) => `${f.exact(v)} ${p.currency}`;
  const rows = (amount: string | null): Row[] => {
    const ok = valid(amount);
    const interest = ok ? certificateInterest(ok, p.annual_rate, p.days) : null;
    return [
      [t('certificate.interest'), interest ? money(interest) : '--'],
      [t('certificate.back'), interest && ok ? money(dec(ok).plus(interest)) : '--'],
      [t('certificate.maturity'), f.time(Math.floor(Date.now() / 1000) + p.days * DAY_SEC)],
      [t('certificate.early'), t('certificate.earlyRule', { days: f.days(p.min_hold_days), rate: f.percent(p.early_rate) })],
    ];
  };
  const review = form.handleSubmit((v) => setConfirming(readDecimal(v.amount)));
  const confirm = async () => {
    if (!confirming) return;
    try {
      await buy.mutateAsync({ product_id: p.id, amount: confirming });
      toast(t('certificate.done'));
      form.reset({ amount: '' });
    } catch (err) {
      serverErrorToForm(form, err, { product_id: 'amount' }, ['amount']);
    } finally {
      setConfirming(null);
    }
  };
  return (
    <>
      <form onSubmit={review} noValidate aria-label={t('certificate.formTitle')}>
        <FormAmountField {...field} label={t('certificate.amount')} />
        <p className="muted">{t('certificate.available', { amount: `${f.money(available)} ${p.currency}` })}</p>
        <CostPreview label={t('certificate.figures')} rows={rows(readDecimal(form.watch('amount') ?? ''))} />
        <Button type="submit" disabled={buy.isPending}>
          {t('certificate.submit')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('certificate.confirmTitle')}
          busy={buy.isPending}
          rows={[
            [t('certificate.term'), t('certificate.termRate', { days: f.days(p.days), rate: f.percent(p.annual_rate) })],
            [t('certificate.amount'), money(confirming)],
            ...rows(confirming),
          ]}
          note={t('certificate.confirmNote')}
          onClose={() => setConfirming(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}

export default function CertificatePage() {
  const { t } = useTranslation();
  const f = useTermFormat();
  const products = useCallQuery(certificateCalls.certificateProducts);
  const [chosen, setChosen] = useState<number | null>(null);
  const product = products.data?.find((p) => p.id === chosen) ?? products.data?.[0];
  return (
    <Page title={t('routes.certificateDeposit.certificateDeposit')}>
      <div className="content">
        <p className={styles.intro}>{t('certificate.intro')}</p>
        {products.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {products.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {products.data?.length === 0 && <Placeholder>{t('certificate.empty')}</Placeholder>}
        {product && (
          <section className={styles.card}>
            <fieldset className={styles.terms}>
              <legend>{t('certificate.term')}</legend>
              {products.data?.map((p) => (
                <label key={p.id} className={p.id === product.id ? styles.on : undefined}>
                  <input type="radio" name="term" checked={p.id === product.id} onChange={() => setChosen(p.id)} />
                  <span>{f.days(p.days)}</span>
                  <strong>{t('certificate.yearly', { rate: f.percent(p.annual_rate) })}</strong>
                </label>
              ))}
            </fieldset>
            <DepositForm key={product.id} product={product} />
          </section>
        )}
        <Certificates />
      </div>
    </Page>
  );
}
