import { expect } from '@playwright/test';
import { test } from './fixtures';
import { admin, expectToast, freshEmail, loginByUi, recordToasts, registerByApi } from './helpers';
import { verifyUser } from './verify';

test('a page that needs a login sends a guest to login, then back after logging in', async ({ page, request }) => {
  const email = freshEmail('guard');
  await registerByApi(request, email);
  await recordToasts(page);
  await page.goto('/#/pages/setting/security');
  await expectToast(page, 'Please log in first');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Fsetting%2Fsecurity/);
  await loginByUi(page, email);
  await expect(page).toHaveURL(/#\/pages\/setting\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a 999 reply ends the session and goes to login', async ({ page, request }) => {
  const email = freshEmail('expired');
  const { uid } = await registerByApi(request, email);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();

  // The server ends every session of the user (as after a password reset elsewhere) while no page of the
  // app is open: an open one would hear it on its socket first (sessionsEnded), and this test is about
  // the reply. The page then opened calls with the old token, and the 999 reply ends the session.
  await page.goto('about:blank');
  await admin(request, 'revoke', { uid: String(uid) });
  await recordToasts(page);
  await page.goto('/#/pages/setting/userInfo');
  await expectToast(page, 'Your session has expired. Please log in again');
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/#/pages/fund/assets');
  await expect(page.getByRole('heading', { name: 'Welcome to Kestrel' })).toBeVisible();
});

test('a 998 reply lands on identity verification', async ({ page, request }) => {
  const email = freshEmail('kyc');
  const { uid, token } = await registerByApi(request, email);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();
  await page.goto('/#/pages/setting/bank');
  await expect(page.getByText('Please complete identity verification first').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/StartVerification\/StartVerification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start verification' })).toBeVisible();
  await expect(page.locator('.cell').filter({ hasText: 'Verification status' })).toContainText('Not verified');

  // Once an admin approves the verification, the bank card page opens.
  await verifyUser(request, token, uid, 2);
  await page.goto('/#/pages/setting/bank');
  await expect(page.getByText('No bank card bound yet')).toBeVisible();
});
