// The balanced journal. Every movement of money is one `post({ kind, ref, legs })`: legs are signed
// changes of one bucket (available or frozen) of one account in one currency, and they sum to zero
// per currency, so money is only ever moved, never created or lost. Each leg is a `ledger` row tied to
// its `journal` entry; the balance rows are the running sums:
//   available = sum(rows, bucket 'available')      frozen = sum(rows, bucket 'frozen')
// and the balances of all accounts, system accounts included, sum to zero in every currency.
//
// `post` runs only inside the caller's transaction, checks everything before it writes, and refuses
// with a LedgerError (a domain error the http layer turns into the envelope): no balance except the
// external account's ever goes below zero.
import { eq, sql } from 'drizzle-orm';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { isEntryKind, type EntryKind } from '../../src/contract';
import type { Wallet } from '../../src/contract/fund';
import { MONEY_DECIMALS } from '../../src/shared/trade/formulas';
import { type CommitChannel, type Db, now } from './db';
import { SYSTEM_ACCOUNTS } from './migrations';
import { balances, currencies, journal, ledger, users } from './schema';

export { SYSTEM_ACCOUNTS };
export const HOUSE_ID = SYSTEM_ACCOUNTS.house;
export const FEES_ID = SYSTEM_ACCOUNTS.fees;
export const EXTERNAL_ID = SYSTEM_ACCOUNTS.external;
export const DEMO_POOL_ID = SYSTEM_ACCOUNTS.demoPool;

export type Bucket = 'available' | 'frozen';

/**
 * Whose money: a user's account of one kind (`{ id, wallet }`: funding, spot, contract, seconds), or
 * a bare id for the funding account (every system account has only that one).
 */
export type Holder = number | { readonly id: number; readonly wallet: Wallet };

/** A user's account of one kind: `pocket(userId, 'lever')`. */
export const pocket = (id: number, wallet: Wallet): Holder => ({ id, wallet });

const resolve = (holder: Holder): { id: number; wallet: Wallet } => (typeof holder === 'number' ? { id: holder, wallet: 'legal' } : holder);

export interface Leg {
  /** A user id (their funding account), a user's account of one kind (`pocket`), or one of SYSTEM_ACCOUNTS. */
  account: Holder;
  currency: number;
  /** Signed change: positive adds to the bucket, negative takes from it. */
  amount: Decimal.Value;
  bucket?: Bucket;
}

export interface Entry {
  kind: EntryKind;
  ref?: string | null;
  legs: Leg[];
  /** The payload field a refusal is about (shown at that field of the form). */
  field?: string;
}

export type LedgerProblem = 'insufficient' | 'unbalanced' | 'badAmount' | 'noTransaction' | 'unknownKind';

/** A refused posting. Nothing was written. `insufficient` is the user's; the others are bugs. */
export class LedgerError extends Error {
  constructor(
    readonly problem: LedgerProblem,
    readonly field?: string,
    detail = '',
  ) {
    super(`ledger: ${problem}${detail ? ` (${detail})` : ''}`);
    this.name = 'LedgerError';
  }
}

export interface BalanceRow {
  available: Decimal;
  frozen: Decimal;
}

/** Decimal to the TEXT stored and sent: plain notation, never "-0". */
export const text = (x: Decimal.Value): string => {
  const d = dec(x);
  return d.isZero() ? '0' : d.toFixed();
};

export async function balanceOf(db: Db, holder: Holder, currency: number): Promise<BalanceRow> {
  const { id, wallet } = resolve(holder);
  const row = await db
    .select({ available: balances.available, frozen: balances.frozen })
    .from(balances)
    .where(sql`${balances.user_id} = ${id} AND ${balances.currency_id} = ${currency} AND ${balances.wallet} = ${wallet}`)
    .get();
  return { available: dec(row?.available ?? '0'), frozen: dec(row?.frozen ?? '0') };
}

/**
 * A balance about to change, inside the posting's transaction. The embedded engine has one writer, so
 * reading is enough; on PostgreSQL the row is made if new and locked (SELECT … FOR UPDATE) until the commit.
 */
async function lockedBalance(db: Db, id: number, wallet: Wallet, currency: number): Promise<BalanceRow> {
  if (db.$store.engine === 'sqlite') return balanceOf(db, { id, wallet }, currency);
  await db.$sql.run(
    "INSERT INTO balances (user_id, currency_id, wallet, available, frozen) VALUES (?, ?, ?, '0', '0') ON CONFLICT DO NOTHING",
    id,
    currency,
    wallet,
  );
  const row = await db.$sql.get<{ available: string; frozen: string }>(
    'SELECT available, frozen FROM balances WHERE user_id = ? AND currency_id = ? AND wallet = ? FOR UPDATE',
    id,
    currency,
    wallet,
  );
  return { available: dec(row?.available ?? '0'), frozen: dec(row?.frozen ?? '0') };
}

function checkedAmount(amount: Decimal.Value): Decimal {
  let d: Decimal;
  try {
    d = dec(amount);
  } catch {
    throw new LedgerError('badAmount', undefined, String(amount));
  }
  // Every amount is rounded to MONEY_DECIMALS before it is posted; anything else is a bug.
  if (!d.isFinite() || d.decimalPlaces() > MONEY_DECIMALS) throw new LedgerError('badAmount', undefined, String(amount));
  return d;
}

/** Posts one balanced entry inside the caller's transaction; returns the entry id (0 when every leg was zero). */
export async function post(db: Db, entry: Entry): Promise<number> {
  if (!db.$store.inTransaction()) throw new LedgerError('noTransaction', entry.field, entry.kind);
  if (!isEntryKind(entry.kind)) throw new LedgerError('unknownKind', entry.field, String(entry.kind));
  const legs = entry.legs
    .map((leg) => ({
      ...resolve(leg.account),
      currency: leg.currency,
      bucket: leg.bucket ?? 'available',
      amount: checkedAmount(leg.amount),
    }))
    .filter((leg) => !leg.amount.isZero());
  if (legs.length === 0) return 0;

  const sums = new Map<number, Decimal>();
  for (const leg of legs) sums.set(leg.currency, (sums.get(leg.currency) ?? new Decimal(0)).plus(leg.amount));
  for (const [currency, sum] of sums) if (!sum.isZero()) throw new LedgerError('unbalanced', entry.field, `currency ${currency}: ${sum}`);

  // Every check before the first write: the new balance of each (account, wallet, currency), read in
  // one fixed order (account, wallet, currency) and, where many writers share the database, locked until
  // the commit: two postings touching the same balances wait for each other instead of losing an update,
  // and never deadlock.
  const slots = new Map<string, { id: number; wallet: Wallet; currency: number }>();
  const onShared = db.$store.engine === 'postgres';
  const deltas = new Map<string, SharedDelta>();
  for (const leg of legs) {
    const key = `${leg.id}:${leg.wallet}:${leg.currency}`;
    if (onShared && SHARED_IDS.has(leg.id)) {
      const delta = deltas.get(key) ?? { db, id: leg.id, wallet: leg.wallet, currency: leg.currency, available: dec(0), frozen: dec(0) };
      delta[leg.bucket] = delta[leg.bucket].plus(leg.amount);
      deltas.set(key, delta);
    } else slots.set(key, { id: leg.id, wallet: leg.wallet, currency: leg.currency });
  }
  const order = [...slots.entries()].sort(([, a], [, b]) => a.id - b.id || a.wallet.localeCompare(b.wallet) || a.currency - b.currency);
  const next = new Map<string, { id: number; wallet: Wallet; currency: number; balance: BalanceRow }>();
  for (const [key, slot] of order) next.set(key, { ...slot, balance: await lockedBalance(db, slot.id, slot.wallet, slot.currency) });
  for (const leg of legs) {
    const slot = next.get(`${leg.id}:${leg.wallet}:${leg.currency}`);
    if (slot) slot.balance = { ...slot.balance, [leg.bucket]: slot.balance[leg.bucket].plus(leg.amount) };
  }
  for (const { id, balance } of next.values()) {
    if (id === EXTERNAL_ID) continue;
    if (balance.available.isNeg() || balance.frozen.isNeg()) throw new LedgerError('insufficient', entry.field);
  }

  const at = now();
  const entryId = (
    await db
      .insert(journal)
      .values({ kind: entry.kind, ref: entry.ref ?? null, created_at: at })
      .returning({ id: journal.id })
      .get()
  ).id;
  for (const leg of legs) {
    await db
      .insert(ledger)
      .values({
        entry_id: entryId,
        user_id: leg.id,
        currency_id: leg.currency,
        bucket: leg.bucket,
        wallet: leg.wallet,
        amount: text(leg.amount),
        kind: entry.kind,
        ref: entry.ref ?? null,
        created_at: at,
      })
      .run();
  }
  for (const { id, wallet, currency, balance } of next.values()) {
    await db
      .insert(balances)
      .values({ user_id: id, currency_id: currency, wallet, available: text(balance.available), frozen: text(balance.frozen) })
      .onConflictDoUpdate({
        target: [balances.user_id, balances.currency_id, balances.wallet],
        set: { available: text(balance.available), frozen: text(balance.frozen) },
      })
      .run();
  }
  for (const delta of deltas.values()) db.$store.beforeCommit(sharedBalances, delta);
  return entryId;
}

/**
 * The system accounts every trade, fee and payout goes through (the house, the fees, the demo pool…).
 * On PostgreSQL, where many writers share the database, locking their balance rows for a whole
 * transaction would make every trade wait for the one before it: their changes are summed instead and
 * applied relatively at the commit (below), so each row is held only for the commit's instant.
 */
const SHARED_IDS: ReadonlySet<number> = new Set(Object.values(SYSTEM_ACCOUNTS));
interface SharedDelta {
  db: Db;
  id: number;
  wallet: Wallet;
  currency: number;
  available: Decimal;
  frozen: Decimal;
}

/** Applies a transaction's changes to system balances, in the fixed order; refuses what would go below zero. */
const sharedBalances: CommitChannel<SharedDelta> = {
  async flush(items) {
    const sums = new Map<string, SharedDelta>();
    for (const item of items) {
      const key = `${item.id}:${item.wallet}:${item.currency}`;
      const sum = sums.get(key);
      sums.set(key, sum ? { ...sum, available: sum.available.plus(item.available), frozen: sum.frozen.plus(item.frozen) } : item);
    }
    const order = [...sums.values()].sort((a, b) => a.id - b.id || a.wallet.localeCompare(b.wallet) || a.currency - b.currency);
    for (const { db, id, wallet, currency, available, frozen } of order) {
      if (available.isZero() && frozen.isZero()) continue;
      await db.$sql.run(
        "INSERT INTO balances (user_id, currency_id, wallet, available, frozen) VALUES (?, ?, ?, '0', '0') ON CONFLICT DO NOTHING",
        id,
        currency,
        wallet,
      );
      const floor = id === EXTERNAL_ID ? '' : ' AND available::numeric + ?::numeric >= 0 AND frozen::numeric + ?::numeric >= 0';
      const changed = await db.$sql.run(
        `UPDATE balances SET available = trim_scale(available::numeric + ?::numeric)::text, frozen = trim_scale(frozen::numeric + ?::numeric)::text
         WHERE user_id = ? AND currency_id = ? AND wallet = ?${floor}`,
        text(available),
        text(frozen),
        id,
        currency,
        wallet,
        ...(floor ? [text(available), text(frozen)] : []),
      );
      if (changed.changes !== 1) throw new LedgerError('insufficient', undefined, `system account ${id}`);
    }
  },
};

// ---------- the common shapes of an entry ----------

/** Moves available money from one account to another. */
export async function transfer(
  db: Db,
  from: Holder,
  to: Holder,
  currency: number,
  amount: Decimal.Value,
  kind: EntryKind,
  ref: string | null = null,
  field?: string,
): Promise<number> {
  const x = dec(amount);
  return await post(db, {
    kind,
    ref,
    field,
    legs: [
      { account: from, currency, amount: x.neg() },
      { account: to, currency, amount: x },
    ],
  });
}

/** Moves a user's available money to frozen (an open order's margin, a pending order's cost). */
export async function freeze(
  db: Db,
  account: Holder,
  currency: number,
  amount: Decimal.Value,
  ref: string | null = null,
  field?: string,
): Promise<number> {
  const x = dec(amount);
  return await post(db, {
    kind: 'freeze',
    ref,
    field,
    legs: [
      { account, currency, amount: x.neg() },
      { account, currency, amount: x, bucket: 'frozen' },
    ],
  });
}

/** Moves frozen money back to available. */
export async function unfreeze(
  db: Db,
  account: Holder,
  currency: number,
  amount: Decimal.Value,
  ref: string | null = null,
  field?: string,
): Promise<number> {
  const x = dec(amount);
  return await post(db, {
    kind: 'unfreeze',
    ref,
    field,
    legs: [
      { account, currency, amount: x.neg(), bucket: 'frozen' },
      { account, currency, amount: x },
    ],
  });
}

export async function currencyIdOf(db: Db, code: string): Promise<number | null> {
  return (await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code)).get())?.id ?? null;
}

/**
 * Who is on the other side of a user's trades, profits, payouts and fees: the house and the fee account
 * for a real account; the demo pool for both with a demo account, whose money is virtual.
 */
export async function counterpartiesOf(db: Db, userId: number): Promise<{ house: number; fees: number }> {
  const type = (await db.select({ type: users.account_type }).from(users).where(eq(users.id, userId)).get())?.type;
  return type === 'demo' ? { house: DEMO_POOL_ID, fees: DEMO_POOL_ID } : { house: HOUSE_ID, fees: FEES_ID };
}

/**
 * What the house and the demo pool each start with, in every currency: 1e11, from the external account. Money is only moved
 * after that, so no balance ever exceeds it, and 12 integer digits + 8 decimals stay within
 * decimal.js's default precision of 20 significant digits (a larger seed would silently round sums).
 */
export const HOUSE_SEED = '100000000000';

/** Seeds the house and the demo pool once in every currency each has never been seeded in. Idempotent. */
export async function seedHouse(db: Db): Promise<void> {
  await db.transaction(async () => {
    for (const account of [HOUSE_ID, DEMO_POOL_ID]) {
      const unseeded = (await db.$sql.all(
        'SELECT id FROM currencies WHERE id NOT IN (SELECT currency_id FROM balances WHERE user_id = ?) ORDER BY id',
        account,
      )) as Array<{ id: number }>;
      for (const { id } of unseeded)
        await transfer(db, EXTERNAL_ID, account, id, HOUSE_SEED, 'house_seed', account === DEMO_POOL_ID ? 'demo' : null);
    }
  });
}

/** Sum of all balances (available + frozen) per currency id, system accounts included: always zero. */
export async function totalsByCurrency(db: Db, options: { withoutExternal?: boolean } = {}): Promise<Map<number, Decimal>> {
  const totals = new Map<number, Decimal>();
  for (const row of await db.select().from(balances).all()) {
    if (options.withoutExternal && row.user_id === EXTERNAL_ID) continue;
    totals.set(row.currency_id, (totals.get(row.currency_id) ?? new Decimal(0)).plus(row.available).plus(row.frozen));
  }
  return totals;
}
