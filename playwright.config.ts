import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { currentLane, LANES, laneOf } from './tests/e2e/lanes';

// The end-to-end tests run the real reference server on a fresh SQLite file, serving the built app: one
// server per lane (tests/e2e/lanes.ts, started by tests/e2e/servers.ts), each worker driving its own.
const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const lane = laneOf(currentLane());
// The wallet tests talk to their lane's dev chain (tests/e2e/wallet/support.ts reads it).
process.env.DEV_CHAIN_PORT = String(lane.chainPort);

export default defineConfig({
  testDir: 'tests/e2e',
  // The lanes share the machine with the unit and server tests: a page in twelve languages takes a while.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order in one lane; the lanes take files as they come free.
  fullyParallel: false,
  workers: LANES,
  retries: process.env.CI ? 1 : 0,
  // list for people; json for the test command's closing "N passed, N failed" line.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || '.tmp/reports/playwright.json' }]],
  globalSetup: './tests/e2e/servers.ts',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // Pages at rest: no slide-in between pages, no flash on each price tick (what is measured is the
    // layout, and the frames of those animations were CPU time the lanes share). The specs about the
    // animations themselves ask for them (firstPaint.spec.ts, polishPrice.spec.ts).
    contextOptions: { reducedMotion: 'reduce' },
    baseURL: lane.url,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
