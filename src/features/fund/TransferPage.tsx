// Transfer between the user's own accounts (funding, spot, contract, seconds): free and instant.
// Prefilled from the address (?from=legal&to=lever&currency=1): the trading pages link here.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { fundCalls, WALLETS, type Wallet } from '../../contract/fund';
import { tradeCalls } from '../../contract/trade';
import { checkDecimal, readDecimal, roundDownTo } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { Page } from '../../shared/ui/Page';
import styles from './fund.module.css';
import { SwapIcon } from './icons';
import { LEDGER_DECIMALS, useMoney } from './money';
import { accountKey, TRANSFER_HISTORY_PATH } from './paths';
import { SelectField } from '../../shared/ui/SelectField';

/** The form's fields, named as wallet/change names them: a refusal lands at its field. */
interface TransferValues {
  from_field: Wallet;
  to_field: Wallet;
  currency_id: string;
  number: string;
}
const FIELDS = ['from_field', 'to_field', 'currency_id', 'number'] as const;
/** A transfer moves money the trading pages read too. */
const CHANGED = [fundCalls.accounts, fundCalls.account, fundCalls.hzhistory, tradeCalls.leverDeal, tradeCalls.microCurrencies];

const isWallet = (v: string | null): v is Wallet => (WALLETS as readonly string[]).includes(v ?? '');

/** From and to as the address asks (funding → spot unless it says otherwise), never the same account twice. */
function initialRoute(params: URLSearchParams): { from: Wallet; to: Wallet } {
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const from: Wallet = isWallet(fromParam) ? fromParam : isWallet(toParam) && toParam === 'legal' ? 'change' : 'legal';
  const wanted: Wallet = isWallet(toParam) ? toParam : 'change';
  const to = wanted !== from ? wanted : (WALLETS.find((w) => w !== from) ?? 'change');
  return { from, to };
}

export default function TransferPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const route = initialRoute(params);
  const currencies = useCallQuery(fundCalls.userCurrencies, undefined, { staleTime: 5 * 60_000 });
  const change = useCallMutation(fundCalls.change, { invalidates: CHANGED });
  const available = useRef<string | null>(null);

  const form = useRulesForm<TransferValues>(
    {
      from_field: route.from,
      to_field: route.to,
      currency_id: /^\d+$/.test(params.get('currency') ?? '') ? String(params.get('currency')) : '',
      number: '',
    },
    {
      currency_id: (value) => (value ? null : 'validation.required'),
      number: (value, values) => {
        const problem = checkDecimal(value, { decimals: decimalsOf(values.currency_id), invalidKey: 'fundErrors.amount' });
        if (problem) return problem;
        return available.current !== null && dec(readDecimal(value)).gt(available.current) ? 'errors.insufficient' : null;
      },
    },
  );
  const values = form.watch();
  const list = currencies.data ?? [];
  const currency = list.find((c) => String(c.id) === values.currency_id);
  function decimalsOf(id: string) {
    const c = list.find((x) => String(x.id) === id);
    return Math.min(c?.decimals ?? LEDGER_DECIMALS, LEDGER_DECIMALS);
  }

  // USDT until the user picks another (or the address names one that exists).
  useEffect(() => {
    const all = currencies.data;
    if (!all?.length || all.some((c) => String(c.id) === form.getValues('currency_id'))) return;
    form.setValue('currency_id', String((all.find((c) => c.code === 'USDT') ?? all[0]).id));
  }, [currencies.data, form]);

  const balance = useCallQuery(
    fundCalls.account,
    { type: values.from_field, currency: Number(values.currency_id) },
    { enabled: Boolean(values.currency_id), staleTime: 0 },
  );
  const mine = balance.data?.find((b) => String(b.currency_id) === values.currency_id);
  available.current = mine ? mine.available : null;
  const code = currency?.code ?? mine?.code ?? '';

  /** Picking the account on the other side swaps the two, as the ⇅ button does. */
  const pick = (side: 'from_field' | 'to_field', wallet: Wallet) => {
    const other = side === 'from_field' ? 'to_field' : 'from_field';
    if (form.getValues(other) === wallet) form.setValue(other, form.getValues(side));
    form.setValue(side, wallet);
    form.clearErrors(['from_field', 'to_field', 'number']);
  };
  const swap = () => pick('from_field', form.getValues('to_field'));

  const submit = form.handleSubmit(async (v) => {
    const amount = readDecimal(v.number);
    try {
      await change.mutateAsync({ currency_id: v.currency_id, number: amount, from_field: v.from_field, to_field: v.to_field });
      toast(t('fund.done', { amount: money.amount(amount, code), code, to: t(accountKey(v.to_field)) }));
      form.setValue('number', '');
    } catch (err) {
      serverErrorToForm(form, err, {}, FIELDS);
    }
  });

  const accountOptions = WALLETS.map((w) => ({ value: w, label: t(accountKey(w)) }));
  return (
    <Page title={t('routes.fund.transfer')}>
      <form className="content" onSubmit={submit} noValidate>
        <p className={styles.free}>{t('fund.freeInstant')}</p>
        <div className={styles.route}>
          <div className={styles.ends}>
            <SelectField
              form={form}
              name="from_field"
              label={t('fund.from')}
              options={accountOptions}
              onPick={(w) => pick('from_field', w as Wallet)}
            />
            <SelectField
              form={form}
              name="to_field"
              label={t('fund.to')}
              options={accountOptions}
              onPick={(w) => pick('to_field', w as Wallet)}
            />
          </div>
          <button type="button" className={styles.swap} onClick={swap} aria-label={t('fund.swap')} title={t('fund.swap')}>
            <SwapIcon size={20} />
          </button>
        </div>
        <SelectField
          form={form}
          name="currency_id"
          label={t('fund.currency')}
          options={list.map((c) => ({ value: String(c.id), label: c.name && c.name !== c.code ? `${c.code} · ${c.name}` : c.code }))}
          onPick={(id) => {
            form.setValue('currency_id', id);
            form.clearErrors('number');
          }}
        />
        <FormAmountField
          form={form}
          name="number"
          label={t('fund.amount')}
          unit={code}
          placeholder={t('fund.amountHint')}
          checkOnBlur="filled"
          max={() => {
            form.clearErrors('number');
            return mine ? roundDownTo(mine.available, decimalsOf(values.currency_id)) : null;
          }}
        />
        <p className={`muted ${styles.available}`}>
          {t('fund.availableAmount', { amount: mine ? money.amount(mine.available, mine.code) : '…', code })}
        </p>
        <Button type="submit" disabled={change.isPending}>
          {t('fund.submit')}
        </Button>
        <p className={styles.note}>{t('fund.rule')}</p>
        <Cells>
          <Cell label={t('routes.fund.transfer_history')} to={TRANSFER_HISTORY_PATH} />
        </Cells>
      </form>
    </Page>
  );
}
