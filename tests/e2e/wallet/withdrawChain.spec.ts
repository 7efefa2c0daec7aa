// A withdrawal sent for real on the server's dev chain: asked on the withdraw page (fee and what arrives
// shown, payment password), approved by the admin; the hot wallet sends the ERC-20 transfer, the
// destination's token balance grows by the amount minus the fee, the record shows the transaction and
// its confirmations n/5, and after 5 it is completed with the frozen amount gone.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { type Address, createPublicClient, formatUnits, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { usdtAbi } from '../../../server/chain/devchain';
import { closeNewsPopWhenShown, freshEmail, loginByUi, registerByApi } from '../helpers';
import { fundByWire, funding, ok, PAY_PASSWORD, row, saveAddress, setPayPassword, T } from '../money';
import { mine } from './injectedWallet';
import { RPC_URL } from './support';
import { verifyUser } from '../verify';

const chain = createPublicClient({ transport: http(RPC_URL) });

test('withdraw 25 USDT: approved, sent by the hot wallet, 24.75 arrives on chain, completed after 5 confirmations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await ok(request, 'POST', 'admin/setting', { key: 'tk_radio', value: '0.01' });
  const email = freshEmail('onchain');
  const { token, uid } = await registerByApi(request, email);
  await verifyUser(request, token, uid);
  await fundByWire(request, token, '100');
  await setPayPassword(request, email, token);
  const destination = privateKeyToAccount(generatePrivateKey()).address;
  await saveAddress(request, email, token, destination, 'Hardware wallet');
  const chains = await ok<Array<{ usdt: Address }>>(request, 'GET', 'wallet/chains');
  const onChain = async () =>
    formatUnits(
      (await chain.readContract({ address: chains[0].usdt, abi: usdtAbi, functionName: 'balanceOf', args: [destination] })) as bigint,
      6,
    );

  await closeNewsPopWhenShown(page);
  await page.goto('/#/pages/fund/withdraw');
  await loginByUi(page, email);
  // Kept and shown checksummed (EIP-55), as the transfer is sent.
  await page.getByLabel(T('withdraw.address')).selectOption(destination);
  await page.getByLabel(T('withdraw.amount')).fill('25');
  await page.getByRole('button', { name: T('withdraw.submit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: T('withdraw.confirmTitle') });
  await expect(row(dialog, T('withdraw.receive'))).toHaveText('24.75 USDT');
  await dialog.getByLabel(T('withdraw.payPassword')).fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: T('withdraw.confirm') }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets_record\?type=2$/);
  const record = page.getByRole('list', { name: T('wallet.tabs.withdraw') }).getByRole('listitem');
  await expect(record).toContainText(T('withdraw.state.pending'));
  expect(await funding(request, token)).toEqual({ available: '75', frozen: '25' });
  expect(await onChain()).toBe('0');

  // The admin approves: the hot wallet signs, records and broadcasts; the dev chain mines it at once.
  const [mine_] = (await ok<{ list: Array<{ id: number }> }>(request, 'GET', 'user/withdraw/list', {}, token)).list;
  await ok(request, 'POST', 'admin/withdraw/approve', { id: String(mine_.id) });
  await expect.poll(onChain, { timeout: 15_000 }).toBe('24.75');
  await expect(record).toContainText(T('withdraw.state.sent'), { timeout: 15_000 });
  await expect(row(record, T('wallet.confirmationsLabel'))).toHaveText(/^[1-4]\/5$/);
  await expect(row(record, T('wallet.txHash'))).toHaveText(/^0x[0-9a-f]{4,}/);
  expect(await funding(request, token)).toEqual({ available: '75', frozen: '25' });

  await mine(RPC_URL, 5);
  await expect(record).toContainText(T('withdraw.state.completed'), { timeout: 15_000 });
  await expect(row(record, T('withdraw.rec.at.completed'))).toBeVisible();
  expect(await funding(request, token)).toEqual({ available: '75', frozen: '0' });
  expect(await onChain()).toBe('24.75');
});
