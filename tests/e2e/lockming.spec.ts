import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, closeNewsPopWhenShown, freshEmail, openInLanguage, overflow, registerByApi, signInWith } from './helpers';
import { funding, fundByWire, row, T } from './money';

const PLAN = 'USDT · 30 days';

test('locked mining: welcome → lock 1,000 USDT for 30 days → a day of income → redeem early → 970 back exactly', async ({ page }) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const { token, uid } = await registerByApi(page.request, freshEmail('lockming'));
  await fundByWire(page.request, token, '2000');
  await signInWith(page, token, uid);

  await page.goto('/#/pages/lockming/welcome');
  await expect(page.getByRole('heading', { level: 1, name: T('routes.lockming.welcome') })).toBeVisible();
  // The best published rate of the plans on offer: 0.5 % a day (the 90-day plan), with its yearly figure.
  await expect(row(page, T('lockming.welcome.best'))).toHaveText(
    `${T('lockming.dailyRate', { rate: '0.5%' })} ${T('lockming.yearly', { rate: '182.5%' })}`,
  );
  await page.getByRole('link', { name: T('lockming.welcome.start') }).click();
  const plan = page.getByRole('listitem', { name: PLAN });
  await expect(plan.getByText(T('lockming.dailyRate', { rate: '0.4%' }))).toBeVisible();
  await expect(row(plan, T('lockming.fee'))).toHaveText('3%');
  await plan.getByRole('link', { name: T('lockming.buy.open') }).click();
  await expect(page).toHaveURL(/#\/pages\/lockming\/buy\?id=\d+$/);

  const form = page.getByRole('form', { name: T('lockming.buy.title', { name: 'USDT 30-day lock' }) });
  await form.getByLabel(T('lockming.amount')).fill('3000');
  await form.getByRole('button', { name: T('lockming.buy.submit') }).click();
  await expect(form.getByText(T('lockmingErrors.balance'))).toBeVisible();
  await expect(form.getByLabel(T('lockming.amount'))).toHaveValue('3000');
  await form.getByLabel(T('lockming.amount')).fill('1000');
  await expect(row(form, T('lockming.buy.daily'))).toHaveText('4.00 USDT');
  await expect(row(form, T('lockming.buy.termIncome', { days: '30 days' }))).toHaveText('120.00 USDT');
  await expect(row(form, T('lockming.buy.atMaturity'))).toHaveText('1,120.00 USDT');
  await expect(row(form, T('lockming.buy.penaltyIfEarly', { rate: '3%' }))).toHaveText('30.00 USDT');
  await page.waitForTimeout(600);
  await form.getByRole('button', { name: T('lockming.buy.submit') }).click();
  const confirm = page.getByRole('dialog', { name: T('lockming.buy.confirmTitle') });
  await expect(row(confirm, T('lockming.amount'))).toHaveText('1,000.00 USDT');
  await expect(row(confirm, T('lockming.buy.termIncome', { days: '30 days' }))).toHaveText('120.00 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').getByText(T('lockming.buy.done'))).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/lockming\/order$/);
  expect(await funding(page.request, token)).toEqual({ available: '1000', frozen: '1000' });

  const order = page.getByRole('listitem', { name: /^USDT 30-day lock #\d+$/ });
  await expect(order.getByText(T('lockming.status.running'))).toBeVisible();
  await admin(page.request, 'clock', { advance_ms: String(86_400_000 + 1000) });
  await page.reload();
  await expect(row(order, T('lockming.order.days'))).toHaveText('1 of 30 days paid');
  await expect(row(order, T('lockming.order.total'))).toHaveText('4.00 USDT');
  expect(await funding(page.request, token)).toEqual({ available: '1004', frozen: '1000' });

  await order.getByRole('button', { name: T('lockming.end.open') }).click();
  const end = page.getByRole('dialog', { name: T('lockming.end.title') });
  await expect(row(end, T('lockming.end.penalty', { rate: '3%' }))).toHaveText('−30.00 USDT');
  await expect(row(end, T('lockming.end.refund'))).toHaveText('970.00 USDT');
  await expect(row(end, T('lockming.end.kept'))).toHaveText('4.00 USDT');
  await end.getByRole('button', { name: T('lockming.end.confirm') }).click();
  await expect(page.getByText(T('lockming.end.done', { refund: '970.00 USDT' }))).toBeVisible();
  expect(await funding(page.request, token)).toEqual({ available: '1974', frozen: '0' });
  await page.getByRole('tab', { name: T('lockming.tabs.ended') }).click();
  await expect(page.getByRole('listitem', { name: /^USDT 30-day lock #\d+$/ }).getByText(T('lockming.status.terminated'))).toBeVisible();
});

test('the locked mining pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, uid } = await registerByApi(page.request, freshEmail('lockming-langs'));
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as {
      lockming: { welcome: { start: string }; buy: { open: string; submit: string } };
      routes: { lockming: { order: string } };
    };
    await openInLanguage(page, lang, '/#/pages/lockming/welcome');
    await page.getByRole('link', { name: s.lockming.welcome.start }).click();
    expect(await overflow(page), `${lang} plans`).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: s.lockming.buy.open }).first().click();
    await expect(page.getByRole('button', { name: s.lockming.buy.submit })).toBeVisible();
    expect(await overflow(page), `${lang} buy`).toBeLessThanOrEqual(0);
    await page.goto('/#/pages/lockming/order');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.lockming.order })).toBeVisible();
    expect(await overflow(page), `${lang} orders`).toBeLessThanOrEqual(0);
  }
});
