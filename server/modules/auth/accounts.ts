// Finding accounts by what a person types (email, mobile, invite code), and the dev outbox's rows.
// The wallet module (invite codes) and the admin module (outbox) use these too.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { users } from '../../core/schema';
import type { UserRow } from '../../core/users';
import { outbox } from './schema';

/** Ids below this one are system accounts (house, fees, external, interest, escrow). */
const FIRST_USER_ID = 100001;

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return await db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

/** The account with a mobile number: in that area when one is given, else the oldest with the number. */
export async function userByMobile(db: Db, mobile: string, areaCode?: string): Promise<UserRow | undefined> {
  if (areaCode) {
    return await db
      .select()
      .from(users)
      .where(and(eq(users.mobile, mobile), eq(users.area_code, areaCode)))
      .get();
  }
  return await db.select().from(users).where(eq(users.mobile, mobile)).orderBy(users.id).limit(1).get();
}

/** An email (it has an @) or a mobile number. */
export async function userByAccount(db: Db, account: string, areaCode?: string): Promise<UserRow | undefined> {
  return account.includes('@') ? await userByEmail(db, account) : await userByMobile(db, account, areaCode);
}

/** The user an invite code belongs to. System accounts have invite codes only to fill the column; they invite nobody. */
export async function inviterIdByCode(db: Db, inviteCode: string): Promise<number | undefined> {
  return (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.invite_code, inviteCode.toUpperCase()), gte(users.id, FIRST_USER_ID)))
      .get()
  )?.id;
}

/** The newest codes "sent", newest first: to one destination, or (none given) to anyone. */
export async function recentOutbox(db: Db, to: string | undefined, limit: number) {
  const columns = { to: outbox.target, code: outbox.code, scene: outbox.scene, created_at: outbox.created_at };
  const query = db.select(columns).from(outbox);
  return await (to ? query.where(eq(outbox.target, to.toLowerCase())) : query).orderBy(desc(outbox.id)).limit(limit).all();
}
