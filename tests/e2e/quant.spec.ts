import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import {
  admin,
  chooseLanguage,
  closeNewsPopWhenShown,
  freshEmail,
  loginByUi,
  overflow,
  registerByApi,
  signInWith,
  tabBar,
} from './helpers';
import { funding, fundByWire, row, T } from './money';
import { verifyUser } from './verify';

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

test('subscribe 1,000 USDT to AI Quant 7 → a day passes → 6 USDT of income shown → end early → 950 refunded exactly', async ({ page }) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const email = freshEmail('quant');
  const { token, uid } = await registerByApi(page.request, email);
  await verifyUser(page.request, token, uid);
  await fundByWire(page.request, token, '2000');
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();

  await tabBar(page).getByRole('link', { name: 'AI / savings' }).click();
  const product = page.getByRole('listitem', { name: 'AI Quant 7' });
  await product.getByRole('button', { name: T('quant.buy.open') }).click();
  const form = product.getByRole('form', { name: T('quant.buy.title', { name: 'AI Quant 7' }) });
  await expect(form.getByText(T('quant.buy.available', { amount: '2,000.00 USDT' }))).toBeVisible();
  // Below the minimum: said at the field, nothing lost.
  await form.getByLabel(T('quant.amount')).fill('50');
  await form.getByRole('button', { name: T('quant.buy.submit') }).click();
  await expect(form.getByText(T('validation.belowMin', { min: '100' }))).toBeVisible();
  await form.getByLabel(T('quant.amount')).fill('1000');
  await expect(row(form, T('quant.buy.daily'))).toHaveText('6.00 USDT');
  await expect(row(form, T('quant.buy.termIncome', { days: '7 days' }))).toHaveText('42.00 USDT');
  await expect(row(form, T('quant.buy.atMaturity'))).toHaveText('1,042.00 USDT');
  await expect(row(form, T('quant.buy.penaltyIfEarly', { rate: '5%' }))).toHaveText('50.00 USDT');
  await page.waitForTimeout(600);
  await form.getByRole('button', { name: T('quant.buy.submit') }).click();
  const confirm = page.getByRole('dialog', { name: T('quant.buy.confirmTitle') });
  await expect(row(confirm, T('quant.amount'))).toHaveText('1,000.00 USDT');
  await expect(row(confirm, T('quant.buy.daily'))).toHaveText('6.00 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(T('quant.buy.done'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/quantitativeOrder\/quantitativeOrder$/);
  expect(await funding(page.request, token)).toEqual({ available: '1000', frozen: '1000' });

  const order = page.getByRole('listitem', { name: /^AI Quant 7 #\d+$/ });
  await expect(row(order, T('quant.order.days'))).toHaveText('0 of 7 days paid');
  await expect(row(order, T('quant.order.today'))).toHaveText('0.00 USDT');

  // A day passes on the server's test clock: the first day's income is paid.
  await admin(page.request, 'clock', { advance_ms: String(86_400_000 + 1000) });
  await page.reload();
  await expect(row(order, T('quant.order.days'))).toHaveText('1 of 7 days paid');
  await expect(row(order, T('quant.order.today'))).toHaveText('6.00 USDT');
  await expect(row(order, T('quant.order.total'))).toHaveText('6.00 USDT');
  expect(await funding(page.request, token)).toEqual({ available: '1006', frozen: '1000' });

  await order.getByRole('button', { name: T('quant.end.open') }).click();
  const end = page.getByRole('dialog', { name: T('quant.end.title') });
  await expect(row(end, T('quant.end.penalty', { rate: '5%' }))).toHaveText('−50.00 USDT');
  await expect(row(end, T('quant.end.refund'))).toHaveText('950.00 USDT');
  await expect(row(end, T('quant.end.kept'))).toHaveText('6.00 USDT');
  await end.getByRole('button', { name: T('quant.end.confirm') }).click();
  await expect(page.getByText(T('quant.end.done', { refund: '950.00 USDT' }))).toBeVisible();
  // Exactly the refund shown: 1006 + 950, nothing frozen.
  expect(await funding(page.request, token)).toEqual({ available: '1956', frozen: '0' });
  await page.getByRole('tab', { name: T('quant.tabs.ended') }).click();
  const ended = page.getByRole('listitem', { name: /^AI Quant 7 #\d+$/ });
  await expect(ended.getByText(T('quant.status.terminated'))).toBeVisible();
  await expect(row(ended, T('quant.order.refund'))).toHaveText('950.00 USDT');
});

test('the savings pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await closeNewsPopWhenShown(page);
  const { token, uid } = await registerByApi(page.request, freshEmail('quant-langs'));
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as {
      quant: { buy: { open: string; submit: string } };
      routes: { quantitativeOrder: { quantitativeOrder: string } };
    };
    await chooseLanguage(page, lang);
    // A fresh load in the chosen language (not a hash change on the page already open).
    await page.goto('about:blank');
    await page.goto('/#/pages/quantization/quantization');
    const first = page.getByRole('listitem', { name: 'AI Quant 7' });
    await first.getByRole('button', { name: s.quant.buy.open }).click();
    await expect(first.getByRole('button', { name: s.quant.buy.submit })).toBeVisible();
    expect(await overflow(page), `${lang} savings`).toBeLessThanOrEqual(0);
    await page.goto('/#/pages/quantitativeOrder/quantitativeOrder');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.quantitativeOrder.quantitativeOrder })).toBeVisible();
    expect(await overflow(page), `${lang} orders`).toBeLessThanOrEqual(0);
  }
});
