import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, chooseLanguage, freshEmail, loginByUi, openFresh, overflow, registerByApi, signInWith } from './helpers';
import { fundByWire, T } from './money';

// System notifications: a deposit credited while the list is open appears in it at once, unread;
// opening it shows it whole and marks it read; an announcement to everyone arrives the same way and
// "mark all as read" clears the marks.

const list = (page: Page) => page.getByRole('list', { name: T('routes.notices.notices') });

async function openNotices(page: Page) {
  await page.getByRole('link', { name: T('routes.notices.notices') }).click();
  await expect(page.getByRole('heading', { level: 1, name: T('routes.notices.notices') })).toBeVisible();
}

test('a deposit credited while the list is open arrives live, unread; opening it marks it read', async ({ page }) => {
  const email = freshEmail('notices');
  const { token } = await registerByApi(page.request, email);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await openNotices(page);
  await expect(page.getByText(T('notices.empty'))).toBeVisible();
  await expect(page.getByText(T('notices.unreadCount', { n: 0 }), { exact: true })).toBeVisible();

  // The admin approves a wire deposit: the list shows it without a reload.
  await fundByWire(page.request, token, '120');
  const text = T('notifications.fiatDepositApproved', { amount: '120', credit: '120' });
  const item = list(page).getByRole('link', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(T('notices.unread'));
  await expect(page.getByText(T('notices.unreadCount', { n: 1 }), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: T('routes.notices.detail') })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('link', { name: T('notices.open') })).toHaveAttribute('href', '#/pages/fund/assets_record?type=1');
  await page.getByRole('button', { name: T('common.back') }).click();
  await expect(item).toContainText(T('notices.read'));
  await expect(page.getByText(T('notices.unreadCount', { n: 0 }), { exact: true })).toBeVisible();

  // An announcement to everyone arrives too; "mark all as read" clears it.
  await admin(page.request, 'notify', { text: 'Maintenance tonight at 02:00 UTC' });
  const announcement = list(page).getByRole('link', { name: /Maintenance tonight at 02:00 UTC/ });
  await expect(announcement).toContainText(T('notices.unread'));
  await page.getByRole('button', { name: T('notices.readAll') }).click();
  await expect(announcement).toContainText(T('notices.read'));
  await expect(page.getByRole('button', { name: T('notices.readAll') })).toBeHidden();
});

test('the notification and invite pages speak every language and fit 390 px', async ({ page }) => {
  const email = freshEmail('langs');
  const { token, uid } = await registerByApi(page.request, email);
  await admin(page.request, 'notify', { uid: String(uid), text: 'Hello' });
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const strings = stringsOf(lang) as { routes: { notices: Record<string, string>; setting: Record<string, string> } };
    await chooseLanguage(page, lang);
    for (const [path, title] of [
      ['/pages/notices/notices', strings.routes.notices.notices],
      ['/pages/setting/share', strings.routes.setting.share],
    ] as const) {
      await openFresh(page, `/#${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Hello').or(page.getByTestId('invite-code'))).toBeVisible();
      expect(await overflow(page), `${lang} ${path}`).toBeLessThanOrEqual(0);
    }
  }
});
