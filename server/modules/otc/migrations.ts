import { and, eq, inArray } from 'drizzle-orm';
import { OTC_OPEN_STATES } from '../../../src/contract/otc';
import { type Decimal, dec } from '../../../src/shared/lib/decimal';
import { type MigrationDb, now } from '../../core/db';
import { HOUSE_ID, text } from '../../core/ledger';
import type { Migration } from '../../core/migrate';
import { balances, currencies, journal, ledger, users } from '../../core/schema';
import { otcAds, otcMerchants, otcOrders } from './schema';

/** A funding account's available balance, read on the synchronous handle. */
const availableOf = (db: MigrationDb, id: number, currency: number) =>
  dec(
    db
      .select({ available: balances.available })
      .from(balances)
      .where(and(eq(balances.user_id, id), eq(balances.currency_id, currency), eq(balances.wallet, 'legal')))
      .get()?.available ?? '0',
  );

/**
 * The ledger's `transfer` of available money to the house, written on the synchronous handle the way
 * `post` writes it (the ledger's functions are async): one journal entry, its two legs, both balances.
 */
function returnToHouse(db: MigrationDb, from: number, currency: number, amount: Decimal, ref: string): void {
  const legs = [
    { id: from, amount: amount.neg() },
    { id: HOUSE_ID, amount },
  ];
  const next = legs.map((leg) => ({ ...leg, available: availableOf(db, leg.id, currency).plus(leg.amount) }));
  const at = now();
  const entryId = db.insert(journal).values({ kind: 'otc_float', ref, created_at: at }).returning({ id: journal.id }).get().id;
  for (const leg of legs) {
    db.insert(ledger)
      .values({
        entry_id: entryId,
        user_id: leg.id,
        currency_id: currency,
        bucket: 'available',
        wallet: 'legal',
        amount: text(leg.amount),
        kind: 'otc_float',
        ref,
        created_at: at,
      })
      .run();
  }
  for (const { id, available } of next) {
    db.insert(balances)
      .values({ user_id: id, currency_id: currency, wallet: 'legal', available: text(available), frozen: '0' })
      .onConflictDoUpdate({ target: [balances.user_id, balances.currency_id, balances.wallet], set: { available: text(available) } })
      .run();
  }
}

/**
 * Merchants seeded before demo and real money were kept apart were REAL accounts with a float from the
 * house, in every mode. Each is retired: its adverts close, its available USDT goes back to the house
 * (one entry), its open orders lose their automatic steps (they go on as between people: expiry,
 * dispute), and it is a merchant no more. In demo mode the seed then creates the demo merchants.
 */
export function retireRealMerchants(db: MigrationDb): void {
  const usdt = db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'USDT')).get()?.id ?? null;
  const real = db
    .select({ id: otcMerchants.user_id })
    .from(otcMerchants)
    .innerJoin(users, eq(users.id, otcMerchants.user_id))
    .where(eq(users.account_type, 'real'))
    .all();
  for (const { id } of real) {
    db.update(otcAds).set({ active: 0 }).where(eq(otcAds.user_id, id)).run();
    db.update(otcOrders)
      .set({ auto_at: null })
      .where(and(eq(otcOrders.merchant_id, id), inArray(otcOrders.status, [...OTC_OPEN_STATES])))
      .run();
    const left = usdt === null ? null : availableOf(db, id, usdt);
    if (usdt !== null && left?.gt(0)) returnToHouse(db, id, usdt, left, `otc-merchant:${id}`);
    db.delete(otcMerchants).where(eq(otcMerchants.user_id, id)).run();
  }
}

export const migrations: Migration[] = [
  {
    // Seeded merchants (their published record before this server, and whether they act by
    // themselves), adverts, and orders with their escrow state.
    id: 'otc-001-adverts-orders',
    sql: `
      CREATE TABLE otc_merchants (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        auto INTEGER NOT NULL DEFAULT 1,
        orders_base INTEGER NOT NULL DEFAULT 0,
        completed_base INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE otc_ads (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
        fiat TEXT NOT NULL,
        price TEXT NOT NULL,
        min_amount TEXT NOT NULL,
        max_amount TEXT NOT NULL,
        methods TEXT NOT NULL,
        pay_details TEXT NOT NULL DEFAULT '',
        active INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX otc_ads_list ON otc_ads(active, side, fiat);
      CREATE TABLE otc_orders (
        id INTEGER PRIMARY KEY,
        ad_id INTEGER NOT NULL REFERENCES otc_ads(id),
        merchant_id INTEGER NOT NULL REFERENCES users(id),
        buyer_id INTEGER NOT NULL REFERENCES users(id),
        seller_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        price TEXT NOT NULL,
        fiat TEXT NOT NULL,
        total TEXT NOT NULL,
        methods TEXT NOT NULL,
        pay_details TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('unpaid', 'paid', 'disputed', 'released', 'cancelled', 'expired', 'refunded')),
        created_at INTEGER NOT NULL,
        pay_due_at INTEGER NOT NULL,
        paid_at INTEGER,
        dispute_sec INTEGER NOT NULL,
        auto_at INTEGER,
        done_at INTEGER,
        dispute_by TEXT,
        dispute_reason TEXT,
        decision_reason TEXT
      );
      CREATE INDEX otc_orders_buyer ON otc_orders(buyer_id, id);
      CREATE INDEX otc_orders_seller ON otc_orders(seller_id, id);
      CREATE INDEX otc_orders_merchant ON otc_orders(merchant_id, status);`,
  },
  {
    // A merchant's published record comes from its orders alone: the invented past goes.
    id: 'otc-002-record-from-orders',
    sql: `
      ALTER TABLE otc_merchants DROP COLUMN orders_base;
      ALTER TABLE otc_merchants DROP COLUMN completed_base;`,
  },
  {
    // Real-account merchants funded by the house (seeded in every mode before): retired.
    id: 'otc-003-retire-real-merchants',
    up: retireRealMerchants,
  },
];
