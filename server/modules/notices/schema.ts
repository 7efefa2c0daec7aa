// The notices area's table, column for column as migrations.ts creates it (the notifications themselves
// are core: server/core/schema.ts).
import { integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core';

/** Who has read which notification to everyone, and when. */
export const notificationReads = sqliteTable(
  'notification_reads',
  {
    notification_id: integer('notification_id').notNull(),
    user_id: integer('user_id').notNull(),
    read_at: integer('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.user_id] })],
);
