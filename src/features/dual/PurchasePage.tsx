// Investing in one dual product (/pages/invest/purchase?id=): its terms, the shares (within what is
// left, the per-user limit and the funding balance), what it costs and both outcomes at settlement,
// from the shared formula the server settles with; the confirm dialog repeats the same figures at the
// price they were reviewed at (a put sends that price: the server charges it while the live one is
// within 1 %, otherwise asks for a new review).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type DualDetailReply, type DualProduct, dualCalls } from '../../contract/dual';
import { fundCalls } from '../../contract/fund';
import { dualInvestment, dualOutcomes, dualTermRate } from '../../shared/earn/dual';
import type { Problem } from '../../shared/lib/amount';
import { useSession } from '../../shared/stores/session';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import styles from './dual.module.css';
import { useDualFormat } from './format';
import { MINE_PATH } from './paths';

const REFRESH_MS = 5000;
const wholeShares = (value: string) => (/^\d{1,7}$/.test(value.trim()) && Number(value) >= 1 ? Number(value) : null);

function useFigures(p: DualProduct) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const labels = f.outcomes(p);
  /** What `num` shares cost at `price` and both outcomes: the rows the form and the dialog show. */
  return (num: number | null, price: string | null): Row[] => {
    if (!num || !price)
      return [
        [t('dual.buy.invest'), '--'],
        [labels.coin, '--'],
        [labels.usdt, '--'],
      ];
    const invested = dualInvestment(p.type, num, price);
    const outcomes = dualOutcomes(p.type, invested, p.strike, p.annual_rate, p.days);
    return [
      [t('dual.buy.invest'), f.amount(invested, p.invest_currency)],
      [t('dual.buy.interest'), f.percent(dualTermRate(p.annual_rate, p.days))],
      [labels.coin, f.amount(outcomes.coin, p.coin)],
      [labels.usdt, f.amount(outcomes.usdt, 'USDT')],
    ];
  };
}

function BuyForm({ detail }: { detail: DualDetailReply }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const navigate = useNavigate();
  const p = detail.product;
  const latest = useRef(detail);
  latest.current = detail;
  const figures = useFigures(p);
  const [confirming, setConfirming] = useState<{ num: number; price: string } | null>(null);
  const buy = useCallMutation(dualCalls.dualBuy, {
    invalidates: [dualCalls.dualDetail, dualCalls.dualList, dualCalls.dualIndex, fundCalls.account],
  });
  const form = useRulesForm(
    { num: '' },
    {
      num: (value): Problem | null => {
        const d = latest.current;
        const n = wholeShares(value);
        if (n === null) return { key: 'dualErrors.num' };
        if (n > d.product.remaining)
          return { key: 'dualErrors.remaining', vars: { remaining: d.product.remaining, count: d.product.remaining } };
        if (d.my_shares + n > d.product.per_user_limit)
          return { key: 'dualErrors.limit', vars: { limit: d.product.per_user_limit, count: d.product.per_user_limit, held: d.my_shares } };
        if (d.price && dualInvestment(p.type, n, d.price).gt(d.available ?? '0'))
          return { key: 'dualErrors.balance', vars: { currency: p.invest_currency } };
        return null;
      },
    },
  );
  const max = Math.max(0, Math.min(p.remaining, p.per_user_limit - detail.my_shares));
  const review = form.handleSubmit((v) => {
    const num = wholeShares(v.num);
    const price = latest.current.price;
    if (num && price) setConfirming({ num, price });
  });
  const confirm = async () => {
    if (!confirming) return;
    try {
      await buy.mutateAsync({ id: p.id, num: String(confirming.num), ...(p.type === 'put' ? { price: confirming.price } : {}) });
      toast(t('dual.buy.done'));
      navigate(MINE_PATH);
    } catch (err) {
      serverErrorToForm(form, err, { id: 'num', price: 'num' }, ['num']);
    } finally {
      setConfirming(null);
    }
  };
  return (
    <>
      <form onSubmit={review} noValidate aria-label={t('routes.invest.purchase')}>
        <FormField form={form} name="num" label={t('dual.buy.shares')} inputMode="numeric" autoComplete="off" checkOnBlur />
        <p className="muted">{t('dual.buy.limits', { max, remaining: p.remaining, limit: p.per_user_limit, held: detail.my_shares })}</p>
        <p className="muted">{t('dual.buy.available', { amount: f.amount(detail.available ?? '0', p.invest_currency) })}</p>
        <CostPreview label={t('dual.buy.figures')} rows={figures(wholeShares(form.watch('num') ?? ''), detail.price)} />
        <Button type="submit" disabled={buy.isPending || max === 0}>
          {t('dual.buy.submit')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('dual.buy.confirmTitle')}
          busy={buy.isPending}
          rows={[
            [t('dual.types'), `${p.coin} · ${f.type(p.type)}`],
            [t('dual.strike'), f.amount(p.strike, 'USDT')],
            [t('dual.buy.shares'), String(confirming.num)],
            ...figures(confirming.num, confirming.price),
          ]}
          note={t('dual.buy.confirmNote', { time: f.time(p.start_at) })}
          onClose={() => setConfirming(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}

export default function PurchasePage() {
  const { t } = useTranslation();
  const f = useDualFormat();
  const loggedIn = useSession((s) => Boolean(s.token));
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useCallQuery(dualCalls.dualDetail, { id }, { enabled: valid, refetchInterval: REFRESH_MS });
  const d = detail.data;
  const p = d?.product;
  return (
    <Page title={t('routes.invest.purchase')}>
      <div className="content">
        {valid && detail.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {(!valid || detail.isError) && <Placeholder>{t('dual.buy.missing')}</Placeholder>}
        {d && p && (
          <>
            <section
              className={styles.card}
              aria-label={t('dual.cardName', { coin: p.coin, type: f.type(p.type), strike: f.price(p.strike), days: f.days(p.days) })}
            >
              <div className={styles.head}>
                <h2>
                  {p.coin} · {f.type(p.type)}
                </h2>
                <strong className="up">{f.percent(p.annual_rate)}</strong>
              </div>
              <p className={styles.hint}>{t(`dual.typeHint.${p.type}`, { coin: p.coin })}</p>
              <CostPreview
                plain
                rows={[
                  ...f.terms(p, d.price),
                  [
                    t('dual.share'),
                    p.type === 'call'
                      ? t('dual.shareCall', { coin: p.coin })
                      : t('dual.sharePut', { coin: p.coin, cost: d.share_cost ? f.price(d.share_cost) : '--' }),
                  ],
                ]}
              />
            </section>
            {p.status !== 'open' ? (
              <Placeholder>{t('dual.buy.closed')}</Placeholder>
            ) : loggedIn ? (
              <BuyForm detail={d} />
            ) : (
              <Link className={styles.action} to="/pages/common/login">
                {t('dual.login')}
              </Link>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
