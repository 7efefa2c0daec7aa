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
import { eq, inArray, sql } from 'drizzle-orm';
import { Decimal, dec } from '../../src/shared/lib/decimal';
import { isEntryKind, type EntryKind } from '../../src/contract';
import type { Wallet } from '../../src/contract/fund';
import { MONEY_DECIMALS } from '../../src/shared/trade/formulas';
import { type Db, now } from './db';
import {
  type BalanceRow,
  bySlot,
  chunks,
  LedgerError,
  lockedBalances,
  SHARED_IDS,
  type SharedDelta,
  type Slot,
  sharedBalances,
  slotKey,
  text,
} from './balanceRows';
import { SYSTEM_ACCOUNTS } from './migrations';
import { insertText } from './sqlText';
import { balances, currencies, users } from './schema';

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

export { type BalanceRow, chunks, LedgerError, type LedgerProblem, text } from './balanceRows';

export async function balanceOf(db: Db, holder: Holder, currency: number): Promise<BalanceRow> {
  const { id, wallet } = resolve(holder);
  const row = await db
    .select({ available: balances.available, frozen: balances.frozen })
    .from(balances)
    .where(sql`${balances.user_id} = ${id} AND ${balances.currency_id} = ${currency} AND ${balances.wallet} = ${wallet}`)
    .get();
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

type PreparedLeg = Slot & { bucket: Bucket; amount: Decimal };

/** An entry's legs, checked (kind, amounts, balanced per currency), without the zero ones. */
function prepared(entry: Entry): PreparedLeg[] {
  if (!isEntryKind(entry.kind)) throw new LedgerError('unknownKind', entry.field, String(entry.kind));
  const legs = entry.legs
    .map((leg) => ({
      ...resolve(leg.account),
      currency: leg.currency,
      bucket: leg.bucket ?? 'available',
      amount: checkedAmount(leg.amount),
    }))
    .filter((leg) => !leg.amount.isZero());
  const sums = new Map<number, Decimal>();
  for (const leg of legs) sums.set(leg.currency, (sums.get(leg.currency) ?? new Decimal(0)).plus(leg.amount));
  for (const [currency, sum] of sums) if (!sum.isZero()) throw new LedgerError('unbalanced', entry.field, `currency ${currency}: ${sum}`);
  return legs;
}

// Each row's id goes as NULL, as Drizzle sends it: PostgreSQL's numbering trigger then takes the next id
// itself (left out, the column's default would give it one, which the trigger takes for a seed's own).
const LEG_COLUMNS = ['id', 'entry_id', 'user_id', 'currency_id', 'bucket', 'wallet', 'amount', 'kind', 'ref', 'created_at'];
const BALANCE_COLUMNS = ['user_id', 'currency_id', 'wallet', 'available', 'frozen'];
const BALANCE_UPSERT = 'ON CONFLICT (user_id, currency_id, wallet) DO UPDATE SET available = excluded.available, frozen = excluded.frozen';

/** Posts one balanced entry inside the caller's transaction; returns the entry id (0 when every leg was zero). */
export async function post(db: Db, entry: Entry): Promise<number> {
  return (await postMany(db, [entry]))[0];
}

/**
 * Posts entries in order inside the caller's transaction, as `post` would one after another, in a few
 * statements for all of them (many savings incomes paid at once); returns their ids. Refuses them all,
 * writing nothing, when one is refused.
 */
export async function postMany(db: Db, entries: Entry[]): Promise<number[]> {
  if (!db.$store.inTransaction()) throw new LedgerError('noTransaction', entries[0]?.field, entries[0]?.kind);
  const all = entries.map((entry) => ({ entry, legs: prepared(entry) }));

  // Every check before the first write: the new balance of each (account, wallet, currency), read in
  // the fixed order and, where many writers share the database, locked until the commit: two postings
  // touching the same balances wait for each other instead of losing an update, and never deadlock.
  // There, the system accounts' changes are summed and applied at the commit instead (sharedBalances).
  const onShared = db.$store.engine === 'postgres';
  const shared = (leg: Slot) => onShared && SHARED_IDS.has(leg.id);
  const slots = new Map<string, Slot>();
  for (const { legs } of all)
    for (const leg of legs) if (!shared(leg)) slots.set(slotKey(leg), { id: leg.id, wallet: leg.wallet, currency: leg.currency });
  const balance = await lockedBalances(db, [...slots.values()].sort(bySlot));
  const deltas = new Map<string, SharedDelta>();
  for (const { entry, legs } of all) {
    for (const leg of legs) {
      const key = slotKey(leg);
      if (shared(leg)) {
        const delta = deltas.get(key) ?? { db, id: leg.id, wallet: leg.wallet, currency: leg.currency, available: dec(0), frozen: dec(0) };
        delta[leg.bucket] = delta[leg.bucket].plus(leg.amount);
        deltas.set(key, delta);
        continue;
      }
      const was = balance.get(key) as BalanceRow;
      balance.set(key, { ...was, [leg.bucket]: was[leg.bucket].plus(leg.amount) });
    }
    for (const leg of legs) {
      const after = balance.get(slotKey(leg));
      if (leg.id !== EXTERNAL_ID && after && (after.available.isNeg() || after.frozen.isNeg()))
        throw new LedgerError('insufficient', entry.field);
    }
  }

  const at = now();
  const ids: number[] = entries.map(() => 0);
  const posted = all.map((p, i) => ({ ...p, i })).filter(({ legs }) => legs.length > 0);
  // Plain multi-row SQL (sqlText.ts): Drizzle's builder checking each value cost more than the writes.
  for (const part of chunks(posted)) {
    const made = await db.$sql.all<{ id: number }>(
      insertText('journal', ['id', 'kind', 'ref', 'created_at'], part.length, 'RETURNING id'),
      ...part.flatMap(({ entry }) => [null, entry.kind, entry.ref ?? null, at]),
    );
    // A statement's rows take their ids in the order they are written, on both engines: ascending.
    const sorted = made.map((r) => r.id).sort((a, b) => a - b);
    for (const [n, { i }] of part.entries()) ids[i] = sorted[n];
  }
  const rows = posted.flatMap(({ entry, legs, i }) =>
    legs.map((leg) => [null, ids[i], leg.id, leg.currency, leg.bucket, leg.wallet, text(leg.amount), entry.kind, entry.ref ?? null, at]),
  );
  for (const part of chunks(rows)) await db.$sql.run(insertText('ledger', LEG_COLUMNS, part.length), ...part.flat());
  const changed = [...slots.values()].sort(bySlot).map((slot) => {
    const { available, frozen } = balance.get(slotKey(slot)) as BalanceRow;
    return [slot.id, slot.currency, slot.wallet, text(available), text(frozen)];
  });
  for (const part of chunks(changed))
    await db.$sql.run(insertText('balances', BALANCE_COLUMNS, part.length, BALANCE_UPSERT), ...part.flat());
  for (const delta of deltas.values()) db.$store.beforeCommit(sharedBalances, delta);
  return ids;
}

// ---------- the common shapes of an entry ----------

/** The entry that moves available money from one account to another (`transfer` posts it). */
export function transferEntry(
  from: Holder,
  to: Holder,
  currency: number,
  amount: Decimal.Value,
  kind: EntryKind,
  ref: string | null = null,
): Entry {
  const x = dec(amount);
  return {
    kind,
    ref,
    legs: [
      { account: from, currency, amount: x.neg() },
      { account: to, currency, amount: x },
    ],
  };
}

/** The entry that moves frozen money back to available (`unfreeze` posts it). */
export function unfreezeEntry(account: Holder, currency: number, amount: Decimal.Value, ref: string | null = null): Entry {
  const x = dec(amount);
  return {
    kind: 'unfreeze',
    ref,
    legs: [
      { account, currency, amount: x.neg(), bucket: 'frozen' },
      { account, currency, amount: x },
    ],
  };
}

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
  return await post(db, { ...transferEntry(from, to, currency, amount, kind, ref), field });
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
  return await post(db, { ...unfreezeEntry(account, currency, amount, ref), field });
}

export async function currencyIdOf(db: Db, code: string): Promise<number | null> {
  return (await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code)).get())?.id ?? null;
}

/**
 * Who is on the other side of a user's trades, profits, payouts and fees: the house and the fee account
 * for a real account; the demo pool for both with a demo account, whose money is virtual.
 */
export async function counterpartiesOf(db: Db, userId: number): Promise<{ house: number; fees: number }> {
  return (await counterpartiesOfMany(db, [userId])).get(userId) ?? REAL_SIDES;
}

const REAL_SIDES = Object.freeze({ house: HOUSE_ID, fees: FEES_ID });
const DEMO_SIDES = Object.freeze({ house: DEMO_POOL_ID, fees: DEMO_POOL_ID });

/** counterpartiesOf for many users, in one read. */
export async function counterpartiesOfMany(db: Db, userIds: number[]): Promise<Map<number, { house: number; fees: number }>> {
  const sides = new Map<number, { house: number; fees: number }>();
  for (const part of chunks([...new Set(userIds)])) {
    const rows = await db.select({ id: users.id, type: users.account_type }).from(users).where(inArray(users.id, part)).all();
    for (const { id, type } of rows) sides.set(id, type === 'demo' ? DEMO_SIDES : REAL_SIDES);
  }
  return sides;
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
