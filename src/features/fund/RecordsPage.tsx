import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { realtime } from '../../api/realtime';
import { walletCalls } from '../../contract/wallet';
import type { Deposit } from '../../contract/wallet';
import { formatDateTime } from '../../shared/lib/format';
import { usePrefs } from '../../shared/stores/prefs';
import { Page } from '../../shared/ui/Page';
import { shortHex } from '../web3';
import './fund.css';

/** SPEC record types: 0 deposit, 1 wire, 2 withdrawal. */
const TABS = ['deposit', 'wire', 'withdraw'] as const;

function useChainNames() {
  const chains = useQuery({ queryKey: ['walletChains'], queryFn: () => api(walletCalls.chains, {}, { quiet: true }), staleTime: 300_000 });
  return (id: number) => chains.data?.find((c) => c.chain_id === id);
}

function DepositRow({ d }: { d: Deposit }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const chainOf = useChainNames();
  const chain = chainOf(d.chain_id);
  const link = chain?.explorer ? `${chain.explorer.replace(/\/+$/, '')}/tx/${d.tx_hash}` : '';
  const target = chain?.confirmations ?? 5;
  return (
    <li className="wallet-card wallet-record" data-status={d.status}>
      <div className="wallet-record-head">
        <strong>{d.amount === '0' && d.log_index === null ? '—' : `${d.amount} ${d.currency}`}</strong>
        <span className={`wallet-status ${d.status}`}>{t(`wallet.status.${d.status}`)}</span>
      </div>
      <dl className="wallet-rows">
        <div>
          <dt>{t('wallet.network')}</dt>
          <dd>{chain?.name ?? d.chain_id}</dd>
        </div>
        <div>
          <dt>{t('wallet.txHash')}</dt>
          <dd title={d.tx_hash}>
            {link ? (
              <a href={link} target="_blank" rel="noreferrer">
                {shortHex(d.tx_hash, 10, 8)}
              </a>
            ) : (
              shortHex(d.tx_hash, 10, 8)
            )}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.confirmationsLabel')}</dt>
          <dd>{`${Math.min(d.confirmations, target)}/${target}`}</dd>
        </div>
        <div>
          <dt>{t('wallet.time')}</dt>
          <dd>{formatDateTime(d.created_at, lang)}</dd>
        </div>
        {d.status === 'rejected' && d.reason && (
          <div>
            <dt>{t('wallet.reason')}</dt>
            <dd>{d.reason}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function Deposits() {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: ['rechargeLog'],
    queryFn: () => api(walletCalls.rechargeLog, { page: 1, limit: 50 }),
    // Poll while a deposit waits for its confirmations; the socket's 'deposit' event refreshes sooner.
    refetchInterval: (q) => (q.state.data?.list.some((d) => d.status === 'pending') ? 4000 : false),
  });
  const { refetch } = log;
  useEffect(() => {
    void realtime.connect().catch(() => undefined);
    return realtime.on('deposit', () => void refetch());
  }, [refetch]);
  if (log.isPending) return <p className="muted">{t('wallet.loading')}</p>;
  if (!log.data?.list.length) return <p className="muted wallet-empty">{t('wallet.noRecords')}</p>;
  return (
    <ul className="wallet-list" aria-label={t('wallet.tabs.deposit')}>
      {log.data.list.map((d) => (
        <DepositRow key={d.id} d={d} />
      ))}
    </ul>
  );
}

/** Deposit, wire and withdrawal records (SPEC record type 0/1/2). */
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
          {tab === 'deposit' ? <Deposits /> : <p className="muted wallet-empty">{t('wallet.noRecords')}</p>}
        </div>
      </div>
    </Page>
  );
}
