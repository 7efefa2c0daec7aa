// Subscribing to a savings product: the amount (within the product's limits and the funding balance;
// Max rounds down), what it earns a day and over the term, what comes back at maturity and what ending
// early would cost, from the shared formulas the server pays with; then the confirm dialog.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { fundCalls } from '../../contract/fund';
import { type QuantProduct, quantCalls } from '../../contract/quant';
import { quantDailyIncome, quantTermIncome, quantTermination } from '../../shared/earn/quant';
import { checkDecimal, readDecimal, roundDownTo } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { useQuantFormat } from './format';
import { ORDERS_PATH } from './paths';

const PLACES = 2;

export function BuyForm({ product: p }: { product: QuantProduct }) {
  const { t } = useTranslation();
  const f = useQuantFormat();
  const navigate = useNavigate();
  const balances = useCallQuery(fundCalls.account, { type: 'legal' });
  const available = balances.data?.find((b) => b.code === p.currency)?.available ?? '0';
  const latest = useRef(available);
  latest.current = available;
  const [confirming, setConfirming] = useState<string | null>(null);
  const buy = useCallMutation(quantCalls.quantBuy, { invalidates: [quantCalls.quantOrders, fundCalls.account] });
  const form = useRulesForm(
    { amount: '' },
    {
      amount: (value) =>
        checkDecimal(value, { decimals: PLACES, invalidKey: 'quantErrors.amount', min: p.min_amount, max: p.max_amount }) ??
        (dec(readDecimal(value) || '0').gt(latest.current) ? { key: 'quantErrors.balance' } : null),
    },
  );
  const rows = (amount: string | null): Row[] => {
    const ok = amount && !checkDecimal(amount, { decimals: PLACES, invalidKey: 'x', min: p.min_amount, max: p.max_amount });
    const show = (compute: (a: string) => string) => (ok ? compute(amount) : '--');
    return [
      [t('quant.buy.daily'), show((a) => `${f.exact(quantDailyIncome(a, p.daily_rate))} ${p.currency}`)],
      [
        t('quant.buy.termIncome', { days: f.days(p.days) }),
        show((a) => `${f.exact(quantTermIncome(a, p.daily_rate, p.days))} ${p.currency}`),
      ],
      [t('quant.buy.atMaturity'), show((a) => `${f.exact(dec(a).plus(quantTermIncome(a, p.daily_rate, p.days)))} ${p.currency}`)],
      [
        t('quant.buy.penaltyIfEarly', { rate: f.percent(p.penalty_rate) }),
        show((a) => `${f.exact(quantTermination(a, p.penalty_rate).penalty)} ${p.currency}`),
      ],
    ];
  };

  const review = form.handleSubmit((v) => setConfirming(readDecimal(v.amount)));
  const confirm = async () => {
    if (!confirming) return;
    try {
      await buy.mutateAsync({ product_id: p.id, amount: confirming });
      toast(t('quant.buy.done'));
      navigate(ORDERS_PATH);
    } catch (err) {
      serverErrorToForm(form, err, { product_id: 'amount' }, ['amount']);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <form onSubmit={review} noValidate aria-label={t('quant.buy.title', { name: p.name })}>
        <FormAmountField
          form={form}
          name="amount"
          label={t('quant.amount')}
          unit={p.currency}
          placeholder={`${f.money(p.min_amount)} – ${f.money(p.max_amount)}`}
          checkOnBlur="filled"
          normalizeOnBlur
          max={() => {
            form.clearErrors('amount');
            return roundDownTo(dec(latest.current).lt(p.max_amount) ? latest.current : p.max_amount, PLACES);
          }}
        />
        <p className="muted">{t('quant.buy.available', { amount: `${f.money(available)} ${p.currency}` })}</p>
        <CostPreview label={t('quant.buy.figures')} rows={rows(readDecimal(form.watch('amount') ?? ''))} />
        <Button type="submit" disabled={buy.isPending}>
          {t('quant.buy.submit')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('quant.buy.confirmTitle')}
          busy={buy.isPending}
          rows={[[t('quant.buy.product'), p.name], [t('quant.amount'), `${f.exact(confirming)} ${p.currency}`], ...rows(confirming)]}
          note={t('quant.buy.confirmNote')}
          onClose={() => setConfirming(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
