// What the Synpress mock specs share: the fixtures with the Ethereum wallet mock (window.ethereum on
// Ethereum mainnet, chain 1, which the app does not support), its account, and connecting through
// RainbowKit's modal as a person does.
import { testWithSynpress } from '@synthetixio/synpress';
import { EthereumWalletMock, ethereumWalletMockFixtures } from '@synthetixio/synpress/playwright';
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import { T } from './support';

export const test = testWithSynpress(ethereumWalletMockFixtures);
export const { expect } = test;

/** The address the mock's wallet holds (ACCOUNT_MOCK in @synthetixio/ethereum-wallet-mock). */
export const MOCK_ACCOUNT = getAddress('0xd73b04b0e696b0945283defa3eee453814758f1a');
/** RainbowKit lists the mock (window.ethereum, no EIP-6963 announcement) as the browser's injected wallet. */
const INJECTED = /Browser Wallet|MetaMask|Injected/;

/** Same-document navigation: the mock installed on the fixture's page stays in place. */
export async function open(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
}

/** Picks the injected wallet in RainbowKit's open list; the person approves in the wallet unless `approve` is false. */
export async function pickInjected(page: Page, approve = true): Promise<void> {
  const option = page.getByRole('button', { name: INJECTED }).first();
  await expect(option).toBeVisible();
  if (approve) await new EthereumWalletMock(page).connectToDapp();
  // An approved connection may close the list before the click lands (the page then shows the address).
  await option.click({ timeout: 5000 }).catch(() => undefined);
}

/**
 * Connect wallet → RainbowKit's list → the injected wallet. The page starts with the mock holding no
 * authorised account (the fixture's init script), so the list shows; the person approves in the
 * wallet as they choose it (connectToDapp), unless `approve` is false.
 */
export async function connectThroughModal(page: Page, approve = true): Promise<void> {
  await page
    .getByRole('button', { name: T('wallet.connectWallet') })
    .first()
    .click();
  await pickInjected(page, approve);
}

/** Makes the mock refuse the next connection as a person rejecting it does (code 4001). */
export async function rejectConnection(page: Page): Promise<void> {
  await page.evaluate(() => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const { Web3Mock } = window as unknown as { Web3Mock: { mock(config: object): unknown } };
    Web3Mock.mock({ blockchain: 'ethereum', wallet: 'metamask', accounts: { return: rejected } });
  });
}
