#!/usr/bin/env node
// Browser benchmarks, one `name: value` line each:
//   market_list_fps   frames per second on the Market tab's crypto list (1,000+ symbols, 50 ticker events/s)
//   longest_task_ms   the longest main-thread task meanwhile (0 when none is over 50 ms)
//   symbol_chart_10k_ms (with _min_ms, _max_ms)   the symbol page (BTCUSDT, 15-minute candles) from
//                     navigation to its chart painted with 10,000 candles served by the reference server:
//                     median, fastest and slowest of 5 cold loads
//   bare_chart_10k_ms  the same for a bare page (scripts/bench/bare: the same candles from the same server drawn
//                     by the same chart module, nothing else), its loads taken in turns with the symbol page's
//   symbol_chart_ratio symbol_chart_10k_ms / bare_chart_10k_ms (goal ≤ 1.5)
// BENCH_PARTS=chart or BENCH_PARTS=list runs one part only.
// It builds the app into .tmp/dist-bench (again only when src/ or locales/ changed; VITE_CHART_CANDLES=10000,
// so the page asks for 10,000 candles), starts the reference server on a temporary database and a free port
// for each part (MARKET_HISTORY_CANDLES=10000 for the chart), and drives Debian's Chromium at 390x844.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../chromium.mjs';
import { BARE_PAGE, distDir, ensureBuild, freePort, root, waitFor } from './common.mjs';

const MEASURE_MS = 5000;
const EXTRA_SYMBOLS = 1000;
const TICK_MS = 20;
const CHART_SYMBOL = 'BTCUSDT';
const CHART_CANDLES = 10_000;
const CHART_RUNS = 5;
/** BENCH_PARTS=chart (or list): only that part; both by default. */
const parts = (process.env.BENCH_PARTS || 'list,chart').split(',');

const executablePath = findChromium();
if (!executablePath) {
  console.error(`Chromium was not found: ${INSTALL_HINT}`);
  process.exit(1);
}

/** Frames per second and the longest task while the list takes ticker updates and scrolls slowly. */
async function measureList(page, origin) {
  await page.goto(`${origin}/#/pages/market/market?category=2`);
  // The list is the category tab's panel; each row is a link to its symbol (area class names are hashed).
  await page.getByRole('tabpanel').getByRole('link').first().waitFor({ timeout: 30_000 });
  const listed = await page.evaluate(async () => {
    const r = await fetch('/api/currency/quotation_new?category=2');
    return (await r.json()).message.length;
  });
  if (listed < 1000) throw new Error(`only ${listed} crypto symbols listed`);
  await page.waitForTimeout(1000); // warm up
  return page.evaluate(async (duration) => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    let changes = 0;
    const mutations = new MutationObserver((records) => {
      changes += records.length;
    });
    mutations.observe(document.querySelector('[role="tabpanel"]'), { subtree: true, childList: true, characterData: true });
    const result = await new Promise((resolve) => {
      let frames = 0;
      const start = performance.now();
      const step = (now) => {
        frames += 1;
        window.scrollBy(0, 3); // a slow scroll: rows enter and leave the window as they update
        if (now - start < duration) requestAnimationFrame(step);
        else resolve({ fps: (frames * 1000) / (now - start) });
      };
      requestAnimationFrame(step);
    });
    observer.disconnect();
    mutations.disconnect();
    return { ...result, longest: longTasks.length ? Math.max(...longTasks) : 0, changes };
  }, MEASURE_MS);
}

/**
 * One cold load (a new browser context) of a page from navigation to its chart painted with CHART_CANDLES
 * candles: the mark the chart sets once the frame with the candles is on screen (CHART_PAINTED in
 * src/features/market/candleChart.ts), in ms since navigation start.
 */
async function chartPaintedAt(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(url);
    // The page's CSP forbids eval (so no waitForFunction): a promise that the first mark resolves.
    const painted = page.evaluate(
      () =>
        new Promise((resolve) => {
          const first = () => performance.getEntriesByName('kestrel:chart-painted')[0];
          const seen = first();
          if (seen) return resolve({ ms: seen.startTime, candles: seen.detail?.candles });
          new PerformanceObserver((_list, observer) => {
            const mark = first();
            if (!mark) return;
            observer.disconnect();
            resolve({ ms: mark.startTime, candles: mark.detail?.candles });
          }).observe({ type: 'mark' });
        }),
    );
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the chart of ${url} was not painted within 2 minutes`)), 120_000);
    });
    const { ms, candles } = await Promise.race([painted, timeout]).finally(() => clearTimeout(timer));
    if (candles !== CHART_CANDLES) throw new Error(`the chart painted ${candles} candles, not ${CHART_CANDLES}`);
    return ms;
  } finally {
    await context.close();
  }
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1], runs: times };
};

/**
 * The symbol page and the bare chart page (scripts/bench/bare: the same candles from the same server,
 * drawn by the same chart module, nothing else), CHART_RUNS cold loads each, taken in turns (which
 * comes first alternates) so that a busy machine slows both alike.
 */
async function measureSymbolChart(browser, origin) {
  const symbol = [];
  const bare = [];
  for (let run = 0; run < CHART_RUNS; run += 1) {
    const pair = [
      async () => symbol.push(await chartPaintedAt(browser, `${origin}/#/pages/transaction/index2?symbol=${CHART_SYMBOL}`)),
      async () => bare.push(await chartPaintedAt(browser, `${origin}/${BARE_PAGE}`)),
    ];
    if (run % 2) pair.reverse();
    for (const load of pair) await load();
  }
  return { symbol: summary(symbol), bare: summary(bare) };
}

/** The reference server on a temporary database and a free port, with extra environment. */
async function startServer(env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, LOG: '0', DEV_CHAIN: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill();
    });
  try {
    await waitFor(`${origin}/api/getSiteConfig`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

const round = (n) => Math.round(n * 10) / 10;

ensureBuild();
let browser;
let server;
let failed = false;
try {
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  if (parts.includes('list')) {
    // The Market tab under load: 1,000 extra symbols ticking every 20 ms.
    server = await startServer({ MARKET_EXTRA_SYMBOLS: String(EXTRA_SYMBOLS), MARKET_TICK_MS: String(TICK_MS) });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const list = await measureList(await context.newPage(), server.origin);
    if (list.changes === 0) throw new Error('the list showed no price change while measured');
    await context.close();
    await server.stop();
    server = undefined;
    console.log(`market_list_fps: ${round(list.fps)}`);
    console.log(`longest_task_ms: ${round(list.longest)}`);
  }
  if (parts.includes('chart')) {
    // The symbol page: the standard catalogue at its normal pace, with CHART_CANDLES candles of history.
    server = await startServer({ MARKET_HISTORY_CANDLES: String(CHART_CANDLES) });
    const { symbol, bare } = await measureSymbolChart(browser, server.origin);
    console.log(`symbol_chart_10k_ms: ${round(symbol.median)}`);
    console.log(`symbol_chart_10k_min_ms: ${round(symbol.min)}`);
    console.log(`symbol_chart_10k_max_ms: ${round(symbol.max)}`);
    console.log(`bare_chart_10k_ms: ${round(bare.median)}`);
    console.log(`symbol_chart_ratio: ${Math.round((symbol.median / bare.median) * 100) / 100}`);
    if (process.env.VERBOSE) {
      console.error(`symbol chart runs: ${symbol.runs.map(round).join(' ')} ms`);
      console.error(`bare chart runs: ${bare.runs.map(round).join(' ')} ms`);
    }
  }
} catch (error) {
  console.error(`browser benchmark failed: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await browser?.close();
  await server?.stop();
}
process.exit(failed ? 1 : 0);
