// The bare chart page's build (scripts/bench/browser.mjs): into <bench build>/bare/, served by the
// reference server beside the app, so both pages come from the same origin, compressed the same way.
import { defineConfig } from 'vite';
import { precompress } from '../../compress-plugin.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [precompress()],
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
