// The symbol page's live data: the candle being formed, the order book and recent trades. Socket
// events are filtered by symbol (and period): one event name carries every subscribed channel. Events
// are handed to React once per animation frame, however many arrive.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { callKey, useCallQuery } from '../../api/query';
import { realtime } from '../../api/realtime';
import type { Candle, Depth, DepthEvent, KlineEvent, Period, Trade } from '../../contract/market';
import { marketCalls } from '../../contract/market';
import { retryNetwork } from './api';

/** Collects socket events and hands them over once per animation frame. */
function frameQueue<T>(apply: (items: T[]) => void) {
  let items: T[] = [];
  let frame = 0;
  return {
    push(item: T) {
      items.push(item);
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        const batch = items;
        items = [];
        apply(batch);
      });
    },
    cancel() {
      cancelAnimationFrame(frame);
      items = [];
    },
  };
}

/** After a reconnect the socket subscribes again by itself; the market's HTTP snapshots (candles, book, trades…) are fetched again too. */
export function useRefreshOnReconnect() {
  // The query client rather than useInvalidateCalls: that hook's function is new on every render, and
  // this subscription must live as long as the page (it remembers whether the first connect was seen).
  const queryClient = useQueryClient();
  useEffect(() => {
    // The socket's first connection (opened by this page's own subscriptions) is not a reconnect.
    let first = !realtime.socket?.connected;
    return realtime.on('connect', () => {
      if (first) first = false;
      else for (const call of Object.values(marketCalls)) void queryClient.invalidateQueries({ queryKey: callKey(call) });
    });
  }, [queryClient]);
}

/** The candle being formed, from the `kline` channel of this symbol and period. */
export function useLiveCandle(symbol: string, period: Period): Candle | null {
  const [live, setLive] = useState<{ key: string; candle: Candle } | null>(null);
  const key = `${symbol}:${period}`;
  useEffect(() => {
    if (!symbol) return;
    const queue = frameQueue<Candle>((candles) => setLive({ key: `${symbol}:${period}`, candle: candles[candles.length - 1] }));
    const off = realtime.subscribe({ channel: 'kline', symbol, period }, 'kline', (payload) => {
      const event = payload as KlineEvent | null;
      if (event?.symbol === symbol && event.period === period && event.candle) queue.push(event.candle);
    });
    return () => {
      off();
      queue.cancel();
    };
  }, [symbol, period]);
  return live?.key === key ? live.candle : null;
}

const TRADES_SHOWN = 20;
const tradeKey = (t: Trade) => `${t.ts}|${t.price}|${t.qty}|${t.side}`;

/** Newest first, each trade once (a snapshot and the live events may overlap). */
function mergeTrades(live: Trade[], snapshot: Trade[]): Trade[] {
  const seen = new Set<string>();
  const all: Trade[] = [];
  for (const t of [...live, ...snapshot]) {
    const k = tradeKey(t);
    if (!seen.has(k)) {
      seen.add(k);
      all.push(t);
    }
  }
  return all.sort((a, b) => b.ts - a.ts).slice(0, TRADES_SHOWN);
}

interface LiveBook {
  symbol: string;
  book: Depth | null;
  trades: Trade[];
}

/**
 * The order book and recent trades: the HTTP snapshot first, then each `depth` event REPLACES the
 * book (never merged) and brings the trades since the previous one.
 */
export function useBookAndTrades(symbol: string) {
  const snapshotOptions = { quiet: true, enabled: Boolean(symbol), retry: retryNetwork };
  const depth = useCallQuery(marketCalls.depth, { symbol }, snapshotOptions);
  const trades = useCallQuery(marketCalls.trades, { symbol }, snapshotOptions);
  const [live, setLive] = useState<LiveBook>({ symbol, book: null, trades: [] });
  useEffect(() => {
    if (!symbol) return;
    const queue = frameQueue<DepthEvent>((events) =>
      setLive((prev) => {
        const kept = prev.symbol === symbol ? prev.trades : [];
        const fresh = events.flatMap((e) => e.trades ?? []);
        return { symbol, book: events[events.length - 1], trades: mergeTrades(fresh, kept) };
      }),
    );
    const offConnect = realtime.on('connect', () => setLive({ symbol, book: null, trades: [] }));
    const off = realtime.subscribe({ channel: 'depth', symbol }, 'depth', (payload) => {
      const event = payload as DepthEvent | null;
      if (event?.symbol === symbol) queue.push(event);
    });
    return () => {
      off();
      offConnect();
      queue.cancel();
    };
  }, [symbol]);
  const current = live.symbol === symbol ? live : { book: null, trades: [] };
  const snapshot = depth.data;
  const book = current.book && (!snapshot || current.book.ts >= snapshot.ts) ? current.book : snapshot;
  const liveTrades = current.trades;
  const snapshotTrades = trades.data;
  const recent = useMemo(() => mergeTrades(liveTrades, snapshotTrades ?? []), [liveTrades, snapshotTrades]);
  return {
    book,
    trades: recent,
    loading: depth.isPending,
    error: depth.isError && !book,
    retry: () => {
      void depth.refetch();
      void trades.refetch();
    },
  };
}
