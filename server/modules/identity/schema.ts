// The identity module's tables, column for column as migrations.ts creates them.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { GENDERS, ID_TYPES, PHOTO_SIDES } from '../../../src/shared/identity/rules';

export const submissions = sqliteTable('identity_submissions', {
  id: integer('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  level: integer('level').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
  // Level 1: the person and the document.
  first_name: text('first_name'),
  last_name: text('last_name'),
  gender: text('gender', { enum: GENDERS }),
  birth_date: text('birth_date'),
  country: text('country'),
  address: text('address'),
  id_type: text('id_type', { enum: ID_TYPES }),
  /** Normalized (capitals, no spaces or dashes); in use by one user at a time while pending or approved. */
  card_id: text('card_id'),
  // Level 2: ids of identity_photos.
  front_photo: text('front_photo'),
  back_photo: text('back_photo'),
  hand_photo: text('hand_photo'),
  reason: text('reason'),
  created_at: integer('created_at').notNull(),
  decided_at: integer('decided_at'),
  /** Who decided: 'admin' (the admin token) or the operator the command line named. */
  decided_by: text('decided_by'),
});
export type SubmissionRow = typeof submissions.$inferSelect;

export const photos = sqliteTable('identity_photos', {
  /** 32 random hex characters: also the file's name under DATA_DIR/private/kyc. */
  id: text('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  side: text('side', { enum: PHOTO_SIDES }).notNull(),
  mime: text('mime').notNull(),
  file: text('file').notNull(),
  bytes: integer('bytes').notNull(),
  created_at: integer('created_at').notNull(),
});
export type PhotoRow = typeof photos.$inferSelect;
