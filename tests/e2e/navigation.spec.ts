// Moving around the app on react-router-dom's hash history: links carry #/path?query, the app's Back
// returns to the page before (home for a page opened directly), the browser's Back and Forward step
// through the same entries, a deep link opens its page with its query, and the query reaches the page
// exactly as written.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { closeNewsPopWhenShown, expectToast, freshEmail, loginByUi, recordToasts, registerByApi, tabBar } from './helpers';

test.beforeEach(async ({ page }) => closeNewsPopWhenShown(page));

test('links carry #/path?query; Back returns to the page before with its query; Forward and Back step through them', async ({ page }) => {
  await page.goto('/#/pages/market/market');
  await expect(tabBar(page).getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('tab', { name: 'Crypto' }).click();
  // A category is a query in the hash, replacing the entry (Back does not step through the tabs).
  await expect(page).toHaveURL(/#\/pages\/market\/market\?category=\d+$/);
  const marketUrl = page.url();
  const btc = page.getByRole('link', { name: /^BTCUSDT/ });
  await expect(btc).toHaveAttribute('href', '#/pages/transaction/index2?symbol=BTCUSDT');
  await btc.click();
  await expect(page.getByRole('heading', { name: 'BTCUSDT', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/transaction\/index2\?symbol=BTCUSDT$/);

  // The app's Back: the page before, its query and its tab kept.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(marketUrl);
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
  // The browser's Forward and Back.
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'BTCUSDT', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tablist', { name: 'Market categories' })).toBeVisible();
  await expect(page).toHaveURL(marketUrl);

  // A tab of the bar takes the place of the page it leaves (the tabs are not steps of the history):
  // Forward still leads to the symbol page, and Back from it to the tab.
  await tabBar(page).getByRole('link', { name: 'Loans' }).click();
  await expect(page).toHaveURL(/#\/pages\/loan\/loan$/);
  await expect(tabBar(page).getByRole('link', { name: 'Loans' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'BTCUSDT', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/pages\/loan\/loan$/);
  await expect(tabBar(page).getByRole('link', { name: 'Loans' })).toHaveAttribute('aria-current', 'page');
});

test('a deep link opens its page with its query as written; opened directly, Back goes home; an unknown path is home', async ({ page }) => {
  // Chinese text, an encoded slash, "&", "=", "+" and a literal "%41" (decoded once, never twice).
  const title = '行情 1/2 a&b=c + %41';
  await page.goto(`/#/pages/common/webView?title=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

  // Opened directly (a shared link): Back stays in the app and goes home instead of leaving it.
  await page.goto('/#/pages/common/faq');
  await expect(page.getByText('How do I create an account?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(tabBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'FAQ' })).toHaveCount(0);

  // SPEC's paths are matched exactly: another spelling, or a path that is no page, opens home.
  for (const path of ['/#/pages/common/FAQ', '/#/pages/no/such-page?x=1']) {
    await page.goto('about:blank');
    await page.goto(path);
    await expect(tabBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('How do I create an account?')).toHaveCount(0);
  }
});

test('a deep link that needs a login leads to login and back to the same page with its query', async ({ page, request }) => {
  const email = freshEmail('deeplink');
  await registerByApi(request, email);
  await recordToasts(page);
  await page.goto('/#/pages/fund/transfer?from=lever&to=legal');
  await expectToast(page, 'Please log in first');
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Ffund%2Ftransfer%3Ffrom%3Dlever%26to%3Dlegal$/);
  await loginByUi(page, email);
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer\?from=lever&to=legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
  // The login page replaced itself with the page: Back never shows the login again.
  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer\?from=lever&to=legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
});

test('a link followed while the app starts is not missed: the page shown is the address', async ({ page }) => {
  // The router reads the address when it is made (its history marks the entry with index 0), and the
  // first render is a transition that a slow phone takes in slices, the browser handling events between
  // them: the router listens only once that render is on screen. Here the slice that made the router is
  // slow, and a link is followed right after it, before the router listens; the router must still follow.
  await page.addInitScript(() => {
    const replaceState = History.prototype.replaceState;
    let moved = false;
    History.prototype.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      replaceState.apply(this, args);
      if (!moved && (args[0] as { idx?: number } | null)?.idx === 0 && location.hash === '#/pages/market/market') {
        moved = true;
        const until = performance.now() + 60;
        while (performance.now() < until) {
          // a slow phone
        }
        // A link, not `location.hash =`: a location change before the page has loaded replaces the
        // entry (the browser's rule), so Back would leave the app (seen on a busy machine).
        queueMicrotask(() => {
          const link = Object.assign(document.createElement('a'), { href: '#/pages/common/faq' });
          document.body.append(link);
          link.click();
          link.remove();
        });
      }
    };
  });
  await page.goto('/#/pages/market/market');
  await expect(page).toHaveURL(/#\/pages\/common\/faq$/);
  await expect(page.getByText('How do I create an account?')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Market categories' })).toHaveCount(0);
  // The browser's Back returns to the page the visit opened.
  await page.goBack();
  await expect(page.getByRole('tablist', { name: 'Market categories' })).toBeVisible();
});
