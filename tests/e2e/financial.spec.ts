import { expect, test } from '@playwright/test';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { openInLanguage, overflow, tabBar } from './helpers';
import { T } from './money';

test('the earn hub lists every earn product with its best published rate and leads to it', async ({ page }) => {
  await page.goto('/#/pages/quantization/quantization');
  await page.getByRole('link', { name: T('quant.allEarn') }).click();
  await expect(page.getByRole('heading', { level: 1, name: T('routes.financial.index') })).toBeVisible();
  const products = page.getByRole('list', { name: T('financial.products') });
  const card = (key: string) => products.getByRole('link', { name: new RegExp(`^${T(`financial.${key}.name`)}`) });
  // The seeded products' best rates, read from each product's own call.
  await expect(card('quant')).toContainText(T('financial.upToDaily', { rate: '1%' }));
  await expect(card('lockming')).toContainText(T('financial.upToDaily', { rate: '0.5%' }));
  await expect(card('certificate')).toContainText(T('financial.upToYearly', { rate: '6%' }));
  await expect(card('dual')).toContainText(/up to [\d.,]+% a year/);
  await expect(card('presale')).toContainText(/\d+ on sale now/);
  for (const [key, path] of [
    ['lockming', '/pages/lockming/welcome'],
    ['dual', '/pages/invest/invest'],
    ['presale', '/pages/ieo/ieo'],
    ['quant', '/pages/quantization/quantization'],
  ] as const) {
    await card(key).click();
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
    await page.goBack();
  }
  await expect(tabBar(page)).toHaveCount(0);
});

test('the earn hub speaks every language and fits 390 px', async ({ page }) => {
  await page.goto('/#/pages/financial/index');
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { financial: { certificate: { name: string } }; routes: { financial: { index: string } } };
    await openInLanguage(page, lang, '/#/pages/financial/index');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.financial.index })).toBeVisible();
    await expect(page.getByText(s.financial.certificate.name)).toBeVisible();
    expect(await overflow(page), lang).toBeLessThanOrEqual(0);
  }
});
