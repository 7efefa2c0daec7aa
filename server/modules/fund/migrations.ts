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
];
