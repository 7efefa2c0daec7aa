import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { openInLanguage, tryDemo } from './helpers';

// The account-change record of a fresh demo account (10,000 USDT in each of its four accounts, BTC and
// ETH in spot: six "Demo funds" rows), after one transfer made through the API.

/** A transfer straight through the API with the page's session; returns the currency's id. */
async function transferElsewhere(page: Page, number: string, from_field: string, to_field: string, code = 'USDT'): Promise<string> {
  const headers = { Authorization: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' };
  const list = await page.request.get('/api/currency/user_currency_list?lang=en', { headers });
  const currencies = ((await list.json()) as { message: Array<{ id: number; code: string }> }).message;
  const currency_id = String(currencies.find((c) => c.code === code)?.id);
  const reply = await page.request.post('/api/wallet/change', { form: { currency_id, number, from_field, to_field, lang: 'en' }, headers });
  expect(((await reply.json()) as { type: string }).type).toBe('ok');
  return currency_id;
}

const MINUS = '\u2212';

test('the record lists a transfer as its two rows and the demo funds; filters narrow it and live in the address', async ({ page }) => {
  await tryDemo(page);
  const usdt = await transferElsewhere(page, '25', 'legal', 'micro');

  // Reached from the Account tab.
  await page.getByRole('link', { name: 'All records' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets_all_record$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All records' })).toBeVisible();
  const items = page.getByRole('list', { name: 'All records' }).getByRole('listitem');
  await expect(items).toHaveCount(8);
  // Newest first: the transfer, out of funding and into seconds.
  const firstTwo = [(await items.nth(0).textContent()) ?? '', (await items.nth(1).textContent()) ?? ''];
  const out = firstTwo.find((text) => text.includes('Funding'));
  const into = firstTwo.find((text) => text.includes('Seconds'));
  expect(out).toContain('Transfer between accounts');
  expect(out).toContain(`${MINUS}25.00 USDT`);
  expect(into).toContain('Transfer between accounts');
  expect(into).toContain('+25.00 USDT');
  await expect(items.filter({ hasText: 'Demo funds' })).toHaveCount(6);
  await expect(items.filter({ hasText: 'Demo funds' }).filter({ hasText: '+0.50 BTC' })).toHaveCount(1);
  await expect(items.nth(0).locator('time')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  // In green and red.
  await expect(items.nth(0).getByText(/^[+−]25\.00 USDT$/)).toHaveClass(/\b(up|down)\b/);
  await expect(page.getByText('No more data')).toBeVisible();

  // Funding and USDT: the transfer out and the demo funds, nothing else.
  await page.getByLabel('Account').selectOption({ label: 'Funding' });
  await page.getByLabel('Currency').selectOption({ label: 'USDT' });
  await expect(page).toHaveURL(new RegExp(`type=legal&currency=${usdt}$`));
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Transfer between accounts');
  await expect(items.nth(0)).toContainText(`${MINUS}25.00 USDT`);
  await expect(items.nth(0).locator('.down')).toHaveCount(1);
  await expect(items.nth(1)).toContainText('Demo funds');
  await expect(items.nth(1)).toContainText('+10,000.00 USDT');
  await expect(items.nth(1).locator('.up')).toHaveCount(1);

  // The other address, with the filters preselected by the query: seconds has the 25 in and its grant.
  await page.goto(`/#/pages/setting/bill?type=micro&currency=${usdt}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
  await expect(page.getByLabel('Account')).toHaveValue('micro');
  await expect(page.getByLabel('Currency')).toHaveValue(usdt);
  const bills = page.getByRole('list', { name: 'Bills' }).getByRole('listitem');
  await expect(bills).toHaveCount(2);
  await expect(bills.nth(0)).toContainText('+25.00 USDT');
  await expect(bills.nth(0)).toContainText('Seconds');

  // Nothing there yet: the empty state. Back to everything.
  await page.getByLabel('Currency').selectOption({ label: 'BTC' });
  await expect(page.getByText('No records yet')).toBeVisible();
  await page.getByLabel('Account').selectOption({ label: 'All' });
  await page.getByLabel('Currency').selectOption({ label: 'All' });
  await expect(bills).toHaveCount(8);
});

test('in every language the record fits 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await tryDemo(page);
  await transferElsewhere(page, '25', 'legal', 'micro');
  for (const lang of LANGS) {
    const strings = stringsOf(lang) as unknown as BillStrings;
    await openInLanguage(page, lang, '/#/pages/fund/assets_all_record');
    const title = strings.routes.fund.assets_all_record;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const items = page.getByRole('list', { name: title }).getByRole('listitem');
    await expect(items).toHaveCount(8);
    await expect(items.nth(0)).toContainText(strings.bill.kinds.transfer);
    await expect(items.filter({ hasText: strings.bill.kinds.demo_grant })).toHaveCount(6);
    await expect(page.getByLabel(strings.bill.account)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, lang).toBeLessThanOrEqual(0);
  }
});

type BillStrings = {
  bill: { account: string; kinds: Record<string, string> };
  routes: { fund: Record<string, string> };
};
