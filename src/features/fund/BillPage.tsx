// The account-change record ("bill"): every movement of the user's accounts, newest first, as the
// ledger wrote it (an order's freeze shows as its two rows, available out and frozen in). Filtered by
// account and currency, preselected from the address (?type=lever&currency=1).
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { fundCalls, type LegalLogRow, WALLETS, type Wallet } from '../../contract/fund';
import { tryDec } from '../../shared/lib/decimal';
import { formatDateTime, toMillis } from '../../shared/lib/format';
import { useCurrentRoute } from '../../shared/route';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import styles from './bill.module.css';
import fundStyles from './fund.module.css';
import selectStyles from '../../shared/ui/select.module.css';
import { useMoney } from './money';
import { accountKey } from './paths';

const PER_PAGE = 20;
/** U+2212, the minus sign (a hyphen is too short beside the plus). */
const MINUS = '\u2212';

const isWallet = (v: string | null): v is Wallet => (WALLETS as readonly string[]).includes(v ?? '');

interface FilterProps {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onPick(value: string): void;
}

/** A labelled native select, looking like SelectField (a filter is no form). */
function Filter({ name, label, value, options, onPick }: FilterProps) {
  const id = useId();
  return (
    <div className="field">
      <span>
        <label htmlFor={id}>{label}</label>
      </span>
      <div className="input-row">
        <select id={id} name={name} className={selectStyles.select} value={value} onChange={(e) => onPick(e.target.value)}>
          {!options.some((o) => o.value === value) && <option value={value}>…</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function BillRow({ r }: { r: LegalLogRow }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const amount = tryDec(r.amount);
  const tone = amount?.gt(0) ? 'up' : amount?.lt(0) ? 'down' : 'zero';
  const sign = amount?.gt(0) ? '+' : amount?.lt(0) ? MINUS : '';
  const kindKey = `bill.kinds.${r.kind}`;
  return (
    <li className={styles.row}>
      <div className={styles.line}>
        <strong className={styles.kind}>{i18n.exists(kindKey) ? t(kindKey) : r.kind}</strong>
        <span className={`${tone} ${styles.amount}`}>
          {sign}
          {money.exact(amount ? amount.abs() : r.amount)} {r.code}
        </span>
      </div>
      <div className={styles.line}>
        <span className={`muted ${styles.account}`}>
          {t(accountKey(r.wallet))}
          {r.bucket === 'frozen' && <span className={styles.tag}>{t('fund.frozen')}</span>}
        </span>
        <time className="muted" dateTime={new Date(toMillis(r.created_at)).toISOString()}>
          {formatDateTime(r.created_at, i18n.language)}
        </time>
      </div>
    </li>
  );
}

export default function BillPage() {
  const { t } = useTranslation();
  const title = t(useCurrentRoute().title);
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = isWallet(typeParam) ? typeParam : '';
  const currency = /^\d+$/.test(params.get('currency') ?? '') ? String(params.get('currency')) : '';
  const currencies = useCallQuery(fundCalls.userCurrencies, undefined, { staleTime: 5 * 60_000 });
  const filter = useMemo(() => ({ ...(type ? { type } : {}), ...(currency ? { currency: Number(currency) } : {}) }), [type, currency]);

  /** A filter lives in the address: a reload or a shared link keeps it. */
  const pick = (name: 'type' | 'currency', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const all = { value: '', label: t('bill.all') };
  const accountOptions = [all, ...WALLETS.map((w) => ({ value: w, label: t(accountKey(w)) }))];
  const currencyOptions = [all, ...(currencies.data ?? []).map((c) => ({ value: String(c.id), label: c.code }))];

  return (
    <Page title={title}>
      <div className="content">
        <fieldset className={styles.filters} aria-label={t('bill.filters')}>
          <Filter name="type" label={t('bill.account')} value={type} options={accountOptions} onPick={(v) => pick('type', v)} />
          <Filter
            name="currency"
            label={t('fund.currency')}
            value={currency}
            options={currencyOptions}
            onPick={(v) => pick('currency', v)}
          />
        </fieldset>
        <PagedList
          call={fundCalls.legalLog}
          filter={filter}
          limit={PER_PAGE}
          label={title}
          className={fundStyles.list}
          empty={t('bill.empty')}
          itemKey={(r) => r.id}
          renderItem={(r) => <BillRow r={r} />}
        />
      </div>
    </Page>
  );
}
