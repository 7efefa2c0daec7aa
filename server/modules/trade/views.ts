// Reply shapes of the stored orders (the contract's LeverOrder, TimedOrder, CoinOrder). An open
// position is marked to the feed's current price, so its profit and points are live.
import type { CoinOrder, LeverOrder, TimedOrder } from '../../../src/contract/trade';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import { expectedReturn, points, positionProfit } from '../../../src/shared/trade/formulas';
import { text } from '../../core/ledger';
import type { PriceFeed } from '../market/feed';
import type { CoinRow, LeverRow, TimedRow } from './schema';
import type { SymbolCache } from './symbols';

export function createViews(feed: PriceFeed, symbols: Pick<SymbolCache, 'symbolByName' | 'currencyCode'>) {
  async function leverView(row: LeverRow): Promise<LeverOrder> {
    const lotSize = (await symbols.symbolByName(row.symbol))?.lot_size ?? '1';
    let mark: Decimal | null = null;
    let profit = dec(row.profit);
    let distance = new Decimal(0);
    if (row.status === 'open' && row.open_price) {
      mark = feed.price(row.symbol);
      if (mark) {
        profit = positionProfit(row.side, row.open_price, mark, row.lots, lotSize, row.margin);
        distance = points(row.side, row.open_price, mark);
      } else profit = new Decimal(0);
    } else if (row.status === 'closed' && row.open_price && row.close_price) {
      distance = points(row.side, row.open_price, row.close_price);
    }
    return {
      id: row.id,
      symbol: row.symbol,
      side: row.side,
      order_type: row.order_type,
      status: row.status,
      lots: row.lots,
      leverage: row.leverage,
      limit_price: row.limit_price,
      open_price: row.open_price,
      close_price: row.close_price,
      mark_price: mark ? text(mark) : null,
      margin: row.margin,
      fee: row.fee,
      profit: text(profit),
      points: text(distance),
      target_profit_price: row.target_profit_price,
      stop_loss_price: row.stop_loss_price,
      close_reason: row.close_reason,
      voucher: row.coupon_id ? { coupon_id: row.coupon_id, fee: row.coupon_fee ?? '0', margin: row.coupon_margin ?? '0' } : null,
      created_at: row.created_at,
      opened_at: row.opened_at,
      closed_at: row.closed_at,
    };
  }

  async function timedView(row: TimedRow): Promise<TimedOrder> {
    return {
      id: row.id,
      kind: row.kind,
      symbol: row.symbol,
      direction: row.direction,
      seconds: row.seconds,
      currency_id: row.currency_id,
      currency: await symbols.currencyCode(row.currency_id),
      amount: row.amount,
      rate: row.rate,
      expected: text(expectedReturn(row.amount, row.rate)),
      open_price: row.open_price,
      close_price: row.close_price,
      status: row.status,
      payout: row.payout,
      profit: row.status === 'open' ? '0' : text(dec(row.payout).minus(row.amount)),
      created_at: row.created_at,
      end_at: Math.floor(row.end_at_ms / 1000),
      settled_at: row.settled_at,
    };
  }

  function coinView(row: CoinRow): CoinOrder {
    return {
      id: row.id,
      symbol: row.symbol,
      type: row.type,
      order_type: row.order_type,
      amount: row.amount,
      price: row.price,
      filled_price: row.filled_price,
      total: row.total,
      fee: row.fee,
      status: row.status,
      created_at: row.created_at,
      filled_at: row.filled_at,
    };
  }

  return { leverView, timedView, coinView };
}

export type Views = ReturnType<typeof createViews>;
