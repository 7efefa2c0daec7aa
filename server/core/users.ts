// Users and sessions: who is calling. Every area reads them; the auth module creates them.
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Db, now } from './db';
import { hashToken, newInviteCode } from './security';
import { sessions, type UserRow, users } from './schema';
import { takeTurn } from './turns';

export type { UserRow };

/** The user a session token belongs to, while the session lasts. */
export async function userByToken(db: Db, token: string | undefined): Promise<UserRow | null> {
  if (!token) return null;
  const raw = token.replace(/^Bearer\s+/i, '').trim();
  if (!raw) return null;
  const row = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, hashToken(raw)), gt(sessions.expires_at, now())))
    .get();
  return row?.user ?? null;
}

export async function userById(db: Db, id: number): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.id, id)).get()) ?? null;
}

/** Inserts a user; uids start at 100001. Call inside a transaction when other writes go with it. */
export async function createUser(
  db: Db,
  fields: {
    email?: string;
    mobile?: string;
    area_code?: string;
    password_hash: string | null;
    account_type: 'real' | 'demo';
    invited_by?: number;
  },
): Promise<UserRow> {
  return await db.transaction(async () => {
    // One new account at a time where many write at once (PostgreSQL): the next id is read, then taken.
    await takeTurn(db, 'newAccount');
    // Ids below 100001 are kept for system accounts (house, fees, external, interest, escrow).
    const max =
      (
        await db
          .select({ id: sql<number | null>`max(${users.id})` })
          .from(users)
          .get()
      )?.id ?? 0;
    const id = Math.max(max, 100000) + 1;
    return await db
      .insert(users)
      .values({
        id,
        email: fields.email?.toLowerCase() ?? null,
        mobile: fields.mobile ?? null,
        area_code: fields.mobile ? (fields.area_code ?? '86') : null,
        password_hash: fields.password_hash,
        nickname: fields.account_type === 'demo' ? `Demo${id}` : `User${id}`,
        account_type: fields.account_type,
        invite_code: newInviteCode(),
        invited_by: fields.invited_by ?? null,
        created_at: now(),
      })
      .returning()
      .get();
  });
}
