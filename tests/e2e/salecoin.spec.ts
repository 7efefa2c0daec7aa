import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import Decimal from 'decimal.js';
import { saleFigures } from '../../src/shared/fund/sale';
import { stringsOf } from '../strings';
import { freshEmail, loginByUi, openInLanguage, overflow, registerByApi, OTHER_LANGUAGE_NAMES } from './helpers';
import { fundByWire, funding, ok, PNG, row, setPayPassword } from './money';
import { verifyUser } from './verify';

// The fiat rails: a wire (or bank-card) deposit with its proof, reviewed by an admin; sale coin (USDT
// sold for dollars paid to the bound card), paid or rejected by an admin. Every user is fresh, so the
// balances are exact.

const en = (places: number) => new Intl.NumberFormat('en', { minimumFractionDigits: places, maximumFractionDigits: places });
const usd = (d: Decimal.Value) => `${en(2).format(new Decimal(d).toFixed(2) as `${number}`)} USD`;
const usdt = (d: Decimal.Value) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(new Decimal(d).toFixed() as `${number}`)} USDT`;

interface AdminFiat {
  id: number;
  user_id: number;
  method: string;
  amount: string;
  credit: string;
  status: string;
}
interface AdminSale {
  id: number;
  user_id: number;
  number: string;
  status: string;
}

/** The user's pending fiat deposits, newest first (the admin's list). */
async function pendingDeposits(request: APIRequestContext, uid: number) {
  return (await ok<AdminFiat[]>(request, 'GET', 'admin/deposits', { status: 'pending' })).filter((d) => d.user_id === uid);
}

/** Funds for the sale tests: a wire deposit approved without the page, credited to this user. */
async function fundUser(request: APIRequestContext, token: string, uid: number, amount: string) {
  const id = await fundByWire(request, token, amount);
  const approved = await ok<AdminFiat[]>(request, 'GET', 'admin/deposits', { status: 'approved' });
  expect(approved.find((d) => d.id === id)?.user_id).toBe(uid);
}

/** What a sale needs first, set the way their pages set them: the bank card paid to, and the payment password. */
async function cardAndPayPassword(request: APIRequestContext, email: string, token: string, password: string) {
  const card = { real_name: 'Li Wei', bank_name: 'Bank of China', card_number: '6222021234567890123', branch: 'Shanghai' };
  await ok(request, 'POST', 'user/cash_save', card, token);
  await setPayPassword(request, email, token, password);
}

/** A real user, logged in on the page, verified (a bank card needs it). */
async function verifiedUser(page: Page, request: APIRequestContext, tag: string) {
  const email = freshEmail(tag);
  const { uid, token } = await registerByApi(request, email);
  await verifyUser(request, token, uid, 2);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();
  return { email, uid, token };
}

test('wire deposit: bank details, the credit before submit, messages at the fields, the screenshot, pending, then approved and credited exactly', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { uid, token } = await verifiedUser(page, request, 'wire');
  // The operator publishes a dollar rate other than 1 (put back afterwards): the credit follows it exactly.
  const published = await ok<{ usd_rate: string }>(request, 'GET', 'wallet/wire_info', {}, token);
  await ok(request, 'POST', 'admin/setting', { key: 'usd_rate', value: '0.99875' });
  test.info().attach('usd_rate before', { body: published.usd_rate });
  try {
    const info = await ok<{ account_number: string; usd_rate: string; min: string }>(request, 'GET', 'wallet/wire_info', {}, token);
    expect(info.usd_rate).toBe('0.99875');
    const before = await funding(request, token);

    // The deposit page offers the bank wire beside the chains.
    await page.goto('/#/pages/fund/select');
    // The networks load beside the rails and can move the row under a tap made meanwhile: wait for them.
    await expect(page.getByRole('link', { name: /Kestrel dev chain/ })).toBeVisible();
    await page.getByRole('link', { name: /Bank wire/ }).click();
    await expect(page).toHaveURL(/#\/pages\/TelegraphicMoney\/TelegraphicMoney$/);
    await expect(page.getByRole('heading', { name: 'Wire transfer' })).toBeVisible();

    // The receiving account, each detail with its copy button.
    await expect(page.getByText(info.account_number)).toBeVisible();
    await page.getByRole('button', { name: 'Copy Account number' }).click();
    await expect(page.getByText('Account number copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.account_number);

    // The rate, and what the typed amount credits, before anything is sent.
    const credit = row(page, 'You will be credited');
    await expect(row(page, 'Rate')).toHaveText(`1 USD = ${new Decimal(info.usd_rate).toFixed()} USDT`);
    await expect(credit).toHaveText('--');
    const amount = page.getByLabel('Amount sent');
    await amount.fill('250,5');
    const expected = new Decimal('250.5').times(info.usd_rate).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    await expect(credit).toHaveText(usdt(expected));

    // A bad reference suffix and no screenshot: both messages at their fields, nothing typed lost.
    await page.getByLabel('Last 6 characters of the reference').fill('4F-7K');
    await page.getByLabel('Sender name').fill('Li Wei');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Enter the last 6 characters of the transaction reference (letters and digits)')).toBeVisible();
    await expect(page.getByText('Upload the screenshot or voucher of the transfer')).toBeVisible();
    await expect(amount).toHaveValue('250.5');
    await expect(page.getByLabel('Sender name')).toHaveValue('Li Wei');
    await expect(page.getByLabel('Last 6 characters of the reference')).toHaveValue('4F-7K');

    // Below the published minimum: the minimum at the amount.
    await amount.fill('1');
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText(`The minimum deposit is ${info.min} USD`)).toBeVisible();
    await amount.fill('250.50');

    // The screenshot (the phone's camera or gallery): a preview, replaceable.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload screenshot' }).click();
    await (await chooser).setFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the transfer screenshot' })).toBeVisible();
    await expect(page.getByText('Screenshot uploaded')).toBeVisible();
    await expect(page.getByText('Upload the screenshot or voucher of the transfer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Replace screenshot' })).toBeVisible();

    await page.getByLabel('Last 6 characters of the reference').fill('4f7k2q');
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Submitted: your deposit is waiting for review')).toBeVisible();
    const submitted = page.getByRole('region', { name: 'Deposit submitted' });
    await expect(row(submitted, 'Status')).toHaveText('Pending review');
    await expect(row(submitted, 'Amount sent')).toHaveText('250.50 USD');
    await expect(row(submitted, 'You will be credited')).toHaveText(usdt(expected));
    await expect(row(submitted, 'Last 6 characters of the reference')).toHaveText('4F7K2Q');
    await expect(submitted.getByRole('link', { name: 'View deposit records' })).toHaveAttribute(
      'href',
      '#/pages/fund/assets_record?type=1',
    );

    // Pending: nothing credited yet. The admin approves: the funding account grows by exactly the credit.
    const [pending] = await pendingDeposits(request, uid);
    expect(pending).toMatchObject({ method: 'wire', status: 'pending' });
    expect(new Decimal(pending.amount).eq('250.5')).toBe(true);
    expect(new Decimal(pending.credit).eq(expected)).toBe(true);
    expect((await funding(request, token)).available).toBe(before.available);
    await ok(request, 'POST', 'admin/deposit/approve', { id: String(pending.id) });
    const credited = new Decimal(before.available).plus(expected).toFixed();
    expect((await funding(request, token)).available).toBe(credited);
    // …and the sale page, which reads the funding account, shows it.
    await page.goto('/#/pages/saleCoin/saleCoin');
    await expect(row(page, 'Available')).toHaveText(usdt(credited));
  } finally {
    await ok(request, 'POST', 'admin/setting', { key: 'usd_rate', value: published.usd_rate });
  }
});

test('bank-card recharge: the same proof through charge_req, pending for the admin; a refusal from the server lands at its field', async ({
  page,
  request,
}) => {
  const { uid, token } = await verifiedUser(page, request, 'card');
  await page.goto('/#/pages/fund/select');
  await page.getByRole('link', { name: /Bank card/ }).click();
  await expect(page).toHaveURL(/TelegraphicMoney\?method=card$/);
  await expect(page.getByRole('heading', { name: 'Bank card recharge' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bank card', pressed: true })).toBeVisible();

  await page.getByLabel('Amount sent').fill('40');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload screenshot' }).click();
  await (await chooser).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Screenshot uploaded')).toBeVisible();
  await page.getByLabel('Last 6 characters of the reference').fill('998877');
  await page.getByLabel('Sender name').fill('Li Wei');

  // Switching to the wire and back keeps what was typed.
  await page.getByRole('button', { name: 'Bank wire' }).click();
  await expect(page.getByRole('heading', { name: 'Wire transfer' })).toBeVisible();
  await page.getByRole('button', { name: 'Bank card' }).click();
  await expect(page.getByLabel('Sender name')).toHaveValue('Li Wei');

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Submitted: your deposit is waiting for review')).toBeVisible();
  await expect(row(page.getByRole('region', { name: 'Deposit submitted' }), 'Status')).toHaveText('Pending review');
  const [pending] = await pendingDeposits(request, uid);
  expect(pending).toMatchObject({ method: 'card', status: 'pending' });
  expect(new Decimal(pending.amount).eq(40)).toBe(true);

  // The server checks the same rules: a bad suffix sent directly is refused naming the field.
  const reply = await request.post('/api/wallet/charge_req', {
    form: { type: 'card', amount: '40', screenshot: 'a'.repeat(32), tx_suffix: '12', remitter: 'Li Wei', lang: 'en' },
    headers: { authorization: token },
  });
  const body = (await reply.json()) as { type: string; field?: string; message: string };
  expect(body.type).not.toBe('ok');
  expect(body.field).toBe('tx_suffix');
  expect(body.message).toBe('Enter the last 6 characters of the transaction reference (letters and digits)');

  // The operator raises the minimum while the page is open: the server's refusal lands at the amount,
  // and nothing typed is lost.
  const { min } = await ok<{ min: string }>(request, 'GET', 'wallet/wire_info', {}, token);
  await page.getByRole('button', { name: 'New deposit' }).click();
  await page.getByLabel('Amount sent').fill('40');
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload screenshot' }).click();
  await (await again).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Screenshot uploaded')).toBeVisible();
  await page.getByLabel('Last 6 characters of the reference').fill('998878');
  await page.getByLabel('Sender name').fill('Li Wei');
  await ok(request, 'POST', 'admin/setting', { key: 'fiat_min', value: '100' });
  try {
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('The minimum deposit is 100 USD')).toBeVisible();
    await expect(page.getByLabel('Amount sent')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Sender name')).toHaveValue('Li Wei');
    await expect(page.getByLabel('Last 6 characters of the reference')).toHaveValue('998878');
    expect(await pendingDeposits(request, uid)).toHaveLength(1);
  } finally {
    await ok(request, 'POST', 'admin/setting', { key: 'fiat_min', value: min });
  }
});

test('sale coin: a card and a payment password first; sell 100 USDT with the figures shown, paid by the admin; a rejected sale returns the USDT', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email, uid, token } = await verifiedUser(page, request, 'sale');
  await fundUser(request, token, uid, '500');

  // No card, no payment password: the page says what comes first and where.
  await page.goto('/#/pages/saleCoin/saleCoin');
  await expect(page.getByText('Bind a bank card first: the dollars are paid to it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bind a bank card' })).toHaveAttribute('href', '#/pages/setting/bank');
  await expect(page.getByRole('link', { name: 'Set the payment password' })).toHaveAttribute('href', '#/pages/setting/payPassword');
  await expect(page.getByLabel('Amount to sell')).toHaveCount(0);

  // The card and the payment password.
  await cardAndPayPassword(request, email, token, '135790');
  const info = await ok<{ rate: string; fee_rate: string; min: string; available: string }>(request, 'GET', 'sale/info', {}, token);
  expect(new Decimal(info.available).eq(500)).toBe(true);
  await page.reload();
  await expect(row(page, 'Paid to')).toHaveText('Bank of China · Li Wei · •••• 0123');
  await expect(row(page, 'Available')).toHaveText('500.00 USDT');
  await expect(page.getByText('Bind a bank card first: the dollars are paid to it.')).toBeHidden();

  // 100 USDT: value, fee and dollars received before confirming, from the shared formula.
  const f = saleFigures('100', info.rate, info.fee_rate);
  await page.getByLabel('Amount to sell').fill('100');
  await expect(row(page, 'You receive')).toHaveText(usd(f.receive));
  await expect(row(page, 'Value in dollars')).toHaveText(usd(f.gross));
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the sale' });
  await expect(row(dialog, 'Amount to sell')).toHaveText('100.00 USDT');
  await expect(row(dialog, 'You receive')).toHaveText(usd(f.receive));
  await expect(dialog.getByText('Paid to Bank of China •••• 0123')).toBeVisible();

  // A wrong payment password: refused at its field, in the dialog.
  await dialog.getByLabel('Payment password').fill('111111');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Payment password').fill('135790');
  await page.waitForTimeout(600);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sale order placed')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Pending with the exact figures; the 100 USDT frozen.
  const placed = page.getByRole('region', { name: 'Sale of 100.00 USDT' });
  await expect(placed.getByText('Pending review')).toBeVisible();
  await expect(row(placed, 'Value in dollars')).toHaveText(usd(f.gross));
  await expect(row(placed, 'Fee')).toHaveText(usd(f.fee));
  await expect(row(placed, 'You receive')).toHaveText(usd(f.receive));
  await expect(row(page, 'Available')).toHaveText('400.00 USDT');
  expect(await funding(request, token)).toEqual({ available: '400', frozen: '100' });

  // The admin pays: shown paid in the orders, the USDT gone.
  const [order] = (await ok<AdminSale[]>(request, 'GET', 'admin/sales', { status: 'pending' })).filter((s) => s.user_id === uid);
  await ok(request, 'POST', 'admin/sale/paid', { id: String(order.id) });
  await page.getByRole('link', { name: 'Sell orders' }).click();
  await expect(page).toHaveURL(/#\/pages\/saleCoin\/dollarOrderList$/);
  const paid = page.getByRole('listitem', { name: 'Sale of 100.00 USDT' });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row(paid, 'Paid at')).toBeVisible();
  await expect(row(paid, 'You receive')).toHaveText(usd(f.receive));
  expect(await funding(request, token)).toEqual({ available: '400', frozen: '0' });

  // A second sale, rejected with a reason: the reason shows and the USDT comes back.
  await page.getByRole('link', { name: 'Sell coin' }).click();
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel('Amount to sell')).toHaveValue('400');
  await page.getByLabel('Amount to sell').fill('50');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await dialog.getByLabel('Payment password').fill('135790');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sale order placed')).toBeVisible();
  await expect(row(page, 'Available')).toHaveText('350.00 USDT');
  const [second] = (await ok<AdminSale[]>(request, 'GET', 'admin/sales', { status: 'pending' })).filter((s) => s.user_id === uid);
  await ok(request, 'POST', 'admin/sale/reject', { id: String(second.id), reason: 'The card name does not match the account' });
  await page.goto('/#/pages/saleCoin/dollarOrderList');
  const rejected = page.getByRole('listitem', { name: 'Sale of 50.00 USDT' });
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(rejected.getByText('Reason: The card name does not match the account')).toBeVisible();
  await expect(rejected.getByText('The USDT was returned to your funding account.')).toBeVisible();
  expect(await funding(request, token)).toEqual({ available: '400', frozen: '0' });
});

test('until the operator sets the receiving account, the wire and card page says plainly that they are not offered', async ({
  page,
  request,
}) => {
  const { token } = await verifiedUser(page, request, 'nowire');
  const published = await ok<{ bank_name: string }>(request, 'GET', 'wallet/wire_info', {}, token);
  await ok(request, 'POST', 'admin/setting', { key: 'wire_bank_name', value: '' });
  try {
    for (const path of ['TelegraphicMoney/TelegraphicMoney', 'TelegraphicMoney/TelegraphicMoney?method=card']) {
      await page.goto(`/#/pages/${path}`);
      await expect(page.getByRole('heading', { name: 'Wire and card deposits are not offered' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Deposit USDT' })).toHaveAttribute('href', '#/pages/fund/receive');
      await expect(page.getByLabel('Amount sent')).toHaveCount(0);
      await expect(page.getByText(published.bank_name)).toHaveCount(0);
    }
    // Said in every language, within 390 px.
    for (const lang of ['zh', 'hk', 'jp', 'kor', 'pt', 'tv', 'xp', 'fa', 'pn', 'dt', 'ydl', 'en']) {
      const strings = stringsOf(lang) as unknown as { salecoin: { notOffered: { title: string } } };
      await openInLanguage(page, lang, '/#/pages/TelegraphicMoney/TelegraphicMoney');
      await expect(page.getByRole('heading', { name: strings.salecoin.notOffered.title })).toBeVisible();
      expect(await overflow(page), lang).toBeLessThanOrEqual(0);
    }
  } finally {
    await ok(request, 'POST', 'admin/setting', { key: 'wire_bank_name', value: published.bank_name });
  }
  await page.reload();
  await expect(page.getByText(published.bank_name)).toBeVisible();
});

test('sale coin needs a verified identity, as a withdrawal does, and shows the 24-hour limit it shares with withdrawals', async ({
  page,
  request,
}) => {
  const email = freshEmail('salekyc');
  const { uid, token } = await registerByApi(request, email);
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();
  await page.goto('/#/pages/saleCoin/saleCoin');
  await expect(page.getByText('Verify your identity first: selling coin needs a verified identity, as withdrawals do.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', '#/pages/StartVerification/StartVerification');
  await expect(page.getByLabel('Amount to sell')).toHaveCount(0);

  // Verified, with a card, a payment password and funds: the form, within the limit left.
  await verifyUser(request, token, uid);
  await fundUser(request, token, uid, '300');
  await cardAndPayPassword(request, email, token, '135790');
  await page.reload();
  await expect(page.getByText('Verify your identity first: selling coin needs a verified identity, as withdrawals do.')).toHaveCount(0);
  await expect(row(page, '24-hour limit')).toHaveText('200.00 BTC');
  await expect(row(page, 'Left of your 24-hour limit')).toHaveText(/^[\d,]+\.\d{2,6} USDT$/);
  await expect(page.getByText('Withdrawals and coin sales share this 24-hour limit.')).toBeVisible();
  await expect(page.getByLabel('Amount to sell')).toBeVisible();
});

test('the Account menu leads to sale coin; the fiat pages fit 390 px in every language', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, uid, token } = await verifiedUser(page, request, 'railsfit');
  await page.getByRole('link', { name: 'Sell coin' }).click();
  await expect(page).toHaveURL(/#\/pages\/saleCoin\/saleCoin$/);
  await expect(page.getByText('Bind a bank card first: the dollars are paid to it.')).toBeVisible();
  await page.getByRole('link', { name: 'Sell orders' }).click();
  await expect(page.getByText('No sale orders yet')).toBeVisible();

  // With funds, a card and a payment password, the sale page shows its form; every message shows on submit.
  await fundUser(request, token, uid, '100');
  await cardAndPayPassword(request, email, token, '246802');
  for (const name of OTHER_LANGUAGE_NAMES) {
    await page.goto('/#/pages/language/language');
    await page.getByRole('button', { name }).click();
    await expect(page).not.toHaveURL(/language/);
    for (const path of ['TelegraphicMoney/TelegraphicMoney', 'TelegraphicMoney/TelegraphicMoney?method=card', 'saleCoin/saleCoin']) {
      await page.goto(`/#/pages/${path}`);
      const submit = page.locator('form button[type=submit]');
      await expect(submit).toBeVisible();
      await submit.click();
      await expect(page.locator('.field-error').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${path}`).toBeLessThanOrEqual(390);
    }
  }
});
