import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/compress-plugin.ts';
import { contractForApp } from './scripts/contract-plugin.ts';
import { localesPlugin } from './scripts/locales-plugin.ts';
import { routerPlugin } from './scripts/router-plugin.ts';

// Top-level packages only (one node_modules in the path): a wallet library's own copy of zustand
// (node_modules/@wagmi/core/node_modules/zustand) stays lazy.
const VENDOR =
  /^(?:(?!node_modules)[\s\S])*node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand|i18next|react-i18next)[\\/](?![\s\S]*node_modules)/;
const QUERY = /^(?:(?!node_modules)[\s\S])*node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;
const LAZY_QUERY_PARTS =
  /@tanstack[\\/](react-query|query-core)[\\/].*[\\/](infiniteQueryObserver|useInfiniteQuery|useMutation|mutationObserver|useQueries|queriesObserver|useSuspense\w*)\.js$/;

// Hash-routed app served from any path: base './'.
export default defineConfig({
  base: './',
  plugins: [contractForApp(), localesPlugin(), routerPlugin(), react(), precompress()],
  resolve: { dedupe: ['zustand'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The first screen in two files instead of a score of small ones (each is a request on a slow
    // phone network): the libraries every page needs, and the shell. Lazy-only code stays out of both.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            {
              // TanStack Query, loaded beside the shell's strings (src/main.tsx). Infinite lists and
              // mutations are used by lazy pages only: they stay with them.
              name: 'query',
              test: (id: string) => QUERY.test(id) && !LAZY_QUERY_PARTS.test(id),
            },
            {
              name: 'shell',
              test: /src[\\/](app|api[\\/](http|index)|shared[\\/](stores|config|route|i18n|ui[\\/](Page|Button)\.tsx))/,
            },
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
