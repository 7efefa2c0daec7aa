import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import Decimal from 'decimal.js';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { openInLanguage, tryDemo } from './helpers';

// Each test tries a fresh demo account (10,000 USDT in each of its four accounts, BTC and ETH in spot),
// so no test sees another's transfers.

/** One of the four account cards of the Account tab, by its name. */
const account = (page: Page, name: 'Funding' | 'Spot' | 'Contract' | 'Seconds') => page.getByRole('region', { name, exact: true });

/** The value next to a label in a list of label/value rows. */
function row(scope: Page | Locator, label: string): Locator {
  const page = 'mainFrame' in scope ? scope : scope.page();
  return scope
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}

/** What an account card shows as available of one currency. */
const available = (page: Page, name: 'Funding' | 'Spot' | 'Contract' | 'Seconds', code = 'USDT') =>
  row(account(page, name).getByRole('listitem', { name: code }), 'Available');

/** An amount as the Account tab shows USDT: grouped, two places ("10,000.00"). */
const usdt = (d: Decimal.Value) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed() as `${number}`,
  );
const read = async (locator: Locator) => new Decimal(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));

/** Buttons ignore a second tap within 500 ms (SPEC §9), so a person's next try comes a moment later. */
async function tapAgain(button: Locator) {
  await button.page().waitForTimeout(550);
  await button.click();
}

/** A finger pulling the page down from its top and letting go. */
async function pullDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 150 }] });
  for (let y = 170; y <= 450; y += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
  await expect(page.getByText('Release to refresh')).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A transfer the app does not know about (made on another device): straight through the API with
 * the page's session.
 */
async function transferElsewhere(page: Page, number: string, from_field: string, to_field: string, code = 'USDT') {
  const headers = { Authorization: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' };
  const list = await page.request.get('/api/currency/user_currency_list?lang=en', { headers });
  const currencies = ((await list.json()) as { message: Array<{ id: number; code: string }> }).message;
  const currency_id = String(currencies.find((c) => c.code === code)?.id);
  const reply = await page.request.post('/api/wallet/change', { form: { currency_id, number, from_field, to_field, lang: 'en' }, headers });
  expect(((await reply.json()) as { type: string }).type).toBe('ok');
}

test('the Account tab shows the total and the four accounts; another fiat changes the total and survives a reload; pull to refresh', async ({
  page,
}) => {
  await tryDemo(page);
  const total = page.getByRole('status', { name: 'Total value' });
  await expect(total).toHaveText(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);
  for (const name of ['Funding', 'Spot', 'Contract', 'Seconds'] as const) {
    await expect(account(page, name).getByRole('heading', { name })).toBeVisible();
    await expect(available(page, name)).toHaveText('10,000.00');
  }
  await expect(available(page, 'Spot', 'BTC')).toHaveText('0.50');
  await expect(row(account(page, 'Spot').getByRole('listitem', { name: 'ETH' }), 'Frozen')).toHaveText('0.00');
  // The four money actions and the menu below, as before.
  const actions = page.getByRole('navigation', { name: 'Money actions' });
  for (const name of ['Deposit', 'Withdraw', 'Transfer', 'Convert']) await expect(actions.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();

  // Amounts can be hidden from onlookers.
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(total).toHaveText('******');
  await expect(available(page, 'Funding')).toHaveText('******');
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(total).toHaveText(/^\$/);

  // Euros: the total and the accounts follow, and the choice is still there after a reload.
  const dollars = await read(total);
  await page.getByLabel('Show values in').selectOption('EUR');
  await expect(total).toHaveText(/^€\d{1,3}(,\d{3})+\.\d{2}$/);
  expect((await read(total)).lt(dollars)).toBe(true);
  await page.reload();
  await expect(total).toHaveText(/^€/);
  await expect(page.getByLabel('Show values in')).toHaveValue('EUR');

  // Money moved elsewhere shows once the page is pulled down.
  await transferElsewhere(page, '25', 'legal', 'micro');
  await expect(available(page, 'Seconds')).toHaveText('10,000.00');
  await page.evaluate(() => window.scrollTo(0, 0));
  await pullDown(page);
  await expect(available(page, 'Seconds')).toHaveText('10,025.00');
  await expect(available(page, 'Funding')).toHaveText('9,975.00');

  // A crumb of BTC (worth less than 1 USD) in funding: hidden with the small balances; USDT always stays.
  await transferElsewhere(page, '0.00001', 'change', 'legal', 'BTC');
  await page.reload();
  await expect(available(page, 'Funding', 'BTC')).toHaveText('0.00001');
  await page.getByRole('switch', { name: 'Hide small balances' }).check();
  await expect(account(page, 'Funding').getByRole('listitem', { name: 'BTC' })).toHaveCount(0);
  await expect(available(page, 'Funding')).toHaveText('9,975.00');
  await expect(available(page, 'Spot', 'BTC')).toHaveText('0.49999');
  await page.getByRole('switch', { name: 'Hide small balances' }).uncheck();
  await expect(available(page, 'Funding', 'BTC')).toHaveText('0.00001');
});

test('transfer then trade: an empty contract account offers a transfer, 100 USDT arrive exactly, a position opens with them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await tryDemo(page);
  await expect(available(page, 'Contract')).toHaveText('10,000.00');

  // Everything out of the contract account into funding.
  await page.goto('/#/pages/fund/transfer?from=lever&to=legal');
  await expect(page.getByText('Free · instant')).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue('lever');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('legal');
  await expect(page.getByText('Available: 10,000.00 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue(/^10000(\.0+)?$/);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('10,000.00 USDT moved to Funding')).toBeVisible();
  await expect(page.getByText('Available: 0.00 USDT')).toBeVisible();

  // The contract page says the account is empty and offers the transfer, prefilled.
  await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
  const offer = page.getByRole('link', { name: 'Nothing in your contract account — Transfer' });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer\?from=legal&to=lever&currency=\d+$/);
  await expect(page.getByLabel('From')).toHaveValue('legal');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('lever');
  await expect(page.getByLabel('Currency').locator('option:checked')).toHaveText(/^USDT/);
  await expect(page.getByText('Available: 20,000.00 USDT')).toBeVisible();
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('100.00 USDT moved to Contract')).toBeVisible();

  // Back on the contract page the 100 USDT are there, with the small transfer link beside them.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/pages\/transaction\/contract/);
  await expect(row(page, 'Available')).toHaveText('100.00 USDT');
  await expect(page.getByRole('link', { name: 'Transfer', exact: true })).toHaveAttribute('href', /from=legal&to=lever/);
  await expect(page.getByRole('link', { name: /Nothing in your contract account/ })).toHaveCount(0);

  // The Account tab agrees: contract +100 exactly, funding −100.
  await page.goto('/#/pages/fund/assets');
  await expect(available(page, 'Contract')).toHaveText('100.00');
  await expect(available(page, 'Funding')).toHaveText(usdt(new Decimal(20000).minus(100)));

  // And a position opens with the 100 USDT.
  await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
  await expect(row(page, 'Available')).toHaveText('100.00 USDT');
  await page.getByRole('button', { name: '×10', exact: true }).click();
  await page.getByLabel('Lots').fill('0.5');
  await page.getByRole('button', { name: 'Open long' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm order' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Open price' })).toBeVisible();

  // The Account tab: the position's margin is frozen in the contract account, the rest available.
  await page.goto('/#/pages/fund/assets');
  await expect(available(page, 'Funding')).toHaveText(usdt(new Decimal(20000).minus(100)));
  const contract = account(page, 'Contract').getByRole('listitem', { name: 'USDT' });
  // (What the tab showed before is on screen until the fresh figures arrive.)
  await expect.poll(async () => (await read(row(contract, 'Frozen'))).gt(0)).toBe(true);
  const left = await read(row(contract, 'Available'));
  const frozen = await read(row(contract, 'Frozen'));
  expect(left.gt(0) && left.plus(frozen).lt(100)).toBe(true);

  // Both transfers in the history, newest first.
  await page.goto('/#/pages/fund/transfer_history');
  const items = page.getByRole('list', { name: 'Transfer history' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('100.00 USDT');
  await expect(items.nth(0)).toContainText('Funding → Contract');
  await expect(items.nth(0).locator('time')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(items.nth(1)).toContainText('10,000.00 USDT');
  await expect(items.nth(1)).toContainText('Contract → Funding');
  await expect(page.getByText('No more data')).toBeVisible();
});

test('a transfer of more than is available is refused at the amount, and what was typed stays', async ({ page }) => {
  await tryDemo(page);
  await page.goto('/#/pages/fund/transfer');
  await expect(page.getByLabel('From')).toHaveValue('legal');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('change');
  await expect(page.getByText('Available: 10,000.00 USDT')).toBeVisible();
  const amount = page.getByLabel('Amount');

  // Checked before sending: more than the page knows is there.
  await amount.fill('10000,01');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
  await expect(amount).toHaveValue('10000,01');

  // Refused by the server: the money left on another device meanwhile.
  await transferElsewhere(page, '9990', 'legal', 'lever');
  await amount.fill('50');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await tapAgain(page.getByRole('button', { name: 'Transfer', exact: true }));
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
  await expect(amount).toHaveValue('50');
  // The refusal refreshed what is available.
  await expect(page.getByText('Available: 10.00 USDT')).toBeVisible();

  // Swapping the accounts, then a transfer that fits.
  await page.getByRole('button', { name: 'Swap accounts' }).click();
  await expect(page.getByLabel('From')).toHaveValue('change');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('legal');
  await tapAgain(page.getByRole('button', { name: 'Transfer', exact: true }));
  await expect(page.getByText('50.00 USDT moved to Funding')).toBeVisible();
  await expect(amount).toHaveValue('');
});

test('in every language the assets, the transfer page, its history and the contract page offer fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await tryDemo(page);
  // An empty contract account: the contract page shows its offer as a sentence.
  await transferElsewhere(page, '10000', 'lever', 'legal');
  await transferElsewhere(page, '1', 'legal', 'change');
  const fits = async (where: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, where).toBeLessThanOrEqual(0);
  };
  for (const lang of LANGS) {
    const strings = stringsOf(lang) as unknown as FundStrings;
    await openInLanguage(page, lang, '/#/pages/fund/assets');
    await expect(page.getByRole('heading', { name: strings.fund.accounts.micro, exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: strings.fund.totalValue })).toHaveText(/\d/);
    await fits(`${lang} assets`);
    await page.goto('/#/pages/fund/transfer');
    await expect(page.getByRole('heading', { level: 1, name: strings.routes.fund.transfer })).toBeVisible();
    await expect(page.getByText(strings.fund.freeInstant)).toBeVisible();
    await fits(`${lang} transfer`);
    await page.goto('/#/pages/fund/transfer_history');
    await expect(page.getByRole('list', { name: strings.routes.fund.transfer_history }).getByRole('listitem')).toHaveCount(2);
    await fits(`${lang} history`);
    await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
    await expect(page.getByRole('link', { name: strings.fund.offer.empty.lever })).toBeVisible();
    await fits(`${lang} contract`);
  }
});

type FundStrings = {
  fund: { accounts: Record<string, string>; totalValue: string; freeInstant: string; offer: { empty: Record<string, string> } };
  routes: { fund: Record<string, string> };
};

test('a demo account that tries to deposit is told why and offered a real account', async ({ page }) => {
  await tryDemo(page);
  await expect(page.getByText('DEMO', { exact: true })).toBeVisible();
  for (const path of ['/pages/fund/select', '/pages/fund/receive?chain=31337']) {
    await page.goto(`/#${path}`);
    await expect(page.getByText('Deposits are not available for demo accounts.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a real account' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Create a real account' }).click();
  // Out of the demo, on the registration form.
  await expect(page).toHaveURL(/#\/pages\/common\/register/);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(page.getByText('DEMO', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
});
