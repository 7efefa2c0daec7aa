// The NFT market in the browser against the real server, paid from the funding balance: buy a fixed-price
// artwork (owned, balance down exactly); an auction between two people in two browsers (live bid log,
// the admin's clock passes the end, the winner pays, the loser's margin back exactly); a blind series of
// two boxes (buy, open, sold out → the seed shown and the page's own check of the draw matches); a
// resale bought by someone else (the seller receives price − fee − royalty exactly, as nftSaleSplit
// says); favourites; and every NFT route in the 12 languages at 390 px (wallet holds and production
// mode: nftHolds.spec.ts). The e2e server is shared and its clock moved by other tests: every fixture
// is made here by the admin, relative to the server's time (nftSupport.ts).
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import Decimal from 'decimal.js';
import { LANGS } from '../../src/shared/config/constants';
import { nftSaleSplit } from '../../src/shared/nft/fees';
import { stringsOf } from '../strings';
import { admin, chooseLanguage, closeNewsPopWhenShown, freshEmail, overflow, registerByApi, signInWith, tryDemo } from './helpers';
import { funding, ok, row, T } from './money';
import { confirm, createItem, exact, HOUR, ownPage, person } from './nftSupport';

test('buy a fixed-price artwork from the balance → owned in My NFTs, the balance down exactly', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const item = await createItem(page.request, { mode: 'fixed', price: '12.5' });
  const { token, uid } = await person(page.request, 'nftbuy');
  await signInWith(page, token, uid);

  await page.goto(`/#/pages/nft/artworkDetail?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page.getByRole('link', { name: T('nft.buy') }).click();
  await expect(row(page, T('nft.purchase.youPay'))).toHaveText('12.50 USDT');
  await expect(row(page, T('nft.available'))).toHaveText('100.00 USDT');
  await page.getByRole('button', { name: T('nft.purchase.payBalance') }).click();
  await expect(row(page.getByRole('dialog'), T('nft.purchase.youPay'))).toHaveText('12.50 USDT');
  await confirm(page);
  await expect(page).toHaveURL(/#\/pages\/nft\/mine\?tab=owned/);
  await expect(page.getByRole('listitem', { name: `${item.name} (${item.code})` })).toBeVisible();
  expect(await funding(page.request, token)).toEqual({ available: '87.5', frozen: '0' });
});

test('auction: A bids, B outbids (the log updates live), the end passes, B pays and owns it, A gets the margin back', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two users' pages, the auction's end and the payment: more than the default on a loaded machine.
  test.setTimeout(180_000);
  const item = await createItem(page.request, {
    mode: 'auction',
    price: '10',
    min_raise: '1',
    margin: '5',
    media_url: '/nft/art/ember.svg',
  });
  const a = await person(page.request, 'nfta');
  const b = await person(page.request, 'nftb');
  const pageA = await ownPage(browser, baseURL, a.token, a.uid);
  const pageB = await ownPage(browser, baseURL, b.token, b.uid);
  const bid = async (p: Page, price: string) => {
    await p.goto(`/#/pages/nft/artworkDetail?id=${item.id}`);
    await p.getByLabel(T('nft.auction.bidLabel')).fill(price);
    await p.getByRole('button', { name: T('nft.auction.bid'), exact: true }).click();
    const dialog = p.getByRole('dialog');
    await expect(dialog.getByText(T('nft.auction.marginNote', { margin: '5.00 USDT', count: 24 }))).toBeVisible();
    await expect(row(dialog, T('nft.auction.yourBid'))).toHaveText(exact(price));
    await confirm(p);
  };

  await bid(pageA, '10');
  const logA = pageA.getByRole('list', { name: T('nft.auction.log') });
  await expect(logA.getByText('10.00 USDT')).toBeVisible();
  expect(await funding(page.request, a.token)).toEqual({ available: '95', frozen: '5' });

  await bid(pageB, '11');
  // A's page reads the log again every 3 seconds: B's bid shows without a reload.
  await expect(logA.getByText('11.00 USDT')).toBeVisible();
  await expect(row(pageA, T('nft.auction.nextMin'))).toHaveText('12.00 USDT');

  await admin(page.request, 'clock', { advance_ms: String((2 * HOUR + 120) * 1000) });
  await expect
    .poll(async () => (await ok<unknown[]>(page.request, 'GET', 'bind_box/getNeedPayNFTOrder', {}, b.token)).length, { timeout: 15_000 })
    .toBe(1);
  await expect.poll(() => funding(page.request, a.token)).toEqual({ available: '100', frozen: '0' });

  await pageB.goto('/#/pages/nft/mine?tab=toPay');
  await pageB.getByRole('link', { name: T('nft.order.pay') }).click();
  await pageB.getByRole('button', { name: T('nft.order.payBalance', { amount: '11.00 USDT' }) }).click();
  await expect(row(pageB.getByRole('dialog'), T('nft.order.amount'))).toHaveText('11.00 USDT');
  await confirm(pageB);
  await expect(pageB).toHaveURL(/#\/pages\/nft\/mine\?tab=owned/);
  await expect(pageB.getByRole('listitem', { name: `${item.name} (${item.code})` })).toBeVisible();
  await expect.poll(() => funding(page.request, b.token)).toEqual({ available: '89', frozen: '0' });
  expect(await funding(page.request, a.token)).toEqual({ available: '100', frozen: '0' });
  await pageA.context().close();
  await pageB.context().close();
});

test('blind boxes: buy one and open it; once the series of two sells out the seed is shown and the check says the draw matches', async ({
  page,
}) => {
  await closeNewsPopWhenShown(page);
  const prizes = JSON.stringify([
    { name: 'Iris', media_url: '/nft/art/iris.svg', weight: 1 },
    { name: 'Kelp', media_url: '/nft/art/kelp.svg', weight: 3 },
  ]);
  const series = await createItem(page.request, { mode: 'blind', price: '3', supply: '2', prizes });
  const { token, uid } = await person(page.request, 'nftbox', '20');
  await signInWith(page, token, uid);

  const buyBox = async () => {
    await page.goto(`/#/pages/nft/artworkDetail?id=${series.id}`);
    await page.getByRole('link', { name: T('nft.blind.buy', { price: '3.00 USDT' }) }).click();
    await page.getByRole('button', { name: T('nft.purchase.payBalance') }).click();
    await confirm(page);
    await expect(page).toHaveURL(/#\/pages\/nft\/mine\?tab=boxes/);
  };
  await page.goto(`/#/pages/nft/artworkDetail?id=${series.id}`);
  await expect(page.getByText(T('nft.blind.seedHidden'))).toBeVisible();
  await buyBox();
  await page.getByRole('button', { name: T('nft.boxes.open') }).click();
  await expect(row(page, T('nft.boxes.prize'))).toHaveText(/^#[12]$/);
  const mine = await ok<{ boxes: Array<{ code: string; series_id: number }> }>(page.request, 'GET', 'bind_box/getMyNFTs', {}, token);
  const box = mine.boxes.find((x) => x.series_id === series.id);
  expect(box).toBeTruthy();

  // The second (last) box, bought by the same person: the series is sold out and its seed revealed.
  await buyBox();
  await page.goto(`/#/pages/nft/artworkDetail?id=${series.id}`);
  await expect(page.getByText(T('nft.blind.seedHidden'))).toBeHidden();
  await page.getByRole('button', { name: T('nft.blind.check.pickBox', { code: box?.code ?? '' }) }).click();
  await expect(row(page, T('nft.blind.check.commitment'))).toHaveText(T('nft.blind.check.commitmentOk'));
  await expect(page.getByRole('status').filter({ hasText: T('nft.blind.check.matches', { code: box?.code ?? '' }) })).toBeVisible();
  expect(await funding(page.request, token)).toEqual({ available: '14', frozen: '0' });
});

test('resell: the seller lists at 20, another user buys, the seller receives price − fee − royalty exactly', async ({
  page,
  browser,
  baseURL,
}) => {
  const item = await createItem(page.request, { mode: 'fixed', price: '10', media_url: '/nft/art/fjord.svg' });
  const seller = await person(page.request, 'nftseller');
  const buyer = await person(page.request, 'nftbuyer');
  await ok(page.request, 'POST', 'bind_box/buyNFT', { id: String(item.id), price: '10', pay_type: 'balance' }, seller.token);
  const rates = await ok<{ platform_fee_rate: string; royalty_rate: string }>(page.request, 'GET', 'bind_box/getNftCurrency');
  const split = nftSaleSplit('20', rates, true);
  expect(split.royalty.gt(0)).toBe(true);

  await closeNewsPopWhenShown(page);
  await signInWith(page, seller.token, seller.uid);
  await page.goto(`/#/pages/nft/myNft?id=${item.id}`);
  await page.getByRole('link', { name: T('nft.owned.resell') }).click();
  await page.getByLabel(T('nft.price'), { exact: true }).fill('20');
  await expect(row(page, T('nft.resell.receive'))).toHaveText(exact(split.sellerReceives));
  await page.getByRole('button', { name: T('nft.resell.review') }).click();
  const dialog = page.getByRole('dialog');
  await expect(row(dialog, T('nft.resell.receive'))).toHaveText(exact(split.sellerReceives));
  await expect(row(dialog, T('nft.purchase.royalty', { rate: '5%' }))).toHaveText(`−${exact(split.royalty)}`);
  await confirm(page);
  await expect(page).toHaveURL(new RegExp(`#/pages/nft/myNft\\?id=${item.id}`));
  await expect(row(page, T('nft.owned.status'))).toHaveText(T('nft.owned.listed', { mode: T('nft.mode.fixed') }));
  const before = await funding(page.request, seller.token);

  const other = await ownPage(browser, baseURL, buyer.token, buyer.uid);
  await other.goto(`/#/pages/nft/purchase?id=${item.id}`);
  await expect(row(other, T('nft.purchase.sellerGets'))).toHaveText(exact(split.sellerReceives));
  await other.getByRole('button', { name: T('nft.purchase.payBalance') }).click();
  await confirm(other);
  await expect(other).toHaveURL(/#\/pages\/nft\/mine\?tab=owned/);
  await other.context().close();

  const after = await funding(page.request, seller.token);
  expect(new Decimal(after.available).minus(before.available).toFixed()).toBe(split.sellerReceives.toFixed());
  expect(await funding(page.request, buyer.token)).toEqual({ available: '80', frozen: '0' });
});

test('favourites: add from the artwork page, listed in the collection, removed again', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const item = await createItem(page.request, { mode: 'fixed', price: '4' });
  const { token, uid } = await registerByApi(page.request, freshEmail('nftfav'));
  await signInWith(page, token, uid);
  await page.goto(`/#/pages/nft/artworkDetail?id=${item.id}`);
  await page.getByRole('button', { name: T('nft.favourite', { n: 0 }) }).click();
  await expect(page.getByRole('button', { name: T('nft.unfavourite', { n: 1 }) })).toBeVisible();
  await page.goto('/#/pages/nft/components/collection');
  await expect(page.getByRole('listitem', { name: `${item.name} (${item.code})` })).toBeVisible();
  await page.goto(`/#/pages/nft/artworkDetail?id=${item.id}`);
  await page.getByRole('button', { name: T('nft.unfavourite', { n: 1 }) }).click();
  await expect(page.getByRole('button', { name: T('nft.favourite', { n: 0 }) })).toBeVisible();
  await page.goto('/#/pages/nft/components/collection');
  await expect(page.getByText(T('nft.noFavourites'))).toBeVisible();
});

test('a demo account is told that NFTs are not traded in the demo, instead of a refusal after trying', async ({ page }) => {
  const fixed = await createItem(page.request, { mode: 'fixed', price: '5' });
  const auction = await createItem(page.request, { mode: 'auction', price: '5', min_raise: '1', margin: '1' });
  await tryDemo(page);
  const unavailable = T('demo.unavailable', { what: T('demo.actions.nftTrade') });
  await page.goto(`/#/pages/nft/purchase?id=${fixed.id}`);
  await expect(page.getByRole('note')).toHaveText(unavailable);
  await expect(page.getByRole('button', { name: T('nft.purchase.payBalance') })).toHaveCount(0);
  await page.goto(`/#/pages/nft/artworkDetail?id=${auction.id}`);
  await expect(page.getByRole('heading', { level: 1, name: auction.name })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(unavailable);
});

test('every NFT page fits 390 px in all 12 languages', async ({ page }) => {
  test.setTimeout(180_000);
  await closeNewsPopWhenShown(page);
  const fixed = await createItem(page.request, { mode: 'fixed', price: '2' });
  const owned = await createItem(page.request, { mode: 'fixed', price: '2', media_url: '/nft/art/glacier.svg' });
  const { token, uid } = await person(page.request, 'nftlang', '10');
  await ok(page.request, 'POST', 'bind_box/buyNFT', { id: String(owned.id), price: '2', pay_type: 'balance' }, token);
  const video = (
    await ok<{ list: Array<{ id: number; name: string; media_type: string }> }>(page.request, 'GET', 'bind_box/getBoxList', {
      page: '1',
      limit: '100',
      keyword: 'Tide',
    })
  ).list.find((c) => c.media_type === 'video');
  const artist = (
    await ok<{ list: Array<{ id: number; name: string }> }>(page.request, 'GET', 'bind_box/getArtist', { page: '1', limit: '1' })
  ).list[0];
  expect(video && artist).toBeTruthy();
  await signInWith(page, token, uid);
  type Titles = { routes: { nft: Record<string, string> & { components: Record<string, string> } }; common: { loading: string } };
  const routes = (s: Titles): Array<[string, string]> => [
    ['/pages/nft/nft', s.routes.nft.nft],
    ['/pages/nft/components/artist', s.routes.nft.components.artist],
    ['/pages/nft/components/artwork', s.routes.nft.components.artwork],
    ['/pages/nft/components/collection', s.routes.nft.components.collection],
    ['/pages/nft/components/search', s.routes.nft.components.search],
    [`/pages/nft/artistDetail?id=${artist?.id}`, artist?.name ?? ''],
    [`/pages/nft/artworkDetail?id=${fixed.id}`, fixed.name],
    [`/pages/nft/artworkDetail_video?id=${video?.id}`, video?.name ?? ''],
    [`/pages/nft/purchase?id=${fixed.id}`, s.routes.nft.purchase],
    ['/pages/nft/purchase_one?order_id=1', s.routes.nft.purchase_one],
    ['/pages/nft/mine', s.routes.nft.mine],
    [`/pages/nft/myNft?id=${owned.id}`, owned.name],
    [`/pages/nft/resell?id=${owned.id}`, s.routes.nft.resell],
  ];
  for (const lang of LANGS) {
    const s = stringsOf(lang) as unknown as Titles;
    await chooseLanguage(page, lang);
    await page.goto('about:blank');
    await page.goto('/#/pages/nft/nft');
    for (const [path, title] of routes(s)) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), `${lang} ${path}`).toBeVisible();
      await expect(page.getByText(s.common.loading, { exact: true })).toHaveCount(0);
      expect(await overflow(page), `${lang} ${path}`).toBeLessThanOrEqual(0);
    }
  }
});
