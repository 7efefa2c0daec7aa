// The browser tests' `test`: Playwright's, with one browser context per lane and set of context options
// kept from test to test instead of a new one for each. A new context starts with an empty HTTP cache,
// so its first page fetched and compiled the whole app again: 2.1 CPU-seconds against 0.9 for a new page
// in a kept context (measured on this two-core machine), in each of the suite's 170 tests.
//
// Each test still starts clean: after it, the context's pages are closed, and its routes, permissions,
// cookies and the storage of every origin it used (local storage, IndexedDB, service workers, caches)
// are cleared; only the HTTP cache (the app's immutable files) stays. A test that needs a browser as a
// first-time visitor has it (its first load is what it measures, or it installs a clock in the context)
// with `test.use({ freshContext: true })`. tests/e2e/isolation.spec.ts checks that nothing leaks.
import { type BrowserContext, test as base } from '@playwright/test';
import { toastRecorder } from './helpers';

interface Options {
  /** A context of the test's own, closed after it, instead of the lane's kept one. */
  freshContext: boolean;
}

/** Everything stored for an origin except the HTTP cache, which is what the kept context is for. */
const STORAGE = 'cookies,local_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shader_cache';

async function clean(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const origins = new Set((await context.storageState()).origins.map((o) => o.origin));
  if (baseURL) origins.add(new URL(baseURL).origin);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE });
  await cdp.detach();
  for (const open of context.pages()) await open.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
}

export const test = base.extend<Options, { keptContexts: Map<string, BrowserContext> }>({
  freshContext: [false, { option: true }],
  keptContexts: [
    // Made after the lane's browser, so closed before it.
    async ({ browser }, use) => {
      const kept = new Map<string, BrowserContext>();
      await use(kept);
      if (browser.isConnected()) for (const context of kept.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    { freshContext, keptContexts, browser, baseURL, viewport, userAgent, isMobile, hasTouch, contextOptions },
    use,
    testInfo,
  ) => {
    // The project's context options apply to every context made in a test; these are the ones the specs change.
    const key = JSON.stringify({ baseURL, viewport, userAgent, isMobile, hasTouch, contextOptions });
    const kept = freshContext ? undefined : keptContexts.get(key);
    let context = kept;
    if (!context) {
      context = await browser.newContext();
      // Each page records the toasts it shows, for expectToast (helpers.ts): one is on screen for 1.5 s.
      await context.addInitScript(toastRecorder);
    }
    await use(context);
    // A failed test's context is closed (its pages' screenshots are taken then), as is a fresh one.
    if (freshContext || testInfo.status !== testInfo.expectedStatus) {
      if (kept) keptContexts.delete(key);
      await context.close();
      return;
    }
    try {
      await clean(context, baseURL);
      keptContexts.set(key, context);
    } catch {
      // A context that cannot be cleaned is not used again.
      keptContexts.delete(key);
      await context.close().catch(() => undefined);
    }
  },
});

export { expect } from '@playwright/test';
