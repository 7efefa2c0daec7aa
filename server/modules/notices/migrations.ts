import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // A notification to everyone (user_id NULL) is read per user: one row here per user who opened it.
    // A notification to one user keeps its read time on its own row (notifications.read_at).
    id: 'notices-001-reads',
    sql: `
      CREATE TABLE notification_reads (
        notification_id INTEGER NOT NULL REFERENCES notifications(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        read_at INTEGER NOT NULL,
        PRIMARY KEY (notification_id, user_id)
      );`,
  },
];
