// Dual investment in the browser against the real server: the admin creates a product starting soon
// (times relative to the server's clock, which other specs move); a user funded by wire buys "Buy low"
// shares in the app, seeing what they invest and both outcomes before confirming; a cancel before the
// start refunds in full; the clock moves past the expiry and "My investments" shows the settlement
// price and the payout, the funding balance exact to the last unit. The four pages in all 12 languages
// at 390 px without overflow.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import Decimal from 'decimal.js';
import type { AdminDualProduct, DualOrder } from '../../src/contract/dual';
import { LANGS } from '../../src/shared/config/constants';
import { dualOutcomes } from '../../src/shared/earn/dual';
import { stringsOf } from '../strings';
import { chooseLanguage, closeNewsPopWhenShown, expectToast, freshEmail, overflow, registerByApi, signInWith } from './helpers';
import { fundByWire, funding, ok, row, T } from './money';

/** An amount as the pages show it in English: USDT with 2 to 8 decimals, a coin with up to 8. */
const shown = (value: Decimal.Value, currency: string) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: currency === 'USDT' ? 2 : 0, maximumFractionDigits: 8 }).format(
    new Decimal(value).toFixed() as `${number}`,
  )} ${currency}`;

async function createProduct(page: Page, form: Record<string, string>) {
  return ok<AdminDualProduct>(page.request, 'POST', 'admin/dual/create', {
    coin: 'BTC',
    type: 'put',
    annual_rate: '0.365',
    days: '1',
    shares: '50',
    per_user_limit: '5',
    ...form,
  });
}
const myOrders = async (page: Page, token: string) =>
  (await ok<{ list: DualOrder[] }>(page.request, 'GET', 'dual/dual_list', {}, token)).list;

test('buy low in the app with both outcomes shown → cancel before the start refunds → settled at expiry, the payout exact', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await closeNewsPopWhenShown(page);
  const { token, uid } = await registerByApi(page.request, freshEmail('dual'));
  await fundByWire(page.request, token, '20000');
  // A strike far below any BTC price: this put settles above it, paid back in USDT.
  const strike = String(1000 + (Date.now() % 500));
  const product = await createProduct(page, { strike, start_in: '3600' });
  expect(product).toMatchObject({ status: 'open', remaining: 50 });
  await signInWith(page, token, uid);

  const buy = async (shares: string) => {
    await page.goto('/#/pages/invest/invest?coin=BTC&type=put');
    await expect(page.getByRole('heading', { level: 1, name: T('routes.invest.invest') })).toBeVisible();
    const card = page.getByRole('listitem', {
      name: T('dual.cardName', { coin: 'BTC', type: T('dual.type.put'), strike: Number(strike).toLocaleString('en'), days: '1 day' }),
    });
    await expect(row(card, T('dual.rate'))).toHaveText('36.5%');
    await card.getByRole('link', { name: T('dual.invest') }).click();
    await expect(page).toHaveURL(new RegExp(`#/pages/invest/purchase\\?id=${product.id}$`));
    const form = page.getByRole('form', { name: T('routes.invest.purchase') });
    await expect(form.getByText(T('dual.buy.available', { amount: '20,000.00 USDT' }))).toBeVisible();
    // Above the per-user limit: said at the field, the typed shares kept.
    await form.getByLabel(T('dual.buy.shares')).fill('6');
    await form.getByRole('button', { name: T('dual.buy.submit') }).click();
    await expect(form.getByText(T('dualErrors.limit', { limit: 5, held: 0 }))).toBeVisible();
    await expect(form.getByLabel(T('dual.buy.shares'))).toHaveValue('6');
    await form.getByLabel(T('dual.buy.shares')).fill(shares);
    await page.waitForTimeout(600);
    await form.getByRole('button', { name: T('dual.buy.submit') }).click();
    const dialog = page.getByRole('dialog', { name: T('dual.buy.confirmTitle') });
    const investedText = (await row(dialog, T('dual.buy.invest')).textContent()) ?? '';
    const invested = new Decimal(investedText.replace(/[^0-9.]/g, ''));
    const outcomes = dualOutcomes('put', invested, strike, '0.365', 1);
    const label = { coin: 'BTC', strike: Number(strike).toLocaleString('en') };
    // Both outcomes before confirming, from the shared formula.
    await expect(row(dialog, T('dual.outcome.putBelow', label))).toHaveText(shown(outcomes.coin, 'BTC'));
    await expect(row(dialog, T('dual.outcome.putAbove', label))).toHaveText(shown(outcomes.usdt, 'USDT'));
    await expect(row(dialog, T('dual.buy.interest'))).toHaveText('0.1%');
    await dialog.getByRole('button', { name: T('common.confirm') }).click();
    await expectToast(page, T('dual.buy.done'));
    await expect(page).toHaveURL(/#\/pages\/invest\/mine$/);
    return investedText;
  };

  // Two shares, then cancelled before the start: everything back.
  const first = await buy('2');
  const [order] = await myOrders(page, token);
  expect(shown(order.invested, 'USDT')).toBe(first);
  expect(await funding(page.request, token)).toEqual({
    available: new Decimal(20000).minus(order.invested).toFixed(),
    frozen: order.invested,
  });
  const card = page.getByRole('listitem', { name: T('dual.order.name', { coin: 'BTC', type: T('dual.type.put'), id: order.id }) });
  await expect(card.getByText(T('dual.status.waiting'))).toBeVisible();
  await card.getByRole('button', { name: T('dual.cancel.open') }).click();
  const cancel = page.getByRole('dialog', { name: T('dual.cancel.title') });
  await expect(row(cancel, T('dual.cancel.refund'))).toHaveText(first);
  await cancel.getByRole('button', { name: T('dual.cancel.confirm') }).click();
  await expectToast(page, T('dual.cancel.done', { amount: first }));
  expect(await funding(page.request, token)).toEqual({ available: '20000', frozen: '0' });

  // One share, held to the expiry.
  const second = await buy('1');
  const held = (await myOrders(page, token)).find((o) => o.status === 'waiting') as DualOrder;
  expect(shown(held.invested, 'USDT')).toBe(second);
  await ok(page.request, 'POST', 'admin/clock', { advance_ms: String((3600 + 86_400 + 5) * 1000) });
  await page.goto('/#/pages/invest/mine?tab=ended');
  const settled = (await myOrders(page, token)).find((o) => o.id === held.id) as DualOrder;
  expect(settled).toMatchObject({ status: 'settled', payout_currency: 'USDT' });
  const payout = dualOutcomes('put', held.invested, strike, '0.365', 1).usdt;
  expect(settled.payout).toBe(payout.toFixed());
  const done = page.getByRole('listitem', { name: T('dual.order.name', { coin: 'BTC', type: T('dual.type.put'), id: held.id }) });
  await expect(done.getByText(T('dual.status.settled'))).toBeVisible();
  await expect(row(done, T('dual.order.settlementPrice'))).toHaveText(shown(settled.settlement_price ?? '', 'USDT'));
  await expect(row(done, T('dual.order.payout'))).toHaveText(shown(payout, 'USDT'));
  expect(await funding(page.request, token)).toEqual({
    available: new Decimal(20000).minus(held.invested).plus(payout).toFixed(),
    frozen: '0',
  });
});

test('the invest pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await closeNewsPopWhenShown(page);
  const { token, uid } = await registerByApi(page.request, freshEmail('dual-langs'));
  await fundByWire(page.request, token, '20000');
  const product = await createProduct(page, { strike: '1500', start_in: '7200', days: '3' });
  await ok(page.request, 'POST', 'dual/buyDual', { id: String(product.id), num: '1' }, token);
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as {
      routes: { invest: Record<'invest' | 'purchase' | 'mine' | 'help', string> };
      dual: { invest: string; buy: { shares: string; submit: string }; rules: { title: string } };
    };
    await chooseLanguage(page, lang);
    // A fresh load in the chosen language (not a hash change on the page already open).
    await page.goto('about:blank');
    await page.goto('/#/pages/invest/invest?coin=BTC&type=put');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.invest.invest })).toBeVisible();
    await expect(page.getByRole('link', { name: s.dual.invest }).first()).toBeVisible();
    expect(await overflow(page), `${lang} invest`).toBeLessThanOrEqual(0);
    await page.goto(`/#/pages/invest/purchase?id=${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: s.routes.invest.purchase })).toBeVisible();
    await page.getByLabel(s.dual.buy.shares).fill('2');
    await page.getByRole('button', { name: s.dual.buy.submit }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await overflow(page), `${lang} purchase`).toBeLessThanOrEqual(0);
    await page.goto('/#/pages/invest/mine');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.invest.mine })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    expect(await overflow(page), `${lang} mine`).toBeLessThanOrEqual(0);
    await page.goto('/#/pages/invest/help');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.invest.help })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: s.dual.rules.title })).toBeVisible();
    expect(await overflow(page), `${lang} help`).toBeLessThanOrEqual(0);
  }
});
