import { expect } from '@playwright/test';
import { test } from './fixtures';
import { freshEmail, registerByEmail, expectCodeSent } from './helpers';

test('set the payment password once with a code sent for it; afterwards the page says it is set', async ({ page }) => {
  const email = freshEmail('paypw');
  await registerByEmail(page, email);
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);

  // The security page says it is not set and leads to its page.
  await page.goto('/#/pages/setting/security');
  const row = page.getByRole('link', { name: /Payment password/ });
  await expect(row).toContainText('Not set');
  await row.click();
  await expect(page).toHaveURL(/#\/pages\/setting\/payPassword$/);
  await expect(page.getByText('6 digits, asked when you withdraw. It can be set only once.')).toBeVisible();

  const payPassword = page.getByLabel('New payment password');
  const repeat = page.getByLabel('Repeat payment password');
  await expect(payPassword).toHaveAttribute('type', 'password');
  await expect(payPassword).toHaveAttribute('inputmode', 'numeric');
  await expect(payPassword).toHaveAttribute('maxlength', '6');

  // Five digits: the 6-digit message at the field, what was typed stays.
  await payPassword.fill('12345');
  await repeat.fill('12345');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The payment password is 6 digits')).toBeVisible();
  await expect(payPassword).toHaveValue('12345');

  // A repeat that differs: the mismatch message.
  await payPassword.fill('246810');
  await repeat.fill('246811');
  // The submit button ignores a second tap within 500 ms of the first; a person is slower than that.
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await expect(page.getByText('The payment password is 6 digits')).toBeHidden();

  // The code goes to the bound email, for the scene 'pay'.
  await repeat.fill('246810');
  await expect(page.getByText(`The code will be sent to ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectCodeSent(page);
  let code = '';
  await expect
    .poll(async () => {
      const reply = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await reply.json()) as { message: Array<{ code: string; scene: string }> };
      code = body.message.find((m) => m.scene === 'pay')?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Payment password set')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your payment password is set' })).toBeVisible();
  await expect(page.getByText('To change it, contact customer service.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '#/pages/kefu/index');

  // Still set after a reload, and the security page says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your payment password is set' })).toBeVisible();
  await expect(page.getByLabel('New payment password')).toHaveCount(0);
  await page.goto('/#/pages/setting/security');
  await expect(page.getByRole('link', { name: /Payment password/ })).toContainText('Set');
  await expect(page.getByRole('link', { name: /Payment password/ })).not.toContainText('Not set');
});
