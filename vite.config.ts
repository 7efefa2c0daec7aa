import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/compress-plugin.ts';
import { contractForApp } from './scripts/contract-plugin.ts';
import { localesPlugin } from './scripts/locales-plugin.ts';

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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](react-query|query-core)|zustand|i18next|react-i18next)[\\/]/,
            },
            {
              name: 'shell',
              test: /src[\\/](app|api|shared[\\/](stores|config|route|i18n|ui[\\/](Page|Button)))/,
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
