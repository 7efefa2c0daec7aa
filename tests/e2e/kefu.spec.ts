import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, chooseLanguage, overflow } from './helpers';
import { T } from './money';

// The customer-service page (kefu/index) reads the operator's contacts (GET kefu: `kefu_url`; GET kf:
// `kf_links`): none set, it says so plainly; set, each is a link that opens outside the app.
test.describe.configure({ mode: 'serial' });

const clear = async (request: Parameters<typeof admin>[0]) => {
  await admin(request, 'setting', { key: 'kf_links', value: '' });
  await admin(request, 'setting', { key: 'kefu_url', value: '' });
};

test('no contact set: the plain message; contacts set by the admin: each one a link', async ({ page }) => {
  await clear(page.request);
  await page.goto('/#/pages/kefu/index');
  await expect(page.getByText(T('content.kefuNone'))).toBeVisible();
  await expect(page.getByRole('link', { name: T('routes.common.contactus') })).toBeVisible();
  await expect(page.getByRole('link', { name: T('content.kefuOpen') })).toHaveCount(0);

  const refused = await admin(page.request, 'setting', { key: 'kefu_url', value: 'javascript:alert(1)' });
  expect(refused.type).toBe('error');
  await admin(page.request, 'setting', { key: 'kefu_url', value: 'https://help.example.com/chat' });
  await admin(page.request, 'setting', {
    key: 'kf_links',
    value: JSON.stringify([
      { name: 'Telegram', url: 'https://t.me/kestrel_help' },
      { name: 'Email', url: 'mailto:help@example.com' },
    ]),
  });
  await page.reload();
  const chat = page.getByRole('link', { name: T('content.kefuOpen') });
  await expect(chat).toHaveAttribute('href', 'https://help.example.com/chat');
  await expect(chat).toHaveAttribute('target', '_blank');
  const channels = page.getByRole('list', { name: T('content.kefuChannels') });
  await expect(channels.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/kestrel_help');
  await expect(channels.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:help@example.com');
  await expect(page.getByText(T('content.kefuNone'))).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Only the messenger links: no chat button, the links still there.
  await admin(page.request, 'setting', { key: 'kefu_url', value: '' });
  await page.reload();
  await expect(channels.getByRole('link', { name: 'Telegram' })).toBeVisible();
  await expect(page.getByRole('link', { name: T('content.kefuOpen') })).toHaveCount(0);
  await clear(page.request);
});

test('the customer-service page speaks every language and fits 390 px', async ({ page }) => {
  await clear(page.request);
  await page.goto('/#/');
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { content: { kefuNone: string } };
    await chooseLanguage(page, lang);
    await page.goto('about:blank');
    await page.goto('/#/pages/kefu/index');
    await expect(page.getByText(s.content.kefuNone)).toBeVisible();
    expect(await overflow(page), `${lang} kefu`).toBeLessThanOrEqual(0);
  }
  await admin(page.request, 'setting', {
    key: 'kf_links',
    value: JSON.stringify([{ name: 'WhatsApp support +1 555 0100', url: 'https://wa.me/15550100' }]),
  });
  await page.reload();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  expect(await overflow(page), 'a long contact name').toBeLessThanOrEqual(0);
  await clear(page.request);
});
