import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import Decimal from 'decimal.js';
import { maxLots, maxSpotAmount } from '../../src/features/trade/lib';
import { spotQuote, tradingFee } from '../../src/shared/trade/formulas';
import { admin, loginByUi } from './helpers';

// The demo account is shared by every test of a run: balances are read first, never assumed.
const DEMO = { email: 'demo@kestrel.test', password: 'kestrel123' };
const BTC = { lotSize: '0.01', feeRate: '0.0005' };

/** Opens a trade page logged out, then logs in through "Log in to trade" and comes back. */
async function openLoggedIn(page: Page, path: string) {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('status', { name: 'Last price' })).toHaveText(/\d/);
  await page.getByRole('button', { name: 'Log in to trade' }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=/);
  await loginByUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}`));
}

/** The value next to a label in a list of label/value rows. */
function row(scope: Page | Locator, label: string): Locator {
  const page = 'mainFrame' in scope ? scope : scope.page();
  return scope
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}

/** Buttons ignore a second tap within 500 ms (SPEC §9), so a person's next try comes a moment later. */
async function tapAgain(button: Locator) {
  await button.page().waitForTimeout(550);
  await button.click();
}

const num = async (locator: Locator) => new Decimal(((await locator.textContent()) ?? '').replace(/[^\d.+-]/g, ''));
const lastPrice = (page: Page) => num(page.getByRole('status', { name: 'Last price' }));
const en = (d: Decimal, min: number, max: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: min, maximumFractionDigits: max }).format(d.toFixed() as `${number}`);
/** Money in a confirm dialog: every decimal the ledger keeps, at least two, grouped. */
const money = (d: Decimal.Value) => en(new Decimal(d).toDecimalPlaces(8, Decimal.ROUND_DOWN), 2, 8);
/** USDT in a list, a card or a summary: to the cent, rounded down, grouped ("9,999.98"). */
const cents = (d: Decimal.Value) => en(new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_DOWN), 2, 2);
/** A price at the symbol's 2 places, grouped. */
const price2 = (d: Decimal.Value) => en(new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), 2, 2);

/** A call as the app makes it, with the logged-in page's token: exact figures the screen rounds for display. */
async function call<T>(page: Page, path: string, form: Record<string, string> = {}): Promise<T> {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const reply = await page.request.post(`/api/${path}`, { form: { ...form, lang: 'en' }, headers: { Authorization: token } });
  const body = (await reply.json()) as { type: string; message: T };
  expect(body.type).toBe('ok');
  return body.message;
}
type Deal = { available: string; max_lots: string; lot_decimals: number; fee_rate: string; lot_size: string };
type Order = { id: number; fee: string; profit: string; margin: string };

test('a leveraged long with TP and SL: refused on the wrong side, opened, live profit, closed, in history with its fee', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLoggedIn(page, '/pages/transaction/contract?symbol=BTCUSDT');
  // The balance to the cent, grouped; the exact figure is the server's.
  await expect(row(page, 'Available')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} USDT$/);
  const deal = await call<Deal>(page, 'lever/deal', { symbol: 'BTCUSDT' });
  const before = new Decimal(deal.available);
  await expect(row(page, 'Available')).toHaveText(`${cents(before)} USDT`);

  // Leverage is a slider stopping at the offered leverages, worked from the keyboard.
  const leverage = page.getByRole('slider', { name: 'Leverage' });
  await leverage.focus();
  await leverage.press('Home');
  await expect(leverage).toHaveAttribute('aria-valuetext', '1× leverage');
  for (let i = 0; i < 3; i++) await leverage.press('ArrowRight');
  await expect(leverage).toHaveAttribute('aria-valuetext', '10× leverage');

  // 25 % of what the balance allows, at a limit price: exactly the shared formula, rounded down to the lot step.
  const shares = page.getByRole('group', { name: 'Use a share of the balance' });
  await page.getByRole('button', { name: 'Limit', exact: true }).click();
  const at = (await lastPrice(page)).toFixed(2);
  await page.getByLabel('Limit price').fill(at);
  await shares.getByRole('button', { name: '25%' }).click();
  const spec = { available: deal.available, price: at, lotSize: deal.lot_size, leverage: 10, feeRate: deal.fee_rate };
  const quarter = maxLots({ ...spec, lotDecimals: deal.lot_decimals, maxLots: deal.max_lots, share: 25 });
  await expect(page.getByLabel('Lots')).toHaveValue(quarter);
  expect((await num(row(page, 'Total cost'))).lte(before.div(4))).toBe(true);
  await shares.getByRole('button', { name: '100%' }).click();
  await expect(page.getByLabel('Lots')).toHaveValue(maxLots({ ...spec, lotDecimals: deal.lot_decimals, maxLots: deal.max_lots }));
  expect((await num(row(page, 'Total cost'))).lte(before)).toBe(true);
  await page.getByRole('button', { name: 'Market', exact: true }).click();

  await page.getByLabel('Lots').fill('1');
  await expect(row(page, 'Margin')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);

  // Take-profit below the price for a buy: refused at the field, nothing typed is lost.
  const price = await lastPrice(page);
  const wrongTp = price.times(0.9).toFixed(2);
  await page.getByLabel('Take-profit').fill(wrongTp);
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(page.getByText('For a buy, the take-profit must be above the price')).toBeVisible();
  await expect(page.getByLabel('Take-profit')).toHaveValue(wrongTp);
  await expect(page.getByLabel('Lots')).toHaveValue('1');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Too many decimals and letters are refused too, with a decimal comma accepted.
  await page.getByLabel('Lots').fill('abc');
  await tapAgain(page.getByRole('button', { name: 'Open long' }));
  await expect(page.getByText('Enter a correct number of lots')).toBeVisible();
  await page.getByLabel('Lots').fill('0,015');
  await tapAgain(page.getByRole('button', { name: 'Open long' }));
  await expect(page.getByText('At most 2 decimal places')).toBeVisible();
  await page.getByLabel('Lots').fill('1,5');

  // TP 5 % above, SL 5 % below: the confirm dialog shows every figure, exact.
  const tp = price.times(1.05).toFixed(2);
  const sl = price.times(0.95).toFixed(2);
  await page.getByLabel('Take-profit').fill(tp);
  await page.getByLabel('Stop-loss').fill(sl);
  await tapAgain(page.getByRole('button', { name: 'Open long' }));
  const confirm = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(confirm).toBeVisible();
  await expect(row(confirm, 'Lots')).toHaveText('1.5');
  await expect(row(confirm, 'Leverage')).toHaveText('×10');
  await expect(row(confirm, 'Take-profit')).toHaveText(price2(tp));
  await expect(row(confirm, 'Stop-loss')).toHaveText(price2(sl));
  await expect(row(confirm, 'Liquidation price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  const shownPrice = await num(row(confirm, 'Market price \\(now\\)'));
  const shownFee = (await row(confirm, 'Trading fee').textContent()) ?? '';
  const shownMargin = await num(row(confirm, 'Margin'));
  const shownTotal = await num(row(confirm, 'Total cost'));
  expect(shownTotal.toFixed()).toBe(shownMargin.plus(shownFee).toFixed());
  expect(shownFee).toBe(money(tradingFee(shownPrice, '1.5', BTC.lotSize, BTC.feeRate)));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();

  // The position with live profit and its ROE.
  const position = page
    .getByRole('listitem')
    .filter({ hasText: price2(tp) })
    .filter({ hasText: 'Open price' });
  await expect(position).toBeVisible();
  const label = (await position.getAttribute('aria-label')) ?? '';
  const orderId = label.replace(/\D/g, '');
  const profit = position.getByRole('status', { name: 'Profit' });
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        seen.add((await profit.textContent()) ?? '');
        return seen.size > 1 || [...seen].some((s) => /^[+-]\d/.test(s));
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  await expect(position.getByText(/^ROE$/)).toBeVisible();
  // A card shows USDT to the cent: the fee charged is the shared formula at the price the order filled at.
  const openFee = (await row(position, 'Trading fee').textContent()) ?? '';
  const openPrice = await num(row(position, 'Open price'));
  expect(openFee).toBe(cents(tradingFee(openPrice, '1.5', BTC.lotSize, BTC.feeRate)));
  if (openPrice.eq(shownPrice)) expect(openFee).toBe(cents(shownFee.replace(/,/g, '')));

  // Move the stop-loss later: a wrong side is refused at the field, a right one is saved.
  const sl2 = price.times(0.93).toFixed(2);
  await position.getByRole('button', { name: 'TP / SL' }).click();
  const stops = page.getByRole('dialog', { name: 'TP / SL' });
  await stops.getByLabel('Stop-loss').fill(price.times(1.2).toFixed(2));
  await stops.getByRole('button', { name: 'Save' }).click();
  await expect(stops.getByText('For a buy, the stop-loss must be below the price')).toBeVisible();
  await stops.getByLabel('Stop-loss').fill(sl2);
  await tapAgain(stops.getByRole('button', { name: 'Save' }));
  await expect(page.getByText('Take-profit and stop-loss saved')).toBeVisible();
  await expect(row(position, 'Stop-loss')).toHaveText(price2(sl2));

  // Close it: the dialog shows the expected profit and what returns to the balance, exact.
  await position.getByRole('button', { name: 'Close', exact: true }).click();
  const closing = page.getByRole('dialog', { name: 'Close position' });
  await expect(row(closing, 'Expected profit')).toHaveText(/^[+-]?[\d,]+\.\d+$/);
  await expect(row(closing, 'Returns to balance')).toHaveText(/^[\d,]+\.\d+$/);
  await closing.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Position closed')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Order ${orderId}` })).toHaveCount(0);

  // In the history the card leads with symbol, side, leverage, profit and ROE; the rest is behind "Details".
  await page.getByRole('link', { name: 'History' }).click();
  const closed = page.getByRole('listitem', { name: `Order ${orderId}` });
  const done = (await call<{ list: Order[] }>(page, 'lever/my_trade', { page: '1', limit: '10', status: 'closed' })).list.find(
    (o) => String(o.id) === orderId,
  );
  if (!done) throw new Error(`order ${orderId} is not in the history`);
  await expect(closed).toContainText('BTCUSDT');
  await expect(closed).toContainText('Buy (long)');
  await expect(closed).toContainText('×10');
  const realised = new Decimal(done.profit);
  // The figure to the cent (toward zero) carries its sign: a profit under a cent reads 0.00, coloured by its exact value.
  const shown = realised.toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const figure = shown.isZero() ? '0.00' : `${shown.gt(0) ? '+' : ''}${cents(realised)}`;
  await expect(closed.getByRole('status', { name: 'Profit' })).toHaveText(`${figure} USDT`);
  const roe = realised.div(done.margin).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  await expect(closed).toContainText(
    new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2, signDisplay: 'exceptZero' }).format(
      roe.toFixed() as `${number}`,
    ),
  );
  const colour = realised.gt(0) ? 'up' : realised.lt(0) ? 'down' : 'zero';
  await expect(closed.getByRole('status', { name: 'Profit' }).locator('span')).toHaveClass(colour);
  await expect(row(closed, 'Trading fee')).toBeHidden();
  await closed.getByText('Details', { exact: true }).click();
  await expect(row(closed, 'Status')).toHaveText('Closed');
  await expect(row(closed, 'Trading fee')).toHaveText(openFee);
  expect(openFee).toBe(cents(done.fee));
  await expect(row(closed, 'Take-profit')).toHaveText(price2(tp));
  await expect(row(closed, 'Stop-loss')).toHaveText(price2(sl2));
  await expect(row(closed, 'Close reason')).toHaveText('Closed by you');
  // Ten a page, and the end of the list says so.
  await expect(page.getByText('No more data')).toBeVisible();

  await page.goto(`/#/pages/transaction/contract_order?id=${orderId}`);
  await expect(row(page, 'Order ID')).toHaveText(orderId);
  await expect(row(page, 'Leverage')).toHaveText('×10');

  // The balance moved by exactly the fee and the realised profit.
  await page.goto('/#/pages/transaction/contract?symbol=BTCUSDT');
  const after = before.minus(done.fee).plus(realised);
  expect((await call<Deal>(page, 'lever/deal', { symbol: 'BTCUSDT' })).available).toBe(after.toFixed());
  await expect(row(page, 'Available')).toHaveText(`${cents(after)} USDT`);
});

test('a 30-second seconds trade counts down and settles with its prices and result', async ({ page }) => {
  await openLoggedIn(page, '/pages/transaction/index?symbol=BTCUSDT&tab=seconds');
  await expect(page.getByText(/Up wins if the closing price is above the opening price/)).toBeVisible();
  await page.getByRole('button', { name: /^30 s/ }).click();
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Buy Up' }).click();
  await expect(page.getByText('The minimum is 10')).toBeVisible();
  await page.getByLabel('Amount').fill('20');
  await expect(row(page, 'Return if won')).toHaveText('36.00');
  await tapAgain(page.getByRole('button', { name: 'Buy Up' }));
  const confirm = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(row(confirm, 'Duration')).toHaveText('30 s');
  await expect(row(confirm, 'Return if won')).toHaveText('36.00 USDT');
  await expect(row(confirm, 'End time')).toHaveText(/\d{2}:\d{2}:\d{2}/);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();

  const ticket = page.getByRole('listitem').filter({ hasText: 'Payout rate' }).first();
  await expect(ticket.getByRole('timer')).toHaveText(/Ends in \d+ s/);
  const result = ticket.getByRole('status', { name: /^(Won|Lost|Draw)/ });
  // The server runs on a test clock: 31 s pass at once and the settlement that came due runs; the
  // ticket learns it from the server (pushed), long before the phone's own clock gets there.
  const moved = (await admin(page.request, 'clock', { advance_ms: '31000' })) as { message: { ran: number } };
  expect(moved.message.ran).toBeGreaterThanOrEqual(1);
  await expect(result).toHaveText(/^([+-]\d+|0)\.\d{2} USDT$/);
  await expect(row(ticket, 'Close price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(row(ticket, 'Open price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  const outcome = (await result.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent)) ?? '';
  const open = await num(row(ticket, 'Open price'));
  const close = await num(row(ticket, 'Close price'));
  const expected = close.gt(open) ? 'Won' : close.lt(open) ? 'Lost' : 'Draw';
  expect(outcome.startsWith(expected)).toBe(true);
  await expect(row(ticket, 'Payout')).toHaveText(expected === 'Won' ? '36.00' : expected === 'Draw' ? '20.00' : '0.00');
  await expect(result).toHaveText(expected === 'Won' ? '+16.00 USDT' : expected === 'Draw' ? '0.00 USDT' : '-20.00 USDT');
  await expect(ticket).toContainText(expected === 'Won' ? '+80.00%' : expected === 'Draw' ? '0.00%' : '-100.00%');

  await page.getByRole('link', { name: 'Trade history' }).click();
  await expect(page.getByRole('listitem').first()).toContainText(expected);
  await expect(page.getByText('No more data')).toBeVisible();
});

test('a spot limit buy far below the price holds its cost, and cancelling returns the balance exactly', async ({ page }) => {
  await openLoggedIn(page, '/pages/transaction/currency?symbol=BTCUSDT');
  const usdt = row(page, 'USDT available');
  await expect(usdt).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  const before = (await usdt.textContent()) ?? '';
  const wallets = await call<Array<{ code: string; available: string }>>(page, 'wallet/detail', { type: 'change' });
  const exact = new Decimal(wallets.find((w) => w.code === 'USDT')?.available ?? '0');
  expect(before).toBe(cents(exact));

  const price = await lastPrice(page);
  const limit = price.div(2).toFixed(2);
  // Typed with a decimal comma, as on a Portuguese or German phone.
  await page.getByLabel('Limit price').fill(limit.replace('.', ','));
  // A share of what the balance pays for at that price, fee included, rounded down to the amount step.
  const shares = page.getByRole('group', { name: 'Use a share of the balance' });
  await shares.getByRole('button', { name: '50%' }).click();
  await expect(page.getByLabel('Amount (BTC)')).toHaveValue(maxSpotAmount('buy', exact.toFixed(), limit, 8, 50));
  await shares.getByRole('button', { name: '100%' }).click();
  await expect(page.getByLabel('Amount (BTC)')).toHaveValue(maxSpotAmount('buy', exact.toFixed(), limit, 8));
  expect((await num(row(page, 'You pay'))).lte(exact)).toBe(true);
  await page.getByLabel('Amount (BTC)').fill('0.01');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(row(confirm, 'Limit price')).toHaveText(price2(limit));
  const pay = await num(row(confirm, 'You pay'));
  expect(pay.toFixed()).toBe(spotQuote('buy', '0.01', limit).pay.toFixed());
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(usdt).toHaveText(cents(exact.minus(pay)));

  const pending = page.getByRole('listitem').filter({ hasText: price2(limit) });
  await pending.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(row(cancel, 'Returns to balance')).toHaveText(`${money(pay)} USDT`);
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(usdt).toHaveText(before);
  await expect(pending).toHaveCount(0);

  await page.getByRole('link', { name: 'Spot orders' }).click();
  await page.getByRole('button', { name: 'Cancelled' }).click();
  await expect(page.getByRole('listitem').first()).toContainText(price2(limit));
  await expect(page.getByText('No more data')).toBeVisible();
});
