// Shared steps of the money browser tests (withdrawals, fiat rails): calls as a user or as the admin,
// the funding account's balance, funds by an approved wire deposit, the payment password set as its page
// sets it, English strings by key, and label/value rows as the pages show figures.
import { PNG as PNG_BYTES } from '../fixtures';
import { T } from '../strings';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { ADMIN_TOKEN } from './helpers';

export const PAY_PASSWORD = '246810';

/** A small, complete PNG: a "screenshot" of a transfer. */
export const PNG = Buffer.from(PNG_BYTES);

export { T };

/** The value next to a label in a list of label/value rows. */
export function row(scope: Page | Locator, label: string): Locator {
  const page = 'mainFrame' in scope ? scope : scope.page();
  return scope
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) })
    .getByRole('definition');
}

export interface Envelope<T> {
  type: string;
  message: T;
  field?: string;
}

/** Calls the API as a user (token) or, without one, as the admin; form-encoded as the app sends it. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string> = {},
  token?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = token ? { authorization: token } : { 'x-admin-token': ADMIN_TOKEN };
  const reply =
    method === 'GET'
      ? await request.get(`/api/${path}`, { headers, params: { lang: 'en', ...form } })
      : await request.post(`/api/${path}`, { headers, form: { lang: 'en', ...form } });
  expect(reply.status(), path).toBeLessThan(500);
  return (await reply.json()) as Envelope<T>;
}

/** Like `call`, and the call must succeed: its message. */
export async function ok<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string> = {},
  token?: string,
) {
  const body = await call<T>(request, method, path, form, token);
  expect(body.type, `${path}: ${JSON.stringify(body)}`).toBe('ok');
  return body.message;
}

/** The funding account's USDT as the server holds it (plain decimal strings). */
export async function funding(request: APIRequestContext, token: string) {
  const list = await ok<Array<{ code: string; available: string; frozen: string }>>(
    request,
    'POST',
    'wallet/detail',
    { type: 'legal' },
    token,
  );
  const usdt = list.find((b) => b.code === 'USDT');
  return { available: new Decimal(usdt?.available ?? '0').toFixed(), frozen: new Decimal(usdt?.frozen ?? '0').toFixed() };
}

/** USD sent by wire with its proof and approved by the admin: the funding account is credited. Returns the deposit id. */
export async function fundByWire(request: APIRequestContext, token: string, amount: string): Promise<number> {
  // Proofs are private (wallet/proof/upload answers the proof's id).
  const upload = await request.post('/api/wallet/proof/upload', {
    headers: { authorization: token },
    multipart: { lang: 'en', file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } },
  });
  const screenshot = ((await upload.json()) as Envelope<{ id: string }>).message.id;
  const wire = await ok<{ id: number }>(
    request,
    'POST',
    'wallet/Wiretransfer',
    { amount, screenshot, tx_suffix: 'AB12CD', remitter: 'Test Person' },
    token,
  );
  await ok(request, 'POST', 'admin/deposit/approve', { id: String(wire.id) });
  return wire.id;
}

/** The newest code of a scene sent to an email (the dev outbox). */
async function codeOf(request: APIRequestContext, email: string, scene: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const box = await call<Array<{ code: string; scene: string }>>(request, 'GET', 'dev/outbox', { to: email });
      code = box.message.find((m) => m.scene === scene)?.code ?? '';
      return code;
    })
    .toMatch(/^[0-9A-Z]{6}$/);
  return code;
}

/** A withdrawal address added as its page adds it: the code sent to the account's email, then the address. */
export async function saveAddress(request: APIRequestContext, email: string, token: string, address: string, name: string) {
  await ok(request, 'POST', 'sms_mail', { email, scene: 'address' });
  return ok<{ address: string }>(
    request,
    'POST',
    'user/wallet/save',
    { address, name, code: await codeOf(request, email, 'address') },
    token,
  );
}

/** The payment password, set as its page sets it: a code sent to the email for it, then the password. */
export async function setPayPassword(request: APIRequestContext, email: string, token: string, password = PAY_PASSWORD): Promise<void> {
  await ok(request, 'POST', 'sms_mail', { email, scene: 'pay' });
  let code = '';
  await expect
    .poll(async () => {
      const box = await call<Array<{ code: string; scene: string }>>(request, 'GET', 'dev/outbox', { to: email });
      code = box.message.find((m) => m.scene === 'pay')?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await ok(request, 'POST', 'safe/pay_password', { pay_password: password, re_pay_password: password, code }, token);
}
