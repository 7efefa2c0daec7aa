import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './fixtures';
import { LANGS } from '../../src/shared/config/constants';
import { stringsOf } from '../strings';
import { closeNewsPopWhenShown, freshEmail, openInLanguage, overflow, signInWith, tabBar } from './helpers';
import { T } from './money';
import { productionServer, registerInProduction } from './productionServer';

test('the earn hub lists every earn product with its best published rate and leads to it', async ({ page }) => {
  await page.goto('/#/pages/quantization/quantization');
  await page.getByRole('link', { name: T('quant.allEarn') }).click();
  await expect(page.getByRole('heading', { level: 1, name: T('routes.financial.index') })).toBeVisible();
  const products = page.getByRole('list', { name: T('financial.products') });
  const card = (key: string) => products.getByRole('link', { name: new RegExp(`^${T(`financial.${key}.name`)}`) });
  // The seeded products' best rates, read from each product's own call.
  await expect(card('quant')).toContainText(T('financial.upToDaily', { rate: '1%' }));
  await expect(card('lockming')).toContainText(T('financial.upToDaily', { rate: '0.5%' }));
  await expect(card('certificate')).toContainText(T('financial.upToYearly', { rate: '6%' }));
  await expect(card('dual')).toContainText(/up to [\d.,]+% a year/);
  await expect(card('presale')).toContainText(/\d+ on sale now/);
  for (const [key, path] of [
    ['lockming', '/pages/lockming/welcome'],
    ['dual', '/pages/invest/invest'],
    ['presale', '/pages/ieo/ieo'],
    ['quant', '/pages/quantization/quantization'],
  ] as const) {
    await card(key).click();
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
    await page.goBack();
  }
  await expect(tabBar(page)).toHaveCount(0);
});

test('the earn hub speaks every language and fits 390 px', async ({ page }) => {
  await page.goto('/#/pages/financial/index');
  for (const lang of LANGS) {
    const s = stringsOf(lang) as { financial: { certificate: { name: string } }; routes: { financial: { index: string } } };
    await openInLanguage(page, lang, '/#/pages/financial/index');
    await expect(page.getByRole('heading', { level: 1, name: s.routes.financial.index })).toBeVisible();
    await expect(page.getByText(s.financial.certificate.name)).toBeVisible();
    expect(await overflow(page), lang).toBeLessThanOrEqual(0);
  }
});

// Production mode (KESTREL_MODE=production, issue 29): a server of its own on its own port, with a fresh
// database — nothing is on offer until the operator creates it, and every earn page a new user opens says
// so plainly at 390 px; once the operator creates a product it is on the page.
test.describe('on a new production server', () => {
  const prod = productionServer(2000);
  test.use({ baseURL: prod.origin });
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await prod.start();
  });
  test.afterAll(() => prod.stop());

  const admin = async <R>(request: APIRequestContext, method: 'GET' | 'POST', p: string, form: Record<string, string> = {}) => {
    const headers = { 'x-admin-token': prod.adminToken };
    const reply =
      method === 'GET' ? await request.get(`/api/${p}`, { headers, params: form }) : await request.post(`/api/${p}`, { headers, form });
    const body = (await reply.json()) as { type: string; message: R };
    expect(body.type, `${p}: ${JSON.stringify(body)}`).toBe('ok');
    return body.message;
  };

  test('a new user finds every earn page empty, said plainly at 390 px; the product the operator creates appears', async ({ page }) => {
    test.setTimeout(120_000);
    const { token, uid } = await registerInProduction(page.request, prod, freshEmail('production'));
    await closeNewsPopWhenShown(page);
    await signInWith(page, token, uid);

    const pages: Array<[string, string[]]> = [
      ['/pages/financial/index', [T('financial.none')]],
      ['/pages/quantization/quantization', [T('quant.empty')]],
      ['/pages/quantitativeOrder/quantitativeOrder', [T('quant.noOrders')]],
      ['/pages/lockming/welcome', [T('lockming.empty')]],
      ['/pages/lockming/lockming', [T('lockming.empty')]],
      ['/pages/lockming/order', [T('lockming.noOrders')]],
      ['/pages/loan/loan', [T('loan.noTerms'), T('loan.noHistory')]],
      ['/pages/common/borrowing', [T('loan.notFound')]],
      ['/pages/certificateDeposit/certificateDeposit', [T('certificate.empty'), T('certificate.none')]],
      ['/pages/invest/invest', [T('dual.empty')]],
      ['/pages/invest/mine', [T('dual.noOrders')]],
      ['/pages/ieo/ieo', [T('presale.empty')]],
      ['/pages/ieo/order', [T('presale.order.empty')]],
    ];
    for (const [hash, texts] of pages) {
      await page.goto(`/#${hash}`);
      for (const text of texts) await expect(page.getByText(text).first(), hash).toBeVisible();
      expect(await overflow(page), hash).toBeLessThanOrEqual(0);
    }
    // The hub says it of each of the five products.
    await page.goto('/#/pages/financial/index');
    await expect(page.getByRole('list', { name: T('financial.products') }).getByText(T('financial.none'))).toHaveCount(5);

    // The operator creates a savings product: it is on the page, and the hub shows its rate.
    await admin(page.request, 'POST', 'admin/term/product/create', {
      kind: 'quant',
      name: 'Savings 14',
      currency: 'USDT',
      daily_rate: '0.004',
      days: '14',
      min_amount: '100',
      max_amount: '5000',
      penalty_rate: '0.03',
      max_active: '2',
      kyc_level: '1',
    });
    // The pages load their lists afresh (a hash change alone keeps the app and its cached lists).
    await page.goto('/#/pages/quantization/quantization');
    await page.reload();
    const product = page.getByRole('listitem', { name: 'Savings 14' });
    await expect(product.getByText('0.4% a day')).toBeVisible();
    await expect(product.getByText('100 – 5,000 USDT')).toBeVisible();
    await page.goto('/#/pages/financial/index');
    await page.reload();
    await expect(page.getByText(T('financial.upToDaily', { rate: '0.4%' }))).toBeVisible();
    await expect(page.getByText(T('financial.none'))).toHaveCount(4);
  });
});
