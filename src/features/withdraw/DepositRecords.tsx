// The deposit tabs of the records: USDT on chain (recharge/log type 0: read again while one waits for
// its confirmations, and at once on the socket's `deposit` event) and wire or bank-card deposits (type
// 1: the amount sent in USD, the USDT credited, the proof, read again while an admin has yet to decide).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery, useInvalidateCalls } from '../../api/query';
import { realtime } from '../../api/realtime';
import { type Deposit, type FiatDeposit, walletCalls } from '../../contract/wallet';
import { formatDateTime } from '../../shared/lib/format';
import { usePrefs } from '../../shared/stores/prefs';
import { CostPreview, type Row } from '../../shared/ui/money';
import { PagedList } from '../../api/PagedList';
import { shortHex } from '../wallet';
import { useAmounts } from './format';
import records from '../../shared/ui/records.module.css';

const PER_PAGE = 50;
const CHAIN_DEPOSITS = { type: '0' } as const;
const FIAT_DEPOSITS = { type: '1' } as const;
/** How often a list is read again while something in it waits. */
export const PENDING_POLL_MS = 4000;

/** A supported chain by id (name, explorer, confirmations); the list changes rarely. */
function useChainOf() {
  const chains = useCallQuery(walletCalls.chains, {}, { quiet: true, staleTime: 300_000 });
  return (id: number) => chains.data?.find((c) => c.chain_id === id);
}

/** A transaction hash, shortened, linked to the chain's explorer when one is configured. */
export function TxHash({ hash, explorer }: { hash: string; explorer: string }) {
  const short = shortHex(hash, 10, 8);
  const link = explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : '';
  return (
    <span title={hash}>
      {link ? (
        <a href={link} target="_blank" rel="noreferrer">
          {short}
        </a>
      ) : (
        short
      )}
    </span>
  );
}

function DepositRow({ d }: { d: Deposit }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const chain = useChainOf()(d.chain_id);
  const target = chain?.confirmations ?? 5;
  const rows: Row[] = [
    [t('wallet.network'), chain?.name ?? d.chain_id],
    [t('wallet.txHash'), <TxHash key="hash" hash={d.tx_hash} explorer={chain?.explorer ?? ''} />],
    [t('wallet.confirmationsLabel'), `${Math.min(d.confirmations, target)}/${target}`],
    [t('wallet.time'), formatDateTime(d.created_at, lang)],
  ];
  if (d.status === 'rejected' && d.reason) rows.push([t('wallet.reason'), d.reason]);
  return (
    <li className={records.record} data-status={d.status}>
      <div className={records.recordHead}>
        {/* Only the hash is known until the transfer is seen on the chain. */}
        <strong>{d.amount === '0' && d.log_index === null ? '—' : `${d.amount} ${d.currency}`}</strong>
        <span className={records[d.status]}>{t(`wallet.status.${d.status}`)}</span>
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

export function DepositRecords() {
  const { t } = useTranslation();
  useDepositEvents();
  return (
    <PagedList
      call={walletCalls.rechargeLog}
      filter={CHAIN_DEPOSITS}
      limit={PER_PAGE}
      label={t('wallet.tabs.deposit')}
      className={records.list}
      empty={t('wallet.noRecords')}
      itemKey={(d) => `${d.method}-${d.id}`}
      refetchInterval={(items) => (items.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false)}
      renderItem={(d) => (d.method === 'chain' ? <DepositRow d={d} /> : null)}
    />
  );
}

function FiatRow({ d }: { d: FiatDeposit }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const fmt = useAmounts();
  const rows: Row[] = [
    [t('withdraw.rec.method'), t(`withdraw.rec.methods.${d.method}`)],
    [t('withdraw.rec.credit'), `${fmt.amount(d.credit)} ${d.currency}`],
    [t('withdraw.rec.remitter'), d.remitter],
    [t('withdraw.rec.reference'), `…${d.tx_suffix}`],
    [t('withdraw.rec.at.requested'), formatDateTime(d.created_at, lang)],
  ];
  if (d.decided_at !== null && d.status !== 'pending') rows.push([t(`withdraw.rec.at.${d.status}`), formatDateTime(d.decided_at, lang)]);
  if (d.status === 'rejected' && d.reason) rows.push([t('withdraw.rec.reason'), d.reason]);
  return (
    <li className={records.record} data-status={d.status}>
      <div className={records.recordHead}>
        <strong>{fmt.amount(d.amount, 2)} USD</strong>
        <span className={records[d.status]}>{t(`withdraw.rec.fiatStatus.${d.status}`)}</span>
      </div>
      <CostPreview plain rows={rows} />
    </li>
  );
}

export function WireRecords() {
  const { t } = useTranslation();
  return (
    <PagedList
      call={walletCalls.rechargeLog}
      filter={FIAT_DEPOSITS}
      limit={PER_PAGE}
      label={t('wallet.tabs.wire')}
      className={records.list}
      empty={t('wallet.noRecords')}
      itemKey={(d) => `${d.method}-${d.id}`}
      refetchInterval={(items) => (items.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false)}
      renderItem={(d) => (d.method === 'chain' ? null : <FiatRow d={d} />)}
    />
  );
}
