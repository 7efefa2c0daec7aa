import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { balanceOf, currencyIdOf, DEMO_POOL_ID, EXTERNAL_ID, HOUSE_ID, transfer } from '../../server/core/ledger';
import { users } from '../../server/core/schema';
import type { WalletBalance } from '../../src/contract/fund';
import type { AdminProject, PresaleDetailReply, PresaleListReply, PresaleOrder, PresaleOrdersReply } from '../../src/contract/presale';
import { get, post, startServer, type TestServer } from './helpers';
import { adminCli, demoLogin, freshEmail, registerEmail } from './support';

const USDT = 1;
const DAY = 86_400;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ market: { autoStart: false } });
});
afterAll(() => t?.stop());

const ADMIN = { 'x-admin-token': 'test-admin-token', 'content-type': 'application/x-www-form-urlencoded' };
async function adminCall(server: TestServer, p: string, form: Record<string, string>, method = 'POST') {
  const qs = new URLSearchParams(form).toString();
  const res = await fetch(`${server.api}/${p}${method === 'GET' ? `?${qs}` : ''}`, {
    method,
    headers: ADMIN,
    body: method === 'GET' ? undefined : qs,
  });
  return (await res.json()) as { type: string; message: unknown; field?: string };
}
async function admin<T>(server: TestServer, p: string, form: Record<string, string>, method = 'POST'): Promise<T> {
  const body = await adminCall(server, p, form, method);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}
async function ok<T>(server: TestServer, p: string, form: Record<string, string>, token: string, method: 'GET' | 'POST' = 'POST') {
  const { body } = method === 'GET' ? await get(server.api, p, form, token) : await post(server.api, p, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message as T;
}
async function buyer(server: TestServer, usdt = '1000') {
  const me = await registerEmail(server.api, freshEmail('ieo'));
  const db = server.server.db;
  if (usdt !== '0') await db.transaction(async () => await transfer(db, EXTERNAL_ID, me.uid, USDT, usdt, 'deposit', 'test'));
  return me;
}
const serverNow = async (server: TestServer) => (await ok<PresaleListReply>(server, 'project', {}, '', 'GET')).now;
let codes = 0;
/** A project on sale from now for 10 days, delivered a day after the end, unless told otherwise. */
async function project(server: TestServer, fields: Record<string, string | number> = {}) {
  const at = await serverNow(server);
  codes += 1;
  const form = {
    code: `TK${codes}${Math.floor(Math.random() * 1e6)}`.slice(0, 12),
    name: `Token ${codes}`,
    description: 'A test token',
    supply: '1000',
    price: '0.25',
    decimals: '2',
    start_at: String(at),
    end_at: String(at + 10 * DAY),
    delivery_at: String(at + 11 * DAY),
    min_amount: '10',
    max_amount: '600',
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  };
  return admin<AdminProject>(server, 'admin/project/create', form);
}
const usdtOf = async (server: TestServer, uid: number) => (await balanceOf(server.server.db, uid, USDT)).available.toFixed();
const tokenOf = async (server: TestServer, uid: number, code: string) => {
  const id = await currencyIdOf(server.server.db, code);
  return id === null ? '0' : (await balanceOf(server.server.db, uid, id)).available.toFixed();
};
const detail = (server: TestServer, id: number, token = '') =>
  ok<PresaleDetailReply>(server, 'project/detail', { project_id: String(id) }, token, 'GET');

describe('presale projects', () => {
  it('a new demo database has the seeded projects, live first, with the server time, and nothing sold that no order explains', async () => {
    const list = await ok<PresaleListReply>(t, 'project', { page: '1', limit: '100' }, '', 'GET');
    const byCode = Object.fromEntries(list.list.map((p) => [p.code, p]));
    expect(byCode.NOVA).toMatchObject({ state: 'live', price: '0.05', pay_currency: 'USDT', supply: '10000000', sold: '0' });
    expect(byCode.LUMN.state).toBe('upcoming');
    expect(byCode.HRBR.state).toBe('ended');
    expect(Object.keys(byCode).sort()).toEqual(['HRBR', 'LUMN', 'NOVA']);
    expect(list.list.map((p) => p.sold)).toEqual(['0', '0', '0']);
    expect(list.list[0].state).toBe('live');
    expect(Math.abs(list.now - Math.floor(Date.now() / 1000))).toBeLessThan(10 * 365 * DAY);
    const guest = await detail(t, byCode.NOVA.id);
    expect(guest).toMatchObject({ bought: null, remaining: null, available: null });
  });

  it('subscribe 100 at 0.25: 25 USDT to the house at once, sold 100; buy with a total rounds the amount down and the cost up', async () => {
    const p = await project(t, { price: '0.333333' });
    const me = await buyer(t);
    const house = (await balanceOf(t.server.db, HOUSE_ID, USDT)).available;
    const order = await ok<PresaleOrder>(
      t,
      'project/order',
      { project_id: String(p.id), amount: '100', pay_currency: 'USDT', price: '0.333333' },
      me.token,
    );
    expect(order).toMatchObject({ amount: '100', price: '0.333333', paid: '33.3333', status: 'pending', code: p.code });
    expect(await usdtOf(t, me.uid)).toBe('966.6667');
    expect((await balanceOf(t.server.db, HOUSE_ID, USDT)).available.minus(house).toFixed()).toBe('33.3333');
    // 10 / 0.333333 = 30.00003… → 30.00 tokens; 30 × 0.333333 = 9.99999 paid.
    const second = await ok<PresaleOrder>(t, 'project/buy', { project_id: String(p.id), total_price: '10' }, me.token);
    expect(second).toMatchObject({ amount: '30', paid: '9.99999' });
    expect(await usdtOf(t, me.uid)).toBe('956.66671');
    // 1 USDT buys 3.00 tokens (3.000003 rounded down); 3 × 0.333333 = 0.999999.
    const third = await ok<PresaleOrder>(t, 'project/buy', { project_id: String(p.id), total_price: '1' }, me.token);
    expect(third).toMatchObject({ amount: '3', paid: '0.999999' });
    const d = await detail(t, p.id, me.token);
    expect(d).toMatchObject({ bought: '133', remaining: '467', available: await usdtOf(t, me.uid) });
    expect(d.project.sold).toBe('133');
    const mine = await ok<PresaleOrdersReply>(t, 'user/project/order', { page: '1', limit: '10', status: 'pending' }, me.token, 'GET');
    expect(mine.list.map((o) => o.amount)).toEqual(['3', '30', '100']);
    expect(mine.total).toBe(3);
  });

  it('two users racing for the last tokens: first come first served, the total never passes the supply', async () => {
    const p = await project(t, { supply: '100', min_amount: '1', max_amount: '100' });
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => buyer(t, '100')));
    const results = await Promise.all(
      racers.map((r) =>
        post(t.api, 'project/order', { project_id: String(p.id), amount: '30', pay_currency: 'USDT', price: '0.25' }, r.token),
      ),
    );
    const won = results.filter((r) => r.body.type === 'ok');
    expect(won).toHaveLength(3);
    const lost = results.filter((r) => r.body.type !== 'ok');
    for (const r of lost) expect(r.body).toMatchObject({ type: 'error', field: 'amount', message: `Only 10 ${p.code} are left` });
    expect((await detail(t, p.id)).project).toMatchObject({ sold: '90', state: 'live' });
    const paid = (await Promise.all(racers.map(async (r) => await usdtOf(t, r.uid)))).sort();
    expect(paid).toEqual(['100', '100', '92.5', '92.5', '92.5']);
    // The last 10: taken, then sold out.
    const loser = racers[results.indexOf(lost[0])];
    await ok(t, 'project/order', { project_id: String(p.id), amount: '10', pay_currency: 'USDT', price: '0.25' }, loser.token);
    expect((await detail(t, p.id)).project).toMatchObject({ sold: '100', state: 'soldout' });
  });

  it('every refusal answers at its field with a translated message and changes nothing', async () => {
    const p = await project(t, { supply: '1000', min_amount: '10', max_amount: '200', price: '0.5' });
    const soon = await project(t, { start_at: (await serverNow(t)) + DAY, end_at: (await serverNow(t)) + 2 * DAY });
    const full = await project(t, { supply: '10', min_amount: '1', max_amount: '10' });
    const closed = await project(t);
    const me = await buyer(t, '50');
    const other = await buyer(t, '100');
    const fresh = await buyer(t, '50');
    await ok(t, 'project/order', { project_id: String(full.id), amount: '10', pay_currency: 'USDT', price: '0.25' }, other.token);
    await admin(t, 'admin/project/close', { id: String(closed.id) });
    await ok(t, 'project/order', { project_id: String(p.id), amount: '60', pay_currency: 'USDT', price: '0.5' }, me.token);
    const db = t.server.db;
    const state = async () =>
      JSON.stringify([
        await usdtOf(t, me.uid),
        await usdtOf(t, HOUSE_ID),
        await db.$sql.get("SELECT string_agg(CAST(sold AS TEXT), ',') s FROM presale_projects"),
        await db.$sql.get('SELECT count(*) n FROM presale_orders'),
        await db.$sql.get('SELECT count(*) n FROM journal'),
      ]);
    const snapshot = await state();
    const order = (project_id: number, amount: string, extra: Record<string, string> = {}) => ({
      project_id: String(project_id),
      amount,
      pay_currency: 'USDT',
      price: '0.5',
      ...extra,
    });
    const refuse = async (p_: string, form: Record<string, string>, field: string, message: RegExp) => {
      const { body } = await post(t.api, p_, form, me.token);
      expect(body, JSON.stringify(form)).toMatchObject({ type: 'error', field });
      expect(String(body.message)).toMatch(message);
      expect(await state()).toBe(snapshot);
    };
    await refuse('project/order', order(999999, '10'), 'project_id', /does not exist/);
    await refuse('project/order', order(soon.id, '10', { price: '0.25' }), 'project_id', /not started/);
    await refuse('project/order', order(full.id, '1', { price: '0.25' }), 'project_id', /sold out/);
    await refuse('project/order', order(closed.id, '10', { price: '0.25' }), 'project_id', /ended/);
    await refuse('project/order', order(p.id, '10', { price: '0.4' }), 'price', /changed to 0\.5/);
    await refuse('project/order', order(p.id, '10', { pay_currency: 'BTC' }), 'pay_currency', /paid in USDT/);
    await refuse('project/order', order(p.id, 'abc'), 'amount', /positive number/);
    await refuse('project/order', order(p.id, '10.001'), 'amount', /at most 2 decimals/);
    // Over all the user's orders: 60 held, 200 at most → 140 more.
    await refuse('project/order', order(p.id, '141'), 'amount', /still subscribe is 140 .* \(maximum 200/);
    // 2 × 0.5 = 1… but the funding balance is 20 after the first order: 41 tokens cost 20.5.
    await refuse('project/order', order(p.id, '41'), 'amount', /costs 20\.5 USDT/);
    await refuse('project/buy', { project_id: String(p.id), total_price: '0.001' }, 'total_price', /does not buy one unit/);
    await refuse('project/buy', { project_id: String(p.id), total_price: '-3' }, 'total_price', /positive USDT total/);
    const { body: below } = await post(t.api, 'project/order', order(p.id, '9'), fresh.token);
    expect(below).toMatchObject({ type: 'error', field: 'amount', message: `Subscribe at least 10 ${p.code}` });
    // A guest is sent to log in.
    const { body: guest } = await post(t.api, 'project/order', order(p.id, '10'));
    expect(guest.type).toBe(999);
    // In another language.
    const { body: zh } = await post(t.api, 'project/order', { ...order(soon.id, '10', { price: '0.25' }), lang: 'zh' }, me.token);
    expect(zh.message).not.toMatch(/not started/);
    expect(await state()).toBe(snapshot);
  });

  it('at the delivery date the tokens arrive once in the funding account as a currency without a price, with a notification', async () => {
    const at = await serverNow(t);
    const p = await project(t, { end_at: at + DAY, delivery_at: at + 2 * DAY, code: 'DLVR' });
    const me = await buyer(t);
    await ok(t, 'project/order', { project_id: String(p.id), amount: '123.45', pay_currency: 'USDT', price: '0.25' }, me.token);
    const demo = await demoLogin(t.api);
    const pool = (await balanceOf(t.server.db, DEMO_POOL_ID, USDT)).available;
    await ok(t, 'project/buy', { project_id: String(p.id), total_price: '5' }, demo.token);
    expect((await balanceOf(t.server.db, DEMO_POOL_ID, USDT)).available.minus(pool).toFixed()).toBe('5');
    await t.server.advance(2 * DAY * 1000 - 5000);
    expect(await tokenOf(t, me.uid, 'DLVR')).toBe('0');
    expect(await currencyIdOf(t.server.db, 'DLVR')).toBeNull();
    await t.server.advance(5000);
    expect(await tokenOf(t, me.uid, 'DLVR')).toBe('123.45');
    expect(await tokenOf(t, demo.uid, 'DLVR')).toBe('20');
    await t.server.advance(3 * DAY * 1000);
    expect(await tokenOf(t, me.uid, 'DLVR')).toBe('123.45');
    const legs = await t.server.db.$sql.get(
      "SELECT count(*) n FROM journal WHERE kind = 'presale_delivery' AND ref = ?",
      `presale:${p.id}`,
    );
    expect(legs).toEqual({ n: 2 });
    const [order] = (await ok<PresaleOrdersReply>(t, 'user/project/order', { status: 'delivered' }, me.token, 'GET')).list;
    expect(order).toMatchObject({ amount: '123.45', status: 'delivered', paid: '30.8625' });
    expect(order.delivered_at).not.toBeNull();
    // In the assets: the funding account lists it with its exact amount and no value.
    const funding = await ok<{ currencies: WalletBalance[] }>(t, 'wallet/detail', { type: 'legal' }, me.token);
    expect(JSON.stringify(funding)).toContain('DLVR');
    const accounts = await ok<{ accounts: Array<{ field: string; currencies: WalletBalance[] }> }>(t, 'wallet/list', {}, me.token);
    const legal = accounts.accounts.find((a) => a.field === 'legal');
    expect(legal?.currencies.find((c) => c.code === 'DLVR')).toMatchObject({ available: '123.45', value_usdt: '0' });
    const notices = await ok<{ list: Array<{ kind: string }> }>(t, 'mailMessage/getList', {}, me.token, 'GET');
    expect(notices.list[0].kind).toBe('presaleDelivered');
    expect((await detail(t, p.id)).project).toMatchObject({ delivered: true, state: 'ended' });
  });
});

describe('presale admin', () => {
  it('creates with every parameter checked, changes before the start (the delivery follows), closes, lists', async () => {
    const at = await serverNow(t);
    const base = {
      code: 'ADMX',
      name: 'Admin token',
      supply: '5000',
      price: '1.5',
      decimals: '0',
      start_at: String(at + DAY),
      end_at: String(at + 3 * DAY),
      delivery_at: String(at + 4 * DAY),
      min_amount: '5',
      max_amount: '100',
    };
    const refused = async (form: Record<string, string>, field: string) => {
      const body = await adminCall(t, 'admin/project/create', form);
      expect(body, JSON.stringify(form)).toMatchObject({ type: 'error', field });
    };
    await refused({ ...base, code: 'BTC' }, 'code');
    await refused({ ...base, code: 'x' }, 'code');
    await refused({ ...base, end_at: String(at) }, 'end_at');
    await refused({ ...base, delivery_at: String(at + 2 * DAY) }, 'delivery_at');
    await refused({ ...base, min_amount: '200' }, 'min_amount');
    await refused({ ...base, max_amount: '6000' }, 'max_amount');
    await refused({ ...base, supply: '5000.5' }, 'supply');
    await refused({ ...base, price: '0' }, 'price');
    await refused({ ...base, decimals: '9' }, 'decimals');
    await refused({ ...base, decimals: '1.5' }, 'decimals');
    await refused({ ...base, start_at: 'soon' }, 'start_at');
    const created = await admin<AdminProject>(t, 'admin/project/create', base);
    expect(created).toMatchObject({ code: 'ADMX', state: 'upcoming', closed: false, orders: 0, decimals: 0 });
    await refused(base, 'code');
    const changed = await admin<AdminProject>(t, 'admin/project/update', {
      id: String(created.id),
      price: '2',
      start_at: String(at),
      delivery_at: String(at + 5 * DAY),
    });
    expect(changed).toMatchObject({ price: '2', state: 'live', delivery_at: at + 5 * DAY, name: 'Admin token' });
    expect(await adminCall(t, 'admin/project/update', { id: String(created.id), price: '3' })).toMatchObject({
      type: 'error',
      field: 'id',
    });
    const me = await buyer(t);
    await ok(t, 'project/order', { project_id: String(created.id), amount: '7', pay_currency: 'USDT', price: '2' }, me.token);
    // The old delivery date passes: nothing; the new one delivers.
    await t.server.advance(4 * DAY * 1000 + 1000);
    expect(await tokenOf(t, me.uid, 'ADMX')).toBe('0');
    await t.server.advance(DAY * 1000);
    expect(await tokenOf(t, me.uid, 'ADMX')).toBe('7');
    const list = await admin<AdminProject[]>(t, 'admin/projects', {}, 'GET');
    expect(list.find((p) => p.id === created.id)).toMatchObject({ orders: 1, delivered: true });
    expect(await adminCall(t, 'admin/project/close', { id: String(created.id) })).toMatchObject({ type: 'error', field: 'id' });
    const open = await project(t);
    expect(await admin<AdminProject>(t, 'admin/project/close', { id: String(open.id) })).toMatchObject({ closed: true, state: 'ended' });
    expect(await adminCall(t, 'admin/project/create', base).then((b) => b.type)).toBe('error');
    const { body: notAdmin } = await post(t.api, 'admin/project/create', base, me.token);
    expect(notAdmin.type).toBe('error');
  });

  it('npm run admin -- project-create, projects, project-update, project-close', async () => {
    const at = await serverNow(t);
    const env = { ...process.env, KESTREL_URL: t.url, ADMIN_TOKEN: 'test-admin-token', DATA_DIR: t.dataDir };
    const cli = (...args: string[]) => adminCli(env)(...args);
    const created = JSON.parse(
      (
        await cli(
          'project-create',
          'code=CLIT',
          'name=Command line token',
          'supply=1000',
          'price=0.1',
          `start_at=${at + DAY}`,
          `end_at=${at + 2 * DAY}`,
          `delivery_at=${at + 3 * DAY}`,
          'min_amount=1',
          'max_amount=10',
        )
      ).stdout,
    ) as AdminProject;
    expect(created).toMatchObject({ code: 'CLIT', name: 'Command line token', state: 'upcoming' });
    expect(JSON.parse((await cli('project-update', String(created.id), 'price=0.2')).stdout)).toMatchObject({ price: '0.2' });
    const all = JSON.parse((await cli('projects')).stdout) as AdminProject[];
    expect(all.some((p) => p.code === 'CLIT')).toBe(true);
    expect(JSON.parse((await cli('project-close', String(created.id))).stdout)).toMatchObject({ closed: true });
  });
});

describe('presale delivery across restarts', () => {
  it('a server stopped across the delivery date delivers once when it starts, and not again after another restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-presale-restart-'));
    try {
      const first = await startServer({ dataDir, market: { autoStart: false } });
      const at = await serverNow(first);
      const p = await project(first, { code: 'RSTR', end_at: at + DAY, delivery_at: at + 2 * DAY });
      const me = await buyer(first, '100');
      await ok(first, 'project/order', { project_id: String(p.id), amount: '40', pay_currency: 'USDT', price: '0.25' }, me.token);
      await first.stop();

      advanceClock(3 * DAY * 1000);
      const second = await startServer({ dataDir, market: { autoStart: false } });
      try {
        expect(await tokenOf(second, me.uid, 'RSTR')).toBe('40');
        expect(await usdtOf(second, me.uid)).toBe('90');
      } finally {
        await second.stop();
      }
      const third = await startServer({ dataDir, market: { autoStart: false } });
      try {
        await third.server.advance(10 * DAY * 1000);
        expect(await tokenOf(third, me.uid, 'RSTR')).toBe('40');
        const n = await third.server.db.$sql.get("SELECT count(*) n FROM journal WHERE kind = 'presale_delivery'");
        expect(n).toEqual({ n: 1 });
        const user = await third.server.db.select().from(users).where(eq(users.id, me.uid)).get();
        expect(user?.id).toBe(me.uid);
      } finally {
        await third.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
