// Shared steps of the trading tests: one real server per test file on a temp database, prices pushed
// by hand (the market does not run by itself); demo traders with their grant; a call that must
// succeed; a call that must be refused with a translated message at a field and change nothing; the
// user's USDT; the socket `order` events of a trader.
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { balanceOf, DEMO_POOL_ID, FEES_ID, HOUSE_ID, pocket } from '../../../server/core/ledger';
import type { Wallet } from '../../../src/contract/fund';
import { grantDemoFunds } from '../../../server/modules/auth/demo';
import type { OrderEvent } from '../../../src/contract/trade';
import { get, post, startServer, type TestServer } from '../helpers';
import { demoLogin } from '../support';

let current: TestServer | null = null;
const sockets: Socket[] = [];

/** Starts this test file's server before its tests and stops it (and the sockets opened) after them. */
export function setupTradeServer(): void {
  beforeAll(async () => {
    current = await startServer({ market: { autoStart: false } });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await current?.stop();
    current = null;
  });
}

export function server(): TestServer {
  if (!current) throw new Error('no trade server: call setupTradeServer() in the test file');
  return current;
}

export const db = () => server().server.db;
export const engine = async () => await server().server.use('trading');
export const feed = () => server().server.use('feed');
export const push = (symbol: string, price: string, ts?: number) => feed().push(symbol, price, ts);
export const USDT = 1;
export const idOf = async (code: string) => ((await db().$sql.get('SELECT id FROM currencies WHERE code = ?', code)) as { id: number }).id;
export const symbolId = async (symbol: string) =>
  ((await db().$sql.get('SELECT id FROM symbols WHERE symbol = ?', symbol)) as { id: number }).id;

export interface Trader {
  token: string;
  uid: number;
}
/** A demo account with its grant (10,000 USDT, 0.5 BTC, 5 ETH). */
export async function trader(): Promise<Trader> {
  const { token, uid } = await demoLogin(server().api);
  await grantDemoFunds(db(), uid);
  return { token, uid };
}

export async function ok<T>(
  p: string,
  form: Record<string, string | number>,
  who: Trader | null,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const payload = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const { status, body } =
    method === 'GET' ? await get(server().api, p, payload, who?.token) : await post(server().api, p, payload, who?.token);
  expect(status).toBe(200);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}

/** Balances and orders, to show that a refused call changed nothing. */
async function snapshot(): Promise<string> {
  const rows = async (sql: string) => JSON.stringify(await db().$sql.all(sql));
  return [
    await rows('SELECT * FROM balances ORDER BY user_id, currency_id, wallet'),
    await rows('SELECT count(*) AS n FROM fund_transfers'),
    await rows('SELECT count(*) AS n FROM ledger'),
    await rows('SELECT id, status, target_profit_price, stop_loss_price FROM lever_orders ORDER BY id'),
    await rows('SELECT id, status FROM timed_orders ORDER BY id'),
    await rows('SELECT id, status FROM coin_orders ORDER BY id'),
  ].join('\n');
}

/** The call is refused with a translated message at `field`, and nothing changes. */
export async function refused(
  p: string,
  form: Record<string, string | number>,
  who: Trader,
  field: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<string> {
  const before = await snapshot();
  const payload = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const { status, body } =
    method === 'GET' ? await get(server().api, p, payload, who.token) : await post(server().api, p, payload, who.token);
  expect(status).toBe(200);
  expect(body.type, JSON.stringify(body)).toBe('error');
  expect(body.field, JSON.stringify(body)).toBe(field);
  expect(typeof body.message).toBe('string');
  // Translated: a sentence, not the key.
  expect(body.message).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  expect(await snapshot()).toBe(before);
  return body.message as string;
}

/** A user's USDT in one of their accounts (contract `lever`, seconds and options `micro`, spot `change`, funding `legal`). */
export const usdt = async (uid: number, wallet: Wallet) => await balanceOf(db(), pocket(uid, wallet), USDT);
export const fees = async () => (await balanceOf(db(), FEES_ID, USDT)).available;
export const house = async () => (await balanceOf(db(), HOUSE_ID, USDT)).available;
/** The demo traders' counterparty and fee account: the demo pool (the house and the fee account back real money). */
export const demoPool = async (currency = USDT) => (await balanceOf(db(), DEMO_POOL_ID, currency)).available;
export const expectUsdt = async (uid: number, available: string, frozen: string, wallet: Wallet) => {
  const b = await usdt(uid, wallet);
  expect({ available: b.available.toFixed(), frozen: b.frozen.toFixed() }).toEqual({ available, frozen });
};

/** The `order` events the trader's socket receives from now on. */
export function listen(who: Trader): OrderEvent[] {
  const events: OrderEvent[] = [];
  const socket = connect(server().url, { path: '/socket.io', transports: ['websocket'] });
  sockets.push(socket);
  socket.on('order', (event: OrderEvent) => events.push(event));
  socket.emit('auth', { token: who.token });
  return events;
}

/** A market contract order on BTCUSDT (the fields of lever/submit). */
export const market = (side: 'buy' | 'sell', lots: string, leverage: number, extra: Record<string, string> = {}) => ({
  symbol: 'BTCUSDT',
  side,
  order_type: 'market',
  lots,
  leverage,
  ...extra,
});
