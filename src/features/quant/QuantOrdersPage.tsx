// My orders of a term product (quantitativeOrder for AI savings, lockming/order for locked mining): what
// is invested and the income paid today and in all; running and ended orders with SPEC's fields
// (amount, rate, days, today's income, total income, maturity, penalty and refund). "End early" shows
// the penalty (the early-redemption fee) and the refund before it confirms, from the shared formula the
// server pays with.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { useCallMutation } from '../../api/mutation';
import { useCallQuery } from '../../api/query';
import { fundCalls } from '../../contract/fund';
import type { QuantOrder, TermKind } from '../../contract/quant';
import { toast } from '../../shared/stores/ui';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { TabStrip, tabId } from '../../shared/ui/TabStrip';
import { ConfirmDialog, CostPreview, type Row, DailyRate } from '../../shared/ui/money';
import { useQuantFormat } from './format';
import styles from './quant.module.css';
import { TERM_UI, termCalls } from './term';

const TABS = ['running', 'ended'] as const;
type Tab = (typeof TABS)[number];
const PER_PAGE = 10;

type K = (key: string, vars?: Record<string, unknown>) => string;

function OrderCard({ order: o, onEnd, k }: { order: QuantOrder; onEnd(order: QuantOrder): void; k: K }) {
  const f = useQuantFormat();
  const money = (v: string | null) => (v === null ? '--' : `${f.exact(v)} ${o.currency}`);
  const rows: Row[] = [
    [k('order.id'), String(o.id)],
    [k('amount'), money(o.amount)],
    [
      k('order.rate'),
      <DailyRate
        key="rate"
        daily={k('dailyRate', { rate: f.percent(o.daily_rate) })}
        yearly={k('yearly', { rate: f.yearly(o.daily_rate) })}
      />,
    ],
    [k('order.days'), k('order.daysPaid', { paid: o.days_paid, days: f.days(o.days) })],
    [k('order.today'), money(o.today_income)],
    [k('order.total'), money(o.total_income)],
    [k('order.bought'), f.time(o.created_at)],
    o.next_income_at ? [k('order.next'), f.time(o.next_income_at)] : [k('order.ended'), o.ended_at ? f.time(o.ended_at) : '--'],
    [k('order.maturity'), f.time(o.maturity_at)],
  ];
  if (o.status === 'terminated') rows.push([k('order.penalty'), money(o.penalty)], [k('order.refund'), money(o.refund)]);
  return (
    <li className={styles.card} aria-label={`${o.name} #${o.id}`}>
      <div className={styles.head}>
        <h2>{o.name}</h2>
        <strong className={o.status === 'running' ? 'up' : 'muted'}>{k(`status.${o.status}`)}</strong>
      </div>
      <CostPreview plain rows={rows} />
      {o.status === 'running' && (
        <button type="button" className={styles.end} onClick={() => onEnd(o)}>
          {k('end.open')}
        </button>
      )}
    </li>
  );
}

/** The summary, the running / ended tabs and the orders of a kind, with ending early. */
export function TermOrders({ kind }: { kind: TermKind }) {
  const { t } = useTranslation();
  const { ns } = TERM_UI[kind];
  const k: K = (key, vars) => t(`${ns}.${key}`, vars);
  const calls = termCalls(kind);
  const f = useQuantFormat();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ended' ? 'ended' : 'running';
  const [ending, setEnding] = useState<QuantOrder | null>(null);
  const summary = useCallQuery(calls.orders, { status: tab, page: 1, limit: PER_PAGE }).data?.summary;
  const terminate = useCallMutation(calls.end, { invalidates: [calls.orders, fundCalls.account], toast: true });
  const end = async (order: QuantOrder) => {
    try {
      const done = await terminate.mutateAsync({ id: order.id });
      toast(k('end.done', { refund: `${f.exact(done.refund ?? '0')} ${done.currency}` }));
    } finally {
      setEnding(null);
    }
  };
  return (
    <>
      <div className="content">
        <dl className={styles.summary}>
          <div>
            <dt>{k('summary.invested')}</dt>
            <dd>{summary ? f.money(summary.invested) : '--'}</dd>
          </div>
          <div>
            <dt>{k('order.today')}</dt>
            <dd>{summary ? f.exact(summary.today_income) : '--'}</dd>
          </div>
          <div>
            <dt>{k('order.total')}</dt>
            <dd>{summary ? f.exact(summary.total_income) : '--'}</dd>
          </div>
        </dl>
        <TabStrip
          label={k('tabs.label')}
          tabs={TABS.map((name) => ({ id: name, label: k(`tabs.${name}`) }))}
          value={tab}
          onChange={(name) => setParams({ tab: name }, { replace: true })}
          panelId={`${ns}-orders`}
        />
        <div role="tabpanel" id={`${ns}-orders`} aria-labelledby={tabId(`${ns}-orders`, tab)}>
          <PagedList
            call={calls.orders}
            filter={{ status: tab }}
            limit={PER_PAGE}
            label={k(`tabs.${tab}`)}
            className={styles.list}
            empty={k('noOrders')}
            itemKey={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} onEnd={setEnding} k={k} />}
          />
        </div>
      </div>
      {ending?.penalty && ending.refund && (
        <ConfirmDialog
          title={k('end.title')}
          danger
          busy={terminate.isPending}
          confirmLabel={k('end.confirm')}
          rows={[
            [k('amount'), `${f.exact(ending.amount)} ${ending.currency}`],
            [k('end.penalty', { rate: f.percent(ending.penalty_rate) }), `−${f.exact(ending.penalty)} ${ending.currency}`],
            [k('end.refund'), `${f.exact(ending.refund)} ${ending.currency}`],
            [k('end.kept'), `${f.exact(ending.total_income)} ${ending.currency}`],
          ]}
          note={k('end.note')}
          onClose={() => setEnding(null)}
          onConfirm={() => void end(ending)}
        />
      )}
    </>
  );
}

export default function QuantOrdersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.quantitativeOrder.quantitativeOrder')}>
      <TermOrders kind="quant" />
    </Page>
  );
}
