// For the withdraw-to-chain flow (mint*.ts): an item leaves the app's market when it is withdrawn.
// `withdrawable` refuses what cannot go (not the caller's, on sale, already withdrawn); `lockItem` marks
// it withdrawn (call it in the transaction that records the mint): it can then no longer be listed,
// bought, bid on or resold here; `setTokenId` records the token once known.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { fail, notFound } from './params';
import { type ItemRow, nftItems, nftOrders } from './schema';

export function withdrawable(db: Db, userId: number, itemId: number): ItemRow {
  const item = db.select().from(nftItems).where(eq(nftItems.id, itemId)).get();
  if (!item) throw notFound('item', 'id');
  if (item.owner_id !== userId) throw fail('notOwner', 'id');
  if (item.locked === 1) throw fail('locked', 'id');
  if (item.listed === 1) throw fail('alreadyListed', 'id');
  const held = db
    .select({ id: nftOrders.id })
    .from(nftOrders)
    .where(and(eq(nftOrders.item_id, itemId), eq(nftOrders.status, 'awaiting_payment')))
    .get();
  if (held) throw fail('reserved', 'id');
  return item;
}

export function lockItem(db: Db, itemId: number): void {
  db.update(nftItems).set({ locked: 1, listed: 0 }).where(eq(nftItems.id, itemId)).run();
}

export function setTokenId(db: Db, itemId: number, tokenId: string): void {
  db.update(nftItems).set({ token_id: tokenId }).where(eq(nftItems.id, itemId)).run();
}
