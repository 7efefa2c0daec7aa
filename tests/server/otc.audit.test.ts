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

function account(db: Db, type: 'real' | 'demo', kyc: number, usdt: string) {
  const id = addUser(db, type);
  db.$sql.run('UPDATE users SET kyc_level = ?, kyc_status = 2 WHERE id = ?', kyc, id);
  db.transaction(() =>
    transfer(db, type === 'demo' ? DEMO_POOL_ID : EXTERNAL_ID, id, USDT, usdt, type === 'demo' ? 'demo_grant' : 'deposit', 'test'),
  );
  const row = userById(db, id);
  if (!row) throw new Error('no user');
  return row;
}

/** Sound books with an order in every state: released, cancelled, expired, refunded, disputed, paid, unpaid. */
function world() {
  enableTestClock();
  const db = memoryDb();
  seedOtc(db, { mode: 'demo' });
  const scheduler = createScheduler(db, () => undefined);
  const otc = createOtc(db, scheduler, notifyNobody);
  const owner = account(db, 'real', 2, '5000');
  const buyer = account(db, 'real', 1, '0');
  const at = Math.floor(Date.now() / 1000);
  db.$sql.run(`INSERT INTO otc_ads (user_id, side, fiat, price, min_amount, max_amount, methods, pay_details, created_at)
       VALUES (?, 'sell', 'USD', '1', '10', '1000', 'bank', 'Acct', ?)`, owner.id, at);
  const realAd = (db.$sql.get('SELECT max(id) AS id FROM otc_ads') as { id: number }).id;
  const take = (amount: string) => otc.place(buyer, realAd, amount, undefined).id;
  const released = take('10');
  otc.markPaid(buyer, released);
  otc.release(owner, released);
  const cancelled = take('11');
  otc.cancel(buyer, cancelled);
  const disputed = take('12');
  const refunded = take('13');
  otc.markPaid(buyer, disputed);
  otc.markPaid(buyer, refunded);
  advanceClock(901 * SEC);
  otc.dispute(buyer, disputed, 'Paid, not released');
  otc.dispute(owner, refunded, 'No money arrived');
  otc.decide(refunded, 'refund', 'No payment found');
  const expired = take('14');
  advanceClock(901 * SEC);
  scheduler.runDue();
  // Demo accounts with the demo merchants: one unpaid, one paid (the merchant releases by itself), one sold to a merchant.
  const merchantAd = (side: 'buy' | 'sell') =>
    (
      db.$sql.get(`SELECT a.id FROM otc_ads a JOIN otc_merchants m ON m.user_id = a.user_id WHERE a.side = ? LIMIT 1`, side) as {
        id: number;
      }
    ).id;
  const [a, b, s] = [account(db, 'demo', 0, '1000'), account(db, 'demo', 0, '1000'), account(db, 'demo', 0, '1000')];
  const unpaid = otc.place(a, merchantAd('sell'), '100', undefined).id;
  const paid = otc.place(b, merchantAd('sell'), '50', undefined).id;
  otc.markPaid(b, paid);
  const sold = otc.place(s, merchantAd('buy'), '30', 'My bank').id;
  const orders = { released, cancelled, expired, refunded, disputed, paid, unpaid, sold };
  return { db, otc, owner, buyer, orders };
}

const broken = (db: Db) =>
  auditDatabase(db)
    .results.filter((r) => !r.held)
    .map((r) => ({ name: r.name, examples: r.examples }));

describe('the auditor’s OTC checks', () => {
  it('hold on sound books with an order in every state', () => {
    const { db, orders } = world();
    const states = db.$sql.all('SELECT id, status FROM otc_orders ORDER BY id') as Array<{ id: number; status: string }>;
    expect(new Set(states.map((o) => o.status))).toEqual(
      new Set(['released', 'cancelled', 'expired', 'refunded', 'disputed', 'paid', 'unpaid']),
    );
    expect(Object.keys(orders)).toHaveLength(8);
    const names = auditDatabase(db).results.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([ESCROW, PENDING, APART]));
    expect(broken(db)).toEqual([]);
  });

  it('find an escrow that left twice, and an order ended with its escrow still frozen', () => {
    const { db, owner, buyer, orders } = world();
    // A second release of the same order, balanced and otherwise sound.
    db.transaction(() =>
      post(db, {
        kind: 'otc',
        ref: `otc:${orders.released}`,
        legs: [
          { account: owner.id, currency: USDT, amount: '-10' },
          { account: buyer.id, currency: USDT, amount: '10' },
        ],
      }),
    );
    expect(broken(db)).toEqual([{ name: ESCROW, examples: [`order ${orders.released} (released) has 2 otc entries, 1 expected`] }]);

    const other = world();
    other.db.$sql.run("UPDATE otc_orders SET status = 'cancelled', done_at = 1 WHERE id = ?", other.orders.unpaid);
    const found = broken(other.db);
    expect(found.find((b) => b.name === ESCROW)?.examples).toEqual([
      `order ${other.orders.unpaid} (cancelled) has 0 unfreeze entries, 1 expected`,
    ]);
    expect(found.map((b) => b.name)).toContain('core: frozen money is what live orders, escrows and requests hold');
  });

  it('find an open order without its due time or expiry job, an announced automatic step without its job, a dispute without its reason', () => {
    const { db, orders } = world();
    db.$sql.run("UPDATE otc_orders SET dispute_reason = ' ' WHERE id = ?", orders.disputed);
    db.$sql.run("UPDATE jobs SET status = 'cancelled' WHERE kind = 'otc.expire' AND ref = ?", `otc:${orders.unpaid}`);
    db.$sql.run("UPDATE jobs SET status = 'cancelled' WHERE kind = 'otc.auto' AND ref = ?", `otc:${orders.paid}:release`);
    db.$sql.run("UPDATE jobs SET status = 'cancelled' WHERE kind = 'otc.auto' AND ref = ?", `otc:${orders.sold}:paid`);
    db.$sql.run('UPDATE otc_orders SET done_at = NULL WHERE id = ?', orders.expired);
    expect(broken(db)).toEqual([
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
    const other = world();
    other.db.$sql.run('UPDATE otc_orders SET pay_due_at = created_at WHERE id = ?', other.orders.released);
    expect(broken(other.db)).toEqual([
      { name: PENDING, examples: [`order ${other.orders.released} (released) has no pay due time after its creation`] },
    ]);
  });

  it('find a demo merchant in an order with a real account, a real account as a seeded merchant, an order joining demo and real', () => {
    const { db, buyer, owner, orders } = world();
    db.$sql.run('UPDATE otc_orders SET buyer_id = ? WHERE id = ?', buyer.id, orders.unpaid);
    const merchant = (db.$sql.get('SELECT merchant_id AS m FROM otc_orders WHERE id = ?', orders.unpaid) as { m: number }).m;
    expect(broken(db)).toEqual([
      {
        name: APART,
        examples: [`order ${orders.unpaid}: demo merchant ${merchant} trades with a real account (buyer ${buyer.id}, seller ${merchant})`],
      },
    ]);
    const other = world();
    other.db.$sql.run('INSERT INTO otc_merchants (user_id, auto) VALUES (?, 1)', other.owner.id);
    expect(broken(other.db).map((b) => [b.name, b.examples[0]])).toEqual([
      [APART, `seeded merchant ${other.owner.id} is not a demo account`],
    ]);
    const third = world();
    const demo = (third.db.$sql.get('SELECT buyer_id AS b FROM otc_orders WHERE id = ?', third.orders.paid) as { b: number }).b;
    third.db.$sql.run('UPDATE otc_orders SET buyer_id = ? WHERE id = ?', demo, third.orders.disputed);
    expect(broken(third.db)).toEqual([
      { name: APART, examples: [`order ${third.orders.disputed} is between a demo buyer and a real seller`] },
    ]);
    expect(owner.account_type).toBe('real');
  });
});

describe('a database seeded before demo and real money were kept apart', () => {
  it('retires the merchants seeded as real accounts (float back to the house, adverts closed, no automatic step) and drops the invented record', () => {
    enableTestClock();
    const db = openDb(':memory:');
    const later = ['otc-002-record-from-orders', 'otc-003-retire-real-merchants'];
    migrate(
      db,
      allMigrations().filter((m) => !later.includes(m.id)),
    );
    seedTestCatalogue(db);
    seedHouse(db);
    // What the old seed made in every mode: a real KYC-2 account with a float from the house, an invented record, an advert.
    const merchant = addUser(db, 'real');
    db.$sql.run("UPDATE users SET nickname = 'Aurora OTC', kyc_level = 2, kyc_status = 2 WHERE id = ?", merchant);
    db.$sql.run('INSERT INTO otc_merchants (user_id, auto, orders_base, completed_base) VALUES (?, 1, 1284, 1271)', merchant);
    db.transaction(() => transfer(db, HOUSE_ID, merchant, USDT, '2000000', 'otc_float', `otc-merchant:${merchant}`));
    db.$sql.run(`INSERT INTO otc_ads (user_id, side, fiat, price, min_amount, max_amount, methods, pay_details, created_at)
         VALUES (?, 'sell', 'USD', '1.01', '10', '50000', 'bank', 'Aurora OTC Ltd', 0)`, merchant);
    const ad = (db.$sql.get('SELECT max(id) AS id FROM otc_ads') as { id: number }).id;
    // A real account's order on it, marked paid, the old automatic release announced.
    const buyer = account(db, 'real', 1, '1');
    const otc = createOtc(
      db,
      createScheduler(db, () => undefined),
      notifyNobody,
    );
    const order = otc.place(buyer, ad, '100', undefined).id;
    otc.markPaid(buyer, order);
    db.$sql.run('UPDATE otc_orders SET auto_at = paid_at + 15 WHERE id = ?', order);
    const house = balanceOf(db, HOUSE_ID, USDT).available;

    expect(migrate(db, allMigrations())).toEqual(later);
    const columns = db.$sql.all("SELECT name FROM pragma_table_info('otc_merchants')");
    expect(columns).toEqual([{ name: 'user_id' }, { name: 'auto' }]);
    expect(db.$sql.get('SELECT count(*) AS n FROM otc_merchants')).toEqual({ n: 0 });
    expect(db.$sql.get('SELECT active FROM otc_ads WHERE id = ?', ad)).toEqual({ active: 0 });
    const left = balanceOf(db, merchant, USDT);
    expect([left.available.toFixed(), left.frozen.toFixed()]).toEqual(['0', '100']);
    expect(balanceOf(db, HOUSE_ID, USDT).available.minus(house).toFixed()).toBe('1999900');
    expect(db.$sql.get('SELECT status, auto_at FROM otc_orders WHERE id = ?', order)).toEqual({ status: 'paid', auto_at: null });
    expect(broken(db)).toEqual([]);
    // In demo mode the seed then makes the demo merchants (demo accounts); the books stay sound.
    seedOtc(db, { mode: 'demo' });
    const seeded = db.$sql.all('SELECT u.account_type AS type, count(*) AS n FROM otc_merchants m JOIN users u ON u.id = m.user_id GROUP BY 1');
    expect(seeded).toEqual([{ type: 'demo', n: 3 }]);
    expect(broken(db)).toEqual([]);
  });
});
