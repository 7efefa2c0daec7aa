import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { LANGS, type Lang } from '../../src/shared/config/constants';
import { localeOf } from '../../src/shared/config/locale';
import { LANG_NAMES } from '../../src/features/account/langNames';

export const ADMIN_TOKEN = 'e2e-admin-token';
/** Every language but English by its own name, as the language page lists them. */
export const OTHER_LANGUAGE_NAMES = LANGS.filter((l) => l !== 'en').map((l) => LANG_NAMES[l]);
export const PASSWORD = 'trade2win';

let counter = 0;
/** A fresh email for each registration, unique across runs on the same database. */
export function freshEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@kestrel.test`;
}

/** The newest code the server "sent" to a destination (the dev outbox). */
export async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await reply.json()) as { message: Array<{ code: string }> };
      code = body.message[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The code was sent: its button counts down to the next send. (Not the "Code sent" toast: it shows for
 * 1.5 s, and a loaded machine can show it and take it away between two of the test's looks.)
 */
export async function expectCodeSent(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
}

/**
 * Records every toast the page's documents show from now on. A toast is on screen for 1.5 s: a loaded
 * machine can show and take one away between two of a test's looks, which then fail on a message that
 * was shown. `expectToast` reads the record.
 */
export async function recordToasts(page: Page): Promise<void> {
  // The documents the page loads from now on, and the one it shows (a hash change keeps it).
  await page.addInitScript(toastRecorder);
  await page.evaluate(toastRecorder);
}

/** The recorder `recordToasts` puts in a page (the suite's own contexts have it in each page: fixtures.ts). */
export function toastRecorder(): void {
  const w = window as unknown as { __toasts?: string[] };
  if (w.__toasts) return;
  const seen: string[] = [];
  w.__toasts = seen;
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('.toast[role="status"]')) {
      const text = el.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The page has shown this toast since its document loaded (or since `recordToasts`, for a page of another fixture). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? [])).toContain(text);
}

/** Registers by email through the UI and returns the email. Ends on the page the app goes to after. */
export async function registerByEmail(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/#/pages/common/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectCodeSent(page);
  const code = await outboxCode(page.request, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Registers a user through the API (form-encoded, as the app sends it) and returns its token and uid. */
export async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  await request.post('/api/sms_mail', { form: { email, lang: 'en' } });
  const code = await outboxCode(request, email);
  const reply = await request.post('/api/user/register', {
    form: { type: 'email', user_string: email, code, password, re_password: password, lang: 'en' },
  });
  const body = (await reply.json()) as { type: string; message: { token: string; uid: number } };
  expect(body.type).toBe('ok');
  return body.message;
}

export async function loginByUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function admin(request: APIRequestContext, path: string, form: Record<string, string>) {
  const reply = await request.post(`/api/admin/${path}`, { form, headers: { 'x-admin-token': ADMIN_TOKEN } });
  expect(reply.status()).toBe(200);
  return reply.json();
}

/** The bottom tab bar (its accessible name is translated, so it is found by its place). */
export const tabBar = (page: Page) => page.locator('nav.tab-bar');

/**
 * The home tab's news pop-up shows once per article: a person who has seen it is not shown it again
 * (its id stored as the app stores it), and should another open on the way, they close it and go on.
 */
export async function closeNewsPopWhenShown(page: Page): Promise<void> {
  const reply = await page.request.get('/api/news/index_pop');
  const pop = ((await reply.json()) as { message?: { id?: number } | null }).message;
  if (pop?.id) await page.addInitScript((id) => localStorage.setItem('kestrel:news-pop-seen', String(id)), pop.id);
  await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: 'Got it' }), (button) => button.click());
}

/** Logs in with "Try the demo account" on the login page: a fresh demo account, on the Account tab. */
export async function tryDemo(page: Page): Promise<void> {
  await closeNewsPopWhenShown(page);
  await page.goto('/#/pages/common/login');
  await page.getByRole('button', { name: 'Try the demo account' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);
}

/** Signs a page in with a token from the API (as the app stores it), for tests of the pages rather than the login. */
export async function signInWith(page: Page, token: string, uid: number): Promise<void> {
  await page.addInitScript(
    ([t, id]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', JSON.stringify({ uid: Number(id) }));
      }
    },
    [token, String(uid)],
  );
  await page.goto('/#/');
}

/** Chooses the app's language as the language page stores it (other preferences kept); the next load speaks it. */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((chosen) => {
    const prefs = JSON.parse(localStorage.getItem('prefs') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    prefs.state.lang = chosen;
    localStorage.setItem('prefs', JSON.stringify(prefs));
  }, lang);
}

/**
 * Loads `path` ('/#/pages/…') as a new document: the page is left first, so this is never a hash change
 * of the document already open followed by a reload (which now and then reloaded the page before).
 */
export async function openFresh(page: Page, path: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(path);
}

const LANGUAGE_PAGE = '#/pages/language/language';

/**
 * Opens `path` ('/#/pages/…') in `lang`. A page showing the app switches as a person does: the language
 * page, a tap on the language's name (every string changes at once, without a reload), then `path` within
 * the app; a page not showing it yet loads `path` afresh, the language chosen as the language page stores it.
 */
export async function openInLanguage(page: Page, lang: string, path: string): Promise<void> {
  const hash = path.slice(path.indexOf('#'));
  const showing = await page.evaluate(() => Boolean(document.querySelector('nav, main, h1'))).catch(() => false);
  if (!showing) {
    await chooseLanguage(page, lang);
    await openFresh(page, path);
    return;
  }
  await page.evaluate((to) => {
    location.hash = to;
  }, LANGUAGE_PAGE);
  // Its name, and a tick when it is the current one.
  await page.getByRole('button', { name: LANG_NAMES[lang as keyof typeof LANG_NAMES] }).click();
  // The choice is made (its strings are in) when the language page has gone back.
  await expect(page).not.toHaveURL(/#\/pages\/language\/language/);
  await expect(page.locator('html')).toHaveAttribute('lang', localeOf(lang as Lang));
  await page.evaluate((to) => {
    location.hash = to;
  }, hash);
}

/** How far the page is wider than the screen (0 or less: it fits). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
