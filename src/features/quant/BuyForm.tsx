// Subscribing to a term product (a savings product, or a locked mining plan): the amount (within the
// product's limits and the funding balance; Max rounds down), what it earns a day and over the term,
// what comes back at maturity and what ending early would cost, from the shared formulas the server
// pays with; then the confirm dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../../api/query';
import { fundCalls } from '../../contract/fund';
import { useNavigate } from '../../shared/nav';
import type { QuantProduct, TermKind } from '../../contract/quant';
import { quantDailyIncome, quantTermIncome, quantTermination } from '../../shared/earn/quant';
import { readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm } from '../../shared/ui/form';
import { useFundedAmountForm } from '../../shared/ui/fundedAmount';
import { ConfirmDialog, CostPreview, type Row, DailyRate } from '../../shared/ui/money';
import { useQuantFormat } from './format';
import { placesOf, TERM_UI, useTermBuy } from './term';

export function BuyForm({ product: p, kind = 'quant' }: { product: QuantProduct; kind?: TermKind }) {
  const { t } = useTranslation();
  const ui = TERM_UI[kind];
  /** The kind's own string (quant.buy.daily, lockming.buy.daily...). */
  const k = (key: string, vars?: Record<string, unknown>) => t(`${ui.ns}.${key}`, vars);
  const PLACES = placesOf(p.currency);
  const f = useQuantFormat();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<string | null>(null);
  const buy = useTermBuy(kind);
  const limits = { decimals: PLACES, invalidKey: `${ui.errors}.amount`, min: p.min_amount, max: p.max_amount };
  const funding = useCallQuery(fundCalls.account, { type: 'legal' }).data?.find((b) => b.code === p.currency)?.available ?? '0';
  const { form, field, available, valid } = useFundedAmountForm(p.currency, limits, `${ui.errors}.balance`, f.money, funding);
  const rows = (amount: string | null): Row[] => {
    const ok = valid(amount);
    const show = (compute: (a: string) => string) => (ok ? compute(ok) : '--');
    return [
      [
        k('order.rate'),
        <DailyRate
          key="rate"
          daily={k('dailyRate', { rate: f.percent(p.daily_rate) })}
          yearly={k('yearly', { rate: f.yearly(p.daily_rate) })}
        />,
      ],
      [k('buy.daily'), show((a) => `${f.exact(quantDailyIncome(a, p.daily_rate))} ${p.currency}`)],
      [k('buy.termIncome', { days: f.days(p.days) }), show((a) => `${f.exact(quantTermIncome(a, p.daily_rate, p.days))} ${p.currency}`)],
      [k('buy.atMaturity'), show((a) => `${f.exact(dec(a).plus(quantTermIncome(a, p.daily_rate, p.days)))} ${p.currency}`)],
      [
        k('buy.penaltyIfEarly', { rate: f.percent(p.penalty_rate) }),
        show((a) => `${f.exact(quantTermination(a, p.penalty_rate).penalty)} ${p.currency}`),
      ],
    ];
  };

  const review = form.handleSubmit((v) => setConfirming(readDecimal(v.amount)));
  const confirm = async () => {
    if (!confirming) return;
    try {
      await buy.buy(p.id, confirming);
      toast(k('buy.done'));
      navigate(ui.ordersPath);
    } catch (err) {
      serverErrorToForm(form, err, { [ui.productField]: 'amount' }, ['amount']);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <form onSubmit={review} noValidate aria-label={k('buy.title', { name: p.name })}>
        <FormAmountField {...field} label={k('amount')} />
        <p className="muted">{k('buy.available', { amount: `${(PLACES === 2 ? f.money : f.exact)(available)} ${p.currency}` })}</p>
        <CostPreview label={k('buy.figures')} rows={rows(readDecimal(form.watch('amount') ?? ''))} />
        <Button type="submit" disabled={buy.pending}>
          {k('buy.submit')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={k('buy.confirmTitle')}
          busy={buy.pending}
          rows={[[k('buy.product'), p.name], [k('amount'), `${f.exact(confirming)} ${p.currency}`], ...rows(confirming)]}
          note={k('buy.confirmNote')}
          onClose={() => setConfirming(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
