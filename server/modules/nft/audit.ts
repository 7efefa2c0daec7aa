// What the auditor of the books (server/core/audit.ts) checks of the NFT marketplace: the auction
// margins it holds frozen, and its rules — each artwork in one state with one owner (its buyer, the
// opener of its box, or its artist) and at most one live reservation; each listing sold at most once;
// each paid order's money legs written once (the buyer's debit, the seller's share, the royalty) and
// none for an unpaid one; a blind series never sold past its supply; every order awaiting payment with
// its deadline and the job that closes it; margins frozen only for a live auction or an unpaid win.
// Read-only selects of this module's tables and the core's (journal legs, scheduler jobs).
import { and, asc, eq, like } from 'drizzle-orm';
import { Decimal, dec } from '../../../src/shared/lib/decimal';
import type { ModuleAudit } from '../../core/audit';
import type { Db } from '../../core/db';
import { jobs, ledger } from '../../core/schema';
import { ORDER_DEADLINE, orderRef, USDT } from './params';
import { type ItemRow, nftArtists, nftBoxes, nftItems, nftMargins, nftOrders, type OrderRow } from './schema';
import { itemState } from './state';

/** Artworks are sold one order per listing; boxes are orders of a series. */
const forArtwork = (o: OrderRow) => o.kind !== 'box';

async function tables(db: Db) {
  // By id: the examples come in the same order on every engine.
  const items = await db.select().from(nftItems).orderBy(asc(nftItems.id)).all();
  const orders = await db.select().from(nftOrders).orderBy(asc(nftOrders.id)).all();
  const byItem = new Map<number, OrderRow[]>();
  for (const o of orders) byItem.set(o.item_id, [...(byItem.get(o.item_id) ?? []), o]);
  return { items, orders, ordersOf: (item: ItemRow) => byItem.get(item.id) ?? [] };
}

/** The owner the orders and boxes say an artwork has: the buyer of its last sale, else the opener of its box, else none (its artist). */
function expectedOwner(item: ItemRow, orders: OrderRow[], boxOwner: Map<number, number>): number | null {
  const sales = orders.filter((o) => forArtwork(o) && o.status === 'paid').sort((a, b) => a.listing - b.listing || a.id - b.id);
  return sales.at(-1)?.user_id ?? boxOwner.get(item.id) ?? null;
}

async function ownersCheck(db: Db): Promise<string[]> {
  const { items, ordersOf } = await tables(db);
  const boxOwner = new Map(
    (await db.select().from(nftBoxes).orderBy(asc(nftBoxes.id)).all())
      .filter((b) => b.item_id !== null)
      .map((b) => [b.item_id as number, b.user_id]),
  );
  const broken: string[] = [];
  for (const item of items.filter((i) => i.mode !== 'blind')) {
    if (item.listed === 1 && item.reserved_order !== null)
      broken.push(`item ${item.id} is both listed and reserved (order ${item.reserved_order})`);
    if (item.locked === 1 && (item.listed === 1 || item.reserved_order !== null))
      broken.push(`item ${item.id} is withdrawn to a chain and still ${itemState({ ...item, locked: 0 })}`);
    const owner = expectedOwner(item, ordersOf(item), boxOwner);
    if (item.owner_id !== owner)
      broken.push(`item ${item.id} is owned by ${item.owner_id ?? 'its artist'}; its sales say ${owner ?? 'its artist'}`);
  }
  return broken;
}

async function reservationsCheck(db: Db): Promise<string[]> {
  const { items, ordersOf } = await tables(db);
  const broken: string[] = [];
  for (const item of items.filter((i) => i.mode !== 'blind')) {
    const live = ordersOf(item).filter((o) => forArtwork(o) && o.status === 'awaiting_payment');
    if (live.length > 1)
      broken.push(`item ${item.id} is held by ${live.length} orders awaiting payment: ${live.map((o) => o.id).join(', ')}`);
    const [one] = live;
    if (one && (item.reserved_order !== one.id || item.listing !== one.listing))
      broken.push(
        `item ${item.id} (listing ${item.listing}) is not reserved for order ${one.id} (listing ${one.listing}) awaiting payment`,
      );
    if (!one && item.reserved_order !== null)
      broken.push(`item ${item.id} is reserved for order ${item.reserved_order}, which is not awaiting payment`);
  }
  for (const series of items.filter((i) => i.mode === 'blind')) {
    const orders = ordersOf(series);
    const paid = orders.filter((o) => o.status === 'paid').length;
    const held = orders.filter((o) => o.status === 'awaiting_payment').length;
    const boxes = (await db.select({ id: nftBoxes.id }).from(nftBoxes).where(eq(nftBoxes.series_id, series.id)).all()).length;
    if (paid !== series.sold || boxes !== series.sold)
      broken.push(`series ${series.id} counts ${series.sold} sold, with ${paid} paid orders and ${boxes} boxes`);
    if (series.sold + held > (series.supply ?? 0))
      broken.push(`series ${series.id}: ${series.sold} sold and ${held} held, over its supply of ${series.supply}`);
  }
  return broken;
}

async function listingsCheck(db: Db): Promise<string[]> {
  const paid = new Map<string, number[]>();
  for (const o of (await tables(db)).orders.filter((o) => forArtwork(o) && o.status === 'paid')) {
    const key = `item ${o.item_id} listing ${o.listing}`;
    paid.set(key, [...(paid.get(key) ?? []), o.id]);
  }
  return [...paid].filter(([, ids]) => ids.length > 1).map(([key, ids]) => `${key} has ${ids.length} paid orders: ${ids.join(', ')}`);
}

type Entries = Array<Map<number, Decimal>>;

/** Every journal entry of the orders (`nftorder:<id>`), by reference and kind, each as the sum per account of its legs; one read. */
async function orderEntries(db: Db): Promise<(kind: string, ref: string) => Entries> {
  const byKey = new Map<string, Map<number, Map<number, Decimal>>>();
  for (const leg of await db
    .select()
    .from(ledger)
    .where(and(like(ledger.ref, 'nftorder:%'), eq(ledger.currency_id, USDT)))
    .orderBy(asc(ledger.id))
    .all()) {
    const key = `${leg.kind} ${leg.ref}`;
    const entries = byKey.get(key) ?? new Map<number, Map<number, Decimal>>();
    const entry = entries.get(leg.entry_id ?? -leg.id) ?? new Map<number, Decimal>();
    entry.set(leg.user_id, (entry.get(leg.user_id) ?? new Decimal(0)).plus(leg.amount));
    entries.set(leg.entry_id ?? -leg.id, entry);
    byKey.set(key, entries);
  }
  return (kind, ref) => [...(byKey.get(`${kind} ${ref}`)?.values() ?? [])];
}

async function legsCheck(db: Db): Promise<string[]> {
  const { items, orders } = await tables(db);
  const artistUser = new Map((await db.select().from(nftArtists).all()).map((a) => [a.id, a.user_id]));
  const artistOf = new Map(items.map((i) => [i.id, artistUser.get(i.artist_id) ?? 0]));
  const entriesOf = await orderEntries(db);
  const broken: string[] = [];
  const leg = (entries: Entries, user: number) => entries[0]?.get(user)?.toFixed() ?? '0';
  for (const o of orders) {
    const ref = orderRef(o.id);
    const buy = entriesOf(o.kind === 'box' ? 'nft_box' : 'nft_buy', ref);
    const sale = entriesOf('nft_sale', ref);
    const royalty = entriesOf('nft_royalty', ref);
    if (o.status !== 'paid') {
      if (buy.length + sale.length + royalty.length > 0) broken.push(`order ${o.id} (${o.status}) has sale legs`);
      continue;
    }
    const share = dec(o.amount)
      .minus(o.fee ?? '0')
      .minus(o.royalty ?? '0');
    const want: Array<[string, Entries, number, Decimal]> = [
      ['the buyer’s debit', buy, o.user_id, dec(o.amount).neg()],
      ['the seller’s share', sale, o.seller_id, share],
      ['the royalty', royalty, artistOf.get(o.item_id) ?? 0, dec(o.royalty ?? '0')],
    ];
    for (const [what, entries, user, amount] of want) {
      const expected = amount.isZero() ? 0 : 1;
      if (entries.length !== expected) broken.push(`paid order ${o.id}: ${what} written ${entries.length} times`);
      else if (expected === 1 && !dec(leg(entries, user)).eq(amount))
        broken.push(`paid order ${o.id}: ${what} is ${leg(entries, user)} to ${user}, not ${amount.toFixed()}`);
    }
  }
  return broken;
}

async function awaitingCheck(db: Db): Promise<string[]> {
  const { items, orders } = await tables(db);
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const pending = new Set(
    (
      await db
        .select({ ref: jobs.ref })
        .from(jobs)
        .where(and(eq(jobs.kind, ORDER_DEADLINE), eq(jobs.status, 'pending'), like(jobs.ref, 'nftorder:%')))
        .all()
    ).map((j) => j.ref),
  );
  const broken: string[] = [];
  for (const o of orders.filter((x) => x.status === 'awaiting_payment')) {
    const item = itemOf.get(o.item_id);
    if (o.deadline === null) broken.push(`order ${o.id} awaits payment with no deadline`);
    else if (o.kind === 'auction' && item?.listing === o.listing && o.deadline !== item.end_at + item.pay_hours * 3600)
      broken.push(`auction win ${o.id}: pay by ${o.deadline}, not its auction's end + ${item.pay_hours} h`);
    if (o.kind !== 'auction' && o.pay_type !== 'wallet') broken.push(`order ${o.id} (${o.kind}) awaits payment without a wallet payment`);
    if (!pending.has(orderRef(o.id))) broken.push(`order ${o.id} awaits payment with no deadline job to close it`);
  }
  return broken;
}

async function marginsCheck(db: Db): Promise<string[]> {
  const { items, orders } = await tables(db);
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const broken: string[] = [];
  for (const m of await db.select().from(nftMargins).where(eq(nftMargins.state, 'frozen')).orderBy(asc(nftMargins.id)).all()) {
    const item = itemOf.get(m.item_id);
    const live = item?.mode === 'auction' && item.listing === m.listing && itemState(item) === 'listed';
    const unpaidWin = orders.some(
      (o) =>
        o.kind === 'auction' &&
        o.item_id === m.item_id &&
        o.listing === m.listing &&
        o.user_id === m.user_id &&
        o.status === 'awaiting_payment',
    );
    if (!live && !unpaidWin)
      broken.push(
        `margin ${m.id} of user ${m.user_id} is frozen for item ${m.item_id} listing ${m.listing}, no live auction or unpaid win`,
      );
  }
  return broken;
}

export const nftAudit = (db: Db): ModuleAudit => ({
  holds: async () =>
    (await db.select().from(nftMargins).where(eq(nftMargins.state, 'frozen')).orderBy(asc(nftMargins.id)).all()).map((m) => ({
      user_id: m.user_id,
      wallet: 'legal' as const,
      currency_id: USDT,
      amount: m.amount,
      what: `nft-margin:${m.id}`,
    })),
  checks: {
    'every artwork has one state and one owner: its last buyer, its box’s opener or its artist': async () => await ownersCheck(db),
    'every artwork has at most one live reservation, the one it is held for; a series never sells past its supply': async () =>
      await reservationsCheck(db),
    'each listing has at most one paid order': async () => await listingsCheck(db),
    'every paid order’s legs are written once (buyer’s debit, seller’s share, royalty), an unpaid one has none': async () =>
      await legsCheck(db),
    'every order awaiting payment has its deadline (an auction win: its pay-by time) and the job that closes it': async () =>
      await awaitingCheck(db),
    'margins are frozen only for a live auction or an unpaid win': async () => await marginsCheck(db),
  },
});
