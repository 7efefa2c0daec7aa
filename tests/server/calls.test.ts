// The six SPEC calls that answered 404 (issue 30): kf and kefu (customer service, operator settings),
// currency/quotation_huang (the spot pairs), currency/list (currencies and their chains), wallet/newlist
// (the money by currency), user/check_email (whether an address can register, braked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckEmailReply } from '../../src/contract/auth';
import type { KfLink } from '../../src/contract/content';
import type { CurrencyTotal, WalletListReply } from '../../src/contract/fund';
import type { Ticker } from '../../src/contract/market';
import type { ListedCurrency } from '../../src/contract/wallet';
import { dec } from '../../src/shared/lib/decimal';
import { get, post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, okCall, registerEmail } from './support';

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
async function setting(t: TestServer, key: string, value: string) {
  const res = await fetch(`${t.api}/admin/setting`, { method: 'POST', headers: ADMIN, body: new URLSearchParams({ key, value }) });
  return { status: res.status, body: (await res.json()) as { type: string; message: unknown } };
}
const CHAINS = [
  { chainId: 31337, name: 'Kestrel dev chain', rpcUrl: 'http://127.0.0.1:9', usdt: `0x${'1'.repeat(40)}`, explorer: '', confirmations: 5 },
  { chainId: 56, name: 'BNB Smart Chain', rpcUrl: 'http://127.0.0.1:9', usdt: `0x${'2'.repeat(40)}`, explorer: '', confirmations: 5 },
];

let demo: TestServer;
let prod: TestServer;
beforeAll(async () => {
  [demo, prod] = await Promise.all([
    startServer({ market: { autoStart: false }, chains: CHAINS, watchMs: 0 }),
    startServer({ mode: 'production', h5Demo: false, market: { autoStart: false }, codesPerHour: 2 }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo?.stop(), prod?.stop()]);
});

/** A refusal in the error envelope, at `field` when given, in words (never a key). */
function refused(res: { status: number; body: { type: unknown; message: unknown; field?: string } }, field?: string) {
  expect(res.status).toBeLessThan(500);
  expect(res.body.type, JSON.stringify(res.body)).toBe('error');
  expect(String(res.body.message)).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  if (field) expect(res.body.field).toBe(field);
}

describe('kf and kefu: the customer-service contacts are operator settings', () => {
  it('a production server and a demo server start with none', async () => {
    for (const t of [prod, demo]) {
      expect(await okCall<KfLink[]>(t.api, 'kf', {}, '', 'GET')).toEqual([]);
      expect(await okCall(t.api, 'kefu', {}, '', 'GET')).toEqual({ url: '' });
    }
  });

  it('set by the operator, they are answered in order; cleared, none again', async () => {
    const links = [
      { name: 'Telegram', url: 'https://t.me/kestrel_help' },
      { name: 'Email', url: 'mailto:help@example.com' },
    ];
    expect((await setting(prod, 'kf_links', JSON.stringify(links))).body.type).toBe('ok');
    expect((await setting(prod, 'kefu_url', 'https://help.example.com/chat')).body.type).toBe('ok');
    expect(await okCall(prod.api, 'kf', {}, '', 'GET')).toEqual(links);
    expect(await okCall(prod.api, 'kefu', {}, '', 'GET')).toEqual({ url: 'https://help.example.com/chat' });
    // POST is not the call's method: not found, in the envelope.
    refused(await post(prod.api, 'kf'));

    await setting(prod, 'kf_links', '');
    await setting(prod, 'kefu_url', '');
    expect(await okCall(prod.api, 'kf', {}, '', 'GET')).toEqual([]);
    expect(await okCall(prod.api, 'kefu', {}, '', 'GET')).toEqual({ url: '' });
  });

  it('refuses a value that is not a list of named http(s) or mailto: contacts, and keeps the one set', async () => {
    const good = [{ name: 'WhatsApp', url: 'https://wa.me/15550100' }];
    await setting(prod, 'kf_links', JSON.stringify(good));
    await setting(prod, 'kefu_url', 'https://help.example.com/');
    const bad = [
      '{"name":"x"}',
      'not json',
      JSON.stringify([{ name: 'X', url: 'javascript:alert(1)' }]),
      JSON.stringify([{ name: '', url: 'https://t.me/a' }]),
      JSON.stringify([{ name: 'X'.repeat(31), url: 'https://t.me/a' }]),
      JSON.stringify([{ name: 'Mail', url: 'mailto:not-an-address' }]),
      JSON.stringify(Array.from({ length: 9 }, (_, i) => ({ name: `L${i}`, url: 'https://t.me/a' }))),
    ];
    for (const value of bad) refused(await setting(prod, 'kf_links', value));
    for (const value of ['javascript:alert(1)', 'ftp://example.com/', 'help.example.com']) refused(await setting(prod, 'kefu_url', value));
    expect(await okCall(prod.api, 'kf', {}, '', 'GET')).toEqual(good);
    expect(await okCall(prod.api, 'kefu', {}, '', 'GET')).toEqual({ url: 'https://help.example.com/' });
    await setting(prod, 'kf_links', '');
    await setting(prod, 'kefu_url', '');
  });
});

describe('currency/quotation_huang: the pairs that trade spot', () => {
  it('lists exactly the symbols with a base and a quote currency, as quotation_new shows them', async () => {
    const spot = await okCall<Ticker[]>(demo.api, 'currency/quotation_huang', {}, '', 'GET');
    const all = await okCall<Ticker[]>(demo.api, 'currency/quotation_new', {}, '', 'GET');
    expect(spot.length).toBeGreaterThan(0);
    expect(spot.length).toBeLessThan(all.length);
    expect(spot.map((t) => t.symbol)).toContain('BTCUSDT');
    for (const t of spot) {
      const spec = await okCall<{ currency_id: number | null; legal_id: number | null }>(
        demo.api,
        'currency/symbol',
        { symbol: t.symbol },
        '',
        'GET',
      );
      expect(spec.currency_id, t.symbol).not.toBeNull();
      expect(spec.legal_id, t.symbol).not.toBeNull();
    }
    // Every spot pair of the catalogue is there, in the catalogue's order.
    const spotOfAll: string[] = [];
    for (const t of all.filter((x) => x.category === 2)) {
      const spec = await okCall<{ currency_id: number | null }>(demo.api, 'currency/symbol', { symbol: t.symbol }, '', 'GET');
      if (spec.currency_id !== null) spotOfAll.push(t.symbol);
    }
    expect(spot.map((t) => t.symbol)).toEqual(spotOfAll);
    // The same list in production (the catalogue is not demo data).
    expect((await okCall<Ticker[]>(prod.api, 'currency/quotation_huang', {}, '', 'GET')).map((t) => t.symbol)).toEqual(
      spot.map((t) => t.symbol),
    );
  });
});

describe('currency/list: every currency and the chains it moves on', () => {
  it('USDT moves on each configured chain; the others on none', async () => {
    const list = await okCall<ListedCurrency[]>(demo.api, 'currency/list', {}, '', 'GET');
    const usdt = list.find((c) => c.code === 'USDT');
    expect(usdt).toMatchObject({ id: 1, decimals: expect.any(Number) });
    expect(usdt?.chains).toEqual([
      { chain_id: 31337, name: 'Kestrel dev chain' },
      { chain_id: 56, name: 'BNB Smart Chain' },
    ]);
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['BTC', 'ETH']));
    for (const c of list.filter((x) => x.code !== 'USDT')) expect(c.chains, c.code).toEqual([]);
    // A server with no chain configured: no currency moves on a chain.
    const none = await okCall<ListedCurrency[]>(prod.api, 'currency/list', {}, '', 'GET');
    expect(none.map((c) => c.code)).toEqual(list.map((c) => c.code));
    expect(none.every((c) => c.chains.length === 0)).toBe(true);
  });
});

describe('wallet/newlist: the money by currency', () => {
  it("sums each currency over the four accounts; the total is wallet/list's", async () => {
    const who = await demoLogin(demo.api);
    const byAccount = await okCall<WalletListReply>(demo.api, 'wallet/list', {}, who.token);
    const byCurrency = await okCall<{ value_usdt: string; currencies: CurrencyTotal[] }>(demo.api, 'wallet/newlist', {}, who.token, 'GET');
    expect(byCurrency.value_usdt).toBe(byAccount.value_usdt);
    expect(byCurrency.currencies[0].code).toBe('USDT');
    const codes = new Set(byAccount.accounts.flatMap((a) => a.currencies.map((b) => b.code)));
    expect(new Set(byCurrency.currencies.map((c) => c.code))).toEqual(codes);
    for (const c of byCurrency.currencies) {
      const held = byAccount.accounts.flatMap((a) =>
        a.currencies
          .filter((b) => b.currency_id === c.currency_id && dec(b.available).plus(b.frozen).gt(0))
          .map((b) => ({ field: a.field, ...b })),
      );
      expect(c.accounts).toEqual(held.map((b) => ({ field: b.field, available: b.available, frozen: b.frozen })));
      expect(dec(c.available).eq(held.reduce((s, b) => s.plus(b.available), dec(0)))).toBe(true);
      expect(dec(c.frozen).eq(held.reduce((s, b) => s.plus(b.frozen), dec(0)))).toBe(true);
    }
    // The demo account's 10,000 USDT in each of its four accounts.
    expect(byCurrency.currencies[0]).toMatchObject({ available: '40000', frozen: '0' });
    expect(byCurrency.currencies[0].accounts.map((a) => a.field)).toEqual(['legal', 'change', 'lever', 'micro']);
  });

  it('a new real account: USDT at zero, held nowhere; without a session: refused', async () => {
    const who = await registerEmail(demo.api, freshEmail('newlist'));
    expect(await okCall(demo.api, 'wallet/newlist', {}, who.token, 'GET')).toEqual({
      value_usdt: '0',
      currencies: [{ currency_id: 1, code: 'USDT', available: '0', frozen: '0', value_usdt: '0', accounts: [] }],
    });
    const anonymous = await get(demo.api, 'wallet/newlist');
    expect(anonymous.body.type).toBe(999);
  });
});

describe('user/check_email: whether an address can register', () => {
  it('answers free or taken in one shape; the address is read as registration reads it', async () => {
    const email = freshEmail('check');
    const free = await okCall<CheckEmailReply>(demo.api, 'user/check_email', { email: email.toUpperCase() }, '');
    expect(free).toEqual({ email, available: true });
    await registerEmail(demo.api, email);
    const taken = await okCall<CheckEmailReply>(demo.api, 'user/check_email', { email }, '');
    expect(taken).toEqual({ email, available: false });
    expect(Object.keys(taken).sort()).toEqual(Object.keys(free).sort());
  });

  it('refuses a missing or malformed address at its field', async () => {
    refused(await post(demo.api, 'user/check_email', {}), 'email');
    refused(await post(demo.api, 'user/check_email', { email: 'not-an-email' }), 'email');
    refused(await post(demo.api, 'user/check_email', { email: `${'a'.repeat(300)}@example.com` }), 'email');
  });

  it('is braked per address: ten checks an hour, then HTTP 429 in the envelope, taken or free alike', async () => {
    const free = freshEmail('brake');
    const taken = freshEmail('braketaken');
    await registerEmail(demo.api, taken);
    for (const email of [free, taken]) {
      for (let i = 0; i < 10; i += 1) expect((await post(demo.api, 'user/check_email', { email })).body.type).toBe('ok');
      const braked = await post(demo.api, 'user/check_email', { email });
      expect(braked.status).toBe(429);
      refused(braked);
    }
    // Another address is still answered.
    expect((await post(demo.api, 'user/check_email', { email: freshEmail('other') })).body.type).toBe('ok');
  });

  it('is braked per client address: three times its codes an hour (six here), whatever the addresses', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await post(prod.api, 'user/check_email', { email: freshEmail('ip') })).body.type).toBe('ok');
    }
    const braked = await post(prod.api, 'user/check_email', { email: freshEmail('ip') });
    expect(braked.status).toBe(429);
    refused(braked);
  });
});
