// Every open position and pending order across symbols, with live profit; close one, all, longs or shorts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeCalls } from '../../contract/trade';
import { Decimal } from '../../shared/lib/decimal';
import { useCurrentRoute } from '../../shared/route';
import { toast } from '../../shared/stores/ui';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, CostPreview } from '../../shared/ui/money';
import { Page, Placeholder } from '../../shared/ui/Page';
import { ProfitText } from '../../shared/ui/ProfitText';
import { useLeverAll, useOrderAction, useOrderEvents } from './api';
import { LeverOrderList } from './LeverOrders';
import { useTradeFormat } from './format';
import { closeReturn, useLiveOrders } from './liveOrders';
import { LinkRow } from './parts';
import styles from './trade.module.css';

type CloseType = 'all' | 'buy' | 'sell';

export default function ContractOrdersPage() {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const route = useCurrentRoute();
  const { data, isPending, isError } = useLeverAll();
  useOrderEvents();
  const orders = data?.list ?? [];
  const lives = useLiveOrders(orders);
  const open = lives.filter((l) => l.order.status === 'open');
  const [closing, setClosing] = useState<CloseType | null>(null);
  const batch = useOrderAction(tradeCalls.leverBatchClose, { toast: true });

  const sum = (values: Decimal.Value[]) => values.reduce<Decimal>((a, b) => a.plus(b), new Decimal(0));
  const totalProfit = sum(open.map((l) => l.profit));
  const openMargin = sum(open.map((l) => l.order.margin));
  const affected = closing ? open.filter((l) => closing === 'all' || l.order.side === closing) : [];

  const batchClose = async (type: CloseType) => {
    try {
      const reply = await batch.run({ type });
      toast(t('trade.batchClosed', { count: reply.closed }));
    } catch {
      // The transport has shown the refusal.
    } finally {
      setClosing(null);
    }
  };

  return (
    <Page title={t(route.title)}>
      <div className="content">
        {isPending && <Placeholder>{t('common.loading')}</Placeholder>}
        {isError && <Placeholder>{t('errors.failed')}</Placeholder>}
        {data && (
          <>
            <CostPreview
              label={t('trade.summary')}
              rows={[
                [t('trade.openPositions'), String(open.length)],
                [t('trade.totalMargin'), fmt.moneyOf(data.margin, 'USDT')],
                [
                  t('trade.floatingProfit'),
                  <ProfitText key="p" value={totalProfit.toFixed()}>
                    {`${fmt.signed(totalProfit)} USDT`}
                  </ProfitText>,
                ],
                [
                  t('trade.roe'),
                  <ProfitText key="r" value={totalProfit.toFixed()}>
                    {fmt.roe(totalProfit, openMargin)}
                  </ProfitText>,
                ],
              ]}
            />
            <div className={`${styles.actions} ${styles.batch}`}>
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
            <h2 className={`section-title ${styles.section}`}>{t('trade.positions')}</h2>
            <LeverOrderList orders={orders.filter((o) => o.status === 'open')} empty={t('trade.noPositions')} />
            <h2 className={`section-title ${styles.section}`}>{t('trade.pendingOrders')}</h2>
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
        <ConfirmDialog
          title={t(`trade.closeType.${closing}`)}
          busy={batch.busy}
          danger
          confirmLabel={t('trade.close')}
          rows={[
            [t('trade.positionsToClose'), String(affected.length)],
            [
              t('trade.expectedProfit'),
              <ProfitText key="p" value={sum(affected.map((l) => l.profit)).toFixed()}>
                {fmt.exactSigned(sum(affected.map((l) => l.profit)))}
              </ProfitText>,
            ],
            [t('trade.returnsToBalance'), fmt.exact(sum(affected.map(closeReturn)))],
          ]}
          note={t('trade.closeNote')}
          onClose={() => setClosing(null)}
          onConfirm={() => void batchClose(closing)}
        />
      )}
    </Page>
  );
}
