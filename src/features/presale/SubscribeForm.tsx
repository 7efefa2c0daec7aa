// Subscribing to a presale on sale: the amount of tokens, or a USDT total (the tokens it buys, rounded
// down to the token's units), the live cost (price × amount, rounded up) and the funding balance, from
// the shared formulas the server charges with; each refusal the server would make is said at the field
// first; then the confirm dialog with exactly what is paid and what arrives on which date.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { fundCalls } from '../../contract/fund';
import { type PresaleDetailReply, type PresaleProject, presaleCalls } from '../../contract/presale';
import { presaleAmountOf, presaleCost, presaleLeft } from '../../shared/earn/presale';
import { type Problem, readDecimal } from '../../shared/lib/amount';
import { Decimal, dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { TabStrip } from '../../shared/ui/TabStrip';
import { ORDERS_PATH, usePresaleFormat } from './format';

type Mode = 'amount' | 'total';
interface Values {
  amount: string;
  total: string;
}

/** The tokens a field's text stands for: the amount typed, or what the total typed buys. */
function tokensOf(mode: Mode, text: string, p: PresaleProject): Decimal | null {
  const v = readDecimal(text);
  if (!v || dec(v).isZero()) return null;
  return mode === 'amount' ? dec(v) : presaleAmountOf(v, p.price, p.decimals);
}

/** What the server would refuse, in its order: the units, the minimum, the user's maximum, the supply left, the balance. */
function problemOf(mode: Mode, text: string, p: PresaleProject, bought: string, available: string): Problem | null {
  const v = readDecimal(text);
  if (!text.trim()) return { key: 'validation.required' };
  if (!v || dec(v).isZero()) return { key: mode === 'amount' ? 'presaleErrors.amount' : 'presaleErrors.total' };
  if (mode === 'total' && dec(v).decimalPlaces() > 8) return { key: 'validation.tooManyDecimals', vars: { max: 8, count: 8 } };
  const amount = tokensOf(mode, text, p) ?? dec(0);
  if (amount.isZero()) return { key: 'presaleErrors.tooLittle', vars: { code: p.code, price: p.price } };
  if (amount.decimalPlaces() > p.decimals) return { key: 'presaleErrors.units', vars: { decimals: p.decimals, count: p.decimals } };
  const total = amount.plus(bought);
  if (total.lt(p.min_amount)) return { key: 'presaleErrors.min', vars: { min: dec(p.min_amount).minus(bought).toFixed(), code: p.code } };
  if (total.gt(p.max_amount)) {
    const remaining = Decimal.max(0, dec(p.max_amount).minus(bought)).toFixed();
    return { key: 'presaleErrors.max', vars: { remaining, max: p.max_amount, code: p.code } };
  }
  if (amount.gt(presaleLeft(p))) return { key: 'presaleErrors.supply', vars: { left: presaleLeft(p).toFixed(), code: p.code } };
  const cost = presaleCost(amount, p.price);
  if (cost.gt(available)) return { key: 'presaleErrors.balance', vars: { cost: cost.toFixed(), currency: p.pay_currency } };
  return null;
}

export function SubscribeForm({ detail }: { detail: PresaleDetailReply }) {
  const { t } = useTranslation();
  const f = usePresaleFormat();
  const navigate = useNavigate();
  const p = detail.project;
  const bought = detail.bought ?? '0';
  const available = detail.available ?? '0';
  const [mode, setMode] = useState<Mode>('amount');
  // The rules read the latest mode, project and balance (the form keeps the rules it was made with).
  const latest = useRef({ mode, p, bought, available });
  latest.current = { mode, p, bought, available };
  const [confirming, setConfirming] = useState<{ mode: Mode; text: string; amount: Decimal } | null>(null);
  const invalidates = [presaleCalls.presaleDetail, presaleCalls.presaleProjects, presaleCalls.presaleOrders, fundCalls.account];
  const byAmount = useCallMutation(presaleCalls.presaleOrder, { invalidates });
  const byTotal = useCallMutation(presaleCalls.presaleBuy, { invalidates });
  const busy = byAmount.isPending || byTotal.isPending;
  const form = useRulesForm<Values>(
    { amount: '', total: '' },
    {
      amount: (value) => {
        const l = latest.current;
        return l.mode === 'amount' ? problemOf('amount', value, l.p, l.bought, l.available) : null;
      },
      total: (value) => {
        const l = latest.current;
        return l.mode === 'total' ? problemOf('total', value, l.p, l.bought, l.available) : null;
      },
    },
  );
  const text = form.watch(mode) ?? '';
  const rows = (amount: Decimal | null): Row[] => [
    [t('presale.form.receive'), amount ? f.tokens(amount, p.decimals, p.code) : '--'],
    [t('presale.price'), t('presale.priceValue', { price: f.amount(p.price, 8), currency: p.pay_currency, code: p.code })],
    [t('presale.form.pay'), amount ? f.money(presaleCost(amount, p.price), p.pay_currency) : '--'],
    [t('presale.form.deliveredOn'), f.time(p.delivery_at)],
  ];
  const shown = tokensOf(mode, text, p);

  const review = form.handleSubmit((v) => {
    const amount = tokensOf(mode, v[mode], p);
    if (amount) setConfirming({ mode, text: readDecimal(v[mode]), amount });
  });
  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming.mode === 'amount')
        await byAmount.mutateAsync({ project_id: p.id, amount: confirming.text, pay_currency: p.pay_currency, price: p.price });
      else await byTotal.mutateAsync({ project_id: p.id, total_price: confirming.text });
      toast(t('presale.form.done'));
      navigate(ORDERS_PATH);
    } catch (err) {
      const field = confirming.mode;
      serverErrorToForm(form, err, { project_id: field, price: field, pay_currency: field, total_price: 'total', amount: 'amount' }, [
        field,
      ]);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <form onSubmit={review} noValidate aria-label={t('presale.form.title', { name: p.name })}>
        <TabStrip
          label={t('presale.form.mode')}
          tabs={[
            { id: 'amount', label: t('presale.form.byAmount') },
            { id: 'total', label: t('presale.form.byTotal') },
          ]}
          value={mode}
          onChange={(next) => {
            form.clearErrors();
            setMode(next);
          }}
          panelId="presale-form"
        />
        <div id="presale-form" role="tabpanel">
          {mode === 'amount' ? (
            <FormAmountField
              key="amount"
              form={form}
              name="amount"
              label={t('presale.form.amount')}
              unit={p.code}
              placeholder={`${f.amount(p.min_amount, p.decimals)} – ${f.amount(p.max_amount, p.decimals)}`}
              checkOnBlur="filled"
              normalizeOnBlur
            />
          ) : (
            <FormAmountField
              key="total"
              form={form}
              name="total"
              label={t('presale.form.total')}
              unit={p.pay_currency}
              checkOnBlur="filled"
              normalizeOnBlur
            />
          )}
        </div>
        <p className="muted">{t('presale.form.available', { amount: f.money(available, p.pay_currency) })}</p>
        <CostPreview label={t('presale.form.figures')} rows={rows(shown && !shown.isZero() ? shown : null)} />
        <Button type="submit" disabled={busy}>
          {t('presale.form.submit')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('presale.form.confirmTitle')}
          busy={busy}
          rows={[[t('presale.form.project'), `${p.name} (${p.code})`], ...rows(confirming.amount)]}
          note={t('presale.form.confirmNote')}
          onClose={() => setConfirming(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
