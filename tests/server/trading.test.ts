// Trading through HTTP against a real server on a temp database, prices pushed by hand: contract
// orders (margin, fee, live profit, close, TP, SL, liquidation, limit fills, cancel), options and
// seconds trades settled at their end, spot market and limit orders, every refusal (an envelope with
// a field, nothing changed), the socket `order` event, and a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { balanceOf, FEES_ID, HOUSE_ID } from '../../server/core/ledger';
import { grantDemoFunds } from '../../server/modules/auth/demo';
import type {
  Balance,
  CoinOrder,
  DurationOption,
  LeverAllReply,
  LeverDealReply,
  LeverListReply,
  LeverOrder,
  OrderEvent,
  PayableCurrency,
  TimedListReply,
  TimedOrder,
} from '../../src/contract/trade';
import { Decimal } from '../../src/shared/lib/decimal';
import { get, post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, registerEmail } from './support';

let t: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.stop();
});

const db = () => t.server.db;
const engine = () => t.server.use('trading');
const push = (symbol: string, price: string, ts?: number) => t.server.use('feed').push(symbol, price, ts);
const USDT = 1;
const idOf = (code: string) => (db().$client.prepare('SELECT id FROM currencies WHERE code = ?').get(code) as { id: number }).id;
const symbolId = (symbol: string) => (db().$client.prepare('SELECT id FROM symbols WHERE symbol = ?').get(symbol) as { id: number }).id;

interface Trader {
  token: string;
  uid: number;
}
/** A demo account with its grant (10,000 USDT, 0.5 BTC, 5 ETH). */
async function trader(): Promise<Trader> {
  const { token, uid } = await demoLogin(t.api);
  grantDemoFunds(db(), uid);
  return { token, uid };
}

async function ok<T>(p: string, form: Record<string, string | number>, who: Trader | null, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const payload = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const { status, body } = method === 'GET' ? await get(t.api, p, payload, who?.token) : await post(t.api, p, payload, who?.token);
  expect(status).toBe(200);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}

/** Balances and orders, to show that a refused call changed nothing. */
function snapshot(): string {
  const rows = (sql: string) => JSON.stringify(db().$client.prepare(sql).all());
  return [
    rows('SELECT * FROM balances ORDER BY user_id, currency_id'),
    rows('SELECT count(*) AS n FROM ledger'),
    rows('SELECT id, status, target_profit_price, stop_loss_price FROM lever_orders ORDER BY id'),
    rows('SELECT id, status FROM timed_orders ORDER BY id'),
    rows('SELECT id, status FROM coin_orders ORDER BY id'),
  ].join('\n');
}

/** The call is refused with a translated message at `field`, and nothing changes. */
async function refused(
  p: string,
  form: Record<string, string | number>,
  who: Trader,
  field: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<string> {
  const before = snapshot();
  const payload = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const { status, body } = method === 'GET' ? await get(t.api, p, payload, who.token) : await post(t.api, p, payload, who.token);
  expect(status).toBe(200);
  expect(body.type, JSON.stringify(body)).toBe('error');
  expect(body.field, JSON.stringify(body)).toBe(field);
  expect(typeof body.message).toBe('string');
  // Translated: a sentence, not the key.
  expect(body.message).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  expect(snapshot()).toBe(before);
  return body.message as string;
}

const usdt = (uid: number) => balanceOf(db(), uid, USDT);
const fees = () => balanceOf(db(), FEES_ID, USDT).available;
const house = () => balanceOf(db(), HOUSE_ID, USDT).available;
const expectUsdt = (uid: number, available: string, frozen: string) => {
  const b = usdt(uid);
  expect({ available: b.available.toFixed(), frozen: b.frozen.toFixed() }).toEqual({ available, frozen });
};

function listen(who: Trader): OrderEvent[] {
  const events: OrderEvent[] = [];
  const socket = connect(t.url, { path: '/socket.io', transports: ['websocket'] });
  sockets.push(socket);
  socket.on('order', (event: OrderEvent) => events.push(event));
  socket.emit('auth', { token: who.token });
  return events;
}
const market = (side: 'buy' | 'sell', lots: string, leverage: number, extra: Record<string, string> = {}) => ({
  symbol: 'BTCUSDT',
  side,
  order_type: 'market',
  lots,
  leverage,
  ...extra,
});

describe('balances', () => {
  it('a demo account holds its grant, USDT first; an account with nothing still lists USDT at zero', async () => {
    const who = await trader();
    const list = await ok<Balance[]>('wallet/list', {}, who);
    expect(list[0]).toEqual({ currency_id: USDT, code: 'USDT', available: '10000', frozen: '0' });
    expect(list.map((b) => [b.code, b.available])).toEqual([
      ['USDT', '10000'],
      ['BTC', '0.5'],
      ['ETH', '5'],
    ]);
    // The grant is given once.
    expect(grantDemoFunds(db(), who.uid)).toBe(false);

    const real = await registerEmail(t.api, freshEmail('trade'));
    expect(await ok<Balance[]>('wallet/list', {}, { token: real.token, uid: real.uid })).toEqual([
      { currency_id: USDT, code: 'USDT', available: '0', frozen: '0' },
    ]);
  });

  it('the seeded demo account has funds from the first start', () => {
    const demo = db().$client.prepare("SELECT id FROM users WHERE email = 'demo@kestrel.test'").get() as { id: number };
    expect(usdt(demo.id).available.plus(usdt(demo.id).frozen).gt(0)).toBe(true);
  });
});

describe('contract (lever) orders', () => {
  it('opens a long with TP/SL, charging margin and fee exactly; marks it to market; closes at a profit', async () => {
    push('BTCUSDT', '60000');
    const who = await trader();
    const deal = await ok<LeverDealReply>('lever/deal', { symbol: 'btcusdt' }, who);
    expect(deal).toMatchObject({ symbol: 'BTCUSDT', price: '60000', available: '10000', lot_size: '0.01', is_open: true, orders: [] });
    expect(deal.leverages).toContain(10);
    const feesBefore = fees();

    const order = await ok<LeverOrder>(
      'lever/submit',
      market('buy', '0.5', 10, { target_profit_price: '61000', stop_loss_price: '59000' }),
      who,
    );
    // Value 60000 × 0.5 × 0.01 = 300: margin 300 / 10 = 30, fee 300 × 0.0005 = 0.15.
    expect(order).toMatchObject({ status: 'open', side: 'buy', open_price: '60000', margin: '30', fee: '0.15', lots: '0.5', leverage: 10 });
    expect(order).toMatchObject({ target_profit_price: '61000', stop_loss_price: '59000', mark_price: '60000', profit: '0', points: '0' });
    expectUsdt(who.uid, '9969.85', '30');
    expect(fees().minus(feesBefore).toFixed()).toBe('0.15');

    push('BTCUSDT', '60500');
    const all = await ok<LeverAllReply>('lever/dealall', {}, who);
    expect(all.list).toHaveLength(1);
    expect(all.list[0]).toMatchObject({ id: order.id, mark_price: '60500', profit: '2.5', points: '500' });
    expect(all).toMatchObject({ profit: '2.5', margin: '30' });

    const houseBefore = house();
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
    // start − fee + profit, to the last unit; the house paid the profit.
    expectUsdt(who.uid, '10002.35', '0');
    expect(houseBefore.minus(house()).toFixed()).toBe('2.5');

    const history = await ok<LeverListReply>('lever/my_trade', { status: 'closed' }, who);
    expect(history).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(history.list[0]).toMatchObject({ id: order.id, fee: '0.15', profit: '2.5', open_price: '60000', close_price: '60500' });
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'open' }, who)).total).toBe(0);
  });

  it('take-profit closes a long on the tick that reaches it and tells the user over the socket', async () => {
    push('BTCUSDT', '60000');
    const who = await trader();
    const events = listen(who);
    await vi.waitFor(async () => expect(await t.server.io.in(`user:${who.uid}`).fetchSockets()).toHaveLength(1), { timeout: 5000 });
    const order = await ok<LeverOrder>(
      'lever/submit',
      market('buy', '1', 20, { target_profit_price: '60600', stop_loss_price: '59400' }),
      who,
    );
    // Value 600: margin 30, fee 0.3.
    expectUsdt(who.uid, '9969.7', '30');
    push('BTCUSDT', '60300');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'open' }, who)).total).toBe(1);
    push('BTCUSDT', '60650');
    const closed = (await ok<LeverListReply>('lever/my_trade', {}, who)).list[0];
    expect(closed).toMatchObject({ id: order.id, status: 'closed', close_reason: 'tp', close_price: '60650', profit: '6.5' });
    expectUsdt(who.uid, '10006.2', '0');
    await vi.waitFor(
      () => expect(events.some((e) => e.kind === 'lever' && e.order.id === order.id && e.order.close_reason === 'tp')).toBe(true),
      { timeout: 5000 },
    );
    expect(events[0]).toMatchObject({ kind: 'lever', order: { id: order.id, status: 'open' } });
  });

  it('stop-loss closes a short when the price rises to it', async () => {
    push('BTCUSDT', '60000');
    const who = await trader();
    const order = await ok<LeverOrder>(
      'lever/submit',
      market('sell', '1', 10, { target_profit_price: '59000', stop_loss_price: '60500' }),
      who,
    );
    expect(order).toMatchObject({ margin: '60', fee: '0.3' });
    push('BTCUSDT', '60499');
    push('BTCUSDT', '60520');
    const closed = (await ok<LeverListReply>('lever/my_trade', {}, who)).list[0];
    expect(closed).toMatchObject({ status: 'closed', close_reason: 'sl', close_price: '60520', profit: '-5.2', points: '-520' });
    expectUsdt(who.uid, '9994.5', '0');
  });

  it('liquidates at 80 % of the margin lost, and a gap never costs more than the margin', async () => {
    push('BTCUSDT', '60000');
    const who = await trader();
    // 1 lot at 100×: value 600, margin 6, fee 0.3; liquidation at 60000 − 6 × 0.8 / 0.01 = 59520.
    const a = await ok<LeverOrder>('lever/submit', market('buy', '1', 100), who);
    push('BTCUSDT', '59600');
    expect((await ok<LeverAllReply>('lever/dealall', {}, who)).list[0]).toMatchObject({ id: a.id, status: 'open', profit: '-4' });
    push('BTCUSDT', '59500');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'closed' }, who)).list[0]).toMatchObject({
      id: a.id,
      close_reason: 'liquidation',
      profit: '-5',
    });
    expectUsdt(who.uid, '9994.7', '0');

    push('BTCUSDT', '60000');
    const b = await ok<LeverOrder>('lever/submit', market('buy', '1', 100), who);
    push('BTCUSDT', '50000');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'closed' }, who)).list[0]).toMatchObject({
      id: b.id,
      close_reason: 'liquidation',
      profit: '-6',
    });
    expectUsdt(who.uid, '9988.4', '0');
  });

  it('a limit order waits with its cost frozen, fills at its price when crossed; cancelling another unfreezes exactly', async () => {
    push('BTCUSDT', '60000');
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
    expectUsdt(who.uid, '9824.125', '175.875');
    const feesBefore = fees();

    push('BTCUSDT', '59500');
    expect((await ok<LeverListReply>('lever/my_trade', { status: 'pending' }, who)).total).toBe(2);
    push('BTCUSDT', '58999.5');
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
    expectUsdt(who.uid, '9824.125', '175.58');
    expect(fees().minus(feesBefore).toFixed()).toBe('0.295');

    const cancelled = await ok<LeverOrder>('lever/cancel', { id: second.id }, who);
    expect(cancelled).toMatchObject({ status: 'cancelled', close_price: null, profit: '0' });
    expectUsdt(who.uid, '9940.705', '59');

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
    expectUsdt(who.uid, '9999.4050025', '0');
  });
});

describe('options and seconds trades', () => {
  it('an option takes the stake at the open price and settles at its end time from the price then', async () => {
    push('BTCUSDT', '60000');
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
    expectUsdt(who.uid, '9850', '0');

    push('BTCUSDT', '60010');
    expect(engine().settleDue(up.end_at * 1000 - 1)).toBe(0);
    expect(engine().settleDue(down.end_at * 1000)).toBeGreaterThanOrEqual(2);
    const list = await ok<TimedListReply>('option/list', { status: 'settled' }, who);
    expect(list.total).toBe(2);
    expect(list.list.find((o) => o.id === up.id)).toMatchObject({ status: 'won', close_price: '60010', payout: '180', profit: '80' });
    expect(list.list.find((o) => o.id === down.id)).toMatchObject({ status: 'lost', close_price: '60010', payout: '0', profit: '-50' });
    expect((await ok<TimedListReply>('option/list', { status: 'open' }, who)).total).toBe(0);
    expectUsdt(who.uid, '10030', '0');
  });

  it('a seconds trade pays stake × (1 + rate) on a win, the stake on a draw; lists 5 a page; results are private', async () => {
    push('BTCUSDT', '60000');
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
      { match_id: symbolId('BTCUSDT'), currency_id: USDT, type: 'down', seconds: 30, number: '50' },
      who,
    );
    const draw = await ok<TimedOrder>(
      'microtrade/submit',
      { match_id: symbolId('BTCUSDT'), currency_id: USDT, type: 'up', seconds: 60, number: '20' },
      who,
    );
    expect(won).toMatchObject({ kind: 'seconds', symbol: 'BTCUSDT', direction: 'down', expected: '90', status: 'open' });
    expectUsdt(who.uid, '9930', '0');
    push('BTCUSDT', '59990');
    engine().settleDue(won.end_at * 1000);
    expect(await ok<TimedOrder>('microtrade/get_result', { id: won.id }, who, 'GET')).toMatchObject({
      status: 'won',
      open_price: '60000',
      close_price: '59990',
      payout: '90',
      profit: '40',
    });
    expect((await ok<TimedOrder>('microtrade/get_result', { id: draw.id }, who, 'GET')).status).toBe('open');
    push('BTCUSDT', '60000');
    engine().settleDue(draw.end_at * 1000);
    expect(await ok<TimedOrder>('microtrade/get_result', { id: draw.id }, who, 'GET')).toMatchObject({
      status: 'draw',
      payout: '20',
      profit: '0',
    });
    expectUsdt(who.uid, '10040', '0');

    for (let i = 0; i < 4; i += 1)
      await ok('microtrade/submit', { match_id: symbolId('BTCUSDT'), currency_id: USDT, type: 'up', seconds: 120, number: '10' }, who);
    const page1 = await ok<TimedListReply>('microtrade/lists', {}, who, 'GET');
    expect(page1).toMatchObject({ total: 6, page: 1, limit: 5 });
    expect(page1.list).toHaveLength(5);
    expect(page1.list[0].id).toBeGreaterThan(page1.list[4].id);
    expect((await ok<TimedListReply>('microtrade/lists', { page: 2 }, who, 'GET')).list.map((o) => o.id)).toEqual([won.id]);

    const other = await trader();
    await refused('microtrade/get_result', { id: won.id }, other, 'id', 'GET');
  });

  it('settles on the tick that reaches the end time, without waiting for the timer', async () => {
    push('ETHUSDT', '3000');
    const who = await trader();
    const order = await ok<TimedOrder>(
      'microtrade/submit',
      { match_id: symbolId('ETHUSDT'), currency_id: USDT, type: 'up', seconds: 30, number: '100' },
      who,
    );
    push('ETHUSDT', '3001', order.end_at * 1000);
    expect(await ok<TimedOrder>('microtrade/get_result', { id: order.id }, who, 'GET')).toMatchObject({
      status: 'won',
      close_price: '3001',
      payout: '180',
    });
    expectUsdt(who.uid, '10080', '0');
  });
});

describe('spot (coin) trading', () => {
  it('market buy and sell against the balance, a limit buy that fills when crossed, a limit sell cancelled', async () => {
    push('BTCUSDT', '60000');
    push('ETHUSDT', '3000');
    const who = await trader();
    const [btc, eth] = [idOf('BTC'), idOf('ETH')];
    const coin = (uid: number, id: number) => balanceOf(db(), uid, id);

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
    expectUsdt(who.uid, '9399.4', '0');
    expect(coin(who.uid, btc).available.toFixed()).toBe('0.51');

    const sell = await ok<CoinOrder>('coin/trade', { amount: '0,1', currency_id: eth, legal_id: USDT, type: 'sell' }, who);
    // Decimal comma accepted. Total 300, fee 0.3: gets 299.7.
    expect(sell).toMatchObject({ amount: '0.1', status: 'filled', total: '300', fee: '0.3' });
    expectUsdt(who.uid, '9699.1', '0');
    expect(coin(who.uid, eth).available.toFixed()).toBe('4.9');

    const limitBuy = await ok<CoinOrder>(
      'coin/trade',
      { amount: '0.01', target_price: '59000', currency_id: btc, legal_id: USDT, type: 'buy' },
      who,
    );
    expect(limitBuy).toMatchObject({ status: 'pending', order_type: 'limit', price: '59000', total: null });
    // Frozen: 590 + 0.59 fee.
    expectUsdt(who.uid, '9108.51', '590.59');
    push('BTCUSDT', '59500');
    expect((await ok<{ list: CoinOrder[] }>('coin/list', { status: 'pending' }, who, 'GET')).list).toHaveLength(1);
    push('BTCUSDT', '58990');
    const filled = (await ok<{ list: CoinOrder[] }>('coin/list', {}, who, 'GET')).list.find((o) => o.id === limitBuy.id);
    expect(filled).toMatchObject({ status: 'filled', filled_price: '59000', total: '590', fee: '0.59' });
    expectUsdt(who.uid, '9108.51', '0');
    expect(coin(who.uid, btc).available.toFixed()).toBe('0.52');

    const limitSell = await ok<CoinOrder>(
      'coin/trade',
      { amount: '0.5', target_price: '3100', currency_id: eth, legal_id: USDT, type: 'sell' },
      who,
    );
    expect(limitSell.status).toBe('pending');
    expect(coin(who.uid, eth).available.toFixed()).toBe('4.4');
    expect(coin(who.uid, eth).frozen.toFixed()).toBe('0.5');
    const cancelled = await ok<CoinOrder>('coin/cancel', { id: limitSell.id }, who);
    expect(cancelled.status).toBe('cancelled');
    expect(coin(who.uid, eth).available.toFixed()).toBe('4.9');
    expect(coin(who.uid, eth).frozen.toFixed()).toBe('0');
    await refused('coin/cancel', { id: limitSell.id }, who, 'id');
  });
});

describe('refusals: an envelope with a field, nothing changed', () => {
  it('contract orders', async () => {
    push('BTCUSDT', '60000');
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

    const spy = vi.spyOn(t.server.use('feed'), 'isOpen').mockReturnValue(false);
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
    const spyClose = vi.spyOn(t.server.use('feed'), 'isOpen').mockReturnValue(false);
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

  it('options and seconds trades', async () => {
    push('BTCUSDT', '60000');
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

    const micro = { match_id: symbolId('BTCUSDT'), currency_id: USDT, type: 'up', seconds: 30, number: '50' };
    await refused('microtrade/submit', { ...micro, number: '9.99' }, who, 'number');
    await refused('microtrade/submit', { ...micro, number: '50001' }, who, 'number');
    await refused('microtrade/submit', { ...micro, number: '20000' }, who, 'number');
    await refused('microtrade/submit', { ...micro, number: '-10' }, who, 'number');
    await refused('microtrade/submit', { ...micro, seconds: 45 }, who, 'seconds');
    await refused('microtrade/submit', { ...micro, currency_id: idOf('BTC') }, who, 'currency_id');
    await refused('microtrade/submit', { ...micro, match_id: 987654 }, who, 'match_id');
    await refused('microtrade/get_result', { id: 987654 }, who, 'id', 'GET');
    const spy = vi.spyOn(t.server.use('feed'), 'isOpen').mockReturnValue(false);
    try {
      await refused('microtrade/submit', micro, who, 'match_id');
      await refused('option/submit', option, who, 'symbol');
    } finally {
      spy.mockRestore();
    }
  });

  it('spot', async () => {
    push('BTCUSDT', '60000');
    const who = await trader();
    const other = await trader();
    const btc = idOf('BTC');
    const order = { amount: '0.01', currency_id: btc, legal_id: USDT, type: 'buy' };
    await refused('coin/trade', { ...order, amount: '0' }, who, 'amount');
    await refused('coin/trade', { ...order, amount: '1' }, who, 'amount'); // 60,060 USDT: insufficient
    await refused('coin/trade', { ...order, type: 'sell', amount: '0.6' }, who, 'amount'); // holds 0.5 BTC
    await refused('coin/trade', { ...order, amount: '0.000000001' }, who, 'amount');
    await refused('coin/trade', { ...order, target_price: 'abc' }, who, 'target_price');
    await refused('coin/trade', { ...order, legal_id: idOf('ETH') }, who, 'currency_id');
    await refused('coin/trade', { ...order, currency_id: 999 }, who, 'currency_id');
    const spy = vi.spyOn(t.server.use('feed'), 'isOpen').mockReturnValue(false);
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

  it('every trading call needs a session', async () => {
    for (const p of ['wallet/list', 'lever/submit', 'lever/close', 'option/submit', 'microtrade/submit', 'coin/trade']) {
      const { body } = await post(t.api, p, {});
      expect(body.type).toBe(999);
    }
  });
});

describe('restart', () => {
  it('reloads open positions and pending orders, and settles timed trades that came due while down', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-trade-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      first.server.use('feed').push('BTCUSDT', '60000');
      const { token, uid } = await demoLogin(first.api);
      grantDemoFunds(first.server.db, uid);
      const call = async <T>(server: TestServer, p: string, form: Record<string, string>, method: 'GET' | 'POST' = 'POST') => {
        const { body } = method === 'GET' ? await get(server.api, p, form, token) : await post(server.api, p, form, token);
        expect(body.type, JSON.stringify(body)).toBe('ok');
        return body.message as T;
      };
      const position = await call<LeverOrder>(first, 'lever/submit', {
        symbol: 'BTCUSDT',
        side: 'buy',
        order_type: 'market',
        lots: '1',
        leverage: '10',
        target_profit_price: '60100',
      });
      const pending = await call<LeverOrder>(first, 'lever/submit', {
        symbol: 'BTCUSDT',
        side: 'sell',
        order_type: 'limit',
        price: '60200',
        lots: '1',
        leverage: '10',
      });
      const timed = await call<TimedOrder>(first, 'microtrade/submit', {
        match_id: String(first.server.use('trading').symbolByName('BTCUSDT')?.id),
        currency_id: '1',
        type: 'up',
        seconds: '30',
        number: '10',
      });
      await first.stop();

      // The trade ends while the server is down: the test clock moves past its end before the restart.
      advanceClock(31_000);

      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        // Caught up at start: the scheduler ran the settlement that came due while the server was down.
        expect(second.server.scheduler.pendingOf('timed.settle', `timed:${timed.id}`)?.status).toBe('done');
        second.server.use('trading').start();
        const settled = await call<TimedOrder>(second, 'microtrade/get_result', { id: String(timed.id) }, 'GET');
        expect(settled.status).not.toBe('open');
        second.server.use('feed').push('BTCUSDT', '60250');
        const list = await call<LeverListReply>(second, 'lever/my_trade', {});
        expect(list.list.find((o) => o.id === position.id)).toMatchObject({ status: 'closed', close_reason: 'tp', close_price: '60250' });
        expect(list.list.find((o) => o.id === pending.id)).toMatchObject({ status: 'open', open_price: '60200' });
        const b = balanceOf(second.server.db, uid, USDT);
        expect(b.available.plus(b.frozen).gt(new Decimal(9000))).toBe(true);
      } finally {
        await second.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
