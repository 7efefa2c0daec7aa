// The price engine: seeded walk, candles of every period (incl. week and month boundaries), history across a
// restart, priceAt, market hours, what the ticks emit, and the stored candles and catalogue underneath.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Candle, KlineEvent, Period, Ticker } from '../../src/contract/market';
import { candle as candleSchema, depthReply, tickerUpdate } from '../../src/contract/market';
import { openDatabase } from '../../server/app';
import { createCandleStore } from '../../server/modules/market/candleStore';
import { periodStart } from '../../server/modules/market/candles';
import { allSymbols, isMarketOpen, seedCatalogue, symbolRow } from '../../server/modules/market/catalogue';
import type { Tick } from '../../server/modules/market/feed';
import { createPriceFeed } from '../../server/modules/market/prices';
import { formatUnits } from '../../server/modules/market/units';
import { PERIOD_SECONDS } from '../../src/shared/config/periods';
import { get, startServer, type TestServer } from './helpers';

const temp: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

const at = (iso: string) => Date.parse(iso);
const sec = (iso: string) => at(iso) / 1000;
const ohlc = (c: Candle | undefined) => c && [c.open, c.high, c.low, c.close];

async function candlesOf(api: string, symbol: string, period: Period, from: number, to: number): Promise<Candle[]> {
  const { body } = await get(api, 'currency/new_timeshar', { symbol, period, from: String(from), to: String(to) });
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as Candle[];
}

describe('time helpers', () => {
  it('buckets candles by period: weeks start on Monday 00:00 UTC, months on the 1st', () => {
    const t = sec('2029-01-03T15:47:12Z'); // a Wednesday
    expect(periodStart('1m', t)).toBe(sec('2029-01-03T15:47:00Z'));
    expect(periodStart('5m', t)).toBe(sec('2029-01-03T15:45:00Z'));
    expect(periodStart('15m', t)).toBe(sec('2029-01-03T15:45:00Z'));
    expect(periodStart('30m', t)).toBe(sec('2029-01-03T15:30:00Z'));
    expect(periodStart('1h', t)).toBe(sec('2029-01-03T15:00:00Z'));
    expect(periodStart('1d', t)).toBe(sec('2029-01-03T00:00:00Z'));
    expect(periodStart('1w', t)).toBe(sec('2029-01-01T00:00:00Z'));
    expect(periodStart('1w', sec('2028-12-31T23:59:59Z'))).toBe(sec('2028-12-25T00:00:00Z'));
    expect(periodStart('1M', t)).toBe(sec('2029-01-01T00:00:00Z'));
    expect(periodStart('1M', sec('2028-02-29T12:00:00Z'))).toBe(sec('2028-02-01T00:00:00Z'));
  });

  it('formats integer units exactly', () => {
    expect(formatUnits(6400000, 2)).toBe('64000.00');
    expect(formatUnits(5, 4)).toBe('0.0005');
    expect(formatUnits(-123, 2)).toBe('-1.23');
    expect(formatUnits(42, 0)).toBe('42');
  });

  it('knows market hours (UTC): crypto always, forex and futures Mon 00:00 – Fri 22:00, US 13:30–20:00 on weekdays', () => {
    expect(isMarketOpen('always', at('2029-01-06T03:00:00Z'))).toBe(true); // Saturday
    expect(isMarketOpen('weekdays', at('2029-01-01T00:00:00Z'))).toBe(true); // Monday
    expect(isMarketOpen('weekdays', at('2029-01-05T21:59:59Z'))).toBe(true); // Friday
    expect(isMarketOpen('weekdays', at('2029-01-05T22:00:00Z'))).toBe(false);
    expect(isMarketOpen('weekdays', at('2029-01-07T12:00:00Z'))).toBe(false); // Sunday
    expect(isMarketOpen('us', at('2029-01-02T13:29:59Z'))).toBe(false);
    expect(isMarketOpen('us', at('2029-01-02T13:30:00Z'))).toBe(true);
    expect(isMarketOpen('us', at('2029-01-02T19:59:59Z'))).toBe(true);
    expect(isMarketOpen('us', at('2029-01-02T20:00:00Z'))).toBe(false);
    expect(isMarketOpen('us', at('2029-01-06T15:00:00Z'))).toBe(false); // Saturday
  });
});

describe('the seeded walk', () => {
  it('is the same for the same seed and differs for another', async () => {
    const run = async (seed: number) => {
      const db = openDatabase(tempDir('kestrel-walk-'));
      const start = at('2029-01-02T15:00:00Z'); // every market is open
      // The back-history ends at the same minute in both runs (by default it ends now).
      const feed = await createPriceFeed(db, null, { seed, historyEndMs: start });
      for (let i = 1; i <= 50; i += 1) await feed.step(start + i * 250);
      const prices = ['BTCUSDT', 'EURUSD', 'AAPL', 'XAUUSD', 'SPY'].map((s) => feed.price(s)?.toString());
      const history = (await feed.candles('ETHUSDT', '1h')).map((c) => c.close);
      await feed.stop();
      await db.$store.close();
      return { prices, history };
    };
    const a = await run(7);
    const b = await run(7);
    const c = await run(8);
    expect(a).toEqual(b);
    expect(a.prices).not.toEqual(c.prices);
    // The back-history is there from the first start, so the charts are never empty.
    expect(a.history.length).toBeGreaterThan(100);
  });

  it('writes back-history for every period on a new database, and synthetic symbols on request', async () => {
    const db = openDatabase(tempDir('kestrel-history-'));
    const feed = await createPriceFeed(db, null, { extraSymbols: 3 });
    for (const period of ['1m', '5m', '15m', '30m', '1h', '1d', '1w', '1M'] as const) {
      const candles = await feed.candles('BTCUSDT', period);
      expect(candles.length, period).toBeGreaterThan(10);
      for (const c of candles) {
        expect(candleSchema.safeParse(c).success).toBe(true);
        expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)));
        expect(Number(c.high)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)));
      }
      // Oldest first, one candle per bucket.
      const times = candles.map((c) => c.time);
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(new Set(times).size).toBe(times.length);
      for (const t of times) expect(periodStart(period, t)).toBe(t);
    }
    expect(feed.has('SYN0003USDT')).toBe(true);
    expect(feed.tickers({ category: 2 }).map((t) => t.symbol)).toContain('SYN0001USDT');
    await feed.stop();
    await db.$store.close();
  });

  it('keeps a longer back-history on request (the symbol-page benchmark), and a chart call returns all of it', async () => {
    const db = openDatabase(tempDir('kestrel-long-history-'));
    const now = at('2029-01-03T15:47:12Z');
    const feed = await createPriceFeed(db, null, { historyCandles: 2100, historyEndMs: now });
    const to = now / 1000;
    for (const period of ['1m', '5m', '15m'] as const) {
      const candles = await feed.candles('BTCUSDT', period, { from: to - 2100 * PERIOD_SECONDS[period], to });
      // More than the 2,000 a call returns by default: every bucket of the range, the live one last.
      expect(candles.length, period).toBe(2100);
      expect(candles[2099].time).toBe(periodStart(period, to));
      expect(candles[0].time).toBe(periodStart(period, to) - 2099 * PERIOD_SECONDS[period]);
    }
    await feed.stop();
    await db.$store.close();
  });
});

describe('stored candles and the catalogue', () => {
  it('writes the catalogue once however often it is seeded; a candle written again replaces the stored one', async () => {
    const db = openDatabase(':memory:');
    await seedCatalogue(db, 2);
    await seedCatalogue(db, 3);
    const symbols = await allSymbols(db);
    expect(symbols).toHaveLength(34);
    expect(symbols.slice(-3).map((s) => s.symbol)).toEqual(['SYN0001USDT', 'SYN0002USDT', 'SYN0003USDT']);
    expect(await symbolRow(db, 'btcusdt')).toMatchObject({ symbol: 'BTCUSDT', category: 2, hours: 'always', currency_id: 2, legal_id: 1 });
    expect(await symbolRow(db, 'NOPE')).toBeUndefined();

    const store = createCandleStore(db);
    const first: Candle = { time: 60, open: '1.00', high: '2.00', low: '0.50', close: '1.50', volume: '10' };
    const again: Candle = { ...first, high: '3.00', close: '2.50', volume: '12' };
    await store.write('BTCUSDT', '1m', first);
    await store.write('BTCUSDT', '1m', again);
    await store.write('BTCUSDT', '1m', { ...first, time: 120 });
    await store.write('BTCUSDT', '5m', { ...first, time: 0 });
    expect(await store.newestInRange('BTCUSDT', '1m', 0, 1000, 10)).toEqual([{ ...first, time: 120 }, again]);
    expect(await store.newestInRange('BTCUSDT', '1m', 0, 1000, 1)).toEqual([{ ...first, time: 120 }]);
    expect(await store.newest('BTCUSDT', '5m')).toEqual({ ...first, time: 0 });
    expect(await store.newest('ETHUSDT', '1m')).toBeUndefined();
    expect(await store.minuteAtOrBefore('BTCUSDT', 119)).toEqual({ time: 60, open: '1.00', close: '2.50' });
    expect(await store.minuteAtOrBefore('BTCUSDT', 59)).toBeUndefined();
    await db.$store.close();
  });
});

describe('candles from pushed ticks', () => {
  const dataDir = tempDir('kestrel-candles-');
  const T0 = '2028-12-31T23:59:00Z'; // Sunday, the last minute of a week, a month and a year

  it('aggregates OHLC for every period across minute, day, week and month boundaries, and keeps them across a restart', async () => {
    const first = await startServer({ dataDir, market: { autoStart: false } });
    const feed = first.server.use('feed');
    const ticks: Array<[string, string]> = [
      ['2028-12-31T23:59:10Z', '100'],
      ['2028-12-31T23:59:20Z', '120'],
      ['2028-12-31T23:59:30Z', '90'],
      ['2028-12-31T23:59:50Z', '110'],
      ['2029-01-01T00:00:10Z', '105'], // Monday: a new minute, hour, day, week, month
      ['2029-01-01T00:01:05Z', '130'],
    ];
    for (const [iso, price] of ticks) await feed.push('BTCUSDT', price, at(iso));

    const from = sec('2028-11-01T00:00:00Z');
    const to = sec('2029-02-01T00:00:00Z');
    const expectCandles = async (api: string) => {
      const minutes = await candlesOf(api, 'BTCUSDT', '1m', from, to);
      expect(minutes.map((c) => [c.time, ...(ohlc(c) ?? [])])).toEqual([
        [sec(T0), '100.00', '120.00', '90.00', '110.00'],
        [sec('2029-01-01T00:00:00Z'), '105.00', '105.00', '105.00', '105.00'],
        [sec('2029-01-01T00:01:00Z'), '130.00', '130.00', '130.00', '130.00'],
      ]);
      const old = ['100.00', '120.00', '90.00', '110.00'];
      const fresh = ['105.00', '130.00', '105.00', '130.00'];
      const expectPair = (list: Candle[], oldTime: number, newTime: number) => {
        const byTime = new Map(list.map((c) => [c.time, c]));
        expect(ohlc(byTime.get(oldTime))).toEqual(old);
        expect(ohlc(byTime.get(newTime))).toEqual(fresh);
      };
      expectPair(await candlesOf(api, 'BTCUSDT', '5m', from, to), sec('2028-12-31T23:55:00Z'), sec('2029-01-01T00:00:00Z'));
      expectPair(await candlesOf(api, 'BTCUSDT', '30m', from, to), sec('2028-12-31T23:30:00Z'), sec('2029-01-01T00:00:00Z'));
      expectPair(await candlesOf(api, 'BTCUSDT', '1h', from, to), sec('2028-12-31T23:00:00Z'), sec('2029-01-01T00:00:00Z'));
      expectPair(await candlesOf(api, 'BTCUSDT', '1d', from, to), sec('2028-12-31T00:00:00Z'), sec('2029-01-01T00:00:00Z'));
      expectPair(await candlesOf(api, 'BTCUSDT', '1w', from, to), sec('2028-12-25T00:00:00Z'), sec('2029-01-01T00:00:00Z'));
      expectPair(await candlesOf(api, 'BTCUSDT', '1M', from, to), sec('2028-12-01T00:00:00Z'), sec('2029-01-01T00:00:00Z'));
    };
    await expectCandles(first.api);
    // Pushed ticks trade nothing: the volume of those candles is zero.
    const [minute] = await candlesOf(first.api, 'BTCUSDT', '1m', sec(T0), sec(T0));
    expect(Number(minute.volume)).toBe(0);
    await first.stop();

    const second = await startServer({ dataDir, market: { autoStart: false } });
    try {
      await expectCandles(second.api);
      // The price resumes from the newest stored candle, and the live candles go on where they stopped.
      expect(second.server.use('feed').price('BTCUSDT')?.toFixed(2)).toBe('130.00');
      await second.server.use('feed').push('BTCUSDT', '140', at('2029-01-01T00:02:00Z'));
      const days = await candlesOf(second.api, 'BTCUSDT', '1d', sec('2029-01-01T00:00:00Z'), to);
      expect(days.map(ohlc)).toEqual([['105.00', '140.00', '105.00', '140.00']]);
      // The 24 h figures: open 24 h ago (the first pushed tick), high, low and change against that open.
      const { body } = await get(second.api, 'currency/quotation_new', { category: '2' });
      const btc = (body.message as Ticker[]).find((t) => t.symbol === 'BTCUSDT');
      expect(btc).toMatchObject({ price: '140.00', open: '100.00', high: '140.00', low: '90.00', change: '40.00', is_open: true });
    } finally {
      await second.stop();
    }
  });
});

describe('priceAt, listeners and market hours', () => {
  let t: TestServer;
  afterAll(async () => {
    await t?.stop();
  });

  it('priceAt is the last tick at or before the instant; time never goes backwards', async () => {
    t = await startServer({ market: { autoStart: false } });
    const feed = t.server.use('feed');
    const base = Date.now() + 60_000;
    const seen: Tick[][] = [];
    const off = feed.onTicks((ticks) => {
      seen.push(ticks);
    });
    await feed.push('ETHUSDT', '3000', base);
    // Listeners are called with the applied tick before the push resolves.
    expect(seen).toEqual([[{ symbol: 'ETHUSDT', price: '3000.00', ts: base }]]);
    await feed.push('ETHUSDT', '3010.5', base + 1000);
    await feed.push('ETHUSDT', '3020.257', base + 2500); // rounded to the symbol's 2 decimals
    off();
    await feed.push('ETHUSDT', '3030', base + 3000);
    expect(seen).toHaveLength(3);

    expect((await feed.priceAt('ETHUSDT', base))?.toFixed(2)).toBe('3000.00');
    expect((await feed.priceAt('ETHUSDT', base + 999))?.toFixed(2)).toBe('3000.00');
    expect((await feed.priceAt('ETHUSDT', base + 1000))?.toFixed(2)).toBe('3010.50');
    expect((await feed.priceAt('ETHUSDT', base + 2600))?.toFixed(2)).toBe('3020.26');
    expect((await feed.priceAt('ETHUSDT', base + 10_000))?.toFixed(2)).toBe('3030.00');
    expect(await feed.priceAt('NOPE', base)).toBeNull();
    expect(feed.price('NOPE')).toBeNull();
    // Before the pushes: the price that was in force then (the restored or synthesized last price).
    expect((await feed.priceAt('ETHUSDT', base - 30_000))?.gt(0)).toBe(true);

    // A tick dated before the last one counts at the last one's time.
    await feed.push('ETHUSDT', '2990', base + 2000);
    expect(feed.price('ETHUSDT')?.toFixed(2)).toBe('2990.00');
    expect((await feed.priceAt('ETHUSDT', base + 3000))?.toFixed(2)).toBe('2990.00');
    await expect(feed.push('NOPE', '1')).rejects.toThrow();
  });

  it('a closed market does not move and says so; it moves again when it opens', async () => {
    const feed = t.server.use('feed');
    const sunday = at('2030-01-06T15:00:00Z');
    const before = { aapl: feed.price('AAPL')?.toString(), eur: feed.price('EURUSD')?.toString(), btc: feed.price('BTCUSDT')?.toString() };
    for (let i = 0; i < 20; i += 1) await feed.step(sunday + i * 250);
    expect(feed.price('AAPL')?.toString()).toBe(before.aapl);
    expect(feed.price('EURUSD')?.toString()).toBe(before.eur);
    expect(feed.price('BTCUSDT')?.toString()).not.toBe(before.btc);
    expect(feed.isOpen('AAPL')).toBe(false); // the feed's clock is now that Sunday
    expect(feed.isOpen('BTCUSDT')).toBe(true);
    expect(feed.isOpen('AAPL', at('2030-01-07T15:00:00Z'))).toBe(true);

    const quotation = async (category: string) => {
      const { body } = await get(t.api, 'currency/quotation_new', { category });
      return new Map((body.message as Ticker[]).map((x) => [x.symbol, x]));
    };
    expect((await quotation('6')).get('AAPL')?.is_open).toBe(false);
    expect((await quotation('9')).get('SPY')?.is_open).toBe(false);
    expect((await quotation('2')).get('BTCUSDT')?.is_open).toBe(true);
    const spec = await get(t.api, 'currency/symbol', { symbol: 'AAPL' });
    expect(spec.body.message).toMatchObject({ symbol: 'AAPL', is_open: false });

    const monday = at('2030-01-07T15:00:00Z');
    for (let i = 0; i < 40; i += 1) await feed.step(monday + i * 250);
    expect(feed.price('AAPL')?.toString()).not.toBe(before.aapl);
    expect((await quotation('6')).get('AAPL')?.is_open).toBe(true);
  });
});

describe('socket events', () => {
  let t: TestServer;
  let socket: Socket | null = null;
  afterAll(async () => {
    socket?.close();
    await t?.stop();
  });

  it('sends ticker, kline and depth to the rooms that asked for them', async () => {
    t = await startServer({ market: { autoStart: false } });
    socket = connect(t.url, { path: '/socket.io', transports: ['websocket'] });
    const tickers: Ticker[][] = [];
    const klines: KlineEvent[] = [];
    const depths: unknown[] = [];
    socket.on('ticker', (list: Ticker[]) => tickers.push(list));
    socket.on('kline', (event: KlineEvent) => klines.push(event));
    socket.on('depth', (event: unknown) => depths.push(event));
    for (const channel of [
      { channel: 'ticker' },
      { channel: 'kline', symbol: 'SOLUSDT', period: '5m' },
      { channel: 'depth', symbol: 'SOLUSDT' },
    ]) {
      expect(await socket.emitWithAck('subscribe', channel)).toEqual({ ok: true });
    }
    const ts = Date.now() + 120_000;
    await t.server.use('feed').push('SOLUSDT', '151.5', ts);
    await vi.waitFor(() => {
      expect(tickers.flat().some((x) => x.symbol === 'SOLUSDT' && x.price === '151.500')).toBe(true);
      expect(klines).toHaveLength(1);
      expect(depths).toHaveLength(1);
    });
    // The socket sends only the moving fields; the quotation snapshot has the rest.
    const ticker = tickers.flat().find((x) => x.symbol === 'SOLUSDT');
    expect(tickerUpdate.strict().safeParse(ticker).success).toBe(true);
    expect(klines[0]).toMatchObject({
      symbol: 'SOLUSDT',
      period: '5m',
      candle: { time: periodStart('5m', Math.floor(ts / 1000)), close: '151.500' },
    });
    expect(depthReply.safeParse(depths[0]).success).toBe(true);

    // A timer tick: only symbols that moved are sent, one event per tick.
    const count = tickers.length;
    await t.server.use('feed').step(ts + 250);
    await vi.waitFor(() => expect(tickers.length).toBe(count + 1));
    const symbols = tickers[count].map((x) => x.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(symbols.length).toBeGreaterThan(0);
  });
});
