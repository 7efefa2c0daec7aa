// Property: random NFT actions by four real users (purchases, boxes, margins, bids, payments, resales at
// a fixed price or by auction, cancellations, boxes opened, clock moves across auction ends and pay
// deadlines) at the engine level on an in-memory SQLite with the scheduler run by hand. After every step
// no balance is negative and a refused step changes nothing. At the end: the books balance (checkBooks:
// the fee account holds exactly the fees of paid orders, frozen USDT equals the margins held), and for
// every paid order the seller's share + fee + royalty = the price paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock, enableTestClock } from '../../server/core/clock';
import { now } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { EXTERNAL_ID, LedgerError, totalsByCurrency, transfer } from '../../server/core/ledger';
import { notifyNobody } from '../../server/core/notifications';
import type { ServerOptions } from '../../server/core/options';
import { createScheduler } from '../../server/core/scheduler';
import { userById } from '../../server/core/users';
import { createAuctions } from '../../server/modules/nft/auction';
import { createArtist, createItem } from '../../server/modules/nft/catalog';
import { createOwners } from '../../server/modules/nft/owners';
import { createSales } from '../../server/modules/nft/sales';
import { createViews } from '../../server/modules/nft/views';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { addUser, memoryDb } from './fakeFeed';
import { balancesSnapshot, checkBooks, negatives } from './ledgerBooks';

const HOUR = 3_600;
const PRIZES = JSON.stringify([
  { name: 'A', media_url: '/a.svg', weight: 2 },
  { name: 'B', media_url: '/b.svg', weight: 1 },
]);

const op = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('buy' as const), u: fc.nat(3), k: fc.nat(5), wallet: fc.boolean() }) },
  {
    weight: 5,
    arbitrary: fc.record({ t: fc.constant('bid' as const), u: fc.nat(3), k: fc.nat(5), raise: fc.integer({ min: 0, max: 30 }) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('margin' as const), u: fc.nat(3), k: fc.nat(5) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('pay' as const), u: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('resell' as const),
      u: fc.nat(3),
      k: fc.nat(5),
      auction: fc.boolean(),
      price: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), u: fc.nat(3), k: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('open' as const), u: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 30 }) }) },
);

async function world() {
  enableTestClock();
  const db = memoryDb();
  const scheduler = createScheduler(db, () => undefined);
  const views = createViews(db);
  const sales = createSales(db, { chains: [{ chainId: 1 }] } as unknown as ServerOptions, scheduler, notifyNobody, views);
  const auctions = createAuctions(db, scheduler, notifyNobody, views, sales);
  const owners = createOwners(db, views, auctions);
  const users = [0, 1, 2, 3].map(() => addUser(db, 'real'));
  db.transaction(() => {
    for (const u of users) transfer(db, EXTERNAL_ID, u, 1, '3000', 'deposit', 'test');
  });
  const artist = createArtist(db, { name: 'Prop', avatar_url: '/x.svg', bio: '' });
  const t = now();
  const base = { artist_id: artist.id, description: '', media_type: 'image' as const, media_url: '/x.svg', start_at: t - 60 };
  const items = [
    await createItem(db, { ...base, name: 'F1', mode: 'fixed', price: '123.45678901', end_at: t + 100 * HOUR }),
    await createItem(db, { ...base, name: 'F2', mode: 'fixed', price: '7', end_at: t + 100 * HOUR }),
    await createItem(db, { ...base, name: 'A1', mode: 'auction', price: '100', min_raise: '3.3', margin: '25', end_at: t + 5 * HOUR }),
    await createItem(db, { ...base, name: 'A2', mode: 'auction', price: '0.5', min_raise: '0.01', margin: '1', end_at: t + 40 * HOUR }),
    await createItem(db, { ...base, name: 'B1', mode: 'blind', price: '9.99', supply: 5, prizes: PRIZES, end_at: t + 100 * HOUR }),
    await createItem(db, { ...base, name: 'F3', mode: 'fixed', price: '1500', end_at: t + 100 * HOUR }),
  ];
  db.transaction(() => {
    for (const i of items) if (i.mode === 'auction') auctions.scheduleEnd(i);
  });
  return { db, scheduler, views, sales, auctions, owners, users, items, artist };
}

describe('NFT ledger property', () => {
  it('random NFT actions conserve money, hold exactly the margins frozen, and split every sale exactly', async () => {
    let paidOrders = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 50, size: 'max' }), async (ops) => {
        const w = await world();
        const { db } = w;
        const start = totalsByCurrency(db, { withoutExternal: true });
        const snapshot = () => balancesSnapshot(db);
        for (const o of ops) {
          const before = snapshot();
          try {
            if (o.t === 'clock') {
              advanceClock(o.hours * HOUR * 1000);
              w.scheduler.runDue();
              continue;
            }
            const user = userById(db, w.users[o.u]);
            if (!user) throw new Error('no user');
            const item = 'k' in o ? w.views.itemById(w.items[o.k].id) : null;
            if (o.t === 'buy' && item) w.sales.buy(user, item.id, item.price, o.wallet ? 'wallet' : 'balance', 'en');
            else if (o.t === 'margin' && item) w.auctions.marginNFT(user, item.id);
            else if (o.t === 'bid' && item) {
              const a = w.views.detail(item, user.id).auction;
              w.auctions.bid(
                user,
                item.id,
                dec(a?.next_min_bid ?? item.price)
                  .plus(o.raise)
                  .toFixed(),
              );
            } else if (o.t === 'pay') {
              const due = db.$client.prepare("SELECT id FROM nft_orders WHERE user_id = ? AND status = 'awaiting_payment'").get(user.id) as
                | { id: number }
                | undefined;
              if (due) w.sales.pay(user, { order_id: due.id, pay_type: 'balance' }, 'en');
            } else if (o.t === 'resell') {
              const owned = db.$client.prepare('SELECT id FROM nft_items WHERE owner_id = ? AND listed = 0 ORDER BY id').get(user.id) as
                | { id: number }
                | undefined;
              if (owned)
                w.owners.resell(user, {
                  id: owned.id,
                  mode: o.auction ? 'auction' : 'fixed',
                  price: dec(o.price).div(10).toFixed(),
                  min_raise: '1',
                  margin: '5',
                  end_at: now() + 3 * HOUR,
                });
            } else if (o.t === 'cancel') {
              const listed = db.$client.prepare('SELECT id FROM nft_items WHERE owner_id = ? AND listed = 1').get(user.id) as
                | { id: number }
                | undefined;
              if (listed) w.owners.cancel(user, listed.id);
            } else if (o.t === 'open') {
              const box = db.$client.prepare('SELECT id FROM nft_boxes WHERE user_id = ? AND opened_at IS NULL').get(user.id) as
                | { id: number }
                | undefined;
              if (box) await w.owners.open(user, box.id);
            }
          } catch (error) {
            if (!(error instanceof ApiFailure || error instanceof LedgerError)) throw error;
            expect(snapshot(), `a refused ${o.t} changes nothing`).toBe(before);
          }
          expect(negatives(db)).toBe(0);
        }
        advanceClock(200 * HOUR * 1000);
        w.scheduler.runDue();
        checkBooks(db, start);
        const paid = db.$client.prepare("SELECT id, amount, fee, royalty, seller_id FROM nft_orders WHERE status = 'paid'").all() as Array<{
          id: number;
          amount: string;
          fee: string;
          royalty: string;
          seller_id: number;
        }>;
        paidOrders += paid.length;
        for (const p of paid) {
          const legs = db.$client
            .prepare("SELECT user_id, amount FROM ledger WHERE ref = ? AND kind = 'nft_sale' AND amount NOT LIKE '-%'")
            .all(`nftorder:${p.id}`) as Array<{ user_id: number; amount: string }>;
          const seller = legs.reduce((s, l) => s.plus(l.amount), new Decimal(0));
          expect(seller.plus(p.fee).plus(p.royalty).toFixed(), `order ${p.id}`).toBe(dec(p.amount).toFixed());
        }
        const awaiting = db.$client.prepare("SELECT count(*) AS n FROM nft_orders WHERE status = 'awaiting_payment'").get() as {
          n: number;
        };
        expect(awaiting.n).toBe(0);
      }),
      // A fixed seed: the same draws on every run, so the count below never depends on luck.
      { numRuns: 30, seed: 20261126 },
    );
    expect(paidOrders).toBeGreaterThan(10);
  });
});
