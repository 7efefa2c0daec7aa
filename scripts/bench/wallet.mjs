#!/usr/bin/env node
// Wallet stack benchmarks, one `name: value` line each:
//   wallet_stack_js_gzip_kb    the wallet stack's JS on the login page (gzip size of each built file fetched
//                              until the wallet list shows beyond what the login page loads in a browser
//                              without a wallet, summed; target ≤ 200; the page fetches the stack while it
//                              sits idle), in a browser at 390 px that lists the test wallet (EIP-6963)
//                              among RainbowKit's
//   wallet_js_after_click_gzip_kb  of those, what is fetched only after the click on "Connect wallet"
//   wallet_stack_in_app_js_gzip_kb  the same in a wallet's in-app browser on a phone (Android user agent,
//                              the wallet as window.ethereum): the click connects it at once and the
//                              sign-in request shows; RainbowKit's desktop-only illustrations stay unloaded
//   connect_to_wallet_list_ms  click on "Connect wallet" to the wallet list (the test wallet's entry)
//                              visible, on a throttled phone: Fast 3G + 4× CPU slowdown, cold cache, the click
//                              once the login page has fetched the stack and the network is idle (median of 3;
//                              goal ≤ 1000)
// It builds the app into .tmp/dist-bench (again only when src/ or locales/ changed), starts the reference
// server with its embedded dev chain on free ports and a temporary database, and drives Debian's
// Chromium at 390x844 with the injected test wallet of the browser tests (EIP-6963).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../chromium.mjs';
import { distDir, ensureBuild, freePort, root, waitFor } from './common.mjs';

const RUNS = 3;
const CONNECT = /^connect wallet$/i;
const WALLET_NAME = 'Kestrel Test Wallet';
/** RainbowKit's sign-in request, which the in-app browser reaches straight from the click. */
const SIGN_REQUEST = /^sign message$/i;
/** A phone's Chrome (the browser tests' Pixel 7), as a wallet's in-app browser reports itself. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
// Chrome DevTools' "Fast 3G" preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up.
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

const executablePath = findChromium();
if (!executablePath) {
  console.error(`Chromium was not found: ${INSTALL_HINT}`);
  process.exit(1);
}

/** gzip size of a built file, from its URL path. */
function gzipSize(urlPath) {
  const file = path.join(distDir, decodeURIComponent(urlPath));
  if (!file.startsWith(distDir) || !fs.existsSync(file)) throw new Error(`${urlPath} is not in the build`);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function newWalletPage(browser, wallet, rpcUrl, key, inApp = false) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    ...(inApp ? { userAgent: PHONE_UA } : {}),
  });
  const page = await context.newPage();
  await wallet.installWallet(page, { rpcUrl, privateKeys: [key], chainId: 31337, windowEthereum: inApp });
  return { context, page };
}

/** The JS files a login page loads (until the network is idle) in a browser without a wallet: no stack. */
async function loginPageJs(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  await page.goto(`${origin}/#/pages/common/login`);
  await page.getByRole('button', { name: CONNECT }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return files;
}

/**
 * The wallet stack's JS: the files the browser fetches until the wallet list shows (in a wallet's in-app
 * browser: until the sign-in request shows) beyond those of a login page in a browser without a wallet
 * (`login`); the login page fetches them while it sits idle, where a wallet can connect. And of them,
 * those fetched only after the click on "Connect wallet".
 */
async function measureStackJs(browser, origin, wallet, rpcUrl, key, login, inApp = false) {
  const { context, page } = await newWalletPage(browser, wallet, rpcUrl, key, inApp);
  const loaded = new Set();
  const afterClick = new Set();
  let clicked = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    if (clicked && !loaded.has(url.pathname)) afterClick.add(url.pathname);
    loaded.add(url.pathname);
  });
  await page.goto(`${origin}/#/pages/common/login`);
  const connect = page.getByRole('button', { name: CONNECT });
  await connect.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  clicked = true;
  await connect.click();
  const shown = inApp ? page.getByRole('button', { name: SIGN_REQUEST }) : page.getByText(WALLET_NAME).first();
  await shown.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...loaded].filter((p) => !login.has(p));
  const late = [...afterClick].filter((p) => !login.has(p));
  const size = (list) => list.reduce((sum, p) => sum + gzipSize(p), 0);
  return { bytes: size(files), files, afterClickBytes: size(late), afterClick: late, preloaded: [...login] };
}

/** The wallet stack's own chunk (src/features/wallet/WalletStack.ts), which the login page fetches while idle. */
const STACK_ENTRY = /\/assets\/WalletStack-[\w-]+\.js$/;

/** Click on "Connect wallet" → the wallet list, on a throttled phone with a cold cache. */
async function measureConnect(browser, origin, wallet, rpcUrl, key) {
  const { context, page } = await newWalletPage(browser, wallet, rpcUrl, key);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The login page fetches the stack while it sits idle: the click comes once it has (or after 2 minutes).
  const stackFetched = page
    .waitForResponse((r) => STACK_ENTRY.test(new URL(r.url()).pathname), { timeout: 120_000 })
    .catch(() => undefined);
  await page.goto(`${origin}/#/pages/common/login`, { timeout: 120_000 });
  const connect = page.getByRole('button', { name: CONNECT });
  await connect.waitFor({ timeout: 120_000 });
  await stackFetched;
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const list = page.getByText(WALLET_NAME).first();
  const t0 = Date.now();
  await connect.click();
  await list.waitFor({ timeout: 120_000 });
  const ms = Date.now() - t0;
  await context.close();
  return ms;
}

ensureBuild();
const [port, chainPort] = [await freePort(), await freePort()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-wallet-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG: '0',
    KESTREL_MODE: 'demo',
    CHAIN_RPC_URL: '',
    DEV_CHAIN_PORT: String(chainPort),
    DEV_CHAIN_BLOCK_TIME: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
let failed = false;
try {
  const origin = `http://127.0.0.1:${port}`;
  const rpcUrl = `http://127.0.0.1:${chainPort}`;
  await waitFor(`${origin}/api/getSiteConfig`);
  const wallet = await tsImport('../../tests/e2e/wallet/injectedWallet.ts', import.meta.url);
  const { devAccounts } = await tsImport('../../server/chain/devchain.ts', import.meta.url);
  const key = devAccounts()[1].privateKey;
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const login = await loginPageJs(browser, origin);
  const stack = await measureStackJs(browser, origin, wallet, rpcUrl, key, login);
  const inApp = await measureStackJs(browser, origin, wallet, rpcUrl, key, login, true);
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await measureConnect(browser, origin, wallet, rpcUrl, key));
  times.sort((a, b) => a - b);
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  console.log(`wallet_stack_js_gzip_kb: ${kb(stack.bytes)}`);
  console.log(`wallet_stack_in_app_js_gzip_kb: ${kb(inApp.bytes)}`);
  console.log(`wallet_js_after_click_gzip_kb: ${kb(stack.afterClickBytes)}`);
  console.log(`connect_to_wallet_list_ms: ${times[Math.floor(times.length / 2)]}`);
  if (process.env.VERBOSE) {
    console.error(`the stack's files: ${stack.files.join(' ')}`);
    console.error(`fetched after the click: ${stack.afterClick.join(' ')}`);
    console.error(`in the in-app browser: ${inApp.files.join(' ')}`);
    console.error(`the login page's JS without a wallet: ${stack.preloaded.join(' ')}`);
    console.error(`runs: ${times.join(' ')} ms`);
  }
} catch (error) {
  console.error(`wallet benchmark failed: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await browser?.close();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
