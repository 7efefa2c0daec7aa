import { expect, test } from '@playwright/test';
import { tabBar } from './helpers';

test('the demo account shows a DEMO badge on every page', async ({ page }) => {
  await page.goto('/#/pages/common/login');
  await page.getByRole('button', { name: 'Try the demo account' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);
  await expect(page.getByTestId('demo-badge')).toHaveText('DEMO');
  for (const label of ['Home', 'Market', 'Loans']) {
    await tabBar(page).getByRole('link', { name: label }).click();
    await expect(page.getByTestId('demo-badge')).toBeVisible();
  }
  await page.goto('/#/pages/setting/userInfo');
  await expect(page.getByTestId('demo-badge')).toBeVisible();
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
});

test('a page chunk missing after a deploy reloads once, then offers a retry that works', async ({ page }) => {
  await page.goto('/');
  await expect(tabBar(page)).toBeVisible();
  // The FAQ page's chunk is gone (as after a new deploy), for as long as the route is in place.
  const faqChunk = /\/assets\/FaqPage-[\w-]+\.js$/;
  await page.route(faqChunk, (route) => route.fulfill({ status: 404, body: 'not found' }));
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/#/pages/common/faq');
  await expect(page.getByText(/could not be loaded/)).toBeVisible();
  expect(loads).toBe(1); // the hash navigation loads nothing; the missing chunk reloads the page once
  const afterReload = loads;
  await page.unroute(faqChunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('How do I create an account?')).toBeVisible();
  expect(loads).toBe(afterReload);
});

test('launch fills the site name and logo from the site config; unknown routes go home', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel' })).toBeVisible();
  await expect(page.locator('.hero img')).toHaveAttribute('src', /logo\.svg$/);
  // The news pop-up shows once.
  await expect(page.getByRole('dialog', { name: 'Welcome to Kestrel' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.reload();
  await expect(tabBar(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
