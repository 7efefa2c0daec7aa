#!/usr/bin/env node
// Browser benchmarks, one `name: value` line each:
//   market_list_fps   frames per second on the Market tab's crypto list (1,000+ symbols, 50 ticker events/s)
//   longest_task_ms   the longest main-thread task meanwhile (0 when none is over 50 ms)
//   candles_10k_ms    drawing 10,000 candles: createChart + setData to the painted frame (median of 5)
// It builds the app into .tmp/dist-bench (again only when src/ or locales/ changed), starts the reference
// server on a temporary database and a free port, and drives Debian's Chromium at 390x844.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../chromium.mjs';
import { bin, distDir, ensureBuild, freePort, root, waitFor } from './common.mjs';

const MEASURE_MS = 5000;
const EXTRA_SYMBOLS = 1000;
const TICK_MS = 20;

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

/** createChart + setData of 10,000 candles (decimal strings, as the API sends them) until the frame is painted. */
async function measureCandles(page) {
  await page.setContent('<!doctype html><body style="margin:0;background:#333"><div id="c" style="width:390px;height:320px"></div></body>');
  await page.addScriptTag({ path: path.join(root, 'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js') });
  return page.evaluate(async () => {
    const { createChart, CandlestickSeries, HistogramSeries } = window.LightweightCharts;
    const candles = [];
    let price = 64000;
    const start = Math.floor(Date.now() / 60000) * 60 - 10000 * 60;
    for (let i = 0; i < 10000; i += 1) {
      const open = price;
      price = Math.max(1, price * (1 + (Math.random() - 0.5) * 0.004));
      const high = Math.max(open, price) * 1.001;
      const low = Math.min(open, price) * 0.999;
      candles.push({
        time: start + i * 60,
        open: open.toFixed(2),
        high: high.toFixed(2),
        low: low.toFixed(2),
        close: price.toFixed(2),
        volume: (Math.random() * 10).toFixed(4),
      });
    }
    const painted = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          // The chart draws in its own animation-frame callback, queued before this one; the message
          // arrives after the frame is painted.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        }),
      );
    const el = document.getElementById('c');
    const times = [];
    for (let run = 0; run < 5; run += 1) {
      const t0 = performance.now();
      const chart = createChart(el, { width: 390, height: 320, handleScroll: { vertTouchDrag: false } });
      const series = chart.addSeries(CandlestickSeries, {});
      const volume = chart.addSeries(HistogramSeries, { priceScaleId: 'volume' });
      series.setData(
        candles.map((c) => ({ time: c.time, open: Number(c.open), high: Number(c.high), low: Number(c.low), close: Number(c.close) })),
      );
      volume.setData(candles.map((c) => ({ time: c.time, value: Number(c.volume) })));
      times.push((await painted()) - t0);
      chart.remove();
      await new Promise((r) => setTimeout(r, 50));
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  });
}

const round = (n) => Math.round(n * 10) / 10;

ensureBuild();
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
const server = spawn(bin('tsx'), ['server/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG: '0',
    MARKET_EXTRA_SYMBOLS: String(EXTRA_SYMBOLS),
    MARKET_TICK_MS: String(TICK_MS),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
let failed = false;
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/getSiteConfig`);
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const list = await measureList(await context.newPage(), origin);
  if (list.changes === 0) throw new Error('the list showed no price change while measured');
  const candles = await measureCandles(await context.newPage());
  console.log(`market_list_fps: ${round(list.fps)}`);
  console.log(`longest_task_ms: ${round(list.longest)}`);
  console.log(`candles_10k_ms: ${round(candles)}`);
} catch (error) {
  console.error(`browser benchmark failed: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await browser?.close();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
