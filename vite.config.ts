import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/compress-plugin.ts';

// Hash-routed app served from any path: base './'.
export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // React and react-dom in one chunk: a lazy page importing react-dom (the virtual list) must not
    // split it into an extra first-screen request.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
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
