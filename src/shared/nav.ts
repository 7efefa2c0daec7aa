// The app's navigation, on wouter (a 2 KB router) and the hash location (./location.ts). Pages import
// Link, useNavigate, useSearchParams, useLocation and Redirect from here.
import { useSyncExternalStore } from 'react';
import { currentPath, entry, navigate, pathOf, searchOf, subscribe } from './location';

export { Link, Redirect, useSearchParams } from 'wouter';
export {
  currentPath,
  hashHref,
  historyIndex,
  type NavOptions,
  navigate,
  pathOf,
  searchOf,
  useHashLocation,
  useHashSearch,
} from './location';

export const useNavigate = () => navigate;

/** The current location as the pages read it: path, query (with `?`) and the state the last navigation passed. */
export function useLocation(): { pathname: string; search: string; state: unknown } {
  const full = useSyncExternalStore(subscribe, currentPath);
  return { pathname: pathOf(full), search: searchOf(full), state: entry()?.usr ?? null };
}
