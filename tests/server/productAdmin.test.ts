import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, EXTERNAL_ID, transfer } from '../../server/core/ledger';
import type { QuantOrder, QuantProduct } from '../../src/contract/quant';
import { get, post, startServer, type TestServer } from './helpers';
import { adminCli, freshEmail, registerEmail } from './support';

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

async function admin(p: string, form: Record<string, string> = {}) {
  const res = await fetch(`${t.api}/${p}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form) });
  return (await res.json()) as { type: string; field?: string; message: unknown };
}
async function ok<T>(p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
  const { body } = method === 'GET' ? await get(t.api, p, form, token) : await post(t.api, p, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}
const plans = () => ok<QuantProduct[]>('lh/deposit/config', {}, '', 'GET');
const table = async (name: string) => JSON.stringify(await t.server.db.$sql.all(`SELECT * FROM ${name} ORDER BY id`));

describe('product parameters', () => {
  it('a new daily rate reaches the next lock, not the one already held', async () => {
    const me = await registerEmail(t.api, freshEmail('padmin'));
    await t.server.db.transaction(async () => await transfer(t.server.db, EXTERNAL_ID, me.uid, 1, '1000', 'deposit', 'test'));
    const p7 = (await plans()).find((p) => p.days === 7) as QuantProduct;
    const before = await ok<QuantOrder>('lh/deposit', { config_id: String(p7.id), amount: '100' }, me.token);
    const changed = await admin('admin/term/product/set', { id: String(p7.id), field: 'daily_rate', value: '0.0035' });
    expect(changed).toMatchObject({ type: 'ok', message: { id: p7.id, kind: 'lockming', daily_rate: '0.0035' } });
    expect((await plans()).find((p) => p.id === p7.id)?.daily_rate).toBe('0.0035');
    const after = await ok<QuantOrder>('lh/deposit', { config_id: String(p7.id), amount: '100' }, me.token);
    expect([before.daily_rate, after.daily_rate]).toEqual(['0.003', '0.0035']);
    await t.server.advance(86_400_000 + 1000);
    // 100 × 0.3 % + 100 × 0.35 %.
    expect((await balanceOf(t.server.db, me.uid, 1)).available.toFixed()).toBe('800.65');
  });

  it('refuses a bad value, an unknown field or product, a minimum above the maximum, an early rate above the annual one — changing nothing', async () => {
    const [term, certificate, loan] = await Promise.all(['quant_products', 'certificate_products', 'loan_products'].map(table));
    const refused = async (p: string, form: Record<string, string>, field: string) => {
      const body = await admin(p, form);
      expect(body, JSON.stringify(body)).toMatchObject({ type: 'error', field });
    };
    await refused('admin/term/product/set', { id: '1', field: 'daily_rate', value: '1.5' }, 'value');
    await refused('admin/term/product/set', { id: '1', field: 'daily_rate', value: '-0.1' }, 'value');
    await refused('admin/term/product/set', { id: '1', field: 'days', value: '0' }, 'value');
    await refused('admin/term/product/set', { id: '1', field: 'kind', value: 'lockming' }, 'field');
    await refused('admin/term/product/set', { id: '999', field: 'days', value: '9' }, 'id');
    await refused('admin/term/product/set', { id: '1', field: 'min_amount', value: '999999' }, 'min_amount');
    await refused('admin/certificate/product/set', { id: '1', field: 'early_rate', value: '0.5' }, 'early_rate');
    await refused('admin/certificate/product/set', { id: '1', field: 'min_hold_days', value: '31' }, 'min_hold_days');
    await refused('admin/loan/product/set', { id: '1', field: 'max_amount', value: '1' }, 'min_amount');
    expect(await Promise.all(['quant_products', 'certificate_products', 'loan_products'].map(table))).toEqual([term, certificate, loan]);
    // Without the admin token: not even the list.
    const { body } = await get(t.api, 'admin/term/products', {});
    expect(body.type).toBe('error');
  });

  it('npm run admin -- term-products, term-product-set, term-product-create: closing a plan takes it off the page, a new one is on it', async () => {
    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: t.dataDir };
    const cli = (...args: string[]) => adminCli(env)(...args);
    // The lists change nothing: side by side (each command is a process of its own).
    const [terms, certificateList] = await Promise.all([cli('term-products'), cli('certificate-products')]);
    const rows = JSON.parse(terms.stdout) as Array<{ id: number; kind: string; name: string }>;
    expect(rows.filter((r) => r.kind === 'quant').map((r) => r.name)).toEqual(['AI Quant 7', 'AI Quant 15', 'AI Quant 30']);
    const eth = rows.find((r) => r.name === 'ETH 30-day lock') as { id: number };
    expect(JSON.parse((await cli('term-product-set', String(eth.id), 'active', '0')).stdout)).toMatchObject({ id: eth.id, active: 0 });
    expect((await plans()).map((p) => p.currency)).toEqual(['USDT', 'USDT', 'USDT']);
    expect(JSON.parse(certificateList.stdout)).toHaveLength(4);
    const created = await cli(
      'term-product-create',
      'kind=lockming',
      'name=BTC 60-day lock',
      'currency=BTC',
      'daily_rate=0.001',
      'days=60',
      'min_amount=0.01',
      'max_amount=5',
      'penalty_rate=0.02',
      'max_active=2',
      'kyc_level=0',
    );
    expect(JSON.parse(created.stdout)).toMatchObject({ kind: 'lockming', name: 'BTC 60-day lock', days: 60, active: 1 });
    expect((await plans()).map((p) => p.currency)).toEqual(['USDT', 'USDT', 'USDT', 'BTC']);
    // The commands run in this process (adminCli).
  }, 120_000);
});
