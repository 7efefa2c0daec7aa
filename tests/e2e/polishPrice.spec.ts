// Issue "Polish and hardening": one price colour rule. The big price and the change pill follow the
// day's change (vs. the day's open); a tick only flashes, for at most 300 ms, and then the price is
// back to its colour (the list: neutral) with no tint left. Prices are driven here: the quotation
// snapshot is the server's with BTCUSDT set, and the realtime socket is a stand-in that sends the ticks.
import { expect, type Page, type WebSocketRoute } from '@playwright/test';
import { test } from './fixtures';
import { closeNewsPopWhenShown } from './helpers';

// The flash of a tick is what these tests look at (the suite's pages are otherwise at rest).
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

const UP = 'rgb(40, 186, 152)'; // --up
const NEUTRAL = 'rgb(242, 242, 242)'; // --text
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

interface Feed {
  /** Waits until the app is subscribed and has the snapshot it asks for on connect (a later one would undo a tick). */
  settle(): Promise<void>;
  /** Sends one `ticker` event (socket.io frame) with BTCUSDT at `price`, `change` percent on the day. */
  tick(price: string, change: string): void;
}

/** BTCUSDT at 100.00, up 2.04 % on the day (open 98.00); the socket sends only what the test says. */
async function driveBtc(page: Page): Promise<Feed> {
  let volume = '0';
  let snapshots = 0;
  await page.route(/\/api\/currency\/quotation_new/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { message: Array<Record<string, unknown>> };
    for (const t of body.message) {
      if (t.symbol !== 'BTCUSDT') continue;
      Object.assign(t, { price: '100.00', open: '98.00', change: '2.04', high: '101.00', low: '97.00', decimals: 2 });
      volume = String(t.volume);
    }
    snapshots += 1;
    await route.fulfill({ response, json: body });
  });
  let socket: WebSocketRoute | null = null;
  let subscribed = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    socket = ws;
    // Engine.IO 4 open, then socket.io's namespace connect; pings are far enough apart for a test.
    ws.send(`0${JSON.stringify({ sid: 'e2e', upgrades: [], pingInterval: 60_000, pingTimeout: 60_000, maxPayload: 1_000_000 })}`);
    ws.onMessage((message) => {
      const text = String(message);
      if (text.startsWith('40')) ws.send(`40${JSON.stringify({ sid: 'e2e-ns' })}`);
      if (text.includes('"subscribe"') && text.includes('"ticker"')) subscribed = true;
    });
  });
  return {
    async settle() {
      await expect.poll(() => subscribed && snapshots >= 2, { timeout: 20_000 }).toBe(true);
      await page.waitForTimeout(300);
    },
    tick(price: string, change: string) {
      const update = { symbol: 'BTCUSDT', price, change, high: '101.00', low: '97.00', volume, is_open: true, ts: Date.now() };
      socket?.send(`42${JSON.stringify(['ticker', [update]])}`);
    },
  };
}

/** Records every flash animation as it starts (name, duration, fill, the text it flashes). */
async function recordFlashes(page: Page) {
  await page.evaluate(() => {
    const seen: Array<{ name: string; duration: number; fill: string; text: string }> = [];
    (window as unknown as { flashes: typeof seen }).flashes = seen;
    new MutationObserver(() => {
      for (const a of document.getAnimations()) {
        if (!(a instanceof CSSAnimation) || !/flash/i.test(a.animationName)) continue;
        const timing = a.effect?.getTiming();
        const target = (a.effect as KeyframeEffect | null)?.target;
        seen.push({
          name: a.animationName,
          duration: Number(timing?.duration),
          fill: String(timing?.fill),
          text: target?.textContent ?? '',
        });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const flashesOf = (page: Page, text: string) =>
  page.evaluate(
    (t) =>
      (window as unknown as { flashes: Array<{ name: string; duration: number; fill: string; text: string }> }).flashes.filter(
        (f) => f.text === t,
      ),
    text,
  );

/** The element's colours once its animations are over. */
async function settledLook(page: Page, selector: string) {
  const el = page.locator(selector);
  await expect.poll(() => el.evaluate((node) => node.getAnimations().length), { timeout: 5_000 }).toBe(0);
  return el.evaluate((node) => ({ color: getComputedStyle(node).color, background: getComputedStyle(node).backgroundColor }));
}

test('symbol page: a tick down on an up day keeps the price green like its pill, with a brief red flash', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const feed = await driveBtc(page);
  await page.goto('/#/pages/transaction/index2?symbol=BTCUSDT');
  const price = page.getByRole('status', { name: 'Last price' });
  await expect(price).toHaveText('100.00');
  await feed.settle();
  const pill = page.getByText('+2.04%', { exact: true });
  await expect(pill).toHaveCSS('color', UP);
  await expect(price).toHaveCSS('color', UP);
  // The rule is stated, translated, next to the price (and as its tooltip).
  await expect(page.getByText("Colours show the change since the day's open; a brief flash marks each tick.")).toBeVisible();
  await expect(price).toHaveAttribute('title', /change since the day's open/);

  await recordFlashes(page);
  feed.tick('99.50', '1.53');
  await expect(price).toHaveText('99.50');
  await expect(price).toHaveAttribute('data-flash', 'down');
  await expect.poll(async () => (await flashesOf(page, '99.50')).length).toBeGreaterThan(0);
  for (const flash of await flashesOf(page, '99.50')) {
    expect(flash.name).toMatch(/FlashDown/);
    expect(flash.duration).toBeLessThanOrEqual(300);
    expect(flash.fill).not.toMatch(/forwards|both/);
  }
  // After the flash: the day's colour, the same as the pill's, and no background left.
  const look = await settledLook(page, 'output[aria-label="Last price"]');
  expect(look).toEqual({ color: UP, background: TRANSPARENT });
  await expect(page.getByText('+1.53%', { exact: true })).toHaveCSS('color', UP);
});

test('spot page: the price under its picker follows the same rule (day colour, a brief flash per tick)', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const feed = await driveBtc(page);
  await page.goto('/#/pages/transaction/currency?symbol=BTCUSDT');
  const price = page.getByRole('status', { name: 'Last price' });
  await expect(price).toHaveText('100.00');
  await feed.settle();
  await expect(price).toHaveCSS('color', UP);
  await expect(price).toHaveAttribute('title', /change since the day's open/);
  feed.tick('99.50', '1.53');
  await expect(price).toHaveText('99.50');
  await expect(price).toHaveAttribute('data-flash', 'down');
  const look = await settledLook(page, 'output[aria-label="Last price"]');
  expect(look).toEqual({ color: UP, background: TRANSPARENT });
});

test('market list: a tick flashes the price for at most 300 ms, then it is neutral again', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const feed = await driveBtc(page);
  await page.goto('/#/pages/market/market?category=2');
  const row = page.getByRole('link', { name: /^BTCUSDT/ });
  await expect(row).toContainText('100.00');
  await feed.settle();
  await recordFlashes(page);
  feed.tick('101.00', '3.06');
  await expect(row).toContainText('101.00');
  await expect.poll(async () => (await flashesOf(page, '101.00')).length).toBeGreaterThan(0);
  for (const flash of await flashesOf(page, '101.00')) {
    expect(flash.name).toMatch(/FlashUp/);
    expect(flash.duration).toBeLessThanOrEqual(300);
    expect(flash.fill).not.toMatch(/forwards|both/);
  }
  const href = await row.getAttribute('href');
  const look = await settledLook(page, `a[href="${href}"] > span:nth-child(2)`);
  expect(look).toEqual({ color: NEUTRAL, background: TRANSPARENT });
  // The pill keeps the day's colour (green text on green).
  await expect(row.getByText('+3.06%', { exact: true })).toHaveClass(/\bup\b/);
  await expect(page.getByText("Colours show the change since the day's open; a brief flash marks each tick.")).toBeAttached();
});
