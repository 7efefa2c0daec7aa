// The trade area's server state: query keys, query hooks, and the `order` socket event that keeps
// them fresh. Every call goes through the shared transport; data is decimal strings throughout.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api';
import { realtime } from '../../api/realtime';
import { marketCalls } from '../../contract/market';
import { tradeCalls } from '../../contract/trade';
import type { SymbolSpec } from '../../contract/market';
import type { LeverOrder, OrderEvent } from '../../contract/trade';
import { useSession } from '../../shared/stores/session';

export const keys = {
  symbol: (symbol: string) => ['trade', 'symbol', symbol] as const,
  balances: ['trade', 'balances'] as const,
  leverDeal: (symbol: string) => ['trade', 'lever', 'deal', symbol] as const,
  lever: ['trade', 'lever'] as const,
  leverAll: ['trade', 'lever', 'all'] as const,
  leverHistory: (status: string) => ['trade', 'lever', 'history', status] as const,
  leverOrder: (id: number) => ['trade', 'lever', 'order', id] as const,
  timed: ['trade', 'timed'] as const,
  optionConfig: (symbol: string) => ['trade', 'optionConfig', symbol] as const,
  microSeconds: ['trade', 'microSeconds'] as const,
  microCurrencies: ['trade', 'timed', 'microCurrencies'] as const,
  microList: ['trade', 'timed', 'micro'] as const,
  optionList: ['trade', 'timed', 'option'] as const,
  coin: ['trade', 'coin'] as const,
  coinList: (status: string) => ['trade', 'coin', status] as const,
};

export const useLoggedIn = () => useSession((s) => Boolean(s.token));

/** What a trade form needs to know about a symbol (no login needed). */
export function useSymbolSpec(symbol: string) {
  return useQuery({
    queryKey: keys.symbol(symbol),
    queryFn: () => api(marketCalls.symbol, { symbol }, { quiet: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Symbol specs of several symbols at once (lot sizes for the live profit of a positions list). */
export function useSymbolSpecs(symbols: string[]): Map<string, SymbolSpec> {
  const results = useQueries({
    queries: symbols.map((symbol) => ({
      queryKey: keys.symbol(symbol),
      queryFn: () => api(marketCalls.symbol, { symbol }, { quiet: true }),
      staleTime: 5 * 60_000,
    })),
  });
  const specs = new Map<string, SymbolSpec>();
  for (const r of results) if (r.data) specs.set(r.data.symbol, r.data);
  return specs;
}

export function useBalances() {
  return useQuery({ queryKey: keys.balances, queryFn: () => api(tradeCalls.balances), enabled: useLoggedIn() });
}

export function useLeverDeal(symbol: string) {
  return useQuery({
    queryKey: keys.leverDeal(symbol),
    queryFn: () => api(tradeCalls.leverDeal, { symbol }, { quiet: true }),
    enabled: useLoggedIn(),
    retry: false,
  });
}

export function useLeverAll() {
  return useQuery({ queryKey: keys.leverAll, queryFn: () => api(tradeCalls.leverAll), enabled: useLoggedIn() });
}

/**
 * One contract order by id. The contract has no single-order call, so the open and pending orders are
 * looked at first, then the history, page by page (newest first).
 */
export async function findLeverOrder(id: number): Promise<LeverOrder | null> {
  const live = await api(tradeCalls.leverAll, {}, { quiet: true });
  const found = live.list.find((o) => o.id === id);
  if (found) return found;
  const limit = 100;
  for (let page = 1; page <= 100; page++) {
    const reply = await api(tradeCalls.leverMyTrade, { page, limit }, { quiet: true });
    const hit = reply.list.find((o) => o.id === id);
    if (hit) return hit;
    if (page * limit >= reply.total || reply.list.length === 0) break;
  }
  return null;
}

/** Invalidates the trade queries whenever the server reports a change to one of the user's orders. */
export function useOrderEvents(): void {
  const queryClient = useQueryClient();
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (!loggedIn) return;
    return realtime.on('order', (payload) => {
      const event = payload as OrderEvent | null;
      if (!event || typeof event !== 'object') return;
      if (event.kind === 'lever') {
        void queryClient.invalidateQueries({ queryKey: keys.lever });
        queryClient.setQueryData(keys.leverOrder(event.order.id), event.order);
      } else if (event.kind === 'timed') {
        void queryClient.invalidateQueries({ queryKey: keys.timed });
      } else {
        void queryClient.invalidateQueries({ queryKey: keys.coin });
      }
      void queryClient.invalidateQueries({ queryKey: keys.balances });
    });
  }, [loggedIn, queryClient]);
}

/** After any order action: every list and balance of the area is stale. */
export function useRefreshTrade() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['trade'], predicate: (q) => q.queryKey[1] !== 'symbol' });
  };
}
