// Where the app is: SPEC.md's routes live in the URL's hash with their query inside it
// (`#/pages/transaction/index2?symbol=BTC`), so the location is read from the hash, split at its `?`.
// This module is wouter's location: App.tsx hands its hooks to the Router, and the build puts it in
// place of wouter's default browser-location hook (vite.config.ts), which the app never uses.
import { useSyncExternalStore } from 'react';

/** What the app keeps in a history entry: its place in the app's own history, and a page's state. */
interface NavState {
  idx: number;
  usr?: unknown;
}

export interface NavOptions {
  replace?: boolean;
  /** Handed to the next page (`useLocation().state`), not written in the URL. */
  state?: unknown;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // A link typed or set with `location.hash` fires hashchange; back and forward fire popstate.
    addEventListener('hashchange', notify);
    addEventListener('popstate', notify);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      removeEventListener('hashchange', notify);
      removeEventListener('popstate', notify);
    }
  };
}

/** The app path in the URL's hash: `#/a/b?x=1` → `/a/b?x=1`; an empty hash is home. */
export const currentPath = () => `/${window.location.hash.replace(/^#?\/?/, '')}`;
/** An app path without its query: `/a/b?x=1` → `/a/b`. */
export const pathOf = (full: string) => full.split('?')[0];
/** An app path's query with its `?` (`?x=1`), or ''. */
export const searchOf = (full: string) => {
  const at = full.indexOf('?');
  return at < 0 ? '' : full.slice(at);
};

export const entry = () => window.history.state as NavState | null;

/** How many steps into the app this history entry is (0: the page a visit opened, or a link typed). */
export const historyIndex = () => entry()?.idx ?? 0;

/** Go to an app path (`/pages/…?…`), or `-1` for back. Each new entry records its index in the app's history. */
export function navigate(to: string | number, options: NavOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const idx = historyIndex();
  const state: NavState = { idx: options.replace ? idx : idx + 1, usr: options.state };
  window.history[options.replace ? 'replaceState' : 'pushState'](state, '', `#${to}`);
  notify();
}

/** wouter's location hook: the path part of the hash, and the navigation above. */
export function useHashLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, () => pathOf(currentPath())), navigate];
}

/**
 * wouter's search hook: the query part of the hash. wouter runs decodeURI over it before parsing, which
 * would read an encoded `%` as the start of another escape (`%2541` as `A`, not `%41`): each `%` is
 * escaped once more, so the parser gets the query exactly as written.
 */
export const useHashSearch = () => useSyncExternalStore(subscribe, () => searchOf(currentPath()).replace(/%/g, '%25'));

/** The href a link shows (and a new tab opens). */
export const hashHref = (path: string) => `#${path}`;

// The names wouter's Router takes its default hooks by (vite.config.ts).
export { useHashLocation as useBrowserLocation, useHashSearch as useSearch };
