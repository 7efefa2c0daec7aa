// react-router for the app's build: its production build (no development warnings) instead of the
// development one its package exports name, with the components the app does not use left out.
// The bundle keeps NavLink, Form and their helpers only because each is created by an un-annotated
// React.forwardRef call followed by `X.displayName = "X"`: dropping those statements (names for React
// DevTools only) and marking the calls pure lets the bundler remove what nothing imports. When a new
// react-router release writes them differently, nothing matches and the build is just larger.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/** Build-time aliases: react-router and react-router/dom to the production build. */
export const routerAliases: Alias[] = [
  { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(dist, 'production/dom-export.mjs') },
];

/** The source with `X.displayName = "…"` statements dropped and `React.forwardRef(` calls marked pure. */
export function shakeable(code: string): string {
  return code.replace(/^\w+\.displayName = "\w+";$/gm, '').replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(');
}

export function routerPlugin(): Plugin {
  return {
    name: 'kestrel-router',
    apply: 'build',
    config: () => ({ resolve: { alias: routerAliases } }),
    transform(code, id) {
      return CHUNK.test(id) ? { code: shakeable(code), map: null } : null;
    },
  };
}
