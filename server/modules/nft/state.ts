// One state per artwork (AREAS.md "NFT marketplace", issue 29): owned (by its owner, or its artist while
// `owner_id` is NULL) → listed (`listed` = 1: fixed price or auction, listing number `listing`) →
// reserved for one order (`reserved_order`: a wallet purchase waiting for its transfer, or an auction's
// winner within the pay-by time) → sold (owned by the buyer) — or withdrawn to a chain (`locked`).
// Every move is one conditional UPDATE naming the state it expects (the id, the listing, the owner,
// the flags), run inside the transaction that moves the money; a row count other than 1 means the item
// moved meanwhile, and the caller refuses with nothing written. Blind-box series are not artworks: their
// boxes are counted (`sold`, and orders holding a box), see sales.ts.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type ItemRow, nftItems, type OrderRow } from './schema';

export type ItemState = 'owned' | 'listed' | 'reserved' | 'withdrawn';

export function itemState(item: Pick<ItemRow, 'locked' | 'listed' | 'reserved_order'>): ItemState {
  if (item.locked === 1) return 'withdrawn';
  if (item.reserved_order !== null) return 'reserved';
  return item.listed === 1 ? 'listed' : 'owned';
}

const ownerIs = (owner: number | null): SQL => (owner === null ? isNull(nftItems.owner_id) : eq(nftItems.owner_id, owner));

/** The item as it is on the row `where` names, when exactly that row changed; else null. */
async function move(db: Db, id: number, where: SQL[], values: Partial<ItemRow>): Promise<ItemRow | null> {
  const rows = await db
    .update(nftItems)
    .set(values)
    .where(and(eq(nftItems.id, id), ...where))
    .returning()
    .all();
  return rows.length === 1 ? (rows[0] as ItemRow) : null;
}

/** The exact state `item` was read in: same listing and owner, the flags as read. */
const asRead = (item: ItemRow): SQL[] => [
  eq(nftItems.listing, item.listing),
  ownerIs(item.owner_id),
  eq(nftItems.locked, 0),
  eq(nftItems.listed, item.listed),
  item.reserved_order === null ? isNull(nftItems.reserved_order) : eq(nftItems.reserved_order, item.reserved_order),
];

/** owned → listed: a resale, as a new listing (`values` its mode, price and window). */
export async function listItem(db: Db, item: ItemRow, owner: number, values: Partial<ItemRow>): Promise<ItemRow | null> {
  if (item.owner_id !== owner || itemState(item) !== 'owned') return null;
  return await move(db, item.id, asRead(item), { ...values, listed: 1, listing: item.listing + 1 });
}

/** listed → owned: the owner takes it down, or an auction ended without a bid. */
export async function unlistItem(db: Db, item: ItemRow): Promise<ItemRow | null> {
  if (itemState(item) !== 'listed') return null;
  return await move(db, item.id, asRead(item), { listed: 0 });
}

/** listed → reserved for `order` (a purchase, or an auction's winner), of the listing it was read in. */
export async function reserveItem(db: Db, item: ItemRow, order: OrderRow): Promise<ItemRow | null> {
  if (itemState(item) !== 'listed' || order.item_id !== item.id || order.listing !== item.listing) return null;
  return await move(db, item.id, asRead(item), { listed: 0, reserved_order: order.id });
}

/**
 * The reservation `order` was given, still whole: the item reserved for exactly this order, in the
 * order's listing, still the seller's (NULL owner: the artist's first sale). The where-clause of each
 * move out of it.
 */
function heldFor(order: OrderRow, owner: number | null): SQL[] {
  return [eq(nftItems.reserved_order, order.id), eq(nftItems.listing, order.listing), eq(nftItems.locked, 0), ownerIs(owner)];
}

/** Whether the item is still reserved for exactly `order` (its listing, its seller). */
export async function holdsFor(item: ItemRow | null, order: OrderRow, sellerOf: (item: ItemRow) => Promise<number>): Promise<boolean> {
  return (
    item !== null &&
    item.reserved_order === order.id &&
    item.listing === order.listing &&
    item.locked === 0 &&
    (await sellerOf(item)) === order.seller_id
  );
}

/** reserved → sold: the buyer owns it. */
export async function sellItem(db: Db, item: ItemRow, order: OrderRow): Promise<ItemRow | null> {
  return await move(db, item.id, heldFor(order, item.owner_id), { owner_id: order.user_id, listed: 0, reserved_order: null });
}

/** reserved → listed again (an unpaid purchase expired) or owned (an unpaid auction win: back to its owner). */
export async function releaseItem(db: Db, item: ItemRow, order: OrderRow, relist: boolean): Promise<ItemRow | null> {
  return await move(db, item.id, heldFor(order, item.owner_id), { listed: relist ? 1 : 0, reserved_order: null });
}

/** owned → withdrawn to a chain: locked in the transaction that records the mint. */
export async function lockOwned(db: Db, item: ItemRow, owner: number): Promise<boolean> {
  if (item.owner_id !== owner || itemState(item) !== 'owned') return false;
  return (await move(db, item.id, asRead(item), { locked: 1 })) !== null;
}
