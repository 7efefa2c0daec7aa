// Balances and the ledger: every movement of money is a decimal TEXT change of a balance row plus one
// `ledger` row, written inside the caller's db.transaction. A movement that would leave a balance
// negative is refused before anything is written.
//
// Ledger rows record the signed change of the AVAILABLE balance. `freeze` (negative) and `unfreeze`
// (positive) rows move money between available and frozen, so for every user and currency:
//   available = sum(amount)      frozen = -sum(amount of freeze and unfreeze rows)
// System accounts: user 1 is the house (the counterparty of every trade, profit and payout), user 2
// the fee account (every fee goes there). Money is only ever moved, never created, except the house's
// one-time seed (`house_seed`).
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { MONEY_DECIMALS } from '../../src/shared/trade/formulas';
import { type Db, now } from '../db';
import { ApiFailure } from '../http';

export const HOUSE_ID = 1;
export const FEES_ID = 2;
/**
 * What the house starts with, in every currency: 1e11. Money is only moved after that, so no balance
 * ever exceeds it, and 12 integer digits + 8 decimals stay within decimal.js's default precision of
 * 20 significant digits (a larger seed would silently round sums).
 */
export const HOUSE_SEED = '100000000000';
/** What a demo account gets once: 10,000 USDT and a little BTC and ETH to try spot selling. */
export const DEMO_GRANT: ReadonlyArray<readonly [code: string, amount: string]> = [
  ['USDT', '10000'],
  ['BTC', '0.5'],
  ['ETH', '5'],
];

export interface BalanceRow {
  available: Decimal;
  frozen: Decimal;
}

/** Decimal to the TEXT stored and sent: plain notation, never "-0". */
export const text = (x: Decimal.Value): string => {
  const d = dec(x);
  return d.isZero() ? '0' : d.toFixed();
};

export function balanceOf(db: Db, userId: number, currencyId: number): BalanceRow {
  const row = db.prepare('SELECT available, frozen FROM balances WHERE user_id = ? AND currency_id = ?').get(userId, currencyId) as
    | { available: string; frozen: string }
    | undefined;
  return { available: dec(row?.available ?? '0'), frozen: dec(row?.frozen ?? '0') };
}

function write(db: Db, userId: number, currencyId: number, next: BalanceRow, change: Decimal, kind: string, ref: string | null): void {
  db.prepare(
    `INSERT INTO balances (user_id, currency_id, available, frozen) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, currency_id) DO UPDATE SET available = excluded.available, frozen = excluded.frozen`,
  ).run(userId, currencyId, text(next.available), text(next.frozen));
  db.prepare('INSERT INTO ledger (user_id, currency_id, amount, kind, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    userId,
    currencyId,
    text(change),
    kind,
    ref,
    now(),
  );
}

function positive(amount: Decimal.Value): Decimal {
  const d = dec(amount);
  // Every amount the engine moves is rounded to MONEY_DECIMALS first; anything else is a bug.
  if (!d.isFinite() || d.isNeg() || d.decimalPlaces() > MONEY_DECIMALS) throw new Error(`ledger: bad amount ${String(amount)}`);
  return d;
}

const insufficient = (field?: string) => new ApiFailure('tradeErrors.insufficient', {}, { field });

/** Adds to the available balance. */
export function credit(db: Db, userId: number, currencyId: number, amount: Decimal.Value, kind: string, ref: string | null = null): void {
  const x = positive(amount);
  if (x.isZero()) return;
  const b = balanceOf(db, userId, currencyId);
  write(db, userId, currencyId, { available: b.available.plus(x), frozen: b.frozen }, x, kind, ref);
}

/** Takes from the available balance; refuses (tradeErrors.insufficient, at `field`) when it would go negative. */
export function debit(
  db: Db,
  userId: number,
  currencyId: number,
  amount: Decimal.Value,
  kind: string,
  ref: string | null = null,
  field?: string,
): void {
  const x = positive(amount);
  if (x.isZero()) return;
  const b = balanceOf(db, userId, currencyId);
  if (b.available.lt(x)) throw insufficient(field);
  write(db, userId, currencyId, { available: b.available.minus(x), frozen: b.frozen }, x.neg(), kind, ref);
}

/** Moves available to frozen (an open order's margin, a pending order's cost). */
export function freeze(db: Db, userId: number, currencyId: number, amount: Decimal.Value, ref: string | null = null, field?: string): void {
  const x = positive(amount);
  if (x.isZero()) return;
  const b = balanceOf(db, userId, currencyId);
  if (b.available.lt(x)) throw insufficient(field);
  write(db, userId, currencyId, { available: b.available.minus(x), frozen: b.frozen.plus(x) }, x.neg(), 'freeze', ref);
}

/** Moves frozen back to available. */
export function unfreeze(
  db: Db,
  userId: number,
  currencyId: number,
  amount: Decimal.Value,
  ref: string | null = null,
  field?: string,
): void {
  const x = positive(amount);
  if (x.isZero()) return;
  const b = balanceOf(db, userId, currencyId);
  if (b.frozen.lt(x)) throw insufficient(field);
  write(db, userId, currencyId, { available: b.available.plus(x), frozen: b.frozen.minus(x) }, x, 'unfreeze', ref);
}

/** Moves available money from one account to another: one debit and one credit of the same kind and ref. */
export function transfer(
  db: Db,
  fromId: number,
  toId: number,
  currencyId: number,
  amount: Decimal.Value,
  kind: string,
  ref: string | null = null,
  field?: string,
): void {
  debit(db, fromId, currencyId, amount, kind, ref, field);
  credit(db, toId, currencyId, amount, kind, ref);
}

export function currencyIdOf(db: Db, code: string): number | null {
  const row = db.prepare('SELECT id FROM currencies WHERE code = ?').get(code) as { id: number } | undefined;
  return row?.id ?? null;
}

/**
 * Creates the house and the fee account if missing, and seeds the house once in every currency it
 * holds nothing of yet. Idempotent; call it inside or outside a transaction.
 */
export function ensureSystemAccounts(db: Db): void {
  db.transaction(() => {
    const addUser = db.prepare(
      `INSERT OR IGNORE INTO users (id, nickname, account_type, invite_code, password_hash, created_at) VALUES (?, ?, 'real', ?, NULL, ?)`,
    );
    addUser.run(HOUSE_ID, 'House', 'HOUSE001', now());
    addUser.run(FEES_ID, 'Fees', 'FEES0001', now());
    const unseeded = db
      .prepare('SELECT id FROM currencies WHERE id NOT IN (SELECT currency_id FROM balances WHERE user_id = ?) ORDER BY id')
      .all(HOUSE_ID) as Array<{ id: number }>;
    for (const { id } of unseeded) credit(db, HOUSE_ID, id, HOUSE_SEED, 'house_seed', null);
  })();
}

/** Whether a user already got the demo grant. */
export function hasDemoGrant(db: Db, userId: number): boolean {
  return Boolean(db.prepare("SELECT 1 FROM ledger WHERE user_id = ? AND kind = 'demo_grant' LIMIT 1").get(userId));
}

/**
 * Gives a demo account its virtual funds once (from the house): 10,000 USDT, 0.5 BTC, 5 ETH (the
 * currencies that exist). Returns whether it granted now. Real accounts get nothing.
 */
export function grantDemoFunds(db: Db, userId: number): boolean {
  ensureSystemAccounts(db);
  return db.transaction(() => {
    const user = db.prepare('SELECT account_type FROM users WHERE id = ?').get(userId) as { account_type: string } | undefined;
    if (user?.account_type !== 'demo' || hasDemoGrant(db, userId)) return false;
    for (const [code, amount] of DEMO_GRANT) {
      const currencyId = currencyIdOf(db, code);
      if (currencyId !== null) transfer(db, HOUSE_ID, userId, currencyId, amount, 'demo_grant', 'demo');
    }
    return true;
  })();
}

/** Grants the demo funds to every demo account that has none yet (the seeded demo account after a first start). */
export function grantAllDemoAccounts(db: Db): number {
  const ids = db
    .prepare(
      "SELECT id FROM users u WHERE account_type = 'demo' AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = u.id AND l.kind = 'demo_grant')",
    )
    .all() as Array<{ id: number }>;
  let granted = 0;
  for (const { id } of ids) if (grantDemoFunds(db, id)) granted += 1;
  return granted;
}

/** Sum of all balances (available + frozen) of every account per currency id: what the ledger must conserve. */
export function totalsByCurrency(db: Db): Map<number, Decimal> {
  const totals = new Map<number, Decimal>();
  for (const row of db.prepare('SELECT currency_id, available, frozen FROM balances').iterate() as Iterable<{
    currency_id: number;
    available: string;
    frozen: string;
  }>) {
    totals.set(row.currency_id, (totals.get(row.currency_id) ?? new Decimal(0)).plus(row.available).plus(row.frozen));
  }
  return totals;
}
