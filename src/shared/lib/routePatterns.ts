// wouter parses route patterns (`/users/:id`) with regexparam for its <Route>, <Switch> and useRoute.
// The app uses none of them: its route table is an exact lookup of SPEC.md's paths (src/app/routes.ts).
// The build gives wouter this module in regexparam's place (vite.config.ts), so the parser stays out of
// the first screen; should a pattern ever be parsed, it says so instead of matching wrongly. To use
// wouter's patterns, drop the regexparam alias there.
export function parse(pattern: string | RegExp): never {
  throw new Error(`route pattern ${String(pattern)}: the app has none (src/shared/lib/routePatterns.ts)`);
}
