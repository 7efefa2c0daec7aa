// The market area's server state through its calls: categories, one symbol's spec, candles and the
// user's favourites (edited optimistically). The live parts (socket events) are in live.ts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, go, loginPathFrom } from '../../api';
import { useCallMutation } from '../../api/mutation';
import { callKey, useCallQuery } from '../../api/query';
import type { Candle, Period } from '../../contract/market';
import { marketCalls } from '../../contract/market';
import { useSession } from '../../shared/stores/session';
import { candleWindow } from './candleWindow';
import { PERIOD_SECONDS } from './constants';

const MINUTE = 60_000;

/** A refusal (such as an unknown symbol) is final; a network failure is worth one more try. */
export const retryNetwork = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.kind === 'business');

export const useCategories = () => useCallQuery(marketCalls.categories, undefined, { quiet: true, staleTime: 60 * MINUTE });

/** What the symbol page and the trade forms know about a symbol: one cache entry per symbol for both. */
export const useSymbolSpec = (symbol: string) =>
  useCallQuery(marketCalls.symbol, { symbol }, { quiet: true, enabled: Boolean(symbol), staleTime: 10 * MINUTE, retry: retryNetwork });

/** The last CANDLE_COUNT candles of a period up to now, oldest first. */
const fetchCandles = (symbol: string, period: Period): Promise<Candle[]> =>
  api(marketCalls.timeshar, candleWindow(symbol, period, PERIOD_SECONDS[period]), { quiet: true });

/**
 * The candles of a symbol and period. The window ends at the time of each fetch, so it is not part of
 * the key: a refetch (after a reconnect, say) brings the candles up to now into the same entry. The
 * first period's are asked for at start-up when the symbol page is the page opened (routes.ts): fresh
 * for half a minute, that answer is not asked for again as the page mounts (the live candle follows).
 */
export const useCandles = (symbol: string, period: Period) =>
  useQuery({
    queryKey: callKey(marketCalls.timeshar, { symbol, period }),
    queryFn: () => fetchCandles(symbol, period),
    enabled: Boolean(symbol),
    staleTime: MINUTE / 2,
    retry: retryNetwork,
  });

// Logged out, any list still cached (after a session ended on the server) is not the visitor's.
const noFavourites = (): string[] => [];

/** The user's favourite symbols (GET optional/list); idle, and empty, when logged out. */
export function useFavourites() {
  const loggedIn = useSession((s) => Boolean(s.token));
  return useCallQuery(marketCalls.optionalList, undefined, {
    quiet: true,
    enabled: loggedIn,
    staleTime: MINUTE,
    select: loggedIn ? undefined : noFavourites,
  });
}

/**
 * Adds or removes a favourite: the list changes at once (an optimistic edit of the query's data) and
 * goes back if the server refuses (its message is shown as a toast); then the list is fetched again.
 * Logged out, it sends the user to log in and comes back here after. The edit and its rollback wrap
 * the mutation's promise: useCallMutation takes no onMutate/onError, and per-call callbacks would not
 * run once the star has left the screen, where a refusal must still be undone.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => Boolean(s.token));
  const options = { invalidates: [marketCalls.optionalList], toast: true };
  const add = useCallMutation(marketCalls.optionalAdd, options);
  const remove = useCallMutation(marketCalls.optionalDel, options);
  return async (symbol: string, adding: boolean): Promise<void> => {
    if (!loggedIn) {
      go(loginPathFrom());
      return;
    }
    const key = callKey(marketCalls.optionalList);
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<string[]>(key);
    queryClient.setQueryData<string[]>(key, (list = []) => {
      const others = list.filter((s) => s !== symbol);
      return adding ? [...others, symbol] : others;
    });
    try {
      await (adding ? add : remove).mutateAsync({ symbol });
    } catch {
      queryClient.setQueryData(key, previous);
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
