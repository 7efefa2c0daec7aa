// Contract (lever) orders through HTTP against a real server, prices pushed by hand: margin, fee, live
// profit, close, TP, SL, liquidation, limit fills, cancel, TP/SL set later, batch close, the socket
// `order` event; every refusal is an envelope with a field, and nothing changes.
import { describe, expect, it, vi } from 'vitest';
import type { LeverAllReply, LeverDealReply, LeverListReply, LeverOrder } from '../../../src/contract/trade';
import {
  db,
  demoPool,
  engine,
  expectUsdt,
  fees,
  feed,
  house,
  listen,
  market,
  ok,
  push,
  refused,
  server,
  trader,
  setupTradeServer,
} from './setup';

setupTradeServer();

describe('contract (lever) orders', () => {
  it('opens a long with TP/SL, charging margin and fee exactly; marks it to market; closes at a profit', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const deal = await ok<LeverDealReply>('lever/deal', { symbol: 'btcusdt' }, who);
    expect(deal).toMatchObject({ symbol: 'BTCUSDT', price: '60000', available: '10000', lot_size: '0.01', is_open: true, orders: [] });
    expect(deal.leverages).toContain(10);
    // A demo trader: the fee and the profit are the demo pool's; the house and the fee account never move.
    const [houseBefore, feesBefore, poolAtStart] = [await house(), await fees(), await demoPool()];

    const order = await ok<LeverOrder>(
      'lever/submit',
      market('buy', '0.5', 10, { target_profit_price: '61000', stop_loss_price: '59000' }),
      who,
    );
    // Value 60000 × 0.5 × 0.01 = 300: margin 300 / 10 = 30, fee 300 × 0.0005 = 0.15.
    expect(order).toMatchObject({ status: 'open', side: 'buy', open_price: '60000', margin: '30', fee: '0.15', lots: '0.5', leverage: 10 });
    expect(order).toMatchObject({ target_profit_price: '61000', stop_loss_price: '59000', mark_price: '60000', profit: '0', points: '0' });
    await expectUsdt(who.uid, '9969.85', '30', 'lever');
    expect((await demoPool()).minus(poolAtStart).toFixed()).toBe('0.15');

    await push('BTCUSDT', '60500');
    const all = await ok<LeverAllReply>('lever/dealall', {}, who);
    expect(all.list).toHaveLength(1);
    expect(all.list[0]).toMatchObject({ id: order.id, mark_price: '60500', profit: '2.5', points: '500' });
    expect(all).toMatchObject({ profit: '2.5', margin: '30' });

    const poolBefore = await demoPool();
    const closed = await ok<LeverOrder>('lever/close', { id: order.id }, who);
    expect(closed).toMatchObject({
      status: 'closed',
      close_price: '60500',
      profit: '2.5',
      points: '500',
      close_reason: 'manual',
      mark_price: null,
    });
    expect(closed.closed_at).toBeGreaterThan(0);
    // start − fee + profit, to the last unit; the demo pool paid the profit.
    await expectUsdt(who.uid, '10002.35', '0', 'lever');
    expect(poolBefore.minus(await demoPool()).toFixed()).toBe('2.5');
    expect([(await house()).toFixed(), (await fees()).toFixed()]).toEqual([houseBefore.toFixed(), feesBefore.toFixed()]);

    const history = await ok<LeverListReply>('lever/my_trade', { status: 'closed' }, who);
    expect(history).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(history.list[0]).toMatchObject({ id: order.id, fee: '0.15', profit: '2.5', open_price: '60000', close_price: '60500' });
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'open' }, who)).total).toBe(0);
  });

  it('take-profit closes a long on the tick that reaches it and tells the user over the socket', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const events = listen(who);
    await vi.waitFor(async () => expect(await server().server.io.in(`user:${who.uid}`).fetchSockets()).toHaveLength(1), { timeout: 5000 });
    const order = await ok<LeverOrder>(
      'lever/submit',
      market('buy', '1', 20, { target_profit_price: '60600', stop_loss_price: '59400' }),
      who,
    );
    // Value 600: margin 30, fee 0.3.
    await expectUsdt(who.uid, '9969.7', '30', 'lever');
    await push('BTCUSDT', '60300');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'open' }, who)).total).toBe(1);
    await push('BTCUSDT', '60650');
    const closed = (await ok<LeverListReply>('lever/my_trade', {}, who)).list[0];
    expect(closed).toMatchObject({ id: order.id, status: 'closed', close_reason: 'tp', close_price: '60650', profit: '6.5' });
    await expectUsdt(who.uid, '10006.2', '0', 'lever');
    await vi.waitFor(
      () => expect(events.some((e) => e.kind === 'lever' && e.order.id === order.id && e.order.close_reason === 'tp')).toBe(true),
      { timeout: 5000 },
    );
    expect(events[0]).toMatchObject({ kind: 'lever', order: { id: order.id, status: 'open' } });
  });

  it('stop-loss closes a short when the price rises to it', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const order = await ok<LeverOrder>(
      'lever/submit',
      market('sell', '1', 10, { target_profit_price: '59000', stop_loss_price: '60500' }),
      who,
    );
    expect(order).toMatchObject({ margin: '60', fee: '0.3' });
    await push('BTCUSDT', '60499');
    await push('BTCUSDT', '60520');
    const closed = (await ok<LeverListReply>('lever/my_trade', {}, who)).list[0];
    expect(closed).toMatchObject({ status: 'closed', close_reason: 'sl', close_price: '60520', profit: '-5.2', points: '-520' });
    await expectUsdt(who.uid, '9994.5', '0', 'lever');
  });

  it('liquidates at 80 % of the margin lost, and a gap never costs more than the margin', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    // 1 lot at 100×: value 600, margin 6, fee 0.3; liquidation at 60000 − 6 × 0.8 / 0.01 = 59520.
    const a = await ok<LeverOrder>('lever/submit', market('buy', '1', 100), who);
    await push('BTCUSDT', '59600');
    expect((await ok<LeverAllReply>('lever/dealall', {}, who)).list[0]).toMatchObject({ id: a.id, status: 'open', profit: '-4' });
    await push('BTCUSDT', '59500');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'closed' }, who)).list[0]).toMatchObject({
      id: a.id,
      close_reason: 'liquidation',
      profit: '-5',
    });
    await expectUsdt(who.uid, '9994.7', '0', 'lever');

    await push('BTCUSDT', '60000');
    const b = await ok<LeverOrder>('lever/submit', market('buy', '1', 100), who);
    await push('BTCUSDT', '50000');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'closed' }, who)).list[0]).toMatchObject({
      id: b.id,
      close_reason: 'liquidation',
      profit: '-6',
    });
    await expectUsdt(who.uid, '9988.4', '0', 'lever');
  });

  it('a limit order waits with its cost frozen, fills at its price when crossed; cancelling another unfreezes exactly', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const first = await ok<LeverOrder>(
      'lever/submit',
      { ...market('buy', '1', 10), order_type: 'limit', price: '59000', target_profit_price: '59500' },
      who,
    );
    // Margin 590 / 10 = 59, fee 0.295: both frozen while pending. TP is checked against the limit price.
    expect(first).toMatchObject({
      status: 'pending',
      limit_price: '59000',
      open_price: null,
      margin: '59',
      fee: '0.295',
      mark_price: null,
    });
    const second = await ok<LeverOrder>('lever/submit', { ...market('buy', '2', 10), order_type: 'limit', price: '58000' }, who);
    expect(second).toMatchObject({ status: 'pending', margin: '116', fee: '0.58' });
    await expectUsdt(who.uid, '9824.125', '175.875', 'lever');
    const poolBefore = await demoPool();

    await push('BTCUSDT', '59500');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'pending' }, who)).total).toBe(2);
    await push('BTCUSDT', '58999.5');
    const opened = (await ok<LeverAllReply>('lever/dealall', {}, who)).list.find((o) => o.id === first.id);
    expect(opened).toMatchObject({
      status: 'open',
      open_price: '59000',
      margin: '59',
      fee: '0.295',
      mark_price: '58999.5',
      profit: '-0.005',
    });
    expect(opened?.opened_at).toBeGreaterThan(0);
    await expectUsdt(who.uid, '9824.125', '175.58', 'lever');
    expect((await demoPool()).minus(poolBefore).toFixed()).toBe('0.295');

    const cancelled = await ok<LeverOrder>('lever/cancel', { id: second.id }, who);
    expect(cancelled).toMatchObject({ status: 'cancelled', close_price: null, profit: '0' });
    await expectUsdt(who.uid, '9940.705', '59', 'lever');

    // A limit order the market has already reached fills at once, at the (better) market price.
    const marketable = await ok<LeverOrder>('lever/submit', { ...market('sell', '1', 10), order_type: 'limit', price: '58000' }, who);
    expect(marketable).toMatchObject({ status: 'open', order_type: 'limit', limit_price: '58000', open_price: '58999.5' });

    // TP/SL can be set later, checked against the current price.
    const stopped = await ok<LeverOrder>('lever/setstop', { id: first.id, target_profit_price: '60000', stop_loss_price: '58000' }, who);
    expect(stopped).toMatchObject({ target_profit_price: '60000', stop_loss_price: '58000' });
    const cleared = await ok<LeverOrder>('lever/setstop', { id: first.id, target_profit_price: '', stop_loss_price: '57000' }, who);
    expect(cleared).toMatchObject({ target_profit_price: null, stop_loss_price: '57000' });

    // Close by type: only the buys.
    expect(await ok<{ closed: number }>('lever/batch_close', { type: 'buy' }, who)).toEqual({ closed: 1 });
    expect((await ok<LeverAllReply>('lever/dealall', {}, who)).list.map((o) => o.id)).toEqual([marketable.id]);
    expect(await ok<{ closed: number }>('lever/batch_close', {}, who)).toEqual({ closed: 1 });
    // 10000 − fee 0.295 − fee 589.995 × 0.0005 (0.2949975) + profit −0.005 (the buy) + 0 (the sell).
    await expectUsdt(who.uid, '9999.4050025', '0', 'lever');
  });

  it('a batch close while a tick closes another position: every closed position leaves the live index', async () => {
    await push('BTCUSDT', '60000');
    const [who, other] = [await trader(), await trader()];
    const trading = await engine();
    const order = (side: 'buy' | 'sell', extra = {}) => ({
      symbol: 'BTCUSDT',
      side,
      order_type: 'market' as const,
      lots: '0.5',
      leverage: 10,
      ...extra,
    });
    await trading.leverSubmit(who.uid, order('buy'));
    await trading.leverSubmit(who.uid, order('sell'));
    await trading.leverSubmit(other.uid, order('buy', { target_profit_price: '60100' }));
    const watched = trading.liveCount();
    // Once the batch has closed its first position, a tick (outside the batch's transaction) reaches the
    // other user's take-profit: the tick's transaction begins while the batch's runs, and waits for it.
    let ticking: Promise<void> | null = null;
    let start: (() => void) | null = () => {
      ticking = db().$store.outside(async () => await push('BTCUSDT', '60200'));
    };
    trading.leverListen({
      opened: () => undefined,
      closed: () => {
        start?.();
        start = null;
      },
    });
    expect(await trading.leverBatchClose(who.uid, 'all')).toBe(2);
    await ticking;
    expect(trading.liveCount()).toBe(watched - 3);
  });
});

describe('refusals: an envelope with a field, nothing changed', () => {
  it('contract orders', async () => {
    await push('BTCUSDT', '60000');
    const who = await trader();
    const other = await trader();
    const base = market('buy', '0.5', 10);
    for (const lots of ['0', '-1', 'abc', '', '0.000000001']) await refused('lever/submit', { ...base, lots }, who, 'lots');
    expect(await refused('lever/submit', { ...base, lots: '0.001' }, who, 'lots')).toMatch(/2/);
    expect(await refused('lever/submit', { ...base, lots: '100.01' }, who, 'lots')).toMatch(/100/);
    await refused('lever/submit', { ...base, lots: '100', leverage: 1 }, who, 'lots'); // 60,000 USDT margin: insufficient
    await refused('lever/submit', { ...base, leverage: 3 }, who, 'leverage');
    await refused('lever/submit', { ...base, leverage: 'x' }, who, 'leverage');
    await refused('lever/submit', { ...base, symbol: 'NOPE' }, who, 'symbol');
    await refused('lever/submit', { ...base, side: 'long' }, who, 'side');
    await refused('lever/submit', { ...base, order_type: 'limit' }, who, 'price');
    await refused('lever/submit', { ...base, target_profit_price: '59000' }, who, 'target_profit_price');
    await refused('lever/submit', { ...base, stop_loss_price: '61000' }, who, 'stop_loss_price');
    await refused('lever/submit', { ...market('sell', '0.5', 10), target_profit_price: '61000' }, who, 'target_profit_price');
    await refused('lever/submit', { ...market('sell', '0.5', 10), stop_loss_price: '59000' }, who, 'stop_loss_price');
    await refused('lever/submit', { ...base, target_profit_price: '-5' }, who, 'target_profit_price');
    // A pending order's stops are checked against its limit price.
    await refused(
      'lever/submit',
      { ...base, order_type: 'limit', price: '59000', target_profit_price: '58500' },
      who,
      'target_profit_price',
    );
    await refused('lever/deal', { symbol: 'NOPE' }, who, 'symbol');

    const spy = vi.spyOn(feed(), 'isOpen').mockReturnValue(false);
    try {
      expect(await refused('lever/submit', base, who, 'symbol')).toMatch(/closed/i);
    } finally {
      spy.mockRestore();
    }

    const open = await ok<LeverOrder>('lever/submit', base, who);
    const pending = await ok<LeverOrder>('lever/submit', { ...base, order_type: 'limit', price: '50000' }, who);
    await refused('lever/close', { id: open.id }, other, 'id');
    await refused('lever/close', { id: 99999999 }, who, 'id');
    await refused('lever/close', { id: pending.id }, who, 'id');
    await refused('lever/cancel', { id: open.id }, who, 'id');
    await refused('lever/cancel', { id: pending.id }, other, 'id');
    await refused('lever/setstop', { id: open.id, target_profit_price: '59000' }, who, 'target_profit_price');
    await refused('lever/setstop', { id: open.id, stop_loss_price: '60001' }, who, 'stop_loss_price');
    await refused('lever/setstop', { id: open.id, stop_loss_price: '59000' }, other, 'id');
    const spyClose = vi.spyOn(feed(), 'isOpen').mockReturnValue(false);
    try {
      await refused('lever/close', { id: open.id }, who, 'id');
    } finally {
      spyClose.mockRestore();
    }
    await ok('lever/close', { id: open.id }, who);
    await refused('lever/close', { id: open.id }, who, 'id');
    await refused('lever/setstop', { id: open.id, stop_loss_price: '59000' }, who, 'id');
    await ok('lever/cancel', { id: pending.id }, who);
    await refused('lever/cancel', { id: pending.id }, who, 'id');
    await refused('lever/my_trade', { status: 'gone' }, who, 'status');
  });
});
