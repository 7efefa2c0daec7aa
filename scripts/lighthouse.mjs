#!/usr/bin/env node
// npm run lighthouse: builds the app, starts the reference server on a temporary database and a free
// port, and runs Lighthouse (mobile) in Debian's Chromium on the home page, the Market tab and the
// BTC/USDT symbol page, RUNS times each (3). Prints `<page>_<name>: value` lines of each page's median
// run (by performance score): every category's score, FCP, LCP, TBT, CLS and speed index.
//   RUNS=5            runs per page
//   PAGES=home,symbol only these pages
//   LH_PORT=8700      the server's port (a free one otherwise)
//   --dist=<dir>      use this build instead of building into dist/
//   VERBOSE=1         also the elements that moved in the median run (the layout-shifts audit), the
//                     parts of its LCP, and its longest tasks and script time by file (what TBT counts)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './chromium.mjs';

/** The pages measured: hash routes as SPEC.md gives them (src/features/<area>/routes.ts). */
export const PAGES = {
  home: '/',
  market: '/#/pages/market/market',
  symbol: '/#/pages/transaction/index2?symbol=BTCUSDT',
};
const AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const chromium = findChromium();
if (!chromium) {
  console.error(`Chromium was not found: ${INSTALL_HINT}`);
  process.exit(1);
}

const distArg = process.argv.find((a) => a.startsWith('--dist='))?.slice(7);
const distDir = path.resolve(root, distArg ?? 'dist');
if (!distArg) {
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const runs = Number(process.env.RUNS || 3);
const wanted = (process.env.PAGES || Object.keys(PAGES).join(',')).split(',').map((p) => p.trim());
const unknown = wanted.filter((p) => !(p in PAGES));
if (unknown.length) {
  console.error(`Unknown page ${unknown.join(', ')}: one of ${Object.keys(PAGES).join(', ')}`);
  process.exit(1);
}

const port = Number(process.env.LH_PORT) || (await freePort());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-lh-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, LOG: '0', DEV_CHAIN: '0' },
  stdio: 'ignore',
});
const origin = `http://127.0.0.1:${port}`;

/** One Lighthouse run of a URL: its JSON report. */
function lighthouse(url, out) {
  const result = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** The largest contentful paint's element and its phases (TTFB, load delay and time, render delay). */
function lcpParts(report) {
  const items = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lines = [];
  for (const table of items) {
    for (const row of table.items ?? []) {
      if (row.node) lines.push(`element ${row.node.selector} "${String(row.node.nodeLabel ?? '').slice(0, 60)}"`);
      else if (row.phase) lines.push(`${row.phase} ${Math.round(row.timing)} ms (${row.percent})`);
    }
  }
  return lines;
}

/** The elements that moved (Lighthouse 12's layout-shifts audit) with their share of the score. */
function shifts(report) {
  const items = report.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.nodeLabel ?? '(unknown)'}`);
}

/** What blocked the main thread: the longest tasks, and script time by file (TBT's causes). */
function blocking(report) {
  const tasks = (report.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((t) => `task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms ${String(t.url).replace(/^.*\//, '')}`);
  const scripts = (report.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map((b) => `script ${Math.round(b.scripting)} ms ${String(b.url).replace(/^.*\//, '')}`);
  return [...tasks, ...scripts];
}

let failed = false;
try {
  for (let i = 0; i < 150; i += 1) {
    if (
      await fetch(`${origin}/api/getSiteConfig`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const name of wanted) {
    const reports = [];
    for (let i = 0; i < runs; i += 1) reports.push(lighthouse(`${origin}${PAGES[name]}`, path.join(dataDir, `${name}-${i}.json`)));
    // The median run by performance score.
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const median = reports[Math.floor(reports.length / 2)];
    const all = reports.map((r) => Math.round(r.categories.performance.score * 100)).join(' ');
    console.log(`${name}_url: ${PAGES[name]}`);
    for (const [category, value] of Object.entries(median.categories))
      console.log(`${name}_lighthouse_${category.replace(/-/g, '_')}: ${Math.round(value.score * 100)}`);
    console.log(`${name}_performance_runs: ${all}`);
    for (const audit of AUDITS) console.log(`${name}_${audit.replace(/-/g, '_')}: ${median.audits[audit].displayValue}`);
    if (process.env.VERBOSE) {
      for (const line of shifts(median)) console.log(`${name}_layout_shift: ${line}`);
      for (const line of lcpParts(median)) console.log(`${name}_lcp: ${line}`);
      for (const line of blocking(median)) console.log(`${name}_blocking: ${line}`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
