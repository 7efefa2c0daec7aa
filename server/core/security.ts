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
 * Sliding-window throttle kept in memory: `hit` records an event, `check` refuses with HTTP 429
 * once `limit` events fell inside `windowSec`.
 */
export class Throttle {
  private readonly events = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowSec: number,
  ) {}

  private recent(key: string): number[] {
    const since = Date.now() - this.windowSec * 1000;
    const list = (this.events.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.events.set(key, list);
    else this.events.delete(key);
    return list;
  }

  check(key: string, messageKey: string): void {
    const list = this.recent(key);
    if (list.length >= this.limit) {
      const wait = Math.max(1, Math.ceil((list[0] + this.windowSec * 1000 - Date.now()) / 1000));
      throw new ApiFailure(messageKey, { seconds: wait, minutes: Math.ceil(wait / 60) }, { status: 429 });
    }
  }

  hit(key: string): void {
    this.events.set(key, [...this.recent(key), Date.now()]);
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Takes back the newest event of a key (an attempt counted before its outcome, which succeeded). */
  undo(key: string): void {
    const list = this.recent(key);
    list.pop();
    if (list.length) this.events.set(key, list);
    else this.events.delete(key);
  }
}
