// The market calls against a real server: categories, quotations, symbols, candles, depth, trades and favourites;
// and the feed's one lane of ticks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/app';
import { createPriceFeed } from '../../server/modules/market/prices';
import {
  bclassReply,
  CATEGORIES,
  depthReply,
  optionalListReply,
  PERIODS,
  quotationReply,
  symbolSpec,
  type Ticker,
  timesharReply,
  tradesReply,
} from '../../src/contract/market';
import { get, post, startServer, type TestServer } from './helpers';
import { freshEmail, registerEmail } from './support';

let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(async () => {
  await t?.stop();
});

/** The data of a successful call, checked against the contract's schema. */
async function ok<T>(schema: { parse(value: unknown): T }, reply: Promise<{ body: { type: unknown; message: unknown } }>): Promise<T> {
  const { body } = await reply;
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return schema.parse(body.message);
}

/** A refusal envelope about `field`. */
async function refused(
  reply: Promise<{ status: number; body: { type: unknown; message: unknown; field?: string } }>,
  field: string,
  message?: string,
) {
  const { status, body } = await reply;
  expect(status).toBe(200);
  expect(body).toMatchObject({ type: 'error', field });
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
}

describe('catalogue and quotations', () => {
  it('lists the six categories by id, and every market category has symbols', async () => {
    const categories = await ok(bclassReply, get(t.api, 'currency/bclass'));
    expect(categories.map((c) => c.id)).toEqual([...CATEGORIES]);
    expect(categories.every((c) => c.name.length > 0)).toBe(true);
    const expected: Record<number, string[]> = {
      0: ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCHF', 'USDCAD'],
      6: ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'GOOGL', 'META'],
      3: ['XAUUSD', 'XAGUSD', 'USOIL', 'NGAS'],
      2: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT', 'XRPUSDT', 'DOGEUSDT', 'ADAUSDT', 'LTCUSDT'],
      9: ['SPY', 'QQQ', 'DIA', 'IWM', 'GLD', 'TLT'],
    };
    for (const [category, symbols] of Object.entries(expected)) {
      const list = await ok(quotationReply, get(t.api, 'currency/quotation_new', { category }));
      expect(list.map((x) => x.symbol)).toEqual(symbols);
      expect(list.every((x) => x.category === Number(category))).toBe(true);
    }
  });

  it("serves the whole list in the contract shape, prices at each symbol's decimals", async () => {
    const list = await ok(quotationReply, get(t.api, 'currency/quotation_new'));
    expect(list).toHaveLength(31);
    for (const x of list) {
      expect(x.price.split('.')[1]?.length ?? 0).toBe(x.decimals);
      expect(Number(x.low)).toBeLessThanOrEqual(Number(x.price));
      expect(Number(x.high)).toBeGreaterThanOrEqual(Number(x.price));
    }
    await refused(get(t.api, 'currency/quotation_new', { category: '5' }), 'category', 'Unknown market category');
    await refused(get(t.api, 'currency/quotation_new', { category: 'abc' }), 'category');
  });

  it('shows a pushed price at once, with the 24 h change against the open', async () => {
    await t.server.use('feed').push('XRPUSDT', '0.61234', Date.now() + 1000);
    const list = await ok(quotationReply, get(t.api, 'currency/quotation_new', { category: '2' }));
    const xrp = list.find((x) => x.symbol === 'XRPUSDT') as Ticker;
    expect(xrp.price).toBe('0.61234');
    const change = ((Number(xrp.price) - Number(xrp.open)) / Number(xrp.open)) * 100;
    expect(Number(xrp.change)).toBeCloseTo(change, 1);
  });
});

describe('symbols, candles, depth and trades', () => {
  it('describes a symbol for the trade forms; spot pairs carry their currencies', async () => {
    const btc = await ok(symbolSpec, get(t.api, 'currency/symbol', { symbol: 'btcusdt' }));
    expect(btc).toMatchObject({
      symbol: 'BTCUSDT',
      category: 2,
      decimals: 2,
      lot_size: '0.01',
      min_lots: '0.01',
      max_lots: '100',
      currency_id: 2,
      legal_id: 1,
      is_open: true,
    });
    expect(btc.leverages).toContain(100);
    const aapl = await ok(symbolSpec, get(t.api, 'currency/symbol', { symbol: 'AAPL' }));
    expect(aapl).toMatchObject({ lot_size: '1', currency_id: null, legal_id: null });
    expect(Math.max(...aapl.leverages)).toBe(20);
    await refused(get(t.api, 'currency/symbol', { symbol: 'NOPE' }), 'symbol', 'Unknown symbol');
    await refused(get(t.api, 'currency/symbol', { symbol: 'bad symbol!' }), 'symbol', 'Unknown symbol');
    await refused(get(t.api, 'currency/symbol'), 'symbol');
  });

  it('serves candles oldest first: the last 300 by default, a range on request, with the live candle', async () => {
    for (const period of PERIODS) {
      const candles = await ok(timesharReply, get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period }));
      expect(candles.length, period).toBeGreaterThan(0);
      expect(candles.length).toBeLessThanOrEqual(300);
      const times = candles.map((c) => c.time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    const minutes = await ok(timesharReply, get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period: '1m' }));
    expect(minutes).toHaveLength(300);
    const from = minutes[100].time;
    const to = minutes[109].time;
    const range = await ok(
      timesharReply,
      get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period: '1m', from: String(from), to: String(to) }),
    );
    expect(range.map((c) => c.time)).toEqual(minutes.slice(100, 110).map((c) => c.time));
    const wide = await ok(timesharReply, get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period: '1m', from: '0' }));
    expect(wide.length).toBeGreaterThan(300);
    expect(wide.length).toBeLessThanOrEqual(2000);

    // The live candle moves with the price.
    const ts = Date.now() + 5000;
    await t.server.use('feed').push('ETHUSDT', '9999.99', ts);
    const after = await ok(timesharReply, get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period: '1m' }));
    expect(after.at(-1)).toMatchObject({ time: Math.floor(ts / 60_000) * 60, close: '9999.99', high: '9999.99' });

    await refused(get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period: '2m' }), 'period');
    await refused(get(t.api, 'currency/new_timeshar', { symbol: 'NOPE', period: '1m' }), 'symbol', 'Unknown symbol');
    await refused(get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period: '1m', from: '200', to: '100' }), 'from');
    await refused(get(t.api, 'currency/new_timeshar', { symbol: 'ETHUSDT', period: '1m', from: '-5' }), 'from');
  });

  it('builds an order book around the price: best bid < price < best ask, levels sorted best first', async () => {
    await t.server.use('feed').push('BTCUSDT', '65000', Date.now() + 6000);
    const depth = await ok(depthReply, get(t.api, 'currency/depth', { symbol: 'BTCUSDT' }));
    expect(depth.symbol).toBe('BTCUSDT');
    expect(depth.bids.length).toBeGreaterThanOrEqual(10);
    expect(depth.asks.length).toBeGreaterThanOrEqual(10);
    const bids = depth.bids.map(([p]) => Number(p));
    const asks = depth.asks.map(([p]) => Number(p));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    expect(asks).toEqual([...asks].sort((a, b) => a - b));
    expect(bids[0]).toBeLessThan(65000);
    expect(asks[0]).toBeGreaterThan(65000);
    for (const [, qty] of [...depth.bids, ...depth.asks]) expect(Number(qty)).toBeGreaterThan(0);
    await refused(get(t.api, 'currency/depth', { symbol: 'NOPE' }), 'symbol');

    await t.server.use('feed').step(Date.now() + 7000);
    await t.server.use('feed').step(Date.now() + 7250);
    await t.server.use('feed').step(Date.now() + 7500);
    const trades = await ok(tradesReply, get(t.api, 'currency/trades', { symbol: 'BTCUSDT' }));
    for (const trade of trades) expect(Number(trade.qty)).toBeGreaterThan(0);
    const times = trades.map((x) => x.ts);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await refused(get(t.api, 'currency/trades', { symbol: 'NOPE' }), 'symbol');
  });
});

describe('favourites', () => {
  it("adds, lists and removes favourites, and category 100 is the caller's list", async () => {
    const { token } = await registerEmail(t.api, freshEmail('fav'));
    expect(await ok(optionalListReply, get(t.api, 'optional/list', {}, token))).toEqual([]);
    expect(await ok(quotationReply, get(t.api, 'currency/quotation_new', { category: '100' }, token))).toEqual([]);

    expect((await post(t.api, 'optional/add', { symbol: 'ethusdt' }, token)).body.type).toBe('ok');
    expect((await post(t.api, 'optional/add', { symbol: 'AAPL' }, token)).body.type).toBe('ok');
    expect((await post(t.api, 'optional/add', { symbol: 'ETHUSDT' }, token)).body.type).toBe('ok'); // twice is fine
    expect(await ok(optionalListReply, get(t.api, 'optional/list', {}, token))).toEqual(['ETHUSDT', 'AAPL']);
    const favourites = await ok(quotationReply, get(t.api, 'currency/quotation_new', { category: '100' }, token));
    expect(favourites.map((x) => x.symbol)).toEqual(['ETHUSDT', 'AAPL']);
    const optional = await ok(quotationReply, get(t.api, 'currency/optionalquotation', {}, token));
    expect(optional.map((x) => x.symbol)).toEqual(['ETHUSDT', 'AAPL']);

    await refused(post(t.api, 'optional/add', { symbol: 'NOPE' }, token), 'symbol', 'Unknown symbol');
    await refused(post(t.api, 'optional/del', { symbol: 'NOPE' }, token), 'symbol');
    await refused(post(t.api, 'optional/add', {}, token), 'symbol');
    expect(await ok(optionalListReply, get(t.api, 'optional/list', {}, token))).toEqual(['ETHUSDT', 'AAPL']);

    expect((await post(t.api, 'optional/del', { symbol: 'ETHUSDT' }, token)).body.type).toBe('ok');
    expect(await ok(optionalListReply, get(t.api, 'optional/list', {}, token))).toEqual(['AAPL']);
    expect((await post(t.api, 'optional/del', { symbol: 'ETHUSDT' }, token)).body.type).toBe('ok'); // already gone: fine

    // Another user's list is their own; a guest's category 100 is empty and the own-list calls need a login.
    const other = await registerEmail(t.api, freshEmail('fav'));
    expect(await ok(optionalListReply, get(t.api, 'optional/list', {}, other.token))).toEqual([]);
    expect(await ok(quotationReply, get(t.api, 'currency/quotation_new', { category: '100' }))).toEqual([]);
    expect((await get(t.api, 'optional/list')).body.type).toBe(999);
    expect((await post(t.api, 'optional/add', { symbol: 'AAPL' })).body.type).toBe(999);
    expect((await get(t.api, 'currency/optionalquotation')).body.type).toBe(999);
  });
});

describe('a price moved by hand (test servers only)', () => {
  const admin = (form: Record<string, string>) =>
    fetch(`${t.api}/admin/price`, {
      method: 'POST',
      headers: { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { type: unknown; message: unknown; field?: string } }));
  const lastPrice = async (symbol: string) =>
    (await ok(quotationReply, get(t.api, 'currency/quotation_new', { category: '2' }))).find((x) => x.symbol === symbol)?.price;

  it('admin/price moves the symbol to the price now; an unknown symbol, a bad price or no admin token is refused', async () => {
    expect((await admin({ symbol: 'ethusdt', price: '2345.67' })).body).toMatchObject({ type: 'ok', message: { symbol: 'ETHUSDT' } });
    expect(Number(await lastPrice('ETHUSDT'))).toBe(2345.67);

    await refused(admin({ symbol: 'NOPE', price: '1' }), 'symbol', 'Unknown symbol');
    await refused(admin({ symbol: 'ETHUSDT', price: '0' }), 'price');
    await refused(admin({ symbol: 'ETHUSDT', price: '-5' }), 'price');
    const guest = await post(t.api, 'admin/price', { symbol: 'ETHUSDT', price: '1' });
    expect(guest.body.type).not.toBe('ok');
    expect(Number(await lastPrice('ETHUSDT'))).toBe(2345.67);
  });

  it('is not served by a server without the test clock', async () => {
    const real = await startServer({ testClock: false, market: { autoStart: false } });
    try {
      const reply = await fetch(`${real.api}/admin/price`, {
        method: 'POST',
        headers: { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ symbol: 'ETHUSDT', price: '1' }),
      });
      expect(((await reply.json()) as { type: unknown }).type).not.toBe('ok');
    } finally {
      await real.stop();
    }
  });
});

describe('the tick lane', () => {
  it('runs one tick at a time: the timer skips its tick while one is running; a flush and a push wait their turns', async () => {
    const db = openDatabase(':memory:');
    const feed = await createPriceFeed(db, null, { tickMs: 10, historyCandles: 5 });
    let calls = 0;
    let running = 0;
    let most = 0;
    let holding = true;
    const held: Array<() => void> = [];
    const release = () => held.shift()?.();
    feed.onTicks(async () => {
      calls += 1;
      running += 1;
      most = Math.max(most, running);
      if (holding)
        await new Promise<void>((resolve) => {
          held.push(resolve);
        });
      // The tick's own write, as the trading engine's settlements are.
      await db.transaction(async () => await db.$sql.run('UPDATE symbols SET sort = sort WHERE id = 1'));
      running -= 1;
    });
    const turn = async () => await new Promise((resolve) => setImmediate(resolve));
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 1000 && !ok(); i += 1) await turn();
      expect(ok()).toBe(true);
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      feed.start();
      vi.advanceTimersByTime(10);
      await until(() => calls === 1);
      // Ten more rounds of the timer while that tick's listener holds: skipped, not piled up.
      vi.advanceTimersByTime(100);
      // A candle flush and a push asked for meanwhile wait their turns, in order.
      let [flushed, pushed] = [false, false];
      const flush = feed.flush().then(() => {
        flushed = true;
      });
      const push = feed.push('BTCUSDT', '50000').then(() => {
        pushed = true;
      });
      for (let i = 0; i < 20; i += 1) await turn();
      expect([calls, flushed]).toEqual([1, false]);
      release();
      // The push runs once the tick (its write included) and the flush have ended, and resolves after its own listener.
      await until(() => calls === 2);
      expect([flushed, pushed]).toEqual([true, false]);
      release();
      await Promise.all([flush, push]);
      expect(most).toBe(1);
      expect(feed.price('BTCUSDT')?.toFixed(2)).toBe('50000.00');
    } finally {
      vi.useRealTimers();
      holding = false;
      for (const resolve of held.splice(0)) resolve();
      await feed.stop();
      await db.$store.close();
    }
  });
});
