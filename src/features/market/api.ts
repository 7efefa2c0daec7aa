// The market area's calls and live data: categories, favourites (optimistic), symbol spec, candles,
// order book and trades. Socket events are filtered by symbol (and period): one event name carries
// every subscribed channel.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, api, go, loginPathFrom } from '../../api';
import { realtime } from '../../api/realtime';
import { marketCalls } from '../../contract/market';
import type { Candle, Depth, DepthEvent, KlineEvent, Period, Trade } from '../../contract/market';
import { useSession } from '../../shared/stores/session';
import { CANDLE_COUNT, PERIOD_SECONDS } from './constants';

const MINUTE = 60_000;

/** A refusal (such as an unknown symbol) is final; a network failure is worth one more try. */
const retryNetwork = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.kind === 'business');

export const useCategories = () =>
  useQuery({ queryKey: ['market', 'categories'], queryFn: () => api(marketCalls.categories, {}, { quiet: true }), staleTime: 60 * MINUTE });

const favouritesKey = (uid: number) => ['market', 'favourites', uid] as const;

/** The user's favourite symbols (GET optional/list); empty and idle when logged out. */
export function useFavourites() {
  const token = useSession((s) => s.token);
  const uid = useSession((s) => s.user.uid);
  return useQuery({
    queryKey: favouritesKey(uid),
    queryFn: () => api(marketCalls.optionalList, {}, { quiet: true }),
    enabled: Boolean(token),
    staleTime: MINUTE,
  });
}

/**
 * Adds or removes a favourite: the list changes at once (an optimistic edit of the query's data) and
 * goes back if the server refuses (its message is shown as a toast); then the list is fetched again.
 * Logged out, it sends the user to log in and comes back here after. (Plain query-client calls rather
 * than useMutation: that hook would split TanStack's mutation module out of the first screen's chunk.)
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const uid = useSession((s) => s.user.uid);
  return async (symbol: string, add: boolean): Promise<void> => {
    if (!token) {
      go(loginPathFrom());
      return;
    }
    const key = favouritesKey(uid);
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<string[]>(key);
    queryClient.setQueryData<string[]>(key, (list = []) =>
      add ? [...list.filter((s) => s !== symbol), symbol] : list.filter((s) => s !== symbol),
    );
    try {
      await api(add ? marketCalls.optionalAdd : marketCalls.optionalDel, { symbol });
    } catch {
      queryClient.setQueryData(key, previous);
    } finally {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

export const useSymbolSpec = (symbol: string) =>
  useQuery({
    queryKey: ['market', 'symbol', symbol],
    queryFn: () => api(marketCalls.symbol, { symbol }, { quiet: true }),
    enabled: Boolean(symbol),
    staleTime: 10 * MINUTE,
    retry: retryNetwork,
  });

/** The last CANDLE_COUNT candles of a period, oldest first. */
export const useCandles = (symbol: string, period: Period) =>
  useQuery({
    queryKey: ['market', 'candles', symbol, period],
    queryFn: () => {
      const to = Math.floor(Date.now() / 1000);
      return api(marketCalls.timeshar, { symbol, period, from: to - CANDLE_COUNT * PERIOD_SECONDS[period], to }, { quiet: true });
    },
    enabled: Boolean(symbol),
    retry: retryNetwork,
  });

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

/** After a reconnect the socket subscribes again by itself; the HTTP snapshots (candles, book, trades) are fetched again too. */
export function useRefreshOnReconnect() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The socket's first connection (opened by this page's own subscriptions) is not a reconnect.
    let first = !realtime.socket?.connected;
    return realtime.on('connect', () => {
      if (first) first = false;
      else void queryClient.invalidateQueries({ queryKey: ['market'] });
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
  const depth = useQuery({
    queryKey: ['market', 'depth', symbol],
    queryFn: () => api(marketCalls.depth, { symbol }, { quiet: true }),
    enabled: Boolean(symbol),
    retry: retryNetwork,
  });
  const trades = useQuery({
    queryKey: ['market', 'trades', symbol],
    queryFn: () => api(marketCalls.trades, { symbol }, { quiet: true }),
    enabled: Boolean(symbol),
    retry: retryNetwork,
  });
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
