// The withdraw form: network (each with its own minimum), an address of the address book, the amount
// (Max: the smaller of balance and what is left of the 24-hour limit, rounded down). As typed, the fee
// and what arrives, from the shared formula the server charges with; the limit with the BTC price it
// is valued at (or plainly none). "Withdraw" checks the fields and opens the confirmation, which asks
// for the payment password. A refusal lands at its field and nothing typed is lost.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../shared/nav';
import type { ApiError } from '../../api/http';
import { useCallQuery } from '../../api/query';
import { walletCalls } from '../../contract/wallet';
import type { WithdrawInfo, Withdrawal } from '../../contract/withdraw';
import { withdrawFigures } from '../../shared/fund/withdraw';
import { readDecimal } from '../../shared/lib/amount';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { FormAmountField, serverErrorToForm, useRulesForm } from '../../shared/ui/form';
import { CostPreview } from '../../shared/ui/money';
import { LimitNote, useLimitRows } from '../../shared/ui/money/OutflowLimit';
import { SelectField } from '../../shared/ui/SelectField';
import { shortHex } from '../wallet';
import { useAmounts } from './format';
import { ADD_ADDRESS_PATH, ADDRESS_BOOK_PATH, recordsPath } from './paths';
import { amountProblem, maxAmount, minOn } from './rules';
import { type Ticket, WithdrawConfirm } from './WithdrawConfirm';
import styles from './withdraw.module.css';

/** The form's fields, named as wallet/out names them: a refusal lands at its field. */
interface WithdrawValues {
  chain_id: string;
  address: string;
  number: string;
}
const FIELDS = ['chain_id', 'address', 'number'] as const;

/** The fee and what arrives for a typed amount, or null while it is not a positive number. */
function figuresOf(raw: string, feeRate: string) {
  const amount = readDecimal(raw);
  return amount && !dec(amount).isZero() ? withdrawFigures(amount, feeRate) : null;
}

export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const fmt = useAmounts();
  const navigate = useNavigate();
  const book = useCallQuery(walletCalls.walletList, {}, { staleTime: 0 });
  const [ticket, setTicket] = useState<Ticket | null>(null);
  /** The rules read the newest figures (the page reads them again after each refusal). */
  const latest = useRef(info);
  latest.current = info;

  const form = useRulesForm<WithdrawValues>(
    { chain_id: info.chains.length === 1 ? String(info.chains[0].chain_id) : '', address: '', number: '' },
    {
      chain_id: (value) => (value ? null : 'withdraw.chooseChainFirst'),
      address: (value) => (value ? null : 'withdraw.chooseAddressFirst'),
      number: (value, v) => amountProblem(value, { ...latest.current, min: minOn(latest.current, v.chain_id) }),
    },
  );
  const values = form.watch();
  const entries = book.data ?? [];
  const code = info.code;
  const figures = figuresOf(values.number, info.fee_rate);
  const limitRows = useLimitRows(info);
  const chain = info.chains.find((c) => String(c.chain_id) === values.chain_id);
  const dash = '--';
  const usdt = (value: string) => `${fmt.amount(value)} ${code}`;

  const pick = (name: 'chain_id' | 'address', value: string) => {
    form.setValue(name, value);
    form.clearErrors(name);
  };

  const submit = form.handleSubmit((v) => {
    const chain = info.chains.find((c) => String(c.chain_id) === v.chain_id);
    const entry = entries.find((e) => e.address === v.address);
    if (!chain || !entry) return;
    setTicket({ chain, entry, number: readDecimal(v.number) });
  });

  const done = (w: Withdrawal) => {
    setTicket(null);
    toast(t('withdraw.submitted', { amount: fmt.amount(w.amount), code: w.code }));
    navigate(recordsPath('withdraw'));
  };
  /** A refusal about a field of the form: the confirmation closes and the message sits at the field. */
  const refused = (err: ApiError) => {
    setTicket(null);
    serverErrorToForm(form, err, {}, FIELDS);
  };

  const chainOptions = [
    { value: '', label: t('withdraw.chooseChain') },
    ...info.chains.map((c) => ({ value: String(c.chain_id), label: c.name })),
  ];
  const addressOptions = [
    { value: '', label: t('withdraw.chooseAddress') },
    ...entries.map((e) => ({ value: e.address, label: `${e.name || t('withdraw.unnamed')} · ${shortHex(e.address)}` })),
  ];
  const chosen = entries.find((e) => e.address === values.address);
  const noChains = info.chains.length === 0;
  const noBook = book.isSuccess && entries.length === 0;

  return (
    <>
      <form onSubmit={submit} noValidate>
        <p className={styles.currency}>
          <span className="muted">{t('withdraw.currency')}</span> <strong>{code}</strong>
        </p>
        {noChains ? (
          <p role="alert" className={styles.problem}>
            {t('withdraw.noChains')}
          </p>
        ) : (
          <SelectField
            form={form}
            name="chain_id"
            label={t('withdraw.network')}
            options={chainOptions}
            onPick={(v) => pick('chain_id', v)}
          />
        )}
        {noBook ? (
          <div className={styles.emptyBook}>
            <p>{t('withdraw.emptyBook')}</p>
            <Link className="btn" to={ADD_ADDRESS_PATH}>
              {t('withdraw.addAddress')}
            </Link>
          </div>
        ) : (
          <>
            <SelectField
              form={form}
              name="address"
              label={t('withdraw.address')}
              options={addressOptions}
              onPick={(v) => pick('address', v)}
            />
            {chosen && (
              <p className={styles.fullAddress} data-testid="chosen-address">
                {chosen.address}
              </p>
            )}
          </>
        )}
        <p className={styles.manage}>
          <Link to={ADDRESS_BOOK_PATH}>{t('withdraw.manageAddresses')}</Link>
        </p>
        <FormAmountField
          form={form}
          name="number"
          label={t('withdraw.amount')}
          unit={code}
          placeholder={chain ? t('withdraw.amountHint', { min: fmt.amount(chain.min) }) : undefined}
          checkOnBlur="filled"
          max={() => {
            form.clearErrors('number');
            return maxAmount(info);
          }}
        />
        <p className={`muted ${styles.available}`}>{t('withdraw.available', { amount: usdt(info.available) })}</p>
        <CostPreview
          label={t('withdraw.summary')}
          rows={[
            [t('withdraw.fee', { rate: fmt.percent(info.fee_rate) }), figures ? usdt(figures.fee.toFixed()) : dash],
            [t('withdraw.receive'), figures ? usdt(figures.receive.toFixed()) : dash],
            [chain ? t('withdraw.minimumOn', { chain: chain.name }) : t('withdraw.minimum'), chain ? usdt(chain.min) : dash],
            ...limitRows,
          ]}
        />
        <LimitNote limit={info} />
        <p className={styles.notice} role="note">
          {t('withdraw.notice')}
        </p>
        <Button type="submit" disabled={noChains || noBook || book.isPending}>
          {t('withdraw.submit')}
        </Button>
      </form>
      {/* Outside the form: the dialog holds a form of its own (a submit there must not reach this one). */}
      {ticket && <WithdrawConfirm ticket={ticket} info={info} onDone={done} onRefused={refused} onClose={() => setTicket(null)} />}
    </>
  );
}
