// The core's tables (schema.ts). The first two were part of the old global versions 1 and 2.
import { Decimal } from 'decimal.js';
import type { MigrationDb } from './db';
import { NUMBER_ROW_FUNCTION } from './engines/postgresSchema';
import type { Migration } from './migrate';

/** System accounts: ids below 100001 never belong to a person. */
export const SYSTEM_ACCOUNTS = {
  /** The counterparty of every trade, profit and payout. */
  house: 1,
  /** Every fee goes here. */
  fees: 2,
  /** The world outside: deposits come from it and withdrawals go to it; the only account that may go negative. */
  external: 3,
  /** Pays the interest and income of earn products. */
  interest: 4,
  /** Holds what two users trade with each other until it is released (OTC, auctions). */
  escrow: 5,
  /**
   * The virtual money of demo accounts: it funds them and is the other side of their trades and fees,
   * so nothing a demo account does moves the house or the fee account, which back real balances.
   */
  demoPool: 6,
} as const;

/** The system accounts core-003 created; later ones come with migrations of their own. */
const FIRST_SYSTEM_ACCOUNTS = ['house', 'fees', 'external', 'interest', 'escrow'] as const;

/** Turns the one-sided rows written before the journal into balanced ones (see core-003). */
function backfillJournal(db: MigrationDb): void {
  const sqlite = db.$client;
  const at = Math.floor(Date.now() / 1000);
  const addUser = sqlite.prepare(
    "INSERT OR IGNORE INTO users (id, nickname, account_type, invite_code, password_hash, created_at) VALUES (?, ?, 'real', ?, NULL, ?)",
  );
  for (const name of FIRST_SYSTEM_ACCOUNTS) {
    addUser.run(SYSTEM_ACCOUNTS[name], name[0].toUpperCase() + name.slice(1), `${name.toUpperCase().padEnd(8, '0').slice(0, 8)}`, at);
  }
  const neg = (amount: string) => new Decimal(amount).neg();
  const text = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());
  const insert = sqlite.prepare(
    'INSERT INTO ledger (user_id, currency_id, amount, kind, ref, created_at, bucket) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const rows = sqlite
    .prepare("SELECT * FROM ledger WHERE entry_id IS NULL AND kind IN ('freeze', 'unfreeze', 'house_seed', 'deposit') ORDER BY id")
    .all() as Array<{ user_id: number; currency_id: number; amount: string; kind: string; ref: string | null; created_at: number }>;
  const external = new Map<number, Decimal>();
  for (const r of rows) {
    if (r.kind === 'freeze' || r.kind === 'unfreeze') {
      // An old freeze row moved available to frozen in one row; its frozen side becomes a row of its own.
      insert.run(r.user_id, r.currency_id, text(neg(r.amount)), r.kind, r.ref, r.created_at, 'frozen');
    } else {
      // The house's seed and on-chain deposits came from outside: the external account is their other side.
      insert.run(SYSTEM_ACCOUNTS.external, r.currency_id, text(neg(r.amount)), r.kind, r.ref, r.created_at, 'available');
      external.set(r.currency_id, (external.get(r.currency_id) ?? new Decimal(0)).minus(r.amount));
    }
  }
  const setBalance = sqlite.prepare(
    `INSERT INTO balances (user_id, currency_id, available, frozen) VALUES (?, ?, ?, '0')
     ON CONFLICT (user_id, currency_id) DO UPDATE SET available = excluded.available`,
  );
  for (const [currencyId, amount] of external) setBalance.run(SYSTEM_ACCOUNTS.external, currencyId, text(amount));
}

/**
 * The money that open trades hold moves to the trading account it now belongs to (core-005): an open or
 * pending contract order's margin (and a pending one's fee) to `lever`, a pending spot order's cost to
 * `change`. Everything else stays in funding. One balanced entry per user; no row is changed or lost.
 */
function moveHeldMoneyToTradingAccounts(db: MigrationDb): void {
  const sqlite = db.$client;
  const hasTable = (name: string) => Boolean(sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));
  // user → [wallet, currency, amount]
  const held = new Map<number, Array<[string, number, Decimal]>>();
  const add = (user: number, wallet: string, currency: number, amount: Decimal) => {
    if (amount.isZero()) return;
    const list = held.get(user) ?? [];
    const same = list.find(([w, c]) => w === wallet && c === currency);
    if (same) same[2] = same[2].plus(amount);
    else list.push([wallet, currency, amount]);
    held.set(user, list);
  };
  const usdt = sqlite.prepare("SELECT id FROM currencies WHERE code = 'USDT'").get() as { id: number } | undefined;
  if (usdt && hasTable('lever_orders')) {
    const rows = sqlite
      .prepare("SELECT user_id, status, margin, fee FROM lever_orders WHERE status IN ('open', 'pending')")
      .all() as Array<{
      user_id: number;
      status: string;
      margin: string;
      fee: string;
    }>;
    for (const r of rows) add(r.user_id, 'lever', usdt.id, new Decimal(r.margin).plus(r.status === 'pending' ? r.fee : 0));
  }
  if (hasTable('coin_orders')) {
    const rows = sqlite
      .prepare(
        "SELECT user_id, frozen_currency_id, frozen_amount FROM coin_orders WHERE status = 'pending' AND frozen_currency_id IS NOT NULL",
      )
      .all() as Array<{ user_id: number; frozen_currency_id: number; frozen_amount: string }>;
    for (const r of rows) add(r.user_id, 'change', r.frozen_currency_id, new Decimal(r.frozen_amount));
  }
  const at = Math.floor(Date.now() / 1000);
  const text = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());
  const entry = sqlite.prepare("INSERT INTO journal (kind, ref, created_at) VALUES ('transfer', 'migration:core-005', ?)");
  const leg = sqlite.prepare(
    "INSERT INTO ledger (entry_id, user_id, currency_id, amount, kind, ref, created_at, bucket, wallet) VALUES (?, ?, ?, ?, 'transfer', 'migration:core-005', ?, 'frozen', ?)",
  );
  const frozenOf = sqlite.prepare('SELECT frozen FROM balances WHERE user_id = ? AND currency_id = ? AND wallet = ?');
  const setFrozen = sqlite.prepare(
    `INSERT INTO balances (user_id, currency_id, wallet, available, frozen) VALUES (?, ?, ?, '0', ?)
     ON CONFLICT (user_id, currency_id, wallet) DO UPDATE SET frozen = excluded.frozen`,
  );
  for (const [user, moves] of held) {
    const entryId = Number(entry.run(at).lastInsertRowid);
    for (const [wallet, currency, amount] of moves) {
      const from = new Decimal((frozenOf.get(user, currency, 'legal') as { frozen: string } | undefined)?.frozen ?? '0').minus(amount);
      // What an order holds was frozen when it was placed; anything else is a corrupt database.
      if (from.isNeg()) throw new Error(`core-005: user ${user} holds less frozen ${currency} than their open orders`);
      leg.run(entryId, user, currency, text(amount.neg()), at, 'legal');
      leg.run(entryId, user, currency, text(amount), at, wallet);
      setFrozen.run(user, currency, 'legal', text(from));
      const to = new Decimal((frozenOf.get(user, currency, wallet) as { frozen: string } | undefined)?.frozen ?? '0').plus(amount);
      setFrozen.run(user, currency, wallet, text(to));
    }
  }
}

export const coreMigrations: Migration[] = [
  {
    id: 'core-001-users',
    legacy: 1,
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT UNIQUE,
        mobile TEXT,
        area_code TEXT,
        password_hash TEXT,
        nickname TEXT NOT NULL,
        avatar TEXT NOT NULL DEFAULT '',
        account_type TEXT NOT NULL DEFAULT 'real' CHECK (account_type IN ('real', 'demo')),
        kyc_status INTEGER NOT NULL DEFAULT 0,
        invite_code TEXT NOT NULL UNIQUE,
        invited_by INTEGER REFERENCES users(id),
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX users_mobile ON users(area_code, mobile) WHERE mobile IS NOT NULL;
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );`,
  },
  {
    id: 'core-002-balances',
    legacy: 2,
    sql: `
      CREATE TABLE currencies (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        decimals INTEGER NOT NULL
      );
      CREATE TABLE balances (
        user_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        available TEXT NOT NULL DEFAULT '0',
        frozen TEXT NOT NULL DEFAULT '0',
        PRIMARY KEY (user_id, currency_id)
      );
      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        kind TEXT NOT NULL,
        ref TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX ledger_user ON ledger(user_id, id);`,
  },
  {
    // The balanced journal: every movement is an entry whose legs sum to zero per currency; the
    // frozen bucket gets rows of its own; system accounts for the outside world, interest and escrow.
    id: 'core-003-journal',
    sql: `
      CREATE TABLE journal (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        ref TEXT,
        created_at INTEGER NOT NULL
      );
      ALTER TABLE ledger ADD COLUMN entry_id INTEGER REFERENCES journal(id);
      ALTER TABLE ledger ADD COLUMN bucket TEXT NOT NULL DEFAULT 'available' CHECK (bucket IN ('available', 'frozen'));
      CREATE INDEX ledger_entry ON ledger(entry_id);`,
    up: backfillJournal,
  },
  {
    id: 'core-004-jobs-notifications',
    sql: `
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        ref TEXT NOT NULL,
        due_ms INTEGER NOT NULL,
        payload TEXT,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'cancelled')),
        attempts INTEGER NOT NULL DEFAULT 0,
        retry_ms INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        done_at INTEGER
      );
      CREATE UNIQUE INDEX jobs_kind_ref ON jobs(kind, ref);
      CREATE INDEX jobs_due ON jobs(status, due_ms);
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id),
        kind TEXT NOT NULL,
        vars TEXT NOT NULL DEFAULT '{}',
        ref TEXT,
        created_at INTEGER NOT NULL,
        read_at INTEGER
      );
      CREATE INDEX notifications_user ON notifications(user_id, id);`,
  },
  {
    // Four accounts per user and currency (funding, spot, contract, seconds): every balance and ledger
    // row so far is the funding account's; then what open trades hold moves to its trading account.
    id: 'core-005-wallets',
    sql: `
      CREATE TABLE balances_new (
        user_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        wallet TEXT NOT NULL DEFAULT 'legal' CHECK (wallet IN ('legal', 'change', 'lever', 'micro')),
        available TEXT NOT NULL DEFAULT '0',
        frozen TEXT NOT NULL DEFAULT '0',
        PRIMARY KEY (user_id, currency_id, wallet)
      );
      INSERT INTO balances_new (user_id, currency_id, wallet, available, frozen)
        SELECT user_id, currency_id, 'legal', available, frozen FROM balances;
      DROP TABLE balances;
      ALTER TABLE balances_new RENAME TO balances;
      ALTER TABLE ledger ADD COLUMN wallet TEXT NOT NULL DEFAULT 'legal' CHECK (wallet IN ('legal', 'change', 'lever', 'micro'));
      CREATE INDEX ledger_user_wallet ON ledger(user_id, wallet, currency_id, id);`,
    up: moveHeldMoneyToTradingAccounts,
  },
  {
    id: 'core-006-pay-password',
    sql: 'ALTER TABLE users ADD COLUMN pay_password_hash TEXT;',
  },
  {
    // The verified identity level (0 none, 1 basic, 2 advanced: SPEC §6 limits); a verified user so far
    // was verified in full.
    id: 'core-007-kyc-level',
    sql: `
      ALTER TABLE users ADD COLUMN kyc_level INTEGER NOT NULL DEFAULT 0;
      UPDATE users SET kyc_level = 2 WHERE kyc_status = 2;`,
  },
  {
    // The demo pool's row (SYSTEM_ACCOUNTS.demoPool); seedHouse gives it its virtual money. Its invite
    // code has an O, which generated codes never have, so it cannot clash with a person's.
    id: 'core-008-demo-pool',
    sql: `
      INSERT OR IGNORE INTO users (id, nickname, account_type, invite_code, password_hash, created_at)
        VALUES (${SYSTEM_ACCOUNTS.demoPool}, 'Demo pool', 'real', 'DEMOPOOL', NULL, CAST(strftime('%s', 'now') AS INTEGER));`,
  },
  {
    // PostgreSQL only: the numbering trigger no longer moves a sequence for an id its column's default took
    // (it raced with concurrent inserts: two journal entries with one id under 50 users ordering at once).
    id: 'core-009-numbering-race',
    pg: NUMBER_ROW_FUNCTION,
  },
  {
    // Due jobs are read in the order of their due time, then id: with the id in the index PostgreSQL reads
    // them in that order instead of sorting every job due at once (10,000 incomes due together: 2 ms a
    // round, a fifth of the settlement's time). SQLite's index held the id already (its rowid).
    id: 'core-010-jobs-due-order',
    sql: 'DROP INDEX jobs_due; CREATE INDEX jobs_due ON jobs(status, due_ms, id);',
    pg: 'DROP INDEX jobs_due; CREATE INDEX jobs_due ON jobs(status, due_ms, id);',
  },
  {
    // The brakes (security.ts Throttle: wrong passwords, codes, demo accounts, withdraw requests) count in
    // the database, so every instance of the server counts the same attempts.
    id: 'core-011-brakes',
    sql: `
      CREATE TABLE brakes (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        key TEXT NOT NULL,
        at_ms INTEGER NOT NULL
      );
      CREATE INDEX brakes_key ON brakes(name, key, at_ms);
      CREATE INDEX brakes_age ON brakes(at_ms);`,
    pg: `
      CREATE SEQUENCE "brakes_id_seq";
      CREATE TABLE "brakes" (
        "id" bigint NOT NULL DEFAULT nextval('brakes_id_seq'),
        "name" text NOT NULL,
        "key" text NOT NULL,
        "at_ms" bigint NOT NULL,
        PRIMARY KEY ("id")
      );
      ALTER SEQUENCE "brakes_id_seq" OWNED BY "brakes"."id";
      CREATE TRIGGER "brakes_number" BEFORE INSERT ON "brakes" FOR EACH ROW EXECUTE FUNCTION kestrel_number_row('brakes_id_seq');
      CREATE INDEX brakes_key ON brakes(name, key, at_ms);
      CREATE INDEX brakes_age ON brakes(at_ms);`,
  },
];
