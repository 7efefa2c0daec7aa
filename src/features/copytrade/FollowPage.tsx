// Follow a lead trader (/pages/follow/follow?id=): how to copy (a multiple of the trader's lots or fixed
// lots), the maximum margin budget, the agreement; then, before confirming, the rule, the budget, the
// published profit share and what it takes of a profit (shared profitShare), and the contract balance.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { copyCalls, type TraderDetailReply } from '../../contract/copytrade';
import { FOLLOW_LIMITS, type FollowType, followNumberProblem, profitShare } from '../../shared/earn/copytrade';
import { checkDecimal, readDecimal } from '../../shared/lib/amount';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useProblemText } from '../../shared/ui/problemText';
import { useSession } from '../../shared/stores/session';
import { MY_PATH, sideProblem, useCopyFormat } from './format';
import styles from './copy.module.css';

const EXAMPLE_PROFIT = '100';
type Values = { type: string; number: string; budget: string; agree: boolean };

function FollowForm({ d }: { d: TraderDetailReply }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const navigate = useNavigate();
  const trader = d.trader;
  const [confirming, setConfirming] = useState<{ type: FollowType; number: string; budget: string } | null>(null);
  const send = useCallMutation(copyCalls.followFollow, {
    invalidates: [copyCalls.followTraderDetail, copyCalls.followIndex, copyCalls.followMy],
  });
  const form = useRulesForm<Values>(
    { type: String(d.follow?.type ?? 1), number: d.follow?.number ?? '', budget: d.follow?.budget ?? '', agree: false },
    {
      number: (v, all) => {
        if (!v.trim()) return 'validation.required';
        const n = readDecimal(v);
        return followNumberProblem(Number(all.type) as FollowType, n || 'x');
      },
      budget: (v) => checkDecimal(v, { decimals: 2, invalidKey: 'copyErrors.budget' }),
      agree: (v) => (v ? null : 'copyErrors.agreement'),
    },
  );
  const type = Number(form.watch('type')) as FollowType;
  const agreeError = useProblemText(form.formState.errors.agree?.message);
  const share = profitShare(EXAMPLE_PROFIT, trader.share_rate);
  const rows = (c: { type: FollowType; number: string; budget: string }): Row[] => [
    [t('copy.trader'), trader.name],
    [t('copy.rule'), c.type === 1 ? t('copy.ruleMultiple', { n: f.num(c.number) }) : t('copy.ruleLots', { count: Number(c.number) })],
    [t('copy.budget'), f.money(c.budget)],
    [t('copy.shareRateLabel'), f.percent(trader.share_rate)],
    [t('copy.shareExample', { profit: f.money(EXAMPLE_PROFIT) }), f.money(share.paid)],
    [t('copy.keepExample', { profit: f.money(EXAMPLE_PROFIT) }), f.money(share.paid.negated().plus(EXAMPLE_PROFIT))],
    [t('copy.available'), f.money(d.available ?? '0')],
  ];
  const review = form.handleSubmit((v) => setConfirming({ type, number: readDecimal(v.number), budget: readDecimal(v.budget) }));
  const confirm = async () => {
    if (!confirming) return;
    try {
      await send.mutateAsync({ trader_user_id: trader.user_id, ...confirming, agree: '1' });
      toast(t('copy.followed', { name: trader.name }));
      navigate(MY_PATH);
    } catch (err) {
      serverErrorToForm(form, err, { trader_user_id: 'number', type: 'number' }, ['number', 'budget', 'agree']);
    } finally {
      setConfirming(null);
    }
  };
  const limits = FOLLOW_LIMITS[type];
  return (
    <>
      <form onSubmit={review} noValidate aria-label={t('copy.formTitle')}>
        <fieldset className={styles.radio}>
          <legend>{t('copy.typeLabel')}</legend>
          {([1, 2] as const).map((k) => (
            <label key={k}>
              <input
                type="radio"
                value={String(k)}
                {...form.register('type')}
                onChange={(e) => {
                  form.setValue('type', e.target.value);
                  form.clearErrors('number');
                }}
                checked={type === k}
              />{' '}
              {t(k === 1 ? 'copy.type1' : 'copy.type2')}
            </label>
          ))}
        </fieldset>
        <FormAmountField
          form={form}
          name="number"
          label={type === 1 ? t('copy.multiple') : t('copy.lots')}
          unit={type === 1 ? '×' : t('copy.lotsUnit')}
          placeholder={`${f.num(limits.min)} – ${f.num(limits.max)}`}
          checkOnBlur="filled"
        />
        <FormAmountField form={form} name="budget" label={t('copy.budget')} unit="USDT" checkOnBlur="filled" normalizeOnBlur />
        <p className={styles.note}>{t('copy.costNote')}</p>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('agree')} />
          <span>
            {t('copy.agree')} <Link to="/pages/follow/agreement_en">{t('copy.agreementEn')}</Link> ·{' '}
            <Link to="/pages/follow/agreement_zh">{t('copy.agreementZh')}</Link>
          </span>
        </label>
        {agreeError && (
          <p className={styles.error} role="alert">
            {agreeError}
          </p>
        )}
        <Button type="submit" disabled={send.isPending}>
          {t('copy.review')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('copy.confirmTitle', { name: trader.name })}
          busy={send.isPending}
          rows={rows(confirming)}
          note={t('copy.confirmNote')}
          confirmLabel={t('copy.follow')}
          onClose={() => setConfirming(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}

export default function FollowPage() {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const detail = useCallQuery(copyCalls.followTraderDetail, { trader_user_id: id }, { enabled: id > 0 });
  const side = useSession((s) => (s.token ? s.accountType : null));
  const problem = detail.data ? sideProblem(detail.data.trader, side) : null;
  return (
    <Page title={t('routes.follow.follow')}>
      <div className="content">
        {detail.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {detail.isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {detail.data && (
          <>
            <p className={styles.intro}>
              {detail.data.trader.name} · {t('copy.shareRate', { rate: f.percent(detail.data.trader.share_rate) })}
            </p>
            {problem ? <Placeholder>{t(problem)}</Placeholder> : <FollowForm d={detail.data} />}
          </>
        )}
      </div>
    </Page>
  );
}
