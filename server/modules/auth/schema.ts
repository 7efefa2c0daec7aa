// The auth module's tables: one-time codes and the dev outbox they are "sent" to.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const codes = sqliteTable(
  'codes',
  {
    id: integer('id').primaryKey(),
    target: text('target').notNull(),
    scene: text('scene').notNull(),
    code: text('code').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used: integer('used').notNull().default(0),
    created_at: integer('created_at').notNull(),
    expires_at: integer('expires_at').notNull(),
  },
  (t) => [index('codes_target').on(t.target, t.scene, t.created_at)],
);

export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey(),
    target: text('target').notNull(),
    code: text('code').notNull(),
    scene: text('scene').notNull(),
    created_at: integer('created_at').notNull(),
  },
  (t) => [index('outbox_target').on(t.target, t.id)],
);
