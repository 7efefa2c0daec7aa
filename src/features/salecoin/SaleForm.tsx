// The amount to sell (Max: the smaller of the balance and what is left of the 24-hour limit, rounded
// down), its figures from the shared formula as it is typed, then the
// confirm dialog with the same figures and the 6-digit payment password. A refusal of the amount goes
// back to the amount field; a wrong payment password stays at its field in the dialog.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api';
import { useCallMutation } from '../../api/mutation';
import { type SaleInfo, type SaleOrder, saleCalls } from '../../contract/salecoin';
import { readDecimal } from '../../shared/lib/amount';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { PayPasswordForm, usePayPasswordForm } from '../../shared/ui/PayPasswordField';
import { useFormat } from './format';
import { saleAmountProblem, saleFiguresOf, saleMax } from './rules';

interface AmountValues {
  number: string;
}

export function SaleForm({ info, onPlaced }: { info: SaleInfo; onPlaced(order: SaleOrder): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const latest = useRef(info);
  latest.current = info;
  const [confirming, setConfirming] = useState<string | null>(null);
  const sale = useCallMutation(saleCalls.sale, { invalidates: [saleCalls.saleInfo, saleCalls.saleOrders] });
  const form = useRulesForm<AmountValues>(
    { number: '' },
    {
      number: (value) => saleAmountProblem(value, latest.current.min, latest.current.available, latest.current),
    },
  );
  const password = usePayPasswordForm();

  const figures = saleFiguresOf(form.watch('number') ?? '', info.rate, info.fee_rate);
  const rows = (f: NonNullable<ReturnType<typeof saleFiguresOf>>): Row[] => [
    [t('salecoin.sale.amount'), format.usdt(f.number)],
    [t('salecoin.sale.rate'), t('salecoin.saleRate', { rate: format.rate(info.rate) })],
    [t('salecoin.sale.gross'), format.usd(f.gross)],
    [t('salecoin.sale.feeWithRate', { rate: format.percent(info.fee_rate) }), format.usd(f.fee)],
    [t('salecoin.sale.receive'), format.usd(f.receive)],
  ];

  const review = form.handleSubmit((v) => {
    password.reset({ pay_password: '' });
    setConfirming(readDecimal(v.number));
  });

  const confirm = password.handleSubmit(async ({ pay_password }) => {
    if (!confirming) return;
    try {
      const order = await sale.mutateAsync({ number: confirming, pay_password });
      setConfirming(null);
      form.reset({ number: '' });
      toast(t('salecoin.sale.submitted'));
      onPlaced(order);
    } catch (err) {
      // The password's refusal stays in the dialog; any other refusal of the order goes to the amount.
      if (err instanceof ApiError && err.kind === 'business' && err.field !== 'pay_password') {
        setConfirming(null);
        if (err.field) form.setError('number', { type: 'server', message: err.message });
        else toast(err.message);
      } else serverErrorToForm(password, err, {}, ['pay_password']);
    }
  });

  const confirmFigures = confirming ? saleFiguresOf(confirming, info.rate, info.fee_rate) : null;
  // The dialog sits beside the amount form, not in it: a portal's submit would bubble to the outer form.
  return (
    <>
      <form onSubmit={review} noValidate>
        <FormAmountField
          form={form}
          name="number"
          label={t('salecoin.sale.amount')}
          unit="USDT"
          placeholder={t('salecoin.sale.amountHint', { min: format.usdt(info.min) })}
          checkOnBlur="filled"
          normalizeOnBlur
          max={() => {
            form.clearErrors('number');
            return saleMax(latest.current.available, latest.current);
          }}
        />
        <CostPreview
          label={t('salecoin.sale.figures')}
          rows={
            figures
              ? rows(figures).slice(2)
              : [
                  [t('salecoin.sale.gross'), '--'],
                  [t('salecoin.sale.feeWithRate', { rate: format.percent(info.fee_rate) }), '--'],
                  [t('salecoin.sale.receive'), '--'],
                ]
          }
        />
        <Button type="submit" disabled={sale.isPending}>
          {t('salecoin.sale.submit')}
        </Button>
        <p className="muted">{t('salecoin.sale.rule')}</p>
      </form>
      {confirming && confirmFigures && (
        <ConfirmDialog
          title={t('salecoin.sale.confirmTitle')}
          rows={rows(confirmFigures)}
          busy={sale.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(null)}
          note={t('salecoin.sale.confirmNote', { card: info.card ? `${info.card.bank_name} •••• ${info.card.card_last4}` : '' })}
        >
          <PayPasswordForm form={password} label={t('salecoin.sale.payPassword')} onSubmit={confirm} />
        </ConfirmDialog>
      )}
    </>
  );
}
