// The lane's kept browser context (fixtures.ts): a test leaves nothing for the next one but the HTTP
// cache. The first test stores what a page can (a session token in local storage, a cookie, an IndexedDB
// database, a permission, a route); the second, in the same lane right after it, finds none of it, and
// finds the app's files in the cache (fetched with nothing transferred).
import { expect } from '@playwright/test';
import { test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const stored = () => ({
  local: localStorage.length,
  session: sessionStorage.length,
  cookie: document.cookie,
});
const databases = () => indexedDB.databases().then((list) => list.map((d) => d.name));

test('a test stores a token, a cookie, a database, a permission and a route', async ({ page, context }) => {
  await page.goto('/#/');
  await page.evaluate(async () => {
    localStorage.setItem('token', 'left-behind');
    sessionStorage.setItem('left', '1');
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('left-behind', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => {
        open.result.close();
        resolve(undefined);
      };
      open.onerror = () => reject(open.error);
    });
  });
  await context.addCookies([{ name: 'left', value: '1', url: new URL(page.url()).origin }]);
  await context.grantPermissions(['clipboard-read']);
  await context.route('**/api/news/index_pop*', (route) => route.fulfill({ status: 500, body: 'routed' }));
  expect(await page.evaluate(stored)).toMatchObject({ local: expect.any(Number), session: 1, cookie: expect.stringContaining('left=1') });
  expect(await page.evaluate(databases)).toContain('left-behind');
});

test('the next test finds none of it, and the app files in the cache', async ({ page }) => {
  const popReply = page.waitForResponse((r) => r.url().includes('/api/news/index_pop'));
  await page.goto('/#/');
  expect((await popReply).status()).toBe(200);
  expect(await page.evaluate(stored)).toEqual({ local: expect.any(Number), session: 0, cookie: '' });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(databases)).not.toContain('left-behind');
  const permission = await page.evaluate(() =>
    navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).then((p) => p.state),
  );
  expect(permission).not.toBe('granted');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/assets/') && e.name.endsWith('.js'))
      .map((e) => (e as PerformanceResourceTiming).transferSize),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((size) => size === 0).length, 'app files from the HTTP cache').toBeGreaterThan(0);
});
