// The wallets bound to accounts (wallet sign-in and `user/bindWallet`, siwe.ts), as other modules read
// them: whether an address is one of a user's wallets (an NFT is minted only to one), and each account's
// first wallet (a wallet account's name in the invite list). Addresses are stored in lower case.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { wallets } from './schema';

/** Whether `address` (lower case) is a wallet bound to the user. */
export const isBoundWallet = async (db: Db, userId: number, address: string): Promise<boolean> =>
  Boolean(
    await db
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.user_id, userId), eq(wallets.address, address)))
      .get(),
  );

/** Each of these users' first bound wallet (the oldest), by user id; users without one are left out. */
export async function firstWallets(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  const first = new Map<number, string>();
  if (userIds.length === 0) return first;
  const rows = await db
    .select({ user_id: wallets.user_id, address: wallets.address })
    .from(wallets)
    .where(inArray(wallets.user_id, [...userIds]))
    .orderBy(asc(wallets.id))
    .all();
  for (const r of rows) if (!first.has(r.user_id)) first.set(r.user_id, r.address);
  return first;
}
