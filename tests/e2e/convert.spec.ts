import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import Decimal from 'decimal.js';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, openInLanguage, tryDemo } from './helpers';

// Converting in the funding account, as a fresh demo user (10,000 USDT in funding, no BTC there): the
// confirm dialog shows exactly what the quote charges, the balances move by exactly that, and a
// quote that went stale on the server is refused and replaced rather than filled at another price.

const CONVERT = '/#/pages/fund/fundTransfer';

const token = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

/** The funding account's available balance of a currency, exactly as the server keeps it. */
async function funding(page: Page, code: string): Promise<Decimal> {
  const reply = await page.request.post('/api/wallet/detail', {
    form: { type: 'legal', lang: 'en' },
    headers: { Authorization: await token(page) },
  });
  const list = ((await reply.json()) as { message: Array<{ code: string; available: string }> }).message;
  return new Decimal(list.find((b) => b.code === code)?.available ?? '0');
}

/** Money moved on another device: straight through the API with the page's session. */
async function transferElsewhere(page: Page, number: string, from_field: string, to_field: string) {
  const headers = { Authorization: await token(page) };
  const list = await page.request.get('/api/currency/user_currency_list?lang=en', { headers });
  const currencies = ((await list.json()) as { message: Array<{ id: number; code: string }> }).message;
  const currency_id = String(currencies.find((c) => c.code === 'USDT')?.id);
  const reply = await page.request.post('/api/wallet/change', { form: { currency_id, number, from_field, to_field, lang: 'en' }, headers });
  expect(((await reply.json()) as { type: string }).type).toBe('ok');
}

/** The value next to a label in a list of label/value rows. */
function row(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }),
    })
    .getByRole('definition');
}

/** The number in a figure such as "1,000.20 USDT". */
const read = async (locator: Locator) => new Decimal(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));

/** Buttons ignore a second tap within 500 ms (SPEC §9), so a person's next try comes a moment later. */
async function tapAgain(button: Locator) {
  await button.page().waitForTimeout(550);
  await button.click();
}

const convertButton = (page: Page) => page.getByRole('button', { name: 'Convert', exact: true });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Confirm conversion' });

test('100 USDT into BTC: the dialog shows the quote exactly, and the funding balances move by exactly that', async ({ page }) => {
  await tryDemo(page);
  const usdtBefore = await funding(page, 'USDT');
  const btcBefore = await funding(page, 'BTC');
  await page.goto(CONVERT);
  await expect(page.getByRole('heading', { level: 1, name: 'Convert' })).toBeVisible();
  // USDT into BTC unless the address says otherwise.
  await expect(page.getByLabel('From').locator('option:checked')).toHaveText(/^USDT/);
  await expect(page.getByLabel('To', { exact: true }).locator('option:checked')).toHaveText(/^BTC/);
  await expect(page.getByText('Available in funding: 10,000.00 USDT')).toBeVisible();

  // The preview as typed: the fee on top of the amount, from the seeded fee rate 0.002.
  await page.getByLabel('Amount').fill('100');
  const preview = page.locator('form');
  await expect(row(preview, 'Rate')).toHaveText(/^1 USDT = 0\.0000\d+ BTC$/);
  await expect(row(preview, 'Fee (0.2%)')).toHaveText('0.20 USDT');
  await expect(row(preview, 'Total cost')).toHaveText('100.20 USDT');
  await expect(row(preview, 'You receive')).toHaveText(/^0\.\d{1,8} BTC$/);

  // Convert takes a fresh quote: its figures, and how long it holds.
  await convertButton(page).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^Price held for (10|9|8|7|6|5) s$/);
  await expect(row(dialog, 'Amount')).toHaveText('100.00 USDT');
  expect((await read(row(dialog, 'Fee (0.2%)'))).toFixed()).toBe('0.2');
  expect((await read(row(dialog, 'Total cost'))).toFixed()).toBe('100.2');
  await expect(row(dialog, 'You receive')).toHaveText(/^0\.\d{1,8} BTC$/);
  const receiveText = ((await row(dialog, 'You receive').textContent()) ?? '').replace(' BTC', '');
  const receive = new Decimal(receiveText);
  expect(receive.gt(0)).toBe(true);

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`100.00 USDT converted: ${receiveText} BTC received`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Amount')).toHaveValue('');

  // Exactly the cost left, exactly what the dialog said arrived.
  expect((await funding(page, 'USDT')).toFixed()).toBe(usdtBefore.minus('100.2').toFixed());
  expect((await funding(page, 'BTC')).toFixed()).toBe(btcBefore.plus(receive).toFixed());
  // The page read the balance again.
  await expect(page.getByText('Available in funding: 9,899.80 USDT')).toBeVisible();

  // ⇅: now from BTC, whose funding balance is what arrived.
  await page.getByRole('button', { name: 'Swap currencies' }).click();
  await expect(page.getByLabel('From').locator('option:checked')).toHaveText(/^BTC/);
  await expect(page.getByLabel('To', { exact: true }).locator('option:checked')).toHaveText(/^USDT/);
  await expect(page.getByText(`Available in funding: ${receiveText} BTC`)).toBeVisible();

  // And the Account tab shows the funding account after the conversion.
  await page.goto('/#/pages/fund/assets');
  const fundingCard = page.getByRole('region', { name: 'Funding', exact: true });
  await expect(row(fundingCard.getByRole('listitem', { name: 'USDT' }), 'Available')).toHaveText('9,899.80');
  await expect(row(fundingCard.getByRole('listitem', { name: 'BTC' }), 'Available')).toHaveText(receiveText);
});

test('more than the funding balance is refused at the amount, typed value kept; Max fits amount and fee exactly', async ({ page }) => {
  await tryDemo(page);
  const ids = await page.evaluate(async () => {
    const r = await fetch('/api/user/getTransferList', {
      method: 'POST',
      headers: { Authorization: localStorage.getItem('token') ?? '', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'lang=en',
    });
    const list = ((await r.json()) as { message: Array<{ id: number; code: string }> }).message;
    return Object.fromEntries(list.map((c) => [c.code, c.id]));
  });
  // Prefilled from the address: ETH into USDT, then back to USDT into ETH.
  await page.goto(`${CONVERT}?from=${ids.ETH}&to=${ids.USDT}`);
  await expect(page.getByLabel('From').locator('option:checked')).toHaveText(/^ETH/);
  await expect(page.getByLabel('To', { exact: true }).locator('option:checked')).toHaveText(/^USDT/);
  await page.goto(`${CONVERT}?from=${ids.USDT}&to=${ids.ETH}`);
  await expect(page.getByLabel('To', { exact: true }).locator('option:checked')).toHaveText(/^ETH/);
  await expect(page.getByText('Available in funding: 10,000.00 USDT')).toBeVisible();
  const amount = page.getByLabel('Amount');

  // The whole balance is too much once the fee is added on top.
  await amount.fill('10000');
  await convertButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
  await expect(amount).toHaveValue('10000');
  await expect(dialogOf(page)).toHaveCount(0);

  // Refused by the server: the money left on another device while the dialog was open.
  await amount.fill('5000');
  await tapAgain(convertButton(page));
  await expect(dialogOf(page).getByRole('timer')).toBeVisible();
  await transferElsewhere(page, '9000', 'legal', 'change');
  await dialogOf(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
  await expect(amount).toHaveValue('5000');
  await expect(page.getByText('Available in funding: 1,000.00 USDT')).toBeVisible();

  // Max: the largest amount whose amount + fee (rounded up) fits 1,000 USDT.
  await page.getByRole('button', { name: 'Max' }).click();
  const max = new Decimal('1000').div('1.002').toDecimalPlaces(8, Decimal.ROUND_DOWN);
  await expect(amount).toHaveValue(max.toFixed());
  const preview = page.locator('form');
  await expect(row(preview, 'Total cost')).toHaveText('1,000.00 USDT');
  await tapAgain(convertButton(page));
  const dialog = dialogOf(page);
  const cost = await read(row(dialog, 'Total cost'));
  expect(cost.lte(1000)).toBe(true);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^998\.00 USDT converted: [\d.]+ ETH received$/)).toBeVisible();
  expect((await funding(page, 'USDT')).toFixed()).toBe(new Decimal(1000).minus(cost).toFixed());
});

test.describe('with the phone clock installed (in a context of its own)', () => {
  test.use({ freshContext: true });
  test('a quote gone stale on the server is refused, and a new one is taken and confirmed; the countdown runs out on the phone too', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await tryDemo(page);
    const usdtBefore = await funding(page, 'USDT');
    await page.goto(CONVERT);
    await expect(page.getByText('Available in funding: 10,000.00 USDT')).toBeVisible();
    await page.getByLabel('Amount').fill('50');
    await convertButton(page).click();
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('timer')).toHaveText(/^Price held for \d+ s$/);

    // 11 s pass on the server while the dialog is open (the phone's clock does not know).
    await admin(page.request, 'clock', { advance_ms: '11000' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The quote expired before you confirmed: check the new price and confirm again');
    const refresh = dialog.getByRole('button', { name: 'Refresh quote' });
    await expect(refresh).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    expect((await funding(page, 'USDT')).toFixed()).toBe(usdtBefore.toFixed());

    // A new quote: the same amount, fresh prices, Confirm again.
    await tapAgain(refresh);
    await expect(dialog.getByRole('timer')).toHaveText(/^Price held for \d+ s$/);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect((await read(row(dialog, 'Total cost'))).toFixed()).toBe('50.1');
    await tapAgain(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(page.getByText(/^50\.00 USDT converted: 0\.\d+ BTC received$/)).toBeVisible();
    expect((await funding(page, 'USDT')).toFixed()).toBe(usdtBefore.minus('50.1').toFixed());

    // The countdown on the phone: once the quote has run out, Confirm becomes Refresh quote.
    await page.getByLabel('Amount').fill('10');
    await tapAgain(convertButton(page));
    await expect(dialog.getByRole('timer')).toHaveText(/^Price held for \d+ s$/);
    await page.clock.fastForward(11_000);
    await expect(dialog.getByRole('timer')).toHaveText('The quote has expired: refresh it for the current price');
    await dialog.getByRole('button', { name: 'Refresh quote' }).click();
    await expect(dialog.getByRole('timer')).toHaveText(/^Price held for \d+ s$/);
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Amount')).toHaveValue('10');
  });
});

test('in every language the convert page and its dialog fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await tryDemo(page);
  const fits = async (where: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, where).toBeLessThanOrEqual(0);
    const dialogOverflow = await page.evaluate(() => {
      const d = document.querySelector('[role="dialog"]');
      return d ? d.scrollWidth - d.clientWidth : 0;
    });
    expect(dialogOverflow, `${where} dialog`).toBeLessThanOrEqual(0);
  };
  for (const lang of LANGS) {
    const strings = stringsOf(lang) as unknown as ConvertStrings;
    const c = strings.fund.convert;
    await openInLanguage(page, lang, CONVERT);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(c.inFunding)).toBeVisible();
    await page.getByLabel(strings.fund.amount, { exact: true }).fill('123');
    await expect(row(page.locator('form'), c.receive)).toHaveText(/\d BTC$/);
    await fits(`${lang} convert`);
    await page.getByRole('button', { name: c.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: c.confirmTitle });
    await expect(dialog.getByRole('timer')).toBeVisible();
    await fits(`${lang} convert`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

type ConvertStrings = {
  fund: { amount: string; convert: Record<string, string> };
};
