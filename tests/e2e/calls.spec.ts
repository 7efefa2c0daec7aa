import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { freshEmail, openInLanguage, overflow, registerByApi, signInWith, tryDemo } from './helpers';
import { T } from './money';

// Pages that use the calls added for issue 30: registration asks user/check_email when the email field
// is left; the spot page's picker offers the pairs of currency/quotation_huang; the deposit page's coins
// come from currency/list; the assets show the money by currency from wallet/newlist.

interface Listed {
  code: string;
  chains: Array<{ chain_id: number; name: string }>;
}
async function message<T>(reply: { json(): Promise<unknown> }): Promise<T> {
  const body = (await reply.json()) as { type: string; message: T };
  expect(body.type).toBe('ok');
  return body.message;
}

test('registration says at the field that an email is taken as soon as it is left, and nothing for a free one', async ({ page }) => {
  const taken = freshEmail('taken');
  await registerByApi(page.request, taken);
  await page.goto('/#/pages/common/register');
  const email = page.getByLabel('Email');
  await email.fill(taken.toUpperCase());
  await email.press('Tab');
  await expect(page.getByText(T('errors.accountExists'))).toBeVisible();
  await expect(email).toHaveValue(taken.toUpperCase());
  // Typing clears the message; a free address left is not flagged.
  await email.fill(freshEmail('free'));
  await expect(page.getByText(T('errors.accountExists'))).toHaveCount(0);
  await email.press('Tab');
  await expect(page.getByLabel('Verification code')).toBeFocused();
  await expect(page.getByText(T('errors.accountExists'))).toHaveCount(0);
});

test('the spot page offers exactly the pairs that trade spot', async ({ page }) => {
  const spot = await message<Array<{ symbol: string }>>(await page.request.get('/api/currency/quotation_huang'));
  const spotSymbols = spot.map((t) => t.symbol);
  expect(spotSymbols).toContain('BTCUSDT');
  await page.goto('/#/pages/transaction/currency?symbol=BTCUSDT');
  const picker = page.getByLabel(T('trade.symbol'));
  await expect(picker).toHaveValue('BTCUSDT');
  await expect.poll(() => picker.locator('option').allTextContents()).toEqual(spotSymbols);
});

test('the deposit page offers the coins that move on a chain, each with its chains', async ({ page }) => {
  const listed = await message<Listed[]>(await page.request.get('/api/currency/list'));
  const movable = listed.filter((c) => c.chains.length > 0);
  expect(movable.map((c) => c.code)).toEqual(['USDT']);
  const who = await registerByApi(page.request, freshEmail('coins'));
  await signInWith(page, who.token, who.uid);
  await page.goto('/#/pages/fund/select');
  for (const c of movable) await expect(page.getByRole('button', { name: c.code, exact: true })).toHaveAttribute('aria-pressed', 'true');
  for (const chain of movable[0].chains) await expect(page.getByRole('link', { name: `USDT · ${chain.name}` })).toBeVisible();
  // A currency held but never moved on a chain is not offered.
  await expect(page.getByRole('button', { name: 'BTC', exact: true })).toHaveCount(0);
});

test('the assets by currency: each currency over the four accounts, and where it is held, in every language at 390 px', async ({
  page,
}) => {
  await tryDemo(page);
  await page.getByRole('button', { name: T('fund.byCurrency') }).click();
  await expect(page.getByRole('button', { name: T('fund.byCurrency') })).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('region', { name: T('fund.byCurrency') });
  const usdt = list.getByRole('listitem', { name: 'USDT' });
  // The demo account's 10,000 USDT in each of its four accounts, and its BTC in spot.
  await expect(usdt).toContainText('40,000');
  await expect(usdt).toContainText(T('fund.heldIn', { accounts: 'Funding · Spot · Contract · Seconds' }));
  await expect(list.getByRole('listitem', { name: 'BTC' })).toContainText(T('fund.heldIn', { accounts: 'Spot' }));
  await page.getByRole('button', { name: T('fund.byAccount') }).click();
  await expect(list).toHaveCount(0);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { fund: { byCurrency: string; heldIn: string } };
    await openInLanguage(page, lang, '/#/pages/fund/assets');
    await page.getByRole('button', { name: s.fund.byCurrency }).click();
    await expect(page.getByRole('region', { name: s.fund.byCurrency }).getByRole('listitem', { name: 'USDT' })).toBeVisible();
    expect(await overflow(page), `${lang} assets by currency`).toBeLessThanOrEqual(0);
  }
});
