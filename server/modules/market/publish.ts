// What a tick sends: the `ticker` event (the moving fields of the symbols that moved) to the ticker
// room, `kline` to each kline:<symbol>:<period> room whose symbol ticked, `depth` (a fresh book and
// the trades since the last one, at most every DEPTH_EVERY_MS) to each depth:<symbol> room, and the
// ticks to the in-process listeners (the trading engine), one after another, each awaited.
import type { Server } from 'socket.io';
import type { DepthEvent, KlineEvent, TickerUpdate } from '../../../src/contract/market';
import { PERIODS } from '../../../src/contract/market';
import type { Tick, TickListener } from './feed';
import type { SymbolState } from './symbolState';

const DEPTH_EVERY_MS = 250;

export interface Publisher {
  /**
   * Sends a tick's events: `moved` changed price (or opened or closed), `touched` ticked at all.
   * Resolves when every listener has. A tick mirrored from the leader (`mirrored`) goes to the sockets
   * only: the leader's listeners acted on it there.
   */
  publish(moved: readonly SymbolState[], touched: readonly SymbolState[], ts: number, mirrored?: boolean): Promise<void>;
  /** Adds a listener of applied ticks; returns its removal. */
  onTicks(listener: TickListener): () => void;
}

export function createPublisher(io: Server | null, states: readonly SymbolState[], bySymbol: ReadonlyMap<string, SymbolState>): Publisher {
  const listeners = new Set<TickListener>();

  async function notify(moved: readonly SymbolState[]): Promise<void> {
    const ticks: Tick[] = moved.map((s) => ({ symbol: s.symbol, price: s.priceText, ts: s.lastTs }));
    for (const listener of listeners) {
      try {
        await listener(ticks);
      } catch (error) {
        console.error('price listener failed', error);
      }
    }
  }

  async function publish(moved: readonly SymbolState[], touched: readonly SymbolState[], ts: number, mirrored = false): Promise<void> {
    const roomMap = io?.sockets.adapter.rooms;
    if (io && roomMap?.has('ticker') && moved.length) {
      // Only the moving fields: the names and decimals are in the quotation snapshot the app already has.
      io.local.to('ticker').emit(
        'ticker',
        moved.map((s): TickerUpdate => {
          const { symbol, price, change, high, low, volume, is_open, ts } = s.buildTicker();
          return { symbol, price, change, high, low, volume, is_open, ts };
        }),
      );
    }
    if (moved.length && listeners.size && !mirrored) await notify(moved);
    if (!io || !roomMap || !touched.length) return;
    // Built only when a kline room exists and only some symbols ticked.
    let touchedSet: Set<SymbolState> | null | undefined;
    for (const room of roomMap.keys()) {
      if (room.startsWith('kline:')) {
        touchedSet ??= touched.length === states.length ? null : new Set(touched);
        const [, symbol, period] = room.split(':');
        const state = bySymbol.get(symbol);
        const p = (PERIODS as readonly string[]).indexOf(period);
        const candle = p >= 0 ? state?.candles[p] : null;
        if (!state || !candle || (touchedSet && !touchedSet.has(state))) continue;
        const event: KlineEvent = { symbol, period: PERIODS[p], candle: state.candleText(candle) };
        io.local.to(room).emit('kline', event);
      } else if (room.startsWith('depth:')) {
        const state = bySymbol.get(room.slice(6));
        if (!state?.changedSinceDepth || ts - state.lastDepthAt < DEPTH_EVERY_MS) continue;
        const event: DepthEvent = { ...state.depth(ts), trades: state.trades(state.lastDepthAt) };
        state.lastDepthAt = ts;
        state.changedSinceDepth = false;
        io.local.to(room).emit('depth', event);
      }
    }
  }

  return {
    publish,
    onTicks: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
