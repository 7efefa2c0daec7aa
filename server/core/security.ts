// Password hashing (scrypt), session tokens and the throttles on passwords and codes.
import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { type Db, now } from './db';
import { ApiFailure } from './errors';
import { sessions } from './schema';

/** Session tokens are stored as their SHA-256, never as themselves. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const PARAMS = { r: 8, p: 1 };
/** scrypt's cost (N) for new hashes: 2^14 by default; each hash keeps its own, so any cost verifies. */
export const DEFAULT_PASSWORD_COST = 16384;
let cost = DEFAULT_PASSWORD_COST;

/** Sets the cost of new password hashes: a power of two from 2^10 to 2^20 (a server's `passwordCost`). */
export function setPasswordCost(n: number): void {
  if (!Number.isInteger(n) || n < 1024 || n > 1_048_576 || (n & (n - 1)) !== 0) {
    throw new Error(`the password cost must be a power of two from 1024 to 1048576, not ${n}`);
  }
  cost = n;
}
export const SESSION_DAYS = 30;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { ...PARAMS, N: cost });
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { ...PARAMS, N: Number(n) });
  return timingSafeEqual(key, expected);
}

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const at = now();
  await db
    .insert(sessions)
    .values({ token_hash: hashToken(token), user_id: userId, created_at: at, expires_at: at + SESSION_DAYS * 86400 })
    .run();
  return token;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .delete(sessions)
    .where(eq(sessions.token_hash, hashToken(token.replace(/^Bearer\s+/i, '').trim())))
    .run();
}

export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  return (await db.delete(sessions).where(eq(sessions.user_id, userId)).run()).changes;
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i += 1) code += alphabet[randomInt(0, alphabet.length)];
  return code;
}

/**
 * A brake: a sliding-window count of attempts per key, refusing with HTTP 429 once `limit` of them fell
 * inside `windowSec`. Counted in the database (the `brakes` table), so every instance of the server sees
 * the same attempts; never inside a transaction, whose rollback (the refusal that follows a wrong
 * password) would take the attempt back.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    /** Unique per brake: its rows in the table. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowSec: number,
  ) {}

  private since(): number {
    if (this.db.$store.inTransaction()) throw new Error(`brake ${this.name} used inside a transaction`);
    return Date.now() - this.windowSec * 1000;
  }

  async check(key: string, messageKey: string): Promise<void> {
    await this.refuseWhenFull(key, messageKey, this.since());
  }

  private async refuseWhenFull(key: string, messageKey: string, since: number): Promise<void> {
    const rows = await this.db.$sql.all<{ at_ms: number }>(
      'SELECT at_ms FROM brakes WHERE name = ? AND key = ? AND at_ms > ? ORDER BY at_ms LIMIT ?',
      this.name,
      key,
      since,
      this.limit,
    );
    if (rows.length >= this.limit) {
      const wait = Math.max(1, Math.ceil((Number(rows[0].at_ms) + this.windowSec * 1000 - Date.now()) / 1000));
      throw new ApiFailure(messageKey, { seconds: wait, minutes: Math.ceil(wait / 60) }, { status: 429 });
    }
  }

  /**
   * Check and hit as one: counts this attempt unless the brake is full, which it refuses. Attempts sent
   * at once, to any instance, are judged one after another (on PostgreSQL a lock of the key for the count).
   */
  async take(key: string, messageKey: string): Promise<void> {
    const since = this.since();
    await this.db.$store.tx(async () => {
      if (this.db.$store.engine === 'postgres') await this.db.$sql.run('SELECT pg_advisory_xact_lock(hashtext(?))', `${this.name}:${key}`);
      await this.refuseWhenFull(key, messageKey, since);
      await this.db.$sql.run('INSERT INTO brakes (id, name, key, at_ms) VALUES (NULL, ?, ?, ?)', this.name, key, Date.now());
    });
    await this.forget(key, since);
  }

  async hit(key: string): Promise<void> {
    const since = this.since();
    await this.db.$sql.run('INSERT INTO brakes (id, name, key, at_ms) VALUES (NULL, ?, ?, ?)', this.name, key, Date.now());
    await this.forget(key, since);
  }

  /** What fell out of the window counts no more: this key's, and now and then everybody's. */
  private async forget(key: string, since: number): Promise<void> {
    await this.db.$sql.run('DELETE FROM brakes WHERE name = ? AND key = ? AND at_ms <= ?', this.name, key, since);
    if (Math.random() < 0.01) await this.db.$sql.run('DELETE FROM brakes WHERE at_ms <= ?', Date.now() - DAY_MS);
  }

  async reset(key: string): Promise<void> {
    this.since();
    await this.db.$sql.run('DELETE FROM brakes WHERE name = ? AND key = ?', this.name, key);
  }

  /** Takes back the newest attempt of a key (one counted before its outcome, which succeeded). */
  async undo(key: string): Promise<void> {
    this.since();
    await this.db.$sql.run(
      'DELETE FROM brakes WHERE id = (SELECT id FROM brakes WHERE name = ? AND key = ? ORDER BY at_ms DESC, id DESC LIMIT 1)',
      this.name,
      key,
    );
  }
}

/** The longest window of any brake: older attempts are removed whatever their brake. */
const DAY_MS = 24 * 60 * 60 * 1000;
