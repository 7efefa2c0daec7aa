// The account module's tables: the user's bank cards, domestic and international (shown once identity is verified).
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BANK_NETWORKS } from '../../../src/shared/lib/bank';
import { users } from '../../core/schema';

export const bankCards = sqliteTable('bank_cards', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  real_name: text('real_name').notNull(),
  bank_name: text('bank_name').notNull(),
  card_number: text('card_number').notNull(),
  branch: text('branch').notNull(),
});

export const internationalCards = sqliteTable('bank_cards_international', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  aba: text('aba').notNull(),
  account_address: text('account_address').notNull(),
  bank_name: text('bank_name').notNull(),
  network: text('network', { enum: BANK_NETWORKS }).notNull(),
  swift: text('swift').notNull(),
  contact_phone: text('contact_phone').notNull(),
  updated_at: integer('updated_at').notNull(),
});
