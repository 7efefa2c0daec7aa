import { type Db, now } from './db';
import type { UserRow } from './http';
import { newInviteCode } from './security';

/** Inserts a user; uids start at 100001. Call inside a transaction when other writes go with it. */
export function createUser(
  db: Db,
  fields: {
    email?: string;
    mobile?: string;
    area_code?: string;
    password_hash: string | null;
    account_type: 'real' | 'demo';
    invited_by?: number;
  },
): UserRow {
  // Ids below 100001 are kept for system accounts (the house and the fee account of the trading engine).
  const id = Math.max((db.prepare('SELECT max(id) AS id FROM users').get() as { id: number | null }).id ?? 0, 100000) + 1;
  db.prepare(
    `INSERT INTO users (id, email, mobile, area_code, password_hash, nickname, account_type, invite_code, invited_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    fields.email?.toLowerCase() ?? null,
    fields.mobile ?? null,
    fields.mobile ? (fields.area_code ?? '86') : null,
    fields.password_hash,
    fields.account_type === 'demo' ? `Demo${id}` : `User${id}`,
    fields.account_type,
    newInviteCode(),
    fields.invited_by ?? null,
    now(),
  );
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
}
