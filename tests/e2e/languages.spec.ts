import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LANGS } from '../../src/shared/config/constants';
import { tabBar } from './helpers';

type Locale = { tabs: Record<string, string>; auth: Record<string, string>; routes: { transaction: Record<string, string> } };
const locale = (lang: string) => JSON.parse(fs.readFileSync(path.resolve('locales', `${lang}.json`), 'utf8')) as Locale;

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

test('each language file is fetched only when that language is chosen', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(\w+)-[\w-]+\.js$/.exec(r.url());
    if (m && (LANGS as readonly string[]).includes(m[1])) fetched.push(m[1]);
  });
  await page.goto('/#/pages/language/language');
  await expect(page.getByRole('button', { name: 'Tiếng Việt' })).toBeVisible();
  expect(fetched).toEqual(['en']);
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(tabBar(page)).toBeVisible();
  expect(fetched).toEqual(['en', 'tv']);
});
