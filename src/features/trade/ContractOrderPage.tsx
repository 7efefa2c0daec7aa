// One contract order with SPEC's fields; an open position keeps its live profit.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '../../shared/nav';
import type { LeverOrder } from '../../contract/trade';
import { useCurrentRoute } from '../../shared/route';
import { CostPreview } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { useLeverOrder, useOrderEvents } from './api';
import { LeverOrderList, useOrderRows } from './LeverOrders';
import { useLiveOrders } from './liveOrders';
import { LinkRow } from './parts';

export default function ContractOrderPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params] = useSearchParams();
  const passed = (useLocation().state as { order?: LeverOrder } | null)?.order;
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  useOrderEvents();
  const { data, isPending } = useLeverOrder(id, passed, valid);
  const lives = useLiveOrders(data ? [data] : []);
  const rowsOf = useOrderRows();
  const live = lives[0];

  return (
    <Page title={t(route.title)}>
      <div className="content">
        {!valid && <Placeholder>{t('trade.orderNotFound')}</Placeholder>}
        {valid && isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {valid && !isPending && !data && <Placeholder>{t('trade.orderNotFound')}</Placeholder>}
        {live && (
          <CostPreview
            label={t('trade.orderLabel', { id: live.order.id })}
            rows={rowsOf(live.order, live.decimals, { live, lotDecimals: live.lotDecimals })}
          />
        )}
        {live && (live.order.status === 'open' || live.order.status === 'pending') && (
          <LeverOrderList orders={[live.order]} empty="" compact />
        )}
        <LinkRow
          links={[
            ['/pages/contractOrders/contractOrders', t('trade.allPositions')],
            ['/pages/historyList/historyList', t('trade.history')],
          ]}
        />
      </div>
    </Page>
  );
}
