import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/compress-plugin.ts';
import { contractForApp } from './scripts/contract-plugin.ts';
import { localesPlugin } from './scripts/locales-plugin.ts';
import { plainPublicClient } from './scripts/public-client-plugin.ts';
import { routerPlugin } from './scripts/router-plugin.ts';

// Top-level packages only (one node_modules in the path): a wallet library's own copy of zustand
// (node_modules/@wagmi/core/node_modules/zustand) stays lazy.
const VENDOR =
  /^(?:(?!node_modules)[\s\S])*node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand|i18next|react-i18next)[\\/](?![\s\S]*node_modules)/;
// Files loaded before any page, which a lazy page's preload list needn't name (nearly every list did):
/** What index.html loads: its module preloads (the libraries, the runtime, the shell) and the shell's styles. */
const FROM_HTML = /(^|\/)(vendor|rolldown-runtime|shell)-[\w-]+\.(js|css)$/;
/** TanStack Query, which the entry (src/main.tsx, built as assets/index-<hash>.js) loads before the first render. */
const FROM_ENTRY = /(^|\/)query-[\w-]+\.js$/;
const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;
const QUERY = /^(?:(?!node_modules)[\s\S])*node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;
// The app's own query layer travels with the library.
const QUERY_APP = /src[\\/]api[\\/](queryRoot|queryClient|query|mutation)\.tsx?$/;
// What the market pages (home, Market, a symbol, the trade forms) share: the live tickers and the
// socket, decimal math and number formats, the live price. One file instead of a dozen small ones,
// each a request of its own on a slow phone network before the page can paint.
const MARKETS =
  /src[\\/](api[\\/](realtime|socket)\.ts|shared[\\/](lib[\\/](decimal|format|numberFormat)\.ts|market[\\/]|ui[\\/](Modal|ProfitText)\.tsx)|features[\\/]market[\\/](FavouriteStar|LivePrice|SimulatedNote|api|constants|format|live|priceTone|useThrottled|HomeMarkets|index)\.tsx?|features[\\/]market[\\/]livePrice\.module\.css)|node_modules[\\/](decimal\.js|socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl)[\\/]/;
const LAZY_QUERY_PARTS =
  /@tanstack[\\/](react-query|query-core)[\\/].*[\\/](infiniteQueryObserver|useInfiniteQuery|useQueries|queriesObserver|useSuspense\w*)\.js$/;

// Hash-routed app served from any path: base './'.
export default defineConfig({
  base: './',
  plugins: [contractForApp(), localesPlugin(), plainPublicClient(), routerPlugin(), react(), precompress()],
  resolve: {
    dedupe: ['zustand'],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shared/lib/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Browsers without module preloading (Safari before 17) fetch the first screen's files as
      // index.js imports them: one short step later, instead of 0.3 KB of polyfill for everyone.
      polyfill: false,
      // A preload list leaves out what its importer has surely loaded before it (see FROM_HTML).
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType === 'html') return deps;
        const loaded = ENTRY_CHUNK.test(hostId) ? [FROM_HTML] : [FROM_HTML, FROM_ENTRY];
        return deps.filter((dep) => !loaded.some((file) => file.test(dep)));
      },
    },
    reportCompressedSize: false,
    // The first screen in two files instead of a score of small ones (each is a request on a slow
    // phone network): the libraries every page needs, and the shell. Lazy-only code stays out of both.
    // The shell's group comes before the lazy ones: a module it imports stays in it (a lazy group that
    // took it would be pulled into the first screen).
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            {
              name: 'shell',
              test: /src[\\/](app|api[\\/](http|index)|shared[\\/](stores|config[\\/](constants|demo|locale)|route|nav|link|location|i18n|lib[\\/]nextTask|ui[\\/](Page|Button)\.tsx))/,
            },
            {
              // TanStack Query, loaded beside the shell's strings (src/main.tsx), with the app's query and
              // mutation hooks (the market pages' favourite star mutates). Infinite lists and parallel
              // queries are used by lazy pages only: they stay with them.
              name: 'query',
              test: (id: string) => (QUERY.test(id) && !LAZY_QUERY_PARTS.test(id)) || QUERY_APP.test(id),
            },
            { name: 'markets', test: MARKETS },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/uploads': 'http://localhost:8080',
      '/socket.io': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
