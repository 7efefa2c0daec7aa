// Deposit, wire and withdrawal records (SPEC record type 0/1/2). Deposits are read page by page and
// refresh while one waits for its confirmations, and at once on the socket's `deposit` event.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateCalls } from '../../api/query';
import { realtime } from '../../api/realtime';
import { type Deposit, walletCalls } from '../../contract/wallet';
import { formatDateTime } from '../../shared/lib/format';
import { usePrefs } from '../../shared/stores/prefs';
import { CostPreview, type Row } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { shortHex } from '../web3';
import { useChainOf } from './api';
import styles from './fund.module.css';

/** SPEC record types: 0 deposit, 1 wire, 2 withdrawal. */
const TABS = ['deposit', 'wire', 'withdraw'] as const;
const DEPOSITS_PER_PAGE = 50;
const NO_FILTER = {};
/** How often the list is read again while a deposit waits for its confirmations. */
const PENDING_POLL_MS = 4000;

function DepositRow({ d }: { d: Deposit }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const chain = useChainOf()(d.chain_id);
  const link = chain?.explorer ? `${chain.explorer.replace(/\/+$/, '')}/tx/${d.tx_hash}` : '';
  const target = chain?.confirmations ?? 5;
  const hash = shortHex(d.tx_hash, 10, 8);
  const rows: Row[] = [
    [t('wallet.network'), chain?.name ?? d.chain_id],
    [
      t('wallet.txHash'),
      <span key="hash" title={d.tx_hash}>
        {link ? (
          <a href={link} target="_blank" rel="noreferrer">
            {hash}
          </a>
        ) : (
          hash
        )}
      </span>,
    ],
    [t('wallet.confirmationsLabel'), `${Math.min(d.confirmations, target)}/${target}`],
    [t('wallet.time'), formatDateTime(d.created_at, lang)],
  ];
  if (d.status === 'rejected' && d.reason) rows.push([t('wallet.reason'), d.reason]);
  return (
    <li className={styles.record} data-status={d.status}>
      <div className={styles.recordHead}>
        {/* Only the hash is known until the transfer is seen on the chain. */}
        <strong>{d.amount === '0' && d.log_index === null ? '—' : `${d.amount} ${d.currency}`}</strong>
        <span className={styles[d.status]}>{t(`wallet.status.${d.status}`)}</span>
      </div>
      <CostPreview plain rows={rows} />
    </li>
  );
}

/** Reads the deposits again when the socket says a deposit changed. */
function useDepositEvents() {
  const invalidate = useInvalidateCalls();
  useEffect(() => {
    void realtime.connect().catch(() => undefined);
    return realtime.on('deposit', () => invalidate(walletCalls.rechargeLog));
  }, [invalidate]);
}

function Deposits() {
  const { t } = useTranslation();
  useDepositEvents();
  return (
    <PagedList
      call={walletCalls.rechargeLog}
      filter={NO_FILTER}
      limit={DEPOSITS_PER_PAGE}
      label={t('wallet.tabs.deposit')}
      className={styles.list}
      empty={t('wallet.noRecords')}
      itemKey={(d) => d.id}
      // While a deposit waits for its confirmations, read the list again (paused while the page is hidden).
      refetchInterval={(items) => (items.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false)}
      renderItem={(d) => <DepositRow d={d} />}
    />
  );
}

export default function RecordsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('deposit');
  return (
    <Page title={t('routes.fund.receive_withdraw_record')}>
      <div className="content">
        <div className="segmented" role="tablist">
          {TABS.map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
              {t(`wallet.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={t(`wallet.tabs.${tab}`)}>
          {tab === 'deposit' ? <Deposits /> : <Placeholder>{t('wallet.noRecords')}</Placeholder>}
        </div>
      </div>
    </Page>
  );
}
