// Shared steps of the NFT browser tests: items made by the admin relative to the server's clock, funded
// people, a confirm dialog confirmed, a second person's own 390 px page, USDT as the dialogs show it.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { admin, closeNewsPopWhenShown, freshEmail, registerByApi, signInWith } from './helpers';
import { fundByWire, ok, T } from './money';

export const HOUR = 3600;

export interface Item {
  id: number;
  code: string;
  name: string;
}

/** USDT as the confirm dialogs show it (en): every decimal charged, at least 2. */
export const exact = (v: Decimal.Value) => {
  const d = new Decimal(v);
  return `${d.decimalPlaces() < 2 ? d.toFixed(2) : d.toFixed()} USDT`;
};

const serverNow = async (request: APIRequestContext) =>
  (await ok<{ now: number }>(request, 'GET', 'bind_box/getBoxList', { page: '1', limit: '1' })).now;

let made = 0;
/** An item created by the admin, on sale from a minute ago for two hours unless `fields` say otherwise. */
export async function createItem(request: APIRequestContext, fields: Record<string, string>): Promise<Item> {
  const now = await serverNow(request);
  const artists = await ok<{ list: Array<{ id: number }> }>(request, 'GET', 'bind_box/getArtist', { page: '1', limit: '1' });
  made += 1;
  const form = {
    artist_id: String(artists.list[0]?.id),
    name: `E2E ${fields.mode} ${String(Date.now()).slice(-6)}${made}`,
    description: 'Made by the browser tests',
    media_url: '/nft/art/halo.svg',
    price: '10',
    start_at: String(now - 60),
    end_at: String(now + 2 * HOUR),
    ...fields,
  };
  const body = (await admin(request, 'nft/item/create', form)) as { type: string; message: Item };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}

/** A new user with `amount` USDT in funding. */
export async function person(request: APIRequestContext, tag: string, amount = '100') {
  const user = await registerByApi(request, freshEmail(tag));
  await fundByWire(request, user.token, amount);
  return user;
}

export async function confirm(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: T('common.confirm') }).click();
  await expect(dialog).toBeHidden();
}

export async function ownPage(browser: Browser, baseURL: string | undefined, token: string, uid: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await closeNewsPopWhenShown(page);
  await signInWith(page, token, uid);
  return page;
}
