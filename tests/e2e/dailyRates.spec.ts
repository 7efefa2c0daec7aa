// Daily rates with their yearly equivalent beside them (issue 30): 0.6 % a day ≈ 219 % a year, simple
// (daily × 365, src/shared/earn/rate.ts), on the AI savings, locked mining and loan pages at 390 px — in
// each of the 12 languages on the lists, and in the product sheets and confirm dialogs (English).
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { localeOf } from '../../src/shared/config/locale';
import { type Strings, stringsOf } from '../strings';
import { closeNewsPopWhenShown, openInLanguage, overflow, signInWith } from './helpers';
import { ok, row, T } from './money';

const text = (s: Strings, key: string, vars: Record<string, string> = {}): string => {
  let node: string | Strings | undefined = s;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? `{{${name}}}`);
};
/** A percentage as the pages write it in a language (the fraction given as a decimal string, never a float). */
const percent = (lang: string, fraction: string) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 4 }).format(fraction as `${number}`);

/** The daily rate and its yearly figure, both shown, the yearly one beside the daily one (right of it, or just under it), on screen. */
async function expectBeside(scope: Locator, daily: string, yearly: string, where: string) {
  const pair = scope.getByTestId('daily-rate').filter({ hasText: daily }).filter({ hasText: yearly }).first();
  await expect(pair, where).toBeVisible();
  const d = await pair.getByText(daily, { exact: true }).boundingBox();
  const y = await pair.getByText(yearly, { exact: true }).boundingBox();
  if (!d || !y) throw new Error(`${where}: the rates have no box`);
  const sameLine = Math.abs(d.y + d.height / 2 - (y.y + y.height / 2)) < d.height / 2 && y.x >= d.x + d.width - 1;
  const under = y.y >= d.y + d.height / 2 && y.y <= d.y + d.height * 2;
  expect(sameLine || under, `${where}: «${yearly}» beside «${daily}»`).toBe(true);
  expect(y.x + y.width, `${where}: «${yearly}» on screen`).toBeLessThanOrEqual(390);
}

async function demoSignIn(page: Page) {
  await closeNewsPopWhenShown(page);
  const demo = await ok<{ token: string; uid: number }>(page.request, 'POST', 'user/demo');
  await signInWith(page, demo.token, demo.uid);
}

test('the savings, locked mining and loan lists show each daily rate with its yearly figure, in every language at 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/#/');
  for (const lang of LANGS) {
    const s = stringsOf(lang);
    const p = (fraction: string) => percent(lang, fraction);

    // AI savings: AI Quant 7 at 0.6 % a day ≈ 219 % a year.
    await openInLanguage(page, lang, '/#/pages/quantization/quantization');
    await expectBeside(
      page.getByRole('listitem', { name: 'AI Quant 7' }),
      text(s, 'quant.dailyRate', { rate: p('0.006') }),
      text(s, 'quant.yearly', { rate: p('2.19') }),
      `${lang} quant`,
    );
    await expect(page.getByText(text(s, 'quant.rules.yearly'))).toBeVisible();
    expect(await overflow(page), `${lang} quant`).toBeLessThanOrEqual(0);

    // Locked mining: the 7-day USDT plan at 0.3 % a day ≈ 109.5 % a year; the best rate on the welcome page.
    await openInLanguage(page, lang, '/#/pages/lockming/lockming');
    await expectBeside(
      page
        .getByRole('list', { name: text(s, 'lockming.plans') })
        .getByRole('listitem')
        .first(),
      text(s, 'lockming.dailyRate', { rate: p('0.003') }),
      text(s, 'lockming.yearly', { rate: p('1.095') }),
      `${lang} lockming`,
    );
    await expect(page.getByText(text(s, 'lockming.rules.yearly'))).toBeVisible();
    expect(await overflow(page), `${lang} lockming`).toBeLessThanOrEqual(0);

    // Loans: the 7-day term at 0.1 % a day ≈ 36.5 % a year.
    await openInLanguage(page, lang, '/#/pages/loan/loan');
    const term = page
      .getByRole('list', { name: text(s, 'loan.terms') })
      .getByRole('listitem')
      .first();
    await expect(term.getByText(text(s, 'loan.perDay', { rate: p('0.001') }), { exact: true }), `${lang} loan`).toBeVisible();
    await expect(term.getByText(text(s, 'loan.perYear', { rate: p('0.365') }), { exact: true }), `${lang} loan`).toBeVisible();
    await expect(page.getByText(text(s, 'loan.rules.yearly'))).toBeVisible();
    expect(await overflow(page), `${lang} loan`).toBeLessThanOrEqual(0);
  }
});

test('the product sheets and confirm dialogs show the yearly figure beside the daily rate', async ({ page }) => {
  test.setTimeout(120_000);
  await demoSignIn(page);

  // AI savings: the buy form's figures and its confirm dialog.
  await page.goto('/#/pages/quantization/quantization');
  const product = page.getByRole('listitem', { name: 'AI Quant 7' });
  await product.getByRole('button', { name: T('quant.buy.open') }).click();
  const form = product.getByRole('form', { name: T('quant.buy.title', { name: 'AI Quant 7' }) });
  await form.getByLabel(T('quant.amount')).fill('1000');
  await expectBeside(row(form, T('quant.order.rate')), '0.6% a day', '≈ 219% a year', 'quant form');
  await page.waitForTimeout(600);
  await form.getByRole('button', { name: T('quant.buy.submit') }).click();
  const quantDialog = page.getByRole('dialog', { name: T('quant.buy.confirmTitle') });
  await expectBeside(row(quantDialog, T('quant.order.rate')), '0.6% a day', '≈ 219% a year', 'quant confirm');
  await quantDialog.getByRole('button', { name: T('common.cancel') }).click();

  // Locked mining: the welcome page's best rate, the buy page's plan sheet and form.
  await page.goto('/#/pages/lockming/welcome');
  await expectBeside(row(page, T('lockming.welcome.best')), '0.5% a day', '≈ 182.5% a year', 'lockming welcome');
  const plans = await ok<Array<{ id: number; name: string }>>(page.request, 'GET', 'lh/deposit/config');
  const plan = plans.find((x) => x.name === 'USDT 7-day lock');
  if (!plan) throw new Error('the seeded plan USDT 7-day lock is missing');
  await page.goto(`/#/pages/lockming/buy?id=${plan.id}`);
  const sheet = page.getByRole('listitem', { name: T('lockming.planTitle', { currency: 'USDT', days: '7 days' }) });
  await expectBeside(sheet, '0.3% a day', '≈ 109.5% a year', 'lockming sheet');
  const lockForm = page.getByRole('form');
  await lockForm.getByLabel(T('lockming.amount')).fill('100');
  await expectBeside(row(lockForm, T('lockming.order.rate')), '0.3% a day', '≈ 109.5% a year', 'lockming form');

  // Loans: the term picker, the application's figures and its confirm dialog.
  await page.goto('/#/pages/common/borrowing?term=7');
  const apply = page.getByRole('form', { name: T('loan.applyTitle') });
  await expectBeside(row(apply, T('loan.field.rate')), '0.1% a day', '≈ 36.5% a year', 'loan form');
  await apply.getByLabel(T('loan.field.amount')).fill('1000');
  await page.waitForTimeout(600);
  await apply.getByRole('button', { name: T('loan.review') }).click();
  const loanDialog = page.getByRole('dialog', { name: T('loan.confirmTitle') });
  await expectBeside(row(loanDialog, T('loan.field.rate')), '0.1% a day', '≈ 36.5% a year', 'loan confirm');
  await loanDialog.getByRole('button', { name: T('common.cancel') }).click();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
