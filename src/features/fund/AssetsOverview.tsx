// The assets on the Account tab: the total in the chosen fiat, the four money actions, and each of the
// four accounts (funding, spot, contract, seconds) with its currencies. Pull down (or come back to
// the page) to read them again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { useCallQuery } from '../../api/query';
import { type CurrencyTotal, type Fiat, fundCalls, type WalletAccount, type WalletBalance } from '../../contract/fund';
import { dec } from '../../shared/lib/decimal';
import { Button } from '../../shared/ui/Button';
import styles from './assets.module.css';
import { ACTIONS, ActionIcon, EyeIcon } from './icons';
import { HIDDEN_AMOUNT, useFiat, useMoney } from './money';
import { accountKey, BILL_PATH } from './paths';
import { PULL_THRESHOLD, usePullToRefresh } from './usePullToRefresh';

/** "Hide small balances" hides a currency worth less than this many USDT; USDT itself always stays. */
const SMALL_USDT = 1;

const isSmall = (b: WalletBalance) => b.code !== 'USDT' && dec(b.value_usdt).lt(SMALL_USDT);

interface View {
  fiat: Fiat;
  hidden: boolean;
  hideSmall: boolean;
}

function CurrencyRow({ balance: b, view, note }: { balance: WalletBalance; view: View; note?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const show = (text: string) => (view.hidden ? HIDDEN_AMOUNT : text);
  return (
    <li className={styles.currency} aria-label={b.code}>
      <div className={styles.currencyHead}>
        <strong>{b.code}</strong>
        <span className="muted">≈ {show(money.fiat(b.value_usdt, view.fiat))}</span>
      </div>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('fund.available')}</dt>
          <dd>{show(money.amount(b.available, b.code))}</dd>
        </div>
        <div>
          <dt>{t('fund.frozen')}</dt>
          <dd>{show(money.amount(b.frozen, b.code))}</dd>
        </div>
      </dl>
      {note && (
        <p className="muted" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {note}
        </p>
      )}
    </li>
  );
}

function AccountCard({ account, view }: { account: WalletAccount; view: View }) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const shown = view.hideSmall ? account.currencies.filter((b) => !isSmall(b)) : account.currencies;
  return (
    <section className={styles.account} aria-labelledby={id}>
      <div className={styles.accountHead}>
        <h3 id={id}>{t(accountKey(account.field))}</h3>
        <span>{view.hidden ? HIDDEN_AMOUNT : money.fiat(account.value_usdt, view.fiat)}</span>
      </div>
      <ul className={styles.currencies}>
        {shown.map((b) => (
          <CurrencyRow key={b.currency_id} balance={b} view={view} />
        ))}
      </ul>
    </section>
  );
}

/** The same money by currency (wallet/newlist): each currency's total and the accounts that hold it. */
function CurrencyTotals({ currencies, view }: { currencies: CurrencyTotal[]; view: View }) {
  const { t } = useTranslation();
  const shown = view.hideSmall ? currencies.filter((c) => !isSmall(c)) : currencies;
  return (
    <section className={styles.account} aria-label={t('fund.byCurrency')}>
      <ul className={styles.currencies}>
        {shown.map((c) => (
          <CurrencyRow
            key={c.currency_id}
            balance={c}
            view={view}
            note={
              c.accounts.length > 0 ? t('fund.heldIn', { accounts: c.accounts.map((x) => t(accountKey(x.field))).join(' · ') }) : undefined
            }
          />
        ))}
      </ul>
    </section>
  );
}

function PullIndicator({ distance, state }: ReturnType<typeof usePullToRefresh>) {
  const { t } = useTranslation();
  if (state === 'idle') return null;
  const text = state === 'refreshing' ? t('fund.refreshing') : state === 'armed' ? t('fund.release') : t('fund.pull');
  return (
    <div className={styles.pull} style={{ height: distance }} role="status">
      <span style={{ opacity: Math.min(1, distance / PULL_THRESHOLD) }}>{text}</span>
    </div>
  );
}

/** The logged-in user's assets, for the Account tab. */
export default function AssetsOverview() {
  const { t } = useTranslation();
  const money = useMoney();
  const fiats = useFiat();
  const accounts = useCallQuery(fundCalls.accounts, undefined, { staleTime: 0 });
  const [by, setBy] = useState<'account' | 'currency'>('account');
  const totals = useCallQuery(fundCalls.byCurrency, undefined, { staleTime: 0, enabled: by === 'currency' });
  const pull = usePullToRefresh(() => (by === 'currency' ? Promise.all([accounts.refetch(), totals.refetch()]) : accounts.refetch()));
  const [hidden, setHidden] = useState(false);
  const [hideSmall, setHideSmall] = useState(false);
  const fiatId = useId();
  const view: View = { fiat: fiats.current, hidden, hideSmall };
  const data = accounts.data;

  return (
    <section className={styles.assets} aria-label={t('fund.myAssets')}>
      <PullIndicator {...pull} />
      <div className={styles.total}>
        <div className={styles.totalHead}>
          <span>{t('fund.totalValue')}</span>
          <button
            type="button"
            className={styles.eye}
            aria-pressed={hidden}
            aria-label={t('fund.hideAmounts')}
            onClick={() => setHidden((h) => !h)}
          >
            <EyeIcon closed={hidden} />
          </button>
        </div>
        <output className={styles.totalValue} aria-label={t('fund.totalValue')} aria-busy={accounts.isPending}>
          {data ? (hidden ? HIDDEN_AMOUNT : money.fiat(data.value_usdt, fiats.current)) : '…'}
        </output>
        <div className={styles.fiat}>
          <label htmlFor={fiatId}>{t('fund.showIn')}</label>
          <select id={fiatId} value={fiats.current.code} onChange={(e) => fiats.choose(e.target.value)}>
            {fiats.list.map((f) => (
              <option key={f.code} value={f.code}>
                {f.code} ({f.symbol})
              </option>
            ))}
          </select>
        </div>
      </div>
      <nav className={styles.actions} aria-label={t('fund.actionsLabel')}>
        {ACTIONS.map((a) => (
          <Link key={a.name} to={a.to} className={styles.action}>
            <ActionIcon name={a.name} />
            <span>{t(`fund.actions.${a.name}`)}</span>
          </Link>
        ))}
      </nav>
      <div className={styles.listHead}>
        <div className={styles.listTitle}>
          <h2>{t(by === 'account' ? 'fund.accountsTitle' : 'fund.byCurrency')}</h2>
          <Link to={BILL_PATH} className={styles.records}>
            {t('routes.fund.assets_all_record')}
          </Link>
        </div>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={hideSmall}
            checked={hideSmall}
            onChange={(e) => setHideSmall(e.target.checked)}
          />
          <span>{t('fund.hideSmall')}</span>
        </label>
      </div>
      <fieldset className="segmented" aria-label={t('fund.viewBy')}>
        {(['account', 'currency'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={by === v} onClick={() => setBy(v)}>
            {t(v === 'account' ? 'fund.byAccount' : 'fund.byCurrency')}
          </button>
        ))}
      </fieldset>
      {(by === 'account' ? accounts.isError && !data : totals.isError && !totals.data) ? (
        <div className={styles.failed}>
          <p role="alert">{t('errors.failed')}</p>
          <Button variant="secondary" onClick={() => void (by === 'account' ? accounts.refetch() : totals.refetch())}>
            {t('common.retry')}
          </Button>
        </div>
      ) : by === 'currency' ? (
        totals.data ? (
          <CurrencyTotals currencies={totals.data.currencies} view={view} />
        ) : (
          <p className="muted">{t('common.loading')}</p>
        )
      ) : !data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        data.accounts.map((a) => <AccountCard key={a.field} account={a} view={view} />)
      )}
    </section>
  );
}
