// The withdraw page of a demo account (issue 30: it said the same thing twice in two boxes): one message
// and one way on — "Create a real account" — in each of the 12 languages at 390 px; the way on leaves the
// demo for the registration page.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { type Strings, stringsOf } from '../strings';
import { closeNewsPopWhenShown, openFresh, openInLanguage, overflow, signInWith } from './helpers';
import { ok } from './money';

const text = (s: Strings, key: string): string => {
  let node: string | Strings | undefined = s;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${key}`);
  return node;
};

test('a demo account is told once that it cannot withdraw, with one way on, in every language', async ({ page }) => {
  test.setTimeout(120_000);
  await closeNewsPopWhenShown(page);
  const demo = await ok<{ token: string; uid: number; account_type: string }>(page.request, 'POST', 'user/demo');
  expect(demo.account_type).toBe('demo');
  await signInWith(page, demo.token, demo.uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang);
    await openInLanguage(page, lang, '/#/pages/fund/withdraw');
    const body = page.locator('.page > .content');
    const message = body.getByRole('alert');
    await expect(message, lang).toHaveText(text(s, 'withdraw.demo'));
    // One message: no second box saying it again (the demo's "not available in the demo" note, or any other).
    await expect(body.getByRole('alert'), lang).toHaveCount(1);
    await expect(body.getByRole('note'), lang).toHaveCount(0);
    await expect(body.getByTestId('demo-unavailable'), lang).toHaveCount(0);
    await expect(body.getByText(text(s, 'demo.unavailable').split('{{')[0].trim()), lang).toHaveCount(0);
    // One way on, and nothing to fill in.
    await expect(body.getByRole('button'), lang).toHaveCount(1);
    await expect(body.getByRole('button'), lang).toHaveText(text(s, 'withdraw.createRealAccount'));
    await expect(body.getByRole('link'), lang).toHaveCount(0);
    await expect(body.getByRole('textbox'), lang).toHaveCount(0);
    expect(await overflow(page), lang).toBeLessThanOrEqual(0);
  }
  // The way on: out of the demo, to the registration page.
  await openInLanguage(page, 'en', '/#/pages/fund/withdraw');
  await page.locator('.page > .content').getByRole('button', { name: 'Create a real account' }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/register/);
  await openFresh(page, '/#/pages/fund/withdraw');
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
});
