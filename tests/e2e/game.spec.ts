import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, chooseLanguage, overflow } from './helpers';
import { T } from './money';

// The game page: without a game URL it says so plainly; with one set by the admin (http(s) only) its
// frame loads it — here a static file of the test server's own origin.
test.describe.configure({ mode: 'serial' });

test('no game URL: the plain message; a URL set by the admin: the frame loads it', async ({ page, baseURL }) => {
  await admin(page.request, 'setting', { key: 'game_url', value: '' });
  await page.goto('/#/pages/game/game');
  await expect(page.getByText(T('game.none'))).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  const refused = await admin(page.request, 'setting', { key: 'game_url', value: 'javascript:alert(1)' });
  expect(refused.type).toBe('error');
  const url = `${baseURL}/logo.svg`;
  await admin(page.request, 'setting', { key: 'game_url', value: url });
  await page.reload();
  await expect(page.locator('iframe')).toHaveAttribute('src', url);
  await expect.poll(() => page.frames().some((f) => f.url() === url)).toBe(true);
  await expect(page.getByText(T('game.none'))).toHaveCount(0);
  await admin(page.request, 'setting', { key: 'game_url', value: '' });
});

test('the game page speaks every language and fits 390 px', async ({ page }) => {
  await admin(page.request, 'setting', { key: 'game_url', value: '' });
  await page.goto('/#/');
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { game: { none: string } };
    await chooseLanguage(page, lang);
    // A fresh load in the chosen language (not a hash change on the page already open).
    await page.goto('about:blank');
    await page.goto('/#/pages/game/game');
    await expect(page.getByText(s.game.none)).toBeVisible();
    expect(await overflow(page), `${lang} game`).toBeLessThanOrEqual(0);
  }
});
