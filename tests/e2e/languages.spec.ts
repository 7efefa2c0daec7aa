import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { tabBar } from './helpers';

type Locale = { tabs: Record<string, string>; auth: Record<string, string>; routes: { transaction: Record<string, string> } };
/** A language's strings, every namespace merged. */
const locale = (lang: string) => stringsOf(lang) as unknown as Locale;

/** Nothing is wider than the 390 px screen, and no tab label is cut off. */
async function fitsThePhone(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of LANGS) {
  test(`${lang}: the shell and the login and register pages speak the language and fit 390 px`, async ({ page }) => {
    const strings = locale(lang);
    await page.addInitScript((chosen) => {
      if (!localStorage.getItem('prefs')) localStorage.setItem('prefs', JSON.stringify({ state: { lang: chosen }, version: 0 }));
    }, lang);
    await page.goto('/#/pages/fund/assets');
    for (const key of ['home', 'market', 'quant', 'loan', 'account']) {
      const label = tabBar(page).getByText(strings.tabs[key], { exact: true });
      await expect(label).toBeVisible();
      const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut, `${lang} tab label "${strings.tabs[key]}" is cut off`).toBe(false);
    }
    await fitsThePhone(page);
    await page.goto('/#/pages/common/login');
    await expect(page.getByRole('heading', { level: 1, name: strings.auth.login })).toBeVisible();
    await fitsThePhone(page);
    await page.goto('/#/pages/common/register');
    await expect(page.getByRole('button', { name: strings.auth.sendCode })).toBeVisible();
    await fitsThePhone(page);
    // The market and trading screens too.
    await page.goto('/#/pages/market/market');
    await expect(tabBar(page).getByText(strings.tabs.market, { exact: true })).toBeVisible();
    await expect(page.getByText('BTCUSDT').first()).toBeVisible();
    await fitsThePhone(page);
    for (const [route, heading] of [
      ['/pages/transaction/index2?symbol=BTCUSDT', /BTCUSDT/],
      ['/pages/transaction/contract?symbol=BTCUSDT', strings.routes.transaction.contract],
      ['/pages/transaction/index?symbol=BTCUSDT', strings.routes.transaction.index],
      ['/pages/transaction/currency?symbol=BTCUSDT', strings.routes.transaction.currency],
    ] as const) {
      await page.goto(`/#${route}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await fitsThePhone(page);
    }
  });
}

test.describe('a first visit (nothing cached: what it fetches is the point)', () => {
  test.use({ freshContext: true });
  test('the first screen fetches only the shell strings; an area its own; a language only when chosen', async ({ page }) => {
    // Locale files are served as assets/locales/<lang>-<namespace>-<version>.json.
    const fetched: string[] = [];
    page.on('request', (r) => {
      const m = /\/assets\/locales\/(\w+)-(\w+)-\w+\.json$/.exec(r.url());
      if (m && (LANGS as readonly string[]).includes(m[1])) fetched.push(`${m[1]}/${m[2]}`);
    });
    await page.goto('/');
    await expect(tabBar(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kestrel' })).toBeVisible();
    expect(fetched).toEqual(['en/shell']);
    await page.goto('/#/pages/language/language');
    await expect(page.getByRole('button', { name: 'Tiếng Việt' })).toBeVisible();
    expect(fetched.every((f) => f.startsWith('en/'))).toBe(true);
    const english = fetched.length;
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(tabBar(page)).toBeVisible();
    const vietnamese = fetched.slice(english);
    expect(vietnamese).toContain('tv/shell');
    expect(vietnamese.every((f) => f.startsWith('tv/'))).toBe(true);
    expect(new Set(vietnamese).size).toBe(vietnamese.length);
  });
});
