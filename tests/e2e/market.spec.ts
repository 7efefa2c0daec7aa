import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { closeNewsPopWhenShown, loginByUi, tabBar } from './helpers';

const DEMO = { email: 'demo@kestrel.test', password: 'kestrel123' };

test.beforeEach(async ({ page }) => closeNewsPopWhenShown(page));

async function logInAsDemo(page: Page) {
  await page.goto('/#/pages/common/login');
  await loginByUi(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/pages\/common\/login/);
}

async function openMarketTab(page: Page) {
  await tabBar(page).getByRole('link', { name: 'Market' }).click();
  await expect(page.getByRole('tablist', { name: 'Market categories' })).toBeVisible();
}

test('a crypto symbol: the price moves, the chart changes period, the order book and trades show', async ({ page }) => {
  await logInAsDemo(page);
  await openMarketTab(page);
  await page.getByRole('tab', { name: 'Crypto' }).click();
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/Market data is simulated/)).toBeVisible();
  await page.getByRole('link', { name: /^BTCUSDT/ }).click();

  await expect(page.getByRole('heading', { name: 'BTCUSDT', level: 1 })).toBeVisible();
  const price = page.getByRole('status', { name: 'Last price' });
  await expect(price).toHaveText(/^\d+\.\d{2}$/);
  const first = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(first);
  await expect(page.getByText('24h high')).toBeVisible();
  await expect(page.getByText('Market open')).toBeVisible();

  const periods = page.getByRole('group', { name: 'Chart period' });
  for (const period of ['1h', '1D', '5m']) {
    await periods.getByRole('button', { name: period, exact: true }).click();
    await expect(periods.getByRole('button', { name: period, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const chart = page.getByRole('img', { name: `BTCUSDT price chart, ${period} candles` });
    await expect(chart.locator('canvas').first()).toBeVisible();
  }

  // A vertical swipe over the chart scrolls the page (the chart keeps horizontal drags and pinches).
  const box = await page.getByRole('img', { name: /price chart/ }).boundingBox();
  if (!box) throw new Error('no chart box');
  const before = await page.evaluate(() => window.scrollY);
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 20 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);

  await expect(page.getByRole('heading', { name: 'Order book' })).toBeVisible();
  await expect(page.getByText('Bids', { exact: true })).toBeVisible();
  await expect(page.getByText('Asks', { exact: true })).toBeVisible();
  const trades = page.getByRole('region', { name: 'Recent trades' });
  await expect(trades.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(trades.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d\d:\d\d:\d\d$/);

  await expect(page.getByRole('link', { name: 'Contract' })).toHaveAttribute('href', /contract\?symbol=BTCUSDT/);
  await expect(page.getByRole('link', { name: 'Spot' })).toHaveAttribute('href', /currency\?symbol=BTCUSDT/);
});

test('add a favourite from the search page, see it in Favourites, remove it', async ({ page }) => {
  await logInAsDemo(page);
  await openMarketTab(page);
  await page.getByRole('link', { name: 'Search symbols' }).click();
  await page.getByLabel('Symbol or name').fill('btc');
  await expect(page.getByRole('link', { name: /^BTCUSDT/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^ETHUSDT/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add BTCUSDT to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove BTCUSDT from favourites' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('link', { name: /^BTCUSDT/ })).toBeVisible();

  await page.getByRole('link', { name: 'Search symbols' }).click();
  await page.getByLabel('Symbol or name').fill('BTCUSDT');
  await page.getByRole('button', { name: 'Remove BTCUSDT from favourites' }).click();
  await expect(page.getByRole('button', { name: 'Add BTCUSDT to favourites' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No favourites yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^BTCUSDT/ })).toHaveCount(0);
});

test('logged out: Favourites asks to log in, and so does a star', async ({ page }) => {
  await page.goto('/#/pages/market/market?category=100');
  await expect(page.getByText('Log in to see your favourites.')).toBeVisible();
  await page.goto('/#/pages/market/search');
  await page.getByLabel('Symbol or name').fill('ETHUSDT');
  await page.getByRole('button', { name: 'Add ETHUSDT to favourites' }).click();
  await expect(page).toHaveURL(/pages\/common\/login\?redirect=/);
});

test('home shows headline tickers and top movers that open the symbol page', async ({ page }) => {
  await page.goto('/');
  const headlines = page.getByRole('navigation', { name: 'Headline markets' });
  await expect(headlines.getByRole('link', { name: /^ETHUSDT/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top movers' })).toBeVisible();
  await headlines.getByRole('link', { name: /^ETHUSDT/ }).click();
  await expect(page.getByRole('heading', { name: 'ETHUSDT', level: 1 })).toBeVisible();
});

test('a favourite shows at once, before the server has answered', async ({ page }) => {
  await logInAsDemo(page);
  // The server's answer waits until the star has been checked.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/optional/add', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/#/pages/market/search');
  await page.getByLabel('Symbol or name').fill('XRPUSDT');
  await page.getByRole('button', { name: 'Add XRPUSDT to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove XRPUSDT from favourites' })).toBeVisible();
  const stored = page.waitForResponse('**/api/optional/add');
  answer();
  await stored;
  await page.goto('/#/pages/market/market?category=100');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /^XRPUSDT/ })).toBeVisible();
  // Tidy up for the other tests of the demo account.
  await page.goto('/#/pages/market/search');
  await page.getByLabel('Symbol or name').fill('XRPUSDT');
  await page.getByRole('button', { name: 'Remove XRPUSDT from favourites' }).click();
  await expect(page.getByRole('button', { name: 'Add XRPUSDT to favourites' })).toBeVisible();
});

test('a favourite the server refuses goes back at once, with its message', async ({ page }) => {
  await logInAsDemo(page);
  await page.route('**/api/optional/add', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ type: 'error', code: 0, message: 'Favourites are full' }) }),
  );
  await page.goto('/#/pages/market/search');
  await page.getByLabel('Symbol or name').fill('SOLUSDT');
  await page.getByRole('button', { name: 'Add SOLUSDT to favourites' }).click();
  await expect(page.getByText('Favourites are full')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add SOLUSDT to favourites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove SOLUSDT from favourites' })).toHaveCount(0);
});

test('the symbol page without a symbol opens the first crypto symbol of the market list', async ({ page, request }) => {
  await closeNewsPopWhenShown(page);
  const list = (await (await request.get('/api/currency/quotation_new?category=2')).json()).message as Array<{ symbol: string }>;
  await page.goto('/#/pages/transaction/index2');
  await expect(page).toHaveURL(new RegExp(`symbol=${list[0].symbol}$`));
  await expect(page.getByRole('heading', { level: 1, name: list[0].symbol })).toBeVisible();
});
