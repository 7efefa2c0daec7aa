// The realtime client (src/api/socket.ts) against the real socket.io server: subscriptions, rooms,
// resubscribe after an automatic reconnect, and the user's own room after `auth`.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime, type Realtime } from '../../src/api/socket';
import { startServer, type TestServer } from './helpers';
import { demoLogin } from './support';

let t: TestServer;
const open: Realtime[] = [];

beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } }); // no ticking: exact event counts
});
afterEach(() => {
  while (open.length) open.pop()?.close();
});
afterAll(async () => {
  await t?.stop();
});

function realtime(getToken: () => string | null = () => null): Realtime {
  const rt = createRealtime({ url: t.url, getToken, load: () => import('socket.io-client') });
  open.push(rt);
  return rt;
}

const io = () => t.server.io;
const idsIn = async (room: string) => (await io().in(room).fetchSockets()).map((s) => s.id);
const waitFor = <T>(check: () => T | Promise<T>, timeout = 5000) => vi.waitFor(check, { timeout, interval: 20 });

/** Drops the transport of every server-side socket (as a network failure would), so clients reconnect. */
async function dropTransports() {
  for (const socket of await io().fetchSockets()) {
    const local = io().sockets.sockets.get(socket.id);
    local?.conn.close();
  }
}

describe('channels', () => {
  it('a depth subscription joins depth:<symbol> and receives what the server sends to that room', async () => {
    const rt = realtime();
    const received: unknown[] = [];
    rt.subscribe({ channel: 'depth', symbol: 'BTCUSDT' }, 'depth', (payload) => received.push(payload));
    await waitFor(async () => expect(await idsIn('depth:BTCUSDT')).toHaveLength(1));
    expect(await idsIn('depth:ETHUSDT')).toEqual([]);

    const book = { symbol: 'BTCUSDT', bids: [['64000.5', '1.2']], asks: [['64001', '0.8']] };
    io().to('depth:BTCUSDT').emit('depth', book);
    await waitFor(() => expect(received).toEqual([book]));
    // A room the client did not join does not reach it.
    io().to('depth:ETHUSDT').emit('depth', { symbol: 'ETHUSDT', bids: [], asks: [] });
    io()
      .to('depth:BTCUSDT')
      .emit('depth', { ...book, bids: [] });
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ symbol: 'BTCUSDT', bids: [] });
  });

  it('subscribes to kline and ticker rooms and leaves a room on unsubscribe', async () => {
    const rt = realtime();
    const klines: unknown[] = [];
    const tickers: unknown[] = [];
    const offKline = rt.subscribe({ channel: 'kline', symbol: 'ETHUSDT', period: '1min' }, 'kline', (p) => klines.push(p));
    rt.subscribe({ channel: 'ticker' }, 'ticker', (p) => tickers.push(p));
    await waitFor(async () => {
      expect(await idsIn('kline:ETHUSDT:1min')).toHaveLength(1);
      expect(await idsIn('ticker')).toHaveLength(1);
    });
    io()
      .to('ticker')
      .emit('ticker', [{ symbol: 'BTCUSDT', price: '64000', change: '0.5', volume: '10', ts: 1 }]);
    io()
      .to('kline:ETHUSDT:1min')
      .emit('kline', { symbol: 'ETHUSDT', period: '1min', candle: [1, 2, 3, 4] });
    await waitFor(() => {
      expect(tickers).toHaveLength(1);
      expect(klines).toHaveLength(1);
    });

    offKline();
    await waitFor(async () => expect(await idsIn('kline:ETHUSDT:1min')).toEqual([]));
    io()
      .to('kline:ETHUSDT:1min')
      .emit('kline', { symbol: 'ETHUSDT', period: '1min', candle: [5, 6, 7, 8] });
    io().to('ticker').emit('ticker', []);
    await waitFor(() => expect(tickers).toHaveLength(2));
    expect(klines).toHaveLength(1);
  });

  it('two subscriptions to one channel share the room until both are gone', async () => {
    const rt = realtime();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = rt.subscribe({ channel: 'depth', symbol: 'SOLUSDT' }, 'depth', (p) => a.push(p));
    const offB = rt.subscribe({ channel: 'depth', symbol: 'SOLUSDT' }, 'depth', (p) => b.push(p));
    await waitFor(async () => expect(await idsIn('depth:SOLUSDT')).toHaveLength(1));
    offA();
    io().to('depth:SOLUSDT').emit('depth', { symbol: 'SOLUSDT', bids: [], asks: [] });
    await waitFor(() => expect(b).toHaveLength(1));
    expect(a).toEqual([]);
    expect(await idsIn('depth:SOLUSDT')).toHaveLength(1);
    offB();
    await waitFor(async () => expect(await idsIn('depth:SOLUSDT')).toEqual([]));
  });
});

describe('reconnect', () => {
  it('after a transport drop the client reconnects by itself and is subscribed again', async () => {
    const rt = realtime();
    const received: unknown[] = [];
    rt.subscribe({ channel: 'depth', symbol: 'BTCUSDT' }, 'depth', (payload) => received.push(payload));
    await waitFor(async () => expect(await idsIn('depth:BTCUSDT')).toHaveLength(1));
    const [firstId] = await idsIn('depth:BTCUSDT');
    io().to('depth:BTCUSDT').emit('depth', { symbol: 'BTCUSDT', seq: 1 });
    await waitFor(() => expect(received).toHaveLength(1));

    const disconnects: string[] = [];
    rt.socket?.on('disconnect', (reason) => disconnects.push(reason));
    await dropTransports();
    await waitFor(() => expect(disconnects).toEqual(['transport close']));
    expect(await idsIn('depth:BTCUSDT')).toEqual([]);

    // socket.io-client reconnects on its own (SPEC reconnect settings: first try after 0.5-1.5 s).
    await waitFor(async () => {
      const ids = await idsIn('depth:BTCUSDT');
      expect(ids).toHaveLength(1);
      expect(ids[0]).not.toBe(firstId);
    }, 10_000);
    expect(rt.socket?.connected).toBe(true);
    io().to('depth:BTCUSDT').emit('depth', { symbol: 'BTCUSDT', seq: 2 });
    await waitFor(() =>
      expect(received).toEqual([
        { symbol: 'BTCUSDT', seq: 1 },
        { symbol: 'BTCUSDT', seq: 2 },
      ]),
    );
  });
});

describe('auth', () => {
  it('with a token the client joins user:<uid>, receives its own orders, and rejoins after a reconnect', async () => {
    const { token, uid } = await demoLogin(t.api);
    const other = await demoLogin(t.api);
    const rt = realtime(() => token);
    const orders: unknown[] = [];
    rt.on('order', (payload) => orders.push(payload));
    await rt.connect();
    await waitFor(async () => expect(await idsIn(`user:${uid}`)).toHaveLength(1));
    expect(await idsIn(`user:${other.uid}`)).toEqual([]);

    io().to(`user:${other.uid}`).emit('order', { id: 1, uid: other.uid });
    io().to(`user:${uid}`).emit('order', { id: 2, uid });
    await waitFor(() => expect(orders).toEqual([{ id: 2, uid }]));

    const [firstId] = await idsIn(`user:${uid}`);
    await dropTransports();
    await waitFor(async () => {
      const ids = await idsIn(`user:${uid}`);
      expect(ids).toHaveLength(1);
      expect(ids[0]).not.toBe(firstId);
    }, 10_000);
    io().to(`user:${uid}`).emit('order', { id: 3, uid });
    await waitFor(() => expect(orders).toHaveLength(2));
  });

  it('authenticate() after login joins the room; an invalid token joins none', async () => {
    let token: string | null = null;
    const rt = realtime(() => token);
    const socket = await rt.connect();
    await waitFor(() => expect(socket.connected).toBe(true));
    const roomsOf = () => io().sockets.sockets.get(socket.id ?? '')?.rooms;

    token = 'not-a-session';
    const refused = await socket.emitWithAck('auth', { token });
    expect(refused).toEqual({ ok: false, error: 'session' });
    expect([...(roomsOf() ?? [])].filter((r) => r.startsWith('user:'))).toEqual([]);

    const session = await demoLogin(t.api);
    token = session.token;
    rt.authenticate();
    await waitFor(async () => expect(await idsIn(`user:${session.uid}`)).toEqual([socket.id]));

    // A refused channel is acknowledged as such and joins nothing.
    const bad = await socket.emitWithAck('subscribe', { channel: 'depth' });
    expect(bad).toEqual({ ok: false, error: 'channel' });
  });
});
