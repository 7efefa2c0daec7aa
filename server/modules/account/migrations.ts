// The account module's migrations (append-only; ids never change once shipped): the bank card.
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
];
