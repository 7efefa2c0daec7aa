// Withdrawals as a person meets them: the address book (a wrong address or checksum refused at its
// field, the code sent to the email asked for, add, see the whole address checksummed, delete after a
// confirmation); the withdraw page saying what stands in the way
// (identity, payment password, an empty address book) with the way past it; the fee and what arrives,
// exact, before confirming; a wrong payment password refused in the dialog; the request pending in the
// records' withdraw tab with its money frozen; an admin's rejection shown with its reason and the money
// back. (Approval, sending on chain and completion have their own test.)
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { getAddress } from 'viem';
import { stringsOf } from '../strings';
import {
  admin,
  closeNewsPopWhenShown,
  expectToast,
  freshEmail,
  loginByUi,
  openInLanguage,
  outboxCode,
  registerByApi,
  tryDemo,
} from './helpers';
import { call, fundByWire, funding, ok, PAY_PASSWORD, row, saveAddress, setPayPassword, T } from './money';
import { verifyUser } from './verify';

/** A withdrawal address of the test, as typed (lower case), and as the server keeps and shows it (EIP-55). */
const COLD = `0x${'c0ffee'.repeat(6)}c0ff`;
const COLD_SHOWN = getAddress(COLD);
/** The same address with one letter's case flipped: a typo its checksum catches. */
const TYPO =
  COLD_SHOWN.replace(/[a-f]/, (c) => c.toUpperCase()) === COLD_SHOWN
    ? COLD_SHOWN.replace(/[A-F]/, (c) => c.toLowerCase())
    : COLD_SHOWN.replace(/[a-f]/, (c) => c.toUpperCase());

/** "Send code" at the code field, then the code from the outbox typed in. */
async function enterCode(page: Page, email: string) {
  await page.getByRole('button', { name: T('auth.sendCode') }).click();
  await expect(page.getByText(T('wallet.book.codeGoesTo', { account: email }))).toBeVisible();
  await page.getByLabel(T('auth.code')).fill(await outboxCode(page.request, email));
}

/** Buttons ignore a second tap within 500 ms (SPEC §9): a person's next try comes a moment later. */
async function tapAgain(button: Locator) {
  await button.page().waitForTimeout(550);
  await button.click();
}

async function openAs(page: Page, email: string, path: string) {
  await closeNewsPopWhenShown(page);
  await page.goto(`/#${path}`);
  await loginByUi(page, email);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/\?/g, '\\?')}$`));
}

test('address book: a wrong address is refused at its field, an entry is added, shown whole, and deleted after a confirmation', async ({
  page,
  request,
}) => {
  const email = freshEmail('book');
  await registerByApi(request, email);
  await openAs(page, email, '/pages/setting/wallet');
  await expect(page.getByText(T('wallet.book.empty'))).toBeVisible();
  await expect(page.getByRole('link', { name: T('wallet.book.bind') })).toHaveAttribute('href', '#/pages/setting/addWallet');

  await page.getByRole('button', { name: T('wallet.book.add') }).click();
  const name = page.getByLabel(T('wallet.book.name'));
  const address = page.getByLabel(T('wallet.book.address'), { exact: true });
  await name.fill('Cold storage');
  await address.fill('0x1234');
  await page.getByRole('button', { name: T('wallet.book.save') }).click();
  await expect(page.getByText(T('walletErrors.badAddress'))).toBeVisible();
  await expect(name).toHaveValue('Cold storage');
  await expect(address).toHaveValue('0x1234');

  // A name over 20 characters is refused at its field too.
  await name.fill('A name that is far too long');
  await address.fill(COLD);
  await tapAgain(page.getByRole('button', { name: T('wallet.book.save') }));
  await expect(page.getByText(T('walletErrors.name'))).toBeVisible();
  await expect(page.getByText(T('walletErrors.badAddress'))).toHaveCount(0);

  // A mixed-case address whose checksum does not match: refused at the address.
  await name.fill('Cold storage');
  await address.fill(TYPO);
  await tapAgain(page.getByRole('button', { name: T('wallet.book.save') }));
  await expect(page.getByText(T('walletErrors.badChecksum'))).toBeVisible();
  await expect(address).toHaveValue(TYPO);

  // A new address needs the code sent to the account's email.
  await address.fill(COLD);
  await tapAgain(page.getByRole('button', { name: T('wallet.book.save') }));
  await expect(page.getByText(T('validation.required'))).toBeVisible();
  await enterCode(page, email);
  await tapAgain(page.getByRole('button', { name: T('wallet.book.save') }));
  await expectToast(page, T('wallet.book.added'));
  const book = page.getByRole('list', { name: T('wallet.book.listLabel') });
  const entry = book.getByRole('listitem').filter({ hasText: 'Cold storage' });
  await expect(entry).toHaveCount(1);
  await expect(page.getByText(T('wallet.book.count', { n: 1, count: 10 }))).toBeVisible();
  // Short at first; the whole address (checksummed) on a tap.
  await expect(entry).not.toContainText(COLD_SHOWN);
  await entry.getByRole('button', { name: new RegExp(`^${COLD_SHOWN.slice(0, 8)}`) }).click();
  await expect(entry).toContainText(COLD_SHOWN);

  // Delete asks first; Cancel keeps it, Delete removes it.
  await entry.getByRole('button', { name: T('wallet.book.deleteNamed', { name: 'Cold storage' }) }).click();
  const dialog = page.getByRole('dialog', { name: T('wallet.book.deleteTitle') });
  await expect(dialog).toContainText(COLD_SHOWN);
  await dialog.getByRole('button', { name: T('wallet.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry).toHaveCount(1);
  await tapAgain(entry.getByRole('button', { name: T('wallet.book.deleteNamed', { name: 'Cold storage' }) }));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: T('wallet.book.delete'), exact: true })
    .click();
  await expectToast(page, T('wallet.book.deleted'));
  await expect(page.getByText(T('wallet.book.empty'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(T('wallet.book.empty'))).toBeVisible();
});

test('a demo account is told it cannot withdraw and offered a real account', async ({ page }) => {
  await tryDemo(page);
  await page.getByRole('navigation', { name: 'Money actions' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw$/);
  await expect(page.getByText(T('withdraw.demo'))).toBeVisible();
  await expect(page.getByRole('button', { name: T('withdraw.createRealAccount') })).toBeVisible();
  await expect(page.getByLabel(T('withdraw.amount'))).toHaveCount(0);
});

test('withdraw: what stands in the way, exact figures, a wrong payment password, pending and frozen, then rejected with its reason and the money back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await admin(request, 'setting', { key: 'tk_radio', value: '0.01' });
  const email = freshEmail('withdraw');
  const { token, uid } = await registerByApi(request, email);

  // No verified identity and no payment password: both said, each with its page.
  await openAs(page, email, '/pages/fund/withdraw');
  await expect(page.getByRole('heading', { name: T('withdraw.beforeTitle') })).toBeVisible();
  await expect(page.getByText(T('withdraw.needKyc'))).toBeVisible();
  await expect(page.getByRole('link', { name: T('withdraw.verifyNow') })).toHaveAttribute(
    'href',
    '#/pages/StartVerification/StartVerification',
  );
  await expect(page.getByText(T('withdraw.needPayPassword'))).toBeVisible();
  await expect(page.getByRole('link', { name: T('withdraw.setPayPassword') })).toHaveAttribute('href', '#/pages/setting/payPassword');
  await expect(page.getByLabel(T('withdraw.amount'))).toHaveCount(0);

  // Verified: only the payment password is missing, and the page still refuses.
  await verifyUser(request, token, uid, 2);
  await fundByWire(request, token, '100');
  await page.reload();
  await expect(page.getByText(T('withdraw.needPayPassword'))).toBeVisible();
  await expect(page.getByText(T('withdraw.needKyc'))).toHaveCount(0);
  await expect(page.getByLabel(T('withdraw.amount'))).toHaveCount(0);

  // With a payment password: the form, with an empty address book and the way to fill it.
  await setPayPassword(request, email, token);
  await page.reload();
  await expect(page.getByText(T('withdraw.emptyBook'))).toBeVisible();
  await expect(page.getByRole('button', { name: T('withdraw.submit'), exact: true })).toBeDisabled();
  await page.getByRole('link', { name: T('withdraw.addAddress') }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/wallet\?add=1&from=withdraw$/);
  await page.getByLabel(T('wallet.book.name')).fill('Cold storage');
  await page.getByLabel(T('wallet.book.address'), { exact: true }).fill(COLD);
  await enterCode(page, email);
  await page.getByRole('button', { name: T('wallet.book.save') }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw$/);

  // The figures before anything is asked: fee 1 % of 25 is 0.25, 24.75 arrives; the chain's own
  // minimum (the operator's setting for it), and the 24-hour limit with the BTC price it is valued at.
  const [chain] = await ok<Array<{ chain_id: number; name: string }>>(request, 'GET', 'wallet/chains');
  await admin(request, 'setting', { key: `withdraw_min_${chain.chain_id}`, value: '12' });
  await page.reload();
  const summary = page.locator('form', { has: page.getByLabel(T('withdraw.amount')) });
  await expect(row(summary, T('withdraw.fee', { rate: '1%' }))).toHaveText('--');
  await expect(row(summary, T('withdraw.minimumOn', { chain: chain.name }))).toHaveText('12.00 USDT');
  await expect(row(summary, T('fund.limit.daily'))).toHaveText('500.00 BTC'); // level 2
  await expect(row(summary, T('fund.limit.btcPrice'))).toHaveText(/^[\d,]+\.\d{2,6} USDT$/);
  await expect(page.getByText(T('fund.limit.shared'))).toBeVisible();
  await expect(page.getByText(T('withdraw.notice'))).toBeVisible();
  await expect(page.getByText(T('withdraw.available', { amount: '100.00 USDT' }))).toBeVisible();
  const amount = page.getByLabel(T('withdraw.amount'));
  await amount.fill('25');
  await expect(row(summary, T('withdraw.fee', { rate: '1%' }))).toHaveText('0.25 USDT');
  await expect(row(summary, T('withdraw.receive'))).toHaveText('24.75 USDT');

  // Max: the whole balance (less than the 24-hour room); below the minimum is refused at the field.
  await page.getByRole('button', { name: T('common.max') }).click();
  await expect(amount).toHaveValue('100');
  await amount.fill('11');
  await page.getByLabel(T('withdraw.address')).selectOption(COLD_SHOWN);
  await page.getByRole('button', { name: T('withdraw.submit'), exact: true }).click();
  await expect(page.getByText(T('validation.belowMin', { min: '12' }))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await admin(request, 'setting', { key: `withdraw_min_${chain.chain_id}`, value: '10' });

  // The confirmation: where, on which network, amount, fee and what arrives; then the payment password.
  await amount.fill('25');
  await tapAgain(page.getByRole('button', { name: T('withdraw.submit'), exact: true }));
  const dialog = page.getByRole('dialog', { name: T('withdraw.confirmTitle') });
  await expect(dialog).toContainText('Cold storage');
  await expect(dialog).toContainText(COLD_SHOWN);
  await expect(row(dialog, T('withdraw.amount'))).toHaveText('25.00 USDT');
  await expect(row(dialog, T('withdraw.fee', { rate: '1%' }))).toHaveText('0.25 USDT');
  await expect(row(dialog, T('withdraw.receive'))).toHaveText('24.75 USDT');
  const pin = dialog.getByLabel(T('withdraw.payPassword'));
  await expect(pin).toHaveAttribute('type', 'password');
  await pin.fill('000000');
  await dialog.getByRole('button', { name: T('withdraw.confirm') }).click();
  await expect(dialog.getByText(T('withdrawErrors.wrongPayPassword'))).toBeVisible();
  await expect(pin).toHaveValue('000000');
  expect(await funding(request, token)).toEqual({ available: '100', frozen: '0' });

  await pin.fill(PAY_PASSWORD);
  await tapAgain(dialog.getByRole('button', { name: T('withdraw.confirm') }));
  await expectToast(page, T('withdraw.submitted', { amount: '25.00', code: 'USDT' }));
  await expect(page).toHaveURL(/#\/pages\/fund\/assets_record\?type=2$/);
  await expect(page.getByRole('tab', { name: T('wallet.tabs.withdraw') })).toHaveAttribute('aria-selected', 'true');
  const record = page.getByRole('list', { name: T('wallet.tabs.withdraw') }).getByRole('listitem');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('25.00 USDT');
  await expect(record).toContainText(T('withdraw.state.pending'));
  await expect(row(record, T('withdraw.rec.fee'))).toHaveText('0.25 USDT');
  await expect(row(record, T('withdraw.receive'))).toHaveText('24.75 USDT');
  await expect(row(record, T('withdraw.to'))).toContainText('Cold storage');
  expect(await funding(request, token)).toEqual({ available: '75', frozen: '25' });

  // The wire deposit that funded the account is in the wire tab, approved.
  await page.getByRole('tab', { name: T('wallet.tabs.wire') }).click();
  const wire = page.getByRole('list', { name: T('wallet.tabs.wire') }).getByRole('listitem');
  await expect(wire).toContainText('100.00 USD');
  await expect(wire).toContainText(T('withdraw.rec.fiatStatus.approved'));
  await expect(row(wire, T('withdraw.rec.remitter'))).toHaveText('Test Person');

  // The admin rejects it with a reason: the tab shows it (read again while pending) and the money is back.
  await page.getByRole('tab', { name: T('wallet.tabs.withdraw') }).click();
  const list = await call<{ list: Array<{ id: number }> }>(request, 'GET', 'user/withdraw/list', {}, token);
  await admin(request, 'withdraw/reject', { id: String(list.message.list[0].id), reason: 'The address failed a compliance check' });
  await expect(record).toContainText(T('withdraw.state.rejected'), { timeout: 15_000 });
  await expect(row(record, T('withdraw.rec.reason'))).toHaveText('The address failed a compliance check');
  await expect(record).toContainText(T('withdraw.rec.returned'));
  expect(await funding(request, token)).toEqual({ available: '100', frozen: '0' });
  await page.goto('/#/pages/fund/withdraw');
  await expect(page.getByText(T('withdraw.available', { amount: '100.00 USDT' }))).toBeVisible();
});

test('in every language the withdraw page, its confirmation, the withdraw records and the address book fit 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = freshEmail('wdlang');
  const { token, uid } = await registerByApi(request, email);
  await verifyUser(request, token, uid, 2);
  await fundByWire(request, token, '100');
  await setPayPassword(request, email, token);
  await saveAddress(request, email, token, COLD, 'Cold storage');
  const info = await call<{ currency_id: number; chains: Array<{ chain_id: number }> }>(request, 'POST', 'wallet/get_info', {}, token);
  await ok(
    request,
    'POST',
    'wallet/out',
    {
      currency_id: String(info.message.currency_id),
      chain_id: String(info.message.chains[0].chain_id),
      address: COLD_SHOWN,
      number: '12.5',
      pay_password: PAY_PASSWORD,
    },
    token,
  );
  await openAs(page, email, '/pages/fund/withdraw');

  const fits = async (where: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, where).toBeLessThanOrEqual(0);
  };
  for (const lang of ['en', 'zh', 'hk', 'jp', 'kor', 'pt', 'tv', 'xp', 'fa', 'pn', 'dt', 'ydl']) {
    const strings = stringsOf(lang) as unknown as LangStrings;
    await openInLanguage(page, lang, '/#/pages/fund/withdraw');
    await page.getByLabel(strings.withdraw.amount).fill('25');
    await page.getByLabel(strings.withdraw.address).selectOption(COLD_SHOWN);
    await expect(page.getByText(strings.withdraw.notice)).toBeVisible();
    await fits(`${lang} withdraw`);
    await page.getByRole('button', { name: strings.withdraw.submit, exact: true }).click();
    await expect(page.getByRole('dialog', { name: strings.withdraw.confirmTitle })).toBeVisible();
    await fits(`${lang} confirmation`);
    await page.keyboard.press('Escape');
    await page.goto('/#/pages/fund/assets_record?type=2');
    await expect(page.getByRole('list', { name: strings.wallet.tabs.withdraw }).getByRole('listitem')).toHaveCount(1);
    await fits(`${lang} records`);
    await page.goto('/#/pages/setting/wallet');
    await expect(page.getByRole('list', { name: strings.wallet.book.listLabel }).getByRole('listitem')).toHaveCount(1);
    await fits(`${lang} address book`);
    // The add form, with its checksum hint and the code that goes to the email.
    await page.getByRole('button', { name: strings.wallet.book.add }).click();
    await expect(page.getByText(strings.wallet.book.checksumHint)).toBeVisible();
    await expect(page.getByText(strings.wallet.book.codeGoesTo.replace('{{account}}', email))).toBeVisible();
    await fits(`${lang} add address`);
  }
});

type LangStrings = {
  withdraw: { amount: string; address: string; notice: string; submit: string; confirmTitle: string };
  wallet: { tabs: Record<string, string>; book: { listLabel: string; add: string; checksumHint: string; codeGoesTo: string } };
};
