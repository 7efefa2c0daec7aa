// The account module's migrations (append-only; ids never change once shipped): the bank cards, the
// profile's signature and credit score.
import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    id: 'account-001-bank-cards',
    legacy: 1,
    sql: `
      CREATE TABLE bank_cards (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        real_name TEXT NOT NULL,
        bank_name TEXT NOT NULL,
        card_number TEXT NOT NULL,
        branch TEXT NOT NULL
      );`,
  },
  {
    // The international card (bank_international): one per user, replaced when saved again.
    id: 'account-002-international-cards',
    sql: `
      CREATE TABLE bank_cards_international (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        aba TEXT NOT NULL,
        account_address TEXT NOT NULL,
        bank_name TEXT NOT NULL,
        network TEXT NOT NULL,
        swift TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );`,
  },
  {
    // The profile's signature (SPEC §5: 2 to 30 characters) and credit score (100 = good standing).
    id: 'account-003-signature-credit-score',
    sql: `
      ALTER TABLE users ADD COLUMN signature TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN credit_score INTEGER NOT NULL DEFAULT 100;`,
  },
];
