// Property: random NFT actions by four real users (purchases from the balance or held for a wallet,
// boxes, margins, bids, payments, resales at a fixed price or by auction, cancellations, boxes opened,
// withdrawals to a chain recorded, favourites, clock moves across auction ends and pay deadlines) at the
// engine level on an in-memory SQLite with the scheduler run by hand, interleaved with the attacks of
// issue 29 on items held for an order: the owner reselling, cancelling or withdrawing it during the
// winner's payment window or a wallet hold, others buying or bidding on it — each must be refused. After
// every step no balance is negative and a refused step changes nothing. At the end: the books balance
// (checkBooks, with the auditor of the books: one owner and at most one reservation per item, one paid
// order per listing, each paid order's legs once, margins frozen only for live auctions or unpaid wins),
// and for every paid order the seller's share + fee + royalty = the price paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../server/core/clock';
import { now } from '../../server/core/db';
import { ApiFailure } from '../../server/core/http';
import { balanceOf, LedgerError, totalsByCurrency } from '../../server/core/ledger';
import { lockItem, withdrawable } from '../../server/modules/nft/lock';
import { createMarket } from '../../server/modules/nft/market';
import type { ServerOptions } from '../../server/core/options';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { balancesSnapshot, checkBooks, negatives } from './ledgerBooks';
import { HOUR, nftEngine } from './nftEngine';

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
  { weight: 1, arbitrary: fc.record({ t: fc.constant('withdraw' as const), u: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('favourite' as const), u: fc.nat(3), k: fc.nat(5) }) },
  // The attacks on an item held for an order: its owner resells, cancels or withdraws it; others buy or bid.
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('attackHeld' as const),
      u: fc.nat(3),
      how: fc.constantFrom('resellFixed', 'resellAuction', 'cancel', 'withdraw', 'buy', 'buyWallet', 'bid'),
      price: fc.integer({ min: 1, max: 500 }),
    }),
  },
  // Issue 29's defect as a step: an owner auctions an item, another wins it, and during the winner's
  // payment window the owner tries to sell it again and a third user to buy it; the winner pays or not.
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('window' as const),
      u: fc.nat(3),
      how: fc.constantFrom('resellFixed', 'resellAuction', 'cancel', 'withdraw'),
      wallet: fc.boolean(),
      pays: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 30 }) }) },
);

async function world() {
  const w = await nftEngine();
  const market = createMarket(w.db, { chains: [{ chainId: 1 }] } as unknown as ServerOptions, w.views);
  const items = [
    await w.item({ name: 'F1', mode: 'fixed', price: '123.45678901' }),
    await w.item({ name: 'F2', mode: 'fixed', price: '7' }),
    await w.item({ name: 'A1', mode: 'auction', price: '100', min_raise: '3.3', margin: '25' }, 5),
    await w.item({ name: 'A2', mode: 'auction', price: '0.5', min_raise: '0.01', margin: '1' }, 40),
    await w.item({ name: 'B1', mode: 'blind', price: '9.99', supply: 5, prizes: PRIZES }),
    await w.item({ name: 'F3', mode: 'fixed', price: '1500' }),
  ];
  return { ...w, market, users: w.uids, items };
}

type World = Awaited<ReturnType<typeof world>>;

/** An attack on an item reserved for an order awaiting payment (an auction's winner, a wallet hold): refused, or none to try. */
async function attackHeld(w: World, u: number, how: string, price: number): Promise<boolean> {
  // The owner's own calls on an item a user owns (a resale held for its buyer); the others' on any held item.
  const byOwner = !['buy', 'buyWallet', 'bid'].includes(how);
  const held = (await w.db.$sql.all(
    `SELECT id, owner_id FROM nft_items WHERE reserved_order IS NOT NULL ${byOwner ? 'AND owner_id IS NOT NULL' : ''} ORDER BY id`,
  )) as Array<{ id: number; owner_id: number | null }>;
  const target = held[u % Math.max(1, held.length)];
  if (!target) return false;
  const me = byOwner ? await w.user(w.users.indexOf(target.owner_id as number)) : await w.user(u);
  const item = { id: target.id };
  const p = String(price);
  if (how === 'resellFixed') await w.owners.resell(me, { id: item.id, mode: 'fixed', price: p });
  else if (how === 'resellAuction')
    await w.owners.resell(me, { id: item.id, mode: 'auction', price: p, min_raise: '1', margin: '1', end_at: now() + 2 * HOUR });
  else if (how === 'cancel') await w.owners.cancel(me, item.id);
  else if (how === 'withdraw')
    await w.db.transaction(async () => {
      await withdrawable(w.db, me.id, item.id);
      await lockItem(w.db, item.id);
    });
  else if (how === 'bid') await w.auctions.bid(me, item.id, p);
  else await w.sales.buy(me, item.id, (await w.views.itemById(item.id))?.price ?? p, how === 'buyWallet' ? 'wallet' : 'balance', 'en');
  return true;
}

/** Runs `step`, which must be refused: the refusal's key (an accepted step is a broken promise). */
async function refusedKey(what: string, step: () => Promise<unknown>): Promise<string> {
  try {
    await step();
  } catch (error) {
    if (error instanceof ApiFailure) return error.key;
    throw error;
  }
  throw new Error(`accepted during the payment window: ${what}`);
}

/** The defect's interleaving (see `op`): how many attacks were refused, 0 when it could not be set up. */
async function paymentWindow(w: World, u: number, how: string, wallet: boolean, pays: boolean): Promise<number> {
  const owned = (await w.db.$sql.get(
    'SELECT id FROM nft_items WHERE owner_id = ? AND listed = 0 AND reserved_order IS NULL AND locked = 0 ORDER BY id',
    w.users[u],
  )) as { id: number } | undefined;
  const [seller, winner, third] = await Promise.all([u, (u + 1) % 4, (u + 2) % 4].map(w.user));
  if (!owned || dec((await balanceOf(w.db, winner.id, 1)).available).lt(2)) return 0;
  const id = owned.id;
  // The owner lists it (an auction won, or a fixed price held for a wallet payment); the winner takes it.
  if (wallet) {
    await w.owners.resell(seller, { id, mode: 'fixed', price: '1' });
    await w.sales.buy(winner, id, '1', 'wallet', 'en');
  } else {
    await w.owners.resell(seller, { id, mode: 'auction', price: '1', min_raise: '1', margin: '1', end_at: now() + HOUR });
    await w.auctions.bid(winner, id, '1');
    advanceClock((HOUR + 1) * 1000);
    await w.scheduler.runDue();
  }
  const order = (await w.db.$sql.get("SELECT id FROM nft_orders WHERE item_id = ? AND status = 'awaiting_payment'", id)) as
    | { id: number }
    | undefined;
  if (!order) throw new Error(`item ${id}: no order holds it`);
  const before = await balancesSnapshot(w.db);
  const keys = [
    await refusedKey(how, async () => {
      if (how === 'resellFixed') await w.owners.resell(seller, { id, mode: 'fixed', price: '10' });
      else if (how === 'resellAuction')
        await w.owners.resell(seller, { id, mode: 'auction', price: '10', min_raise: '1', margin: '1', end_at: now() + HOUR });
      else if (how === 'cancel') await w.owners.cancel(seller, id);
      else
        await w.db.transaction(async () => {
          await withdrawable(w.db, seller.id, id);
          await lockItem(w.db, id);
        });
    }),
    await refusedKey('a third buyer', async () => await w.sales.buy(third, id, '10', 'balance', 'en')),
    await refusedKey('a third bidder', async () => await w.auctions.bid(third, id, '10')),
  ];
  expect(keys[0]).toBe('nftErrors.held');
  expect(await balancesSnapshot(w.db)).toBe(before);
  if (pays) {
    await w.sales.pay(winner, { order_id: order.id, pay_type: 'balance' }, 'en');
    expect((await w.views.itemById(id))?.owner_id).toBe(winner.id);
  }
  return keys.length;
}

describe('NFT ledger property', () => {
  it('random NFT actions conserve money, hold exactly the margins frozen, and split every sale exactly', async () => {
    let paidOrders = 0;
    const attacks = new Map<string, number>();
    let windowAttacks = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 50, size: 'max' }), async (ops) => {
        const w = await world();
        const { db } = w;
        const start = await totalsByCurrency(db, { withoutExternal: true });
        const snapshot = async () => await balancesSnapshot(db);
        for (const o of ops) {
          const before = await snapshot();
          try {
            if (o.t === 'clock') {
              advanceClock(o.hours * HOUR * 1000);
              await w.scheduler.runDue();
              continue;
            }
            if (o.t === 'window') {
              windowAttacks += await paymentWindow(w, o.u, o.how, o.wallet, o.pays);
              continue;
            }
            if (o.t === 'attackHeld') {
              if (await attackHeld(w, o.u, o.how, o.price)) throw new Error(`an attack on a held item was accepted: ${o.how}`);
              continue;
            }
            const user = await w.user(o.u);
            const item = 'k' in o ? await w.views.itemById(w.items[o.k].id) : null;
            if (o.t === 'buy' && item) await w.sales.buy(user, item.id, item.price, o.wallet ? 'wallet' : 'balance', 'en');
            else if (o.t === 'margin' && item) await w.auctions.marginNFT(user, item.id);
            else if (o.t === 'bid' && item) {
              const a = (await w.views.detail(item, user.id)).auction;
              await w.auctions.bid(
                user,
                item.id,
                dec(a?.next_min_bid ?? item.price)
                  .plus(o.raise)
                  .toFixed(),
              );
            } else if (o.t === 'pay') {
              const due = (await db.$sql.get("SELECT id FROM nft_orders WHERE user_id = ? AND status = 'awaiting_payment'", user.id)) as
                | { id: number }
                | undefined;
              if (due) await w.sales.pay(user, { order_id: due.id, pay_type: 'balance' }, 'en');
            } else if (o.t === 'resell') {
              const owned = (await db.$sql.get('SELECT id FROM nft_items WHERE owner_id = ? AND listed = 0 ORDER BY id', user.id)) as
                | { id: number }
                | undefined;
              if (owned)
                await w.owners.resell(user, {
                  id: owned.id,
                  mode: o.auction ? 'auction' : 'fixed',
                  price: dec(o.price).div(10).toFixed(),
                  min_raise: '1',
                  margin: '5',
                  end_at: now() + 3 * HOUR,
                });
            } else if (o.t === 'cancel') {
              const listed = (await db.$sql.get('SELECT id FROM nft_items WHERE owner_id = ? AND listed = 1', user.id)) as
                | { id: number }
                | undefined;
              if (listed) await w.owners.cancel(user, listed.id);
            } else if (o.t === 'open') {
              const box = (await db.$sql.get('SELECT id FROM nft_boxes WHERE user_id = ? AND opened_at IS NULL', user.id)) as
                | { id: number }
                | undefined;
              if (box) await w.owners.open(user, box.id);
            } else if (o.t === 'withdraw') {
              // withdrawNFT's record step: checked, then locked in one transaction (the mint itself needs a chain).
              const owned = (await db.$sql.get('SELECT id FROM nft_items WHERE owner_id = ? ORDER BY id', user.id)) as
                | { id: number }
                | undefined;
              if (owned)
                await db.transaction(async () => {
                  await withdrawable(db, user.id, owned.id);
                  if (!(await lockItem(db, owned.id))) throw new Error('a withdrawable item could not be locked');
                });
            } else if (o.t === 'favourite' && item) await w.market.collect(user, item.id);
          } catch (error) {
            if (!(error instanceof ApiFailure || error instanceof LedgerError)) throw error;
            if (o.t === 'attackHeld') attacks.set(o.how, (attacks.get(o.how) ?? 0) + 1);
            expect(await snapshot(), `a refused ${o.t} changes nothing`).toBe(before);
          }
          expect(await negatives(db)).toBe(0);
        }
        advanceClock(200 * HOUR * 1000);
        await w.scheduler.runDue();
        await checkBooks(db, start);
        const paid = (await db.$sql.all("SELECT id, amount, fee, royalty, seller_id FROM nft_orders WHERE status = 'paid'")) as Array<{
          id: number;
          amount: string;
          fee: string;
          royalty: string;
          seller_id: number;
        }>;
        paidOrders += paid.length;
        for (const p of paid) {
          const legs = (await db.$sql.all(
            "SELECT user_id, amount FROM ledger WHERE ref = ? AND kind = 'nft_sale' AND amount NOT LIKE '-%'",
            `nftorder:${p.id}`,
          )) as Array<{ user_id: number; amount: string }>;
          const seller = legs.reduce((s, l) => s.plus(l.amount), new Decimal(0));
          expect(seller.plus(p.fee).plus(p.royalty).toFixed(), `order ${p.id}`).toBe(dec(p.amount).toFixed());
        }
        const awaiting = (await db.$sql.get("SELECT count(*) AS n FROM nft_orders WHERE status = 'awaiting_payment'")) as {
          n: number;
        };
        expect(awaiting.n).toBe(0);
      }),
      // A fixed seed: the same draws on every run, so the count below never depends on luck.
      { numRuns: 30, seed: 20261126 },
    );
    expect(paidOrders).toBeGreaterThan(10);
    // The interleavings happened: items held for an order were attacked (and every attack was refused).
    for (const how of ['buy', 'buyWallet', 'bid']) expect(attacks.get(how), how).toBeGreaterThan(0);
    expect(windowAttacks).toBeGreaterThan(30);
    // 30 runs of up to 50 steps: about 15 s alone, more on a busy machine.
  }, 120_000);
});
