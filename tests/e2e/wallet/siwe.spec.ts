// Sign-In with Ethereum through RainbowKit, with the injected test wallet (EIP-6963) on the server's
// dev chain: register, log in, a replayed signature, switching the wallet's account, no wallet at all;
// binding a wallet to an email account, confirmed with the code sent to the email.
import { devices, expect, type Page, type Request } from '@playwright/test';
import { test } from '../fixtures';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { closeNewsPopWhenShown, freshEmail, loginByUi, outboxCode, registerByApi } from '../helpers';
import { installWallet, WALLET_NAME } from './injectedWallet';
import {
  ACCOUNTS,
  CHAIN_ID,
  connectAndSign,
  RPC_URL,
  DESKTOP,
  registerWithWallet,
  createAccount,
  expectLoggedIn,
  signInModal,
  T,
  tokenOf,
  walletWith,
} from './support';

test.use(DESKTOP);

async function logOut(page: Page): Promise<void> {
  await page.goto('/#/pages/setting/setting');
  await page.getByRole('button', { name: T('auth.logout') }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Kestrel' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('a new wallet registers with Sign-In with Ethereum, logs out, and logs in again directly', async ({ page }) => {
  const wallet = await walletWith(page, [2]);
  await page.goto('/#/pages/common/login');
  await connectAndSign(page);
  const uid = await createAccount(page);
  await expectLoggedIn(page, uid);
  expect(wallet.calls.some((c) => c.method === 'personal_sign')).toBe(true);

  await logOut(page);
  await page.goto('/#/pages/common/login');
  const login = page.waitForResponse((r) => r.url().includes('/api/user/dologin'));
  await connectAndSign(page);
  expect(((await (await login).json()) as { type: string }).type).toBe('ok');
  await expectLoggedIn(page, uid);
  await expect(page.getByRole('heading', { name: T('wallet.createTitle') })).toHaveCount(0);
});

test('a replayed signature is refused, and so is an address without a signature', async ({ page, request }) => {
  await walletWith(page, [3]);
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (/\/api\/user\/(dologin|doregister)/.test(r.url())) sent.push(r);
  });
  await page.goto('/#/pages/common/login');
  await connectAndSign(page);
  const uid = await createAccount(page);
  await expectLoggedIn(page, uid);
  await logOut(page);
  await page.goto('/#/pages/common/login');
  await connectAndSign(page);
  await expectLoggedIn(page, uid);

  // Every signed message the app sent (the refused first login, the registration, the second login),
  // sent again as they were: each nonce is spent, so each is refused, with no session.
  const replays = sent.map((r) => ({ url: r.url(), body: r.postData() ?? '' }));
  expect(replays.length).toBeGreaterThanOrEqual(2);
  for (const { url, body } of replays) {
    const reply = await request.post(url, { data: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(reply.status()).toBe(200);
    const envelope = (await reply.json()) as { type: string; message: unknown };
    expect(envelope.type, `${url} replayed`).toBe('error');
    expect(typeof envelope.message).toBe('string');
  }

  const bare = await request.post('/api/user/dologin', { form: { user_string: ACCOUNTS[3].address, lang: 'en' } });
  expect(((await bare.json()) as { type: string }).type).toBe('error');
});

test("switching the wallet's account signs out and offers to sign in with the new one", async ({ page }) => {
  const wallet = await walletWith(page, [4, 5]);
  await page.goto('/#/pages/common/login');
  await connectAndSign(page);
  const first = await createAccount(page);
  await expectLoggedIn(page, first);

  await wallet.switchAccount(1);
  await expect(page.getByText(T('wallet.accountChanged'))).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('heading', { name: T('wallet.accountChangedTitle') })).toBeVisible();
  await page.getByRole('button', { name: T('wallet.signInNew') }).click();

  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  await signInModal(page);
  const second = await createAccount(page);
  expect(second).not.toBe(first);
  await expectLoggedIn(page, second);
  expect(await tokenOf(page)).not.toBe('');
});

test('disconnecting the wallet signs out', async ({ page }) => {
  const { wallet } = await registerWithWallet(page, [8]);
  await wallet.disconnect();
  await expect(page.getByText(T('wallet.disconnected'))).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
});

test('a rejected signature shows a clear message and leaves the user on the login page, signed out', async ({ page }) => {
  const wallet = await walletWith(page, [9]);
  wallet.rejectNext('personal_sign');
  await page.goto('/#/pages/common/login');
  await connectAndSign(page);
  await expect(page.getByText(T('wallet.signRejected'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('without a wallet in the browser, Connect wallet leads to the empty page and on to email login', async ({ page }) => {
  await page.goto('/#/pages/common/login');
  await page.getByRole('button', { name: T('wallet.connectWallet') }).click();
  await expect(page).toHaveURL(/#\/pages\/empty\/empty/);
  await expect(page.getByText(T('content.noWallet'))).toBeVisible();
  await page.getByRole('link', { name: T('content.useEmailLogin') }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: T('auth.login'), exact: true })).toBeVisible();
});

test.describe("inside a wallet's in-app browser (a phone with window.ethereum)", () => {
  test.use({ userAgent: devices['Pixel 7'].userAgent, isMobile: true, hasTouch: true });

  test('the injected wallet is used directly: no wallet list, no QR code, straight to signing', async ({ page }) => {
    const wallet = await walletWith(page, [7]);
    await page.goto('/#/pages/common/login');
    await page.getByRole('button', { name: T('wallet.connectWallet') }).click();
    await page.getByRole('button', { name: 'Sign message' }).click();
    const uid = await createAccount(page);
    await expectLoggedIn(page, uid);
    expect(wallet.calls.some((c) => c.method === 'eth_requestAccounts' || c.method === 'wallet_requestPermissions')).toBe(true);
    await expect(page.getByText(WALLET_NAME)).toHaveCount(0);
    await expect(page.getByText(/QR code/i)).toHaveCount(0);
  });
});

test('an email account binds a wallet: the code sent to the email confirms it, and the book shows it checksummed for sign-in', async ({
  page,
  request,
}) => {
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  await installWallet(page, { rpcUrl: RPC_URL, privateKeys: [key], chainId: CHAIN_ID });
  const email = freshEmail('bindwallet');
  await registerByApi(request, email);
  await closeNewsPopWhenShown(page);
  await page.goto('/#/pages/setting/addWallet');
  await loginByUi(page, email);
  await expect(page).toHaveURL(/#\/pages\/setting\/addWallet$/);
  await page.getByRole('button', { name: T('wallet.connectWallet') }).click();
  const option = page.getByRole('button', { name: new RegExp(WALLET_NAME) });
  const connected = page.getByTestId('connected-address');
  await expect(option.or(connected).first()).toBeVisible();
  if (await option.isVisible()) await option.click();
  await expect(connected).toHaveText(address);

  // Signing first asks for the code: nothing is bound without it.
  await page.getByRole('button', { name: T('wallet.signAndAdd') }).click();
  await expect(page.getByText(T('validation.required'))).toBeVisible();
  await expect(page.getByText(T('wallet.book.codeGoesTo', { account: email }))).toBeVisible();
  await page.getByRole('button', { name: T('auth.sendCode') }).click();
  await page.getByLabel(T('auth.code')).fill(await outboxCode(page.request, email));
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: T('wallet.signAndAdd') }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/wallet$/);
  const entry = page.getByRole('list', { name: T('wallet.book.listLabel') }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText(T('wallet.book.signIn'))).toBeVisible();
  await entry.getByRole('button', { name: new RegExp(`^${address.slice(0, 8)}`) }).click();
  await expect(entry).toContainText(address);
});
