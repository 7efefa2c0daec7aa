// Options and seconds trades through HTTP against a real server, prices pushed by hand: the stake at
// the open price, settlement at the end time from the price then (by the scheduler, or on the tick
// that reaches it), payouts on a win and a draw, the lists; every refusal is an envelope with a field,
// and nothing changes.
import { describe, expect, it, vi } from 'vitest';
import type { DurationOption, PayableCurrency, TimedListReply, TimedOrder } from '../../../src/contract/trade';
import { engine, expectUsdt, feed, idOf, ok, push, refused, symbolId, trader, USDT, setupTradeServer } from './setup';

setupTradeServer();

describe('options and seconds trades', () => {
  it('an option takes the stake at the open price and settles at its end time from the price then', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const config = await ok<{ durations: DurationOption[]; price: string; is_open: boolean }>(
      'option/config',
      { symbol: 'BTCUSDT' },
      null,
      'GET',
    );
    expect(config).toMatchObject({ price: '60000', is_open: true });
    expect(config.durations.map((d) => [d.seconds, d.rate])).toEqual([
      [300, '0.8'],
      [900, '0.85'],
      [3600, '0.9'],
    ]);

    const up = await ok<TimedOrder>('option/submit', { symbol: 'BTCUSDT', direction: 'up', seconds: 300, amount: '100' }, who);
    expect(up).toMatchObject({
      kind: 'option',
      status: 'open',
      open_price: '60000',
      amount: '100',
      rate: '0.8',
      expected: '180',
      currency: 'USDT',
      payout: '0',
    });
    expect(up.end_at - up.created_at).toBe(300);
    const down = await ok<TimedOrder>('option/submit', { symbol: 'BTCUSDT', direction: 'down', seconds: 300, amount: '50' }, who);
    await expectUsdt(who.uid, '9850', '0', 'micro');

    await push('BTCUSDT', '60010');
    expect(await (await engine()).settleDue(up.end_at * 1000 - 1)).toBe(0);
    expect(await (await engine()).settleDue(down.end_at * 1000)).toBeGreaterThanOrEqual(2);
    const list = await ok<TimedListReply>('option/list', { status: 'settled' }, who);
    expect(list.total).toBe(2);
    expect(list.list.find((o) => o.id === up.id)).toMatchObject({ status: 'won', close_price: '60010', payout: '180', profit: '80' });
    expect(list.list.find((o) => o.id === down.id)).toMatchObject({ status: 'lost', close_price: '60010', payout: '0', profit: '-50' });
    expect((await ok<TimedListReply>('option/list', { status: 'open' }, who)).total).toBe(0);
    await expectUsdt(who.uid, '10030', '0', 'micro');
  });

  it('a seconds trade pays stake × (1 + rate) on a win, the stake on a draw; lists 5 a page; results are private', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    expect(await ok<PayableCurrency[]>('microtrade/payable_currencies', {}, who, 'GET')).toEqual([
      { id: USDT, code: 'USDT', available: '10000' },
    ]);
    const seconds = await ok<DurationOption[]>('microtrade/seconds', {}, null, 'GET');
    expect(seconds.map((d) => [d.seconds, d.rate, d.min_amount, d.max_amount])).toEqual([
      [30, '0.8', '10', '50000'],
      [60, '0.85', '10', '50000'],
      [120, '0.9', '10', '50000'],
      [300, '0.95', '10', '50000'],
    ]);

    const won = await ok<TimedOrder>(
      'microtrade/submit',
      { match_id: await symbolId('BTCUSDT'), currency_id: USDT, type: 'down', seconds: 30, number: '50' },
      who,
    );
    const draw = await ok<TimedOrder>(
      'microtrade/submit',
      { match_id: await symbolId('BTCUSDT'), currency_id: USDT, type: 'up', seconds: 60, number: '20' },
      who,
    );
    expect(won).toMatchObject({ kind: 'seconds', symbol: 'BTCUSDT', direction: 'down', expected: '90', status: 'open' });
    await expectUsdt(who.uid, '9930', '0', 'micro');
    await push('BTCUSDT', '59990');
    await (await engine()).settleDue(won.end_at * 1000);
    expect(await ok<TimedOrder>('microtrade/get_result', { id: won.id }, who, 'GET')).toMatchObject({
      status: 'won',
      open_price: '60000',
      close_price: '59990',
      payout: '90',
      profit: '40',
    });
    expect((await ok<TimedOrder>('microtrade/get_result', { id: draw.id }, who, 'GET')).status).toBe('open');
    await push('BTCUSDT', '60000');
    await (await engine()).settleDue(draw.end_at * 1000);
    expect(await ok<TimedOrder>('microtrade/get_result', { id: draw.id }, who, 'GET')).toMatchObject({
      status: 'draw',
      payout: '20',
      profit: '0',
    });
    await expectUsdt(who.uid, '10040', '0', 'micro');

    for (let i = 0; i < 4; i += 1)
      await ok(
        'microtrade/submit',
        { match_id: await symbolId('BTCUSDT'), currency_id: USDT, type: 'up', seconds: 120, number: '10' },
        who,
      );
    const page1 = await ok<TimedListReply>('microtrade/lists', {}, who, 'GET');
    expect(page1).toMatchObject({ total: 6, page: 1, limit: 5 });
    expect(page1.list).toHaveLength(5);
    expect(page1.list[0].id).toBeGreaterThan(page1.list[4].id);
    expect((await ok<TimedListReply>('microtrade/lists', { page: 2 }, who, 'GET')).list.map((o) => o.id)).toEqual([won.id]);

    const other = await trader();
    await refused('microtrade/get_result', { id: won.id }, other, 'id', 'GET');
  });

  it('settles on the tick that reaches the end time, without waiting for the timer', async () => {
    await push('ETHUSDT', '3000');
    const who = await trader();
    const order = await ok<TimedOrder>(
      'microtrade/submit',
      { match_id: await symbolId('ETHUSDT'), currency_id: USDT, type: 'up', seconds: 30, number: '100' },
      who,
    );
    await push('ETHUSDT', '3001', order.end_at * 1000);
    expect(await ok<TimedOrder>('microtrade/get_result', { id: order.id }, who, 'GET')).toMatchObject({
      status: 'won',
      close_price: '3001',
      payout: '180',
    });
    await expectUsdt(who.uid, '10080', '0', 'micro');
  });
});

describe('settled once', () => {
  it('a tick and the scheduler settling the same orders at once pay each of them once', async () => {
    await push('ETHUSDT', '3000');
    const who = await trader();
    const orders: TimedOrder[] = [];
    for (let i = 0; i < 5; i += 1)
      orders.push(
        await ok<TimedOrder>(
          'microtrade/submit',
          { match_id: await symbolId('ETHUSDT'), currency_id: USDT, type: 'up', seconds: 30, number: '100' },
          who,
        ),
      );
    const end = Math.max(...orders.map((o) => o.end_at)) * 1000;
    // The price at each end is known before either starts (the orders may end a second apart on a busy
    // machine); on PostgreSQL the two then really run together, each reading the orders open before the
    // other has written.
    await push('ETHUSDT', '3001', Math.min(...orders.map((o) => o.end_at)) * 1000 - 500);
    await Promise.all([push('ETHUSDT', '3001', end), (await engine()).settleDue(end)]);
    for (const o of orders) expect((await ok<TimedOrder>('microtrade/get_result', { id: o.id }, who, 'GET')).payout).toBe('180');
    await expectUsdt(who.uid, '10400', '0', 'micro');
  });
});

describe('refusals: an envelope with a field, nothing changed', () => {
  it('options and seconds trades', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const option = { symbol: 'BTCUSDT', direction: 'up', seconds: 300, amount: '100' };
    await refused('option/submit', { ...option, amount: '5' }, who, 'amount');
    await refused('option/submit', { ...option, amount: '100001' }, who, 'amount');
    await refused('option/submit', { ...option, amount: '20000' }, who, 'amount'); // above the balance
    await refused('option/submit', { ...option, amount: '10.001' }, who, 'amount');
    await refused('option/submit', { ...option, amount: '0' }, who, 'amount');
    await refused('option/submit', { ...option, seconds: 301 }, who, 'seconds');
    await refused('option/submit', { ...option, symbol: 'NOPE' }, who, 'symbol');
    await refused('option/submit', { ...option, direction: 'sideways' }, who, 'direction');
    await refused('option/config', { symbol: 'NOPE' }, who, 'symbol', 'GET');

    const micro = { match_id: await symbolId('BTCUSDT'), currency_id: USDT, type: 'up', seconds: 30, number: '50' };
    await refused('microtrade/submit', { ...micro, number: '9.99' }, who, 'number');
    await refused('microtrade/submit', { ...micro, number: '50001' }, who, 'number');
    await refused('microtrade/submit', { ...micro, number: '20000' }, who, 'number');
    await refused('microtrade/submit', { ...micro, number: '-10' }, who, 'number');
    await refused('microtrade/submit', { ...micro, seconds: 45 }, who, 'seconds');
    await refused('microtrade/submit', { ...micro, currency_id: await idOf('BTC') }, who, 'currency_id');
    await refused('microtrade/submit', { ...micro, match_id: 987654 }, who, 'match_id');
    await refused('microtrade/get_result', { id: 987654 }, who, 'id', 'GET');
    const spy = vi.spyOn(feed(), 'isOpen').mockReturnValue(false);
    try {
      await refused('microtrade/submit', micro, who, 'match_id');
      await refused('option/submit', option, who, 'symbol');
    } finally {
      spy.mockRestore();
    }
  });
});
