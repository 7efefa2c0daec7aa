// Convert one currency into another inside the funding account, at the live price. As typed, the
// page shows the rate, the fee (taken on top of the amount), the total cost and what arrives, from
// the formula the server charges with; "Convert" takes a fresh quote and confirms exactly its figures
// while it holds (10 s). Prefilled from the address: ?from=<currency id>&to=<currency id>.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '../../shared/nav';
import { ApiError } from '../../api/http';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { fundCalls, type QuoteReply } from '../../contract/fund';
import { convertFigures, QUOTE_VALID_MS } from '../../shared/fund/convert';
import { checkDecimal, readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Cell, Cells } from '../../shared/ui/Cell';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { CostPreview } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { ConvertDialog, type Ticket } from './ConvertDialog';
import { initialPair, maxConvertible } from './convert';
import styles from './fund.module.css';
import { SwapIcon } from './icons';
import { LEDGER_DECIMALS, useMoney } from './money';
import { transferPath } from './paths';
import { SelectField } from '../../shared/ui/SelectField';

/** The form's fields, named as user/Transfer names them: a refusal lands at its field. */
interface ConvertValues {
  from_currency_id: string;
  to_currency_id: string;
  number: string;
}
const FIELDS = ['from_currency_id', 'to_currency_id', 'number'] as const;
/** A conversion moves money in the funding account. */
const CHANGED = [fundCalls.accounts, fundCalls.account];

/** What an amount costs and returns at a quote's prices, or null while either is missing. */
function figuresOf(quote: QuoteReply | undefined, raw: string) {
  const number = readDecimal(raw);
  if (!quote || !number || dec(number).isZero()) return null;
  return convertFigures({ number, fromPrice: quote.from_price, toPrice: quote.to_price, feeRate: quote.fee_rate });
}

function ConvertForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const list = useCallQuery(fundCalls.convertList, undefined, { staleTime: 60_000 });
  const quoteCall = useCallMutation(fundCalls.convertQuote);
  const convert = useCallMutation(fundCalls.convert, { invalidates: CHANGED });
  const [ticket, setTicket] = useState<Ticket | null>(null);
  /** What the amount's rule checks against: the funding balance and the preview's prices. */
  const known = useRef<{ available: string | null; quote: QuoteReply | undefined }>({ available: null, quote: undefined });

  const form = useRulesForm<ConvertValues>(
    { from_currency_id: params.get('from') ?? '', to_currency_id: params.get('to') ?? '', number: '' },
    {
      from_currency_id: (value) => (value ? null : 'validation.required'),
      to_currency_id: (value, values) =>
        !value ? 'validation.required' : value === values.from_currency_id ? 'fundErrors.sameCurrency' : null,
      number: (value) => {
        const problem = checkDecimal(value, { decimals: LEDGER_DECIMALS, invalidKey: 'fundErrors.amount' });
        if (problem) return problem;
        const { available, quote } = known.current;
        const figures = figuresOf(quote, value);
        if (figures?.receive.lte(0)) return 'fundErrors.tooSmall';
        const cost = figures?.cost ?? dec(readDecimal(value));
        return available !== null && cost.gt(available) ? 'errors.insufficient' : null;
      },
    },
  );
  const values = form.watch();
  const currencies = list.data ?? [];
  const codeOf = (id: string) => currencies.find((c) => String(c.id) === id)?.code ?? '';
  const fromCode = codeOf(values.from_currency_id);
  const toCode = codeOf(values.to_currency_id);

  // The address's pair once the list is known; USDT into BTC when it names none (or one not on offer).
  useEffect(() => {
    const all = list.data;
    if (!all?.length) return;
    const pair = initialPair(all, form.getValues('from_currency_id'), form.getValues('to_currency_id'));
    if (pair.from !== form.getValues('from_currency_id')) form.setValue('from_currency_id', pair.from);
    if (pair.to !== form.getValues('to_currency_id')) form.setValue('to_currency_id', pair.to);
  }, [list.data, form]);

  const pairReady = Boolean(fromCode && toCode && values.from_currency_id !== values.to_currency_id);
  const balance = useCallQuery(
    fundCalls.account,
    { type: 'legal', currency: Number(values.from_currency_id) },
    { enabled: Boolean(fromCode), staleTime: 0 },
  );
  // Prices and fee rate for the preview, read again as often as a quote holds.
  const preview = useCallQuery(
    fundCalls.convertQuote,
    { from_currency_id: values.from_currency_id, to_currency_id: values.to_currency_id },
    { enabled: pairReady, quiet: true, staleTime: QUOTE_VALID_MS, refetchInterval: QUOTE_VALID_MS },
  );
  const quote = pairReady ? preview.data : undefined;
  const mine = balance.data?.find((b) => String(b.currency_id) === values.from_currency_id);
  const available = mine ? mine.available : balance.data ? '0' : null;
  known.current = { available, quote };
  const figures = figuresOf(quote, values.number);

  /** Picking the currency on the other side swaps the two, as the ⇅ button does. */
  const pick = (side: 'from_currency_id' | 'to_currency_id', id: string) => {
    const other = side === 'from_currency_id' ? 'to_currency_id' : 'from_currency_id';
    if (form.getValues(other) === id) form.setValue(other, form.getValues(side));
    form.setValue(side, id);
    form.clearErrors([...FIELDS]);
  };
  const swap = () => pick('from_currency_id', form.getValues('to_currency_id'));

  /** A fresh quote for the amount: the dialog opens (or shows it) with exactly its figures. */
  const takeQuote = async ({ from, to, number }: { from: string; to: string; number: string }) => {
    try {
      const quote = await quoteCall.mutateAsync({ from_currency_id: from, to_currency_id: to, number });
      setTicket({ quote, number, from, to, fromCode: codeOf(from), toCode: codeOf(to), receivedAt: Date.now(), problem: null });
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'business' && err.field) setTicket(null);
      serverErrorToForm(form, err, {}, FIELDS);
    }
  };

  const submit = form.handleSubmit((v) => takeQuote({ from: v.from_currency_id, to: v.to_currency_id, number: readDecimal(v.number) }));

  const confirm = async (tk: Ticket) => {
    try {
      const done = await convert.mutateAsync({
        number: tk.number,
        from_currency_id: tk.from,
        to_currency_id: tk.to,
        quote_id: tk.quote.quote_id,
      });
      setTicket(null);
      form.setValue('number', '');
      toast(
        t('fund.convert.done', {
          number: money.amount(done.number, done.from_code),
          from: done.from_code,
          received: money.amount(done.received, done.to_code),
          to: done.to_code,
        }),
      );
    } catch (err) {
      const business = err instanceof ApiError && err.kind === 'business';
      // The quote itself refused (stale, moved, unknown): said in the dialog, with a new quote on offer.
      if (business && err.field === 'quote_id') return setTicket({ ...tk, problem: err.message });
      if (business && err.field) setTicket(null);
      serverErrorToForm(form, err, {}, FIELDS);
    }
  };

  const options = currencies.map((c) => ({ value: String(c.id), label: c.name && c.name !== c.code ? `${c.code} · ${c.name}` : c.code }));
  const dash = '--';
  return (
    <Page title={t('fund.convert.title')}>
      <form className="content" onSubmit={submit} noValidate>
        <p className={styles.free}>{t('fund.convert.inFunding')}</p>
        <div className={styles.route}>
          <div className={styles.ends}>
            <SelectField
              form={form}
              name="from_currency_id"
              label={t('fund.convert.from')}
              options={options}
              onPick={(id) => pick('from_currency_id', id)}
            />
            <SelectField
              form={form}
              name="to_currency_id"
              label={t('fund.convert.to')}
              options={options}
              onPick={(id) => pick('to_currency_id', id)}
            />
          </div>
          <button type="button" className={styles.swap} onClick={swap} aria-label={t('fund.convert.swap')} title={t('fund.convert.swap')}>
            <SwapIcon size={20} />
          </button>
        </div>
        <FormAmountField
          form={form}
          name="number"
          label={t('fund.amount')}
          unit={fromCode}
          placeholder={t('fund.convert.amountHint')}
          checkOnBlur="filled"
          max={() => {
            if (available === null || !quote) return null;
            form.clearErrors('number');
            return maxConvertible(available, quote);
          }}
        />
        <p className={`muted ${styles.available}`}>
          {t('fund.convert.available', { amount: available !== null ? money.amount(available, fromCode) : '…', code: fromCode })}
        </p>
        <CostPreview
          label={t('fund.convert.summary')}
          rows={[
            [t('fund.convert.rate'), quote ? `1 ${fromCode} = ${money.ratio(quote.rate)} ${toCode}` : dash],
            [
              t('fund.convert.fee', { rate: quote ? money.percent(quote.fee_rate) : dash }),
              figures ? `${money.exact(figures.fee)} ${fromCode}` : dash,
            ],
            [t('fund.convert.cost'), figures ? `${money.exact(figures.cost)} ${fromCode}` : dash],
            [t('fund.convert.receive'), figures ? `${money.exact(figures.receive)} ${toCode}` : dash],
          ]}
        />
        <Button type="submit" disabled={quoteCall.isPending || !pairReady}>
          {t('fund.convert.submit')}
        </Button>
        <p className={styles.note}>{t('fund.convert.rule')}</p>
        <Cells>
          <Cell label={t('fund.convert.topUp')} to={transferPath({ to: 'legal' })} />
        </Cells>
        {ticket && (
          <ConvertDialog
            ticket={ticket}
            busy={convert.isPending || quoteCall.isPending}
            onConfirm={(tk) => void confirm(tk)}
            onRefresh={(tk) => void takeQuote(tk)}
            onClose={() => setTicket(null)}
          />
        )}
      </form>
    </Page>
  );
}

/** A new address (another ?from=&to=) starts the form again from it. */
export default function ConvertPage() {
  const { search } = useLocation();
  return <ConvertForm key={search} />;
}
