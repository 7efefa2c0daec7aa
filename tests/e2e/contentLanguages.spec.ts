// Content in a language other than English and Chinese: after switching the app to Portuguese, the news
// and the FAQ come in Portuguese (seeded in all twelve languages), not in English.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { stringsOf } from '../strings';
import { closeNewsPopWhenShown } from './helpers';

type Routes = { routes: { common: { faq: string }; news: { news: string } } };

test('in Portuguese the news and the FAQ are in Portuguese', async ({ page }) => {
  const pt = stringsOf('pt') as unknown as Routes;
  await closeNewsPopWhenShown(page);
  await page.goto('/#/pages/fund/assets');
  await page.getByRole('link', { name: /^Language/ }).click();
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page).toHaveURL(/pages\/fund\/assets/);

  await page.getByRole('link', { name: pt.routes.news.news }).click();
  const news = page.getByRole('list', { name: pt.routes.news.news });
  await expect(news.getByRole('listitem')).toHaveCount(3);
  await news.getByRole('link', { name: /Doze idiomas/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doze idiomas' })).toBeVisible();
  await expect(page.getByText(/A Kestrel fala inglês/)).toBeVisible();
  await expect(page.getByText(/Twelve languages|Kestrel speaks English/)).toHaveCount(0);

  await page.goto('/#/pages/common/faq');
  await expect(page.getByRole('heading', { level: 1, name: pt.routes.common.faq })).toBeVisible();
  await expect(page.getByText('Como faço para criar uma conta?')).toBeVisible();
  await expect(page.getByText('How do I create an account?')).toHaveCount(0);
});
