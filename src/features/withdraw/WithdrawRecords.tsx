// The withdrawal tab of the records (user/withdraw/list): each request with its amount, fee and what
// arrives, where it went, its state and the time of each step, the transaction once sent (linked to
// the explorer) with its confirmations, and the reason when refused or failed. Read again while one is
// still on its way (pending, approved, sent).
import { useTranslation } from 'react-i18next';
import { type Withdrawal, type WithdrawState, withdrawCalls } from '../../contract/withdraw';
import { formatDateTime } from '../../shared/lib/format';
import { usePrefs } from '../../shared/stores/prefs';
import { CostPreview, type Row } from '../../shared/ui/money';
import { PagedList } from '../../api/PagedList';
import { shortHex } from '../wallet';
import { PENDING_POLL_MS, TxHash } from './DepositRecords';
import { useAmounts } from './format';
import records from '../../shared/ui/records.module.css';
import styles from './withdraw.module.css';

const PER_PAGE = 50;
const NO_FILTER = {};
const ON_ITS_WAY: readonly WithdrawState[] = ['pending', 'approved', 'sent'];
/** The states whose money went back to the funding account. */
const RETURNED: readonly WithdrawState[] = ['rejected', 'failed'];
/** Colour of a state: waiting, done, refused. */
const TONE: Record<WithdrawState, 'pending' | 'approved' | 'rejected'> = {
  pending: 'pending',
  approved: 'pending',
  sent: 'pending',
  completed: 'approved',
  rejected: 'rejected',
  failed: 'rejected',
};

/** Each step's time that is known, in order: requested, approved or rejected, sent, completed or failed. */
function steps(w: Withdrawal): Array<[key: string, at: number]> {
  const out: Array<[string, number]> = [['requested', w.created_at]];
  if (w.decided_at !== null) out.push([w.status === 'rejected' ? 'rejected' : 'approved', w.decided_at]);
  if (w.sent_at !== null) out.push(['sent', w.sent_at]);
  if (w.completed_at !== null) out.push([w.status === 'failed' ? 'failed' : 'completed', w.completed_at]);
  return out;
}

/** A failure on chain names its cause (reverted, dropped), translated; an admin's reason is shown as written. */
const reasonText = (w: Withdrawal, t: (key: string, options: { defaultValue: string }) => string) =>
  w.status === 'failed' && w.reason ? t(`withdraw.rec.failedReason.${w.reason}`, { defaultValue: w.reason }) : (w.reason ?? '');

function WithdrawRow({ w }: { w: Withdrawal }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const fmt = useAmounts();
  const amount = (value: string) => `${fmt.amount(value)} ${w.code}`;
  const rows: Row[] = [
    [t('withdraw.rec.fee'), amount(w.fee)],
    [t('withdraw.receive'), amount(w.receive)],
    [
      t('withdraw.to'),
      <span key="to" title={w.address}>
        {w.name ? `${w.name} · ` : ''}
        {shortHex(w.address)}
      </span>,
    ],
    [t('withdraw.network'), w.chain_name],
  ];
  if (w.tx_hash) rows.push([t('wallet.txHash'), <TxHash key="hash" hash={w.tx_hash} explorer={w.explorer} />]);
  if (w.status === 'sent') {
    rows.push([t('wallet.confirmationsLabel'), `${Math.min(w.confirmations, w.required_confirmations)}/${w.required_confirmations}`]);
  }
  for (const [step, at] of steps(w)) rows.push([t(`withdraw.rec.at.${step}`), formatDateTime(at, lang)]);
  if (w.reason && RETURNED.includes(w.status)) rows.push([t('withdraw.rec.reason'), reasonText(w, t)]);
  return (
    <li className={records.record} data-status={w.status}>
      <div className={records.recordHead}>
        <strong>{amount(w.amount)}</strong>
        <span className={records[TONE[w.status]]}>{t(`withdraw.state.${w.status}`)}</span>
      </div>
      <CostPreview plain rows={rows} />
      {RETURNED.includes(w.status) && <p className={styles.returned}>{t('withdraw.rec.returned')}</p>}
    </li>
  );
}

export function WithdrawRecords() {
  const { t } = useTranslation();
  return (
    <PagedList
      call={withdrawCalls.withdrawList}
      filter={NO_FILTER}
      limit={PER_PAGE}
      label={t('wallet.tabs.withdraw')}
      className={records.list}
      empty={t('wallet.noRecords')}
      itemKey={(w) => w.id}
      refetchInterval={(items) => (items.some((w) => ON_ITS_WAY.includes(w.status)) ? PENDING_POLL_MS : false)}
      renderItem={(w) => <WithdrawRow w={w} />}
    />
  );
}
