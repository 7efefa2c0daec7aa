// What the pages Lighthouse measures load before their content paints (issue 13's performance goals).
// Counts and order, not timings: each script file is a request of its own on a slow phone network, the
// symbol page's header paints before its chart is drawn and its book asks for data, and the page a visit opens
// is not faded in from transparent (the browser counts nothing as painted while it is).
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { closeNewsPopWhenShown, tabBar } from './helpers';

// What these tests measure is a first visit: a browser with nothing cached.
// The slide-in between pages is one of the things looked at (the suite's pages are otherwise at rest).
test.use({ freshContext: true, contextOptions: { reducedMotion: 'no-preference' } });

const PAGES = {
  home: { path: '/#/', ready: (page: Page) => expect(page.getByRole('link', { name: /^BTCUSDT/ }).first()).toBeVisible() },
  market: { path: '/#/pages/market/market', ready: (page: Page) => expect(page.getByText('DOGEUSDT')).toBeVisible() },
  symbol: {
    path: '/#/pages/transaction/index2?symbol=BTCUSDT',
    ready: (page: Page) => expect(page.locator('canvas').first()).toBeVisible(),
  },
};
/** Script files per page load, the app's chunks (a dozen small ones each before they were grouped). */
const MAX_SCRIPTS = 12;

test('home, the Market tab and the symbol page each load a handful of script files, not a score', async ({ browser, baseURL }) => {
  for (const [name, { path, ready }] of Object.entries(PAGES)) {
    // A first visit each: nothing cached.
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await closeNewsPopWhenShown(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.size, `${name}: ${[...scripts].map((u) => u.split('/').pop()).join(' ')}`).toBeLessThanOrEqual(MAX_SCRIPTS);
    await context.close();
  }
});

test('the symbol page asks for its candles at start-up, fetches the chart library at low priority, draws the chart after its header is on the screen, and asks for the book once the chart is drawn, on a busy phone', async ({
  page,
}) => {
  // A busy phone: the CPU 4× slower, and each frame slow to draw (a blur over the whole screen, drawn
  // without a GPU here), so that a paint reaches the screen well after the frame's tasks have run. A
  // clock that ran out meanwhile drew the chart (and asked for the book) before the header was there.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const priorities = new Map<string, string[]>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    priorities.set(request.url, [...(priorities.get(request.url) ?? []), request.initialPriority]);
  });
  // When the live price first shows a figure and when the chart's canvas is put in (by the page's clock),
  // and when the header's text reached the screen (the browser's element timing).
  await page.addInitScript(() => {
    const w = window as unknown as { __priceAt?: number; __chartAt?: number; __headerOnScreen?: number };
    new MutationObserver(() => {
      if (w.__priceAt === undefined && /\d/.test(document.querySelector('output')?.textContent ?? '')) w.__priceAt = performance.now();
      if (w.__chartAt === undefined && document.querySelector('canvas')) w.__chartAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { identifier?: string; renderTime?: number })[]) {
        if (entry.identifier === 'symbol-top' && w.__headerOnScreen === undefined) w.__headerOnScreen = entry.renderTime || entry.startTime;
      }
    }).observe({ type: 'element', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      for (let i = 0; i < 6; i += 1) {
        const veil = document.createElement('div');
        veil.style.cssText = `position:fixed;inset:0;pointer-events:none;backdrop-filter:blur(${40 + i}px);z-index:${99 + i}`;
        document.body.append(veil);
      }
    });
  });
  await page.goto(PAGES.symbol.path);
  // Slow on purpose: the chart shows once its candles are drawn.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  // Then the book and the trades ask for their data.
  const asked = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/api\/currency\/(depth|trades)/.test(e.name)).length);
  await expect.poll(asked, { timeout: 30_000 }).toBe(2);
  const order = await page.evaluate(() => {
    const started = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => pattern.test(e.name))
        .map((e) => ({ url: e.name, at: e.startTime }));
    const w = window as unknown as { __priceAt?: number; __chartAt?: number; __headerOnScreen?: number };
    return {
      priceAt: w.__priceAt,
      chartAt: w.__chartAt,
      headerOnScreen: w.__headerOnScreen,
      painted: performance.getEntriesByName('kestrel:chart-painted').map((e) => e.startTime),
      candles: started(/\/api\/currency\/new_timeshar/),
      chart: started(/\/assets\/candleChart-[\w-]+\.js$/),
      book: started(/\/api\/currency\/depth/),
      trades: started(/\/api\/currency\/trades/),
      tickers: started(/\/api\/currency\/quotation_new/),
    };
  });
  expect(order.priceAt).toEqual(expect.any(Number));
  expect(order.headerOnScreen, 'the header text is marked for element timing').toEqual(expect.any(Number));
  const priceAt = order.priceAt as number;
  const headerOnScreen = order.headerOnScreen as number;
  const first = (list: { at: number }[]) => Math.min(...list.map((e) => e.at));
  // The chart is drawn after the header is on the screen (its canvas put in, its candles painted).
  expect(order.chartAt, 'the chart canvas was put in after the header was on the screen').toBeGreaterThan(headerOnScreen);
  expect(order.painted.length, 'the chart painted its candles').toBeGreaterThan(0);
  expect(Math.min(...order.painted)).toBeGreaterThan(headerOnScreen);
  // Its candles were asked for at start-up, once, before the page's code had arrived (like the tickers).
  expect(order.candles.length, 'the candles asked for once').toBe(1);
  expect(first(order.candles)).toBeLessThan(priceAt);
  expect(first(order.tickers)).toBeLessThan(priceAt);
  // Its library was fetched once, at low priority (as the page's code loaded, not after the header).
  expect(order.chart.length, 'the chart library fetched once').toBe(1);
  expect(priorities.get(order.chart[0].url), 'the chart library fetched once, at low priority').toEqual(['Low']);
  // The book and the trades ask for their data after the header is on the screen, and after the chart's
  // first candles are (their rows would otherwise be drawn while the chart is), unless the chart had not
  // begun drawing BOOK_WAIT_MS (1 s) after the header: then they ask without it (a loaded machine, a
  // library slow to come), and the chart's canvas was put in later than that.
  const chartAt = order.chartAt as number;
  for (const name of ['book', 'trades'] as const) {
    expect(order[name].length, `${name} asked for`).toBeGreaterThan(0);
    const at = first(order[name]);
    expect(at, `${name} asked for after the price showed`).toBeGreaterThan(priceAt);
    expect(at, `${name} asked for after the header was on the screen`).toBeGreaterThan(headerOnScreen);
    if (at < Math.min(...order.painted)) {
      expect(at - headerOnScreen, `${name} asked for before the chart was drawn: only once the chart is 1 s late`).toBeGreaterThan(900);
      expect(chartAt - headerOnScreen, `${name} asked for before the chart was drawn: only when it had not begun in 1 s`).toBeGreaterThan(
        900,
      );
    }
  }
});

test('the page a visit opens is on screen at once; moving to another page slides it in', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const pageAnimations = () =>
    page.evaluate(
      () =>
        document
          .querySelector('.page')
          ?.getAnimations()
          .map((a) => (a as CSSAnimation).animationName) ?? [],
    );
  await page.goto(PAGES.market.path);
  await PAGES.market.ready(page);
  expect(await pageAnimations()).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.page') as Element).animationName)).toBe('none');
  await tabBar(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('link', { name: /^BTCUSDT/ }).first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.page') as Element).animationName)).toBe('page-in');
});

/** The WCAG contrast ratio of an element's text over its background (a translucent one laid over its parent's). */
function contrastOf(element: Element): number {
  const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
  const layer = (node: Element | null): number[] => {
    if (!node) return [0, 0, 0, 1];
    const [r, g, b, a = 1] = rgba(getComputedStyle(node).backgroundColor);
    if (a >= 1) return [r, g, b, 1];
    const under = layer(node.parentElement);
    return [0, 1, 2].map((i) => [r, g, b][i] * a + under[i] * (1 - a)).concat(1);
  };
  const luminance = ([r, g, b]: number[]) =>
    [r, g, b]
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [fg, bg] = [luminance(rgba(getComputedStyle(element).color)), luminance(layer(element))];
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

test('what Lighthouse reads on the market pages: the Market open pill at 4.5:1, the simulated-data note at 12 px', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  await page.goto(PAGES.symbol.path);
  const open = page.getByText('Market open', { exact: true });
  await expect(open).toBeVisible();
  expect(await open.evaluate(contrastOf)).toBeGreaterThanOrEqual(4.5);
  await page.goto(PAGES.market.path);
  const note = page.getByText(/Market data is simulated/);
  await expect(note).toBeVisible();
  expect(await note.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
});
