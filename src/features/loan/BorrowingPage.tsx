// The loan application (/pages/common/borrowing?term=<days>): the term and the amount, then what the
// loan costs before it is sent — the daily rate, no interest within the first day, the interest for the
// whole term, what to repay and when, and what happens when it is late (shared formula). An admin
// reviews it; the Loans tab shows where it stands.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type LoanProduct, loanCalls } from '../../contract/loan';
import { loanTermCost } from '../../shared/earn/loan';
import { checkDecimal, readDecimal } from '../../shared/lib/amount';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { ConfirmDialog, CostPreview, type Row, DailyRate } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { SelectField } from '../../shared/ui/SelectField';
import { LOAN_PATH, useLoanFormat } from './format';
import styles from './loan.module.css';

const PLACES = 2;

function ApplyForm({ products, initial }: { products: LoanProduct[]; initial: LoanProduct }) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<{ product: LoanProduct; amount: string } | null>(null);
  const apply = useCallMutation(loanCalls.loanApply, { invalidates: [loanCalls.loanInfo, loanCalls.loanRecords] });
  const chosen = useRef(initial);
  const form = useRulesForm(
    { term: String(initial.days), amount: '' },
    {
      amount: (value) =>
        checkDecimal(value, {
          decimals: PLACES,
          invalidKey: 'loanErrors.amount',
          min: chosen.current.min_amount,
          max: chosen.current.max_amount,
        }),
    },
  );
  const product = products.find((p) => String(p.days) === form.watch('term')) ?? initial;
  chosen.current = product;
  const amount = readDecimal(form.watch('amount') ?? '');
  const rows = (p: LoanProduct, a: string | null): Row[] => {
    const ok = a && !checkDecimal(a, { decimals: PLACES, invalidKey: 'x', min: p.min_amount, max: p.max_amount });
    const cost = ok ? loanTermCost(a, p.daily_rate, p.days) : null;
    return [
      [
        t('loan.field.rate'),
        <DailyRate
          key="rate"
          daily={t('loan.perDay', { rate: f.percent(p.daily_rate) })}
          yearly={t('loan.perYear', { rate: f.yearly(p.daily_rate) })}
        />,
      ],
      [t('loan.firstDayFree'), t('loan.noInterest')],
      [t('loan.field.totalInterest'), cost ? f.money(cost.interest, p.currency) : '--'],
      [t('loan.repayAtDue', { days: f.days(p.days) }), cost ? f.money(cost.repay, p.currency) : '--'],
    ];
  };
  const review = form.handleSubmit((v) => setConfirming({ product, amount: readDecimal(v.amount) }));
  const send = async () => {
    if (!confirming) return;
    try {
      await apply.mutateAsync({ product_id: confirming.product.id, amount: confirming.amount });
      toast(t('loan.submitted'));
      navigate(LOAN_PATH);
    } catch (err) {
      serverErrorToForm(form, err, { product_id: 'amount' }, ['amount']);
    } finally {
      setConfirming(null);
    }
  };
  return (
    <>
      <form onSubmit={review} noValidate aria-label={t('loan.applyTitle')}>
        <SelectField
          form={form}
          name="term"
          label={t('loan.field.term')}
          options={products.map((p) => ({
            value: String(p.days),
            label: `${f.days(p.days)} · ${t('loan.perDay', { rate: f.percent(p.daily_rate) })} ${t('loan.perYear', { rate: f.yearly(p.daily_rate) })}`,
          }))}
          onPick={(v) => {
            form.setValue('term', v);
            form.clearErrors('amount');
          }}
        />
        <FormAmountField
          form={form}
          name="amount"
          label={t('loan.field.amount')}
          unit={product.currency}
          placeholder={`${f.money(product.min_amount, product.currency)} – ${f.money(product.max_amount, product.currency)}`}
          checkOnBlur="filled"
          normalizeOnBlur
        />
        <CostPreview label={t('loan.costTitle')} rows={rows(product, amount)} />
        <Button type="submit" disabled={apply.isPending}>
          {t('loan.review')}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('loan.confirmTitle')}
          busy={apply.isPending}
          rows={[
            [t('loan.field.amount'), f.money(confirming.amount, confirming.product.currency)],
            [t('loan.field.term'), f.days(confirming.product.days)],
            ...rows(confirming.product, confirming.amount),
          ]}
          note={t('loan.confirmNote')}
          onClose={() => setConfirming(null)}
          onConfirm={() => void send()}
        />
      )}
    </>
  );
}

export default function BorrowingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useCallQuery(loanCalls.loanInfo);
  const products = info.data?.products ?? [];
  const term = params.get('term');
  const initial = products.find((p) => String(p.days) === term) ?? (term ? undefined : products[0]);
  return (
    <Page title={t('routes.common.borrowing')}>
      <div className="content">
        {info.isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {info.data?.current && (
          <Placeholder>
            {t('loan.hasOpen')} <Link to={LOAN_PATH}>{t('loan.seeLoan')}</Link>
          </Placeholder>
        )}
        {info.data && !info.data.current && !initial && (
          <Placeholder>
            {t('loan.notFound')} <Link to={LOAN_PATH}>{t('loan.seeTerms')}</Link>
          </Placeholder>
        )}
        {info.data && !info.data.current && initial && <ApplyForm products={products} initial={initial} />}
        <h2 className="section-title">{t('loan.howTitle')}</h2>
        <ul className={styles.rules}>
          <li>{t('loan.rules.firstDay')}</li>
          <li>{t('loan.rules.review')}</li>
          <li>{t('loan.rules.repay')}</li>
          <li>{t('loan.rules.overdue')}</li>
          <li>{t('loan.rules.yearly')}</li>
        </ul>
      </div>
    </Page>
  );
}
