// The address book: the addresses a user withdraws to, each with the user's name for it (limit 10),
// stored, shown and sent in the EIP-55 checksummed form. A wallet bound for sign-in (signed) is in the
// book too, marked `bound`. An address new to the book needs the code sent to the account's bound
// email or mobile (scene `address`), as exchanges ask; the wallet an account registers with is the
// one exception (the signature is the account).
import { and, asc, count, eq } from 'drizzle-orm';
import { ADDRESS_BOOK_LIMIT, type WalletItem, walletCalls } from '../../../src/contract/wallet';
import { checksummed } from '../../../src/shared/fund/address';
import { type Db, now } from '../../core/db';
import { ApiFailure } from '../../core/http';
import type { ModuleKit } from '../../core/module';
import type { UserRow } from '../../core/users';
import { type AddressBookRow, addressBook, wallets } from './schema';

/** The default name of a wallet bound for sign-in without a name. */
const BOUND_NAME = 'Wallet';

export async function bookEntry(db: Db, userId: number, address: string): Promise<AddressBookRow | undefined> {
  return await db
    .select()
    .from(addressBook)
    .where(and(eq(addressBook.user_id, userId), eq(addressBook.address, checksummed(address))))
    .get();
}

const refuseFull = async (db: Db, userId: number) => {
  const held = (await db.select({ n: count() }).from(addressBook).where(eq(addressBook.user_id, userId)).get())?.n ?? 0;
  if (held >= ADDRESS_BOOK_LIMIT) throw new ApiFailure('walletErrors.bookFull', { max: ADDRESS_BOOK_LIMIT }, { field: 'address' });
};

/**
 * Before an address new to the book is added: the book has room, and the code sent to the account's
 * bound email or mobile is spent (outside any transaction, so a wrong guess counts). Nothing to do for
 * an address already there (a rename).
 */
export async function confirmNewAddress(
  db: Db,
  user: UserRow,
  address: string,
  code: string | undefined,
  spend: (target: string, scene: 'address', code: string) => Promise<void>,
): Promise<void> {
  if (await bookEntry(db, user.id, address)) return;
  await refuseFull(db, user.id);
  const target = user.email ?? user.mobile;
  if (!target) throw new ApiFailure('errors.bindAccountFirst', {}, { field: 'code' });
  if (!code) throw new ApiFailure('walletErrors.codeRequired', {}, { field: 'code' });
  await spend(target, 'address', code);
}

/** Adds an address (or renames it when a name is given and it is there); refused when the book is full. */
export async function addToBook(db: Db, userId: number, address: string, name: string | undefined): Promise<AddressBookRow> {
  const known = await bookEntry(db, userId, address);
  if (known) {
    if (!name || name === known.name) return known;
    return await db.update(addressBook).set({ name }).where(eq(addressBook.id, known.id)).returning().get();
  }
  await refuseFull(db, userId);
  return await db
    .insert(addressBook)
    .values({ user_id: userId, name: name ?? BOUND_NAME, address: checksummed(address), created_at: now() })
    .returning()
    .get();
}

export async function bookOf(db: Db, userId: number): Promise<WalletItem[]> {
  const bound = new Set(
    (await db.select({ address: wallets.address }).from(wallets).where(eq(wallets.user_id, userId)).all()).map((w) => w.address),
  );
  return (await db.select().from(addressBook).where(eq(addressBook.user_id, userId)).orderBy(asc(addressBook.id)).all()).map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    bound: bound.has(r.address.toLowerCase()),
    created_at: r.created_at,
  }));
}

export const itemOf = async (db: Db, userId: number, row: AddressBookRow): Promise<WalletItem> =>
  (await bookOf(db, userId)).find((i) => i.id === row.id) ?? { ...row, bound: false };

export function registerAddressBookRoutes({ route, db }: ModuleKit): void {
  route(walletCalls.walletList, async (_input, ctx) => await bookOf(db, ctx.user.id));

  route(walletCalls.walletDelete, async ({ id }, ctx) => {
    const removed = await db
      .delete(addressBook)
      .where(and(eq(addressBook.id, id), eq(addressBook.user_id, ctx.user.id)))
      .returning({ id: addressBook.id })
      .get();
    if (!removed) throw new ApiFailure('walletErrors.notFound', {}, { field: 'id', status: 404 });
    return removed;
  });
}
