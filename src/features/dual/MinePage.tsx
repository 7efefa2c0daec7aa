// My dual investments (/pages/invest/mine): open (waiting for the start, running) and ended (settled,
// cancelled) orders with what was invested, both outcomes, and once settled the settlement price and
// the payout. Before the start an order can be cancelled: the confirm dialog shows the full refund.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { type DualOrder, dualCalls } from '../../contract/dual';
import { fundCalls } from '../../contract/fund';
import { toast } from '../../shared/stores/ui';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import styles from './dual.module.css';
import { useDualFormat } from './format';

const TABS = ['open', 'ended'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 10;
const TONE: Record<DualOrder['status'], string> = { waiting: 'muted', running: 'up', settled: '', cancelled: 'muted' };

function OrderCard({ order: o, onCancel }: { order: DualOrder; onCancel(order: DualOrder): void }) {
  const { t } = useTranslation();
  const f = useDualFormat();
  const labels = f.outcomes(o);
  const rows: Row[] = [
    [t('dual.order.shares'), String(o.num)],
    [t('dual.order.invested'), f.amount(o.invested, o.invest_currency)],
    [t('dual.strike'), f.amount(o.strike, 'USDT')],
    [t('dual.rate'), f.percent(o.annual_rate)],
    [t('dual.start'), f.time(o.start_at)],
    [t('dual.expiry'), f.time(o.expiry_at)],
    [labels.coin, f.amount(o.outcome_coin, o.coin)],
    [labels.usdt, f.amount(o.outcome_usdt, 'USDT')],
    [t('dual.order.bought'), f.time(o.created_at)],
  ];
  if (o.status === 'settled' && o.settlement_price && o.payout && o.payout_currency)
    rows.push(
      [t('dual.order.settlementPrice'), f.amount(o.settlement_price, 'USDT')],
      [t('dual.order.payout'), f.amount(o.payout, o.payout_currency)],
    );
  return (
    <li className={styles.card} aria-label={t('dual.order.name', { coin: o.coin, type: f.type(o.type), id: o.id })}>
      <div className={styles.head}>
        <h2>
          {o.coin} · {f.type(o.type)}
        </h2>
        <strong className={TONE[o.status]}>{t(`dual.status.${o.status}`)}</strong>
      </div>
      <CostPreview plain rows={rows} />
      {o.status === 'waiting' && (
        <button type="button" className={styles.secondary} onClick={() => onCancel(o)}>
          {t('dual.cancel.open')}
        </button>
      )}
    </li>
  );
}

export default function MinePage() {
  const { t } = useTranslation();
  const f = useDualFormat();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ended' ? 'ended' : 'open';
  const [cancelling, setCancelling] = useState<DualOrder | null>(null);
  const cancel = useCallMutation(dualCalls.dualCancel, {
    invalidates: [dualCalls.dualList, dualCalls.dualIndex, fundCalls.account],
    toast: true,
  });
  const confirm = async (order: DualOrder) => {
    try {
      const done = await cancel.mutateAsync({ id: order.id });
      toast(t('dual.cancel.done', { amount: f.amount(done.invested, done.invest_currency) }));
    } finally {
      setCancelling(null);
    }
  };
  return (
    <Page title={t('routes.invest.mine')}>
      <div className="content">
        <TabStrip
          label={t('dual.tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`dual.tabs.${id}`) }))}
          value={tab}
          onChange={(id) => setParams({ tab: id }, { replace: true })}
          panelId="dual-orders"
        />
        <div role="tabpanel" id="dual-orders" aria-labelledby={tabId('dual-orders', tab)}>
          <PagedList
            call={dualCalls.dualList}
            filter={{ status: tab }}
            limit={PER_PAGE}
            label={t(`dual.tabs.${tab}`)}
            className={styles.list}
            empty={t('dual.noOrders')}
            itemKey={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} onCancel={setCancelling} />}
          />
        </div>
      </div>
      {cancelling && (
        <ConfirmDialog
          title={t('dual.cancel.title')}
          danger
          busy={cancel.isPending}
          confirmLabel={t('dual.cancel.confirm')}
          rows={[
            [t('dual.order.shares'), String(cancelling.num)],
            [t('dual.cancel.refund'), f.amount(cancelling.invested, cancelling.invest_currency)],
          ]}
          note={t('dual.cancel.note')}
          onClose={() => setCancelling(null)}
          onConfirm={() => void confirm(cancelling)}
        />
      )}
    </Page>
  );
}
