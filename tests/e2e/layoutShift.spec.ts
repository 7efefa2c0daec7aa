// Layout shift (CLS) of the pages Lighthouse measures, as a person opening them sees it: everything the
// first screen loads (tickers, the market list, the book and trades) arrives without pushing visible
// content (goal: CLS < 0.02), also when the data comes late. A shift is a size, not a timing: it can be a pass/fail test.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { closeNewsPopWhenShown } from './helpers';

// What these tests measure is a first visit: a browser with nothing cached.
test.use({ freshContext: true });

/** Sums every layout shift not caused by input, from the start of each page load. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftOf(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  await page.goto(path);
  await ready();
  // What arrives a moment later (the second round of ticks, the news pop-up) counts too.
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test('home, the Market tab and the symbol page load without layout shift', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  await watchShifts(page);
  // A slow phone network: every answer comes 0.7 s late, so the page paints before its data arrives.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const home = await shiftOf(page, '/#/', () => expect(page.getByRole('link', { name: /BTC/ }).first()).toBeVisible());
  const market = await shiftOf(page, '/#/pages/market/market', () => expect(page.getByText('DOGEUSDT')).toBeVisible());
  const symbol = await shiftOf(page, '/#/pages/transaction/index2?symbol=BTCUSDT', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  expect({ home, market, symbol }).toEqual({ home: expect.any(Number), market: expect.any(Number), symbol: expect.any(Number) });
  expect(home, 'home').toBeLessThan(0.02);
  expect(market, 'market').toBeLessThan(0.02);
  expect(symbol, 'symbol').toBeLessThan(0.02);
});

test('while the market list loads, the notes below it wait out of sight (the rows cannot push them)', async ({ page }) => {
  await page.route('**/api/currency/quotation_new**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/#/pages/market/market');
  const note = page.locator('p.footnote').first();
  await expect(note).toBeAttached();
  const top = await note.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 844);
});

test('the opened page asks for its first data at start-up, before its code has loaded (the pop-up’s article once)', async ({ page }) => {
  // The page's own code is held back 1.5 s: its first data must be on its way before the code arrives.
  const released: Record<string, number> = {};
  await page.route(/\/(HomePage|MarketPage)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    released[/HomePage/.test(route.request().url()) ? 'home' : 'market'] = Date.now();
    await route.continue();
  });
  const asked: Array<[string, number]> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push([url.pathname, Date.now()]);
  });
  const firstAsk = (path: string) => asked.find(([p]) => p === path)?.[1] ?? Number.POSITIVE_INFINITY;

  // Home, opened afresh.
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(firstAsk('/api/news/index_pop')).toBeLessThan(released.home);
  expect(asked.filter(([p]) => p === '/api/news/index_pop')).toHaveLength(1);

  // The Market tab, opened afresh (a reload there).
  await page.goto('/#/pages/market/market');
  await expect(page.getByText('DOGEUSDT')).toBeVisible();
  asked.length = 0;
  await page.reload();
  await expect(page.getByText('DOGEUSDT')).toBeVisible();
  expect(firstAsk('/api/currency/quotation_new')).toBeLessThan(released.market);
  // The start-up snapshot, and the one the socket's connect asks for (ticks before it were not heard).
  expect(asked.filter(([p]) => p === '/api/currency/quotation_new').length).toBeLessThanOrEqual(2);
});

test('on the symbol page, an order book that comes late pushes nothing: its box is kept for it', async ({ page }) => {
  await watchShifts(page);
  // The book's snapshot comes late, once the rest is on screen with the book's box waiting for it (and
  // its socket updates are not heard): held until the test has seen that, however slow the machine.
  await page.routeWebSocket(/socket\.io/, () => undefined);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/currency/depth**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/pages/transaction/index2?symbol=BTCUSDT');
  await expect(page.getByRole('region', { name: 'Recent trades' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('progressbar').last()).toBeVisible();
  await page.waitForTimeout(300);
  release();
  await expect(page.locator('ol li').first()).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.001);
});
