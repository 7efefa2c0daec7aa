import type { Migration } from '../../core/migrate';

export const migrations: Migration[] = [
  {
    // The terms on offer (seeded; an admin changes them in the table) and the loans: an application
    // (pending), issued with its due date, overdue, repaid, or rejected with a reason.
    id: 'loan-001-loans',
    sql: `
      CREATE TABLE loan_products (
        id INTEGER PRIMARY KEY,
        days INTEGER NOT NULL,
        daily_rate TEXT NOT NULL,
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        min_amount TEXT NOT NULL,
        max_amount TEXT NOT NULL,
        kyc_level INTEGER NOT NULL DEFAULT 1,
        active INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE loans (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        product_id INTEGER NOT NULL REFERENCES loan_products(id),
        currency_id INTEGER NOT NULL REFERENCES currencies(id),
        amount TEXT NOT NULL,
        days INTEGER NOT NULL,
        daily_rate TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'issued', 'overdue', 'repaid', 'rejected')),
        reason TEXT,
        applied_at INTEGER NOT NULL,
        issued_at INTEGER,
        due_at INTEGER,
        repaid_at INTEGER,
        -- what has come back so far (a collection may take part of it), and the interest of a repaid loan
        repaid TEXT NOT NULL DEFAULT '0',
        interest_paid TEXT
      );
      CREATE INDEX loans_user ON loans(user_id, id);
      CREATE INDEX loans_status ON loans(status, id);`,
  },
  {
    // Every decision is a record with its time, reason and who (issue 29): an approval or a rejection on
    // the loan (decided_at, decided_by; the reason of a rejection), each collection a row of its own
    // (what it took, why, who, when). Before this, approvals were timed by issued_at and every decision
    // was made with the admin token; a rejection's time was not kept (it stays unknown).
    id: 'loan-002-decisions',
    sql: `
      ALTER TABLE loans ADD COLUMN decided_at INTEGER;
      ALTER TABLE loans ADD COLUMN decided_by TEXT;
      UPDATE loans SET decided_at = issued_at WHERE issued_at IS NOT NULL;
      UPDATE loans SET decided_by = 'admin' WHERE status != 'pending';
      CREATE TABLE loan_collections (
        id INTEGER PRIMARY KEY,
        loan_id INTEGER NOT NULL REFERENCES loans(id),
        amount TEXT NOT NULL,
        reason TEXT NOT NULL,
        decided_by TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX loan_collections_loan ON loan_collections(loan_id, id);`,
  },
];
