import { expect, test } from '@playwright/test';
import { tabBar } from './helpers';

test('the AI / savings tab lists the savings products with their terms and what they earn', async ({ page }) => {
  await page.goto('/#/pages/quantization/quantization');
  await expect(page.getByRole('heading', { level: 1, name: 'AI / savings' })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'AI / savings' })).toHaveAttribute('aria-current', 'page');
  const product = page.getByRole('listitem', { name: 'AI Quant 7' });
  await expect(product.getByText('0.6% a day')).toBeVisible();
  await expect(product.getByText('7 days', { exact: true })).toBeVisible();
  await expect(product.getByText('100 – 20,000 USDT')).toBeVisible();
  // 1,000 USDT × 0.6 % × 7 days, from the shared formula the settlement will use.
  await expect(product.getByText('1,000 USDT earns 42 USDT in 7 days')).toBeVisible();
  await expect(product.getByText('Level 1')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'AI Quant 30' }).getByText('1% a day')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
