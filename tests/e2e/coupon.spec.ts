import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import type { CouponListReply } from '../../src/contract/coupon';
import type { LeverListReply } from '../../src/contract/trade';
import { stringsOf } from '../strings';
import {
  admin,
  closeNewsPopWhenShown,
  expectToast,
  freshEmail,
  loginByUi,
  openInLanguage,
  overflow,
  registerByApi,
  signInWith,
} from './helpers';
import { ok, row, T } from './money';

// The coupon centre: a new account's welcome voucher in the Available tab, with its worth, its use and
// its expiry; "Use" opens the contract form with it chosen; the cost preview and the confirm dialog
// show what it pays and what the user pays (nothing, for a small order, on an empty account); then it
// is in the Used tab and on the order. An expired one sits in the Expired tab. Every language at 390 px.

const tab = (page: Page, key: string) => page.getByRole('tab', { name: new RegExp(`^${T(`coupon.tabs.${key}`)}`) });

test('the welcome voucher: shown, used on a contract order with its effect in the cost preview, then in Used; an expired one in Expired', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const email = freshEmail('coupon');
  const { token, uid } = await registerByApi(page.request, email);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();

  await page.getByRole('link', { name: T('routes.setting.coupon') }).click();
  await expect(page.getByRole('heading', { level: 1, name: T('routes.setting.coupon') })).toBeVisible();
  await expect(tab(page, 'available')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'available')).toHaveText(`${T('coupon.tabs.available')} (1)`);
  const card = page.getByRole('list', { name: T('coupon.tabs.available') }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('10 USDT');
  await expect(card).toContainText(T('coupon.products.contract'));
  await expect(card).toContainText(T('coupon.sources.signup'));
  await expect(card).toContainText(/Use by \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByText(T('coupon.rules.never'))).toBeVisible();

  // "Use": the contract form with the voucher chosen.
  await card.getByRole('link', { name: T('coupon.useLabel', { amount: '10 USDT' }) }).click();
  await expect(page).toHaveURL(/#\/pages\/transaction\/contract\?coupon=\d+$/);
  const couponId = /coupon=(\d+)/.exec(page.url())?.[1] ?? '';
  const picker = page.getByLabel(T('coupon.field'));
  await expect(picker.locator('option:checked')).toHaveText(/^10 USDT voucher · use by /);
  await expect(row(page, T('trade.available'))).toHaveText(/^0\.00 USDT/);
  await page.getByRole('button', { name: '×10', exact: true }).click();
  await page.getByLabel(T('trade.lots')).fill('0.1');
  // Margin and fee of 0.1 lot at ×10 are far below 10 USDT: the voucher pays all of it, the user nothing.
  const cost = (await row(page, T('trade.totalCost')).textContent()) ?? '';
  expect(cost).toMatch(/^\d+\.\d{2}$/);
  await expect(row(page, T('coupon.covers'))).toHaveText(`−${cost}`);
  await expect(row(page, T('coupon.youPay'))).toHaveText('0.00');

  // Without the voucher the same order is more than the (empty) balance: refused at the lots, nothing lost.
  await picker.selectOption('');
  await expect(row(page, T('coupon.covers'))).toHaveCount(0);
  await page.getByRole('button', { name: T('trade.submitBuy') }).click();
  await expect(page.getByText(T('trade.errors.insufficient', { available: '0.00 USDT' }))).toBeVisible();
  await expect(page.getByLabel(T('trade.lots'))).toHaveValue('0.1');
  await picker.selectOption(couponId);
  await expect(row(page, T('coupon.youPay'))).toHaveText('0.00');
  // A second press of the same button within 500 ms is ignored (SPEC's debounce), as a person would wait.
  await page.waitForTimeout(600);

  await page.getByRole('button', { name: T('trade.submitBuy') }).click();
  const confirm = page.getByRole('dialog', { name: T('trade.confirmOrder') });
  await expect(row(confirm, T('coupon.youPay'))).toHaveText(/^0(\.0+)?$/);
  const total = (await row(confirm, T('trade.totalCost')).textContent()) ?? '';
  await expect(row(confirm, T('coupon.covers'))).toHaveText(`−${total}`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, T('trade.orderPlaced'));
  // The voucher left the picker.
  await expect(page.getByLabel(T('coupon.field'))).toHaveCount(0);

  // The server holds what the dialog said: the voucher paid the whole cost.
  const open = await ok<LeverListReply>(page.request, 'POST', 'lever/my_trade', { status: 'open' }, token);
  const order = open.list[0];
  expect(order.voucher).not.toBeNull();
  expect(Number(order.voucher?.fee) + Number(order.voucher?.margin)).toBeCloseTo(Number(order.fee) + Number(order.margin), 8);

  // In the coupon centre it is used now, and the Available tab says there is none.
  await page.goto('/#/pages/setting/coupon');
  await expect(page.getByText(T('coupon.empty.available'))).toBeVisible();
  await tab(page, 'used').click();
  await expect(tab(page, 'used')).toHaveText(`${T('coupon.tabs.used')} (1)`);
  await expect(page.getByRole('list', { name: T('coupon.tabs.used') }).getByRole('listitem')).toContainText(/Used \d{2}\/\d{2}\/\d{4}/);
  await expect(page).toHaveURL(/tab=used$/);

  // A voucher from the admin that runs out: two days later (the server's test clock) it is in Expired.
  await admin(page.request, 'coupon/grant', { uid: String(uid), amount: '3', days: '1' });
  await admin(page.request, 'clock', { advance_ms: String(2 * 86_400_000) });
  await tab(page, 'expired').click();
  const expired = page.getByRole('list', { name: T('coupon.tabs.expired') }).getByRole('listitem');
  await expect(expired).toContainText('3 USDT');
  await expect(expired).toContainText(/Expired \d{2}\/\d{2}\/\d{4}/);
  await expect(expired.getByRole('link')).toHaveCount(0);
  const counts = (await ok<CouponListReply>(page.request, 'GET', 'coupon/list', { status: 'expired' }, token)).counts;
  expect(counts).toEqual({ available: 0, used: 1, expired: 1 });
});

test('the coupon centre and the voucher picker speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, uid } = await registerByApi(page.request, freshEmail('coupon-langs'));
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { routes: { setting: { coupon: string } }; coupon: { rules: { title: string }; field: string } };
    await openInLanguage(page, lang, '/#/pages/setting/coupon');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.setting.coupon })).toBeVisible();
    await expect(page.getByRole('heading', { name: s.coupon.rules.title })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('10');
    expect(await overflow(page), `${lang} coupon`).toBeLessThanOrEqual(0);
    await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
    await expect(page.getByLabel(s.coupon.field)).toBeVisible();
    expect(await overflow(page), `${lang} contract`).toBeLessThanOrEqual(0);
  }
});
