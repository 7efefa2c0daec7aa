// Presale (IEO) in the browser: the admin creates a project on sale now with delivery soon; a funded
// user finds it in the list (state, countdown, progress), is told at the field when below the minimum,
// sees what is paid and received before confirming, subscribes; the admin's clock passes the delivery
// date and the tokens are in the funding account of the assets, exactly. A project not started or sold
// out says why and offers no form. The three pages fit 390 px in every language. The e2e server is
// shared and its clock moved by other tests: every fixture is made here, relative to the server's time.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { admin, closeNewsPopWhenShown, expectToast, freshEmail, openInLanguage, overflow, registerByApi, signInWith } from './helpers';
import { funding, fundByWire, ok, row, T } from './money';

const HOUR = 3600;
const DAY = 86_400;

interface Created {
  id: number;
  code: string;
  name: string;
}

const serverNow = async (request: APIRequestContext) => (await ok<{ now: number }>(request, 'GET', 'project')).now;
let made = 0;
/** A project created by the admin: on sale from now for `fields`' window (2 h by default), delivered an hour after its end. */
async function project(request: APIRequestContext, fields: Record<string, string | number> = {}): Promise<Created> {
  const at = await serverNow(request);
  made += 1;
  const code = `E${String(Date.now()).slice(-7)}${made}`;
  const form = {
    code,
    name: `Test coin ${code}`,
    description: 'A token made by the browser tests',
    supply: '100000',
    price: '0.25',
    decimals: '2',
    start_at: String(at - 60),
    end_at: String(at + 2 * HOUR),
    delivery_at: String(at + 3 * HOUR),
    min_amount: '10',
    max_amount: '5000',
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  };
  const body = (await admin(request, 'project/create', form)) as { type: string; message: Created };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}

test('subscribe 100 tokens at 0.25 (25 USDT shown before confirm) → delivery date passes → 100 tokens in the funding account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const p = await project(page.request);
  const { token, uid } = await registerByApi(page.request, freshEmail('ieo'));
  await fundByWire(page.request, token, '1000');
  await signInWith(page, token, uid);

  await page.goto('/#/pages/ieo/ieo');
  await expect(page.getByRole('heading', { level: 1, name: 'Presale' })).toBeVisible();
  const card = page.getByRole('listitem', { name: `${p.name} (${p.code})` });
  await expect(card.getByText(T('presale.state.live'), { exact: true })).toBeVisible();
  await expect(card.getByText(T('presale.endsIn'))).toBeVisible();
  // The countdown ticks every second.
  const timer = card.getByRole('timer');
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(row(card, T('presale.price'))).toHaveText(`0.25 USDT per ${p.code}`);
  await expect(row(card, T('presale.limits'))).toHaveText(`10 – 5,000 ${p.code}`);
  await expect(card.getByText(`0 / 100,000 ${p.code}`)).toBeVisible();
  await card.getByRole('link', { name: T('presale.open') }).click();
  await expect(page).toHaveURL(new RegExp(`#/pages/ieo/subscribe\\?project_id=${p.id}$`));

  const form = page.getByRole('form', { name: T('presale.form.title', { name: p.name }) });
  await expect(form.getByText(T('presale.form.available', { amount: '1,000.00 USDT' }))).toBeVisible();
  // Below the minimum: said at the field, the typed amount kept.
  await form.getByLabel(T('presale.form.amount')).fill('5');
  await form.getByRole('button', { name: T('presale.form.submit') }).click();
  await expect(form.getByText(T('presaleErrors.min', { min: '10', code: p.code }))).toBeVisible();
  await expect(form.getByLabel(T('presale.form.amount'))).toHaveValue('5');
  await form.getByLabel(T('presale.form.amount')).fill('100');
  await expect(row(form, T('presale.form.receive'))).toHaveText(`100 ${p.code}`);
  await expect(row(form, T('presale.form.pay'))).toHaveText('25.00 USDT');
  // By a USDT total: 10.01 buys 40.04 tokens, paying exactly 10.01.
  await page.getByRole('tab', { name: T('presale.form.byTotal') }).click();
  await form.getByLabel(T('presale.form.total')).fill('10.01');
  await expect(row(form, T('presale.form.receive'))).toHaveText(`40.04 ${p.code}`);
  await expect(row(form, T('presale.form.pay'))).toHaveText('10.01 USDT');
  await page.getByRole('tab', { name: T('presale.form.byAmount') }).click();
  await form.getByLabel(T('presale.form.amount')).fill('100');
  await page.waitForTimeout(600);
  await form.getByRole('button', { name: T('presale.form.submit') }).click();
  const confirm = page.getByRole('dialog', { name: T('presale.form.confirmTitle') });
  await expect(row(confirm, T('presale.form.receive'))).toHaveText(`100 ${p.code}`);
  await expect(row(confirm, T('presale.form.pay'))).toHaveText('25.00 USDT');
  await expect(row(confirm, T('presale.form.deliveredOn'))).not.toHaveText('--');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, T('presale.form.done'));
  await expect(page).toHaveURL(/#\/pages\/ieo\/order$/);
  expect(await funding(page.request, token)).toEqual({ available: '975', frozen: '0' });

  const order = page.getByRole('listitem', { name: new RegExp(`^${p.name} #\\d+$`) });
  await expect(order.getByText(T('presale.orderState.pending'), { exact: true })).toBeVisible();
  await expect(row(order, T('presale.order.paid'))).toHaveText('25.00 USDT');
  await expect(row(order, T('presale.order.amount'))).toHaveText(`100 ${p.code}`);

  // The delivery date passes on the server's clock: the tokens arrive.
  await admin(page.request, 'clock', { advance_ms: String(3 * HOUR * 1000 + 5000) });
  await page.reload();
  await expect(order.getByText(T('presale.orderState.delivered'), { exact: true })).toBeVisible();
  await page.goto('/#/pages/fund/assets');
  const fundingCard = page.getByRole('region', { name: 'Funding', exact: true });
  const token_ = fundingCard.getByRole('listitem', { name: p.code });
  await expect(row(token_, 'Available')).toHaveText('100.00');
  await expect(row(fundingCard.getByRole('listitem', { name: 'USDT' }), 'Available')).toHaveText('975.00');
  const wallet = await ok<Array<{ code: string; available: string; value_usdt: string }>>(
    page.request,
    'POST',
    'wallet/detail',
    { type: 'legal' },
    token,
  );
  expect(wallet.find((b) => b.code === p.code)).toMatchObject({ available: '100', value_usdt: '0' });
});

test('a project not started yet or sold out cannot be subscribed, and the page says why', async ({ page }) => {
  const at = await serverNow(page.request);
  const soon = await project(page.request, { start_at: at + DAY, end_at: at + 2 * DAY, delivery_at: at + 3 * DAY });
  const full = await project(page.request, { supply: '10', min_amount: '1', max_amount: '10' });
  const buyer = await registerByApi(page.request, freshEmail('ieo-full'));
  await fundByWire(page.request, buyer.token, '100');
  await ok(
    page.request,
    'POST',
    'project/order',
    { project_id: String(full.id), amount: '10', pay_currency: 'USDT', price: '0.25' },
    buyer.token,
  );
  // Logged out: the detail, and a way to log in.
  const live = await project(page.request);
  await page.goto(`/#/pages/ieo/subscribe?project_id=${live.id}`);
  await expect(page.getByRole('link', { name: T('presale.login') })).toBeVisible();
  await expect(page.getByRole('button', { name: T('presale.form.submit') })).toHaveCount(0);

  const me = await registerByApi(page.request, freshEmail('ieo-late'));
  await fundByWire(page.request, me.token, '100');
  await signInWith(page, me.token, me.uid);

  await page.goto(`/#/pages/ieo/subscribe?project_id=${soon.id}`);
  await expect(page.getByText(T('presale.state.upcoming'), { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /has not started yet/ })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('button', { name: T('presale.form.submit') })).toHaveCount(0);

  await page.goto(`/#/pages/ieo/subscribe?project_id=${full.id}`);
  await expect(page.getByText(T('presale.state.soldout'), { exact: true })).toBeVisible();
  await expect(page.getByText(T('presale.closedNote.soldout', { supply: '10', code: full.code }))).toBeVisible();
  await expect(page.getByRole('button', { name: T('presale.form.submit') })).toHaveCount(0);
});

test('the presale pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(150_000);
  const live = await project(page.request);
  const { token, uid } = await registerByApi(page.request, freshEmail('ieo-langs'));
  await fundByWire(page.request, token, '100');
  await ok(
    page.request,
    'POST',
    'project/order',
    { project_id: String(live.id), amount: '20', pay_currency: 'USDT', price: '0.25' },
    token,
  );
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as {
      presale: { open: string; form: { submit: string }; orderState: { pending: string } };
      routes: { ieo: { ieo: string; order: string } };
    };
    await openInLanguage(page, lang, '/#/pages/ieo/ieo');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.ieo.ieo })).toBeVisible();
    await expect(page.getByRole('link', { name: s.presale.open }).first()).toBeVisible();
    expect(await overflow(page), `${lang} presale list`).toBeLessThanOrEqual(0);
    await page.goto(`/#/pages/ieo/subscribe?project_id=${live.id}`);
    await expect(page.getByRole('button', { name: s.presale.form.submit })).toBeVisible();
    expect(await overflow(page), `${lang} subscribe`).toBeLessThanOrEqual(0);
    await page.goto('/#/pages/ieo/order');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.ieo.order })).toBeVisible();
    await expect(page.getByText(s.presale.orderState.pending).first()).toBeVisible();
    expect(await overflow(page), `${lang} orders`).toBeLessThanOrEqual(0);
  }
});
