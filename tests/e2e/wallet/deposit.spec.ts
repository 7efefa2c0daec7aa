// USDT deposit from the wallet on the server's dev chain: the amount field (Max, too much, a decimal
// comma), pay 25 USDT on fund/receive after confirming amount, address and network, see the hash,
// mine the confirmations, see the record go from pending to approved and the balance rise by exactly 25.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import Decimal from 'decimal.js';
import { type Address, createPublicClient, formatUnits, http } from 'viem';
import { usdtAbi } from '../../../server/chain/devchain';
import { DEBOUNCE_MS } from '../../../src/shared/config/constants';
import { mine } from './injectedWallet';
import { ACCOUNTS, apiAs, DESKTOP, RPC_URL, registerWithWallet, T, usdtAvailable } from './support';

test.use(DESKTOP);

const chain = createPublicClient({ transport: http(RPC_URL) });

async function walletUsdt(token: Address, owner: Address): Promise<bigint> {
  return (await chain.readContract({ address: token, abi: usdtAbi, functionName: 'balanceOf', args: [owner] })) as bigint;
}

test('pay 25 USDT from the wallet: pending, then approved after 5 confirmations, balance up by exactly 25', async ({ page, request }) => {
  const { token } = await registerWithWallet(page, [6]);
  const before = await usdtAvailable(request, token);
  const chains = await apiAs<Array<{ chain_id: number; name: string; usdt: Address }>>(request, token, 'GET', 'wallet/chains');
  const usdt = chains.message[0].usdt;
  const walletBefore = await walletUsdt(usdt, ACCOUNTS[6].address);

  await page.goto('/#/pages/fund/receive');
  await expect(page.getByText(T('wallet.wrongAddressWarning'))).toBeVisible();
  const depositAddress = (await page.getByTestId('deposit-address').textContent()) ?? '';
  await page.getByRole('button', { name: T('wallet.payFromWallet') }).click();
  const balance = formatUnits(walletBefore, 6);
  await expect(page.getByTestId('wallet-balance')).toContainText(`${balance} USDT`);

  // Max fills in the whole balance exactly; more than the balance is refused at the field.
  const amount = page.getByLabel(T('wallet.amount'));
  await page.getByRole('button', { name: T('common.max') }).click();
  await expect(amount).toHaveValue(balance);
  await amount.fill(formatUnits(walletBefore + 1n, 6));
  await amount.press('Enter');
  await expect(page.getByText(T('wallet.insufficient'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A decimal comma is read as the decimal point.
  await amount.fill('25,0');
  await expect(page.getByText(T('wallet.insufficient'))).toHaveCount(0);
  // Enter clicked the submit button, which ignores a second click within the debounce time (SPEC).
  await page.waitForTimeout(DEBOUNCE_MS);
  await page.getByRole('button', { name: T('wallet.payFromWallet') }).click();

  // The confirmation shows what is sent, where, on which network and what is credited before anything moves.
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(T('wallet.confirmTitle'))).toBeVisible();
  await expect(confirm.getByText('25 USDT', { exact: true })).toBeVisible();
  await expect(confirm.getByText(depositAddress, { exact: true })).toBeVisible();
  await expect(confirm.getByText(chains.message[0].name, { exact: true })).toBeVisible();
  expect(await walletUsdt(usdt, ACCOUNTS[6].address)).toBe(walletBefore);
  await confirm.getByRole('button', { name: T('wallet.confirmSend') }).click();

  const hash = page.getByTestId('tx-hash');
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/);
  const txHash = (await hash.textContent()) ?? '';
  expect(await walletUsdt(usdt, ACCOUNTS[6].address)).toBe(walletBefore - 25_000_000n);

  // Seen on the chain with 1 confirmation: pending, nothing credited yet.
  await page.goto('/#/pages/fund/receive_withdraw_record');
  // The record of this transfer: its hash is shown shortened (0x + 8, …, the last 8).
  const record = page
    .getByRole('list', { name: T('wallet.tabs.deposit') })
    .getByRole('listitem')
    .filter({ hasText: txHash.slice(0, 10) });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('25 USDT');
  await expect(record).toContainText(T('wallet.status.pending'));
  expect(await usdtAvailable(request, token)).toBe(before);

  await mine(RPC_URL, 5);
  await expect(record).toContainText(T('wallet.status.approved'), { timeout: 20_000 });
  await expect(record).toContainText('5/5');
  const after = await usdtAvailable(request, token);
  expect(new Decimal(after).minus(before).toFixed()).toBe('25');

  // Credited once: more blocks change nothing.
  await mine(RPC_URL, 3);
  await page.waitForTimeout(1500);
  expect(await usdtAvailable(request, token)).toBe(after);
});
