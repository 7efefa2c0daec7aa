#!/usr/bin/env node
// Bundle report, in gzip bytes against budgets: the JS the first screen loads (index.html's module scripts
// and module preloads), and the wallet stack's static part (what "Connect wallet" surely loads beyond the
// login page). `npm run size` prints them; with --check it fails above a budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 119.7 KB before the area kit; 111.9 KB with react-router, 101.3 KB with wouter, 99.8 KB with
// shorter preload lists and no pattern parser (issue 13). Issue 30 set the budget to 105 KB for
// react-router-dom, the product's router, back in place of wouter (99.9 KB): 111.5 KB as published,
// 103.6 KB with its production build trimmed of what the app does not use and the app's own Link
// (scripts/router-plugin.ts, src/shared/link.tsx). The target stays: new areas load lazily and add
// nothing here, and what the shell gains must be paid for in the shell.
export const BUDGET_BYTES = 105 * 1024;
export const TARGET_BYTES = 100 * 1024;
/**
 * The wallet stack's static part: WalletStack's chunk and what it imports, less what the login page has
 * loaded. 149.9 KB with wagmi's public client left plain (scripts/public-client-plugin.ts), 192.9 KB
 * without. RainbowKit's wallet entry, sign-in view and (on a desktop) illustrations load beside it: the
 * whole stack, measured in a browser by `npm run bench` (scripts/bench/wallet.mjs), has a 200 KB target.
 */
export const WALLET_STACK_BUDGET_BYTES = 160 * 1024;
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

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w{},\s*$]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** A built chunk (in assets/) with every chunk it imports statically, transitively. */
function staticClosure(distDir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(path.join(distDir, 'assets', file), 'utf8');
  for (const m of text.matchAll(STATIC_IMPORT)) staticClosure(distDir, m[1], seen);
  return seen;
}

/** The wallet stack's static part (see WALLET_STACK_BUDGET_BYTES), file by file. */
export function walletStackJs(distDir) {
  const files = fs.readdirSync(path.join(distDir, 'assets'));
  const chunk = (prefix) => {
    const found = files.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    if (!found) throw new Error(`no ${prefix}*.js in the build`);
    return found;
  };
  const loaded = staticClosure(distDir, chunk('index-'));
  staticClosure(distDir, chunk('LoginPage-'), loaded);
  return [...staticClosure(distDir, chunk('WalletStack-'))]
    .filter((f) => !loaded.has(f))
    .map((f) => ({ file: `assets/${f}`, gzip: gzipSync(fs.readFileSync(path.join(distDir, 'assets', f)), { level: 9 }).length }));
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
  const wallet = walletStackJs(dist).reduce((sum, f) => sum + f.gzip, 0);
  console.log(`wallet_stack_static_js_gzip_bytes: ${wallet} (${kb(wallet)} of ${kb(WALLET_STACK_BUDGET_BYTES)})`);
  const leaked = first.flatMap((f) => f.lazyFound.map((name) => `${name} in ${f.file}`));
  console.log(`lazy_only_libraries_in_first_screen: ${leaked.length ? leaked.join(', ') : 'none'}`);
  if (process.argv.includes('--check') && total > BUDGET_BYTES) {
    console.error(`First screen JS is ${kb(total)}, over the ${kb(BUDGET_BYTES)} budget.`);
    process.exit(1);
  }
  if (process.argv.includes('--check') && wallet > WALLET_STACK_BUDGET_BYTES) {
    console.error(`The wallet stack's static part is ${kb(wallet)}, over the ${kb(WALLET_STACK_BUDGET_BYTES)} budget.`);
    process.exit(1);
  }
  if (process.argv.includes('--check') && leaked.length) {
    console.error(`Libraries that must load lazily are in the first screen: ${leaked.join(', ')}.`);
    process.exit(1);
  }
}
