// The fiat deposit's proof: the amount sent (USD) with what it credits (USDT, the shared formula, shown
// before submit), the screenshot, the reference's last 6 characters and the remitter. A wire goes to
// wallet/Wiretransfer, a bank card to wallet/charge_req type card; a refusal lands at its field and
// nothing typed is lost.
//
// The screenshot is the shared image field (picked from the gallery or taken with the phone's camera),
// uploaded at once to the private store (POST wallet/proof/upload, field `file`: only the owner and the
// operator can read it back) and shown from the picked file only, never from a public address. The form
// holds the proof's id.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api';
import { useCallMutation } from '../../api/mutation';
import { upload } from '../../api/upload';
import { type FiatDeposit, walletCalls, type WireInfo } from '../../contract/wallet';
import { fiatCredit } from '../../shared/fund/sale';
import { readDecimal } from '../../shared/lib/amount';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ImageField } from '../../shared/ui/ImageField';
import { CostPreview } from '../../shared/ui/money';
import { useFormat } from './format';
import { fiatAmountProblem, remitterProblem, txSuffixProblem, typedAmount, USD_PLACES } from './rules';

export interface ProofValues {
  amount: string;
  screenshot: string;
  tx_suffix: string;
  remitter: string;
}
/** The form's fields, named as the calls name them: a refusal lands at its field. */
const FIELDS = ['amount', 'screenshot', 'tx_suffix', 'remitter'] as const;
const EMPTY: ProofValues = { amount: '', screenshot: '', tx_suffix: '', remitter: '' };

const uploadScreenshot = async (file: File) => (await upload<{ id: string }>(http, file, { quiet: true }, 'wallet/proof/upload')).id;

interface Props {
  info: WireInfo;
  method: 'wire' | 'card';
  onDone(deposit: FiatDeposit): void;
}

export function ProofForm({ info, method, onDone }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const min = useRef(info.min);
  min.current = info.min;
  const [uploading, setUploading] = useState(false);
  const changed = { invalidates: [walletCalls.rechargeLog] };
  const wire = useCallMutation(walletCalls.wire, changed);
  const card = useCallMutation(walletCalls.chargeReq, changed);
  const form = useRulesForm<ProofValues>(EMPTY, {
    amount: (value) => fiatAmountProblem(value, min.current),
    screenshot: (value) => (value ? null : 'fiatErrors.screenshot'),
    tx_suffix: txSuffixProblem,
    remitter: remitterProblem,
  });

  // What the typed amount credits, once it is an amount the form takes (cents at most).
  const typed = typedAmount(form.watch('amount') ?? '', USD_PLACES);
  const credit = typed ? fiatCredit(typed, info.usd_rate) : null;

  const submit = form.handleSubmit(async (v) => {
    const proof = { amount: readDecimal(v.amount), screenshot: v.screenshot, tx_suffix: v.tx_suffix.trim(), remitter: v.remitter.trim() };
    try {
      const record = method === 'card' ? await card.mutateAsync({ type: 'card', ...proof }) : await wire.mutateAsync(proof);
      if (record.method === 'chain') return;
      toast(t('salecoin.proof.submitted'));
      form.reset(EMPTY);
      onDone(record);
    } catch (err) {
      serverErrorToForm(form, err, {}, FIELDS);
    }
  });
  const busy = uploading || wire.isPending || card.isPending;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="rails-proof">
      <h2 className="section-title" id="rails-proof">
        {t('salecoin.proof.title')}
      </h2>
      <FormAmountField
        form={form}
        name="amount"
        label={t('salecoin.proof.amount')}
        unit="USD"
        placeholder={t('salecoin.proof.amountHint', { min: format.usd(info.min) })}
        checkOnBlur="filled"
        normalizeOnBlur
      />
      <CostPreview
        label={t('salecoin.proof.creditLabel')}
        rows={[
          [t('salecoin.rate'), t('salecoin.usdRate', { rate: format.rate(info.usd_rate) })],
          [t('salecoin.proof.credit'), credit ? format.usdt(credit) : '--'],
        ]}
      />
      <ImageField
        form={form}
        name="screenshot"
        label={t('salecoin.proof.screenshot')}
        upload={uploadScreenshot}
        onBusy={setUploading}
        texts={{
          choose: t('salecoin.proof.choose'),
          replace: t('salecoin.proof.replace'),
          uploading: t('salecoin.proof.uploading'),
          uploaded: t('salecoin.proof.uploaded'),
          rules: t('salecoin.proof.rules'),
          preview: t('salecoin.proof.preview'),
        }}
      />
      <FormField
        form={form}
        name="tx_suffix"
        label={t('salecoin.proof.txSuffix')}
        placeholder={t('salecoin.proof.txSuffixHint')}
        maxLength={6}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        checkOnBlur
      />
      <FormField
        form={form}
        name="remitter"
        label={t('salecoin.proof.remitter')}
        placeholder={t('salecoin.proof.remitterHint')}
        maxLength={60}
        autoComplete="name"
        checkOnBlur
      />
      <Button type="submit" disabled={busy}>
        {wire.isPending || card.isPending ? t('common.loading') : t('salecoin.proof.submit')}
      </Button>
    </form>
  );
}
