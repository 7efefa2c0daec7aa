// One order in the page: its state with the time left (server clock), the figures, the payment
// details (once placed), and the actions of the caller's side — mark paid or cancel (buyer), release
// (seller), open a dispute after the published wait — each confirmed with its figures first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type OtcOrder, otcCalls } from '../../contract/otc';
import { useServerNow } from '../../shared/lib/serverNow';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { Placeholder } from '../../shared/ui/Page';
import { DisputeDialog } from './DisputeDialog';
import { useOtcFormat } from './format';
import { StateBadge } from './OrderCard';
import styles from './otc.module.css';

type Action = 'paid' | 'cancel' | 'release' | 'dispute';
const OPEN = ['unpaid', 'paid', 'disputed'];

function StateLine({ order, now }: { order: OtcOrder; now: number }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const buyer = order.side === 'buy';
  const lines: string[] = [];
  if (order.status === 'unpaid') {
    if (order.auto_at !== null) lines.push(t('otc.detail.paidAuto', { time: f.left(order.auto_at - now) }));
    else if (!buyer) lines.push(t('otc.detail.waitPay'));
  }
  if (order.status === 'paid') {
    if (order.auto_at !== null) lines.push(t('otc.detail.releaseAuto', { time: f.left(order.auto_at - now) }));
    else lines.push(buyer ? t('otc.detail.waitSeller') : t('otc.detail.waitRelease'));
    const disputeAt = order.dispute_at ?? 0;
    lines.push(now < disputeAt ? t('otc.detail.disputeIn', { time: f.left(disputeAt - now) }) : t('otc.detail.disputeOpen'));
  }
  if (order.status === 'disputed') {
    const reason = order.dispute_reason ?? '';
    lines.push(order.dispute_by === 'buyer' ? t('otc.detail.disputedByBuyer', { reason }) : t('otc.detail.disputedBySeller', { reason }));
    lines.push(t('otc.detail.adminDecides'));
  }
  if (order.status === 'released') lines.push(t('otc.detail.releasedNote'));
  if (order.status === 'cancelled') lines.push(t('otc.detail.cancelledNote'));
  if (order.status === 'expired') lines.push(t('otc.detail.expiredNote'));
  if (order.status === 'refunded') lines.push(t('otc.detail.refundedNote'));
  if (order.decision_reason) lines.push(t('otc.detail.decision', { reason: order.decision_reason }));
  return (
    <>
      {order.status === 'unpaid' && (
        <p>
          {t('otc.detail.payLeft')}: <span className={styles.countdown}>{f.left(order.pay_due_at - now)}</span>
        </p>
      )}
      {lines.map((line) => (
        <p key={line} className={styles.meta}>
          {line}
        </p>
      ))}
    </>
  );
}

export function OrderDetail({ id, onBack }: { id: number; onBack(): void }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const detail = useCallQuery(
    otcCalls.otcOrder,
    { id },
    { refetchInterval: (q) => (OPEN.includes(String(q.state.data?.status)) ? 3000 : false) },
  );
  const now = useServerNow(detail.data?.now, detail.dataUpdatedAt);
  const [action, setAction] = useState<Action | null>(null);
  const opts = { invalidates: [otcCalls.otcOrder, otcCalls.otcOrders, otcCalls.otcInfo], toast: true };
  const paid = useCallMutation(otcCalls.otcPaid, opts);
  const cancel = useCallMutation(otcCalls.otcCancel, opts);
  const release = useCallMutation(otcCalls.otcRelease, opts);
  const o = detail.data;
  if (!o) return <Placeholder>{detail.isError ? t('otc.detail.notFound') : t('common.loading')}</Placeholder>;
  const buyer = o.side === 'buy';
  const run = async (m: typeof paid) => {
    try {
      await m.mutateAsync({ id: o.id });
    } finally {
      setAction(null);
    }
  };
  const figures: Array<[string, string]> = [
    [buyer ? t('otc.sheet.youPay') : t('otc.sheet.youGet'), f.fiat(o.total, o.fiat)],
    [buyer ? t('otc.sheet.youReceive') : t('otc.sheet.youSend'), f.usdt(o.amount)],
  ];
  const busy = paid.isPending || cancel.isPending || release.isPending;
  return (
    <section aria-label={t('otc.detail.title', { id: o.id })}>
      <Button variant="secondary" onClick={onBack}>
        {t('otc.detail.back')}
      </Button>
      <div className={styles.card}>
        <div className={styles.head}>
          <strong>{t('otc.detail.title', { id: o.id })}</strong>
          <StateBadge order={o} />
        </div>
        <StateLine order={o} now={now} />
        <CostPreview
          plain
          rows={[
            ...figures,
            [t('otc.price'), f.price(o.price, o.fiat)],
            [t('otc.detail.counterparty'), o.counterparty],
            [t('otc.detail.methods'), o.methods.map(f.method).join(', ')],
            [t('otc.detail.created'), f.time(o.created_at)],
            ...(o.paid_at ? [[t('otc.detail.paidAt'), f.time(o.paid_at)] as [string, string]] : []),
          ]}
        />
        <h3 className={styles.meta}>{buyer ? t('otc.detail.payTo') : t('otc.detail.yourDetails')}</h3>
        <p className={styles.details}>{o.pay_details}</p>
        {o.demo && (
          <p className={styles.notice} role="note">
            {t('otc.detail.demoNote')}
          </p>
        )}
        <div className={styles.actions}>
          {buyer && o.status === 'unpaid' && <Button onClick={() => setAction('paid')}>{t('otc.actions.paid')}</Button>}
          {buyer && o.status === 'unpaid' && (
            <Button variant="secondary" onClick={() => setAction('cancel')}>
              {t('otc.actions.cancel')}
            </Button>
          )}
          {!buyer && (o.status === 'paid' || o.status === 'disputed') && (
            <Button onClick={() => setAction('release')}>{t('otc.actions.release')}</Button>
          )}
          {o.status === 'paid' && now >= (o.dispute_at ?? 0) && (
            <Button variant="secondary" onClick={() => setAction('dispute')}>
              {t('otc.actions.dispute')}
            </Button>
          )}
        </div>
      </div>
      {action === 'paid' && (
        <ConfirmDialog
          title={t('otc.confirm.paidTitle')}
          rows={figures}
          busy={busy}
          note={t('otc.confirm.paidNote', { total: f.fiat(o.total, o.fiat) })}
          onClose={() => setAction(null)}
          onConfirm={() => void run(paid)}
        />
      )}
      {action === 'cancel' && (
        <ConfirmDialog
          title={t('otc.confirm.cancelTitle')}
          rows={figures}
          busy={busy}
          danger
          note={t('otc.confirm.cancelNote')}
          onClose={() => setAction(null)}
          onConfirm={() => void run(cancel)}
        />
      )}
      {action === 'release' && (
        <ConfirmDialog
          title={t('otc.confirm.releaseTitle')}
          rows={figures}
          busy={busy}
          note={t('otc.confirm.releaseNote', { total: f.fiat(o.total, o.fiat) })}
          onClose={() => setAction(null)}
          onConfirm={() => void run(release)}
        />
      )}
      {action === 'dispute' && <DisputeDialog id={o.id} onClose={() => setAction(null)} />}
    </section>
  );
}
