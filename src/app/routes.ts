// The one route table: every SPEC.md §2 route at its exact path. Each feature lists its own routes in
// src/features/<area>/routes.ts (picked up here, nothing to register); react-router-dom matches a path
// against them.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteDef } from '../shared/route';

const featureRoutes = Object.values(import.meta.glob<{ routes: RouteDef[] }>('../features/*/routes.ts', { eager: true })).flatMap(
  (m) => m.routes,
);

/** Every feature's routes, each path once; home first (the fallback route). */
function assemble(): RouteDef[] {
  const seen = new Set<string>();
  const table: RouteDef[] = [];
  for (const route of featureRoutes) {
    if (seen.has(route.path)) throw new Error(`route ${route.path} is declared by two features`);
    seen.add(route.path);
    table.push(route);
  }
  return table.sort((a, b) => Number(b.path === '/') - Number(a.path === '/'));
}

export const routes: RouteDef[] = assemble();

/** The table as the router's route objects: each path matched exactly (case too), the route its handle. */
const routeObjects: RouteObject[] = routes.map((route) => ({ path: route.path, caseSensitive: true, handle: route }));

/** The route of an app path: its SPEC.md path, home for anything else. */
export const routeOf = (path: string): RouteDef =>
  (matchRoutes(routeObjects, path)?.[0]?.route.handle as RouteDef | undefined) ?? routes[0];

export const TAB_PATHS = [
  '/',
  '/pages/market/market',
  '/pages/quantization/quantization',
  '/pages/loan/loan',
  '/pages/fund/assets',
] as const;
