// Paying an NFT order from the wallet with Synpress's Ethereum wallet mock (on chain 1, which the app
// does not support): "Pay from wallet" opens RainbowKit's modal, the connected address shows, and the
// switch-network prompt stands where the payment would be; a rejected connection says so. Neither
// changes the order.
import type { APIRequestContext, Page } from '@playwright/test';
import type { NftItem, NftOrder } from '../../../src/contract/nft';
import { admin, expectToast, freshEmail, loginByUi, recordToasts, registerByApi } from '../helpers';
import { ok } from '../money';
import { DESKTOP, T } from './support';
import { expect, MOCK_ACCOUNT, open, pickInjected, rejectConnection, test } from './synpressSupport';

test.use(DESKTOP);

/** A user with an order held for a wallet payment, logged in on the fixture's page. */
async function orderAwaitingWallet(page: Page, request: APIRequestContext) {
  const email = freshEmail('nftsyn');
  const { token } = await registerByApi(request, email);
  const at = (await ok<{ now: number }>(request, 'GET', 'bind_box/getBoxList', {})).now;
  const artist = await admin(request, 'nft/artist/create', { name: 'Mock Artist', avatar_url: '/nft/artists/3.svg' });
  const item = (
    await admin(request, 'nft/item/create', {
      artist_id: String(artist.message.id),
      name: 'Mock piece',
      media_url: '/nft/art/halo.svg',
      mode: 'fixed',
      price: '3',
      start_at: String(at - 60),
      end_at: String(at + 86_400),
    })
  ).message as NftItem;
  const order = await ok<NftOrder>(request, 'POST', 'bind_box/buyNFT', { id: String(item.id), price: '3', pay_type: 'wallet' }, token);
  await open(page, '/pages/common/login');
  await loginByUi(page, email);
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);
  await open(page, `/pages/nft/purchase_one?order_id=${order.id}`);
  return { token, order };
}

const unchanged = async (request: APIRequestContext, token: string, order: NftOrder) => {
  const [now] = await ok<NftOrder[]>(request, 'GET', 'bind_box/getNeedPayNFTOrder', {}, token);
  expect(now).toMatchObject({ id: order.id, status: 'awaiting_payment', tx_hash: null });
};

test('NFT order: Pay from wallet connects through the modal; on chain 1 the switch-network prompt replaces the payment', async ({
  page,
}) => {
  const { token, order } = await orderAwaitingWallet(page, page.request);
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await page.getByRole('button', { name: T('nftChain.pay.fromWallet') }).click();
  await pickInjected(page);
  await expect(page.getByTestId('connected-address')).toHaveText(MOCK_ACCOUNT);
  const prompt = page.getByRole('alert').filter({ hasText: T('wallet.wrongNetwork') });
  await expect(prompt.first()).toBeVisible();
  await expect(prompt.first().getByRole('button', { name: T('wallet.switchNetwork') })).toBeVisible();
  await expect(page.getByRole('button', { name: T('nftChain.pay.payAmount', { amount: '3' }) })).toHaveCount(0);
  await unchanged(page.request, token, order);
});

test('NFT order: a rejected connection says so and nothing changes', async ({ page }) => {
  const { token, order } = await orderAwaitingWallet(page, page.request);
  await rejectConnection(page);
  await recordToasts(page);
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await page.getByRole('button', { name: T('nftChain.pay.fromWallet') }).click();
  await pickInjected(page, false);
  await expectToast(page, T('wallet.connectRejected'));
  await expect(page.getByTestId('connected-address')).toHaveCount(0);
  await unchanged(page.request, token, order);
});
