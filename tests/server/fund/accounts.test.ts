// The four accounts: what each holds and is worth (wallet/list, wallet/detail), transfers between them
// (wallet/change: exact, recorded, listed in wallet/hzhistory), and every refusal changing nothing.
import { describe, expect, it } from 'vitest';
import type { Fiat, TransferRecord, WalletBalance, WalletListReply } from '../../../src/contract/fund';
import { get, post } from '../helpers';
import { freshEmail, registerEmail } from '../support';
import { idOf, ok, push, refused, server, setupTradeServer, trader, USDT, usdt } from '../trade/setup';

setupTradeServer();

describe('accounts', () => {
  it('lists the four accounts with each currency valued at the live price, and their total', async () => {
    const who = await trader();
    await push('BTCUSDT', '60000');
    await push('ETHUSDT', '3000');
    const list = await ok<WalletListReply>('wallet/list', {}, who);
    expect(list.accounts.map((a) => [a.field, a.value_usdt])).toEqual([
      ['legal', '10000'],
      ['change', '55000'], // 10,000 USDT + 0.5 BTC × 60,000 + 5 ETH × 3,000
      ['lever', '10000'],
      ['micro', '10000'],
    ]);
    expect(list.value_usdt).toBe('85000');
    expect(list.accounts[1].currencies.map((c) => [c.code, c.available, c.value_usdt])).toEqual([
      ['USDT', '10000', '10000'],
      ['BTC', '0.5', '30000'],
      ['ETH', '5', '15000'],
    ]);
  });

  it('one account, or one currency of it (listed at zero when it holds none)', async () => {
    const who = await trader();
    const btc = await idOf('BTC');
    expect(await ok<WalletBalance[]>('wallet/detail', { type: 'lever', currency: btc }, who)).toEqual([
      { currency_id: btc, code: 'BTC', available: '0', frozen: '0', value_usdt: '0' },
    ]);
    expect((await ok<WalletBalance[]>('wallet/detail', { type: 'change', currency: btc }, who))[0].available).toBe('0.5');
  });

  it('the fiats start with USD at rate 1; the currencies an account can hold are listed', async () => {
    const { body } = await get(server().api, 'wallet/getRateCurrency');
    const fiats = body.message as Fiat[];
    expect(fiats[0]).toEqual({ code: 'USD', symbol: '$', rate: '1' });
    expect(fiats.length).toBeGreaterThan(3);
    expect(((await get(server().api, 'wallet/getRateCurrency', { id: 'eur' })).body.message as Fiat[]).map((f) => f.code)).toEqual(['EUR']);
    const who = await trader();
    const currencies = await ok<Array<{ code: string }>>('currency/user_currency_list', {}, who, 'GET');
    expect(currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH']));
  });
});

describe('transfers between accounts', () => {
  it('moves exactly the amount, free, records it and lists it newest first', async () => {
    const who = await trader();
    const moved = await ok<TransferRecord>(
      'wallet/change',
      { currency_id: USDT, number: '1234,56789012', from_field: 'legal', to_field: 'lever' },
      who,
    );
    expect(moved).toMatchObject({ code: 'USDT', number: '1234.56789012', from_field: 'legal', to_field: 'lever' });
    expect((await usdt(who.uid, 'legal')).available.toFixed()).toBe('8765.43210988');
    expect((await usdt(who.uid, 'lever')).available.toFixed()).toBe('11234.56789012');
    await ok('wallet/change', { currency_id: await idOf('BTC'), number: '0.1', from_field: 'change', to_field: 'legal' }, who);
    const history = await ok<{ list: TransferRecord[]; total: number }>('wallet/hzhistory', { page: 1, limit: 10 }, who, 'GET');
    expect(history.total).toBe(2);
    expect(history.list.map((r) => [r.code, r.number, r.from_field, r.to_field])).toEqual([
      ['BTC', '0.1', 'change', 'legal'],
      ['USDT', '1234.56789012', 'legal', 'lever'],
    ]);
    // Another user's history is their own.
    const other = await trader();
    expect((await ok<{ total: number }>('wallet/hzhistory', {}, other, 'GET')).total).toBe(0);
  });

  it('money moved into the contract account trades there, and its frozen margin cannot be moved out', async () => {
    const who = await trader();
    await push('BTCUSDT', '60000');
    await ok('wallet/change', { currency_id: USDT, number: '10000', from_field: 'lever', to_field: 'legal' }, who);
    await refused('lever/submit', { symbol: 'BTCUSDT', side: 'buy', order_type: 'market', lots: '1', leverage: '10' }, who, 'lots');
    await ok('wallet/change', { currency_id: USDT, number: '700', from_field: 'legal', to_field: 'lever' }, who);
    await ok('lever/submit', { symbol: 'BTCUSDT', side: 'buy', order_type: 'market', lots: '1', leverage: '10' }, who);
    const lever = await usdt(who.uid, 'lever');
    expect(lever.frozen.gt(0)).toBe(true);
    // Only what is available can leave: the margin stays with the open position.
    await refused(
      'wallet/change',
      { currency_id: USDT, number: lever.available.plus('0.00000001').toFixed(), from_field: 'lever', to_field: 'legal' },
      who,
      'number',
    );
    await ok('wallet/change', { currency_id: USDT, number: lever.available.toFixed(), from_field: 'lever', to_field: 'legal' }, who);
    expect((await usdt(who.uid, 'lever')).available.toFixed()).toBe('0');
  });

  it('refuses, at the field and changing nothing: above the balance, the same account, an unknown account or currency, bad amounts', async () => {
    const who = await trader();
    const base = { currency_id: USDT, number: '1', from_field: 'legal', to_field: 'micro' };
    await refused('wallet/change', { ...base, number: '10000.00000001' }, who, 'number');
    await refused('wallet/change', { ...base, to_field: 'legal' }, who, 'to_field');
    await refused('wallet/change', { ...base, from_field: 'savings' }, who, 'from_field');
    await refused('wallet/change', { ...base, currency_id: 9999 }, who, 'currency_id');
    for (const number of ['0', '-5', 'abc', '1.000000001', '']) await refused('wallet/change', { ...base, number }, who, 'number');
    // A real account with nothing in it.
    const real = await registerEmail(server().api, freshEmail('fund'));
    const { body } = await post(server().api, 'wallet/change', { ...base, currency_id: String(USDT) }, real.token);
    expect(body).toMatchObject({ type: 'error', field: 'number' });
  });

  it('every funds call needs a session', async () => {
    for (const p of ['wallet/list', 'wallet/detail', 'wallet/change']) expect((await post(server().api, p, {})).body.type).toBe(999);
    expect((await get(server().api, 'wallet/hzhistory')).body.type).toBe(999);
  });
});

describe('the account-change record (wallet/legal_log)', () => {
  it('lists the user’s own movements newest first, by account and currency, with their kinds', async () => {
    const who = await trader();
    await ok('wallet/change', { currency_id: USDT, number: '25', from_field: 'legal', to_field: 'micro' }, who);
    type Log = { list: Array<{ wallet: string; code: string; amount: string; kind: string; bucket: string }>; total: number };
    const all = await ok<Log>('wallet/legal_log', { page: 1, limit: 50 }, who);
    expect(all.list.slice(0, 2).map((r) => [r.kind, r.wallet, r.amount])).toEqual([
      ['transfer', 'micro', '25'],
      ['transfer', 'legal', '-25'],
    ]);
    expect(all.list.filter((r) => r.kind === 'demo_grant').length).toBe(6);
    const funding = await ok<Log>('wallet/legal_log', { type: 'legal', currency: USDT }, who);
    expect(funding.list.map((r) => [r.kind, r.amount])).toEqual([
      ['transfer', '-25'],
      ['demo_grant', '10000'],
    ]);
    // Another user's record is their own.
    const other = await trader();
    expect((await ok<Log>('wallet/legal_log', { type: 'micro' }, other)).list.map((r) => r.amount)).toEqual(['10000']);
    await refused('wallet/legal_log', { type: 'savings' }, who, 'type');
  });
});
