// The trading engine: contract (lever) orders (lever.ts), options and seconds trades (timed.ts) and
// spot orders (coin.ts), executed against the price feed, composed here behind one API that the routes,
// the other modules (the `trading` service) and the tests use. All numbers come from
// src/shared/trade/formulas.ts, the module the app uses to show them before confirming. The house
// (ledger.HOUSE_ID) is the counterparty of every trade; fees go to the fee account (ledger.FEES_ID).
// A demo account's trades and fees go to the demo pool instead (ledger.counterpartiesOf).
//
// The clock: every batch of ticks runs the lever and spot checks of the symbols that have live orders
// (an in-memory index, so a tick of a symbol nobody trades costs nothing), then the scheduler's due
// jobs, so a timed trade settles on the tick it ends on.
import type { Server } from 'socket.io';
import { dec } from '../../../src/shared/lib/decimal';
import type { Db } from '../../core/db';
import type { Scheduler } from '../../core/scheduler';
import type { PriceFeed, Tick } from '../market/feed';
import { createCoinEngine } from './coin';
import { createTradeContext, type TradeHooks, type WatchedKind } from './context';
import { createLeverEngine } from './lever';
import { createTimedEngine } from './timed';

export type { CoinTradeInput } from './coin';
export type { LeverListener, LeverSetStopInput, LeverSubmitInput } from './lever';
export type { CoinRow, LeverRow, TimedRow } from './schema';
export type { SymbolInfo } from './symbols';
export { OPTION_DURATIONS, SECONDS_DURATIONS, SETTLE_TIMED, type TimedSubmitInput } from './timed';

export async function createTradingEngine(db: Db, feed: PriceFeed, io: Server | null, scheduler: Scheduler, hooks: TradeHooks = {}) {
  const context = await createTradeContext(db, feed, io, scheduler, hooks);
  const { symbols, views } = context;
  const lever = createLeverEngine(context);
  const timed = createTimedEngine(context);
  const coin = createCoinEngine(context);

  /** (Re)builds the live index of open positions and pending orders from the database. */
  async function reload(): Promise<void> {
    await lever.load();
    await coin.load();
  }
  await reload();

  async function onTicks(ticks: Tick[]): Promise<void> {
    let latest = Date.now();
    for (const tick of ticks) {
      if (tick.ts > latest) latest = tick.ts;
      if (!lever.watches(tick.symbol) && !coin.watches(tick.symbol)) continue;
      const price = dec(tick.price);
      await lever.tick(tick.symbol, price);
      await coin.tick(tick.symbol, price);
    }
    await timed.settleSoon(latest);
  }

  // Ticks are processed from the start (tests drive prices by hand without start()).
  let unsubscribe: (() => void) | null = feed.onTicks(onTicks);

  function start(): void {
    unsubscribe ??= feed.onTicks(onTicks);
  }

  function stop(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  return {
    start,
    stop,
    /** Settles every timed order whose end is at or before `nowMs` (the scheduler's due jobs). Returns how many jobs ran. */
    settleDue: timed.settleDue,
    /** Reloads the live index from the database (after a restart it is built at creation). */
    reload,
    /** Indexes one order as the database has it now: one another instance placed or changed. */
    refresh: async (kind: WatchedKind, id: number): Promise<void> => await (kind === 'lever' ? lever : coin).refresh(id),
    usdtId: context.usdtId,
    symbolByName: symbols.symbolByName,
    symbolById: symbols.symbolById,
    currencyCode: symbols.currencyCode,
    leverView: views.leverView,
    timedView: views.timedView,
    coinView: views.coinView,
    leverSubmit: lever.submit,
    leverClose: lever.close,
    leverCancel: lever.cancel,
    leverSetStop: lever.setStop,
    leverBatchClose: lever.batchClose,
    /** Copy trading: told of every contract fill and close inside its transaction; copies open and close in it. */
    leverListen: lever.listen,
    leverOpenCopy: lever.openCopy,
    leverCloseCopy: lever.closeCopy,
    leverRow: lever.getLever,
    /** Inside another area's transaction (a copy taken over): the position's row held until the commit, or null when it is not open. */
    leverHold: lever.holdOpen,
    timedSubmit: timed.submit,
    coinTrade: coin.trade,
    coinCancel: coin.cancel,
    /** How many open positions and pending orders the tick loop watches (for tests and benchmarks). */
    liveCount: (): number => lever.liveCount() + coin.liveCount(),
  };
}

export type TradingEngine = Awaited<ReturnType<typeof createTradingEngine>>;
