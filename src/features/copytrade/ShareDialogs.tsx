// The two confirmations that settle or keep a profit share, each showing it before the user confirms
// (shared takeOverShare, at the live price, as the server settles it):
// - taking a copy over: the share of its profit so far is paid now; it no longer closes with the trader;
// - stopping a follow: the open copies still close with the trader and each pays the share on close
//   (shown at the price now).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { type CopyPosition, copyCalls } from '../../contract/copytrade';
import { dec } from '../../shared/lib/decimal';
import { toast } from '../../shared/stores/ui';
import { ConfirmDialog, type Row } from '../../shared/ui/money';
import { useCopyFormat } from './format';
import { useLiveShares } from './live';
import styles from './copy.module.css';

const ALL = [copyCalls.followMy, copyCalls.followIndex, copyCalls.followTraderDetail];

function Problem({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error.message}
    </p>
  );
}

/** Taking an open copy over: the share paid now on its profit so far, and what the user keeps. */
export function TakeOverDialog({ copy, available, onClose }: { copy: CopyPosition; available: string; onClose(): void }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const [live] = useLiveShares([copy]);
  const hold = useCallMutation(copyCalls.followSelfHolding, { invalidates: ALL });
  const [error, setError] = useState<Error | null>(null);
  const { order } = copy;
  const rows: Row[] = [
    [t('copy.trader'), copy.trader_name],
    [t('copy.position'), `${order.symbol} · ${t(`copy.side.${order.side}`)} · ${f.num(order.lots)}`],
    [t('copy.livePrice'), live.price ? f.num(live.price) : '--'],
    [t('copy.profitSoFar'), f.money(live.profit)],
    [t('copy.shareRateLabel'), f.percent(copy.share_rate)],
    [t('copy.shareNow'), f.money(live.paid)],
    [t('copy.keepSoFar'), f.money(live.profit.minus(live.paid))],
    [t('copy.available'), f.money(available)],
  ];
  const confirm = async () => {
    setError(null);
    try {
      const held = await hold.mutateAsync({ transaction_id: order.id });
      toast(t('copy.selfHeld', { share: f.money(held.share_paid) }));
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
    }
  };
  return (
    <ConfirmDialog
      title={t('copy.selfHold')}
      busy={hold.isPending}
      rows={rows}
      note={t('copy.selfHoldNote', { name: copy.trader_name })}
      confirmLabel={t('copy.selfHold')}
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      <Problem error={error} />
    </ConfirmDialog>
  );
}

/** Stopping a follow: the open copies that still close with the trader, and the share they pay at the price now. */
export function CancelFollowDialog({ trader, onClose }: { trader: { id: number; name: string }; onClose(): void }) {
  const { t } = useTranslation();
  const f = useCopyFormat();
  const my = useCallQuery(copyCalls.followMy, {});
  const cancel = useCallMutation(copyCalls.followCancel, { invalidates: ALL });
  const [error, setError] = useState<Error | null>(null);
  const follow = my.data?.follows.find((fo) => fo.trader_user_id === trader.id && fo.status === 'active');
  const live = useLiveShares(follow?.open.filter((c) => !c.self_held) ?? []);
  const profit = live.reduce((sum, l) => sum.plus(l.profit), dec(0));
  const share = live.reduce((sum, l) => sum.plus(l.paid), dec(0));
  const loading = my.isPending;
  const rows: Row[] = [
    [t('copy.trader'), trader.name],
    [t('copy.budgetUsed'), follow ? `${f.money(follow.used)} / ${f.money(follow.budget)}` : '--'],
    [t('copy.openWithTrader'), loading ? '--' : f.num(live.length)],
    [t('copy.profitSoFar'), loading ? '--' : f.money(profit)],
    [t('copy.shareRateLabel'), follow ? f.percent(follow.share_rate) : '--'],
    [t('copy.shareAtClose'), loading ? '--' : f.money(share)],
  ];
  const confirm = async () => {
    setError(null);
    try {
      await cancel.mutateAsync({ trader_user_id: trader.id });
      toast(t('copy.cancelled', { name: trader.name }));
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
    }
  };
  return (
    <ConfirmDialog
      title={t('copy.cancelFollow')}
      busy={cancel.isPending || loading}
      rows={rows}
      note={t('copy.cancelNote', { name: trader.name, rate: follow ? f.percent(follow.share_rate) : '--' })}
      confirmLabel={t('copy.cancelConfirm')}
      danger
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      <Problem error={error} />
    </ConfirmDialog>
  );
}
