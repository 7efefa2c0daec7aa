// The trade area's server state through the contract's calls (src/api/query.ts): a symbol's spec (the
// market's cache entry for the same call), balances, orders, the order actions, and the `order` socket
// event that keeps them fresh. Data is decimal strings throughout.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { api } from '../../api';
import { realtime } from '../../api/realtime';
import { useCallMutation } from '../../api/mutation';
import { callKey, callQuery, useCallQuery, useInvalidateCalls } from '../../api/query';
import type { AnyCall, ReqOf, ResOf } from '../../contract/define';
import { fundCalls, type Wallet } from '../../contract/fund';
import { marketCalls, type SymbolSpec, spotMarketCalls } from '../../contract/market';
import { type LeverOrder, type OrderEvent, type TimedOrder, tradeCalls } from '../../contract/trade';
import { useSession } from '../../shared/stores/session';

const SPEC_STALE_MS = 5 * 60_000;

/** Every query of the area: an order moves money, so any list or balance may have changed after one. */
const TRADE_CALLS: readonly AnyCall[] = Object.values(tradeCalls);
const LEVER_CALLS = [tradeCalls.leverDeal, tradeCalls.leverAll, tradeCalls.leverMyTrade];
const TIMED_CALLS = [tradeCalls.optionList, tradeCalls.microList, tradeCalls.microResult, tradeCalls.microCurrencies];
const COIN_CALLS = [tradeCalls.coinList];

export const useLoggedIn = () => useSession((s) => Boolean(s.token));

/** What a trade form needs to know about a symbol (no login needed); shared with the market's pages. */
export const useSymbolSpec = (symbol: string) =>
  useCallQuery(marketCalls.symbol, { symbol }, { quiet: true, staleTime: SPEC_STALE_MS, retry: false });

/** The pairs that trade spot (currency/quotation_huang), for the spot page's picker; null until known. */
export function useSpotSymbols(): ReadonlySet<string> | null {
  const spot = useCallQuery(spotMarketCalls.spotQuotation, {}, { quiet: true, staleTime: SPEC_STALE_MS });
  const symbols = spot.data?.map((t) => t.symbol).join(',');
  return useMemo(() => (symbols === undefined ? null : new Set(symbols.split(','))), [symbols]);
}

/** Symbol specs of several symbols at once (lot sizes for the live profit of a positions list). */
export function useSymbolSpecs(symbols: string[]): Map<string, SymbolSpec> {
  const results = useQueries({
    queries: symbols.map((symbol) => ({ ...callQuery(marketCalls.symbol, { symbol }, { quiet: true }), staleTime: SPEC_STALE_MS })),
  });
  const specs = new Map<string, SymbolSpec>();
  for (const r of results) if (r.data) specs.set(r.data.symbol, r.data);
  return specs;
}

/** The balances of one of the user's trading accounts (spot `change`, contract `lever`, seconds `micro`). */
export function useBalances(type: Wallet) {
  return useCallQuery(fundCalls.account, { type }, { enabled: useLoggedIn() });
}

export function useLeverDeal(symbol: string) {
  return useCallQuery(tradeCalls.leverDeal, { symbol }, { quiet: true, enabled: useLoggedIn(), retry: false });
}

export function useLeverAll() {
  return useCallQuery(tradeCalls.leverAll, undefined, { enabled: useLoggedIn() });
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

/** One contract order's cache entry, under the call it is first looked for in: invalidating that call refreshes it too. */
const leverOrderKey = (id: number) => [...callKey(tradeCalls.leverAll), { id }];

/** One contract order (`passed` shows at once when the page was opened from a list holding it). */
export function useLeverOrder(id: number, passed: LeverOrder | undefined, enabled: boolean) {
  return useQuery({
    queryKey: leverOrderKey(id),
    queryFn: () => findLeverOrder(id),
    enabled,
    initialData: passed?.id === id ? passed : undefined,
    staleTime: 0,
  });
}

/** A placed timed trade's cache entry: get_result's for a seconds trade; an option's under the list it is read from. */
const timedOrderKey = (order: Pick<TimedOrder, 'kind' | 'id'>) =>
  order.kind === 'seconds' ? callKey(tradeCalls.microResult, { id: order.id }) : [...callKey(tradeCalls.optionList), { id: order.id }];

/** Finds a timed order's current state: get_result for a seconds trade, the options list for an option. */
async function fetchTimed(order: TimedOrder): Promise<TimedOrder> {
  if (order.kind === 'seconds') return api(tradeCalls.microResult, { id: order.id }, { quiet: true });
  const reply = await api(tradeCalls.optionList, { page: 1, limit: 50 }, { quiet: true });
  return reply.list.find((o) => o.id === order.id) ?? order;
}

/** A placed timed trade: polled once its end time has come until it is settled; the `order` event pushes the settlement. */
export function useTimedOrder(placed: TimedOrder, due: boolean) {
  return useQuery({
    queryKey: timedOrderKey(placed),
    queryFn: () => fetchTimed(placed),
    initialData: placed,
    enabled: placed.status === 'open' && due,
    refetchInterval: (q) => (q.state.data?.status === 'open' ? 1000 : false),
  });
}

/** Refreshes the trade queries whenever the server reports a change to one of the user's orders. */
export function useOrderEvents(): void {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCalls();
  const loggedIn = useLoggedIn();
  const onOrder = useEffectEvent((event: OrderEvent) => {
    // The event carries the order: a page showing just that order has it at once.
    if (event.kind === 'lever') {
      invalidate(...LEVER_CALLS);
      queryClient.setQueryData(leverOrderKey(event.order.id), event.order);
    } else if (event.kind === 'timed') {
      invalidate(...TIMED_CALLS);
      queryClient.setQueryData(timedOrderKey(event.order), event.order);
    } else {
      invalidate(...COIN_CALLS);
    }
    invalidate(fundCalls.account, fundCalls.accounts);
  });
  useEffect(() => {
    if (!loggedIn) return;
    return realtime.on('order', (payload) => {
      const event = payload as OrderEvent | null;
      if (event && typeof event === 'object') onOrder(event);
    });
  }, [loggedIn]);
}

/**
 * An action on orders (place, close, cancel, batch close). Every trade query refreshes after it, after
 * a refusal too: a refusal usually means what the screen showed had changed (a price, a balance, the
 * market hours). `toast`: the refusal is a toast (actions without fields); otherwise the form puts it
 * at its field (serverErrorToForm).
 */
export function useOrderAction<C extends AnyCall>(call: C, { toast = false }: { toast?: boolean } = {}) {
  const invalidate = useInvalidateCalls();
  const mutation = useCallMutation(call, { invalidates: TRADE_CALLS, toast });
  const run = async (params: ReqOf<C>): Promise<ResOf<C>> => {
    try {
      return await mutation.mutateAsync(params);
    } catch (err) {
      invalidate(...TRADE_CALLS);
      throw err;
    }
  };
  return { run, busy: mutation.isPending };
}

/** The take-profit and stop-loss of a position: refreshes the trade queries once saved. */
export const useSetStops = () => useCallMutation(tradeCalls.leverSetStop, { invalidates: TRADE_CALLS });
