import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
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
import { funding, fundByWire, row, T } from './money';

const DAY = 86_400_000;

test('certificate deposit: 3,650 USDT for 90 days → not before day 30 → on day 31 withdraws early at 1 % a year, exactly as shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const email = freshEmail('cd');
  const { token, uid } = await registerByApi(page.request, email);
  await fundByWire(page.request, token, '5000');
  await signInWith(page, token, uid);
  await page.goto('/#/pages/certificateDeposit/certificateDeposit');
  await page.getByRole('radio', { name: /^90 days/ }).check();
  const form = page.getByRole('form', { name: T('certificate.formTitle') });
  await form.getByLabel(T('certificate.amount')).fill('50');
  await form.getByRole('button', { name: T('certificate.submit') }).click();
  await expect(form.getByText(T('validation.belowMin', { min: '100' }))).toBeVisible();
  await form.getByLabel(T('certificate.amount')).fill('3650');
  // 3,650 × 4 % × 90 / 365 = 36.
  await expect(row(form, T('certificate.interest'))).toHaveText('36.00 USDT');
  await expect(row(form, T('certificate.back'))).toHaveText('3,686.00 USDT');
  await expect(row(form, T('certificate.early'))).toHaveText(T('certificate.earlyRule', { days: '30 days', rate: '1%' }));
  await page.waitForTimeout(600);
  await form.getByRole('button', { name: T('certificate.submit') }).click();
  const confirm = page.getByRole('dialog', { name: T('certificate.confirmTitle') });
  await expect(row(confirm, T('certificate.term'))).toHaveText(T('certificate.termRate', { days: '90 days', rate: '4%' }));
  await expect(row(confirm, T('certificate.interest'))).toHaveText('36.00 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, T('certificate.done'));
  expect(await funding(page.request, token)).toEqual({ available: '1350', frozen: '3650' });
  const card = page.getByRole('listitem', { name: /^Certificate #\d+$/ });
  await expect(row(card, T('certificate.interest'))).toHaveText('36.00 USDT');
  await expect(card.getByText(/^Early withdrawal possible from /)).toBeVisible();
  await expect(card.getByRole('button', { name: T('certificate.withdraw.open') })).toHaveCount(0);

  // A month and a day later (the session of a month ago has ended: log in again).
  await admin(page.request, 'clock', { advance_ms: String(31 * DAY + 1000) });
  await page.goto('/#/pages/common/login');
  await page.reload();
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();
  await page.goto('/#/pages/certificateDeposit/certificateDeposit');
  await card.getByRole('button', { name: T('certificate.withdraw.open') }).click();
  const end = page.getByRole('dialog', { name: T('certificate.withdraw.title') });
  // 31 days at 1 % a year: 3,650 × 0.01 × 31 / 365 = 3.1.
  await expect(row(end, T('certificate.withdraw.held'))).toHaveText('31 days');
  await expect(row(end, T('certificate.withdraw.interest', { rate: '1%' }))).toHaveText('3.10 USDT');
  await expect(row(end, T('certificate.withdraw.back'))).toHaveText('3,653.10 USDT');
  await expect(row(end, T('certificate.withdraw.instead'))).toHaveText('36.00 USDT');
  await end.getByRole('button', { name: T('certificate.withdraw.confirm') }).click();
  await expectToast(page, T('certificate.withdraw.done', { amount: '3,653.10 USDT' }));
  const { message: fresh } = (await (
    await page.request.post('/api/user/login', { form: { user_string: email, password: 'trade2win', lang: 'en' } })
  ).json()) as { message: { token: string } };
  expect(await funding(page.request, fresh.token)).toEqual({ available: '5003.1', frozen: '0' });
  await page.getByRole('tab', { name: T('certificate.tabs.ended') }).click();
  await expect(card.getByText(T('certificate.status.withdrawn'))).toBeVisible();
});

test('the certificate deposit page speaks every language and fits 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  const { token, uid } = await registerByApi(page.request, freshEmail('cd-langs'));
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { certificate: { submit: string }; routes: { certificateDeposit: { certificateDeposit: string } } };
    await openInLanguage(page, lang, '/#/pages/certificateDeposit/certificateDeposit');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.certificateDeposit.certificateDeposit })).toBeVisible();
    await expect(page.getByRole('button', { name: s.certificate.submit })).toBeVisible();
    expect(await overflow(page), lang).toBeLessThanOrEqual(0);
  }
});
