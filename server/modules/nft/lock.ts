// For the withdraw-to-chain flow (mint*.ts): an item leaves the app's market when it is withdrawn.
// `withdrawable` refuses what cannot go (not the caller's, on sale, held for a buyer's order, already
// withdrawn); `lockItem` marks it withdrawn (state.ts: owned → withdrawn, a conditional update; call it
// in the transaction that records the mint): it can then no longer be listed, bought, bid on or resold
// here; `setTokenId` records the token once known.
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { fail, notFound } from './params';
import { type ItemRow, nftItems } from './schema';
import { itemState, lockOwned } from './state';

export async function withdrawable(db: Db, userId: number, itemId: number): Promise<ItemRow> {
  const item = await db.select().from(nftItems).where(eq(nftItems.id, itemId)).get();
  if (!item) throw notFound('item', 'id');
  if (item.owner_id !== userId) throw fail('notOwner', 'id');
  const state = itemState(item);
  if (state === 'withdrawn') throw fail('locked', 'id');
  if (state === 'listed') throw fail('alreadyListed', 'id');
  if (state === 'reserved') throw fail('held', 'id');
  return item;
}

/** Locks the owner's item (owned → withdrawn); false when it is not in that state any more. */
export async function lockItem(db: Db, itemId: number): Promise<boolean> {
  const item = await db.select().from(nftItems).where(eq(nftItems.id, itemId)).get();
  return item?.owner_id != null && (await lockOwned(db, item, item.owner_id));
}

export async function setTokenId(db: Db, itemId: number, tokenId: string): Promise<void> {
  await db.update(nftItems).set({ token_id: tokenId }).where(eq(nftItems.id, itemId)).run();
}
