import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// The end-to-end tests run the real reference server on a fresh SQLite file, serving the built app.
const port = Number(process.env.E2E_PORT || 8187);
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The server's embedded dev chain (anvil): its own port next to each E2E_PORT, so side-by-side runs do
// not collide; no block time, so the wallet tests mine blocks themselves (anvil_mine).
const chainPort = Number(process.env.DEV_CHAIN_PORT || port + 458);
process.env.DEV_CHAIN_PORT = String(chainPort);
export const E2E_CHAIN_RPC = `http://127.0.0.1:${chainPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // list for people; json for the test command's closing "N passed, N failed" line.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || '.tmp/reports/playwright.json' }]],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node_modules/.bin/tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/api/getSiteConfig`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG: '0',
      // Every reply the browser tests cause is checked against its call's schema; the clock can be moved.
      CHECK_REPLIES: '1',
      TEST_CLOCK: '1',
      // The browser tests try many demo accounts from one address.
      DEMO_PER_HOUR: '1000',
      // ...and ask for many codes (registrations) from it.
      CODES_PER_HOUR: '5000',
      DEV_CHAIN_PORT: String(chainPort),
      DEV_CHAIN_BLOCK_TIME: process.env.DEV_CHAIN_BLOCK_TIME || '0',
      // Several builds can be tested side by side: E2E_DIST_DIR picks one.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
  },
});
