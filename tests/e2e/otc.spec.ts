import { expect, type APIRequestContext, test } from '@playwright/test';
import type { OtcAdsReply, OtcOrder } from '../../src/contract/otc';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, closeNewsPopWhenShown, freshEmail, openInLanguage, overflow, registerByApi, signInWith } from './helpers';
import { funding, ok, row, T } from './money';
import { verifyUser } from './verify';

// OTC: buy 100 USDT from a seeded merchant — figures shown before confirming, the merchant's USDT in
// escrow, mark paid, the merchant releases by itself after its published delay (the admin clock moves
// it) → balances exact; an unpaid order times out and the escrow returns; the page in 12 languages.

async function trader(request: APIRequestContext, tag: string) {
  const me = await registerByApi(request, freshEmail(tag));
  await verifyUser(request, me.token, me.uid);
  return me;
}
async function merchantAdvert(request: APIRequestContext, fiat: string, name: string) {
  const ads = await ok<OtcAdsReply>(request, 'GET', 'otc/ads', { side: 'buy', fiat });
  const ad = ads.list.find((a) => a.merchant.name === name);
  if (!ad) throw new Error(`no advert of ${name} in ${fiat}`);
  return ad;
}

test('buy 100 USDT from a seeded merchant: escrow → paid → released → balances exact', async ({ page }) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const { token, uid } = await trader(page.request, 'otc-buy');
  const before = await merchantAdvert(page.request, 'USD', 'Aurora OTC');
  await signInWith(page, token, uid);
  await page.goto('/#/pages/otc/otc');
  await page.getByLabel(T('otc.fiat')).selectOption('USD');
  const card = page.getByRole('listitem', { name: 'Aurora OTC' }).first();
  await expect(card.getByText('1.01 USD')).toBeVisible();
  await card.getByRole('button', { name: T('otc.buyAction') }).click();

  const sheet = page.getByRole('dialog', { name: T('otc.sheet.titleBuy', { name: 'Aurora OTC' }) });
  await sheet.getByLabel(T('otc.sheet.amount'), { exact: true }).fill('5');
  await sheet.getByRole('button', { name: T('otc.sheet.review') }).click();
  await expect(sheet.getByText(T('otcErrors.min', { min: '10' }))).toBeVisible();
  await sheet.getByLabel(T('otc.sheet.amount'), { exact: true }).fill('100');
  await expect(row(sheet, T('otc.sheet.youPay'))).toHaveText('101.00 USD');
  await expect(row(sheet, T('otc.sheet.youReceive'))).toHaveText('100.00 USDT');
  await expect(row(sheet, T('otc.sheet.yourLimit'))).toHaveText('2,000.00 USDT');
  await page.waitForTimeout(600);
  await sheet.getByRole('button', { name: T('otc.sheet.review') }).click();
  const confirm = page.getByRole('dialog', { name: T('otc.sheet.confirmTitle') });
  await expect(row(confirm, T('otc.sheet.youPay'))).toHaveText('101.00 USD');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText(T('otc.status.unpaid'), { exact: true })).toBeVisible();
  await expect(page.getByText(T('otc.detail.payLeft'))).toBeVisible();
  await expect(page.getByText(/Aurora OTC Ltd/)).toBeVisible();
  const during = await merchantAdvert(page.request, 'USD', 'Aurora OTC');
  expect(Number(before.available) - Number(during.available)).toBe(100);

  await page.getByRole('button', { name: T('otc.actions.paid') }).click();
  const paid = page.getByRole('dialog', { name: T('otc.confirm.paidTitle') });
  await expect(row(paid, T('otc.sheet.youPay'))).toHaveText('101.00 USD');
  await paid.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(T('otc.status.paid'), { exact: true })).toBeVisible();
  await expect(page.getByText(/The merchant releases the USDT by itself in/)).toBeVisible();

  await admin(page.request, 'clock', { advance_ms: '16000' });
  await expect(page.getByText(T('otc.status.released'), { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(T('otc.detail.releasedNote'))).toBeVisible();
  expect(await funding(page.request, token)).toEqual({ available: '100', frozen: '0' });
  const after = await merchantAdvert(page.request, 'USD', 'Aurora OTC');
  expect(Number(before.available) - Number(after.available)).toBe(100);
});

test('an unpaid order times out at 15 minutes and the escrow returns', async ({ page }) => {
  test.setTimeout(60_000);
  await closeNewsPopWhenShown(page);
  const { token, uid } = await trader(page.request, 'otc-timeout');
  const before = await merchantAdvert(page.request, 'BRL', 'Rio Câmbio');
  const order = await ok<OtcOrder>(page.request, 'POST', 'otc/order', { ad_id: String(before.id), amount: '50' }, token);
  await signInWith(page, token, uid);
  await page.goto(`/#/pages/otc/otc?tab=orders&order=${order.id}`);
  await expect(page.getByText(T('otc.status.unpaid'), { exact: true })).toBeVisible();
  await expect(page.getByText(/^1[45]:\d\d$/)).toBeVisible();
  expect(Number(before.available) - Number((await merchantAdvert(page.request, 'BRL', 'Rio Câmbio')).available)).toBe(50);
  await admin(page.request, 'clock', { advance_ms: String(15 * 60_000 + 1000) });
  await page.reload();
  await expect(page.getByText(T('otc.status.expired'), { exact: true })).toBeVisible();
  await expect(page.getByText(T('otc.detail.expiredNote'))).toBeVisible();
  await expect(page.getByRole('button', { name: T('otc.actions.paid') })).toHaveCount(0);
  expect((await merchantAdvert(page.request, 'BRL', 'Rio Câmbio')).available).toBe(before.available);
});

test('the OTC page speaks every language and fits 390 px (adverts, sheet, order detail)', async ({ page }) => {
  test.setTimeout(180_000);
  const { token, uid } = await trader(page.request, 'otc-langs');
  const ad = await merchantAdvert(page.request, 'EUR', 'Baltic Desk');
  const order = await ok<OtcOrder>(page.request, 'POST', 'otc/order', { ad_id: String(ad.id), amount: '20' }, token);
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as {
      otc: { buyAction: string; tabs: { orders: string }; detail: { payLeft: string }; sheet: { review: string } };
    };
    await openInLanguage(page, lang, '/#/pages/otc/otc?tab=buy');
    await expect(page.getByRole('button', { name: s.otc.buyAction }).first()).toBeVisible();
    expect(await overflow(page), `${lang} adverts`).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: s.otc.buyAction }).first().click();
    await expect(page.getByRole('button', { name: s.otc.sheet.review })).toBeVisible();
    expect(await overflow(page), `${lang} sheet`).toBeLessThanOrEqual(0);
    await page.goto(`/#/pages/otc/otc?tab=orders&order=${order.id}`);
    await expect(page.getByText(s.otc.detail.payLeft)).toBeVisible();
    expect(await overflow(page), `${lang} order`).toBeLessThanOrEqual(0);
  }
});
