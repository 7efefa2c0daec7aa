import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/compress-plugin.ts';
import { contractForApp } from './scripts/contract-plugin.ts';
import { localesPlugin } from './scripts/locales-plugin.ts';

// Top-level packages only: a wallet library's own copy of zustand (node_modules/x/node_modules/zustand) stays lazy.
const VENDOR =
  /^[\s\S]*?node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](react-query|query-core)|zustand|i18next|react-i18next)[\\/](?![\s\S]*node_modules)/;
const LAZY_QUERY_PARTS =
  /@tanstack[\\/](react-query|query-core)[\\/].*[\\/](infiniteQueryObserver|useInfiniteQuery|useMutation|mutationObserver|useQueries|queriesObserver|useSuspense\w*)\.js$/;

// Hash-routed app served from any path: base './'.
export default defineConfig({
  base: './',
  plugins: [contractForApp(), localesPlugin(), react(), precompress()],
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
            {
              name: 'vendor',
              // Infinite lists and mutations are used by lazy pages only: they stay with them.
              test: (id: string) => VENDOR.test(id) && !LAZY_QUERY_PARTS.test(id),
            },
            {
              name: 'shell',
              test: /src[\\/](app|api[\\/](http|index|query|queryClient|realtime)|shared[\\/](stores|config|route|i18n|ui[\\/](Page|Button)\.tsx))/,
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
