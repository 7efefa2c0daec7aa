// Live tickers for every screen: one `ticker` subscription, updates applied once per animation frame,
// the list refetched on focus and after every reconnect (a snapshot replaces, never merges). Part of the
// transport (it is the realtime feed's ticker channel); it loads with the first page that shows prices.
import { useSyncExternalStore } from 'react';
import { marketCalls } from '../contract/market';
import type { Ticker, TickerUpdate } from '../contract/market';
import { takeEarly } from './early';
import { api } from './index';
import { realtime } from './realtime';

type Listener = () => void;

const listeners = new Set<Listener>();
let tickers = new Map<string, Ticker>();
/** Last price change per symbol: +1 up, -1 down (for the flash on change); kept until the next change. */
let moves = new Map<string, 1 | -1>();
export type TickerStatus = 'loading' | 'ready' | 'error';
let status: TickerStatus = 'loading';
let pending: Array<Ticker | TickerUpdate> = [];
let frame = 0;
let unsubscribe: (() => void) | null = null;
let version = 0;
/** Bumped when the set of symbols changes (a snapshot, or a symbol seen for the first time). */
let directoryVersion = 0;

function notify() {
  version += 1;
  for (const l of listeners) l();
}

function flush() {
  frame = 0;
  if (!pending.length) return;
  const next = new Map(tickers);
  const nextMoves = new Map(moves);
  for (const t of pending) {
    const before = next.get(t.symbol);
    if (!before) directoryVersion += 1;
    // Only the direction of the move for display; the prices themselves stay decimal strings.
    if (before && before.price !== t.price) nextMoves.set(t.symbol, Number(t.price) > Number(before.price) ? 1 : -1);
    // A socket update carries only the moving fields; a symbol not in the snapshot waits for the next one.
    if (before) next.set(t.symbol, { ...before, ...t });
    else if ('name' in t) next.set(t.symbol, t);
  }
  pending = [];
  tickers = next;
  moves = nextMoves;
  notify();
}

function schedule() {
  if (frame) return;
  frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(flush) : (setTimeout(flush, 16) as unknown as number);
}

/** Applies ticker updates (from the socket or a test); they show on the next frame. */
export function pushTickers(list: Array<Ticker | TickerUpdate>): void {
  pending.push(...list);
  schedule();
}

function adopt(list: Ticker[]): void {
  tickers = new Map(list.map((t) => [t.symbol, t]));
  moves = new Map();
  status = 'ready';
  directoryVersion += 1;
  notify();
}

/** The snapshot a ticker page asked for at start-up (its route's `early`), if any: settles true once adopted. */
function takeEarlySnapshot(): Promise<boolean> | undefined {
  return (takeEarly(marketCalls.quotation, {}) as Promise<Ticker[]> | undefined)?.then(
    (list) => {
      if (tickers.size === 0) adopt(list);
      return true;
    },
    () => false,
  );
}

// Taken as soon as this module loads: when it is already here, the page's first render has the prices
// (its largest text), instead of a render with dashes and another one after the store has started.
let early = takeEarlySnapshot();

/** Replaces the whole list with a fresh snapshot from the server. */
export async function refreshTickers(): Promise<void> {
  const adopted = early ?? takeEarlySnapshot();
  early = undefined;
  if (adopted && (await adopted)) return;
  let list: Ticker[];
  try {
    list = await api(marketCalls.quotation, {}, { quiet: true });
  } catch (error) {
    // Keep showing what we had; only an empty store reports the failure.
    if (tickers.size === 0 && status !== 'error') {
      status = 'error';
      notify();
    }
    throw error;
  }
  adopt(list);
}

function start() {
  if (unsubscribe) return;
  const off = realtime.subscribe({ channel: 'ticker' }, 'ticker', (payload) => {
    if (Array.isArray(payload)) pushTickers(payload as TickerUpdate[]);
  });
  const offConnect = realtime.on('connect', () => void refreshTickers().catch(() => undefined));
  const onFocus = () => document.visibilityState === 'visible' && void refreshTickers().catch(() => undefined);
  document.addEventListener('visibilitychange', onFocus);
  void refreshTickers().catch(() => undefined);
  unsubscribe = () => {
    off();
    offConnect();
    document.removeEventListener('visibilitychange', onFocus);
  };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
    }
  };
}

const getVersion = () => version;

/** All live tickers by symbol; re-renders at most once per frame. */
export function useTickers(): { tickers: ReadonlyMap<string, Ticker>; moves: ReadonlyMap<string, 1 | -1> } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return { tickers, moves };
}

/** Whether the first snapshot has arrived ('ready'), is on its way, or failed; `retry` asks again. */
export function useTickerStatus(): { status: TickerStatus; retry(): void } {
  useSyncExternalStore(subscribe, getStatus, getStatus);
  return { status, retry: retryTickers };
}

const getStatus = () => status;
const getDirectoryVersion = () => directoryVersion;

/**
 * The tickers for screens that list symbols without live prices (search): re-renders only when the
 * set of symbols changes, not on every price.
 */
export function useTickerDirectory(): ReadonlyMap<string, Ticker> {
  useSyncExternalStore(subscribe, getDirectoryVersion, getDirectoryVersion);
  return tickers;
}

function retryTickers(): void {
  if (status === 'error') {
    status = 'loading';
    notify();
  }
  void refreshTickers().catch(() => undefined);
}

/** One symbol's live ticker; re-renders only when that symbol's ticker changes. */
export function useTicker(symbol: string): Ticker | undefined {
  const get = () => tickers.get(symbol);
  return useSyncExternalStore(subscribe, get, get);
}
