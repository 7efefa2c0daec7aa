// Open positions and pending limit orders with live profit: close, set take-profit and stop-loss,
// cancel. Used by the contract page (one symbol) and the positions page (all symbols).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/nav';
import { type LeverOrder, tradeCalls } from '../../contract/trade';
import { dec } from '../../shared/lib/decimal';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { toast } from '../../shared/stores/ui';
import { liquidationPrice } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog, CostPreview, type Row } from '../../shared/ui/money';
import { ProfitText } from '../../shared/ui/ProfitText';
import { useOrderAction } from './api';
import { useTradeFormat } from './format';
import { closeReturn, type LiveOrder, useLiveOrders } from './liveOrders';
import { ProfitLine } from './parts';
import { StopsDialog } from './StopsDialog';
import styles from './trade.module.css';

type Action = { kind: 'close' | 'stops' | 'cancel'; live: LiveOrder } | null;

/** `compact` leaves out the rows (a page that shows them already) and keeps the live profit and the actions. */
export function LeverOrderList({ orders, empty, compact = false }: { orders: LeverOrder[]; empty: string; compact?: boolean }) {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const lives = useLiveOrders(orders);
  const [action, setAction] = useState<Action>(null);
  const close = useOrderAction(tradeCalls.leverClose, { toast: true });
  const cancel = useOrderAction(tradeCalls.leverCancel, { toast: true });
  if (!orders.length) return <p className={`muted ${styles.empty}`}>{empty}</p>;
  // The dialog keeps following the live price of the order it was opened for.
  const current = action ? (lives.find((l) => l.order.id === action.live.order.id) ?? action.live) : null;

  /** Closes or cancels; a refusal has been toasted (the dialog closes either way). */
  const run = async (done: Promise<unknown>, message: string) => {
    try {
      await done;
      toast(message);
    } catch {
      // The transport has shown the refusal.
    } finally {
      setAction(null);
    }
  };

  return (
    <>
      <ul className={styles.orders}>
        {lives.map((live) => (
          <LeverOrderCard key={live.order.id} live={live} compact={compact} onAction={(kind) => setAction({ kind, live })} />
        ))}
      </ul>
      {action?.kind === 'close' && current && (
        <ConfirmDialog
          title={t('trade.closeTitle')}
          busy={close.busy}
          danger
          confirmLabel={t('trade.close')}
          rows={[
            [t('trade.symbol'), current.order.symbol],
            [t('trade.direction'), t(`trade.side.${current.order.side}`)],
            [t('trade.lots'), fmt.qty(current.order.lots)],
            [t('trade.openPrice'), fmt.price(current.order.open_price, current.decimals)],
            [t('trade.closePriceNow'), fmt.price(current.price, current.decimals)],
            [
              t('trade.expectedProfit'),
              <ProfitText key="p" value={current.profit}>
                {fmt.exactSigned(current.profit)}
              </ProfitText>,
            ],
            [t('trade.roe'), fmt.roe(current.profit, current.order.margin)],
            [t('trade.margin'), fmt.exact(current.order.margin)],
            [t('trade.returnsToBalance'), fmt.exact(closeReturn(current))],
          ]}
          note={t('trade.closeNote')}
          onClose={() => setAction(null)}
          onConfirm={() => void run(close.run({ id: current.order.id }), t('trade.closed'))}
        />
      )}
      {action?.kind === 'cancel' && current && (
        <ConfirmDialog
          title={t('trade.cancelTitle')}
          busy={cancel.busy}
          danger
          confirmLabel={t('trade.cancelOrder')}
          rows={[
            [t('trade.symbol'), current.order.symbol],
            [t('trade.direction'), t(`trade.side.${current.order.side}`)],
            [t('trade.lots'), fmt.qty(current.order.lots)],
            [t('trade.limitPrice'), fmt.price(current.order.limit_price, current.decimals)],
            [t('trade.returnsToBalance'), fmt.exact(dec(current.order.margin).plus(current.order.fee))],
          ]}
          onClose={() => setAction(null)}
          onConfirm={() => void run(cancel.run({ id: current.order.id }), t('trade.cancelled'))}
        />
      )}
      {action?.kind === 'stops' && current && <StopsDialog live={current} onClose={() => setAction(null)} />}
    </>
  );
}

/** A contract order card's headline: symbol, side, leverage, state (and what the caller adds). */
export function OrderHead({ order, children }: { order: LeverOrder; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.cardHead}>
      <strong>{order.symbol}</strong>
      <span className={`${styles.badge} ${order.side === 'buy' ? 'up' : 'down'}`}>{t(`trade.side.${order.side}`)}</span>
      <span className="muted">×{order.leverage}</span>
      <span className="muted">{t(`trade.status.${order.status}`)}</span>
      {children}
    </div>
  );
}

function LeverOrderCard({
  live,
  compact,
  onAction,
}: {
  live: LiveOrder;
  compact: boolean;
  onAction(kind: 'close' | 'stops' | 'cancel'): void;
}) {
  const { t } = useTranslation();
  const fmt = useTradeFormat();
  const { order, decimals, price, profit, lotSize, lotDecimals } = live;
  const open = order.status === 'open';
  const rows: Row[] = [
    [t('trade.lots'), fmt.qty(order.lots, lotDecimals)],
    open ? [t('trade.openPrice'), fmt.price(order.open_price, decimals)] : [t('trade.limitPrice'), fmt.price(order.limit_price, decimals)],
    [t('trade.currentPrice'), fmt.price(price, decimals)],
    [t('trade.margin'), fmt.money(order.margin)],
    [t('trade.fee'), fmt.money(order.fee)],
    [t('trade.takeProfit'), fmt.price(order.target_profit_price, decimals)],
    [t('trade.stopLoss'), fmt.price(order.stop_loss_price, decimals)],
  ];
  if (open && order.open_price && lotSize) {
    rows.push([
      t('trade.liquidationPrice'),
      fmt.price(liquidationPrice(order.side, order.open_price, order.lots, lotSize, order.margin), decimals),
    ]);
  }
  return (
    <li className={styles.card} aria-label={t('trade.orderLabel', { id: order.id })}>
      <OrderHead order={order}>
        {!compact && (
          <Link
            to={`/pages/transaction/contract_order?id=${order.id}`}
            state={{ order }}
            className={`btn secondary ${styles.smallButton} ${styles.cardLink}`}
          >
            {t('trade.details')}
          </Link>
        )}
      </OrderHead>
      {open && <ProfitLine profit={profit} base={order.margin} />}
      {!compact && <CostPreview plain rows={rows} />}
      <div className={styles.actions}>
        {open ? (
          <>
            <Button variant="secondary" onClick={() => onAction('stops')}>
              {t('trade.setStops')}
            </Button>
            <Button variant="danger" onClick={() => onAction('close')}>
              {t('trade.close')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => onAction('cancel')}>
            {t('trade.cancelOrder')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** SPEC's fields of a contract order, for the history and the details page. */
export function useOrderRows() {
  const { t, i18n } = useTranslation();
  const fmt = useTradeFormat();
  const time = (ts: number | null) => (ts ? formatDateTime(ts, i18n.language) : EMPTY_VALUE);
  /** `lead`: with the fields a history card leads with (symbol, side, leverage, profit and ROE); without them under its Details. */
  return (
    order: LeverOrder,
    decimals: number,
    o: { live?: { profit: string; points: string }; lotDecimals?: number; lead?: boolean } = {},
  ) => {
    const profit = o.live?.profit ?? order.profit;
    const lead = o.lead ?? true;
    const voucherText = (v: NonNullable<LeverOrder['voucher']>) =>
      t('coupon.orderValue', { fee: fmt.money(v.fee), margin: fmt.money(v.margin) });
    const rows: Array<Row | false> = [
      [t('trade.orderId'), String(order.id)],
      lead && [t('trade.symbol'), order.symbol],
      lead && [t('trade.direction'), t(`trade.side.${order.side}`)],
      [t('trade.orderType'), t(`trade.${order.order_type}`)],
      [t('trade.status.label'), t(`trade.status.${order.status}`)],
      lead && [t('trade.leverage'), `×${order.leverage}`],
      [t('trade.lots'), fmt.qty(order.lots, o.lotDecimals)],
      [t('trade.margin'), fmt.money(order.margin)],
      !!order.limit_price && [t('trade.limitPrice'), fmt.price(order.limit_price, decimals)],
      [t('trade.openPrice'), fmt.price(order.open_price, decimals)],
      [t('trade.closePrice'), fmt.price(order.close_price, decimals)],
      [t('trade.points'), fmt.price(o.live?.points ?? order.points, decimals)],
      [t('trade.fee'), fmt.money(order.fee)],
      !!order.voucher && [t('coupon.orderRow'), voucherText(order.voucher)],
      lead && [
        t('trade.profit'),
        <ProfitText key="p" value={profit}>
          {fmt.signed(profit)}
        </ProfitText>,
      ],
      lead && [
        t('trade.roe'),
        <ProfitText key="r" value={profit}>
          {fmt.roe(profit, order.margin)}
        </ProfitText>,
      ],
      [t('trade.takeProfit'), fmt.price(order.target_profit_price, decimals)],
      [t('trade.stopLoss'), fmt.price(order.stop_loss_price, decimals)],
      [t('trade.openTime'), time(order.opened_at)],
      [t('trade.closeTime'), time(order.closed_at)],
      [t('trade.closeReason.label'), order.close_reason ? t(`trade.closeReason.${order.close_reason}`) : EMPTY_VALUE],
    ];
    return rows.filter((row): row is Row => row !== false);
  };
}
