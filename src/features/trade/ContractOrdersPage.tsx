// Every open position and pending order across symbols, with live profit; close one, all, longs or shorts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import { Decimal } from '../../shared/lib/decimal';
import { useCurrentRoute } from '../../shared/route';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { Page, Placeholder } from '../../shared/ui/Page';
import { ProfitText } from '../../shared/ui/ProfitText';
import { useLeverAll, useOrderEvents, useRefreshTrade } from './api';
import { closeReturn, LeverOrderList, useLiveOrders } from './LeverOrders';
import { fmtMoney, fmtSigned } from './lib';
import { ConfirmModal, InfoRows, LinkRow } from './parts';
import './trade.css';

type CloseType = 'all' | 'buy' | 'sell';

export default function ContractOrdersPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { data, isPending, isError } = useLeverAll();
  useOrderEvents();
  const orders = data?.list ?? [];
  const lives = useLiveOrders(orders);
  const open = lives.filter((l) => l.order.status === 'open');
  const [closing, setClosing] = useState<CloseType | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshTrade();

  const sum = (values: Decimal.Value[]) => values.reduce<Decimal>((a, b) => a.plus(b), new Decimal(0));
  const totalProfit = sum(open.map((l) => l.profit));
  const affected = closing ? open.filter((l) => closing === 'all' || l.order.side === closing) : [];

  const batchClose = async (type: CloseType) => {
    setBusy(true);
    try {
      const reply = await api(tradeCalls.leverBatchClose, { type });
      toast(t('trade.batchClosed', { count: reply.closed }));
    } catch {
      // The transport has shown the refusal.
    } finally {
      setClosing(null);
      setBusy(false);
      refresh();
    }
  };

  return (
    <Page title={t(route.title)}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {data && (
          <>
            <InfoRows
              label={t('trade.summary')}
              rows={[
                [t('trade.openPositions'), String(open.length)],
                [t('trade.totalMargin'), fmtMoney(data.margin)],
                [
                  t('trade.floatingProfit'),
                  <ProfitText key="p" value={totalProfit.toFixed()}>
                    {fmtSigned(totalProfit)}
                  </ProfitText>,
                ],
              ]}
            />
            <div className="trade-actions trade-batch">
              {(['all', 'buy', 'sell'] as const).map((type) => (
                <Button
                  key={type}
                  variant="secondary"
                  disabled={!open.some((l) => type === 'all' || l.order.side === type)}
                  onClick={() => setClosing(type)}
                >
                  {t(`trade.closeType.${type}`)}
                </Button>
              ))}
            </div>
            <h2 className="section-title trade-section">{t('trade.positions')}</h2>
            <LeverOrderList orders={orders.filter((o) => o.status === 'open')} empty={t('trade.noPositions')} />
            <h2 className="section-title trade-section">{t('trade.pendingOrders')}</h2>
            <LeverOrderList orders={orders.filter((o) => o.status === 'pending')} empty={t('trade.noPending')} />
          </>
        )}
        <LinkRow
          links={[
            ['/pages/transaction/contract', t('trade.newOrder')],
            ['/pages/historyList/historyList', t('trade.history')],
          ]}
        />
      </div>
      {closing && (
        <ConfirmModal
          title={t(`trade.closeType.${closing}`)}
          busy={busy}
          danger
          confirmLabel={t('trade.close')}
          rows={[
            [t('trade.positionsToClose'), String(affected.length)],
            [
              t('trade.expectedProfit'),
              <ProfitText key="p" value={sum(affected.map((l) => l.profit)).toFixed()}>
                {fmtSigned(sum(affected.map((l) => l.profit)))}
              </ProfitText>,
            ],
            [t('trade.returnsToBalance'), fmtMoney(sum(affected.map(closeReturn)))],
          ]}
          note={t('trade.closeNote')}
          onClose={() => setClosing(null)}
          onConfirm={() => batchClose(closing)}
        />
      )}
    </Page>
  );
}
