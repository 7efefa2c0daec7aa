// Production mode across areas (issue 29), in the browser at 390 px: a server of its own started as
// KESTREL_MODE=production on a fresh database (port E2E_PORT + 2100). A new user opens the OTC market
// (no merchant, no advert on either side), the lead traders (none), the NFT market (no artwork), the
// wire page (deposits not offered, no bank details): each says so plainly, and fits.
// The earn, copy trading and NFT areas have their own production pages tests (financial, copytrade,
// nftHolds); the server side of every area is tests/server/production.test.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { closeNewsPopWhenShown, freshEmail, overflow, PASSWORD, signInWith } from './helpers';
import { T } from './money';

const PORT = Number(process.env.E2E_PORT || 8187) + 2100;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = 'e2e-production-token';
test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });
let server: ChildProcess | undefined;
let dataDir = '';
const answers = () =>
  fetch(`${ORIGIN}/api/getSiteConfig`).then(
    (r) => r.ok,
    () => false,
  );

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (await answers()) throw new Error(`port ${PORT} is in use: set E2E_PORT so that E2E_PORT + 2100 is free`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-production-'));
  server = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      KESTREL_MODE: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: TOKEN,
      LOG: '0',
      CHECK_REPLIES: '1',
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
  });
  const until = Date.now() + 100_000;
  while (!(await answers())) {
    if (server.exitCode !== null) throw new Error(`the production server exited (${server.exitCode})`);
    if (Date.now() > until) throw new Error(`the production server did not answer on ${ORIGIN}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a new user finds no merchant, lead trader, artwork or bank details at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  // Registered by email: production has no dev outbox, the operator reads the code.
  const email = freshEmail('production');
  await page.request.post('/api/sms_mail', { form: { email } });
  const outbox = await page.request.get('/api/admin/outbox', { headers: { 'x-admin-token': TOKEN }, params: { to: email } });
  const [sent] = ((await outbox.json()) as { message: Array<{ code: string }> }).message;
  const reply = await page.request.post('/api/user/register', {
    form: { type: 'email', user_string: email, code: sent.code, password: PASSWORD, re_password: PASSWORD },
  });
  const { token, uid } = ((await reply.json()) as { message: { token: string; uid: number } }).message;
  await closeNewsPopWhenShown(page);
  await signInWith(page, token, uid);

  const pages: Array<[string, string]> = [
    ['/pages/otc/otc', T('otc.noAds')],
    ['/pages/follow/index', T('copy.empty')],
    ['/pages/nft/nft', T('nft.empty')],
    ['/pages/TelegraphicMoney/TelegraphicMoney', T('rails.notOffered.title')],
  ];
  for (const [hash, text] of pages) {
    await page.goto(`/#${hash}`);
    await expect(page.getByText(text).first(), hash).toBeVisible();
    expect(await overflow(page), hash).toBeLessThanOrEqual(0);
  }
  // The OTC market's other side: no advert either.
  await page.goto('/#/pages/otc/otc');
  await page.getByRole('tab', { name: T('otc.tabs.sell') }).click();
  await expect(page.getByText(T('otc.noAds'))).toBeVisible();
  // The wire page names no bank.
  await page.goto('/#/pages/TelegraphicMoney/TelegraphicMoney');
  await expect(page.getByText(T('rails.notOffered.title'))).toBeVisible();
  await expect(page.getByText(/Demo Bank|SWIFT|IBAN/i)).toHaveCount(0);
});
