// Conversion in the funding account: a quote holds the live prices for 10 s; the fill takes exactly
// number + fee (rounded up) and gives number × from / to (rounded down) in one balanced entry; a stale,
// moved, unknown or someone else's quote, or more than the balance, is refused and changes nothing; a quote
// fills once, also when sent again at once.
import { describe, expect, it } from 'vitest';
import type { ConvertReply, Convertible, QuoteReply } from '../../../src/contract/fund';
import { balanceOf, FEES_ID, HOUSE_ID, pocket } from '../../../server/core/ledger';
import { post } from '../helpers';
import { db, demoPool, idOf, ok, push, refused, server, setupTradeServer, trader, USDT, usdt } from '../trade/setup';

setupTradeServer();

const funding = async (uid: number, currency: number) => (await balanceOf(db(), pocket(uid, 'legal'), currency)).available.toFixed();

describe('conversion', () => {
  it('lists the currencies with a live price', async () => {
    const who = await trader();
    await push('BTCUSDT', '60000');
    const list = await ok<Convertible[]>('user/getTransferList', {}, who);
    expect(list.find((c) => c.code === 'USDT')?.price_usdt).toBe('1');
    expect(list.find((c) => c.code === 'BTC')?.price_usdt).toBe('60000');
  });

  it('quotes, then fills at exactly the quoted prices: fee on top, rounded up; what arrives rounded down', async () => {
    const who = await trader();
    const BTC = await idOf('BTC');
    await push('BTCUSDT', '60000');
    const system = async () => {
      const held: string[] = [];
      for (const id of [FEES_ID, HOUSE_ID]) for (const c of [USDT, BTC]) held.push((await balanceOf(db(), id, c)).available.toFixed());
      return held;
    };
    const [systemBefore, poolUsdt, poolBtc] = [await system(), await demoPool(), await demoPool(BTC)];
    const q = await ok<QuoteReply>('user/getTransferFee', { from_currency_id: USDT, to_currency_id: BTC, number: '100' }, who);
    expect(q).toMatchObject({ from_price: '1', to_price: '60000', fee_rate: '0.002', fee: '0.2', receive: '0.00166666', valid_ms: 10_000 });
    // The price moves a little (under 1 %): the quote still fills at its own prices.
    await push('BTCUSDT', '60300');
    const done = await ok<ConvertReply>(
      'user/Transfer',
      { number: '100', from_currency_id: USDT, to_currency_id: BTC, quote_id: q.quote_id },
      who,
    );
    expect(done).toMatchObject({ from_code: 'USDT', to_code: 'BTC', number: '100', fee: '0.2', received: '0.00166666' });
    expect(await funding(who.uid, USDT)).toBe('9899.8');
    expect(await funding(who.uid, BTC)).toBe('0.00166666');
    // A demo account converts with the demo pool: it takes the 100 USDT and the 0.2 fee and gives the BTC;
    // the house and the fee account do not move.
    expect((await demoPool()).minus(poolUsdt).toFixed()).toBe('100.2');
    expect(poolBtc.minus(await demoPool(BTC)).toFixed()).toBe('0.00166666');
    expect(await system()).toEqual(systemBefore);
    // A quote fills once.
    await refused('user/Transfer', { number: '100', from_currency_id: USDT, to_currency_id: BTC, quote_id: q.quote_id }, who, 'quote_id');
    // And the other way, with an odd amount: fee 0.00000001 (rounded up from 0.000000002).
    const back = await ok<QuoteReply>('user/getTransferFee', { from_currency_id: BTC, to_currency_id: USDT }, who);
    const sold = await ok<ConvertReply>(
      'user/Transfer',
      { number: '0.000001', from_currency_id: BTC, to_currency_id: USDT, quote_id: back.quote_id },
      who,
    );
    expect(sold).toMatchObject({ fee: '0.00000001', received: '0.0603' });
    expect(await funding(who.uid, BTC)).toBe('0.00166565');
    // A quote sent three times at once (on PostgreSQL they run together) fills once too.
    const again = await ok<QuoteReply>('user/getTransferFee', { from_currency_id: USDT, to_currency_id: BTC }, who);
    const form = { number: '10', from_currency_id: String(USDT), to_currency_id: String(BTC), quote_id: again.quote_id };
    const bodies = (await Promise.all([1, 2, 3].map(() => post(server().api, 'user/Transfer', form, who.token)))).map((r) => r.body);
    expect(
      bodies.filter((b) => b.type === 'ok'),
      JSON.stringify(bodies),
    ).toHaveLength(1);
    for (const b of bodies.filter((b) => b.type !== 'ok')) expect(b).toMatchObject({ type: 'error', field: 'quote_id' });
    expect(await funding(who.uid, USDT)).toBe('9889.8403');
  });

  it('refuses a stale quote, a moved price, an unknown or foreign quote, too much, and the same currency — changing nothing', async () => {
    const who = await trader();
    const other = await trader();
    const BTC = await idOf('BTC');
    await push('BTCUSDT', '60000');
    const quote = async () => (await ok<QuoteReply>('user/getTransferFee', { from_currency_id: USDT, to_currency_id: BTC }, who)).quote_id;
    const form = (quote_id: string, number = '10') => ({ number, from_currency_id: USDT, to_currency_id: BTC, quote_id });

    const stale = await quote();
    await server().server.advance(10_001);
    await refused('user/Transfer', form(stale), who, 'quote_id');

    const moved = await quote();
    await push('BTCUSDT', '60700'); // +1.17 %
    await refused('user/Transfer', form(moved), who, 'quote_id');
    await push('BTCUSDT', '60000');

    await refused('user/Transfer', form('no-such-quote'), who, 'quote_id');
    await refused('user/Transfer', form(await quote()), other, 'quote_id');
    // number + fee must fit: 10,000 USDT is the whole balance, the fee does not fit on top.
    await refused('user/Transfer', form(await quote(), '10000'), who, 'number');
    await refused('user/Transfer', form(await quote(), '0'), who, 'number');
    await refused('user/getTransferFee', { from_currency_id: USDT, to_currency_id: USDT }, who, 'to_currency_id');
    expect((await usdt(who.uid, 'legal')).available.toFixed()).toBe('10000');
  });
});
