// Copy trading in each mode (issue 29): production seeds no lead trader (no account funded from outside,
// no invented track record) until an admin flags a real account, and a new user finds empty lists. In
// demo mode the three seeded strategy traders are demo accounts funded from the demo pool, whose figures
// come from their own trades; real and virtual money never meet: a demo account sees and follows only
// demo traders, a real account only real ones. Each refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POOL_ID } from '../../server/core/ledger';
import { seedLeadTraders } from '../../server/modules/copytrade/seed';
import type { Follow, FollowIndexReply, MyCopyReply, TraderDetailReply } from '../../src/contract/copytrade';
import { profitShare, traderFigures } from '../../src/shared/earn/copytrade';
import { get, post, startServer, type TestServer } from './helpers';
import { demoLogin, freshEmail, PASSWORD, registerEmail } from './support';

const ADMIN = { 'x-admin-token': 'test-admin-token' };
const SEEDED = ['Ada Trend', 'Bo Breakout', 'Mira Revert'];

async function call<T>(t: TestServer, method: 'GET' | 'POST', path: string, form: Record<string, string | number>, token?: string) {
  const payload = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const { body } = method === 'GET' ? await get(t.api, path, payload, token) : await post(t.api, path, payload, token);
  return body as { type: string; message: T; field?: string };
}
async function ok<T>(t: TestServer, method: 'GET' | 'POST', path: string, form: Record<string, string | number> = {}, token?: string) {
  const body = await call<T>(t, method, path, form, token);
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message;
}
async function admin<T>(t: TestServer, path: string, form: Record<string, string>) {
  const res = await fetch(`${t.api}/${path}`, { method: 'POST', headers: ADMIN, body: new URLSearchParams(form) });
  return (await res.json()) as { type: string; message: T; field?: string };
}
async function state(t: TestServer) {
  const tables: string[] = [];
  for (const q of [
    'balances ORDER BY user_id, currency_id, wallet',
    'copy_follows ORDER BY id',
    'lead_traders ORDER BY user_id',
    'journal ORDER BY id',
  ])
    tables.push(JSON.stringify(await t.server.db.$sql.all(`SELECT * FROM ${q}`)));
  return tables.join('\n');
}
/** Refused at `field` with a translated message; nothing changes. */
async function refused(t: TestServer, path: string, form: Record<string, string | number>, token: string | null, field: string) {
  const before = await state(t);
  const body = token
    ? await call<string>(t, 'POST', path, form, token)
    : await admin<string>(t, path, Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])));
  expect(body.type, JSON.stringify(body)).toBe('error');
  expect(body.field).toBe(field);
  expect(body.message).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  expect(await state(t)).toBe(before);
  return body.message;
}

describe('production mode', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startServer({ mode: 'production', h5Demo: false, market: { autoStart: false } });
  });
  afterAll(() => prod.stop());

  /** Registers through the real code flow; the code read from the operator's outbox (no dev outbox here). */
  async function register() {
    const email = freshEmail('prodcopy');
    expect((await post(prod.api, 'sms_mail', { email })).body.type).toBe('ok');
    const res = await fetch(`${prod.api}/admin/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN });
    const code = ((await res.json()) as { message: Array<{ code: string }> }).message[0].code;
    const reply = await post(prod.api, 'user/register', {
      type: 'email',
      user_string: email,
      code,
      password: PASSWORD,
      re_password: PASSWORD,
    });
    expect(reply.body.type, JSON.stringify(reply.body)).toBe('ok');
    return reply.body.message as { token: string; uid: number };
  }

  it('seeds no lead trader, no account funded from outside; a new user finds empty lists', async () => {
    const db = prod.server.db.$sql;
    expect(await db.get('SELECT count(*) AS n FROM lead_traders')).toEqual({ n: 0 });
    expect(await db.get("SELECT count(*) AS n FROM users WHERE email LIKE '%traders.kestrel.invalid'")).toEqual({ n: 0 });
    expect(await db.get("SELECT count(*) AS n FROM journal WHERE ref = 'copytrade:seed'")).toEqual({ n: 0 });
    expect((await ok<FollowIndexReply>(prod, 'GET', 'follow/index')).list).toEqual([]);
    const me = await register();
    expect(await ok<FollowIndexReply>(prod, 'GET', 'follow/index', {}, me.token)).toEqual({ list: [], follows: 0, max_follows: 3 });
    expect(await ok<MyCopyReply>(prod, 'GET', 'follow/my', {}, me.token)).toEqual({ follows: [], history: [], available: '0' });
  });

  it('has a lead trader once an admin flags a real account, which no strategy may trade', async () => {
    const person = await register();
    const flagged = await admin<{ demo: boolean; strategy: string | null }>(prod, 'admin/copytrade/trader', {
      user_id: String(person.uid),
      active: '1',
      share_rate: '0.1',
    });
    expect(flagged).toMatchObject({ type: 'ok', message: { demo: false, strategy: null } });
    const viewer = await register();
    const list = (await ok<FollowIndexReply>(prod, 'GET', 'follow/index', {}, viewer.token)).list;
    expect(list.map((t) => [t.user_id, t.demo, t.return_30d, t.followers])).toEqual([[person.uid, false, '0', 0]]);
    await refused(prod, 'admin/copytrade/trader', { user_id: person.uid, active: 1, strategy: 'ma_cross' }, null, 'strategy');
  });
});

describe('demo mode', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startServer({ market: { autoStart: false } });
  });
  afterAll(() => demo.stop());

  const seededIds = async () =>
    (
      (await demo.server.db.$sql.all('SELECT user_id FROM lead_traders WHERE strategy IS NOT NULL ORDER BY user_id')) as Array<{
        user_id: number;
      }>
    ).map((r) => r.user_id);

  it('seeds the three strategy traders as demo accounts funded from the demo pool, once', async () => {
    const db = demo.server.db.$sql;
    const traders = await db.all('SELECT l.name, u.account_type FROM lead_traders l JOIN users u ON u.id = l.user_id ORDER BY l.user_id');
    expect(traders).toEqual(SEEDED.map((name) => ({ name, account_type: 'demo' })));
    // Every entry that touches them: the demo pool's grant of their contract balance, nothing else.
    const ids = await seededIds();
    const legs = await db.all(
      `SELECT j.kind, l.user_id, l.wallet, l.amount FROM journal j JOIN ledger l ON l.entry_id = j.id
       WHERE j.id IN (SELECT entry_id FROM ledger WHERE user_id IN (${ids.join(',')})) ORDER BY j.id, l.id`,
    );
    expect(legs).toEqual(
      ids.flatMap((id) => [
        { kind: 'demo_grant', user_id: DEMO_POOL_ID, wallet: 'legal', amount: '-20000' },
        { kind: 'demo_grant', user_id: id, wallet: 'lever', amount: '20000' },
      ]),
    );
    // Seeding again (every start) adds nothing.
    await seedLeadTraders(demo.server.db, 'demo');
    expect(await seededIds()).toEqual(ids);
  });

  it('a demo account sees and follows demo traders only, a real account real ones only; the figures come from the trades', async () => {
    const [ada] = await seededIds();
    const real = await registerEmail(demo.api, freshEmail('democopy'));
    const lead = await registerEmail(demo.api, freshEmail('democopylead'));
    await admin(demo, 'admin/copytrade/trader', { user_id: String(lead.uid), active: '1', share_rate: '0.2' });
    const player = await demoLogin(demo.api);

    const guest = (await ok<FollowIndexReply>(demo, 'GET', 'follow/index')).list;
    expect(guest.map((t) => [t.name, t.demo]).sort()).toEqual(
      [...SEEDED.map((n) => [n, true]), [guest.find((t) => !t.demo)?.name, false]].sort(),
    );
    const seenBy = async (token: string) =>
      (await ok<FollowIndexReply>(demo, 'GET', 'follow/index', {}, token)).list.map((t) => t.user_id).sort();
    expect(await seenBy(player.token)).toEqual(await seededIds());
    expect(await seenBy(real.token)).toEqual([lead.uid]);

    const form = (trader: number) => ({ trader_user_id: trader, type: 2, number: '1', budget: '500', agree: '1' });
    await refused(demo, 'follow/follow', form(ada), real.token, 'trader_user_id');
    await refused(demo, 'follow/follow', form(lead.uid), player.token, 'trader_user_id');
    await refused(demo, 'admin/copytrade/trader', { user_id: lead.uid, active: 1, strategy: 'breakout' }, null, 'strategy');
    const followed = await ok<Follow>(demo, 'POST', 'follow/follow', form(ada), player.token);
    expect(followed.status).toBe('active');

    // Ada's figures before any trade: nothing invented.
    const before = await ok<TraderDetailReply>(demo, 'GET', 'follow/traderDetail', { trader_user_id: ada });
    expect(before.figures_30d).toEqual({ return_rate: '0', win_rate: '0', max_drawdown: '0', profit: '0', trades: 0, wins: 0 });

    // Ada trades (her strategy is driven by hand here): the demo copy, and the share, stay on the demo side.
    const trading = await demo.server.use('trading');
    const feed = demo.server.use('feed');
    await feed.push('BTCUSDT', '60000');
    const order = await trading.leverSubmit(ada, { symbol: 'BTCUSDT', side: 'buy', order_type: 'market', lots: '1', leverage: 10 });
    await feed.push('BTCUSDT', '60800');
    await trading.leverClose(ada, order.id);
    const my = await ok<MyCopyReply>(demo, 'GET', 'follow/my', {}, player.token);
    expect(my.history).toHaveLength(1);
    expect(my.history[0].share_paid).toBe(profitShare(my.history[0].order.profit, '0.1').paid.toFixed());
    expect(my.history[0].share_paid).toBe('0.8');
    const after = await ok<TraderDetailReply>(demo, 'GET', 'follow/traderDetail', { trader_user_id: ada });
    const closed = (await demo.server.db.$sql.all(
      "SELECT profit, margin, closed_at FROM lever_orders WHERE user_id = ? AND status = 'closed'",
      ada,
    )) as Array<{ profit: string; margin: string; closed_at: number }>;
    expect(after.figures_30d).toEqual(traderFigures(closed, 0));
    expect(after.figures_30d.trades).toBe(1);
  });

  it('retires the strategy traders an earlier version seeded as real accounts', async () => {
    const real = await registerEmail(demo.api, freshEmail('oldseed'));
    const follower = await registerEmail(demo.api, freshEmail('oldseedfollower'));
    const db = demo.server.db.$sql;
    // As an earlier version left them: a real account trading by a strategy, followed.
    await db.run(
      "INSERT INTO lead_traders (user_id, name, share_rate, strategy, active, created_at) VALUES (?, 'Old', '0.1', 'ma_cross', 1, 0)",
      real.uid,
    );
    await db.run(
      "INSERT INTO copy_follows (follower_id, trader_id, type, number, budget, share_rate, status, created_at) VALUES (?, ?, 1, '1', '100', '0.1', 'active', 0)",
      follower.uid,
      real.uid,
    );
    expect((await demo.server.audit()).results.find((r) => r.name.includes('automatic'))?.held).toBe(false);
    await seedLeadTraders(demo.server.db, 'demo');
    expect(await db.get('SELECT active, strategy FROM lead_traders WHERE user_id = ?', real.uid)).toEqual({ active: 0, strategy: null });
    expect(await db.get('SELECT status FROM copy_follows WHERE trader_id = ?', real.uid)).toEqual({ status: 'cancelled' });
    expect((await demo.server.audit()).ok).toBe(true);
  });
});
