import { expect } from '@playwright/test';
import { test } from './fixtures';
import { PNG } from '../fixtures';
import {
  closeNewsPopWhenShown,
  freshEmail,
  loginByUi,
  outboxCode,
  PASSWORD,
  registerByApi,
  registerByEmail,
  tabBar,
  expectCodeSent,
} from './helpers';

test('register with the emailed code, log in, visit the five tabs, switch language, log out', async ({ page }) => {
  await closeNewsPopWhenShown(page);
  const email = freshEmail('journey');
  await registerByEmail(page, email);

  // Registration signs the user in and lands on the Account tab with the user shown.
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);
  await expect(page.getByRole('heading', { name: /^User\d+$/ })).toBeVisible();
  await expect(page.getByText(/^UID \d{6}$/)).toBeVisible();

  // Log out from settings, then log in again with the same password.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Kestrel' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await loginByUi(page, email, PASSWORD);
  await expect(page.getByText(/^UID \d{6}$/)).toBeVisible();

  // The five tabs, each with its page.
  const tabs: Array<[string, RegExp, string]> = [
    ['Home', /#\/$/, 'Kestrel'],
    ['Market', /#\/pages\/market\/market$/, 'Market'],
    ['AI / savings', /#\/pages\/quantization\/quantization$/, 'AI / savings'],
    ['Loans', /#\/pages\/loan\/loan$/, 'Loans'],
    ['Account', /#\/pages\/fund\/assets$/, 'Account'],
  ];
  for (const [label, url, title] of tabs) {
    await tabBar(page).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(tabBar(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }

  // Switch to German: the UI changes at once and stays German after a reload.
  await page.getByRole('link', { name: /Language/ }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(tabBar(page).getByRole('link', { name: 'Konto' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(tabBar(page).getByRole('link', { name: 'Konto' })).toBeVisible();

  // And back to English, then log out.
  await page.getByRole('link', { name: /Sprache/ }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(tabBar(page).getByRole('link', { name: 'Account' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('bad input is shown at the field, translated, and nothing typed is lost', async ({ page }) => {
  await page.goto('/#/pages/common/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Verification code').fill('123');
  await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirm password').fill('abcdefgx');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Enter a correct email address')).toBeVisible();
  await expect(page.getByText('The verification code is exactly 6 characters')).toBeVisible();
  await expect(page.getByText('The password must contain both letters and digits')).toBeVisible();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('abcdefgh');

  // A refusal from the server lands at its field too: a wrong code for a valid email.
  const email = freshEmail('badcode');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByLabel('Password', { exact: true }).fill('abc12345');
  await page.getByLabel('Confirm password').fill('abc12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectCodeSent(page);
  await page.getByLabel('Verification code').fill('000000');
  // The submit button ignores a second tap within 500 ms of the first; a person is slower than that.
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The verification code is wrong')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Wrong password at login: a translated message at the password field (in French).
  await page.goto('/#/pages/language/language');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page).not.toHaveURL(/language/);
  await page.goto('/#/pages/common/login');
  await page.locator('input[type=email]').fill('nobody@kestrel.test');
  await page.locator('input[type=password]').fill('wrong1234');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).not.toHaveText(/Login failed/);
});

test('register by mobile number with an area code from the picker', async ({ page }) => {
  const mobile = `7700${String(Date.now()).slice(-6)}`;
  await page.goto('/#/pages/common/register');
  await page.getByRole('button', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('link', { name: 'Area code' }).click();
  await page.getByLabel('Search').fill('United Kingdom');
  await page.getByRole('button', { name: /United Kingdom/ }).click();
  // Back on the form: the picked code is shown and nothing typed was lost.
  await expect(page.getByRole('link', { name: 'Area code' })).toHaveText('+44');
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectCodeSent(page);
  const code = await outboxCode(page.request, mobile);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^UID \d{6}$/)).toBeVisible();
  await page.goto('/#/pages/setting/security');
  await expect(page.getByText(`+44 ${mobile}`)).toBeVisible();
});

test('forgotten password: a code by email, a new password, then log in with it', async ({ page, request }) => {
  const email = freshEmail('forgot');
  await registerByApi(request, email);
  await page.goto('/#/pages/common/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectCodeSent(page);
  await page.getByLabel('Verification code').fill(await outboxCode(request, email));
  await page.getByLabel('New password').fill('newpass99');
  await page.getByLabel('Confirm password').fill('newpass99');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset. Please log in')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  await loginByUi(page, email, 'newpass99');
  await expect(page.getByText(/^UID \d{6}$/)).toBeVisible();
});

test('profile: upload a PNG avatar and change the nickname; a GIF is refused at the field', async ({ page, request }) => {
  const email = freshEmail('avatar');
  await registerByApi(request, email);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(/^UID \d{6}$/)).toBeVisible();
  await page.goto('/#/pages/setting/userInfo');
  const png = Buffer.from(PNG);
  await page.locator('input[type=file]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Only JPG, JPEG 2000 and PNG images can be uploaded')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Avatar updated')).toBeVisible();
  // The avatar is an <img> once there is a picture (a letter before): found by its test id, as its class is hashed.
  const avatar = page.getByTestId('avatar');
  await expect(avatar).toHaveAttribute('src', /\/uploads\/\d+-[0-9a-f]+\.png$/);
  await expect(avatar).toHaveJSProperty('tagName', 'IMG');

  await page.getByLabel('Nickname').fill('K');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nickname: 2 to 10 characters (Chinese, English, digits)')).toBeVisible();
  await page.getByLabel('Nickname').fill('Kestrel7');
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.goto('/#/pages/fund/assets');
  await expect(page.getByRole('heading', { name: 'Kestrel7' })).toBeVisible();
});

test('a message goes when its field is edited and comes back only on the next submit; the draft survives the area picker', async ({
  page,
}) => {
  await page.goto('/#/pages/common/register?code=ABCD1234');
  await expect(page.getByLabel('Invite code (optional)')).toHaveValue('ABCD1234');
  await page.getByRole('button', { name: 'Mobile number' }).click();
  await page.getByLabel('Verification code').fill('12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The verification code is exactly 6 characters')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  // Typing clears the message at once and does not check again on each key.
  await page.getByLabel('Verification code').fill('123');
  await expect(page.getByText('The verification code is exactly 6 characters')).toBeHidden();
  await page.getByLabel('Verification code').fill('1234');
  await expect(page.getByText('The verification code is exactly 6 characters')).toBeHidden();
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The verification code is exactly 6 characters')).toBeVisible();

  // The account type, number, code and invite code are kept while the area code is picked.
  await page.getByLabel('Mobile number').fill('7700900123');
  await page.getByRole('link', { name: 'Area code' }).click();
  await page.getByLabel('Search').fill('Japan');
  await page.getByRole('button', { name: /Japan/ }).click();
  await expect(page.getByRole('link', { name: 'Area code' })).toHaveText('+81');
  await expect(page.getByRole('button', { name: 'Mobile number' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Mobile number')).toHaveValue('7700900123');
  await expect(page.getByLabel('Verification code')).toHaveValue('1234');
  await expect(page.getByLabel('Invite code (optional)')).toHaveValue('ABCD1234');

  // Asking a code for an account that does not exist: the refusal is shown at the account field.
  const email = freshEmail('nobody');
  await page.goto('/#/pages/common/forget');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No account was found for this email or mobile number' })).toBeVisible();
  await expect(page.getByLabel('Email or mobile number')).toHaveValue(email);
});
