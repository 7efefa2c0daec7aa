import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEBOUNCE_MS } from '../../src/shared/config/constants';
import { T } from '../strings';
import { expectCodeSent, expectToast, freshEmail, loginByUi, outboxCode, PASSWORD, registerByApi } from './helpers';

// Invite friends: the inviter's code and link (copy, QR code); the link opens registration with the
// code filled in; the new user registers and appears, masked, in the inviter's list. An unknown code
// is refused at its field.

/** A browser of its own for the friend (no session), at the phone size of the config. */
async function friendPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function registerFromLink(page: Page, link: string, email: string, code: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: T('auth.register') })).toBeVisible();
  await expect(page.getByLabel(T('auth.inviteOptional'))).toHaveValue(code);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: T('auth.sendCode') }).click();
  await expectCodeSent(page);
  await page.getByLabel(T('auth.code')).fill(await outboxCode(page.request, email));
  await page.getByLabel(T('auth.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(T('auth.confirmPassword')).fill(PASSWORD);
}

test('invite link → a new user registers with the code filled in → appears in the inviter’s list (masked)', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const inviterEmail = freshEmail('inviter');
  await registerByApi(page.request, inviterEmail);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, inviterEmail);
  await page.getByRole('link', { name: T('routes.setting.share') }).click();
  await expect(page.getByRole('heading', { level: 1, name: T('routes.setting.share') })).toBeVisible();

  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = `${new URL(page.url()).origin}/#/pages/common/register?code=${code}`;
  await expect(page.getByTestId('invite-link')).toHaveText(link);
  await expect(page.getByRole('img', { name: T('invite.qrTitle') })).toBeVisible();
  await page.getByRole('button', { name: T('invite.copyLink') }).click();
  await expectToast(page, T('invite.copied', { label: T('invite.link') }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole('button', { name: T('invite.copyCode') }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByText(T('invite.empty'))).toBeVisible();
  await expect(page.getByRole('heading', { name: T('invite.friends', { n: 0 }) })).toBeVisible();
  await fitsThePhone(page);

  // The friend opens the link in a browser of their own.
  const friend = await friendPage(browser, baseURL);
  const friendEmail = freshEmail('friend');
  await registerFromLink(friend, link, friendEmail, code);
  await friend.getByRole('button', { name: T('auth.register') }).click();
  await expect(friend.getByText(/^UID \d+$/)).toBeVisible();
  await friend.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { name: T('invite.friends', { n: 1 }) })).toBeVisible();
  const friends = page.getByRole('list', { name: T('invite.friendsLabel') });
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await expect(friends.getByRole('listitem')).toContainText('fr***@kestrel.test');
  await expect(friends.getByRole('listitem')).toContainText(`${T('invite.via.email')} · ${T('invite.joined', { date: '' })}`);
  await expect(friends).not.toContainText(friendEmail);
});

test('an unknown invite code is refused at its field, and what was typed stays', async ({ page, baseURL }) => {
  const email = freshEmail('typo');
  await registerFromLink(page, `${baseURL}/#/pages/common/register?code=NOSUCH99`, email, 'NOSUCH99');
  await page.getByRole('button', { name: T('auth.register') }).click();
  const field = page.getByLabel(T('auth.inviteOptional'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(T('errors.inviteUnknown'))).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // Emptied (the code is optional), the same form registers.
  await field.fill('');
  // A second tap within the button's debounce (SPEC: 500 ms) is ignored, as on a phone.
  await page.waitForTimeout(DEBOUNCE_MS + 100);
  await page.getByRole('button', { name: T('auth.register') }).click();
  await expect(page.getByText(/^UID \d+$/)).toBeVisible();
});
