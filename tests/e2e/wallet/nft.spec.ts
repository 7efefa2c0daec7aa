// NFTs on the dev chain with the injected test wallet: buy an artwork paying from the wallet (the exact
// amount to the user's deposit address, confirmed first, the hash shown) → 5 confirmations → owned; and
// withdraw an owned NFT to the bound wallet → ownerOf(tokenId) on chain is the user's address.
// Fresh accounts of the dev mnemonic (beyond the ten the other wallet specs use) get test ETH and USDT.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { type Address, createPublicClient, createWalletClient, type Hex, http, parseAbi, parseUnits } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { DEV_MNEMONIC, devAccounts, devChain, usdtAbi } from '../../../server/chain/devchain';
import type { NftItem, NftOwned } from '../../../src/contract/nft';
import { admin } from '../helpers';
import { ok } from '../money';
import { installWallet, mine } from './injectedWallet';
import { CHAIN_ID, connectAndSign, createAccount, DESKTOP, expectLoggedIn, RPC_URL, T, tokenOf } from './support';

test.use(DESKTOP);

const viemChain = devChain(RPC_URL);
const reader = createPublicClient({ chain: viemChain, transport: http(RPC_URL) });
const nftRead = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);

/** A fresh account of the dev mnemonic (index 20+), with test ETH and `usdt` test USDT from account 0. */
async function freshAccount(index: number, usdt: string) {
  const [account] = devAccounts(index + 1).slice(index);
  await reader.request({ method: 'anvil_setBalance' as never, params: [account.address, `0x${(10n ** 20n).toString(16)}`] as never });
  const deployer = createWalletClient({
    chain: viemChain,
    account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }),
    transport: http(RPC_URL),
  });
  const hash = await deployer.writeContract({
    address: await usdtOfServer(),
    abi: usdtAbi,
    functionName: 'transfer',
    args: [account.address, parseUnits(usdt, 6)],
  });
  await reader.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  return account;
}

let usdtAddress: Address | null = null;
async function usdtOfServer(): Promise<Address> {
  if (usdtAddress) return usdtAddress;
  // The suite's server (its address is the project's base URL), asked from inside a test.
  const base = test.info().project.use.baseURL;
  const reply = (await (await fetch(`${base}/api/wallet/chains?lang=en`)).json()) as { message: Array<{ usdt: Address }> };
  usdtAddress = reply.message[0].usdt;
  return usdtAddress;
}

/** Registers with the test wallet holding `key` (signed in with it: the wallet is bound). */
async function registerWith(page: Page, key: Hex) {
  await installWallet(page, { rpcUrl: RPC_URL, privateKeys: [key], chainId: CHAIN_ID });
  await page.goto('/#/pages/common/login');
  await connectAndSign(page);
  const uid = await createAccount(page);
  await expectLoggedIn(page, uid);
  return { uid, token: await tokenOf(page) };
}

/** An artwork at a fixed price, on sale now (times from the server's clock). */
async function artwork(request: APIRequestContext, price: string): Promise<NftItem> {
  const artist = await admin(request, 'nft/artist/create', { name: 'Chain Artist', avatar_url: '/nft/artists/2.svg' });
  const at = (await ok<{ now: number }>(request, 'GET', 'bind_box/getBoxList', {})).now;
  const item = await admin(request, 'nft/item/create', {
    artist_id: String(artist.message.id),
    name: `Chain piece ${Date.now() % 100000}`,
    media_url: '/nft/art/fjord.svg',
    mode: 'fixed',
    price,
    start_at: String(at - 60),
    end_at: String(at + 86_400 * 30),
  });
  expect(item.type, JSON.stringify(item)).toBe('ok');
  return item.message as NftItem;
}

const owned = async (request: APIRequestContext, token: string, id: number) =>
  (await ok<{ list: NftOwned[] }>(request, 'GET', 'bind_box/getMyNFTs', { page: '1', limit: '100' }, token)).list.find((i) => i.id === id);

test('buy an artwork paying from the wallet: the exact amount, the hash, 5 confirmations, then it is owned', async ({ page, request }) => {
  const account = await freshAccount(21, '100');
  const me = await registerWith(page, account.privateKey);
  const piece = await artwork(request, '12.5');

  await page.goto(`/#/pages/nft/purchase?id=${piece.id}`);
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await page.getByRole('button', { name: T('nft.purchase.payWallet') }).click();
  const hold = page.getByRole('dialog');
  if (await hold.isVisible().catch(() => false)) await hold.getByRole('button').last().click();
  await expect(page).toHaveURL(/purchase_one\?order_id=\d+/);

  await page.getByRole('button', { name: T('nftChain.pay.fromWallet') }).click();
  await expect(page.getByTestId('nft-pay-amount')).toHaveText(T('nftChain.pay.amount', { amount: '12.5' }));
  await expect(page.getByTestId('wallet-balance')).toContainText('100 USDT');
  await page.getByRole('button', { name: T('nftChain.pay.payAmount', { amount: '12.5' }) }).click();

  // The confirm shows the exact amount, the deposit address and the network before anything moves.
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('12.5 USDT', { exact: true })).toBeVisible();
  const [info] = await ok<Array<{ address: string; name: string }>>(request, 'POST', 'wallet/get_in_address', {}, me.token);
  await expect(confirm.getByText(info.address, { exact: true })).toBeVisible();
  await expect(confirm.getByText(info.name, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: T('wallet.confirmSend') }).click();

  await expect(page.getByTestId('tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/);
  const balance = (await reader.readContract({
    address: await usdtOfServer(),
    abi: usdtAbi,
    functionName: 'balanceOf',
    args: [account.address],
  })) as bigint;
  expect(balance).toBe(87_500_000n);
  expect(await owned(request, me.token, piece.id)).toBeUndefined();

  await mine(RPC_URL, 5);
  await expect.poll(async () => Boolean(await owned(request, me.token, piece.id)), { timeout: 20_000 }).toBe(true);
  await page.goto('/#/pages/nft/mine?tab=owned');
  await expect(page.getByText(piece.name).first()).toBeVisible();
});

/** Buys an artwork paying from the wallet through the API (order, transfer, report, 5 confirmations). */
async function buyFromWallet(request: APIRequestContext, token: string, key: Hex, piece: NftItem) {
  const order = await ok<{ id: number; amount: string }>(
    request,
    'POST',
    'bind_box/buyNFT',
    { id: String(piece.id), price: piece.price, pay_type: 'wallet' },
    token,
  );
  const [info] = await ok<Array<{ address: Address; chain_id: number }>>(request, 'POST', 'wallet/get_in_address', {}, token);
  const wallet = createWalletClient({ chain: viemChain, account: privateKeyToAccount(key), transport: http(RPC_URL) });
  const hash = await wallet.writeContract({
    address: await usdtOfServer(),
    abi: usdtAbi,
    functionName: 'transfer',
    args: [info.address, parseUnits(order.amount, 6)],
  });
  await reader.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  await ok(
    request,
    'POST',
    'bind_box/payNFTOrder',
    { order_id: String(order.id), pay_type: 'wallet', chain_id: String(info.chain_id), tx_hash: hash },
    token,
  );
  await mine(RPC_URL, 5);
  await expect.poll(async () => Boolean(await owned(request, token, piece.id)), { timeout: 20_000 }).toBe(true);
}

test('withdraw an NFT to the bound wallet: recorded, minted after 5 confirmations, ownerOf(tokenId) is the user address', async ({
  page,
  request,
}) => {
  const account = await freshAccount(22, '10');
  const me = await registerWith(page, account.privateKey);
  const piece = await artwork(request, '1');
  await buyFromWallet(request, me.token, account.privateKey, piece);

  await page.goto(`/#/pages/nft/myNft?id=${piece.id}`);
  const section = page.getByRole('region', { name: T('nftChain.mint.title') });
  await expect(section.getByLabel(T('nftChain.mint.address'))).toHaveValue(account.address.toLowerCase());
  await section.getByRole('button', { name: T('nftChain.mint.withdraw') }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(account.address.toLowerCase(), { exact: true })).toBeVisible();
  await expect(confirm.getByText(String(piece.id), { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: T('nftChain.mint.withdraw') }).click();

  await expect(section.getByTestId('nft-mint')).toBeVisible();
  await expect(section.getByTestId('nft-token-id')).toHaveText(String(piece.id));
  const mint = async () => (await owned(request, me.token, piece.id))?.mint ?? null;
  await expect.poll(async () => (await mint())?.status, { timeout: 20_000 }).toBe('sent');
  await mine(RPC_URL, 5);
  await expect(section.getByText(T('nftChain.mint.status.minted'))).toBeVisible({ timeout: 20_000 });
  const contract = (await mint())?.contract as Address;
  const holder = await reader.readContract({ address: contract, abi: nftRead, functionName: 'ownerOf', args: [BigInt(piece.id)] });
  expect(holder.toLowerCase()).toBe(account.address.toLowerCase());
});
