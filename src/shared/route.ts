// Routes: each feature lists its own in src/features/<area>/routes.ts (with `defineRoutes`), and the
// shell assembles the one route table from them (src/app/routes.ts).
import { type ComponentType, createContext, useContext } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface RouteDef {
  /** The exact SPEC.md §2 path, e.g. `/pages/transaction/contract`. */
  path: string;
  /** The page module, loaded lazily. */
  load: PageLoader;
  /** i18n key of the page title. */
  title: string;
  /** Needs a login token; anonymous users are sent to login. */
  auth?: boolean;
  /** Index of the bottom tab this route belongs to. */
  tab?: number;
  /** The i18n namespaces the page needs besides the shell's (loaded with the page). */
  ns?: readonly string[];
  /** Asks for the page's first data at start-up (src/api/early.ts), when it is the page opened. */
  early?: (lang: string, search: URLSearchParams) => void;
}

/** The title key of a path: `/pages/fund/withdraw` → `routes.fund.withdraw`. */
export function titleOf(path: string): string {
  return `routes.${path
    .replace(/^\/pages\//, '')
    .replace(/^\//, '')
    .replace(/\//g, '.')
    .replace(/-/g, '_')}`;
}

type RouteSpec = Omit<RouteDef, 'title' | 'ns'> & { title?: string };

/** A feature's routes: each gets its title from its path unless it names one, and the feature's namespaces. */
export function defineRoutes(ns: readonly string[], specs: RouteSpec[]): RouteDef[] {
  return specs.map((spec) => ({ ...spec, title: spec.title ?? titleOf(spec.path), ns }));
}

export interface CurrentRoute {
  path: string;
  /** i18n key of the page title. */
  title: string;
  tab?: number;
}

/** The route table entry the current page was opened through (its title, its tab). */
export const RouteContext = createContext<CurrentRoute>({ path: '/', title: 'tabs.home' });
export const useCurrentRoute = () => useContext(RouteContext);
