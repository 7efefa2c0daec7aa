// Live tickers for every screen: one `ticker` subscription, updates applied once per animation frame,
// the list refetched on focus and after every reconnect (a snapshot replaces, never merges).
import { useSyncExternalStore } from 'react';
import { api } from '../../api';
import { realtime } from '../../api/realtime';
import { calls } from '../../contract/calls';
import type { Ticker } from '../../contract/market';

type Listener = () => void;

const listeners = new Set<Listener>();
let tickers = new Map<string, Ticker>();
/** Last price change per symbol: +1 up, -1 down (for the flash on change). */
let moves = new Map<string, 1 | -1>();
let pending: Ticker[] = [];
let frame = 0;
let unsubscribe: (() => void) | null = null;
let version = 0;

function notify() {
  version += 1;
  for (const l of listeners) l();
}

function flush() {
  frame = 0;
  if (!pending.length) return;
  const next = new Map(tickers);
  const nextMoves = new Map<string, 1 | -1>();
  for (const t of pending) {
    const before = next.get(t.symbol);
    if (before && before.price !== t.price) nextMoves.set(t.symbol, Number(t.price) > Number(before.price) ? 1 : -1);
    next.set(t.symbol, t);
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
export function pushTickers(list: Ticker[]): void {
  pending.push(...list);
  schedule();
}

/** Replaces the whole list with a fresh snapshot from the server. */
export async function refreshTickers(): Promise<void> {
  const list = await api(calls.quotation, {}, { quiet: true });
  tickers = new Map(list.map((t) => [t.symbol, t]));
  moves = new Map();
  notify();
}

function start() {
  if (unsubscribe) return;
  const off = realtime.subscribe({ channel: 'ticker' }, 'ticker', (payload) => {
    if (Array.isArray(payload)) pushTickers(payload as Ticker[]);
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

/** One symbol's live ticker. */
export function useTicker(symbol: string): Ticker | undefined {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return tickers.get(symbol);
}
