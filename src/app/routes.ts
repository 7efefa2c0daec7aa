// The one route table: every SPEC.md §2 route at its exact path. Each feature lists its own routes in
// src/features/<area>/routes.ts (picked up here, nothing to register); the SPEC routes no feature has
// built yet are listed below as planned pages (title and nav bar), until their area replaces them.
import type { PageLoader, RouteDef } from '../shared/route';
import { defineRoutes } from '../shared/route';

const planned: PageLoader = () => import('../features/content/PlannedPage');

export const plan = (area: string, pages: string[], extra: { auth?: boolean } = {}) =>
  defineRoutes(
    [],
    pages.map((page) => ({ path: `/pages/${area}/${page}`, load: planned, ...extra })),
  );

/** SPEC routes still to build: their titles are in the shell's strings. */
const plannedRoutes: RouteDef[] = [];

const featureRoutes = Object.values(import.meta.glob<{ routes: RouteDef[] }>('../features/*/routes.ts', { eager: true })).flatMap(
  (m) => m.routes,
);

/** Feature routes, then the planned pages no feature has taken yet; home first (the fallback route). */
function assemble(): RouteDef[] {
  const seen = new Set<string>();
  const table: RouteDef[] = [];
  for (const route of featureRoutes) {
    if (seen.has(route.path)) throw new Error(`route ${route.path} is declared by two features`);
    seen.add(route.path);
    table.push(route);
  }
  for (const route of plannedRoutes) if (!seen.has(route.path)) table.push(route);
  return table.sort((a, b) => Number(b.path === '/') - Number(a.path === '/'));
}

export const routes: RouteDef[] = assemble();

/** The route a URL hash opens (as the router matches it: exact paths, home for anything else). */
export function routeOfHash(hash: string): RouteDef {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return routes.find((r) => r.path === path) ?? routes[0];
}

export const TAB_PATHS = [
  '/',
  '/pages/market/market',
  '/pages/quantization/quantization',
  '/pages/loan/loan',
  '/pages/fund/assets',
] as const;
