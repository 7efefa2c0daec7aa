// My adverts (KYC level 2): post one — side, fiat, price, minimum and maximum per order, payment
// methods, and for a sell advert where buyers pay — and close it. Posting holds nothing: each order
// holds its own amount from the seller's funding account when it is placed.
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type OtcInfoReply, type OtcMethod, otcCalls } from '../../contract/otc';
import { checkDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Placeholder } from '../../shared/ui/Page';
import { SelectField } from '../../shared/ui/SelectField';
import { AdvertCard } from './AdvertList';
import { useOtcFormat } from './format';
import styles from './otc.module.css';

const amountRule = (v: string) => checkDecimal(v, { decimals: 2, invalidKey: 'otcErrors.amount' });

export function MyAdverts({ info }: { info: OtcInfoReply }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const mine = useCallQuery(otcCalls.otcMyAds);
  const opts = { invalidates: [otcCalls.otcMyAds, otcCalls.otcAds] };
  const create = useCallMutation(otcCalls.otcAdCreate, opts);
  const close = useCallMutation(otcCalls.otcAdClose, { ...opts, toast: true });
  const form = useRulesForm(
    { side: 'sell', fiat: info.fiats[0] ?? 'USD', price: '', min_amount: '', max_amount: '', methods: [] as string[], pay_details: '' },
    {
      price: (v) => checkDecimal(v, { decimals: 4, invalidKey: 'otcErrors.price' }),
      min_amount: amountRule,
      max_amount: (v, all) => amountRule(v) ?? (all.min_amount && dec(all.min_amount || 0).gt(v) ? 'otcErrors.minMax' : null),
      methods: (v) => (v.length ? null : 'otcErrors.methods'),
      pay_details: (v, all) => (all.side === 'sell' && !v.trim() ? 'otcErrors.payDetails' : null),
    },
  );
  const side = form.watch('side');
  const chosen = form.watch('methods');
  const methodsError = form.formState.errors.methods?.message;
  const post = form.handleSubmit(async (v) => {
    try {
      await create.mutateAsync({
        ...v,
        side: v.side as 'buy' | 'sell',
        methods: v.methods.join(','),
        pay_details: v.side === 'sell' ? v.pay_details : undefined,
      });
      toast(t('otc.ads.posted'));
      form.reset({ ...v, price: '', min_amount: '', max_amount: '' });
    } catch (err) {
      serverErrorToForm(form, err, {}, ['side', 'fiat', 'price', 'min_amount', 'max_amount', 'methods', 'pay_details']);
    }
  });
  return (
    <>
      <h2 className="section-title">{t('otc.ads.title')}</h2>
      <p className={styles.meta}>{t('otc.ads.escrowNote')}</p>
      <form onSubmit={post} noValidate aria-label={t('otc.ads.title')}>
        <SelectField
          form={form}
          name="side"
          label={t('otc.ads.side')}
          options={[
            { value: 'sell', label: t('otc.sellAction') },
            { value: 'buy', label: t('otc.buyAction') },
          ]}
          onPick={(v) => form.setValue('side', v)}
        />
        <SelectField
          form={form}
          name="fiat"
          label={t('otc.fiat')}
          options={info.fiats.map((c) => ({ value: c, label: c }))}
          onPick={(v) => form.setValue('fiat', v)}
        />
        <FormAmountField
          form={form}
          name="price"
          label={t('otc.ads.price')}
          unit={form.watch('fiat')}
          checkOnBlur="filled"
          normalizeOnBlur
        />
        <FormAmountField form={form} name="min_amount" label={t('otc.ads.min')} unit="USDT" checkOnBlur="filled" normalizeOnBlur />
        <FormAmountField form={form} name="max_amount" label={t('otc.ads.max')} unit="USDT" checkOnBlur="filled" normalizeOnBlur />
        <fieldset className={styles.methods} aria-label={t('otc.method')}>
          {info.methods.map((m: OtcMethod) => (
            <label key={m}>
              <input
                type="checkbox"
                checked={chosen.includes(m)}
                onChange={(e) => {
                  form.setValue('methods', e.target.checked ? [...chosen, m] : chosen.filter((x) => x !== m));
                  form.clearErrors('methods');
                }}
              />
              {f.method(m)}
            </label>
          ))}
        </fieldset>
        {methodsError && <p className="field-error">{t(methodsError)}</p>}
        {side === 'sell' && (
          <FormField
            form={form}
            name="pay_details"
            label={t('otc.sheet.payDetails')}
            placeholder={t('otc.sheet.payDetailsHint')}
            maxLength={300}
          />
        )}
        <Button type="submit" disabled={create.isPending}>
          {t('otc.ads.post')}
        </Button>
      </form>
      <h2 className="section-title">{t('otc.tabs.ads')}</h2>
      {mine.data?.length === 0 && <Placeholder>{t('otc.ads.none')}</Placeholder>}
      <ul className={styles.list}>
        {mine.data?.map((ad) => (
          <AdvertCard key={ad.id} ad={ad}>
            <p className={styles.meta}>{ad.side === 'sell' ? t('otc.sellAction') : t('otc.buyAction')}</p>
            {ad.active ? (
              <Button variant="secondary" onClick={() => close.mutate({ id: ad.id })}>
                {t('otc.ads.close')}
              </Button>
            ) : (
              <span className={styles.badge}>{t('otc.ads.closed')}</span>
            )}
          </AdvertCard>
        ))}
      </ul>
    </>
  );
}
