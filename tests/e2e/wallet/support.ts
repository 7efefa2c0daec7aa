// Shared pieces of the wallet browser tests: the server's dev chain, its test keys, and calls to the
// API as a logged-in user.
import { T } from '../../strings';
import { type APIRequestContext, devices, expect, type Page } from '@playwright/test';
import type { Hex } from 'viem';
import { DEV_CHAIN_ID, devAccounts } from '../../../server/chain/devchain';
import { installWallet, type TestWallet, WALLET_NAME } from './injectedWallet';

/**
 * A desktop browser at the phone's width: RainbowKit lists EIP-6963 wallets (browser extensions) only
 * off mobile, and on a phone with an injected wallet the app connects it directly (a wallet's in-app
 * browser). Specs that pick the test wallet from RainbowKit's list use this profile.
 */
export const DESKTOP = { userAgent: devices['Desktop Chrome'].userAgent, isMobile: false, hasTouch: false };

/** The anvil node the test server started (playwright.config.ts sets DEV_CHAIN_PORT). */
export const RPC_URL = `http://127.0.0.1:${process.env.DEV_CHAIN_PORT || 8645}`;
export const CHAIN_ID = DEV_CHAIN_ID;
/** anvil's test accounts: 0 deployed the test USDT, 1–9 hold 10,000 USDT each. */
export const ACCOUNTS = devAccounts();

/** Installs the test wallet holding the given dev accounts (the first one current). */
export function walletWith(page: Page, indexes: number[], chainId = CHAIN_ID): Promise<TestWallet> {
  const privateKeys: Hex[] = indexes.map((i) => ACCOUNTS[i].privateKey);
  return installWallet(page, { rpcUrl: RPC_URL, privateKeys, chainId });
}

interface Envelope<T> {
  type: string;
  code?: number;
  message: T;
}

/** Calls the API with a user's token, form-encoded as the app does. */
export async function apiAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string> = {},
) {
  const headers = { authorization: token };
  const reply =
    method === 'GET'
      ? await request.get(`/api/${path}`, { headers, params: { lang: 'en', ...form } })
      : await request.post(`/api/${path}`, { headers, form: { lang: 'en', ...form } });
  expect(reply.status()).toBeLessThan(500);
  return (await reply.json()) as Envelope<T>;
}

/** The session token the app keeps after a login. */
export async function tokenOf(page: Page): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** The user's available USDT (a decimal string) in their funding account, where deposits arrive. */
export async function usdtAvailable(request: APIRequestContext, token: string): Promise<string> {
  const reply = await apiAs<Array<{ code: string; available: string }>>(request, token, 'POST', 'wallet/detail', { type: 'legal' });
  expect(reply.type).toBe('ok');
  return reply.message.find((b) => b.code === 'USDT')?.available ?? '0';
}

export { T };

// ---------- driving the wallet sign-in as a person ----------

const SIGN = 'Sign message'; // RainbowKit's own button in its "Verify your account" step

/** Login page → Connect wallet → the test wallet in RainbowKit's list (when asked) → sign the message. */
export async function connectAndSign(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: T('wallet.connectWallet') })
    .first()
    .click();
  await signInModal(page);
}

/** RainbowKit's modal: choose the test wallet if the list shows, then sign. */
export async function signInModal(page: Page): Promise<void> {
  const option = page.getByRole('button', { name: new RegExp(WALLET_NAME) });
  const sign = page.getByRole('button', { name: SIGN });
  await expect(option.or(sign).first()).toBeVisible();
  if (await option.isVisible()) await option.click();
  await sign.click();
}

/** "No account for this wallet: create one?" → Create account. Returns the new user's uid. */
export async function createAccount(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { name: T('wallet.createTitle') })).toBeVisible();
  const reply = page.waitForResponse((r) => r.url().includes('/api/user/doregister'));
  await page.getByRole('button', { name: T('wallet.createAccount') }).click();
  const body = (await (await reply).json()) as { type: string; message: { uid: number } };
  expect(body.type).toBe('ok');
  return body.message.uid;
}

export async function expectLoggedIn(page: Page, uid: number): Promise<void> {
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();
}

/** A new account for dev account `index` through the wallet sign-in; ends logged in on the Account tab. */
export async function registerWithWallet(page: Page, indexes: number[]): Promise<{ wallet: TestWallet; uid: number; token: string }> {
  const wallet = await walletWith(page, indexes);
  await page.goto('/#/pages/common/login');
  await connectAndSign(page);
  const uid = await createAccount(page);
  await expectLoggedIn(page, uid);
  return { wallet, uid, token: await tokenOf(page) };
}
