// Open positions and pending limit orders with live profit: close, set take-profit and stop-loss,
// cancel. Used by the contract page (one symbol) and the positions page (all symbols).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { tradeCalls } from '../../contract/trade';
import type { LeverOrder } from '../../contract/trade';
import { dec } from '../../shared/lib/decimal';
import { EMPTY_VALUE, formatDateTime } from '../../shared/lib/format';
import { useTickers } from '../../shared/market/tickers';
import { toast } from '../../shared/stores/ui';
import { checkStops, liquidationPrice, points, positionProfit } from '../../shared/trade/formulas';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { ProfitText } from '../../shared/ui/ProfitText';
import { useFormErrors } from '../../shared/ui/useFormErrors';
import { useRefreshTrade, useSymbolSpecs } from './api';
import { checkOptionalPrice, fmtMoney, fmtPrice, fmtQty, fmtSigned, readDecimal } from './lib';
import { ConfirmModal, DecimalField, InfoRows, type Row, reportError, useProblemText } from './parts';
import './trade.css';

export interface LiveOrder {
  order: LeverOrder;
  decimals: number;
  lotSize: string | null;
  /** Live price of the symbol (the ticker, else the server's mark price). */
  price: string | null;
  /** Live profit of an open position; the server's figure otherwise. */
  profit: string;
  /** Live price distance in the position's favour; the server's figure otherwise. */
  points: string;
}

/** Orders with their live price and profit, from the ticker store and the formulas the server closes with. */
export function useLiveOrders(orders: LeverOrder[]): LiveOrder[] {
  const { tickers } = useTickers();
  const specs = useSymbolSpecs([...new Set(orders.map((o) => o.symbol))]);
  return orders.map((order) => {
    const spec = specs.get(order.symbol);
    const ticker = tickers.get(order.symbol);
    const price = ticker?.price ?? order.mark_price;
    const lotSize = spec?.lot_size ?? null;
    let profit = order.profit;
    let distance = order.points;
    if (order.status === 'open' && order.open_price && price && lotSize) {
      profit = positionProfit(order.side, order.open_price, price, order.lots, lotSize, order.margin).toFixed();
      distance = points(order.side, order.open_price, price).toFixed();
    }
    return { order, decimals: ticker?.decimals ?? spec?.decimals ?? 2, lotSize, price, profit, points: distance };
  });
}

/** Margin plus profit: what closing puts back into the available balance (never below zero). */
export const closeReturn = (live: LiveOrder) => {
  const back = dec(live.order.margin).plus(live.profit);
  return back.isNeg() ? dec(0) : back;
};

type Action = { kind: 'close' | 'stops' | 'cancel'; live: LiveOrder } | null;

/** `compact` leaves out the rows (a page that shows them already) and keeps the live profit and the actions. */
export function LeverOrderList({ orders, empty, compact = false }: { orders: LeverOrder[]; empty: string; compact?: boolean }) {
  const { t } = useTranslation();
  const lives = useLiveOrders(orders);
  const [action, setAction] = useState<Action>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshTrade();
  if (!orders.length) return <p className="muted trade-empty">{empty}</p>;
  // The modal keeps following the live price of the order it was opened for.
  const current = action ? (lives.find((l) => l.order.id === action.live.order.id) ?? action.live) : null;

  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      toast(done);
      setAction(null);
    } catch {
      setAction(null);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      <ul className="trade-orders">
        {lives.map((live) => (
          <LeverOrderCard key={live.order.id} live={live} compact={compact} onAction={(kind) => setAction({ kind, live })} />
        ))}
      </ul>
      {action?.kind === 'close' && current && (
        <ConfirmModal
          title={t('trade.closeTitle')}
          busy={busy}
          danger
          confirmLabel={t('trade.close')}
          rows={[
            [t('trade.symbol'), current.order.symbol],
            [t('trade.direction'), t(`trade.side.${current.order.side}`)],
            [t('trade.lots'), fmtQty(current.order.lots)],
            [t('trade.openPrice'), fmtPrice(current.order.open_price, current.decimals)],
            [t('trade.closePriceNow'), fmtPrice(current.price, current.decimals)],
            [
              t('trade.expectedProfit'),
              <ProfitText key="p" value={current.profit}>
                {fmtSigned(current.profit)}
              </ProfitText>,
            ],
            [t('trade.margin'), fmtMoney(current.order.margin)],
            [t('trade.returnsToBalance'), fmtMoney(closeReturn(current))],
          ]}
          note={t('trade.closeNote')}
          onClose={() => setAction(null)}
          onConfirm={() => run(() => api(tradeCalls.leverClose, { id: current.order.id }), t('trade.closed'))}
        />
      )}
      {action?.kind === 'cancel' && current && (
        <ConfirmModal
          title={t('trade.cancelTitle')}
          busy={busy}
          danger
          confirmLabel={t('trade.cancelOrder')}
          rows={[
            [t('trade.symbol'), current.order.symbol],
            [t('trade.direction'), t(`trade.side.${current.order.side}`)],
            [t('trade.lots'), fmtQty(current.order.lots)],
            [t('trade.limitPrice'), fmtPrice(current.order.limit_price, current.decimals)],
            [t('trade.returnsToBalance'), fmtMoney(dec(current.order.margin).plus(current.order.fee))],
          ]}
          onClose={() => setAction(null)}
          onConfirm={() => run(() => api(tradeCalls.leverCancel, { id: current.order.id }), t('trade.cancelled'))}
        />
      )}
      {action?.kind === 'stops' && current && <StopsModal live={current} onClose={() => setAction(null)} />}
    </>
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
  const { order, decimals, price, profit, lotSize } = live;
  const open = order.status === 'open';
  const rows: Row[] = [
    [t('trade.lots'), fmtQty(order.lots)],
    open ? [t('trade.openPrice'), fmtPrice(order.open_price, decimals)] : [t('trade.limitPrice'), fmtPrice(order.limit_price, decimals)],
    [t('trade.currentPrice'), fmtPrice(price, decimals)],
    [t('trade.margin'), fmtMoney(order.margin)],
    [t('trade.fee'), fmtMoney(order.fee)],
    [t('trade.takeProfit'), fmtPrice(order.target_profit_price, decimals)],
    [t('trade.stopLoss'), fmtPrice(order.stop_loss_price, decimals)],
  ];
  if (open && order.open_price && lotSize) {
    rows.push([
      t('trade.liquidationPrice'),
      fmtPrice(liquidationPrice(order.side, order.open_price, order.lots, lotSize, order.margin), decimals),
    ]);
  }
  return (
    <li className="trade-card" aria-label={t('trade.orderLabel', { id: order.id })}>
      <div className="trade-card-head">
        <strong>{order.symbol}</strong>
        <span className={order.side === 'buy' ? 'trade-badge up' : 'trade-badge down'}>{t(`trade.side.${order.side}`)}</span>
        <span className="muted">×{order.leverage}</span>
        <span className="muted">{t(`trade.status.${order.status}`)}</span>
        {!compact && (
          <Link to={`/pages/transaction/contract_order?id=${order.id}`} state={{ order }} className="trade-card-link">
            {t('trade.details')}
          </Link>
        )}
      </div>
      {open && (
        <p className="trade-profit">
          <span className="muted">{t('trade.profit')}</span> <ProfitText value={profit}>{fmtSigned(profit)}</ProfitText>
        </p>
      )}
      {!compact && <InfoRows rows={rows} />}
      <div className="trade-actions">
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

type StopField = 'target_profit_price' | 'stop_loss_price';

/** Take-profit and stop-loss of an open position, checked against the live price at the field. */
function StopsModal({ live, onClose }: { live: LiveOrder; onClose(): void }) {
  const { t } = useTranslation();
  const { order, decimals, price } = live;
  const [tp, setTp] = useState(order.target_profit_price ?? '');
  const [sl, setSl] = useState(order.stop_loss_price ?? '');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<StopField>();
  const text = useProblemText();
  const refresh = useRefreshTrade();

  const save = async () => {
    const tpProblem = checkOptionalPrice(tp, decimals);
    const slProblem = checkOptionalPrice(sl, decimals);
    const tpSide = !tpProblem && price ? checkStops(order.side, price, readDecimal(tp) || null, null) : null;
    const slSide = !slProblem && price ? checkStops(order.side, price, null, readDecimal(sl) || null) : null;
    const ok = form.check({
      target_profit_price: text(tpProblem) ?? (tpSide ? tpSide.key : null),
      stop_loss_price: text(slProblem) ?? (slSide ? slSide.key : null),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await api(
        tradeCalls.leverSetStop,
        { id: order.id, target_profit_price: readDecimal(tp) || undefined, stop_loss_price: readDecimal(sl) || undefined },
        { quiet: true },
      );
      toast(t('trade.stopsSaved'));
      refresh();
      onClose();
    } catch (err) {
      reportError(form, ['target_profit_price', 'stop_loss_price'], err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('trade.setStops')} onClose={onClose}>
      <InfoRows
        rows={[
          [t('trade.symbol'), `${order.symbol} · ${t(`trade.side.${order.side}`)}`],
          [t('trade.openPrice'), fmtPrice(order.open_price, decimals)],
          [t('trade.currentPrice'), fmtPrice(price, decimals)],
        ]}
      />
      <p className="muted">{t(order.side === 'buy' ? 'trade.stopsRuleBuy' : 'trade.stopsRuleSell')}</p>
      <DecimalField
        label={t('trade.takeProfit')}
        placeholder={t('trade.optional')}
        value={tp}
        onChange={(v) => {
          setTp(v);
          form.clear('target_profit_price');
        }}
        error={form.errors.target_profit_price}
      />
      <DecimalField
        label={t('trade.stopLoss')}
        placeholder={t('trade.optional')}
        value={sl}
        onChange={(v) => {
          setSl(v);
          form.clear('stop_loss_price');
        }}
        error={form.errors.stop_loss_price}
      />
      <div className="trade-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} disabled={busy}>
          {t('common.save')}
        </Button>
      </div>
    </Modal>
  );
}

/** SPEC's fields of a contract order, for the history and the details page. */
export function useOrderRows() {
  const { t, i18n } = useTranslation();
  const time = (ts: number | null) => (ts ? formatDateTime(ts, i18n.language) : EMPTY_VALUE);
  return (order: LeverOrder, decimals: number, live?: { profit: string; points: string }): Row[] => [
    [t('trade.orderId'), String(order.id)],
    [t('trade.symbol'), order.symbol],
    [t('trade.direction'), t(`trade.side.${order.side}`)],
    [t('trade.orderType'), t(`trade.${order.order_type}`)],
    [t('trade.status.label'), t(`trade.status.${order.status}`)],
    [t('trade.leverage'), `×${order.leverage}`],
    [t('trade.lots'), fmtQty(order.lots)],
    [t('trade.margin'), fmtMoney(order.margin)],
    ...(order.limit_price ? ([[t('trade.limitPrice'), fmtPrice(order.limit_price, decimals)]] as Row[]) : []),
    [t('trade.openPrice'), fmtPrice(order.open_price, decimals)],
    [t('trade.closePrice'), fmtPrice(order.close_price, decimals)],
    [t('trade.points'), fmtPrice(live?.points ?? order.points, decimals)],
    [t('trade.fee'), fmtMoney(order.fee)],
    [
      t('trade.profit'),
      <ProfitText key="p" value={live?.profit ?? order.profit}>
        {fmtSigned(live?.profit ?? order.profit)}
      </ProfitText>,
    ],
    [t('trade.takeProfit'), fmtPrice(order.target_profit_price, decimals)],
    [t('trade.stopLoss'), fmtPrice(order.stop_loss_price, decimals)],
    [t('trade.openTime'), time(order.opened_at)],
    [t('trade.closeTime'), time(order.closed_at)],
    [t('trade.closeReason.label'), order.close_reason ? t(`trade.closeReason.${order.close_reason}`) : EMPTY_VALUE],
  ];
}
