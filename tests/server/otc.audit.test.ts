// The auditor's OTC checks (server/modules/otc/audit.ts) on an engine-level world with orders in every
// state: all held on sound books; each broken, with an example naming the order, once the books are
// damaged in that one way behind the journal's back. And a database seeded before demo and real money
// were kept apart (merchants as real accounts with a house float and an invented record) is cleaned by
// its migrations: merchants retired, their float back to the house, the books still sound.
import { describe, expect, it } from 'vitest';
import { allMigrations, auditDatabase } from '../../server/app';
import { advanceClock, enableTestClock } from '../../server/core/clock';
import { type Db, openDb } from '../../server/core/db';
import { balanceOf, DEMO_POOL_ID, EXTERNAL_ID, HOUSE_ID, post, seedHouse, transfer } from '../../server/core/ledger';
import { migrate } from '../../server/core/migrate';
import { notifyNobody } from '../../server/core/notifications';
import { createScheduler } from '../../server/core/scheduler';
import { userById } from '../../server/core/users';
import { seedOtc } from '../../server/modules/otc/seed';
import { createOtc } from '../../server/modules/otc/service';
import { addUser, memoryDb, seedTestCatalogue } from './fakeFeed';

const USDT = 1;
const SEC = 1000;
const ESCROW = 'otc: each order’s escrow is frozen once, then leaves once: released to the buyer or returned to the seller';
const PENDING = 'otc: every open order has its state, due time and the job that ends it; a dispute its side and reason';
const APART = 'otc: demo merchants trade only with demo accounts; no order joins a demo and a real account';

async function account(db: Db, type: 'real' | 'demo', kyc: number, usdt: string) {
  const id = await addUser(db, type);
  await db.$sql.run('UPDATE users SET kyc_level = ?, kyc_status = 2 WHERE id = ?', kyc, id);
  await db.transaction(
    async () =>
      await transfer(db, type === 'demo' ? DEMO_POOL_ID : EXTERNAL_ID, id, USDT, usdt, type === 'demo' ? 'demo_grant' : 'deposit', 'test'),
  );
  const row = await userById(db, id);
  if (!row) throw new Error('no user');
  return row;
}

/** Sound books with an order in every state: released, cancelled, expired, refunded, disputed, paid, unpaid. */
async function world() {
  enableTestClock();
  const db = await memoryDb();
  await seedOtc(db, { mode: 'demo' });
  const scheduler = await createScheduler(db, () => undefined);
  const otc = createOtc(db, scheduler, notifyNobody);
  const owner = await account(db, 'real', 2, '5000');
  const buyer = await account(db, 'real', 1, '0');
  const at = Math.floor(Date.now() / 1000);
  await db.$sql.run(
    `INSERT INTO otc_ads (user_id, side, fiat, price, min_amount, max_amount, methods, pay_details, created_at)
       VALUES (?, 'sell', 'USD', '1', '10', '1000', 'bank', 'Acct', ?)`,
    owner.id,
    at,
  );
  const realAd = ((await db.$sql.get('SELECT max(id) AS id FROM otc_ads')) as { id: number }).id;
  const take = async (amount: string) => (await otc.place(buyer, realAd, amount, undefined)).id;
  const released = await take('10');
  await otc.markPaid(buyer, released);
  await otc.release(owner, released);
  const cancelled = await take('11');
  await otc.cancel(buyer, cancelled);
  const disputed = await take('12');
  const refunded = await take('13');
  await otc.markPaid(buyer, disputed);
  await otc.markPaid(buyer, refunded);
  advanceClock(901 * SEC);
  await otc.dispute(buyer, disputed, 'Paid, not released');
  await otc.dispute(owner, refunded, 'No money arrived');
  await otc.decide(refunded, 'refund', 'No payment found');
  const expired = await take('14');
  advanceClock(901 * SEC);
  await scheduler.runDue();
  // Demo accounts with the demo merchants: one unpaid, one paid (the merchant releases by itself), one sold to a merchant.
  const merchantAd = async (side: 'buy' | 'sell') =>
    (
      (await db.$sql.get(`SELECT a.id FROM otc_ads a JOIN otc_merchants m ON m.user_id = a.user_id WHERE a.side = ? LIMIT 1`, side)) as {
        id: number;
      }
    ).id;
  const [a, b, s] = [await account(db, 'demo', 0, '1000'), await account(db, 'demo', 0, '1000'), await account(db, 'demo', 0, '1000')];
  const unpaid = (await otc.place(a, await merchantAd('sell'), '100', undefined)).id;
  const paid = (await otc.place(b, await merchantAd('sell'), '50', undefined)).id;
  await otc.markPaid(b, paid);
  const sold = (await otc.place(s, await merchantAd('buy'), '30', 'My bank')).id;
  const orders = { released, cancelled, expired, refunded, disputed, paid, unpaid, sold };
  return { db, otc, owner, buyer, orders };
}

const broken = async (db: Db) =>
  (await auditDatabase(db)).results.filter((r) => !r.held).map((r) => ({ name: r.name, examples: r.examples }));

describe('the auditor’s OTC checks', () => {
  it('hold on sound books with an order in every state', async () => {
    const { db, orders } = await world();
    const states = (await db.$sql.all('SELECT id, status FROM otc_orders ORDER BY id')) as Array<{ id: number; status: string }>;
    expect(new Set(states.map((o) => o.status))).toEqual(
      new Set(['released', 'cancelled', 'expired', 'refunded', 'disputed', 'paid', 'unpaid']),
    );
    expect(Object.keys(orders)).toHaveLength(8);
    const names = (await auditDatabase(db)).results.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([ESCROW, PENDING, APART]));
    expect(await broken(db)).toEqual([]);
  });

  it('find an escrow that left twice, and an order ended with its escrow still frozen', async () => {
    const { db, owner, buyer, orders } = await world();
    // A second release of the same order, balanced and otherwise sound.
    await db.transaction(
      async () =>
        await post(db, {
          kind: 'otc',
          ref: `otc:${orders.released}`,
          legs: [
            { account: owner.id, currency: USDT, amount: '-10' },
            { account: buyer.id, currency: USDT, amount: '10' },
          ],
        }),
    );
    expect(await broken(db)).toEqual([{ name: ESCROW, examples: [`order ${orders.released} (released) has 2 otc entries, 1 expected`] }]);

    const other = await world();
    await other.db.$sql.run("UPDATE otc_orders SET status = 'cancelled', done_at = 1 WHERE id = ?", other.orders.unpaid);
    const found = await broken(other.db);
    expect(found.find((b) => b.name === ESCROW)?.examples).toEqual([
      `order ${other.orders.unpaid} (cancelled) has 0 unfreeze entries, 1 expected`,
    ]);
    expect(found.map((b) => b.name)).toContain('core: frozen money is what live orders, escrows and requests hold');
  });

  it('find an open order without its due time or expiry job, an announced automatic step without its job, a dispute without its reason', async () => {
    const { db, orders } = await world();
    await db.$sql.run("UPDATE otc_orders SET dispute_reason = ' ' WHERE id = ?", orders.disputed);
    await db.$sql.run("UPDATE jobs SET status = 'cancelled' WHERE kind = 'otc.expire' AND ref = ?", `otc:${orders.unpaid}`);
    await db.$sql.run("UPDATE jobs SET status = 'cancelled' WHERE kind = 'otc.auto' AND ref = ?", `otc:${orders.paid}:release`);
    await db.$sql.run("UPDATE jobs SET status = 'cancelled' WHERE kind = 'otc.auto' AND ref = ?", `otc:${orders.sold}:paid`);
    await db.$sql.run('UPDATE otc_orders SET done_at = NULL WHERE id = ?', orders.expired);
    expect(await broken(db)).toEqual([
      {
        name: PENDING,
        examples: [
          `order ${orders.disputed} (disputed) has no side and reason of its dispute`,
          `order ${orders.expired} (expired) has no time it ended`,
          `order ${orders.unpaid} (unpaid) has no pending expiry at its due time`,
          `order ${orders.paid} (paid) announces an automatic release with no job for it`,
          `order ${orders.sold} (unpaid) announces an automatic payment with no job for it`,
        ],
      },
    ]);
    const other = await world();
    await other.db.$sql.run('UPDATE otc_orders SET pay_due_at = created_at WHERE id = ?', other.orders.released);
    expect(await broken(other.db)).toEqual([
      { name: PENDING, examples: [`order ${other.orders.released} (released) has no pay due time after its creation`] },
    ]);
  });

  it('find a demo merchant in an order with a real account, a real account as a seeded merchant, an order joining demo and real', async () => {
    const { db, buyer, owner, orders } = await world();
    await db.$sql.run('UPDATE otc_orders SET buyer_id = ? WHERE id = ?', buyer.id, orders.unpaid);
    const merchant = ((await db.$sql.get('SELECT merchant_id AS m FROM otc_orders WHERE id = ?', orders.unpaid)) as { m: number }).m;
    expect(await broken(db)).toEqual([
      {
        name: APART,
        examples: [`order ${orders.unpaid}: demo merchant ${merchant} trades with a real account (buyer ${buyer.id}, seller ${merchant})`],
      },
    ]);
    const other = await world();
    await other.db.$sql.run('INSERT INTO otc_merchants (user_id, auto) VALUES (?, 1)', other.owner.id);
    expect((await broken(other.db)).map((b) => [b.name, b.examples[0]])).toEqual([
      [APART, `seeded merchant ${other.owner.id} is not a demo account`],
    ]);
    const third = await world();
    const demo = ((await third.db.$sql.get('SELECT buyer_id AS b FROM otc_orders WHERE id = ?', third.orders.paid)) as { b: number }).b;
    await third.db.$sql.run('UPDATE otc_orders SET buyer_id = ? WHERE id = ?', demo, third.orders.disputed);
    expect(await broken(third.db)).toEqual([
      { name: APART, examples: [`order ${third.orders.disputed} is between a demo buyer and a real seller`] },
    ]);
    expect(owner.account_type).toBe('real');
  });
});

describe('a database seeded before demo and real money were kept apart', () => {
  it('retires the merchants seeded as real accounts (float back to the house, adverts closed, no automatic step) and drops the invented record', async () => {
    enableTestClock();
    const db = openDb(':memory:');
    const later = ['otc-002-record-from-orders', 'otc-003-retire-real-merchants'];
    migrate(
      db.$migrations,
      allMigrations().filter((m) => !later.includes(m.id)),
    );
    await seedTestCatalogue(db);
    await seedHouse(db);
    // What the old seed made in every mode: a real KYC-2 account with a float from the house, an invented record, an advert.
    const merchant = await addUser(db, 'real');
    await db.$sql.run("UPDATE users SET nickname = 'Aurora OTC', kyc_level = 2, kyc_status = 2 WHERE id = ?", merchant);
    await db.$sql.run('INSERT INTO otc_merchants (user_id, auto, orders_base, completed_base) VALUES (?, 1, 1284, 1271)', merchant);
    await db.transaction(async () => await transfer(db, HOUSE_ID, merchant, USDT, '2000000', 'otc_float', `otc-merchant:${merchant}`));
    await db.$sql.run(
      `INSERT INTO otc_ads (user_id, side, fiat, price, min_amount, max_amount, methods, pay_details, created_at)
         VALUES (?, 'sell', 'USD', '1.01', '10', '50000', 'bank', 'Aurora OTC Ltd', 0)`,
      merchant,
    );
    const ad = ((await db.$sql.get('SELECT max(id) AS id FROM otc_ads')) as { id: number }).id;
    // A real account's order on it, marked paid, the old automatic release announced.
    const buyer = await account(db, 'real', 1, '1');
    const otc = createOtc(db, await createScheduler(db, () => undefined), notifyNobody);
    const order = (await otc.place(buyer, ad, '100', undefined)).id;
    await otc.markPaid(buyer, order);
    await db.$sql.run('UPDATE otc_orders SET auto_at = paid_at + 15 WHERE id = ?', order);
    const house = (await balanceOf(db, HOUSE_ID, USDT)).available;

    expect(migrate(db.$migrations, allMigrations())).toEqual(later);
    const columns = await db.$sql.all("SELECT name FROM pragma_table_info('otc_merchants')");
    expect(columns).toEqual([{ name: 'user_id' }, { name: 'auto' }]);
    expect(await db.$sql.get('SELECT count(*) AS n FROM otc_merchants')).toEqual({ n: 0 });
    expect(await db.$sql.get('SELECT active FROM otc_ads WHERE id = ?', ad)).toEqual({ active: 0 });
    const left = await balanceOf(db, merchant, USDT);
    expect([left.available.toFixed(), left.frozen.toFixed()]).toEqual(['0', '100']);
    expect((await balanceOf(db, HOUSE_ID, USDT)).available.minus(house).toFixed()).toBe('1999900');
    expect(await db.$sql.get('SELECT status, auto_at FROM otc_orders WHERE id = ?', order)).toEqual({ status: 'paid', auto_at: null });
    expect(await broken(db)).toEqual([]);
    // In demo mode the seed then makes the demo merchants (demo accounts); the books stay sound.
    await seedOtc(db, { mode: 'demo' });
    const seeded = await db.$sql.all(
      'SELECT u.account_type AS type, count(*) AS n FROM otc_merchants m JOIN users u ON u.id = m.user_id GROUP BY 1',
    );
    expect(seeded).toEqual([{ type: 'demo', n: 3 }]);
    expect(await broken(db)).toEqual([]);
  });
});
