// Spot (coin) trading through HTTP against a real server, prices pushed by hand: market buy and sell
// against the balance, limit orders that fill when crossed or are cancelled; every refusal is an
// envelope with a field, and nothing changes.
import { describe, expect, it, vi } from 'vitest';
import { balanceOf, pocket } from '../../../server/core/ledger';
import type { CoinOrder } from '../../../src/contract/trade';
import { dec } from '../../../src/shared/lib/decimal';
import { post } from '../helpers';
import { db, expectUsdt, feed, idOf, ok, push, refused, server, trader, USDT, setupTradeServer } from './setup';

setupTradeServer();

describe('spot (coin) trading', () => {
  it('market buy and sell against the balance, a limit buy that fills when crossed, a limit sell cancelled', async () => {
    await push('BTCUSDT', '60000');
    await push('ETHUSDT', '3000');
    const who = await trader();
    const [btc, eth] = [await idOf('BTC'), await idOf('ETH')];
    const coin = async (uid: number, id: number) => await balanceOf(db(), pocket(uid, 'change'), id);

    const buy = await ok<CoinOrder>('coin/trade', { amount: '0.01', currency_id: btc, legal_id: USDT, type: 'buy' }, who);
    // Total 600, fee 0.6: pays 600.6 USDT, gets 0.01 BTC.
    expect(buy).toMatchObject({
      symbol: 'BTCUSDT',
      type: 'buy',
      order_type: 'market',
      status: 'filled',
      filled_price: '60000',
      total: '600',
      fee: '0.6',
      price: null,
    });
    await expectUsdt(who.uid, '9399.4', '0', 'change');
    expect((await coin(who.uid, btc)).available.toFixed()).toBe('0.51');

    const sell = await ok<CoinOrder>('coin/trade', { amount: '0,1', currency_id: eth, legal_id: USDT, type: 'sell' }, who);
    // Decimal comma accepted. Total 300, fee 0.3: gets 299.7.
    expect(sell).toMatchObject({ amount: '0.1', status: 'filled', total: '300', fee: '0.3' });
    await expectUsdt(who.uid, '9699.1', '0', 'change');
    expect((await coin(who.uid, eth)).available.toFixed()).toBe('4.9');

    const limitBuy = await ok<CoinOrder>(
      'coin/trade',
      { amount: '0.01', target_price: '59000', currency_id: btc, legal_id: USDT, type: 'buy' },
      who,
    );
    expect(limitBuy).toMatchObject({ status: 'pending', order_type: 'limit', price: '59000', total: null });
    // Frozen: 590 + 0.59 fee.
    await expectUsdt(who.uid, '9108.51', '590.59', 'change');
    await push('BTCUSDT', '59500');
    expect((await ok<{ list: CoinOrder[] }>('coin/list', { status: 'pending' }, who, 'GET')).list).toHaveLength(1);
    await push('BTCUSDT', '58990');
    const filled = (await ok<{ list: CoinOrder[] }>('coin/list', {}, who, 'GET')).list.find((o) => o.id === limitBuy.id);
    expect(filled).toMatchObject({ status: 'filled', filled_price: '59000', total: '590', fee: '0.59' });
    await expectUsdt(who.uid, '9108.51', '0', 'change');
    expect((await coin(who.uid, btc)).available.toFixed()).toBe('0.52');

    const limitSell = await ok<CoinOrder>(
      'coin/trade',
      { amount: '0.5', target_price: '3100', currency_id: eth, legal_id: USDT, type: 'sell' },
      who,
    );
    expect(limitSell.status).toBe('pending');
    expect((await coin(who.uid, eth)).available.toFixed()).toBe('4.4');
    expect((await coin(who.uid, eth)).frozen.toFixed()).toBe('0.5');
    const cancelled = await ok<CoinOrder>('coin/cancel', { id: limitSell.id }, who);
    expect(cancelled.status).toBe('cancelled');
    expect((await coin(who.uid, eth)).available.toFixed()).toBe('4.9');
    expect((await coin(who.uid, eth)).frozen.toFixed()).toBe('0');
    await refused('coin/cancel', { id: limitSell.id }, who, 'id');
  });
});

describe('a cancel and the tick that fills the order at once', () => {
  it('one of them wins; the money moves once, and nothing of another order is touched', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const btc = await idOf('BTC');
    const usdt = async () => await balanceOf(db(), pocket(who.uid, 'change'), USDT);
    const start = (await usdt()).available;
    for (let round = 0; round < 4; round += 1) {
      await push('BTCUSDT', '60000');
      const limit = () =>
        ok<CoinOrder>('coin/trade', { amount: '0.01', target_price: '59000', currency_id: btc, legal_id: USDT, type: 'buy' }, who);
      const [a, b] = [await limit(), await limit()];
      const [cancel] = await Promise.all([post(server().api, 'coin/cancel', { id: String(a.id) }, who.token), push('BTCUSDT', '58990')]);
      const list = (await ok<{ list: CoinOrder[] }>('coin/list', {}, who, 'GET')).list;
      const status = (id: number) => list.find((o) => o.id === id)?.status;
      expect(status(b.id), `round ${round}`).toBe('filled');
      expect([status(a.id), cancel.body.type], `round ${round}`).toEqual(
        status(a.id) === 'cancelled' ? ['cancelled', 'ok'] : ['filled', 'error'],
      );
    }
    // Each fill paid 590.59 USDT once; each cancel gave its 590.59 back once; nothing stays frozen.
    const filled = (await ok<{ list: CoinOrder[] }>('coin/list', {}, who, 'GET')).list.filter((o) => o.status === 'filled').length;
    expect((await usdt()).frozen.toFixed()).toBe('0');
    expect((await usdt()).available.toFixed()).toBe(start.minus(dec('590.59').times(filled)).toFixed());
  });
});

describe('refusals: an envelope with a field, nothing changed', () => {
  it('spot', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const other = await trader();
    const btc = await idOf('BTC');
    const order = { amount: '0.01', currency_id: btc, legal_id: USDT, type: 'buy' };
    await refused('coin/trade', { ...order, amount: '0' }, who, 'amount');
    await refused('coin/trade', { ...order, amount: '1' }, who, 'amount'); // 60,060 USDT: insufficient
    await refused('coin/trade', { ...order, type: 'sell', amount: '0.6' }, who, 'amount'); // holds 0.5 BTC
    await refused('coin/trade', { ...order, amount: '0.000000001' }, who, 'amount');
    await refused('coin/trade', { ...order, target_price: 'abc' }, who, 'target_price');
    await refused('coin/trade', { ...order, legal_id: await idOf('ETH') }, who, 'currency_id');
    await refused('coin/trade', { ...order, currency_id: 999 }, who, 'currency_id');
    const spy = vi.spyOn(feed(), 'isOpen').mockReturnValue(false);
    try {
      await refused('coin/trade', order, who, 'currency_id');
    } finally {
      spy.mockRestore();
    }
    const pending = await ok<CoinOrder>('coin/trade', { ...order, target_price: '50000' }, who);
    await refused('coin/cancel', { id: pending.id }, other, 'id');
    await refused('coin/cancel', { id: 987654 }, who, 'id');
    const filled = await ok<CoinOrder>('coin/trade', order, who);
    await refused('coin/cancel', { id: filled.id }, who, 'id');
  });
});
