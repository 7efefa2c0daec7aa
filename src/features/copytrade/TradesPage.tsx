// A lead trader's trades (/pages/copytrade/trader?id=&status=&days=): the contract orders every figure
// is computed from, open or closed, over 7 or 30 days or all, newest first.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/nav';
import { copyCalls } from '../../contract/copytrade';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../api/PagedList';
import { TabStrip } from '../../shared/ui/TabStrip';
import { OrderCard } from './OrderCard';
import styles from './copy.module.css';

type Tab = 'closed' | 'open' | 'd30' | 'd7';

export default function TradesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const days = params.get('days');
  const status = params.get('status') === 'open' ? 'open' : 'closed';
  const tab: Tab = status === 'open' ? 'open' : days === '7' ? 'd7' : days === '30' ? 'd30' : 'closed';
  const pick = (next: Tab) => {
    const p = new URLSearchParams({ id: String(id), status: next === 'open' ? 'open' : 'closed' });
    if (next === 'd7') p.set('days', '7');
    if (next === 'd30') p.set('days', '30');
    setParams(p, { replace: true });
  };
  const filter = {
    trader_user_id: id,
    status,
    ...(tab === 'd7' ? { days: 7 } : tab === 'd30' ? { days: 30 } : {}),
  } as const;
  return (
    <Page title={t('routes.copytrade.trader')}>
      <div className="content">
        <TabStrip
          label={t('copy.trades')}
          panelId="copy-trades"
          value={tab}
          onChange={pick}
          tabs={[
            { id: 'closed', label: t('copy.tab.closed') },
            { id: 'open', label: t('copy.tab.open') },
            { id: 'd30', label: t('copy.tab.d30') },
            { id: 'd7', label: t('copy.tab.d7') },
          ]}
        />
        <div id="copy-trades" role="tabpanel">
          <PagedList
            call={copyCalls.followHistoryTrade}
            filter={filter}
            limit={10}
            label={t('copy.trades')}
            className={styles.list}
            empty={t('copy.noTrades')}
            itemKey={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} />}
          />
        </div>
      </div>
    </Page>
  );
}
