import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { spawnServer, stopServer } from './child';
import { test } from './fixtures';
import { buildDappDemo, DAPP_DEMO_DIR } from '../../scripts/dapp-demo-build.mjs';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { chooseLanguage, closeNewsPopWhenShown, overflow } from './helpers';
import { row } from './money';

// A DAPP_DEMO build (VITE_DAPP_DEMO=1), built here into its own folder and served by a second reference
// server of its own (the suite's server serves the suite's build for the whole run): its own port, a
// fresh database, no dev chain (nothing here pays on chain), the same real API and socket.

const OUT = DAPP_DEMO_DIR;
/** Beside the suite's port: each engineer's E2E_PORT gives its own. */
const PORT = Number(process.env.E2E_PORT || 8187) + 1000;
const ORIGIN = `http://127.0.0.1:${PORT}`;

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let dataDir = '';

async function serverReady(): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`the demo server exited (${server.exitCode})`);
    const up = await fetch(`${ORIGIN}/api/getSiteConfig`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the demo server did not answer on ${ORIGIN}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const taken = await fetch(`${ORIGIN}/api/getSiteConfig`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use: set E2E_PORT so that E2E_PORT + 1000 is free`);
  // The server serves the folder it finds at its start: the build first.
  await buildDappDemo();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-dapp-demo-'));
  server = spawnServer('DApp demo', {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: OUT,
    LOG: '0',
    DEV_CHAIN: '0',
    CHECK_REPLIES: '1',
    DEMO_PER_HOUR: '1000',
  });
  await serverReady();
});

test.afterAll(async () => {
  await stopServer(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const badge = (page: Page) => page.getByTestId('demo-badge');
const open = (page: Page, hash: string) => page.goto(`/#${hash}`);

const account = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const fundingUsdt = (page: Page) => row(account(page, 'Funding').getByRole('listitem', { name: 'USDT' }), 'Available');

const unavailable = (what: string) => `Not available in the demo: ${what}. Your demo account has virtual funds to try everything else.`;

test('a DAPP_DEMO build starts a demo account without a login, explains wallet actions, and trades', async ({ page }) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);

  // Opened on the Account tab: no login asked, a fresh demo account with its virtual funds.
  await open(page, '/pages/fund/assets');
  await expect(badge(page)).toHaveText('DEMO');
  await expect(fundingUsdt(page)).toHaveText('10,000.00');
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  expect(await page.evaluate(() => localStorage.getItem('accountType'))).toBe('demo');
  const firstUid = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').uid as number);
  expect(firstUid).toBeGreaterThan(0);

  // The DEMO badge on every page, tabs and others.
  for (const hash of ['/', '/pages/market/market', '/pages/quantization/quantization', '/pages/setting/setting']) {
    await open(page, hash);
    await expect(badge(page)).toBeVisible();
  }

  // Deposit: paying from a wallet is explained, and there is no way out of the demo to a real account.
  await open(page, '/pages/fund/assets');
  await page.getByRole('navigation', { name: 'Money actions' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByText('Deposits are not available for demo accounts.')).toBeVisible();
  await expect(page.getByText(unavailable('paying from a wallet'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a real account' })).toHaveCount(0);
  await expect(badge(page)).toBeVisible();

  // Withdrawing to a wallet, binding one and signing in with one: each explained, no wallet loaded.
  await open(page, '/pages/fund/withdraw');
  await expect(page.getByText(unavailable('withdrawing to a wallet'))).toBeVisible();
  await open(page, '/pages/setting/addWallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByText(unavailable('binding a wallet'))).toBeVisible();
  await open(page, '/pages/common/login');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByText('You are using a demo account.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByText(unavailable('signing in with a wallet'))).toBeVisible();
  await expect(badge(page)).toBeVisible();

  // A trade works: a spot limit buy far below the price holds its cost from the virtual funds.
  await open(page, '/pages/transaction/currency?symbol=BTCUSDT');
  const usdt = row(page, 'USDT available');
  await expect(usdt).toHaveText('10,000.00');
  const price = (await page.getByRole('status', { name: 'Last price' }).textContent())?.replace(/[^\d.]/g, '') ?? '';
  expect(Number(price)).toBeGreaterThan(0);
  await page.getByLabel('Limit price').fill((Math.floor(Number(price) / 2) || 1).toString());
  await page.getByLabel('Amount (BTC)').fill('0.01');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(usdt).not.toHaveText('10,000.00');
  await expect(badge(page)).toBeVisible();

  // Logged out: no password page, "Start again" gives a fresh demo account with fresh funds.
  await open(page, '/pages/setting/setting');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByText('Log in', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  await expect(page.getByText('Your demo session has ended.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(badge(page)).toBeVisible();
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(fundingUsdt(page)).toHaveText('10,000.00');
  const secondUid = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').uid as number);
  expect(secondUid).not.toBe(firstUid);

  // A session the server ended (expired): the login route explains the demo and starts again.
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  await page.request.get('/api/user/logout', { headers: { Authorization: token } });
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  await expect(page.getByText('Your demo session has ended.')).toBeVisible();
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  await expect(fundingUsdt(page)).toHaveText('10,000.00');
});

test('a demo account that cannot be started says why and starts on retry', async ({ page, context }) => {
  // The first try finds no network; the second reaches the server.
  let refused = 0;
  await context.route('**/api/user/demo', (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.fallback()));
  await open(page, '/pages/fund/assets');
  await expect(page.getByRole('alert')).toContainText('The demo account could not be started');
  await expect(badge(page)).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(fundingUsdt(page)).toHaveText('10,000.00');
  expect(refused).toBe(2);
});

test('the demo pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await closeNewsPopWhenShown(page);
  await open(page, '/pages/fund/select');
  await expect(badge(page)).toBeVisible();
  for (const lang of LANGS) {
    const s = stringsOf(lang) as {
      demo: { unavailable: string; running: string; actions: Record<string, string> };
      wallet: { connectWallet: string };
    };
    const note = (action: string) => s.demo.unavailable.replace('{{what}}', s.demo.actions[action]);
    await chooseLanguage(page, lang);
    await page.reload();
    await expect(page.getByText(note('payFromWallet'))).toBeVisible();
    expect(await overflow(page), `${lang} deposit`).toBeLessThanOrEqual(0);
    await open(page, '/pages/common/login');
    await expect(page.getByText(s.demo.running)).toBeVisible();
    await page.getByRole('button', { name: s.wallet.connectWallet }).click();
    await expect(page.getByText(note('walletLogin'))).toBeVisible();
    expect(await overflow(page), `${lang} login`).toBeLessThanOrEqual(0);
    await open(page, '/pages/fund/select');
  }
});
