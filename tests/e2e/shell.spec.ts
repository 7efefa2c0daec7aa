import { expect } from '@playwright/test';
import { test } from './fixtures';
import { stringsOf } from '../strings';
import { closeNewsPopWhenShown, tabBar, tryDemo } from './helpers';

test('the demo account shows a DEMO badge on every page', async ({ page }) => {
  await tryDemo(page);
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
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel' })).toBeVisible();
  await expect(page.getByTestId('site-logo')).toHaveAttribute('src', /logo\.svg$/);
  // The news pop-up shows once (opened at home; never over a deep link: tests/e2e/polish.spec.ts).
  await expect(page.getByRole('dialog', { name: 'Welcome to Kestrel' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.reload();
  await expect(tabBar(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/#/no/such/page');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kestrel' })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('the news page lists every article to its end, and each opens', async ({ page }) => {
  await page.goto('/#/pages/news/news');
  const news = page.getByRole('list', { name: 'News' });
  await expect(news.getByRole('listitem')).toHaveCount(3);
  await expect(news.getByRole('listitem').first()).toContainText('Welcome to Kestrel');
  await expect(page.getByText('No more data')).toBeVisible();
  await news.getByRole('link', { name: /Twelve languages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Twelve languages' })).toBeVisible();
  await expect(page.getByText(/Kestrel speaks English/)).toBeVisible();
});

test('content follows the language: after a switch, news and FAQ come in the new one, not from the cache', async ({ page }) => {
  const zh = stringsOf('zh') as unknown as { routes: { common: { faq: string }; news: { news: string } } };
  // All in the app (no reload), so English content is in the query cache when the language changes.
  await page.goto('/#/pages/fund/assets');
  await page.getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('link', { name: /Twelve languages/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByText('How do I create an account?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /^Language/ }).click();
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/pages\/fund\/assets/);

  await page.getByRole('link', { name: zh.routes.common.faq }).click();
  await expect(page.getByText('如何创建账户？')).toBeVisible();
  await expect(page.getByText('How do I create an account?')).toHaveCount(0);
  await page.goBack();
  await page.getByRole('link', { name: zh.routes.news.news }).click();
  await expect(page.getByRole('link', { name: /十二种语言/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Twelve languages/ })).toHaveCount(0);
});

test('an article or web view opened without its parameter says so and offers a way on', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  await page.goto('/#/pages/common/article');
  await expect(page.getByText('Not found')).toBeVisible();
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(/#\/pages\/news\/news/);
  await page.goto('/#/pages/common/webView');
  await expect(page.getByText('Not found')).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('the login page says whose it is: the site logo and name', async ({ page }) => {
  await page.goto('/#/pages/common/login');
  await expect(page.getByTestId('login-logo')).toHaveAttribute('src', /logo\.svg$/);
  await expect(page.getByText('Kestrel', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
