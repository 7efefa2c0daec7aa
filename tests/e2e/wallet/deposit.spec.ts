// USDT deposit from the wallet on the server's dev chain: pay 25 USDT on fund/receive, see the hash,
// mine the confirmations, see the record go from pending to approved and the balance rise by exactly 25.
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { type Address, createPublicClient, http } from 'viem';
import { usdtAbi } from '../../../server/chain/devchain';
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
  const chains = await apiAs<Array<{ chain_id: number; usdt: Address }>>(request, token, 'GET', 'wallet/chains');
  const usdt = chains.message[0].usdt;
  const walletBefore = await walletUsdt(usdt, ACCOUNTS[6].address);

  await page.goto('/#/pages/fund/receive');
  await expect(page.getByText(T('wallet.wrongAddressWarning'))).toBeVisible();
  await page.getByRole('button', { name: T('wallet.payFromWallet') }).click();
  await expect(page.getByTestId('wallet-balance')).toContainText('USDT');
  await page.getByLabel(T('wallet.amount')).fill('25');
  await page.getByRole('button', { name: T('wallet.payFromWallet') }).click();

  // The confirmation shows what is sent and what is credited before anything moves.
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(T('wallet.confirmTitle'))).toBeVisible();
  await expect(confirm.getByText('25 USDT', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: T('wallet.confirmSend') }).click();

  const hash = page.getByTestId('tx-hash');
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/);
  const txHash = (await hash.textContent()) ?? '';
  expect(await walletUsdt(usdt, ACCOUNTS[6].address)).toBe(walletBefore - 25_000_000n);

  // Seen on the chain with 1 confirmation: pending, nothing credited yet.
  await page.goto('/#/pages/fund/receive_withdraw_record');
  const record = page.locator('.wallet-record', { hasText: txHash.slice(0, 10) });
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
