// Open copies with their profit so far at the live price (the ticker, else the server's mark) and the
// profit share that price gives: taking a copy over settles it, closing pays it on the realised profit.
// The shared takeOverShare, the formula the server settles with.
import type { CopyPosition } from '../../contract/copytrade';
import { type ProfitShare, takeOverShare } from '../../shared/earn/copytrade';
import type { Decimal } from '../../shared/lib/decimal';
import { useTickers } from '../../api/tickers';

export interface LiveShare extends ProfitShare {
  copy: CopyPosition;
  /** The live price, or null before any is known. */
  price: string | null;
  /** Profit so far at that price (what closing now realises). */
  profit: Decimal;
}

export function useLiveShares(copies: readonly CopyPosition[]): LiveShare[] {
  const { tickers } = useTickers();
  return copies.map((copy) => {
    const { order } = copy;
    const price = tickers.get(order.symbol)?.price ?? order.mark_price;
    const at = price ?? order.open_price ?? '0';
    const share = takeOverShare({ ...order, open_price: order.open_price ?? at }, at, copy.lot_size, copy.share_rate);
    return { copy, price, ...share };
  });
}
