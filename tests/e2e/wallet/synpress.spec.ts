// Synpress (4.1.2) with its Ethereum wallet mock: the MetaMask extension cannot be downloaded here, so
// the mock (@depay/web3-mock, window.ethereum with isMetaMask) stands in for it. The fixtures build on
// Playwright's own browser and context, so they run with this project's launchOptions (Debian's
// Chromium, CHROMIUM_ARGS) from playwright.config.ts. The mock is always on Ethereum mainnet (chain 1),
// which the app does not support: the switch-network prompt shows.
import { EthereumWalletMock } from '@synthetixio/synpress/playwright';
import { expectToast, freshEmail, loginByUi, recordToasts, registerByApi } from '../helpers';
import { DESKTOP, T } from './support';
import { connectThroughModal, expect, MOCK_ACCOUNT, open, rejectConnection, test } from './synpressSupport';

// A desktop browser (a MetaMask-like extension): on a phone the app would connect window.ethereum directly.
test.use(DESKTOP);

test('connects through the RainbowKit modal and shows the address; chain 1 gets the switch-network prompt', async ({ page }) => {
  const email = freshEmail('synpress');
  await registerByApi(page.request, email);
  await open(page, '/pages/common/login');
  await loginByUi(page, email);
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);

  await open(page, '/pages/setting/addWallet');
  await connectThroughModal(page);
  await expect(page.getByTestId('connected-address')).toHaveText(MOCK_ACCOUNT);
  expect(await new EthereumWalletMock(page).getAccountAddress()).toBe(MOCK_ACCOUNT.toLowerCase());

  const prompt = page.getByRole('alert').filter({ hasText: T('wallet.wrongNetwork') });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: T('wallet.switchNetwork') })).toBeVisible();
});

test('the switch-network prompt shows on the login page when the wallet is on chain 1', async ({ page }) => {
  await open(page, '/pages/common/login');
  await connectThroughModal(page);
  const prompt = page.getByRole('alert').filter({ hasText: T('wallet.wrongNetwork') });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: T('wallet.switchNetwork') })).toBeVisible();
  // Not signed in meanwhile, and no signing request on a chain the server would refuse.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByText('Verify your account')).toHaveCount(0);
  await expect(prompt.getByRole('button', { name: T('wallet.switchNetwork') })).toBeInViewport();
});

test('a rejected connection shows a clear message and leaves the user on the login page', async ({ page }) => {
  await rejectConnection(page);
  await recordToasts(page);
  await open(page, '/pages/common/login');
  await connectThroughModal(page, false);
  await expectToast(page, T('wallet.connectRejected'));
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
