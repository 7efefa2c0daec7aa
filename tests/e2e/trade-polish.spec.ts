import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import Decimal from 'decimal.js';
import { LANGS } from '../../src/shared/config/constants';
import { APP_LOCALES } from '../../src/shared/config/locale';
import { stringsOf } from '../strings';
import { admin, openInLanguage as openAt } from './helpers';

// The trade pages at 390 px as a new user meets them, in every language: one-row controls, the app's
// own field and button styles, numbers grouped and rounded the way the user's language writes them.
const DEMO = { email: 'demo@kestrel.test', password: 'kestrel123' };
type Trade = { trade: Record<string, string> };
const tradeStrings = (lang: string) => (stringsOf(lang) as unknown as Trade).trade;

/** Signs the demo account in through the API (as the login page would) and opens the app in `lang`. */
async function signedIn(page: Page, lang: string) {
  const reply = await page.request.post('/api/user/login', { form: { user_string: DEMO.email, password: DEMO.password, lang: 'en' } });
  const body = (await reply.json()) as { type: string; message: { token: string; uid: number } };
  expect(body.type).toBe('ok');
  await page.addInitScript(
    ([token, uid, chosen]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('userInfo', JSON.stringify({ uid: Number(uid) }));
        localStorage.setItem('prefs', JSON.stringify({ state: { lang: chosen }, version: 0 }));
      }
    },
    [body.message.token, String(body.message.uid), lang],
  );
  return body.message.token;
}

async function openInLanguage(page: Page, lang: string, path: string) {
  await openAt(page, lang, `/#${path}`);
}

/** All of these sit on one row, inside the 390 px screen. */
async function oneRow(items: Locator) {
  const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(1);
  const tops = new Set(boxes.map((b) => Math.round(b.top)));
  expect(tops.size, `on ${tops.size} rows`).toBe(1);
  for (const b of boxes) {
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(390);
  }
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const percent = (lang: string, n: number) => new Intl.NumberFormat(APP_LOCALES[lang], { style: 'percent' }).format(n / 100);

test('in every language at 390 px: leverage is a one-row slider with its marks, the shares one row, each labelled', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, 'en');
  await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
  for (const lang of LANGS) {
    const strings = tradeStrings(lang);
    await openInLanguage(page, lang, '/pages/transaction/contract?symbol=BTCUSDT');
    const slider = page.getByRole('slider', { name: strings.leverage });
    await expect(slider).toBeVisible();
    // ×1 … ×100 under the slider on one row (×100 no longer wraps alone onto a second one).
    const marks = slider.locator('xpath=following-sibling::div[1]').locator('button');
    await expect(marks).toHaveText(['×1', '×2', '×5', '×10', '×20', '×50', '×100']);
    await oneRow(marks);
    // The keyboard moves it; a screen reader hears the leverage in the language.
    await slider.focus();
    await slider.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', strings.leverageText.replace('{{value}}', '100'));
    await slider.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', strings.leverageText.replace('{{value}}', '50'));
    // A tap on a mark picks it too.
    await marks.filter({ hasText: /^×5$/ }).click();
    await expect(slider).toHaveAttribute('aria-valuetext', strings.leverageText.replace('{{value}}', '5'));
    const shares = page.getByRole('group', { name: strings.shareOfBalance }).getByRole('button');
    await expect(shares).toHaveText([25, 50, 75, 100].map((n) => percent(lang, n)));
    await oneRow(shares);
    await fitsThePhone(page);
    // The ways on are buttons whose label is not cut off, here and on the spot and options pages.
    for (const path of ['', '/pages/transaction/currency?symbol=BTCUSDT', '/pages/transaction/index?symbol=BTCUSDT&tab=seconds']) {
      if (path) await page.goto(`/#${path}`);
      await expect(
        page
          .getByRole('slider')
          .or(page.getByRole('group', { name: strings.shareOfBalance }))
          .first(),
      ).toBeVisible();
      const buttons = page.locator('a.btn');
      expect(await buttons.count()).toBeGreaterThan(1);
      const cut = await buttons.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
      expect(cut, `${lang}: cut off`).toEqual([]);
      await fitsThePhone(page);
    }
  }
});

test("the symbol picker is the app's select field; Chart, All positions and History are buttons", async ({ page }) => {
  await signedIn(page, 'en');
  await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
  const picker = page.getByRole('combobox', { name: 'Symbol' });
  await expect(picker).toHaveValue('BTCUSDT');
  // Inside the shared field's input row, as every other select of the app.
  await expect(picker.locator('xpath=..')).toHaveClass(/\binput-row\b/);
  await picker.selectOption('ETHUSDT');
  await expect(page).toHaveURL(/symbol=ETHUSDT/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const name of ['Chart', 'All positions', 'History']) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveClass(/\bbtn\b/);
    expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
  await oneRow(page.getByRole('link', { name: /^(All positions|History)$/ }));
  await page.getByRole('link', { name: 'Chart', exact: true }).click();
  await expect(page).toHaveURL(/index2\?symbol=ETHUSDT/);
});

test('numbers in the language of the user: German groups with dots, USDT to the cent, the exact figure in the confirm dialog', async ({
  page,
}) => {
  const token = await signedIn(page, 'dt');
  const strings = tradeStrings('dt');
  await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
  const reply = await page.request.post('/api/lever/deal', { form: { symbol: 'BTCUSDT', lang: 'en' }, headers: { Authorization: token } });
  const available = new Decimal(((await reply.json()) as { message: { available: string } }).message.available);
  const de = (d: Decimal, places: number) =>
    new Intl.NumberFormat('de', { minimumFractionDigits: places, maximumFractionDigits: places }).format(
      d.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed() as `${number}`,
    );
  const row = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  await expect(row(strings.available)).toHaveText(`${de(available, 2)} USDT`);
  await expect(page.getByRole('status', { name: strings.lastPrice })).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);

  // 100 % of what the balance allows, then the confirm dialog: the fee to its last unit.
  await page
    .getByRole('group', { name: strings.shareOfBalance })
    .getByRole('button', { name: percent('dt', 100) })
    .click();
  await expect(page.getByLabel(strings.lots)).toHaveValue(/^\d+(\.\d{1,2})?$/);
  await expect(row(strings.fee)).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  await page.getByRole('button', { name: strings.submitBuy }).click();
  const confirm = page.getByRole('dialog', { name: strings.confirmOrder });
  await expect(confirm).toBeVisible();
  const fee = (await confirm.locator('dl > div').filter({ hasText: strings.fee }).getByRole('definition').textContent()) ?? '';
  expect(fee).toMatch(/^\d{1,3}(\.\d{3})*,\d{2,8}$/);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
});

/** The symbol's last price, as the market list has it. */
async function lastPrice(page: Page, symbol: string): Promise<Decimal> {
  const reply = await page.request.get('/api/currency/quotation_new', { params: { category: '2' } });
  const list = ((await reply.json()) as { message: Array<{ symbol: string; price: string }> }).message;
  return new Decimal(list.find((x) => x.symbol === symbol)?.price ?? '0');
}

test('a share stays chosen: at 100 % the lots follow the price, so the order is still affordable; typed lots stay as typed', async ({
  page,
}) => {
  await signedIn(page, 'en');
  const strings = tradeStrings('en');
  await page.goto('/#/pages/transaction/contract?symbol=ETHUSDT');
  const lots = page.getByLabel(strings.lots);
  const all = page.getByRole('group', { name: strings.shareOfBalance }).getByRole('button', { name: percent('en', 100) });
  await all.click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(lots).toHaveValue(/^\d+(\.\d{1,2})?$/);
  const before = new Decimal(await lots.inputValue());

  // The price jumps 5 % up (by hand, on the test server): the balance pays for fewer lots, and the field follows.
  const price = await lastPrice(page, 'ETHUSDT');
  await admin(page.request, 'price', { symbol: 'ETHUSDT', price: price.times(1.05).toFixed(2) });
  await expect.poll(async () => new Decimal((await lots.inputValue()) || '0').lt(before)).toBe(true);
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: strings.submitBuy }).click();
  const confirm = page.getByRole('dialog', { name: strings.confirmOrder });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);

  // A field being edited is not rewritten under the person: with the focus in it, a price move leaves
  // its text as it was (typing over a selection would otherwise add to the rewritten text).
  await lots.click();
  const held = await lots.inputValue();
  await admin(page.request, 'price', { symbol: 'ETHUSDT', price: price.times(0.97).toFixed(2) });
  await expect.poll(async () => (await lastPrice(page, 'ETHUSDT')).lt(price)).toBe(true);
  await page.waitForTimeout(1500);
  await expect(lots).toHaveValue(held);

  // Lots typed by hand are the user's: the share lets go and a price move leaves them alone.
  await lots.fill('0.5');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await admin(page.request, 'price', { symbol: 'ETHUSDT', price: price.toFixed(2) });
  await expect.poll(async () => (await lastPrice(page, 'ETHUSDT')).lt(price.times(1.03))).toBe(true);
  await page.waitForTimeout(500);
  await expect(lots).toHaveValue('0.5');
});
