// Two instances of the server on one PostgreSQL database (core/cluster.ts): one leads, a user's events
// reach their sockets on either instance, the follower's prices move by the leader's tick stream, an order
// placed on the follower is watched by the leader's tick engine, and the lead passes on when the leader
// goes (its lock connection cut, or the instance closed). The embedded engine has one instance, leading.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeverOrder } from '../../../src/contract/trade';
import { createRealtime, type Realtime } from '../../../src/api/socket';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, freshDatabaseUrl, onPostgres } from '../engine';
import { get, post, startServer, type TestServer } from '../helpers';
import { demoLogin, okCall } from '../support';

const waitFor = <T>(check: () => T | Promise<T>, timeout = 8000) => vi.waitFor(check, { timeout, interval: 25 });
const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
const setPrice = async (t: TestServer, symbol: string, price: string) => {
  const response = await fetch(`${t.api}/admin/price`, { method: 'POST', headers: ADMIN, body: new URLSearchParams({ symbol, price }) });
  expect(((await response.json()) as { type: string }).type).toBe('ok');
};

describe.runIf(!onPostgres)('one instance on the embedded engine', () => {
  it('leads from the start, with nobody to tell', async () => {
    const t = await startServer({ market: { autoStart: false } });
    try {
      expect(t.server.cluster.shared).toBe(false);
      expect(t.server.cluster.leading()).toBe(true);
    } finally {
      await t.stop();
    }
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  const stopped = new Set<TestServer>();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-instances-'));
  let databaseUrl: string | undefined;
  const sockets: Realtime[] = [];
  const realtime = (t: TestServer, token: string | null) => {
    const rt = createRealtime({ url: t.url, getToken: () => token, load: () => import('socket.io-client') });
    sockets.push(rt);
    return rt;
  };

  beforeAll(async () => {
    // The feed ticks (its timers run on the leader only); BTC's price is moved by hand where it matters.
    // One database and one data folder (uploads) for both; each stop leaves them to the other.
    databaseUrl = await freshDatabaseUrl();
    a = await startServer({ dataDir, databaseUrl });
    b = await startServer({ dataDir, databaseUrl });
  });
  afterAll(async () => {
    for (const rt of sockets) rt.close();
    for (const t of [b, a]) if (t && !stopped.has(t)) await t.stop();
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('one of them leads: the first started', () => {
    expect(a.server.cluster.leading()).toBe(true);
    expect(b.server.cluster.leading()).toBe(false);
  });

  it("a user's order placed through A reaches their socket on B", async () => {
    const { token } = await demoLogin(a.api);
    const rt = realtime(b, token);
    const orders: Array<{ kind: string; order: { id: number } }> = [];
    rt.on('order', (event) => orders.push(event as (typeof orders)[number]));
    const socket = await rt.connect();
    await waitFor(async () =>
      expect((await b.server.io.local.fetchSockets()).some((s) => s.id === socket.id && s.data.uid !== undefined)).toBe(true),
    );
    const order = await okCall<LeverOrder>(
      a.api,
      'lever/submit',
      { symbol: 'BTCUSDT', side: 'buy', order_type: 'market', lots: '0.01', leverage: '10' },
      token,
    );
    await waitFor(() => expect(orders.map((e) => e.order.id)).toContain(order.id));
  });

  it("a logout through A ends that session's sockets on B", async () => {
    const { token } = await demoLogin(a.api);
    const rt = realtime(b, token);
    const ended: unknown[] = [];
    rt.on('session', (payload) => ended.push(payload));
    const socket = await rt.connect();
    // This socket signed in on B (not another test's socket still open there).
    await waitFor(async () =>
      expect((await b.server.io.local.fetchSockets()).some((s) => s.id === socket.id && s.data.tokenHash !== undefined)).toBe(true),
    );
    expect((await get(a.api, 'user/logout', {}, token)).body.type).toBe('ok');
    await waitFor(() => expect(ended).toEqual([{ ended: true }]));
  });

  it("B's prices move by A's ticks, and B's sockets get the tickers from B", async () => {
    const rt = realtime(b, null);
    const tickers: unknown[] = [];
    rt.subscribe({ channel: 'ticker' }, 'ticker', (payload) => tickers.push(payload));
    await waitFor(() => expect(tickers.length).toBeGreaterThan(1));
    await setPrice(a, 'ETHUSDT', '3333.33');
    await waitFor(() => expect(b.server.use('feed').price('ETHUSDT')?.toFixed()).toBe('3333.33'));
  });

  it("a limit order placed through B is filled by the leader's tick engine on A", async () => {
    const { token } = await demoLogin(b.api);
    const price = a.server.use('feed').price('BTCUSDT')?.toNumber() ?? 0;
    const limit = String(Math.floor(price * 0.5));
    const watched = a.server.use('trading').liveCount();
    const order = await okCall<LeverOrder>(
      b.api,
      'lever/submit',
      { symbol: 'BTCUSDT', side: 'buy', order_type: 'limit', price: limit, lots: '0.01', leverage: '10' },
      token,
    );
    expect(order.status).toBe('pending');
    // The leader learns of it through the cluster, then a tick at the limit fills it.
    await waitFor(() => expect(a.server.use('trading').liveCount()).toBe(watched + 1));
    await setPrice(a, 'BTCUSDT', limit);
    await waitFor(async () => {
      const { body } = await post(b.api, 'lever/dealall', {}, token);
      expect((body.message as { list: LeverOrder[] }).list.find((o) => o.id === order.id)?.status).toBe('open');
    });
  });

  it('a conversion quote asked of A fills on B, once; wrong passwords sent to either count together', async () => {
    const { token } = await demoLogin(a.api);
    const btc = await a.server.db.$sql.get<{ id: number }>("SELECT id FROM currencies WHERE code = 'BTC'");
    const pair = { from_currency_id: '1', to_currency_id: String(btc?.id), number: '10' };
    const quote = await okCall<{ quote_id: string }>(a.api, 'user/getTransferFee', pair, token);
    const fill = { ...pair, quote_id: quote.quote_id };
    await okCall(b.api, 'user/Transfer', fill, token);
    expect((await post(a.api, 'user/Transfer', fill, token)).body).toMatchObject({ type: 'error', field: 'quote_id' });

    const login = (t: TestServer) => post(t.api, 'user/login', { type: 'email', user_string: 'nobody@example.com', password: 'wrong123' });
    for (const t of [a, b, a, b, a]) expect((await login(t)).status).toBe(200);
    expect((await login(b)).status).toBe(429);
  });

  it("takes the lead within 5 s when the leader's connection is cut, and gives the ticks to its sockets", async () => {
    const rt = realtime(b, null);
    const tickers: unknown[] = [];
    rt.subscribe({ channel: 'ticker' }, 'ticker', (payload) => tickers.push(payload));
    // The leader's lock connection dies (as with the leader's process, or its network).
    const pool = (b.server.db as unknown as { $pool: import('pg').Pool }).$pool;
    const cut = Date.now();
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    await waitFor(() => expect(a.server.cluster.leading() || b.server.cluster.leading()).toBe(true), 5000);
    expect(Date.now() - cut).toBeLessThan(5000);
    // Whoever leads now, exactly one does, and B's sockets keep getting tickers.
    await waitFor(() => expect(Number(a.server.cluster.leading()) + Number(b.server.cluster.leading())).toBe(1));
    const seen = tickers.length;
    await waitFor(() => expect(tickers.length).toBeGreaterThan(seen + 1));
  });

  it('the other leads within 5 s of the leader closing (the books held on the leader)', async () => {
    const [leader, other] = a.server.cluster.leading() ? [a, b] : [b, a];
    const closing = Date.now();
    stopped.add(leader);
    await leader.stop();
    await waitFor(() => expect(other.server.cluster.leading()).toBe(true), 5000);
    expect(Date.now() - closing).toBeLessThan(5000);
    // Its feed ticks by itself now.
    const before = other.server.use('feed').now();
    await waitFor(() => expect(other.server.use('feed').now()).toBeGreaterThan(before));
  });
});
