import { expect } from '@playwright/test';
import { test } from './fixtures';
import { freshEmail, loginByUi, registerByApi, OTHER_LANGUAGE_NAMES } from './helpers';
import { verifyUser } from './verify';

test('bank cards: verify first, then rules at the field, save, and the international card after a reload', async ({ page, request }) => {
  const email = freshEmail('bank');
  const { uid, token } = await registerByApi(request, email);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();

  // Not verified yet: the page says so (and the app goes on to verification).
  await page.goto('/#/pages/setting/bank');
  await expect(page.getByText('Please complete identity verification first').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/StartVerification\/StartVerification$/);

  // Once verified, the empty card opens as the form.
  await verifyUser(request, token, uid, 2);
  await page.goto('/#/pages/setting/bank');
  await expect(page.getByText('No bank card bound yet')).toBeVisible();
  await page.getByLabel('Real name').fill('Li Wei');
  await page.getByLabel('Bank name').fill('Bank of China');
  await page.getByLabel('Card number').fill('1234');
  await page.getByLabel('Branch').fill('Shanghai Pudong');
  // Leaving the field checks it.
  await expect(page.getByText('Enter the card number: 12 to 19 digits')).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Enter the card number: 12 to 19 digits')).toBeVisible();
  await expect(page.getByLabel('Real name')).toHaveValue('Li Wei');
  await expect(page.getByLabel('Bank name')).toHaveValue('Bank of China');
  await expect(page.getByLabel('Branch')).toHaveValue('Shanghai Pudong');

  await page.getByLabel('Card number').fill('6222 0212 3456 7890 123');
  await expect(page.getByText('Enter the card number: 12 to 19 digits')).toBeHidden();
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('•••• 0123')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('•••• 0123')).toBeVisible();

  // The international card, through the link from the domestic page.
  await page.getByRole('link', { name: 'International card' }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/bank_international$/);
  await expect(page.getByText('No international card bound yet')).toBeVisible();
  await page.getByLabel('Bank name').fill('Deutsche Bank');
  await page.getByLabel('Account number / IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('ABA routing number').fill('011000015');
  await page.getByLabel('SWIFT / BIC code').fill('DEUT12');
  await page.getByLabel('Payment network').selectOption('SWIFT');
  await page.getByLabel('Contact phone').fill('+4915123456789');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Enter a valid SWIFT code (8 or 11 characters)')).toBeVisible();
  await expect(page.getByLabel('Bank name')).toHaveValue('Deutsche Bank');
  await expect(page.getByLabel('Contact phone')).toHaveValue('+4915123456789');

  await page.getByLabel('SWIFT / BIC code').fill('DEUTDEFF');
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('DEUTDEFF')).toBeVisible();
  await page.reload();
  await expect(page.getByText('DEUTDEFF')).toBeVisible();
  await expect(page.getByText('•••• 3000')).toBeVisible();
  await expect(page.getByText('011000015')).toBeVisible();
  await expect(page.getByText('+4915123456789')).toBeVisible();
  await page.getByRole('link', { name: 'Domestic card' }).click();
  await expect(page.getByText('•••• 0123')).toBeVisible();
});

test('the server refuses a bad SWIFT naming the field; both forms fit 390 px in every language', async ({ page, request }) => {
  const email = freshEmail('bankrefuse');
  const { uid, token } = await registerByApi(request, email);
  await verifyUser(request, token, uid, 2);
  // The server checks the same rules as the form: a bad SWIFT sent directly is refused naming the field.
  const reply = await request.post('/api/user/cash_save_international', {
    form: {
      aba: '011000015',
      account_address: 'DE89370400440532013000',
      bank_name: 'Deutsche Bank',
      network: 'SWIFT',
      swift: 'X',
      contact_phone: '+4915123456789',
      lang: 'en',
    },
    headers: { authorization: token },
  });
  const body = (await reply.json()) as { type: string; field?: string; message: string };
  expect(body.type).not.toBe('ok');
  expect(body.field).toBe('swift');
  expect(body.message).toBe('Enter a valid SWIFT code (8 or 11 characters)');
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();
  await page.goto('/#/pages/setting/bank_international');
  await expect(page.getByText('No international card bound yet')).toBeVisible();

  // Every language: the two forms (labels, hints, messages) stay within the 390 px screen.
  for (const name of OTHER_LANGUAGE_NAMES) {
    await page.goto('/#/pages/language/language');
    await page.getByRole('button', { name }).click();
    await expect(page).not.toHaveURL(/language/);
    for (const path of ['bank', 'bank_international']) {
      await page.goto(`/#/pages/setting/${path}`);
      await expect(page.locator('form button[type=submit]')).toBeVisible();
      await page.locator('form button[type=submit]').click();
      await expect(page.locator('.field-error').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${path}`).toBeLessThanOrEqual(390);
    }
  }
});
