// The identity module's migrations (append-only; ids never change once shipped).
import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // Submissions of each level, decided by an admin; the private photos level 2 names. The files live
    // under DATA_DIR/private/kyc (never the public upload folder), named by the photo's random id.
    id: 'identity-001-submissions',
    sql: `
      CREATE TABLE identity_submissions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        level INTEGER NOT NULL CHECK (level IN (1, 2)),
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        first_name TEXT,
        last_name TEXT,
        gender TEXT,
        birth_date TEXT,
        country TEXT,
        address TEXT,
        id_type TEXT,
        card_id TEXT,
        front_photo TEXT,
        back_photo TEXT,
        hand_photo TEXT,
        reason TEXT,
        created_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE INDEX identity_submissions_user ON identity_submissions(user_id, level, id);
      CREATE INDEX identity_submissions_status ON identity_submissions(status, id);
      CREATE INDEX identity_submissions_card ON identity_submissions(card_id) WHERE card_id IS NOT NULL;
      CREATE UNIQUE INDEX identity_one_pending ON identity_submissions(user_id, level) WHERE status = 'pending';
      CREATE TABLE identity_photos (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        side TEXT NOT NULL CHECK (side IN ('front', 'back', 'hand')),
        mime TEXT NOT NULL,
        file TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX identity_photos_user ON identity_photos(user_id, side);`,
  },
  {
    // Who decided each submission (issue 29: every decision a review record with time, reason and who).
    // Decisions before this were all made with the admin token.
    id: 'identity-002-decided-by',
    sql: `
      ALTER TABLE identity_submissions ADD COLUMN decided_by TEXT;
      UPDATE identity_submissions SET decided_by = 'admin' WHERE status != 'pending';`,
  },
];
