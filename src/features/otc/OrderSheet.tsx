// The order sheet: the amount in USDT or in the advert's fiat, and before confirming the exact figures
// of the shared formula (src/shared/earn/otc.ts) — what is paid and received, the advert's limits, the
// person's KYC limit and what the advert offers (or the person holds, selling), and at the button how many
// unpaid orders the person holds of the most allowed at once. Placing it freezes the seller's USDT in escrow.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { type OtcAdvert, type OtcInfoReply, otcCalls } from '../../contract/otc';
import { OTC_AMOUNT_PLACES, otcAmountOfFiat, otcAmountProblem, otcTotal } from '../../shared/earn/otc';
import { checkDecimal, readDecimal } from '../../shared/lib/amount';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Modal } from '../../shared/ui/Modal';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { useOtcFormat } from './format';
import styles from './otc.module.css';

interface Props {
  ad: OtcAdvert;
  info: OtcInfoReply;
  onClose(): void;
  onPlaced(id: number): void;
}

export function OrderSheet({ ad, info, onClose, onPlaced }: Props) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const takerBuys = ad.side === 'sell';
  const [inFiat, setInFiat] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const place = useCallMutation(otcCalls.otcPlace, { invalidates: [otcCalls.otcInfo, otcCalls.otcAds, otcCalls.otcOrders] });
  const limit = info.limit ?? '0';
  // A sell advert's `available` is what it offers (its maximum, capped by the owner's balance).
  const sellerBalance = takerBuys ? ad.available : info.available;
  const amountOf = (typed: string) => {
    const v = readDecimal(typed);
    if (!v) return null;
    return inFiat ? otcAmountOfFiat(v, ad.price).toFixed() : v;
  };
  const form = useRulesForm(
    { amount: '', pay_details: '' },
    {
      amount: (value) => {
        const format = checkDecimal(value, { decimals: OTC_AMOUNT_PLACES, invalidKey: 'otcErrors.amount' });
        if (format) return format;
        const amount = amountOf(value);
        return amount
          ? otcAmountProblem(amount, { min: ad.min_amount, max: ad.max_amount, limit, sellerBalance, takerSells: !takerBuys })
          : { key: 'otcErrors.amount' };
      },
      pay_details: (value) => (!takerBuys && !value.trim() ? 'otcErrors.payDetails' : null),
    },
  );
  const amount = amountOf(form.watch('amount') ?? '');
  const total = amount ? otcTotal(amount, ad.price, takerBuys) : null;
  const rows = (a: string | null): Row[] => [
    [t('otc.price'), f.price(ad.price, ad.fiat)],
    [takerBuys ? t('otc.sheet.youPay') : t('otc.sheet.youGet'), a ? f.fiat(otcTotal(a, ad.price, takerBuys), ad.fiat) : '--'],
    [takerBuys ? t('otc.sheet.youReceive') : t('otc.sheet.youSend'), a ? f.usdt(a) : '--'],
    [t('otc.sheet.advertLimits'), `${f.usdt(ad.min_amount)} – ${f.usdt(ad.max_amount)}`],
    [t('otc.sheet.yourLimit'), f.usdt(limit)],
    [takerBuys ? t('otc.sheet.sellerHolds') : t('otc.sheet.youHold'), sellerBalance === null ? '--' : f.usdt(sellerBalance)],
  ];
  const review = form.handleSubmit((v) => setConfirming(amountOf(v.amount)));
  const send = async () => {
    if (!confirming) return;
    try {
      const order = await place.mutateAsync({
        ad_id: ad.id,
        amount: confirming,
        ...(takerBuys ? {} : { pay_details: form.getValues('pay_details') }),
      });
      toast(t('otc.sheet.placed'));
      onClose();
      onPlaced(order.id);
    } catch (err) {
      serverErrorToForm(form, err, { ad_id: 'amount' }, ['amount', 'pay_details']);
      setConfirming(null);
    }
  };
  const title = takerBuys ? t('otc.sheet.titleBuy', { name: ad.merchant.name }) : t('otc.sheet.titleSell', { name: ad.merchant.name });
  if (confirming)
    return (
      <ConfirmDialog
        title={t('otc.sheet.confirmTitle')}
        busy={place.isPending}
        rows={rows(confirming)}
        note={takerBuys ? t('otc.sheet.confirmBuy', { count: Math.round(info.params.pay_sec / 60) }) : t('otc.sheet.confirmSell')}
        onClose={() => setConfirming(null)}
        onConfirm={() => void send()}
      />
    );
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={review} noValidate aria-label={title}>
        <fieldset className={styles.toggle} aria-label={`${t('otc.sheet.inUsdt')} / ${t('otc.sheet.inFiat', { fiat: ad.fiat })}`}>
          {[false, true].map((fiatMode) => (
            <Button
              key={String(fiatMode)}
              variant={inFiat === fiatMode ? 'primary' : 'secondary'}
              aria-pressed={inFiat === fiatMode}
              onClick={() => {
                setInFiat(fiatMode);
                form.setValue('amount', '');
                form.clearErrors('amount');
              }}
            >
              {fiatMode ? t('otc.sheet.inFiat', { fiat: ad.fiat }) : t('otc.sheet.inUsdt')}
            </Button>
          ))}
        </fieldset>
        <FormAmountField
          form={form}
          name="amount"
          label={t('otc.sheet.amount')}
          unit={inFiat ? ad.fiat : 'USDT'}
          placeholder={inFiat ? '' : `${f.usdt(ad.min_amount)} – ${f.usdt(ad.max_amount)}`}
          checkOnBlur="filled"
          normalizeOnBlur
        />
        {inFiat && amount && (
          <p className="muted">{t('otc.sheet.fiatNote', { amount: f.usdt(amount), total: total ? f.fiat(total, ad.fiat) : '--' })}</p>
        )}
        {!takerBuys && (
          <FormField
            form={form}
            name="pay_details"
            label={t('otc.sheet.payDetails')}
            placeholder={t('otc.sheet.payDetailsHint')}
            maxLength={300}
          />
        )}
        <CostPreview label={t('otc.sheet.preview')} rows={rows(amount)} />
        <p className={styles.meta}>{t('otc.sheet.openOrders', { n: info.open_orders ?? 0, count: info.params.max_open_orders })}</p>
        <Button type="submit">{t('otc.sheet.review')}</Button>
      </form>
    </Modal>
  );
}
