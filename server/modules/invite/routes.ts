// user/invite: the caller's invite code and the friends who registered with it, masked, newest first;
// the rebate rate and the rebates paid when the operator offers a rebate.
import { count, desc, eq } from 'drizzle-orm';
import type * as C from '../../../src/contract/invite';
import { inviteCalls } from '../../../src/contract/invite';
import type { Db } from '../../core/db';
import { text } from '../../core/ledger';
import type { ModuleKit } from '../../core/module';
import { readPage } from '../../core/paging';
import { users } from '../../core/schema';
import { firstWallets } from '../wallet/bound';
import { maskAddress, maskEmail, maskMobile } from './mask';
import { rebateRate, rebatesPaid } from './rebate';

type FriendRow = { email: string | null; mobile: string | null; wallet: string | null; created_at: number };

function invitee(row: FriendRow, no: number): C.Invitee {
  const { created_at } = row;
  if (row.email) return { no, account: maskEmail(row.email), via: 'email', created_at };
  if (row.mobile) return { no, account: maskMobile(row.mobile), via: 'mobile', created_at };
  return { no, account: row.wallet ? maskAddress(row.wallet) : '***', via: 'wallet', created_at };
}

export async function inviteOf(db: Db, user: { id: number; invite_code: string }, page: number, limit: number): Promise<C.InviteReply> {
  const where = eq(users.invited_by, user.id);
  const friends = await readPage(
    db
      .select({ id: users.id, email: users.email, mobile: users.mobile, created_at: users.created_at })
      .from(users)
      .where(where)
      .orderBy(desc(users.id)),
    db.select({ n: count() }).from(users).where(where),
    { page, limit },
  );
  // A wallet account's first address (the wallet module's).
  const wallets = await firstWallets(
    db,
    friends.list.map((f) => f.id),
  );
  const rows: FriendRow[] = friends.list.map(({ id, ...f }) => ({ ...f, wallet: wallets.get(id) ?? null }));
  const rate = await rebateRate(db);
  return {
    invite_code: user.invite_code,
    ...friends,
    // Newest first: the first row of this page is friend number total − offset.
    list: rows.map((row, i) => invitee(row, friends.total - (page - 1) * limit - i)),
    rebate_rate: rate ? text(rate) : null,
    rebate_paid: rate ? text(await rebatesPaid(db, user.id)) : null,
  };
}

export function registerInviteRoutes({ route, db }: ModuleKit): void {
  route(inviteCalls.invite, async ({ page, limit }, ctx) => await inviteOf(db, ctx.user, page, limit));
}
