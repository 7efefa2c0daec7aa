// My savings orders (quantitativeOrder): what is invested and the income paid today and in all; running
// and ended orders with SPEC's fields (amount, rate, days, today's income, total income, maturity,
// penalty and refund). "End early" shows the penalty and the refund before it confirms, from the
// shared formula the server pays with.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { fundCalls } from '../../contract/fund';
import { type QuantOrder, quantCalls } from '../../contract/quant';
import { toast } from '../../shared/stores/ui';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { useQuantFormat } from './format';
import styles from './quant.module.css';

const TABS = ['running', 'ended'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 10;

function OrderCard({ order: o, onEnd }: { order: QuantOrder; onEnd(order: QuantOrder): void }) {
  const { t } = useTranslation();
  const f = useQuantFormat();
  const money = (v: string | null) => (v === null ? '--' : `${f.exact(v)} ${o.currency}`);
  const rows: Row[] = [
    [t('quant.order.id'), String(o.id)],
    [t('quant.amount'), money(o.amount)],
    [t('quant.order.rate'), t('quant.dailyRate', { rate: f.percent(o.daily_rate) })],
    [t('quant.order.days'), t('quant.order.daysPaid', { paid: o.days_paid, days: f.days(o.days) })],
    [t('quant.order.today'), money(o.today_income)],
    [t('quant.order.total'), money(o.total_income)],
    [t('quant.order.bought'), f.time(o.created_at)],
    o.next_income_at ? [t('quant.order.next'), f.time(o.next_income_at)] : [t('quant.order.ended'), o.ended_at ? f.time(o.ended_at) : '--'],
    [t('quant.order.maturity'), f.time(o.maturity_at)],
  ];
  if (o.status === 'terminated') rows.push([t('quant.order.penalty'), money(o.penalty)], [t('quant.order.refund'), money(o.refund)]);
  return (
    <li className={styles.card} aria-label={`${o.name} #${o.id}`}>
      <div className={styles.head}>
        <h2>{o.name}</h2>
        <strong className={o.status === 'running' ? 'up' : 'muted'}>{t(`quant.status.${o.status}`)}</strong>
      </div>
      <CostPreview plain rows={rows} />
      {o.status === 'running' && (
        <button type="button" className={styles.end} onClick={() => onEnd(o)}>
          {t('quant.end.open')}
        </button>
      )}
    </li>
  );
}

export default function QuantOrdersPage() {
  const { t } = useTranslation();
  const f = useQuantFormat();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ended' ? 'ended' : 'running';
  const [ending, setEnding] = useState<QuantOrder | null>(null);
  const summary = useCallQuery(quantCalls.quantOrders, { status: tab, page: 1, limit: PER_PAGE }).data?.summary;
  const terminate = useCallMutation(quantCalls.quantTerminate, { invalidates: [quantCalls.quantOrders, fundCalls.account], toast: true });
  const end = async (order: QuantOrder) => {
    try {
      const done = await terminate.mutateAsync({ id: order.id });
      toast(t('quant.end.done', { refund: `${f.exact(done.refund ?? '0')} ${done.currency}` }));
    } finally {
      setEnding(null);
    }
  };
  return (
    <Page title={t('routes.quantitativeOrder.quantitativeOrder')}>
      <div className="content">
        <dl className={styles.summary}>
          <div>
            <dt>{t('quant.summary.invested')}</dt>
            <dd>{summary ? f.money(summary.invested) : '--'}</dd>
          </div>
          <div>
            <dt>{t('quant.order.today')}</dt>
            <dd>{summary ? f.exact(summary.today_income) : '--'}</dd>
          </div>
          <div>
            <dt>{t('quant.order.total')}</dt>
            <dd>{summary ? f.exact(summary.total_income) : '--'}</dd>
          </div>
        </dl>
        <TabStrip
          label={t('quant.tabs.label')}
          tabs={TABS.map((name) => ({ id: name, label: t(`quant.tabs.${name}`) }))}
          value={tab}
          onChange={(name) => setParams({ tab: name }, { replace: true })}
          panelId="quant-orders"
        />
        <div role="tabpanel" id="quant-orders" aria-labelledby={tabId('quant-orders', tab)}>
          <PagedList
            call={quantCalls.quantOrders}
            filter={{ status: tab }}
            limit={PER_PAGE}
            label={t(`quant.tabs.${tab}`)}
            className={styles.list}
            empty={t('quant.noOrders')}
            itemKey={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} onEnd={setEnding} />}
          />
        </div>
      </div>
      {ending?.penalty && ending.refund && (
        <ConfirmDialog
          title={t('quant.end.title')}
          danger
          busy={terminate.isPending}
          confirmLabel={t('quant.end.confirm')}
          rows={[
            [t('quant.amount'), `${f.exact(ending.amount)} ${ending.currency}`],
            [t('quant.end.penalty', { rate: f.percent(ending.penalty_rate) }), `−${f.exact(ending.penalty)} ${ending.currency}`],
            [t('quant.end.refund'), `${f.exact(ending.refund)} ${ending.currency}`],
            [t('quant.end.kept'), `${f.exact(ending.total_income)} ${ending.currency}`],
          ]}
          note={t('quant.end.note')}
          onClose={() => setEnding(null)}
          onConfirm={() => void end(ending)}
        />
      )}
    </Page>
  );
}
