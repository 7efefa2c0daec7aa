import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './fixtures';
import type { OtcAdsReply, OtcOrder } from '../../src/contract/otc';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, closeNewsPopWhenShown, freshEmail, openInLanguage, overflow, registerByApi, signInWith } from './helpers';
import { funding, ok, row, T } from './money';
import { verifyUser } from './verify';

// OTC in demo mode: a demo account buys 100 USDT from a seeded demo merchant — figures and the cap on
// unpaid orders shown before confirming, the merchant's USDT in escrow, mark paid, the merchant releases
// by itself after its published delay (the admin clock moves it) → balances exact, virtual USDT only;
// an unpaid order times out; at the cap the page says so and closes its buttons; a real account is
// shown no demo merchant; the page in 12 languages.

/** A fresh demo account (10,000 virtual USDT in its funding account). */
async function demoAccount(request: APIRequestContext) {
  const reply = await request.post('/api/user/demo', { form: { lang: 'en' } });
  const body = (await reply.json()) as { type: string; message: { token: string; uid: number } };
  expect(body.type).toBe('ok');
  return body.message;
}
async function merchantAdvert(request: APIRequestContext, token: string, fiat: string, name: string) {
  const ads = await ok<OtcAdsReply>(request, 'GET', 'otc/ads', { side: 'buy', fiat }, token);
  const ad = ads.list.find((a) => a.merchant.name === name);
  if (!ad) throw new Error(`no advert of ${name} in ${fiat}`);
  return ad;
}

test('a demo account buys 100 USDT from a demo merchant: escrow → paid → released → balances exact', async ({ page }) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const { token, uid } = await demoAccount(page.request);
  await signInWith(page, token, uid);
  await page.goto('/#/pages/otc/otc');
  await expect(page.getByText(T('otc.demoNote'))).toBeVisible();
  await page.getByLabel(T('otc.fiat')).selectOption('USD');
  const card = page.getByRole('listitem', { name: 'Aurora OTC' }).first();
  await expect(card.getByText('1.01 USD')).toBeVisible();
  await card.getByRole('button', { name: T('otc.buyAction') }).click();

  const sheet = page.getByRole('dialog', { name: T('otc.sheet.titleBuy', { name: 'Aurora OTC' }) });
  await expect(sheet.getByText(T('otc.sheet.openOrders', { n: 0, count: 3 }))).toBeVisible();
  await sheet.getByLabel(T('otc.sheet.amount'), { exact: true }).fill('5');
  await sheet.getByRole('button', { name: T('otc.sheet.review') }).click();
  await expect(sheet.getByText(T('otcErrors.min', { min: '10' }))).toBeVisible();
  await sheet.getByLabel(T('otc.sheet.amount'), { exact: true }).fill('100');
  await expect(row(sheet, T('otc.sheet.youPay'))).toHaveText('101.00 USD');
  await expect(row(sheet, T('otc.sheet.youReceive'))).toHaveText('100.00 USDT');
  await expect(row(sheet, T('otc.sheet.yourLimit'))).toHaveText('2,000.00 USDT');
  await expect(row(sheet, T('otc.sheet.sellerHolds'))).toHaveText('50,000.00 USDT');
  await page.waitForTimeout(600);
  await sheet.getByRole('button', { name: T('otc.sheet.review') }).click();
  const confirm = page.getByRole('dialog', { name: T('otc.sheet.confirmTitle') });
  await expect(row(confirm, T('otc.sheet.youPay'))).toHaveText('101.00 USD');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText(T('otc.status.unpaid'), { exact: true })).toBeVisible();
  await expect(page.getByText(T('otc.detail.payLeft'))).toBeVisible();
  await expect(page.getByText(/Aurora OTC Ltd/)).toBeVisible();
  await expect(page.getByText(T('otc.detail.demoNote'))).toBeVisible();

  await page.getByRole('button', { name: T('otc.actions.paid') }).click();
  const paid = page.getByRole('dialog', { name: T('otc.confirm.paidTitle') });
  await expect(row(paid, T('otc.sheet.youPay'))).toHaveText('101.00 USD');
  await paid.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(T('otc.status.paid'), { exact: true })).toBeVisible();
  await expect(page.getByText(/The merchant releases the USDT by itself in/)).toBeVisible();

  await admin(page.request, 'clock', { advance_ms: '16000' });
  await expect(page.getByText(T('otc.status.released'), { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(T('otc.detail.releasedNote'))).toBeVisible();
  expect(await funding(page.request, token)).toEqual({ available: '10100', frozen: '0' });
});

test('an unpaid order times out at 15 minutes and can no longer be marked paid', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const { token, uid } = await demoAccount(page.request);
  const ad = await merchantAdvert(page.request, token, 'BRL', 'Rio Câmbio');
  const order = await ok<OtcOrder>(page.request, 'POST', 'otc/order', { ad_id: String(ad.id), amount: '50' }, token);
  await signInWith(page, token, uid);
  await page.goto(`/#/pages/otc/otc?tab=orders&order=${order.id}`);
  await expect(page.getByText(T('otc.status.unpaid'), { exact: true })).toBeVisible();
  await expect(page.getByText(/^1[45]:\d\d$/)).toBeVisible();
  await admin(page.request, 'clock', { advance_ms: String(15 * 60_000 + 1000) });
  await page.reload();
  await expect(page.getByText(T('otc.status.expired'), { exact: true })).toBeVisible();
  await expect(page.getByText(T('otc.detail.expiredNote'))).toBeVisible();
  await expect(page.getByRole('button', { name: T('otc.actions.paid') })).toHaveCount(0);
});

test('at the cap of unpaid orders the page says so and closes its buttons', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const { token, uid } = await demoAccount(page.request);
  const ad = await merchantAdvert(page.request, token, 'EUR', 'Baltic Desk');
  const orders: OtcOrder[] = [];
  for (let i = 0; i < 3; i += 1)
    orders.push(await ok<OtcOrder>(page.request, 'POST', 'otc/order', { ad_id: String(ad.id), amount: '20' }, token));
  await signInWith(page, token, uid);
  await page.goto('/#/pages/otc/otc?tab=buy');
  await expect(page.getByText(T('otcErrors.tooManyOrders', { max: 3 }))).toBeVisible();
  await expect(page.getByRole('button', { name: T('otc.buyAction') }).first()).toBeDisabled();
  await ok(page.request, 'POST', 'otc/order/cancel', { id: String(orders[0].id) }, token);
  await page.reload();
  await expect(page.getByText(T('otcErrors.tooManyOrders', { max: 3 }))).toHaveCount(0);
  await page
    .getByRole('button', { name: T('otc.buyAction') })
    .first()
    .click();
  await expect(page.getByText(T('otc.sheet.openOrders', { n: 2, count: 3 }))).toBeVisible();
});

test('a real account is shown no demo merchant', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const real = await registerByApi(page.request, freshEmail('otc-real'));
  await verifyUser(page.request, real.token, real.uid);
  await signInWith(page, real.token, real.uid);
  await page.goto('/#/pages/otc/otc?tab=buy');
  await expect(page.getByRole('tab', { name: T('otc.tabs.buy') })).toBeVisible();
  await expect(page.getByText(T('otc.demoNote'))).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Aurora OTC' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Baltic Desk' })).toHaveCount(0);
});

test('the OTC page speaks every language and fits 390 px (adverts, sheet, order detail)', async ({ page }) => {
  test.setTimeout(180_000);
  const { token, uid } = await demoAccount(page.request);
  const ad = await merchantAdvert(page.request, token, 'EUR', 'Baltic Desk');
  const order = await ok<OtcOrder>(page.request, 'POST', 'otc/order', { ad_id: String(ad.id), amount: '20' }, token);
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as {
      otc: { buyAction: string; demoNote: string; detail: { payLeft: string; demoNote: string }; sheet: { review: string } };
    };
    await openInLanguage(page, lang, '/#/pages/otc/otc?tab=buy');
    await expect(page.getByRole('button', { name: s.otc.buyAction }).first()).toBeVisible();
    await expect(page.getByText(s.otc.demoNote)).toBeVisible();
    expect(await overflow(page), `${lang} adverts`).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: s.otc.buyAction }).first().click();
    await expect(page.getByRole('button', { name: s.otc.sheet.review })).toBeVisible();
    expect(await overflow(page), `${lang} sheet`).toBeLessThanOrEqual(0);
    await page.goto(`/#/pages/otc/otc?tab=orders&order=${order.id}`);
    await expect(page.getByText(s.otc.detail.payLeft)).toBeVisible();
    await expect(page.getByText(s.otc.detail.demoNote)).toBeVisible();
    expect(await overflow(page), `${lang} order`).toBeLessThanOrEqual(0);
  }
});
