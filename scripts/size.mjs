#!/usr/bin/env node
// Bundle report: the JS the first screen loads (index.html's module scripts and module preloads),
// in gzip bytes, against the budget. `npm run size` prints it; with --check it fails above the budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 119.7 KB before the area kit; 111.9 KB with react-router, 101.3 KB with wouter, 99.8 KB with
// shorter preload lists and no pattern parser (issue 13). The budget is the target: new areas load
// lazily and add nothing here, and what the shell gains must be paid for in the shell.
export const BUDGET_BYTES = 100 * 1024;
export const TARGET_BYTES = 100 * 1024;
/** Libraries that must load only on the pages that need them, found by a string their builds carry. */
export const LAZY_ONLY = {
  'lightweight-charts': 'tv-lightweight-charts',
  'socket.io-client': 'engine.io',
  wagmi: 'recentConnectorId',
  '@rainbow-me/rainbowkit': 'data-rk',
};

export function firstScreenJs(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1]);
  return [...files].map((src) => {
    const file = path.join(distDir, src.replace(/^\.?\//, ''));
    const raw = fs.readFileSync(file);
    const text = raw.toString('utf8');
    const lazyFound = Object.entries(LAZY_ONLY)
      .filter(([, marker]) => text.includes(marker))
      .map(([name]) => name);
    return { file: path.relative(distDir, file), raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, lazyFound };
  });
}

function allJs(distDir) {
  const dir = path.join(distDir, 'assets');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzip: gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length }));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run npm run build first.`);
    process.exit(1);
  }
  const first = firstScreenJs(dist);
  const total = first.reduce((sum, f) => sum + f.gzip, 0);
  console.log('First screen JS (index.html scripts and module preloads):');
  for (const f of first.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.file.padEnd(44)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
  const everything = allJs(dist).reduce((sum, f) => sum + f.gzip, 0);
  console.log(`first_screen_js_gzip_bytes: ${total}`);
  console.log(`all_js_gzip_bytes: ${everything}`);
  console.log(`budget: ${kb(total)} of ${kb(BUDGET_BYTES)} (target ${kb(TARGET_BYTES)})`);
  const leaked = first.flatMap((f) => f.lazyFound.map((name) => `${name} in ${f.file}`));
  console.log(`lazy_only_libraries_in_first_screen: ${leaked.length ? leaked.join(', ') : 'none'}`);
  if (process.argv.includes('--check') && total > BUDGET_BYTES) {
    console.error(`First screen JS is ${kb(total)}, over the ${kb(BUDGET_BYTES)} budget.`);
    process.exit(1);
  }
  if (process.argv.includes('--check') && leaked.length) {
    console.error(`Libraries that must load lazily are in the first screen: ${leaked.join(', ')}.`);
    process.exit(1);
  }
}
