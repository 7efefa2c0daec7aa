// The auditor's NFT checks (server/modules/nft/audit.ts) find every kind of damage they promise to
// find: on a market with an artwork sold and resold, a wallet purchase and an auction win awaiting
// payment, a live auction with a margin, a blind series with a box sold, one held and one opened, every
// check holds; damaged in one way behind the engine's back, the check of that rule breaks and names the
// place (like tests/server/core/audit.test.ts for the core's checks).
import { describe, expect, it } from 'vitest';
import { auditDatabase } from '../../server/app';
import { advanceClock } from '../../server/core/clock';
import { FEES_ID, post } from '../../server/core/ledger';
import { HOUR, nftEngine } from './nftEngine';

const CHECK = {
  owners: 'nft: every artwork has one state and one owner: its last buyer, its box’s opener or its artist',
  reservations: 'nft: every artwork has at most one live reservation, the one it is held for; a series never sells past its supply',
  listings: 'nft: each listing has at most one paid order',
  legs: 'nft: every paid order’s legs are written once (buyer’s debit, seller’s share, royalty), an unpaid one has none',
  awaiting: 'nft: every order awaiting payment has its deadline (an auction win: its pay-by time) and the job that closes it',
  margins: 'nft: margins are frozen only for a live auction or an unpaid win',
};

/** A market with every kind of NFT object in it, and its ids. */
async function market() {
  const w = await nftEngine(3, '1000');
  const [a, b, c] = await Promise.all([0, 1, 2].map(w.user));
  const lot = await w.item({ name: 'Ended', mode: 'auction', price: '10', min_raise: '1', margin: '4' }, 1);
  await w.auctions.bid(b, lot.id, '10');
  advanceClock((HOUR + 1) * 1000);
  await w.scheduler.runDue();
  const won = (await w.db.$sql.get("SELECT id FROM nft_orders WHERE kind = 'auction'")) as { id: number };

  const fixed = await w.item({ name: 'Fixed', mode: 'fixed', price: '20' });
  await w.sales.buy(a, fixed.id, '20', 'balance', 'en');
  await w.owners.resell(a, { id: fixed.id, mode: 'fixed', price: '50' });
  const resale = await w.sales.buy(b, fixed.id, '50', 'balance', 'en');
  const held = await w.item({ name: 'Held', mode: 'fixed', price: '30' });
  const hold = await w.sales.buy(c, held.id, '30', 'wallet', 'en');
  const live = await w.item({ name: 'Live', mode: 'auction', price: '5', min_raise: '1', margin: '2' });
  await w.auctions.bid(a, live.id, '5');
  const prizes = JSON.stringify([{ name: 'P', media_url: '/p.svg', weight: 1 }]);
  const series = await w.item({ name: 'Series', mode: 'blind', price: '3', supply: 3, prizes });
  await w.sales.buy(a, series.id, '3', 'balance', 'en');
  await w.sales.buy(c, series.id, '3', 'wallet', 'en');
  const box = (await w.db.$sql.get('SELECT id FROM nft_boxes WHERE user_id = ?', a.id)) as { id: number };
  await w.owners.open(a, box.id);
  return { ...w, a, b, c, lot, won: won.id, fixed, resale: resale.id, held, hold: hold.id, live, series };
}

const broken = async (db: Parameters<typeof auditDatabase>[0]) =>
  (await auditDatabase(db)).results.filter((r) => !r.held).map((r) => ({ name: r.name, example: r.examples[0] ?? '' }));
const run = async (db: Parameters<typeof auditDatabase>[0], sql: string, ...args: unknown[]) => await db.$sql.run(sql, ...args);

describe("the auditor's NFT checks", () => {
  it('hold on a sound market with every kind of object, and are reported by name', async () => {
    const m = await market();
    const report = await auditDatabase(m.db);
    expect(report.results.map((r) => r.name)).toEqual(expect.arrayContaining(Object.values(CHECK)));
    expect(await broken(m.db)).toEqual([]);
    expect((await m.views.itemById(m.held.id))?.reserved_order).toBe(m.hold);
    expect((await m.views.itemById(m.lot.id))?.reserved_order).toBe(m.won);
  });

  it('find an artwork whose owner its sales do not explain (the defect: sold again to someone else)', async () => {
    const m = await market();
    await run(m.db, 'UPDATE nft_items SET owner_id = ? WHERE id = ?', m.c.id, m.fixed.id);
    expect(await broken(m.db)).toEqual([
      { name: CHECK.owners, example: `item ${m.fixed.id} is owned by ${m.c.id}; its sales say ${m.b.id}` },
    ]);
  });

  it('find an artwork in two states at once: listed while reserved, withdrawn while listed', async () => {
    const m = await market();
    await run(m.db, 'UPDATE nft_items SET listed = 1 WHERE id = ?', m.held.id);
    expect(await broken(m.db)).toEqual([
      { name: CHECK.owners, example: `item ${m.held.id} is both listed and reserved (order ${m.hold})` },
    ]);
    await run(m.db, 'UPDATE nft_items SET listed = 0 WHERE id = ?', m.held.id);
    await run(m.db, 'UPDATE nft_items SET locked = 1, listed = 1 WHERE id = ?', m.fixed.id);
    expect(await broken(m.db)).toEqual([{ name: CHECK.owners, example: `item ${m.fixed.id} is withdrawn to a chain and still listed` }]);
  });

  it('find an order awaiting payment the item is not held for, and a second live order on one item', async () => {
    const m = await market();
    await run(m.db, 'UPDATE nft_items SET reserved_order = NULL, listed = 1 WHERE id = ?', m.held.id);
    expect(await broken(m.db)).toEqual([
      {
        name: CHECK.reservations,
        example: `item ${m.held.id} (listing 1) is not reserved for order ${m.hold} (listing 1) awaiting payment`,
      },
    ]);
    await run(m.db, 'UPDATE nft_items SET reserved_order = ?, listed = 0 WHERE id = ?', m.hold, m.held.id);
    await run(
      m.db,
      `INSERT INTO nft_orders (user_id, item_id, listing, kind, seller_id, resale, amount, status, deadline, pay_type, created_at)
       SELECT ?, item_id, listing, kind, seller_id, resale, amount, status, deadline, pay_type, created_at FROM nft_orders WHERE id = ?`,
      m.a.id,
      m.hold,
    );
    expect((await broken(m.db)).map((b) => b.name)).toEqual([CHECK.reservations, CHECK.awaiting]);
    expect((await broken(m.db))[0].example).toMatch(new RegExp(`^item ${m.held.id} is held by 2 orders awaiting payment`));
  });

  it('find a blind series sold past its supply', async () => {
    const m = await market();
    await run(m.db, 'UPDATE nft_items SET sold = 3 WHERE id = ?', m.series.id);
    expect(await broken(m.db)).toEqual([
      { name: CHECK.reservations, example: `series ${m.series.id} counts 3 sold, with 1 paid orders and 1 boxes` },
    ]);
    expect((await auditDatabase(m.db)).results.find((r) => r.name === CHECK.reservations)?.examples[1]).toBe(
      `series ${m.series.id}: 3 sold and 1 held, over its supply of 3`,
    );
  });

  it('find one listing paid twice', async () => {
    const m = await market();
    const { id: again } = (await m.db.$sql.get(
      `INSERT INTO nft_orders (user_id, item_id, listing, kind, seller_id, resale, amount, status, fee, royalty, created_at, paid_at)
       SELECT user_id, item_id, listing, kind, seller_id, resale, amount, status, fee, royalty, created_at, paid_at FROM nft_orders WHERE id = ?
       RETURNING id`,
      m.resale,
    )) as { id: number };
    const found = await broken(m.db);
    expect(found.map((b) => b.name)).toEqual([CHECK.listings, CHECK.legs]);
    expect(found[0].example).toBe(`item ${m.fixed.id} listing 2 has 2 paid orders: ${m.resale}, ${again}`);
  });

  it('find a seller paid twice for one order, and sale legs of an order never paid (balanced entries, sound books)', async () => {
    const m = await market();
    await m.db.transaction(
      async () =>
        await post(m.db, {
          kind: 'nft_sale',
          ref: `nftorder:${m.resale}`,
          legs: [
            { account: FEES_ID, currency: 1, amount: '-1' },
            { account: m.a.id, currency: 1, amount: '1' },
          ],
        }),
    );
    expect(await broken(m.db)).toEqual([{ name: CHECK.legs, example: `paid order ${m.resale}: the seller’s share written 2 times` }]);
    await m.db.transaction(
      async () =>
        await post(m.db, {
          kind: 'nft_buy',
          ref: `nftorder:${m.hold}`,
          legs: [
            { account: m.c.id, currency: 1, amount: '-30' },
            { account: FEES_ID, currency: 1, amount: '30' },
          ],
        }),
    );
    expect((await auditDatabase(m.db)).results.find((r) => r.name === CHECK.legs)?.examples).toContain(
      `order ${m.hold} (awaiting_payment) has sale legs`,
    );
  });

  it('find an order awaiting payment without its deadline, an auction win with a wrong pay-by time, and one with no job', async () => {
    const m = await market();
    await run(m.db, 'UPDATE nft_orders SET deadline = NULL WHERE id = ?', m.hold);
    expect(await broken(m.db)).toEqual([{ name: CHECK.awaiting, example: `order ${m.hold} awaits payment with no deadline` }]);
    await run(m.db, 'UPDATE nft_orders SET deadline = deadline + 3600 WHERE id = ?', m.won);
    await run(m.db, "UPDATE jobs SET status = 'cancelled' WHERE ref = ?", `nftorder:${m.hold}`);
    expect((await auditDatabase(m.db)).results.find((r) => r.name === CHECK.awaiting)?.examples).toEqual([
      `auction win ${m.won}: pay by ${m.lot.end_at + 25 * 3600}, not its auction's end + 24 h`,
      `order ${m.hold} awaits payment with no deadline`,
      `order ${m.hold} awaits payment with no deadline job to close it`,
    ]);
  });

  it('find a margin frozen for an auction that is no longer live, and for a win no longer awaiting payment', async () => {
    const m = await market();
    await run(m.db, 'UPDATE nft_items SET listed = 0 WHERE id = ?', m.live.id);
    expect(await broken(m.db)).toEqual([
      {
        name: CHECK.margins,
        example: expect.stringMatching(new RegExp(`of user ${m.a.id} is frozen for item ${m.live.id} listing 1, no live`)),
      },
    ]);
    await run(m.db, "UPDATE nft_orders SET status = 'forfeited' WHERE id = ?", m.won);
    await run(m.db, 'UPDATE nft_items SET reserved_order = NULL WHERE id = ?', m.lot.id);
    const margins = (await auditDatabase(m.db)).results.find((r) => r.name === CHECK.margins);
    expect(margins?.examples.some((e) => e.includes(`of user ${m.b.id} is frozen for item ${m.lot.id}`))).toBe(true);
  });
});
