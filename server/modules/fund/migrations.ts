import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // Transfers between a user's own accounts (wallet/change); the money moves in the journal, this is the record.
    id: 'fund-001-transfers',
    sql: `
      CREATE TABLE fund_transfers (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        from_field TEXT NOT NULL,
        to_field TEXT NOT NULL,
        entry_id INTEGER NOT NULL REFERENCES journal(id),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX fund_transfers_user ON fund_transfers(user_id, id);`,
  },
  {
    // Conversions between currencies at a quote's prices (user/Transfer); the journal entry moves the money.
    id: 'fund-002-conversions',
    sql: `
      CREATE TABLE fund_conversions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        from_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        to_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        number TEXT NOT NULL,
        fee TEXT NOT NULL,
        received TEXT NOT NULL,
        from_price TEXT NOT NULL,
        to_price TEXT NOT NULL,
        entry_id INTEGER NOT NULL REFERENCES journal(id),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX fund_conversions_user ON fund_conversions(user_id, id);`,
  },
  {
    // Conversion quotes in the database, not in one instance's memory: a quote asked of one instance of
    // the server fills on another. A fill takes its quote in the transaction that moves the money.
    id: 'fund-003-quotes',
    sql: `
      CREATE TABLE fund_quotes (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        from_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        to_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        from_price TEXT NOT NULL,
        to_price TEXT NOT NULL,
        fee_rate TEXT NOT NULL,
        expires_ms INTEGER NOT NULL
      );
      CREATE INDEX fund_quotes_expiry ON fund_quotes(expires_ms);`,
    pg: `
      CREATE TABLE "fund_quotes" (
        "id" text NOT NULL,
        "user_id" bigint NOT NULL,
        "from_currency_id" bigint NOT NULL,
        "to_currency_id" bigint NOT NULL,
        "from_price" text NOT NULL,
        "to_price" text NOT NULL,
        "fee_rate" text NOT NULL,
        "expires_ms" bigint NOT NULL,
        PRIMARY KEY ("id")
      );
      CREATE INDEX fund_quotes_expiry ON fund_quotes(expires_ms);
      ALTER TABLE "fund_quotes" ADD FOREIGN KEY ("user_id") REFERENCES "users" ("id");
      ALTER TABLE "fund_quotes" ADD FOREIGN KEY ("from_currency_id") REFERENCES "currencies" ("id");
      ALTER TABLE "fund_quotes" ADD FOREIGN KEY ("to_currency_id") REFERENCES "currencies" ("id");`,
  },
];
