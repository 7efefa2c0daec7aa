// Production mode across areas (issue 29), in the browser at 390 px: a server of its own started as
// KESTREL_MODE=production on a fresh database (port E2E_PORT + 2100). A new user opens the OTC market
// (no merchant, no advert on either side), the lead traders (none), the NFT market (no artwork), the
// wire page (deposits not offered, no bank details): each says so plainly, and fits.
// The earn, copy trading and NFT areas have their own production pages tests (financial, copytrade,
// nftHolds); the server side of every area is tests/server/production.test.ts.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { closeNewsPopWhenShown, freshEmail, overflow, signInWith } from './helpers';
import { T } from './money';
import { productionServer, registerInProduction } from './productionServer';

const prod = productionServer(2100);
test.use({ baseURL: prod.origin });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await prod.start();
});
test.afterAll(() => prod.stop());

test('a new user finds no merchant, lead trader, artwork or bank details at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, uid } = await registerInProduction(page.request, prod, freshEmail('production'));
  await closeNewsPopWhenShown(page);
  await signInWith(page, token, uid);

  const pages: Array<[string, string]> = [
    ['/pages/otc/otc', T('otc.noAds')],
    ['/pages/follow/index', T('copy.empty')],
    ['/pages/nft/nft', T('nft.empty')],
    ['/pages/TelegraphicMoney/TelegraphicMoney', T('salecoin.notOffered.title')],
  ];
  for (const [hash, text] of pages) {
    await page.goto(`/#${hash}`);
    await expect(page.getByText(text).first(), hash).toBeVisible();
    expect(await overflow(page), hash).toBeLessThanOrEqual(0);
  }
  // The OTC market's other side: no advert either.
  await page.goto('/#/pages/otc/otc');
  await page.getByRole('tab', { name: T('otc.tabs.sell') }).click();
  await expect(page.getByText(T('otc.noAds'))).toBeVisible();
  // The wire page names no bank.
  await page.goto('/#/pages/TelegraphicMoney/TelegraphicMoney');
  await expect(page.getByText(T('salecoin.notOffered.title'))).toBeVisible();
  await expect(page.getByText(/Demo Bank|SWIFT|IBAN/i)).toHaveCount(0);
});
