// The account module's table: the user's one bank card (shown once identity is verified).
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
