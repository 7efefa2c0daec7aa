// The contract engine's live index (lever.ts): open positions and pending orders by symbol, with the
// prices the tick loop checks (limit, take-profit, stop-loss, liquidation), so a tick of a symbol
// nobody trades costs nothing.
import { inArray } from 'drizzle-orm';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { liquidationPrice, type Side } from '../../../src/shared/trade/formulas';
import type { Db } from '../../core/db';
import { type LeverRow, leverOrders } from './schema';
import type { createSymbolCache } from './symbols';

/** An open position or pending order as the tick loop sees it. */
export interface LiveLever {
  id: number;
  side: Side;
  status: 'pending' | 'open';
  limit: Decimal | null;
  tp: Decimal | null;
  sl: Decimal | null;
  liquidation: Decimal | null;
}

const optionalDec = (x: string | null | undefined): Decimal | null => (x ? dec(x) : null);

export function createLeverLive(db: Db, symbols: Awaited<ReturnType<typeof createSymbolCache>>) {
  const live = new Map<string, Map<number, LiveLever>>();

  async function index(row: LeverRow): Promise<void> {
    const bySymbol = live.get(row.symbol) ?? new Map<number, LiveLever>();
    live.set(row.symbol, bySymbol);
    if (row.status !== 'open' && row.status !== 'pending') {
      bySymbol.delete(row.id);
      return;
    }
    const s = await symbols.symbolByName(row.symbol);
    bySymbol.set(row.id, {
      id: row.id,
      side: row.side,
      status: row.status,
      limit: optionalDec(row.limit_price),
      tp: optionalDec(row.target_profit_price),
      sl: optionalDec(row.stop_loss_price),
      liquidation:
        row.status === 'open' && row.open_price && s ? liquidationPrice(row.side, row.open_price, row.lots, s.lot_size, row.margin) : null,
    });
  }

  /** Takes a row out of the index (one that never committed). */
  function drop(row: Pick<LeverRow, 'id' | 'symbol'>): void {
    live.get(row.symbol)?.delete(row.id);
  }

  async function load(): Promise<void> {
    live.clear();
    for (const row of await db
      .select()
      .from(leverOrders)
      .where(inArray(leverOrders.status, ['open', 'pending']))
      .all())
      await index(row);
  }

  return { live, index, drop, load };
}
