// NFTs held for a buyer's order, in the browser: wallet purchases capped per user (the cap said at the
// button, a full cap makes the button wait, a refusal by the server shown there) and an artwork held
// for one shown as reserved to others; and a server of its own started in production mode
// (KESTREL_MODE=production), whose NFT pages a new user finds empty, with their empty states, in the
// 12 languages at 390 px.
import { expect, request as newRequest } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { chooseLanguage, closeNewsPopWhenShown, freshEmail, overflow, registerByApi, signInWith } from './helpers';
import { ok, T } from './money';
import { confirm, createItem, type Item, ownPage } from './nftSupport';
import { productionServer, registerInProduction } from './productionServer';

test('wallet purchases: the cap is said at the button, a full cap waits, a refusal shows there; a held artwork shows as reserved', async ({
  page,
  browser,
  baseURL,
}) => {
  await closeNewsPopWhenShown(page);
  const [first, second, third] = [
    await createItem(page.request, { mode: 'fixed', price: '3' }),
    await createItem(page.request, { mode: 'fixed', price: '4' }),
    await createItem(page.request, { mode: 'fixed', price: '5' }),
  ];
  const { max_wallet_holds: max } = await ok<{ max_wallet_holds: number }>(page.request, 'GET', 'bind_box/getNftCurrency');
  expect(max).toBe(2);
  const { token, uid } = await registerByApi(page.request, freshEmail('nftholds'));
  await signInWith(page, token, uid);
  const hold = (item: Item) => ok(page.request, 'POST', 'bind_box/buyNFT', { id: String(item.id), price: '3', pay_type: 'wallet' }, token);
  const walletButton = page.getByRole('button', { name: T('nft.purchase.payWallet') });

  await page.goto(`/#/pages/nft/purchase?id=${third.id}`);
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await expect(page.getByText(T('nft.purchase.walletCap', { count: 2, n: 0 }))).toBeVisible();
  await hold(first);
  await page.reload();
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await expect(page.getByText(T('nft.purchase.walletCap', { count: 2, n: 1 }))).toBeVisible();
  // The second hold is made elsewhere meanwhile: this page's try is refused by the server, at the button.
  await ok(page.request, 'POST', 'bind_box/buyNFT', { id: String(second.id), price: '4', pay_type: 'wallet' }, token);
  await walletButton.click();
  await confirm(page);
  await expect(page.getByRole('alert')).toHaveText(T('nftErrors.walletHolds', { max: 2 }));
  await page.reload();
  await page.getByRole('tab', { name: T('nft.pay.wallet') }).click();
  await expect(page.getByText(T('nft.purchase.walletFull', { count: 2 }))).toBeVisible();
  await expect(walletButton).toBeDisabled();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Another person sees the held artwork reserved, with no way to buy it.
  const other = await registerByApi(page.request, freshEmail('nftview'));
  const view = await ownPage(browser, baseURL, other.token, other.uid);
  await view.goto(`/#/pages/nft/artworkDetail?id=${first.id}`);
  await expect(view.getByText(T('nft.state.reserved'), { exact: true })).toBeVisible();
  await expect(view.getByText(T('nft.closed.reserved'))).toBeVisible();
  await expect(view.getByRole('link', { name: T('nft.buy') })).toHaveCount(0);
  await view.context().close();
});

test.describe('a server in production mode', () => {
  const prod = productionServer(2200);
  const origin = prod.origin;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await prod.start();
  });
  test.afterAll(() => prod.stop());

  test('a new user finds every NFT page empty, with its empty state, at 390 px in the 12 languages', async ({ browser }) => {
    test.setTimeout(90_000);
    const api = await newRequest.newContext({ baseURL: origin });
    const me = await registerInProduction(api, prod, freshEmail('nftprod'));
    const items = (await (await api.get('/api/bind_box/getBoxList')).json()) as { message: { total: number } };
    expect(items.message.total).toBe(0);
    await api.dispose();

    const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await closeNewsPopWhenShown(page);
    await signInWith(page, me.token, me.uid);
    type Empty = { nft: Record<string, string> & Record<'owned' | 'boxes' | 'bids' | 'order', Record<string, string>> };
    const empties = (s: Empty): Array<[string, string]> => [
      ['/pages/nft/nft', s.nft.empty],
      ['/pages/nft/nft?tab=blind', s.nft.noBoxes],
      ['/pages/nft/nft?tab=artists', s.nft.noArtists],
      ['/pages/nft/nft?tab=collection', s.nft.noFavourites],
      ['/pages/nft/mine?tab=owned', s.nft.owned.none],
      ['/pages/nft/mine?tab=boxes', s.nft.boxes.none],
      ['/pages/nft/mine?tab=bids', s.nft.bids.none],
      ['/pages/nft/mine?tab=toPay', s.nft.order.noneToPay],
      ['/pages/nft/mine?tab=history', s.nft.order.none],
    ];
    for (const lang of LANGS) {
      const s = stringsOf(lang) as unknown as Empty;
      await chooseLanguage(page, lang);
      await page.goto('about:blank');
      await page.goto('/#/pages/nft/nft');
      for (const [hash, empty] of empties(s)) {
        await page.evaluate((h) => {
          window.location.hash = h;
        }, hash);
        await expect(page.getByText(empty, { exact: true }), `${lang} ${hash}`).toBeVisible();
        expect(await overflow(page), `${lang} ${hash}`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });
});
