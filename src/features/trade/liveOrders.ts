// Orders with their live price and profit: the ticker store and the formulas the server closes with.
import type { LeverOrder } from '../../contract/trade';
import { dec } from '../../shared/lib/decimal';
import { useTickers } from '../../api/tickers';
import { points, positionProfit } from '../../shared/trade/formulas';
import { useSymbolSpecs } from './api';
import { voucherKeep } from '../../shared/trade/voucher';

export interface LiveOrder {
  order: LeverOrder;
  decimals: number;
  lotSize: string | null;
  /** Places of the symbol's lot step (8, the most a lots amount has, until the spec is known). */
  lotDecimals: number;
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
    return {
      order,
      decimals: ticker?.decimals ?? spec?.decimals ?? 2,
      lotSize,
      lotDecimals: spec?.lot_decimals ?? 8,
      price,
      profit,
      points: distance,
    };
  });
}

/**
 * Margin plus profit: what closing puts back into the available balance (never below zero), less what
 * a trial voucher lent of the margin (shared voucher formula, as the server settles it).
 */
export const closeReturn = (live: LiveOrder) => {
  const back = live.order.voucher
    ? voucherKeep(live.order.voucher.margin, live.order.margin, live.profit)
    : dec(live.order.margin).plus(live.profit);
  return back.isNeg() ? dec(0) : back;
};
