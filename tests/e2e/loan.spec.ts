import { expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import type { Loan, LoanInfoReply } from '../../src/contract/loan';
import { formatDateTime } from '../../src/shared/lib/format';
import { stringsOf } from '../strings';
import {
  admin,
  closeNewsPopWhenShown,
  expectToast,
  freshEmail,
  loginByUi,
  openInLanguage,
  overflow,
  registerByApi,
  signInWith,
  tabBar,
} from './helpers';
import { funding, fundByWire, ok, row, T } from './money';
import { verifyUser } from './verify';

// Loans: apply for 1,000 USDT over 7 days with its cost shown before it is sent → an admin approves →
// the money arrives → two days pass on the server's test clock → the interest is exactly two days'
// (the first is free) → repay with the figures shown before confirming → the balance is exact.

test('apply → approved → 1,000 arrives → two days → interest 2 → repay 1,002 exactly', async ({ page }) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const email = freshEmail('loan');
  const { token, uid } = await registerByApi(page.request, email);
  await verifyUser(page.request, token, uid);
  await fundByWire(page.request, token, '50');
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();

  await tabBar(page)
    .getByRole('link', { name: T('tabs.loan') })
    .click();
  await expect(page.getByText(T('loan.noHistory'))).toBeVisible();
  await page
    .getByRole('list', { name: T('loan.terms') })
    .getByRole('link', { name: /^7 days/ })
    .click();
  await expect(page).toHaveURL(/#\/pages\/common\/borrowing\?term=7$/);
  const form = page.getByRole('form', { name: T('loan.applyTitle') });
  await form.getByLabel(T('loan.field.amount')).fill('99');
  await form.getByRole('button', { name: T('loan.review') }).click();
  await expect(form.getByText(T('validation.belowMin', { min: '100' }))).toBeVisible();
  await form.getByLabel(T('loan.field.amount')).fill('1000');
  await expect(row(form, T('loan.field.rate'))).toHaveText('0.1% a day ≈ 36.5% a year');
  await expect(row(form, T('loan.firstDayFree'))).toHaveText(T('loan.noInterest'));
  await expect(row(form, T('loan.field.totalInterest'))).toHaveText('6.00 USDT');
  await expect(row(form, T('loan.repayAtDue', { days: '7 days' }))).toHaveText('1,006.00 USDT');
  await page.waitForTimeout(600);
  await form.getByRole('button', { name: T('loan.review') }).click();
  const confirm = page.getByRole('dialog', { name: T('loan.confirmTitle') });
  await expect(row(confirm, T('loan.field.amount'))).toHaveText('1,000.00 USDT');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, T('loan.submitted'));
  await expect(page).toHaveURL(/#\/pages\/loan\/loan$/);
  await expect(page.getByText(T('loan.pendingNote')).first()).toBeVisible();

  const { current } = await ok<LoanInfoReply>(page.request, 'GET', 'user/GetJiedaiInfo', {}, token);
  await admin(page.request, 'loan/approve', { id: String(current?.id) });
  await page.reload();
  const loan = page.getByRole('listitem', { name: T('loan.cardLabel', { contract: current?.contract_no ?? '' }) }).first();
  await expect(loan.getByText(T('loan.status.issued'), { exact: true })).toBeVisible();
  await expect(row(loan, T('loan.field.remaining'))).toHaveText('1,000.00 USDT');
  expect(await funding(page.request, token)).toEqual({ available: '1050', frozen: '0' });

  await admin(page.request, 'clock', { advance_ms: String(2 * 86_400_000 + 1000) });
  await page.reload();
  await expect(row(loan, T('loan.field.daysHeld'))).toHaveText('3 days');
  await expect(row(loan, T('loan.field.interest'))).toHaveText('2.00 USDT');
  await expect(row(loan, T('loan.field.remaining'))).toHaveText('1,002.00 USDT');

  await loan.getByRole('button', { name: T('loan.repay.open') }).click();
  const repay = page.getByRole('dialog', { name: T('loan.repay.title') });
  await expect(row(repay, T('loan.repay.interest', { count: 2 }))).toHaveText('2.00 USDT');
  await expect(row(repay, T('loan.repay.total'))).toHaveText('1,002.00 USDT');
  await repay.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, T('loan.repaid', { amount: '1,002.00 USDT' }));
  expect(await funding(page.request, token)).toEqual({ available: '48', frozen: '0' });
  const record = page
    .getByRole('list', { name: T('loan.records') })
    .getByRole('listitem')
    .first();
  await expect(record.getByText(T('loan.status.repaid'), { exact: true })).toBeVisible();
});

test('each decision shows with its time and reason: a rejection, then a collection of an overdue loan', async ({ page }) => {
  test.setTimeout(90_000);
  await closeNewsPopWhenShown(page);
  const email = freshEmail('loan-decisions');
  const { token, uid } = await registerByApi(page.request, email);
  await verifyUser(page.request, token, uid);
  const { products } = await ok<LoanInfoReply>(page.request, 'GET', 'user/GetJiedaiInfo', {}, token);
  const term = products.find((p) => p.days === 7);
  const apply = () => ok<Loan>(page.request, 'POST', 'user/jiedai', { product_id: String(term?.id), amount: '300' }, token);
  const card = (l: Loan) => page.getByRole('listitem', { name: T('loan.cardLabel', { contract: l.contract_no }) }).first();
  await page.goto('/#/pages/common/login');
  await loginByUi(page, email);
  await expect(page.getByText(`UID ${uid}`)).toBeVisible();
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const time = (sec: number | null) => formatDateTime(sec ?? 0, 'en', timeZone);

  // Rejected: the card says when and why.
  const first = await apply();
  const rejected = await ok<Loan>(page.request, 'POST', 'admin/loan/reject', { id: String(first.id), reason: 'Income not shown' });
  await page.goto('/#/pages/loan/loan');
  await expect(card(first).getByText(T('loan.status.rejected'), { exact: true })).toBeVisible();
  await expect(row(card(first), T('loan.field.rejectedAt'))).toHaveText(time(rejected.decided_at));
  await expect(card(first).getByText(T('loan.rejectedNote', { reason: 'Income not shown' }))).toBeVisible();

  // Approved, overdue after its 7 days; the operator takes what the funding account holds, saying why.
  const second = await apply();
  await ok(page.request, 'POST', 'admin/loan/approve', { id: String(second.id) });
  await ok(page.request, 'POST', 'admin/clock', { advance_ms: String(7 * 86_400_000 + 60_000) });
  const collected = await ok<Loan>(page.request, 'POST', 'admin/loan/collect', {
    id: String(second.id),
    reason: 'Overdue: repayment date passed',
  });
  expect(collected.collections).toHaveLength(1);
  await page.reload();
  await expect(card(second).getByText(T('loan.status.overdue'), { exact: true })).toBeVisible();
  await expect(card(second).getByRole('list', { name: T('loan.collections') })).toHaveText(
    T('loan.collection', { time: time(collected.collections[0].at), amount: '300.00 USDT', reason: 'Overdue: repayment date passed' }),
  );
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('the loan pages speak every language and fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, uid } = await registerByApi(page.request, freshEmail('loan-langs'));
  await signInWith(page, token, uid);
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { loan: { noHistory: string; review: string } };
    await openInLanguage(page, lang, '/#/pages/loan/loan');
    await expect(page.getByText(s.loan.noHistory)).toBeVisible();
    expect(await overflow(page), `${lang} loans`).toBeLessThanOrEqual(0);
    await page.goto('/#/pages/common/borrowing?term=30');
    await expect(page.getByRole('button', { name: s.loan.review })).toBeVisible();
    expect(await overflow(page), `${lang} borrowing`).toBeLessThanOrEqual(0);
  }
});
