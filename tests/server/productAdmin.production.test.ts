// Production mode (KESTREL_MODE=production) and the earn areas (issue 29): a new server offers no AI
// savings product, locking plan, loan term, certificate term, dual investment product or presale, and
// no dual series template, until the operator creates each through the admin API (refused values
// change nothing); then each is offered. Money reaches a real account only by a deposit, an operator's
// decision (an approved loan) or a product's published formula (a day's income, a certificate's
// interest, a dual payout, the tokens a presale delivers): every entry that gave a new user money is
// one of those, with exactly the formula's amount. The signup voucher is the operator's published
// offer (the setting), not money in an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { CertificateProduct } from '../../src/contract/certificate';
import type { DualIndexReply, DualOrder } from '../../src/contract/dual';
import type { LoanInfoReply } from '../../src/contract/loan';
import type { PresaleListReply } from '../../src/contract/presale';
import type { QuantProduct } from '../../src/contract/quant';
import { certificateInterest } from '../../src/shared/earn/certificate';
import { dualSettle } from '../../src/shared/earn/dual';
import { quantDailyIncome } from '../../src/shared/earn/quant';
import { type Decimal, dec } from '../../src/shared/lib/decimal';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, PASSWORD } from './support';

const DAY = 86_400_000;
const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ mode: 'production', h5Demo: false, market: { autoStart: false } });
});
afterAll(() => t?.stop());

async function admin(p: string, form: Record<string, string> = {}, method: 'GET' | 'POST' = 'POST') {
  const qs = new URLSearchParams(form).toString();
  const res = await fetch(`${t.api}/${p}${method === 'GET' ? `?${qs}` : ''}`, {
    method,
    headers: ADMIN,
    body: method === 'GET' ? undefined : qs,
  });
  return (await res.json()) as { type: string; field?: string; message: unknown };
}
async function adminOk<T>(p: string, form: Record<string, string> = {}, method: 'GET' | 'POST' = 'POST') {
  const body = await admin(p, form, method);
  expect(body.type, `${p} ${JSON.stringify(body)}`).toBe('ok');
  return body.message as T;
}
async function ok<T>(p: string, form: Record<string, string> = {}, token = '', method: 'GET' | 'POST' = 'GET') {
  const { body } = method === 'GET' ? await get(t.api, p, form, token) : await post(t.api, p, form, token);
  expect(body.type, `${p} ${JSON.stringify(body)}`).toBe('ok');
  return body.message as T;
}

/** Registers by email in production: no dev outbox, the code is read with the admin token. */
async function register() {
  const email = freshEmail('prod');
  expect((await post(t.api, 'sms_mail', { email })).body.type).toBe('ok');
  const [sent] = await adminOk<Array<{ code: string }>>('admin/outbox', { to: email }, 'GET');
  return ok<{ token: string; uid: number }>(
    'user/register',
    { type: 'email', user_string: email, code: sent.code, password: PASSWORD, re_password: PASSWORD },
    '',
    'POST',
  );
}

/** Every list a user and the operator see of the earn areas, by name. */
async function lists() {
  return {
    quant: await ok<QuantProduct[]>('quant/products'),
    lockming: await ok<QuantProduct[]>('lh/deposit/config'),
    loan: (await ok<LoanInfoReply>('user/GetJiedaiInfo')).products,
    certificate: await ok<CertificateProduct[]>('certificate/products'),
    dual: (await ok<DualIndexReply>('dual/index')).list,
    presale: (await ok<PresaleListReply>('project')).list,
    adminTerm: await adminOk<unknown[]>('admin/term/products', {}, 'GET'),
    adminLoan: await adminOk<unknown[]>('admin/loan/products', {}, 'GET'),
    adminCertificate: await adminOk<unknown[]>('admin/certificate/products', {}, 'GET'),
    adminDual: await adminOk<unknown[]>('admin/duals', {}, 'GET'),
    adminPresale: await adminOk<unknown[]>('admin/projects', {}, 'GET'),
  };
}
const table = async (name: string) => JSON.stringify(await t.server.db.$sql.all(`SELECT * FROM ${name} ORDER BY id`));

const TERM = {
  kind: 'quant',
  name: 'Savings 2',
  currency: 'USDT',
  daily_rate: '0.01',
  days: '2',
  min_amount: '100',
  max_amount: '10000',
  penalty_rate: '0.05',
  max_active: '3',
  kyc_level: '0',
};
const LOAN = { currency: 'USDT', days: '7', daily_rate: '0.001', min_amount: '100', max_amount: '5000', kyc_level: '0' };
const CERTIFICATE = {
  currency: 'USDT',
  days: '30',
  annual_rate: '0.0365',
  early_rate: '0.01',
  min_hold_days: '10',
  min_amount: '100',
  max_amount: '10000',
};

describe('production mode: the earn areas', () => {
  it('a new server offers nothing, and publishes no dual series: every list is empty, also a day later', async () => {
    const empty = {
      quant: [],
      lockming: [],
      loan: [],
      certificate: [],
      dual: [],
      presale: [],
      adminTerm: [],
      adminLoan: [],
      adminCertificate: [],
      adminDual: [],
      adminPresale: [],
    };
    expect(await lists()).toEqual(empty);
    const settings = await adminOk<Array<{ key: string; value: string }>>('admin/settings', {}, 'GET');
    expect(settings.find((s) => s.key === 'dual_series')?.value).toBe('[]');
    // The daily series job runs at midnight: it creates nothing without a template.
    await t.server.advance(DAY + 1000);
    expect(await lists()).toEqual(empty);
    // No earn area's table holds a row of anyone.
    for (const name of ['quant_orders', 'loans', 'certificates', 'dual_orders', 'presale_orders']) expect(await table(name)).toBe('[]');
  });

  it('the operator creates each product through the admin API, checked field by field and as a whole; a refusal changes nothing', async () => {
    const before = await Promise.all(['quant_products', 'loan_products', 'certificate_products'].map(table));
    const refused = async (p: string, form: Record<string, string>, field: string) =>
      expect(await admin(p, form), `${p} ${JSON.stringify(form)}`).toMatchObject({ type: 'error', field });
    await refused('admin/term/product/create', { ...TERM, daily_rate: '1.5' }, 'daily_rate');
    await refused('admin/term/product/create', { ...TERM, days: '0' }, 'days');
    await refused('admin/term/product/create', { ...TERM, currency: 'NOPE' }, 'currency');
    await refused('admin/term/product/create', { ...TERM, kind: 'lottery' }, 'kind');
    await refused('admin/term/product/create', { ...TERM, min_amount: '20000' }, 'min_amount');
    const { name: _name, ...noName } = TERM;
    await refused('admin/term/product/create', noName, 'name');
    await refused('admin/loan/product/create', { ...LOAN, days: '1' }, 'days');
    await refused('admin/loan/product/create', { ...LOAN, max_amount: '1' }, 'min_amount');
    await refused('admin/certificate/product/create', { ...CERTIFICATE, early_rate: '0.05' }, 'early_rate');
    await refused('admin/certificate/product/create', { ...CERTIFICATE, min_hold_days: '31' }, 'min_hold_days');
    expect(await Promise.all(['quant_products', 'loan_products', 'certificate_products'].map(table))).toEqual(before);
    // Without the admin token: refused.
    expect((await post(t.api, 'admin/term/product/create', TERM)).body.type).toBe('error');

    const term = await adminOk<Record<string, unknown>>('admin/term/product/create', TERM);
    expect(term).toMatchObject({ kind: 'quant', name: 'Savings 2', daily_rate: '0.01', days: 2, active: 1, sort: 1, currency_id: 1 });
    const lock = await adminOk<Record<string, unknown>>('admin/term/product/create', {
      ...TERM,
      kind: 'lockming',
      name: 'ETH 30-day lock',
      currency: 'eth',
      days: '30',
      min_amount: '0.05',
      max_amount: '100',
    });
    expect(lock).toMatchObject({ kind: 'lockming', min_amount: '0.05' });
    await adminOk('admin/loan/product/create', LOAN);
    await adminOk('admin/certificate/product/create', CERTIFICATE);
    // Offered at once, each on its own page.
    const offered = await lists();
    expect(offered.quant).toEqual([expect.objectContaining({ name: 'Savings 2', currency: 'USDT', daily_rate: '0.01', days: 2 })]);
    expect(offered.lockming).toEqual([expect.objectContaining({ name: 'ETH 30-day lock', currency: 'ETH' })]);
    expect(offered.loan).toEqual([expect.objectContaining({ days: 7, daily_rate: '0.001', currency: 'USDT' })]);
    expect(offered.certificate).toEqual([expect.objectContaining({ days: 30, annual_rate: '0.0365', early_rate: '0.01' })]);
  });

  it('money reaches a real account only by a deposit, an approved loan or a published formula, each to the last decimal', async () => {
    const me = await register();
    // A new account holds nothing; the signup voucher is the operator's published offer, not money.
    expect(await t.server.db.$sql.all('SELECT * FROM balances WHERE user_id = ?', me.uid)).toEqual([]);
    const voucher = (await adminOk<Array<{ key: string; value: string }>>('admin/settings', {}, 'GET')).find(
      (s) => s.key === 'signup_voucher_amount',
    );
    const coupons = await ok<{ list: Array<{ amount: string; source: string }> }>('coupon/list', {}, me.token);
    expect(coupons.list).toEqual([expect.objectContaining({ amount: voucher?.value, source: 'signup' })]);

    // The deposit (what the chain watcher credits once a transfer has its confirmations).
    await t.server.db.transaction(async () => await transfer(t.server.db, EXTERNAL_ID, me.uid, 1, '10000', 'deposit', 'deposit:prod-test'));
    const at = t.server.clock.sec();
    const [quant] = await ok<QuantProduct[]>('quant/products');
    await ok('quant/buy', { product_id: String(quant.id), amount: '500' }, me.token, 'POST');
    const [certificate] = await ok<CertificateProduct[]>('certificate/products');
    await ok('certificate/buy', { product_id: String(certificate.id), amount: '100' }, me.token, 'POST');
    const [loanTerm] = (await ok<LoanInfoReply>('user/GetJiedaiInfo')).products;
    const loan = await ok<{ id: number }>('user/jiedai', { product_id: String(loanTerm.id), amount: '200' }, me.token, 'POST');
    await adminOk('admin/loan/approve', { id: String(loan.id) });
    const project = await adminOk<{ id: number }>('admin/project/create', {
      code: 'PRDT',
      name: 'Production token',
      supply: '1000',
      price: '0.5',
      start_at: String(at),
      end_at: String(at + 86_400),
      delivery_at: String(at + 2 * 86_400),
      min_amount: '10',
      max_amount: '500',
    });
    expect((await ok<PresaleListReply>('project')).list).toEqual([expect.objectContaining({ id: project.id, state: 'live', sold: '0' })]);
    await ok('project/order', { project_id: String(project.id), amount: '100', pay_currency: 'USDT', price: '0.5' }, me.token, 'POST');
    expect((await ok<PresaleListReply>('project')).list[0].sold).toBe('100');
    await t.server.use('feed').push('BTCUSDT', '1000');
    const dual = await adminOk<{ id: number }>('admin/dual/create', {
      coin: 'BTC',
      type: 'put',
      strike: '900',
      annual_rate: '0.365',
      start_in: '3600',
      days: '1',
      shares: '100',
      per_user_limit: '10',
    });
    expect((await ok<DualIndexReply>('dual/index')).list.map((p) => p.id)).toEqual([dual.id]);
    const bought = await ok<DualOrder>('dual/buyDual', { id: String(dual.id), num: '2', price: '1000' }, me.token, 'POST');
    expect(bought.invested).toBe('200');

    // Past every term: the savings (2 days), the presale's delivery, the dual expiry, the certificate (30 days).
    for (let day = 0; day < 31; day += 1) await t.server.advance(DAY);
    // Every entry that left the user with more of a currency than before it (freezing and unfreezing move nothing).
    const legs = (await t.server.db.$sql.all(
      `SELECT l.entry_id, j.kind, c.code, l.amount FROM ledger l JOIN journal j ON j.id = l.entry_id
         JOIN currencies c ON c.id = l.currency_id WHERE l.user_id = ? ORDER BY l.entry_id, l.id`,
      me.uid,
    )) as Array<{ entry_id: number; kind: string; code: string; amount: string }>;
    const net = new Map<string, { kind: string; code: string; amount: Decimal }>();
    for (const l of legs) {
      const key = `${l.entry_id}:${l.code}`;
      net.set(key, { kind: l.kind, code: l.code, amount: (net.get(key)?.amount ?? dec(0)).plus(l.amount) });
    }
    const gained = [...net.values()].filter((g) => g.amount.gt(0));
    const income = quantDailyIncome('500', '0.01').toFixed();
    const payout = dualSettle('put', '200', '900', '0.365', 1, '1000');
    expect(payout.in).toBe('usdt');
    expect(gained.map((g) => `${g.kind} ${g.amount.toFixed()} ${g.code}`).sort()).toEqual(
      [
        'deposit 10000 USDT',
        'loan 200 USDT',
        `quant_income ${income} USDT`,
        `quant_income ${income} USDT`,
        'presale_delivery 100 PRDT',
        `dual_payout ${payout.amount.toFixed()} USDT`,
        `certificate_interest ${certificateInterest('100', '0.0365', 30).toFixed()} USDT`,
      ].sort(),
    );
  });
});
