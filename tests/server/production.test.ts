// Production mode across every area (issue 29): one server started as KESTREL_MODE=production, read
// through the public API the pages of a new user call. No seeded actor or invented figure anywhere: no
// OTC merchant or advert (and no track record), no lead trader, no bank details on the wire page (fiat
// deposits not offered), no earn product, presale, artwork, artist or series until the operator creates
// one; the market's figures are the price feed's. The journal holds only the house's and the demo
// pool's seeds from the external account, no real account has a balance, the auditor holds; a new
// user's every page answers an empty list and zero balances; then a deposit on the chain is the only
// money that arrives (the other ways money could appear are refused and change nothing). The operator's
// decisions and the products' formulas in production are tested in productAdmin.production.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChain, startDevChain } from '../../server/chain/devchain';
import { SYSTEM_ACCOUNTS } from '../../server/core/migrations';
import type { InAddress } from '../../src/contract/wallet';
import { dec } from '../../src/shared/lib/decimal';
import { mine, payUsdt } from './chainSupport';
import { get, post, startServer, type TestServer } from './helpers';
import { balancesSnapshot } from './ledgerBooks';
import { freshEmail, PASSWORD } from './support';

let chain: DevChain;
let t: TestServer;
beforeAll(async () => {
  chain = await startDevChain({ port: 0, blockTime: 0 });
  t = await startServer({
    mode: 'production',
    h5Demo: false,
    market: { autoStart: false },
    chains: [{ chainId: chain.chainId, name: 'Kestrel dev chain', rpcUrl: chain.rpcUrl, usdt: chain.usdt, explorer: '', confirmations: 5 }],
    depositMnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
    watchMs: 0,
  });
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await chain?.stop();
});

const ADMIN = { 'x-admin-token': 'test-admin-token' };
const DAY = 86_400_000;
const db = () => t.server.db;
const all = async <T>(sql: string, ...args: unknown[]) => (await db().$sql.all(sql, ...args)) as T[];
const SYSTEM = Object.values(SYSTEM_ACCOUNTS);

async function ok<T>(p: string, form: Record<string, string> = {}, token?: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const { status, body } = method === 'GET' ? await get(t.api, p, form, token) : await post(t.api, p, form, token);
  expect(status, p).toBe(200);
  expect(body.type, `${p} ${JSON.stringify(body)}`).toBe('ok');
  return body.message as T;
}
/** A list reply's rows, whether the list is the message or its `list`. */
const listOf = (m: unknown) => (Array.isArray(m) ? m : (m as { list?: unknown[] }).list);

/** Registers by email in production: no dev outbox, the operator reads the code sent. */
async function register() {
  const email = freshEmail('prod');
  expect((await post(t.api, 'sms_mail', { email })).body.type).toBe('ok');
  const res = await fetch(`${t.api}/admin/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN });
  const [sent] = ((await res.json()) as { message: Array<{ code: string }> }).message;
  return ok<{ token: string; uid: number }>(
    'user/register',
    { type: 'email', user_string: email, code: sent.code, password: PASSWORD, re_password: PASSWORD },
    undefined,
    'POST',
  );
}

describe('a production server, before anyone', () => {
  it('seeds no actor: only the system accounts exist, no merchant, advert, lead trader, artist, artwork or product', async () => {
    expect((await all<{ id: number }>('SELECT id FROM users ORDER BY id')).map((u) => u.id)).toEqual(SYSTEM.sort((a, b) => a - b));
    const info = await ok<{ fiats: string[] }>('otc/info');
    for (const fiat of info.fiats)
      for (const side of ['buy', 'sell']) expect(listOf(await ok('otc/ads', { side, fiat })), `${side} ${fiat}`).toEqual([]);
    expect(await ok('follow/index')).toMatchObject({ list: [], follows: 0 });
    for (const mode of ['fixed', 'auction', 'blind']) expect(listOf(await ok('bind_box/getBoxList', { mode }))).toEqual([]);
    expect(listOf(await ok('project'))).toEqual([]);
    expect(await ok('quant/products')).toEqual([]);
    expect(await ok('lh/deposit/config')).toEqual([]);
    expect(await ok('certificate/products')).toEqual([]);
    expect(await ok('dual/index')).toMatchObject({ list: [] });
    expect(await ok('user/GetJiedaiInfo')).toMatchObject({ products: [] });
    // The tables behind them hold no row of anyone: nothing waits to be shown later either.
    for (const table of [
      'otc_merchants',
      'otc_ads',
      'otc_orders',
      'lead_traders',
      'copy_follows',
      'nft_artists',
      'nft_items',
      'nft_orders',
      'presale_projects',
      'presale_orders',
      'quant_products',
      'loan_products',
      'certificate_products',
      'dual_products',
      'lever_orders',
      'fiat_deposits',
    ])
      expect(await all(`SELECT * FROM ${table}`), table).toEqual([]);
  });

  it('money from nowhere nowhere: the journal holds only the seeds of the house and the demo pool, the auditor holds; also two days later', async () => {
    for (const later of [0, 2 * DAY]) {
      // The scheduler's jobs (the daily series, the strategies, the expiries) run over the days: they create nothing.
      await t.server.advance(later);
      expect((await all<{ kind: string }>('SELECT DISTINCT kind FROM journal')).map((j) => j.kind)).toEqual(['house_seed']);
      const holders = (await all<{ user_id: number }>('SELECT DISTINCT user_id FROM ledger ORDER BY user_id')).map((r) => r.user_id);
      expect(holders).toEqual([SYSTEM_ACCOUNTS.house, SYSTEM_ACCOUNTS.external, SYSTEM_ACCOUNTS.demoPool].sort((a, b) => a - b));
      expect(await all(`SELECT * FROM balances WHERE user_id NOT IN (${SYSTEM.join(',')})`)).toEqual([]);
      for (const table of ['users', 'lever_orders', 'otc_ads', 'nft_items', 'presale_projects', 'dual_products'])
        expect(await all(`SELECT * FROM ${table} WHERE ${table === 'users' ? `id NOT IN (${SYSTEM.join(',')})` : '1 = 1'}`), table).toEqual(
          [],
        );
      expect((await t.server.audit()).ok).toBe(true);
    }
  });

  it('the market’s figures are the price feed’s, nothing else', async () => {
    const feed = t.server.use('feed');
    const quotes = await ok<Array<{ symbol: string; price: string }>>('currency/quotation_new');
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(q.price, q.symbol).toBe(feed.price(q.symbol)?.toFixed(q.price.split('.')[1]?.length ?? 0));
    // A moved price shows as the feed has it.
    await feed.push('BTCUSDT', '61234.5');
    const btc = (await ok<Array<{ symbol: string; price: string }>>('currency/quotation_new')).find((q) => q.symbol === 'BTCUSDT');
    expect(dec(btc?.price ?? 0).toFixed()).toBe('61234.5');
    expect(await ok('currency/trades', { symbol: 'BTCUSDT' })).toEqual([]);
  });
});

describe('a new user in production', () => {
  it('finds every page empty, every balance zero, no bank details, and a deposit the only money that arrives', async () => {
    const me = await register();
    const token = me.token;
    const empty: Array<[string, Record<string, string>, 'GET' | 'POST']> = [
      ['otc/orders', {}, 'GET'],
      ['otc/ads/mine', {}, 'GET'],
      ['bind_box/getMyNFTs', {}, 'GET'],
      ['bind_box/getNFTOrders', {}, 'GET'],
      ['bind_box/getNeedPayNFTOrder', {}, 'GET'],
      ['bind_box/getCollection', {}, 'GET'],
      ['bind_box/getMyBindBoxQuotationLog', {}, 'GET'],
      ['user/project/order', {}, 'GET'],
      ['quant/orders', {}, 'GET'],
      ['lh/deposit/order', {}, 'GET'],
      ['certificate/orders', {}, 'GET'],
      ['dual/dual_list', {}, 'GET'],
      ['user/Getjiedaiht', {}, 'GET'],
      ['recharge/log', {}, 'GET'],
      ['user/withdraw/list', {}, 'GET'],
      ['sale/orders', {}, 'GET'],
      ['wallet/hzhistory', {}, 'GET'],
      ['wallet/legal_log', {}, 'POST'],
      ['coin/list', {}, 'GET'],
      ['user/wallet/list', {}, 'GET'],
    ];
    for (const [p, form, method] of empty) {
      const message = await ok(p, form, token, method);
      expect(listOf(message), `${p}: ${JSON.stringify(message).slice(0, 300)}`).toEqual([]);
      // An earn page's summary: nothing invested, no income.
      const summary = (message as { summary?: Record<string, string> }).summary;
      if (summary) for (const v of Object.values(summary)) expect(dec(v).isZero(), `${p} ${v}`).toBe(true);
    }
    expect(await ok('follow/my', {}, token)).toEqual({ follows: [], history: [], available: '0' });
    // Every account, every currency: zero.
    const accounts = await ok<{
      value_usdt: string;
      accounts: Array<{ field: string; value_usdt: string; currencies: Array<{ available: string; frozen: string; value_usdt: string }> }>;
    }>('wallet/list', {}, token, 'POST');
    expect(accounts.accounts.map((a) => a.field)).toEqual(['legal', 'change', 'lever', 'micro']);
    const figures = [
      accounts.value_usdt,
      ...accounts.accounts.flatMap((a) => [a.value_usdt, ...a.currencies.flatMap((c) => [c.available, c.frozen, c.value_usdt])]),
    ];
    for (const f of figures) expect(dec(f).isZero(), f).toBe(true);
    expect(await all('SELECT * FROM balances WHERE user_id = ? AND (available <> ? OR frozen <> ?)', me.uid, '0', '0')).toEqual([]);
    // The wire page: no bank details, not offered; sale coin: nothing to sell.
    expect(await ok('wallet/wire_info', {}, token)).toMatchObject({ offered: false, bank_name: '', account_number: '' });
    expect(await ok('sale/info', {}, token)).toMatchObject({ available: '0', demo: false });

    // The ways money could appear without a deposit are refused and change nothing.
    const before = await balancesSnapshot(db());
    expect((await post(t.api, 'user/demo', {})).body.type).not.toBe('ok');
    expect(
      (await post(t.api, 'wallet/change', { currency_id: '1', number: '1', from_field: 'legal', to_field: 'change' }, token)).body.type,
    ).toBe('error');
    expect(
      (await post(t.api, 'follow/follow', { trader_user_id: '1', type: '1', number: '1', budget: '10', agree: '1' }, token)).body.type,
    ).toBe('error');
    expect(await balancesSnapshot(db())).toBe(before);

    // A deposit on the chain: credited once after its confirmations, the only entry of the user's.
    const [entry] = await ok<InAddress[]>('wallet/get_in_address', { chain_id: String(chain.chainId) }, token, 'POST');
    await payUsdt(chain, entry.address, '25');
    await t.server.use('deposits').scan();
    await mine(chain, 5);
    await t.server.use('deposits').scan();
    expect(listOf(await ok('recharge/log', {}, token))).toEqual([expect.objectContaining({ amount: '25', status: 'approved' })]);
    expect(await all('SELECT wallet, currency_id, available, frozen FROM balances WHERE user_id = ?', me.uid)).toEqual([
      { wallet: 'legal', currency_id: 1, available: '25', frozen: '0' },
    ]);
    const kinds = await all<{ kind: string }>(
      'SELECT DISTINCT j.kind FROM journal j JOIN ledger l ON l.entry_id = j.id WHERE l.user_id = ?',
      me.uid,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['deposit']);
    expect((await t.server.audit()).ok).toBe(true);
  });
});
